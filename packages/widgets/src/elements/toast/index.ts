import { defineToast } from './toast.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { createToastNotifier, defineToast, type RenovoToastElement, showToast } from './toast.tsx';

defineToast();
