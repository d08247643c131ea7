/**
 * Partners: the list, a form to create or edit (partner-form.tsx: name, origins one a line,
 * contact, the default widget options as fields), disable/enable, rotate the key, show the key,
 * make (or remake) the server secret — shown this once, with a copy button and a warning, never
 * again.
 */
import { errorMessage } from '@renovo/core/api';
import { format, consoleMessages as m } from '@renovo/core/messages';
import { useState } from 'react';
import { call } from '../api/call.ts';
import {
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
import { draftOf, NEW_PARTNER, type PartnerDraft, PartnerForm } from './partner-form.tsx';

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
  const [draft, setDraft] = useState<PartnerDraft | null>(null);
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
        <button type="button" onClick={() => setDraft({ ...NEW_PARTNER })}>
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
        <PartnerForm
          key={draft.id ?? 'new'}
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={(created) => {
            notify(created ? m.partners.created : m.common.saved);
            setDraft(null);
            list.reload();
          }}
        />
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
              className: 'one-line',
              cell: (p) => (p.disabled ? m.partners.disabled : m.partners.active),
            },
            {
              header: m.common.edit,
              hideHeader: true,
              className: 'actions',
              cell: (p) => (
                <>
                  <button type="button" className="link" onClick={() => setDraft(draftOf(p))}>
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
