import { defineToast } from './toast.tsx';

export { createToastNotifier, defineToast, type RenovoToastElement } from './toast.tsx';

defineToast();
