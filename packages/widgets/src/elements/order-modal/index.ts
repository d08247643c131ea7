import { defineOrderModal } from './order-modal.tsx';

export { defineOrderModal, type RenovoOrderModalElement } from './order-modal.tsx';

defineOrderModal();
