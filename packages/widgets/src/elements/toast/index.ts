import { defineToast } from './toast.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoToastElement } from '../../element-types.generated.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { createToastNotifier, defineToast, showToast } from './toast.tsx';

defineToast();
