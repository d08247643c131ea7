/**
 * Partners: the list, a form to create or edit (name, origins one a line, contact, default
 * widget options), disable/enable, rotate the key, show the key, make (or remake) the server
 * secret — shown this once, with a copy button and a warning, never again. Origins are checked
 * here as the server checks them (exact `scheme://host[:port]`), so a typo is named before the
 * request.
 */
import { errorMessage } from '@renovo/core/api';
import { format, consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import {
  partnerCreateRoute,
  partnerRotateKeyRoute,
  partnerServerSecretRoute,
  partnersRoute,
  partnerUpdateRoute,
} from '../api/routes.ts';
import { CopyButton, formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useToast } from '../toast.tsx';
import type { Partner } from '../types.ts';
import { useData } from '../use-data.ts';

/** An exact origin: http(s), a host, an optional port, nothing after. */
function originProblem(origin: string): boolean {
  try {
    const url = new URL(origin);
    return !/^https?:$/.test(url.protocol) || url.origin !== origin;
  } catch {
    return true;
  }
}

interface Draft {
  id?: number;
  name: string;
  origins: string;
  contact: string;
  defaults: string;
}

const EMPTY: Draft = { name: '', origins: '', contact: '', defaults: '' };

/** A server secret just made: shown once, until closed. */
function ServerSecretPanel({ name, secret, onClose }: { name: string; secret: string; onClose(): void }) {
  const title = format(m.partners.serverSecretTitle, { name });
  return (
    <section className="panel" role="dialog" aria-label={title}>
      <h2>{title}</h2>
      <p role="alert" className="form-error">
        {m.partners.serverSecretWarning}
      </p>
      <p>
        <code className="secret">{secret}</code>
      </p>
      <p className="hint">{m.partners.serverSecretHint}</p>
      <div className="row">
        <CopyButton text={secret} label={m.partners.copyServerSecret} />
        <button type="button" className="secondary" onClick={onClose}>
          {m.partners.closeServerSecret}
        </button>
      </div>
    </section>
  );
}

export function Partners() {
  const list = useData<Partner[]>(partnersRoute);
  const notify = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState('');
  const [shown, setShown] = useState<Set<number>>(new Set());
  const [madeSecret, setMadeSecret] = useState<{ name: string; secret: string } | null>(null);

  async function makeServerSecret(p: Partner) {
    if (p.server_secret_at && !window.confirm(m.partners.remakeServerSecretConfirm)) return;
    try {
      const made = await call<{ partner: Partner; secret: string }>(partnerServerSecretRoute, {
        params: { id: p.id },
      });
      setMadeSecret({ name: p.name, secret: made.secret });
      list.reload();
    } catch (error) {
      notify(errorMessage(error) ?? m.common.failed, { error: true });
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const origins = draft.origins
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean);
    const bad = origins.find(originProblem);
    if (bad) return setProblem(format(m.partners.badOrigin, { origin: bad }));
    let defaults: unknown;
    try {
      defaults = draft.defaults.trim() ? JSON.parse(draft.defaults) : undefined;
    } catch {
      return setProblem(m.partners.defaults);
    }
    const body = {
      name: draft.name,
      origins,
      contact: draft.contact || undefined,
      widget_defaults: defaults,
    };
    try {
      if (draft.id === undefined) await call(partnerCreateRoute, { body });
      else await call(partnerUpdateRoute, { params: { id: draft.id }, body });
      notify(draft.id === undefined ? m.partners.created : m.common.saved);
      setDraft(null);
      setProblem('');
      list.reload();
    } catch (error) {
      setProblem(errorMessage(error) ?? m.common.failed);
    }
  }

  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      notify(done);
      list.reload();
    } catch (error) {
      notify(errorMessage(error) ?? m.common.failed, { error: true });
    }
  }

  return (
    <Screen
      title={m.partners.title}
      actions={
        <button type="button" onClick={() => setDraft({ ...EMPTY })}>
          {m.partners.create}
        </button>
      }
    >
      {madeSecret ? (
        <ServerSecretPanel
          name={madeSecret.name}
          secret={madeSecret.secret}
          onClose={() => setMadeSecret(null)}
        />
      ) : null}
      {draft ? (
        <form className="panel" onSubmit={save} aria-label={draft.id ? m.common.edit : m.partners.create}>
          <label>
            {m.partners.name}
            <input
              required
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          </label>
          <label>
            {m.partners.origins}
            <textarea
              rows={3}
              required
              value={draft.origins}
              onChange={(e) => setDraft({ ...draft, origins: e.target.value })}
            />
          </label>
          <label>
            {m.partners.contact}
            <input value={draft.contact} onChange={(e) => setDraft({ ...draft, contact: e.target.value })} />
          </label>
          <label>
            {m.partners.defaults}
            <textarea
              rows={2}
              value={draft.defaults}
              onChange={(e) => setDraft({ ...draft, defaults: e.target.value })}
            />
          </label>
          <div role="alert" className="form-error">
            {problem}
          </div>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setDraft(null)}>
              {m.common.cancel}
            </button>
            <button type="submit">{m.common.save}</button>
          </div>
        </form>
      ) : null}
      <LoadState loading={list.loading} error={list.error} />
      {list.data ? (
        <DataTable
          label={m.partners.title}
          rows={list.data}
          rowKey={(p) => p.id}
          columns={[
            { header: m.partners.name, rowHeader: true, cell: (p) => p.name },
            { header: m.partners.originsShort, cell: (p) => p.origins.join('\n') },
            {
              header: m.partners.key,
              cell: (p) => (
                <span>
                  <code>{shown.has(p.id) ? p.key : '••••••••'}</code>{' '}
                  <button
                    type="button"
                    className="link"
                    aria-pressed={shown.has(p.id)}
                    onClick={() => {
                      const next = new Set(shown);
                      if (!next.delete(p.id)) next.add(p.id);
                      setShown(next);
                    }}
                  >
                    {shown.has(p.id) ? m.partners.hideKey : m.partners.showKey}
                  </button>
                </span>
              ),
            },
            {
              header: m.partners.serverSecret,
              cell: (p) => (
                <span>
                  {p.server_secret_at
                    ? format(m.partners.serverSecretMadeAt, { time: formatTime(p.server_secret_at) })
                    : m.partners.serverSecretNone}{' '}
                  <button type="button" className="link" onClick={() => makeServerSecret(p)}>
                    {p.server_secret_at ? m.partners.remakeServerSecret : m.partners.makeServerSecret}
                  </button>
                </span>
              ),
            },
            {
              header: m.partners.status,
              cell: (p) => (p.disabled ? m.partners.disabled : m.partners.active),
            },
            {
              header: m.common.edit,
              hideHeader: true,
              className: 'actions',
              cell: (p) => (
                <>
                  <button
                    type="button"
                    className="link"
                    onClick={() =>
                      setDraft({
                        id: p.id,
                        name: p.name,
                        origins: p.origins.join('\n'),
                        contact: p.contact ?? '',
                        defaults: Object.keys(p.widget_defaults ?? {}).length
                          ? JSON.stringify(p.widget_defaults)
                          : '',
                      })
                    }
                  >
                    {m.common.edit}
                  </button>
                  <button
                    type="button"
                    className="link"
                    onClick={() =>
                      act(
                        () =>
                          call(partnerUpdateRoute, {
                            params: { id: p.id },
                            body: { disabled: !p.disabled },
                          }),
                        m.common.saved,
                      )
                    }
                  >
                    {p.disabled ? m.partners.enable : m.partners.disable}
                  </button>
                  <button
                    type="button"
                    className="link"
                    onClick={() => {
                      if (window.confirm(m.partners.rotateConfirm))
                        act(() => call(partnerRotateKeyRoute, { params: { id: p.id } }), m.partners.rotated);
                    }}
                  >
                    {m.partners.rotate}
                  </button>
                </>
              ),
            },
          ]}
        />
      ) : null}
    </Screen>
  );
}
