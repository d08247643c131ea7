/** CSS of the quote's confirm-close page, adopted into the popup's shadow root when the page first shows. */
export const confirmCloseStyles = /* css */ `
.confirm { padding: 28px 20px 20px; }
.confirm-title { margin: 0 0 8px; font-size: 19px; line-height: 1.4; font-weight: 700; text-align: center; }
.confirm-lead { margin: 0 0 14px; text-align: center; color: #4e5461; }
.reasons { list-style: none; margin: 0; padding: 12px 14px; display: grid; gap: 10px; border-radius: 8px; background: #fff8ec; }
.reason { display: flex; align-items: center; gap: 8px; font-size: 15px; }
.warn { flex: none; color: #f59a23; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 20px; }
.actions .button { padding: 0 8px; }
.secondary { border: 1px solid var(--renovo-color-border); background: var(--renovo-color-surface); color: inherit; }
`;
