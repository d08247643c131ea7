/**
 * Embed builder (docs/spec/console.md#embed-builder): choose the partner (its default options come
 * with it), the form, how it shows and its options, each field in plain words with its help; see
 * the real built widget live; copy the script-tag snippet (the loader's pinned release with its
 * SRI hash and `data-partner`) or the React one — only once the snippet is complete: without a
 * partner, or with a value the widgets do not take, copy refuses and says why, and the field says
 * what is wrong.
 *
 * The preview frame loads the real widget through the loader (`/console/preview`) at the server's
 * preview origin, which the API allows like a partner's (read only), so the widget shows its
 * banner and records; another origin than the console's, it cannot reach the console's cookie or
 * DOM. Without a preview origin it is an opaque-origin sandbox showing the form only.
 */
import { consoleEmbedSetupRoute, WIDGET_MODES } from '@renovo/core/contracts';
import { consoleEmbedMessages as e, format, consoleMessages as m } from '@renovo/core/messages';
import { useEffect, useState } from 'react';
import { partnersRoute } from '../api/routes.ts';
import { LoadState, Screen } from '../components.tsx';
import {
  copyRefusal,
  type ElementChoice,
  type EmbedChoice,
  embedProblems,
  type LoaderRelease,
  loaderOf,
  previewUrl,
  reactSnippet,
  scriptSnippet,
  withDefaults,
} from '../embed-snippet.ts';
import { useToast } from '../toast.tsx';
import type { Partner } from '../types.ts';
import { useData } from '../use-data.ts';
import { Field, WidgetOptionFields } from '../widget-option-fields.tsx';

const ELEMENTS: [ElementChoice, string][] = [
  ['quote-v2', m.embed.elements.quoteV2],
  ['quote-v3', m.embed.elements.quoteV3],
  ['community-quote', m.embed.elements.community],
  ['login-sheet', m.embed.elements.login],
  ['order-modal', m.embed.elements.order],
];

const START: EmbedChoice = {
  element: 'quote-v2',
  mode: 'popup',
  module: '',
  type: '',
  region: '',
  company: '',
  stopRedirect: false,
  partner: '',
};

/** The loader release this server serves (its build's manifest.json), revalidated on each visit. */
function useLoaderRelease(): { release: LoaderRelease | null; loading: boolean } {
  const [state, setState] = useState<{ release: LoaderRelease | null; loading: boolean }>({
    release: null,
    loading: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/embed/v1/manifest.json', { cache: 'no-cache', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (manifest: unknown) => setState({ release: loaderOf(manifest), loading: false }),
        () => {
          if (!controller.signal.aborted) setState({ release: null, loading: false });
        },
      );
    return () => controller.abort();
  }, []);
  return state;
}

/**
 * `value` once it has stayed the same for `ms` (the preview reloads after typing pauses, not at
 * each key); the first value that is not null at once.
 */
function useSettled<T>(value: T | null, ms: number): T | null {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (settled === null) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, settled]);
  return settled;
}

/**
 * A copy button that copies only a complete snippet; otherwise it says why (a toast, and the note
 * it is described by) and `onRefused` takes the user to the field to fix.
 */
function SnippetCopy(props: { text: string; label: string; refusal: string | null; onRefused(): void }) {
  const { text, label, refusal } = props;
  const notify = useToast();
  return (
    <button
      type="button"
      aria-disabled={refusal ? true : undefined}
      aria-describedby={refusal ? 'copy-refusal' : undefined}
      onClick={() => {
        if (refusal) {
          notify(format(e.copyRefused, { reason: refusal }), { error: true });
          props.onRefused();
          return;
        }
        navigator.clipboard.writeText(text).then(
          () => notify(m.common.copied),
          () => notify(m.common.copyFailed, { error: true }),
        );
      }}
    >
      {label}
    </button>
  );
}

/** One snippet: its heading, the code (none until it can be copied: the note above says why) and its copy button. */
function Snippet(props: {
  id: string;
  title: string;
  text: string | null;
  label: string;
  refusal: string | null;
  onRefused(): void;
}) {
  return (
    <>
      <h2 id={props.id}>{props.title}</h2>
      {props.text === null ? null : (
        <pre>
          <code>{props.text}</code>
        </pre>
      )}
      <SnippetCopy
        text={props.text ?? ''}
        label={props.label}
        refusal={props.refusal}
        onRefused={props.onRefused}
      />
    </>
  );
}

