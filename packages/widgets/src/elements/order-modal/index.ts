import { defineOrderModal } from './order-modal.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoOrderModalElement } from '../../element-types.generated.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineOrderModal } from './order-modal.tsx';

defineOrderModal();
