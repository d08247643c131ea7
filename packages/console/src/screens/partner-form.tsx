/**
 * The partner form (docs/spec/console.md#partners): name, allowed origins (one a line), contact,
 * and the default widget options as fields — the form's version, how it shows, 追蹤代號, 內容種類,
 * 預設縣市 (by name), 指定設計公司編號, 送出後留在原頁 — each with its help. What is wrong is said on
 * its field: checked here by core's rules before the request (an origin as the server checks it,
 * each default by `PartnerWidgetDefaultsSchema`), and the API's 422 `errors` put on their fields
 * too.
 */
import { errorMessage } from '@renovo/core/api';
import {
  type PartnerWidgetDefaults,
  PartnerWidgetDefaultsSchema,
  QUOTE_VERSIONS,
  WIDGET_MODES,
} from '@renovo/core/contracts';
import { consoleEmbedMessages as e, format, consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import { partnerCreateRoute, partnerUpdateRoute } from '../api/routes.ts';
import type { Partner } from '../types.ts';
import { Field, WidgetOptionFields, type WidgetOptions } from '../widget-option-fields.tsx';

/** The default options as the form holds them ('' for not set). */
interface DefaultsDraft extends WidgetOptions {
  version: '' | (typeof QUOTE_VERSIONS)[number];
  mode: '' | (typeof WIDGET_MODES)[number];
}

/** What the form holds. */
export interface PartnerDraft {
  id?: number;
  name: string;
  origins: string;
  contact: string;
  /** Its leads keep the path of the page they were filed on (never a query). */
  keepPagePath: boolean;
  defaults: DefaultsDraft;
}

/** A field's reason, by field (the defaults by their option names). */
type Problems = Partial<
  Record<
    'name' | 'origins' | 'contact' | 'version' | 'mode' | 'module' | 'type' | 'region' | 'company',
    string
  >
>;

const NO_DEFAULTS: DefaultsDraft = {
  version: '',
  mode: '',
  module: '',
  type: '',
  region: '',
  company: '',
  stopRedirect: false,
};

/** An empty form, for a new partner. */
export const NEW_PARTNER: PartnerDraft = {
  name: '',
  origins: '',
  contact: '',
  keepPagePath: false,
  defaults: NO_DEFAULTS,
};

/** The form of a stored partner (options it does not know are left out, and dropped on save). */
export function draftOf(partner: Partner): PartnerDraft {
  const d = partner.widget_defaults ?? {};
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return {
    id: partner.id,
    name: partner.name,
    origins: partner.origins.join('\n'),
    contact: partner.contact ?? '',
    keepPagePath: partner.keep_page_path,
    defaults: {
      version: QUOTE_VERSIONS.find((v) => v === d.version) ?? '',
      mode: WIDGET_MODES.find((v) => v === d.mode) ?? '',
      module: text(d.module),
      type: text(d.type),
      region: text(d.region),
      company: text(d['company-id']),
      stopRedirect: d['stop-redirect'] === true,
    },
  };
}

/** The defaults to send: only the options set. */
function defaultsOf(draft: DefaultsDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (draft.version) out.version = draft.version;
  if (draft.mode) out.mode = draft.mode;
  if (draft.module) out.module = draft.module;
  if (draft.type) out.type = draft.type;
  if (draft.region) out.region = draft.region;
  if (draft.company) out['company-id'] = draft.company;
  if (draft.stopRedirect) out['stop-redirect'] = true;
  return out;
}

/** The form's field for an option name of the API (`company-id` is the form's `company`). */
const FIELD_OF: Record<string, keyof Problems> = {
  name: 'name',
  origins: 'origins',
  contact: 'contact',
  version: 'version',
  mode: 'mode',
  module: 'module',
  type: 'type',
  region: 'region',
  'company-id': 'company',
};

/** The field a 422's `errors[].field` names (`widget_defaults.region` → region), or undefined. */
function fieldOf(path: string): keyof Problems | undefined {
  const [head, inner] = path.split('.');
  return FIELD_OF[head === 'widget_defaults' ? (inner ?? '') : (head ?? '')];
}

/** An exact origin: http(s), a host, an optional port, nothing after. */
function originProblem(origin: string): boolean {
  try {
    const url = new URL(origin);
    return !/^https?:$/.test(url.protocol) || url.origin !== origin;
  } catch {
    return true;
  }
}

/** The draft's problems by field, checked by the rules the API applies. */
export function partnerProblems(draft: PartnerDraft): Problems {
  const found: Problems = {};
  if (!draft.name.trim()) found.name = e.nameRequired;
  const origins = draft.origins
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
  const bad = origins.find(originProblem);
  if (bad) found.origins = format(m.partners.badOrigin, { origin: bad });
  else if (origins.length === 0) found.origins = e.originsRequired;
  const checked = PartnerWidgetDefaultsSchema.safeParse(defaultsOf(draft.defaults));
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = fieldOf(`widget_defaults.${String(issue.path[0] ?? '')}`);
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** The 422's field problems, when the API named fields. */
function problemsOfError(error: unknown): Problems {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  const found: Problems = {};
  if (!Array.isArray(errors)) return found;
  for (const item of errors as { field?: unknown; message?: unknown }[]) {
    const field = typeof item.field === 'string' ? fieldOf(item.field) : undefined;
    if (field && typeof item.message === 'string' && !found[field]) found[field] = item.message;
  }
  return found;
}

/** The form; `onSaved` after the API took it. */
export function PartnerForm(props: {
  draft: PartnerDraft;
  onCancel(): void;
  onSaved(created: boolean): void;
}) {
  const [draft, setDraft] = useState(props.draft);
  const [problems, setProblems] = useState<Problems>({});
  const [formProblem, setFormProblem] = useState('');
  const creating = draft.id === undefined;
  // Once problems are shown, each change checks again: a fixed field's reason goes as it is fixed.
  const update = (next: PartnerDraft) => {
    setDraft(next);
    if (Object.keys(problems).length === 0) return;
    const found = partnerProblems(next);
    setProblems(found);
    if (Object.keys(found).length === 0) setFormProblem('');
  };
  const setDefaults = (next: Partial<DefaultsDraft>) =>
    update({ ...draft, defaults: { ...draft.defaults, ...next } });
  const show = (found: Problems, message = e.fixBelow) => {
    setProblems(found);
    setFormProblem(Object.keys(found).length ? message : '');
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`partner-${first}`)?.focus();
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = partnerProblems(draft);
    if (Object.keys(found).length) return show(found);
    const body = {
      name: draft.name.trim(),
      origins: draft.origins
        .split('\n')
        .map((o) => o.trim())
        .filter(Boolean),
      contact: draft.contact || undefined,
      keep_page_path: draft.keepPagePath,
      widget_defaults: defaultsOf(draft.defaults) as PartnerWidgetDefaults,
    };
    try {
      if (creating) await call(partnerCreateRoute, { body });
      else await call(partnerUpdateRoute, { params: { id: draft.id as number }, body });
      props.onSaved(creating);
    } catch (error) {
      const named = problemsOfError(error);
      if (Object.keys(named).length) show(named);
      else {
        setProblems({});
        setFormProblem(errorMessage(error) ?? m.common.failed);
      }
    }
  }

  return (
    <form
      className="panel partner-form"
      onSubmit={save}
      noValidate
      aria-label={creating ? m.partners.create : m.common.edit}
    >
      <Field
        id="partner-name"
        label={m.partners.name}
        problem={problems.name}
        control={(aria) => (
          <input
            {...aria}
            required
            value={draft.name}
            onChange={(ev) => update({ ...draft, name: ev.target.value })}
          />
        )}
      />
      <Field
        id="partner-origins"
        label={m.partners.origins}
        problem={problems.origins}
        control={(aria) => (
          <textarea
            {...aria}
            rows={3}
            required
            value={draft.origins}
            onChange={(ev) => update({ ...draft, origins: ev.target.value })}
          />
        )}
      />
      <Field
        id="partner-contact"
        label={m.partners.contact}
        problem={problems.contact}
        control={(aria) => (
          <input
            {...aria}
            value={draft.contact}
            onChange={(ev) => update({ ...draft, contact: ev.target.value })}
          />
        )}
      />
      <div className="field">
        <label>
          <input
            type="checkbox"
            aria-describedby="partner-keep-path-help"
            checked={draft.keepPagePath}
            onChange={(ev) => update({ ...draft, keepPagePath: ev.target.checked })}
          />{' '}
          {e.keepPagePath}
        </label>
        <p className="hint" id="partner-keep-path-help">
          {e.keepPagePathHint}
        </p>
      </div>
      <fieldset aria-describedby="partner-defaults-help">
        <legend>{e.defaults.legend}</legend>
        <p className="hint" id="partner-defaults-help">
          {e.defaults.hint}
        </p>
        <div className="field-row">
          <div>
            <Field
              id="partner-version"
              label={e.defaults.version}
              problem={problems.version}
              control={(aria) => (
                <select
                  {...aria}
                  value={draft.defaults.version}
                  onChange={(ev) => setDefaults({ version: ev.target.value as DefaultsDraft['version'] })}
                >
                  <option value="">{e.unset}</option>
                  <option value="v2">{m.embed.elements.quoteV2}</option>
                  <option value="v3">{m.embed.elements.quoteV3}</option>
                </select>
              )}
            />
          </div>
          <div>
            <Field
              id="partner-mode"
              label={m.embed.mode}
              problem={problems.mode}
              control={(aria) => (
                <select
                  {...aria}
                  value={draft.defaults.mode}
                  onChange={(ev) => setDefaults({ mode: ev.target.value as DefaultsDraft['mode'] })}
                >
                  <option value="">{e.unset}</option>
                  {WIDGET_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {m.embed[mode]}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
        </div>
        <WidgetOptionFields
          idPrefix="partner"
          value={draft.defaults}
          problems={problems}
          onChange={(options) => setDefaults(options)}
        />
      </fieldset>
      <div role="alert" className={formProblem ? 'form-error' : undefined}>
        {formProblem}
      </div>
      <div className="row">
        <button type="button" className="secondary" onClick={props.onCancel}>
          {m.common.cancel}
        </button>
        <button type="submit">{m.common.save}</button>
      </div>
    </form>
  );
}
