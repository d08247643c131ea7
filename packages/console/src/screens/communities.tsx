/**
 * The residential-community import, for editors and admins (docs/spec/console.md#community-import):
 * pick a CSV file, check it (a dry run: every bad row with its reason, how many communities
 * would be created or updated, nothing written), then import it. The import button stays off
 * until the same file has been checked, and a ref guards it, so a second press sends nothing.
 */
import { errorMessage } from '@renovo/core/api';
import type { ContractData, consoleCommunitiesImportContract } from '@renovo/core/contracts';
import { consoleMessages, format, communityImportMessages as m } from '@renovo/core/messages';
import { useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { communitiesImportRoute } from '../api/routes.ts';
import { Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useToast } from '../toast.tsx';
import { CommunityEdit } from './community-edit.tsx';

type ImportResult = ContractData<typeof consoleCommunitiesImportContract>;

/** Bad rows listed on the screen (a file may have thousands). */
const SHOWN_ERRORS = 1000;

export function CommunityImport() {
  const notify = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; result: ImportResult } | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'' | 'check' | 'import'>('');
  const [problem, setProblem] = useState('');
  const running = useRef(false);

  async function send(dryRun: boolean) {
    if (!file) {
      setProblem(m.pickFirst);
      return;
    }
    if (running.current) return;
    running.current = true;
    setBusy(dryRun ? 'check' : 'import');
    setProblem('');
    try {
      const result = await call<ImportResult>(communitiesImportRoute, {
        query: dryRun ? { dry_run: '1' } : {},
        file: { body: file, type: 'text/csv' },
      });
      if (dryRun) {
        setChecked({ file, result });
        setDone(null);
      } else {
        setDone(result);
        setChecked(null);
        notify(format(m.imported, { n: result.ok_rows, created: result.created, updated: result.updated }));
      }
    } catch (error) {
      const message = errorMessage(error) ?? consoleMessages.common.failed;
      setProblem(message);
      notify(message, { error: true });
    } finally {
      running.current = false;
      setBusy('');
    }
  }

  const shown = done ?? (checked?.file === file ? checked?.result : undefined);
  const mayImport = Boolean(file && checked?.file === file && checked.result.ok_rows > 0 && !busy);

  return (
    <Screen title={m.title}>
      <p>{m.intro}</p>
      <form
        className="panel"
        aria-label={m.title}
        aria-busy={busy !== ''}
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <label>
          {m.file}
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setDone(null);
              setProblem('');
            }}
          />
        </label>
        <div role="alert" className="form-error">
          {problem}
        </div>
        <div className="row">
          <button type="submit" disabled={busy !== ''}>
            {busy === 'check' ? m.checking : m.dryRun}
          </button>
          <button type="button" disabled={!mayImport} onClick={() => void send(false)}>
            {busy === 'import' ? m.importing : m.run}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {shown ? (
          <p className="import-summary">
            {format(shown.dry_run ? m.wouldImport : m.imported, {
              n: shown.ok_rows,
              created: shown.created,
              updated: shown.updated,
            })}
            {shown.errors.length === 0 ? `，${m.noErrors}` : ''}
          </p>
        ) : null}
      </div>
      {shown && shown.errors.length > SHOWN_ERRORS ? (
        <p>{format(m.errorsCapped, { max: SHOWN_ERRORS })}</p>
      ) : null}
      {shown && shown.errors.length > 0 ? (
        <DataTable
          label={format(m.errorsTitle, { n: shown.errors.length })}
          rows={shown.errors.slice(0, SHOWN_ERRORS)}
          rowKey={(e) => `${e.row}-${e.message}`}
          columns={[
            { header: m.row, rowHeader: true, cell: (e) => e.row },
            { header: m.reason, cell: (e) => e.message },
          ]}
        />
      ) : null}
      <CommunityEdit />
    </Screen>
  );
}
