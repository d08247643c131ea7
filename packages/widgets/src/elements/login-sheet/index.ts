import { defineLoginSheet } from './login-sheet.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoLoginSheetElement } from '../../element-types.generated.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineLoginSheet } from './login-sheet.tsx';
export { openLoginFor } from './open-login.ts';

defineLoginSheet();
