import { defineToast } from './toast.tsx';

export { createToastNotifier, defineToast, type RenovoToastElement, showToast } from './toast.tsx';

defineToast();
