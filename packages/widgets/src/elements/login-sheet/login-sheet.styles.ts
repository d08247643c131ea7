/** CSS of `<renovo-login-sheet>` (after baseStyles and dialogStyles); px/em only. */
export const loginSheetStyles = `
:host {
  --renovo-login-width: 400px;
  --renovo-login-accent: var(--renovo-color-primary);
  --renovo-login-accent-text: var(--renovo-color-primary-text);
  --renovo-login-error: var(--renovo-color-error);
  --renovo-login-border: var(--renovo-color-border);
  --renovo-dialog-width: var(--renovo-login-width);
}
.dialog:has(.consent-panel) { --renovo-dialog-width: 360px; }
.header { position: relative; padding: 24px 56px 8px 24px; }
.title { margin: 0; font-size: 20px; font-weight: 600; line-height: 1.4; color: inherit; }
.description { margin: 4px 0 0; font-size: 14px; line-height: 1.5; color: inherit; opacity: 0.85; }
.close {
  position: absolute; top: 12px; right: 12px; width: 40px; height: 40px; padding: 0;
  display: grid; place-items: center; border: 0; border-radius: 50%;
  background: transparent; color: inherit;
}
.close:hover { background: rgba(0, 0, 0, 0.06); }
.form { display: grid; gap: 2px; padding: 12px 24px 24px; }
.field { display: grid; gap: 6px; min-width: 0; }
.label { font-size: 14px; font-weight: 500; }
.input {
  display: block; width: 100%; min-width: 0; height: 44px; margin: 0; padding: 0 12px;
  border: 1px solid var(--renovo-login-border); border-radius: 8px;
  background: var(--renovo-color-surface); font-size: 16px; line-height: 1.2;
}
.input::placeholder { color: #6b7280; opacity: 1; }
.input:focus { border-color: var(--renovo-login-accent); }
.input[aria-invalid="true"] { border-color: var(--renovo-login-error); }
.code-row { display: flex; gap: 8px; min-width: 0; }
.code-row .input { flex: 1 1 auto; }
.send-code {
  flex: none; min-width: 104px; height: 44px; margin: 0; padding: 0 12px; white-space: nowrap;
  border: 1px solid var(--renovo-login-accent); border-radius: 8px;
  background: transparent; color: inherit; font-size: 14px;
}
.send-code:disabled { border-color: var(--renovo-login-border); cursor: default; opacity: 0.7; }
.error { min-height: 20px; margin: 0; font-size: 13px; line-height: 20px; color: var(--renovo-login-error); }
.consent {
  display: flex; flex-wrap: wrap; align-items: center; gap: 2px 0; margin: 4px 0 16px;
  font-size: 13px; line-height: 1.6;
}
.consent input {
  display: inline-block; width: 18px; height: 18px; margin: 0 6px 0 0;
  accent-color: var(--renovo-login-accent);
}
.statement-link { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
.submit {
  display: block; width: 100%; height: 48px; margin: 0; border: 0; border-radius: 24px;
  background: var(--renovo-login-accent); color: var(--renovo-login-accent-text);
  font-size: 16px; font-weight: 600;
}
.submit:disabled { opacity: 0.45; cursor: not-allowed; }
.submit[aria-busy="true"] { cursor: progress; }
.statements { list-style: none; margin: 8px 0 0; padding: 0 24px; display: grid; gap: 12px; font-size: 15px; }
.actions { padding: 20px 24px 24px; }
@media (max-width: 849.98px) {
  .form, .actions { padding-bottom: calc(24px + env(safe-area-inset-bottom, 0px)); }
}
@media (max-width: 359.98px) {
  .header { padding: 20px 52px 8px 16px; }
  .form { padding: 12px 16px 20px; }
  .statements { padding: 0 16px; }
  .actions { padding: 20px 16px 20px; }
  .send-code { min-width: 88px; padding: 0 8px; }
}
`;
