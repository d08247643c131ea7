import { baseStyles } from '../../internal/base-styles.ts';
import { dialogStyles } from '../../ui/dialog.tsx';

/** CSS of `<renovo-quote>`: base reset, dialog, form and records ticker (the confirm-close page brings its own). */
export const quoteStyles = `${baseStyles}${dialogStyles}
:host {
  --renovo-quote-accent: var(--renovo-color-primary);
  --renovo-quote-accent-text: var(--renovo-color-primary-text);
  --renovo-quote-radius: var(--renovo-radius);
  --renovo-quote-field-height: 44px;
  --renovo-dialog-width: var(--renovo-quote-width, 440px);
}
.dialog, .inline { border-radius: var(--renovo-quote-radius); }
.inline { overflow: hidden; }
@media (max-width: 849.98px) {
  .banner { aspect-ratio: 5 / 2; }
  .dialog { border-radius: var(--renovo-quote-radius) var(--renovo-quote-radius) 0 0; }
}
.quote { position: relative; }
.close {
  position: absolute; top: 10px; right: 10px; z-index: 1;
  display: grid; place-items: center; width: 32px; height: 32px; padding: 0;
  border: 0; border-radius: 50%; background: rgba(255, 255, 255, 0.92); color: #1f2329;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.18);
}
.banner, .banner img { display: block; width: 100%; }
/* The banners' shapes (880 × 240, 750 × 300 below 850 px): the box stands before the picture. */
.banner { aspect-ratio: 11 / 3; max-height: 220px; background: #f2f3f5; }
.banner img { height: 100%; object-fit: cover; }
.content { padding: 20px 20px 24px; }
.title { margin: 0 36px 12px 0; font-size: 20px; line-height: 1.4; font-weight: 700; }
.banner + .content .title { margin-top: -4px; }

/* The count's line and the ticker's height, kept while they come and when the count is not shown. */
.records { margin: 0 0 16px; min-height: 92px; }
.count { display: flex; align-items: center; gap: 8px; margin: 0 0 8px; font-size: 13px; color: var(--renovo-color-muted); }
.avatars { display: inline-flex; flex: none; }
.avatar {
  display: inline-block; width: 24px; height: 24px; border-radius: 50%;
  background:
    radial-gradient(circle at 50% 40%, var(--fg) 0 17%, transparent 18%),
    radial-gradient(ellipse 34% 30% at 50% 100%, var(--fg) 0 99%, transparent 100%) 50% 100% / 100% 100% no-repeat,
    var(--bg);
}
.a0 { --bg: #ffe4d1; --fg: #f08a4b; }
.a1 { --bg: #dff1ff; --fg: #4b93d8; }
.a2 { --bg: #e3f6e8; --fg: #4aa46a; }
.a3 { --bg: #f3e6ff; --fg: #9a63d6; }
.a4 { --bg: #fff3c9; --fg: #d6a21e; }
.a5 { --bg: #ffe0e6; --fg: #de5c7a; }
.a6 { --bg: #dcf5f3; --fg: #2f9f95; }
.a7 { --bg: #e8eaf0; --fg: #6a7386; }
.avatars .avatar { border: 2px solid var(--renovo-color-surface); box-sizing: content-box; }
.avatars .avatar + .avatar { margin-left: -8px; }
.ticker {
  height: 56px; overflow: hidden; padding: 0 12px; border-radius: 8px;
  background: var(--renovo-quote-ticker-bg, #fff6ef);
}
.ticker-track { list-style: none; margin: 0; padding: 0; transition: transform 400ms ease; }
.slide { height: 56px; display: flex; flex-direction: column; justify-content: center; gap: 4px; }
.record {
  display: flex; align-items: center; gap: 6px; margin: 0; min-width: 0;
  font-size: 13px; line-height: 20px;
}
.record .avatar { flex: none; width: 20px; height: 20px; }
.record-text { min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }

.form { display: grid; gap: 12px; }
.field { display: grid; grid-template-columns: 5.5em minmax(0, 1fr); align-items: center; column-gap: 8px; }
.label { font-size: 14px; font-weight: 500; }
.control { position: relative; display: flex; align-items: center; min-width: 0; }
.input {
  width: 100%; min-width: 0; height: var(--renovo-quote-field-height); margin: 0; padding: 0 12px;
  border: 1px solid var(--renovo-color-border); border-radius: 8px;
  background: var(--renovo-color-surface); font-size: 16px; line-height: 1.2;
  appearance: none;
}
.input:focus { outline: none; border-color: var(--renovo-quote-accent); box-shadow: 0 0 0 3px rgba(255, 106, 0, 0.18); }
.input::placeholder { color: #a8abb2; }
select.input { padding-right: 32px; }
.field:first-child .control::after {
  content: ""; position: absolute; right: 14px; top: 50%; width: 7px; height: 7px; margin-top: -6px;
  border-right: 1.5px solid #606266; border-bottom: 1.5px solid #606266; transform: rotate(45deg);
  pointer-events: none;
}
input[name="size"].input { padding-right: 36px; }
.unit { position: absolute; right: 12px; color: var(--renovo-color-muted); pointer-events: none; }
.invalid .input { border-color: var(--renovo-color-error); }
.error { grid-column: 2; margin: 4px 0 0; font-size: 12px; line-height: 1.4; color: var(--renovo-color-error); }

.terms { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 4px 8px; font-size: 13px; color: #4e5461; }
.consent-text { flex: 1 1 0; min-width: 0; }
.statement-link { color: inherit; text-underline-offset: 2px; }
.checkbox {
  flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--renovo-quote-accent);
}
.terms .error { flex-basis: 100%; margin: 0 0 0 26px; }

.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: var(--renovo-quote-field-height); padding: 0 20px; border-radius: 999px;
  font-size: 16px; font-weight: 600; line-height: 1.2;
}
.primary { border: 0; background: var(--renovo-quote-accent); color: var(--renovo-quote-accent-text); }
.submit { width: 100%; min-height: 48px; margin-top: 4px; }
.button[disabled] { opacity: 0.7; cursor: progress; }
.spinner {
  width: 16px; height: 16px; border-radius: 50%; border: 2px solid rgba(255, 255, 255, 0.45);
  border-top-color: currentColor; animation: renovo-quote-spin 800ms linear infinite;
}
@keyframes renovo-quote-spin { to { transform: rotate(360deg); } }
`;
