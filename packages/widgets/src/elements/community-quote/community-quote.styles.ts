import { baseStyles } from '../../internal/base-styles.ts';
import { dialogStyles } from '../../ui/dialog.tsx';

/**
 * CSS of `<renovo-community-quote>` (a string, so Node, vitest and SSR need no CSS loader).
 * Component variables live on :host and default to the global tokens; sizes are px/em only.
 */
export const communityQuoteStyles = `${baseStyles}${dialogStyles}
:host {
  --renovo-community-quote-width: 860px;
  --renovo-community-quote-accent: var(--renovo-color-primary, #cc4b00);
  --renovo-community-quote-accent-text: var(--renovo-color-primary-text, #fff);
  --renovo-community-quote-field-height: 44px;
  --renovo-community-quote-preview-bg: #fafafb;
  --renovo-community-quote-option-height: 44px;
  --renovo-community-quote-soft: #fff4eb;
}
h2, h3, p, ul { margin: 0; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; }
label, legend { font-size: 14px; font-weight: 500; }

.layout { display: block; min-width: 0; }
.layout.desktop { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 340px); min-height: 100%; }
.main { display: flex; flex-direction: column; gap: 16px; min-width: 0; padding: 20px 24px 24px; }
.layout.mobile .main { padding: 12px 16px calc(20px + env(safe-area-inset-bottom, 0px)); }
.header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.title { font-size: 18px; font-weight: 600; line-height: 1.4; }
.close {
  flex: none; width: 44px; height: 44px; margin: -8px -8px -8px 0; padding: 0; border: 0; border-radius: 50%;
  display: inline-flex; align-items: center; justify-content: center;
  background: transparent; color: var(--renovo-color-muted, #8a8f99);
}
.close:hover { background: rgba(0, 0, 0, 0.05); color: var(--renovo-color-text, #1f2329); }

.step, .form { display: flex; flex-direction: column; gap: 16px; }
.form > .step { gap: 16px; }
.field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.control {
  display: block; width: 100%; min-width: 0; height: var(--renovo-community-quote-field-height); margin: 0;
  padding: 0 12px; border: 1px solid var(--renovo-color-border, #dcdfe6); border-radius: 8px;
  background: var(--renovo-color-surface, #fff); font-size: 16px; line-height: 1.2; text-align: left;
  appearance: none; -webkit-appearance: none;
}
select.control {
  padding-right: 36px;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 18px) 50%, calc(100% - 13px) 50%;
  background-size: 5px 5px; background-repeat: no-repeat;
}
.control:focus { border-color: var(--renovo-community-quote-accent); outline: none; }
.control:focus-visible { outline: 2px solid var(--renovo-community-quote-accent); outline-offset: 1px; }
.control[aria-invalid="true"] { border-color: var(--renovo-color-error, #e0301e); }
.control::placeholder, .placeholder { color: var(--renovo-color-muted, #8a8f99); }
.control[readonly] { cursor: pointer; }
.input-wrap { position: relative; }
.input-wrap .control { padding-right: 40px; }
.unit { position: absolute; top: 50%; right: 12px; transform: translateY(-50%); color: var(--renovo-color-muted, #8a8f99); pointer-events: none; }
.error { color: var(--renovo-color-error, #e0301e); font-size: 13px; line-height: 1.4; }
.error:empty { margin-top: -6px; }

.link {
  align-self: flex-start; min-height: 32px; padding: 0; border: 0; background: none;
  color: var(--renovo-community-quote-accent); font-size: 14px; text-decoration: underline; text-underline-offset: 3px;
}
.skip { align-self: center; }

.search { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.search-row { display: flex; align-items: center; gap: 8px; }
.search-row .control { flex: 1 1 auto; }
.search-trigger { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.suggestions {
  list-style: none; padding: 4px 0; max-height: calc(var(--renovo-community-quote-option-height) * 6);
  overflow-y: auto; border: 1px solid var(--renovo-color-border, #dcdfe6); border-radius: 8px;
  background: var(--renovo-color-surface, #fff);
}
.suggestions[hidden] { display: none; }
.suggestion {
  display: flex; flex-direction: column; justify-content: center; gap: 2px;
  min-height: var(--renovo-community-quote-option-height); padding: 6px 12px; cursor: pointer;
}
.suggestion:hover, .suggestion.active { background: var(--renovo-community-quote-soft); }
.suggestion.active { box-shadow: inset 3px 0 0 var(--renovo-community-quote-accent); }
.suggestion-name { font-weight: 500; }
.suggestion-address { font-size: 12px; color: var(--renovo-color-muted, #8a8f99); }
.empty { padding: 12px 14px; border-radius: 8px; background: #f6f7f9; font-size: 13px; }
.empty p { color: var(--renovo-color-text, #1f2329); }
.empty ul { margin-top: 6px; padding-left: 18px; color: var(--renovo-color-muted, #8a8f99); }

.community { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; padding: 12px 14px; border-radius: 8px; background: var(--renovo-community-quote-soft); }
.community-name { font-size: 16px; font-weight: 600; outline: none; }
.address { display: flex; gap: 8px; color: var(--renovo-color-muted, #8a8f99); font-size: 13px; }
.address-label { flex: none; color: var(--renovo-color-text, #1f2329); }
.layouts legend { margin-bottom: 8px; }
.chips { display: flex; flex-wrap: wrap; gap: 8px; }
.chip { position: relative; display: inline-flex; font-weight: 400; }
.chip input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.chip span {
  display: inline-flex; align-items: center; min-height: 36px; padding: 0 14px;
  border: 1px solid var(--renovo-color-border, #dcdfe6); border-radius: 18px; background: var(--renovo-color-surface, #fff);
}
.chip input:checked + span {
  border-color: var(--renovo-community-quote-accent); color: var(--renovo-community-quote-accent);
  background: var(--renovo-community-quote-soft); font-weight: 500;
}
.chip input:focus-visible + span { outline: 2px solid var(--renovo-community-quote-accent); outline-offset: 2px; }

.terms { display: flex; align-items: flex-start; gap: 8px; }
.terms input { flex: none; width: 18px; height: 18px; margin: 2px 0 0; accent-color: var(--renovo-community-quote-accent); }
.terms label { font-weight: 400; }
.statement-link { color: inherit; text-underline-offset: 2px; }
.submit {
  width: 100%; min-height: 48px; padding: 0 16px; border: 0; border-radius: 24px;
  background: var(--renovo-community-quote-accent); color: var(--renovo-community-quote-accent-text);
  font-size: 16px; font-weight: 600;
}
.submit:disabled { opacity: 0.6; cursor: progress; }

.cost-preview {
  display: flex; flex-direction: column; gap: 12px; min-width: 0; padding: 20px;
  background: var(--renovo-community-quote-preview-bg); border-left: 1px solid var(--renovo-color-border, #dcdfe6);
}
.cost-preview-title { font-size: 16px; font-weight: 600; padding-right: 8px; }

.search-page { display: flex; flex-direction: column; gap: 12px; min-height: 100%; padding: 12px 16px 20px; }
.cancel { flex: none; min-height: 44px; padding: 0 4px; border: 0; background: none; font-size: 16px; color: var(--renovo-color-text, #1f2329); }

.picker-head { display: grid; grid-template-columns: 64px 1fr 64px; align-items: center; padding: 4px 4px; border-bottom: 1px solid #eef0f3; }
.picker-head h3 { font-size: 16px; font-weight: 600; text-align: center; }
.picker-action { min-height: 44px; border: 0; background: none; font-size: 15px; color: var(--renovo-color-muted, #8a8f99); }
.picker-action.confirm { color: var(--renovo-community-quote-accent); font-weight: 600; }
.picker-body { display: flex; flex-direction: column; gap: 8px; padding: 16px 16px calc(16px + env(safe-area-inset-bottom, 0px)); }
.options { display: flex; flex-direction: column; max-height: calc(var(--renovo-community-quote-option-height) * 6); overflow-y: auto; margin-top: 4px; }
.option {
  flex: none; height: var(--renovo-community-quote-option-height); padding: 0 12px; border: 0;
  border-bottom: 1px solid #f0f1f4; background: none; font-size: 16px; text-align: center;
}
.option[aria-pressed="true"] { color: var(--renovo-community-quote-accent); font-weight: 600; }

@media (min-width: 850px) {
  /* The height the cost preview needs, from the first paint: the form does not move when it comes. */
  .dialog { width: min(var(--renovo-community-quote-width), calc(100vw - 32px)); height: min(840px, calc(100dvh - 32px)); }
}
@media (max-width: 849.98px) {
  .search-layer .dialog { height: 100dvh; max-height: 100dvh; margin: 0; border-radius: 0; }
  .search-layer .dialog[open] { animation: none; }
}
`;
