import { defineLoginSheet } from './login-sheet.tsx';

export type { RenovoConfig } from '../../config.ts';
export { defineLoginSheet, openLoginFor, type RenovoLoginSheetElement } from './login-sheet.tsx';

defineLoginSheet();
