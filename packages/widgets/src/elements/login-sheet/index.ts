import { defineLoginSheet } from './login-sheet.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineLoginSheet, openLoginFor, type RenovoLoginSheetElement } from './login-sheet.tsx';

defineLoginSheet();
