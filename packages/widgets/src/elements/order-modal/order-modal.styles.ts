/** CSS of `<renovo-order-modal>` (after baseStyles and dialogStyles); px/em only. */
export const orderModalStyles = `
:host {
  --renovo-order-width: 440px;
  --renovo-order-compact-width: 560px;
  --renovo-order-accent: var(--renovo-color-primary);
  --renovo-order-accent-text: var(--renovo-color-primary-text);
  --renovo-order-error: var(--renovo-color-error);
  --renovo-order-border: var(--renovo-color-border);
  --renovo-dialog-width: var(--renovo-order-width);
}
:host([variant="B" i]) { --renovo-dialog-width: var(--renovo-order-compact-width); }
:host([variant="B" i]) .dialog { margin: auto auto 24px; }
.header { position: relative; padding: 24px 56px 4px 24px; }
.title { margin: 0; font-size: 20px; font-weight: 600; line-height: 1.4; color: inherit; }
.order-b .header { padding: 16px 52px 0 20px; }
.order-b .title { font-size: 16px; }
.close {
  position: absolute; top: 12px; right: 12px; width: 40px; height: 40px; padding: 0;
  display: grid; place-items: center; border: 0; border-radius: 50%;
  background: transparent; color: inherit;
}
.order-b .close { top: 8px; right: 8px; }
.close:hover { background: rgba(0, 0, 0, 0.06); }
.benefits { list-style: none; margin: 12px 0 0; padding: 0 24px; display: grid; gap: 8px; font-size: 15px; }
.benefits li { display: flex; align-items: center; gap: 8px; }
.benefits svg { flex: none; color: var(--renovo-order-accent); }
.form { display: grid; gap: 2px; padding: 16px 24px 24px; }
.order-b .form { padding: 12px 20px 16px; }
.row { display: flex; align-items: flex-end; gap: 8px; min-width: 0; }
.row .field { flex: 1 1 auto; }
.field { display: grid; gap: 6px; min-width: 0; }
.label { font-size: 14px; font-weight: 500; }
.input {
  display: block; width: 100%; min-width: 0; height: 44px; margin: 0; padding: 0 12px;
  border: 1px solid var(--renovo-order-border); border-radius: 8px;
  background: var(--renovo-color-surface); font-size: 16px; line-height: 1.2;
}
.input::placeholder { color: #6b7280; opacity: 1; }
.input:focus { border-color: var(--renovo-order-accent); }
.input[aria-invalid="true"] { border-color: var(--renovo-order-error); }
.error { min-height: 20px; margin: 0; font-size: 13px; line-height: 20px; color: var(--renovo-order-error); }
.consent { display: flex; flex-wrap: wrap; align-items: center; font-size: 13px; line-height: 1.6; }
.consent input {
  display: inline-block; width: 18px; height: 18px; margin: 0 6px 0 0;
  accent-color: var(--renovo-order-accent);
}
.statement-link { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
.submit {
  display: block; width: 100%; height: 48px; margin: 4px 0 0; padding: 0 16px; border: 0; border-radius: 24px;
  background: var(--renovo-order-accent); color: var(--renovo-order-accent-text);
  font-size: 16px; font-weight: 600; white-space: nowrap;
}
.row .submit { width: auto; flex: none; height: 44px; margin: 0; border-radius: 8px; font-size: 15px; }
.submit:disabled { opacity: 0.6; cursor: progress; }
@media (max-width: 849.98px) {
  :host([variant="B" i]) .dialog { margin: auto 0 0; }
  .form { padding-bottom: calc(24px + env(safe-area-inset-bottom, 0px)); }
}
@media (max-width: 379.98px) {
  .header { padding: 20px 52px 4px 16px; }
  .benefits { padding: 0 16px; }
  .form, .order-b .form { padding-left: 16px; padding-right: 16px; }
  .row { flex-wrap: wrap; }
  .row .submit { width: 100%; }
}
`;
