import { defineToast } from './toast.tsx';

export type { RenovoConfig } from '../../config.ts';
export { createToastNotifier, defineToast, type RenovoToastElement, showToast } from './toast.tsx';

defineToast();
