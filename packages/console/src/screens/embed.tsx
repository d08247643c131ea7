/**
 * Embed builder (docs/spec/console.md#embed-builder): choose the element, mode, module, type, attributes and
 * partner;
 * the preview frame loads the real built widget through the loader (/console/preview) in a
 * sandbox that allows scripts but not this origin; copy the script-tag or React snippet.
 */
import { consoleMessages as m } from '@renovo/core/messages';
import { useState } from 'react';
import { partnersRoute } from '../api/routes.ts';
import { CopyButton, LoadState, Screen } from '../components.tsx';
import {
  type ElementChoice,
  type EmbedChoice,
  previewUrl,
  reactSnippet,
  scriptSnippet,
} from '../embed-snippet.ts';
import type { Partner } from '../types.ts';
import { useData } from '../use-data.ts';

const ELEMENTS: [ElementChoice, string][] = [
  ['quote-v2', m.embed.elements.quoteV2],
  ['quote-v3', m.embed.elements.quoteV3],
  ['community-quote', m.embed.elements.community],
  ['login-sheet', m.embed.elements.login],
  ['order-modal', m.embed.elements.order],
];

export function Embed() {
  const partners = useData<Partner[]>(partnersRoute);
  const [choice, setChoice] = useState<EmbedChoice>({
    element: 'quote-v3',
    mode: 'inline',
    module: '',
    type: '',
    region: '',
    company: '',
    stopRedirect: false,
    partner: '',
  });
  const set = <K extends keyof EmbedChoice>(key: K, value: EmbedChoice[K]) =>
    setChoice({ ...choice, [key]: value });
  const origin = window.location.origin;
  const script = scriptSnippet(origin, choice);
  const react = reactSnippet(origin, choice);
  return (
    <Screen title={m.embed.title}>
      <div className="split">
        <form className="panel" onSubmit={(e) => e.preventDefault()}>
          <fieldset>
            <legend>{m.embed.element}</legend>
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
          <fieldset>
            <legend>{m.embed.mode}</legend>
            {(['popup', 'inline'] as const).map((mode) => (
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
          <label>
            {m.embed.partner}
            <select value={choice.partner} onChange={(e) => set('partner', e.target.value)} required>
              <option value="">{m.embed.choosePartner}</option>
              {(partners.data ?? [])
                .filter((p) => !p.disabled)
                .map((p) => (
                  <option key={p.id} value={p.key}>
                    {p.name}
                  </option>
                ))}
            </select>
          </label>
          <LoadState loading={false} error={partners.error} />
          <label>
            {m.embed.module}
            <input value={choice.module} onChange={(e) => set('module', e.target.value)} />
          </label>
          <label>
            {m.embed.type}
            <input value={choice.type} onChange={(e) => set('type', e.target.value)} />
          </label>
          <label>
            {m.embed.region}
            <input
              inputMode="numeric"
              value={choice.region}
              onChange={(e) => set('region', e.target.value.replace(/\D/g, '').slice(0, 2))}
            />
          </label>
          <label>
            {m.embed.company}
            <input
              inputMode="numeric"
              value={choice.company}
              onChange={(e) => set('company', e.target.value.replace(/\D/g, '').slice(0, 9))}
            />
          </label>
          <label className="inline">
            <input
              type="checkbox"
              checked={choice.stopRedirect}
              onChange={(e) => set('stopRedirect', e.target.checked)}
            />
            {m.embed.stopRedirect}
          </label>
        </form>
        <div className="panel">
          <h2>{m.embed.preview}</h2>
          <iframe
            key={previewUrl(choice)}
            className="preview"
            title={m.embed.previewFrame}
            src={previewUrl(choice)}
            sandbox="allow-scripts allow-forms allow-popups"
          />
        </div>
      </div>
      <div className="panel">
        <h2 id="script-snippet">{m.embed.scriptSnippet}</h2>
        <pre>
          <code>{script}</code>
        </pre>
        <CopyButton text={script} label={m.embed.copyScript} />
        <h2 id="react-snippet">{m.embed.reactSnippet}</h2>
        <pre>
          <code>{react}</code>
        </pre>
        <CopyButton text={react} label={m.embed.copyReact} />
      </div>
    </Screen>
  );
}
