import { defineOrderModal } from './order-modal.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineOrderModal, type RenovoOrderModalElement } from './order-modal.tsx';

defineOrderModal();
