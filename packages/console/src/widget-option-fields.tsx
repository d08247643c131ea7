/**
 * The widget options the embed builder and the partner form's defaults share
 * (docs/spec/console.md#embed-builder, #partners): 追蹤代號 (module), 內容種類 (type), 預設縣市 (a
 * select of the regions by name), 指定設計公司編號 and 送出後留在原頁 — each labelled in plain words,
 * with its help under it and, when its value is refused, the reason on the field
 * (`aria-invalid`, `aria-describedby`), so a screen reader reads label, help and problem together.
 */
import { REGIONS } from '@renovo/core/data';
import { consoleEmbedMessages as e, consoleMessages as m } from '@renovo/core/messages';
import type { ReactElement } from 'react';

/** The shared options, as the fields hold them (text; a region id as text, '' for none). */
export interface WidgetOptions {
  module: string;
  type: string;
  region: string;
  company: string;
  stopRedirect: boolean;
}

/** A refused value's reason, by option. */
export type WidgetOptionProblems = Partial<Record<'module' | 'type' | 'region' | 'company', string>>;

/** The ids a field's input is described by: its help, then its problem. */
function describedBy(id: string, help: string | undefined, problem: string | undefined) {
  const ids = [help ? `${id}-help` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/**
 * A labelled field: the label wrapping its control, then its help and its problem. `control` gets
 * the ARIA attributes that tie them together.
 */
export function Field({
  id,
  label,
  help,
  problem,
  control,
}: {
  id: string;
  label: string;
  help?: string;
  problem?: string | undefined;
  control: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactElement;
}) {
  return (
    <>
      <label htmlFor={id}>
        {label}
        {control({
          id,
          'aria-describedby': describedBy(id, help, problem),
          ...(problem ? { 'aria-invalid': true as const } : {}),
        })}
      </label>
      {help ? (
        <p className="hint field-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

/** The region select: the regions by name, or none. */
function RegionSelect(props: {
  id: string;
  value: string;
  onChange(value: string): void;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}) {
  const { value, onChange, ...aria } = props;
  return (
    <select {...aria} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{e.anyRegion}</option>
      {REGIONS.map((region) => (
        <option key={region.id} value={String(region.id)}>
          {region.name}
        </option>
      ))}
    </select>
  );
}

/** The five shared option fields. */
export function WidgetOptionFields({
  idPrefix,
  value,
  problems,
  onChange,
}: {
  idPrefix: string;
  value: WidgetOptions;
  problems: WidgetOptionProblems;
  onChange(next: WidgetOptions): void;
}) {
  const set = <K extends keyof WidgetOptions>(key: K, next: WidgetOptions[K]) =>
    onChange({ ...value, [key]: next });
  const text = (key: 'module' | 'type' | 'company', label: string, help: string, numeric = false) => (
    <Field
      id={`${idPrefix}-${key}`}
      label={label}
      help={help}
      problem={problems[key]}
      control={(aria) => (
        <input
          {...aria}
          value={value[key]}
          maxLength={numeric ? 9 : 40}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set(key, event.target.value.trim())}
        />
      )}
    />
  );
  return (
    <>
      {text('module', m.embed.module, e.help.module)}
      {text('type', m.embed.type, e.help.type)}
      <Field
        id={`${idPrefix}-region`}
        label={m.embed.region}
        help={e.help.region}
        problem={problems.region}
        control={(aria) => (
          <RegionSelect {...aria} value={value.region} onChange={(next) => set('region', next)} />
        )}
      />
      {text('company', m.embed.company, e.help.company, true)}
      <label className="inline" htmlFor={`${idPrefix}-stop-redirect`}>
        <input
          id={`${idPrefix}-stop-redirect`}
          type="checkbox"
          checked={value.stopRedirect}
          aria-describedby={`${idPrefix}-stop-redirect-help`}
          onChange={(event) => set('stopRedirect', event.target.checked)}
        />
        {m.embed.stopRedirect}
      </label>
      <p className="hint field-help" id={`${idPrefix}-stop-redirect-help`}>
        {e.help.stopRedirect}
      </p>
    </>
  );
}