export function Embed() {
  const partners = useData<Partner[]>(partnersRoute);
  const setup = useData<{ preview_origin: string | null }>(consoleEmbedSetupRoute);
  const loader = useLoaderRelease();
  const [choice, setChoice] = useState<EmbedChoice>(START);
  // The partner field says it is missing once copy was tried (before, the note above the snippets does).
  const [triedCopy, setTriedCopy] = useState(false);
  const set = <K extends keyof EmbedChoice>(key: K, value: EmbedChoice[K]) =>
    setChoice({ ...choice, [key]: value });
  const active = (partners.data ?? []).filter((p) => !p.disabled);
  const choosePartner = (key: string) => {
    const partner = active.find((p) => p.key === key);
    setChoice(
      partner
        ? withDefaults({ ...choice, partner: key }, partner.widget_defaults)
        : { ...choice, partner: key },
    );
  };

  const origin = window.location.origin;
  const problems = embedProblems(choice, loader.loading ? null : loader.release);
  const refusal = loader.loading ? m.common.loading : copyRefusal(problems);
  const onRefused = () => {
    setTriedCopy(true);
    const field = Object.keys(problems).find((key) => key !== 'loader');
    if (field) document.getElementById(`embed-${field}`)?.focus();
  };
  const script = loader.release && !refusal ? scriptSnippet(origin, choice, loader.release) : null;
  const react = refusal ? null : reactSnippet(origin, choice);
  const previewOrigin = setup.data?.preview_origin ?? null;
  // No frame until the server said where the preview runs.
  const previewSrc = useSettled(setup.loading ? null : previewUrl(choice, previewOrigin), 400);
  // The frame keeps its origin only when it is the preview origin (never the console's own).
  const atPreviewOrigin =
    previewOrigin !== null &&
    previewOrigin !== window.location.origin &&
    previewSrc?.startsWith(`${previewOrigin}/`) === true;

  return (
    <Screen title={m.embed.title}>
      <div className="split">
        <form className="panel embed-form" onSubmit={(event) => event.preventDefault()}>
          <Field
            id="embed-partner"
            label={m.embed.partner}
            help={e.help.partner}
            problem={triedCopy ? problems.partner : undefined}
            control={(aria) => (
              <select
                {...aria}
                value={choice.partner}
                onChange={(event) => choosePartner(event.target.value)}
              >
                <option value="">{m.embed.choosePartner}</option>
                {active.map((p) => (
                  <option key={p.id} value={p.key}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          />
          <LoadState loading={false} error={partners.error} />
          <fieldset aria-describedby="embed-element-help">
            <legend>{m.embed.element}</legend>
            <p className="hint" id="embed-element-help">
              {e.help.element}
            </p>
            {ELEMENTS.map(([value, label]) => (
              <label key={value} className="inline">
                <input
                  type="radio"
                  name="element"
                  value={value}
                  checked={choice.element === value}
                  onChange={() => set('element', value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <fieldset aria-describedby="embed-mode-help">
            <legend>{m.embed.mode}</legend>
            <p className="hint" id="embed-mode-help">
              {e.help.mode}
            </p>
            {WIDGET_MODES.map((mode) => (
              <label key={mode} className="inline">
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  checked={choice.mode === mode}
                  onChange={() => set('mode', mode)}
                />
                {m.embed[mode]}
              </label>
            ))}
          </fieldset>
          <WidgetOptionFields
            idPrefix="embed"
            value={choice}
            problems={problems}
            onChange={(options) => setChoice({ ...choice, ...options })}
          />
        </form>
        <div className="panel">
          <h2>{m.embed.preview}</h2>
          <p className="hint">{previewOrigin || setup.loading ? e.previewNote : e.previewLimited}</p>
          {previewSrc === null ? null : (
            <iframe
              key={previewSrc}
              className="preview"
              title={m.embed.previewFrame}
              src={previewSrc}
              // At the preview origin the frame keeps that origin (another than the console's);
              // at the console's own origin it must not: an opaque-origin sandbox.
              sandbox={
                atPreviewOrigin
                  ? 'allow-scripts allow-same-origin allow-forms allow-popups'
                  : 'allow-scripts allow-forms allow-popups'
              }
            />
          )}
        </div>
      </div>
      <div className="panel">
        <p className={refusal ? 'copy-refusal' : 'visually-hidden'} id="copy-refusal">
          {refusal ?? ''}
        </p>
        <Snippet
          id="script-snippet"
          title={m.embed.scriptSnippet}
          text={script}
          label={m.embed.copyScript}
          refusal={refusal}
          onRefused={onRefused}
        />
        {loader.release ? (
          <p className="hint">{format(e.pinnedHint, { version: loader.release.version })}</p>
        ) : null}
        <Snippet
          id="react-snippet"
          title={m.embed.reactSnippet}
          text={react}
          label={m.embed.copyReact}
          refusal={refusal}
          onRefused={onRefused}
        />
      </div>
    </Screen>
  );
}
