import { defineLoginSheet } from './login-sheet.tsx';

export { defineLoginSheet, openLoginFor, type RenovoLoginSheetElement } from './login-sheet.tsx';

defineLoginSheet();
