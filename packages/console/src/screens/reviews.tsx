/**
 * Review moderation, for editors and admins: owners' reviews by status (pending
 * first, oldest first), publish one or reject it with a reason its author is shown. The server
 * writes each action to the audit log and refreshes the company's rating and ranking on publish.
 * A ref guards the buttons, so a second press before the list reloads sends nothing.
 */
import { errorMessage } from '@renovo/core/api';
import { MODERATION_STATUSES, type ModerationStatus } from '@renovo/core/contracts';
import { consoleMessages } from '@renovo/core/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { reviewApproveRoute, reviewRejectRoute, reviewsRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useToast } from '../toast.tsx';
import type { ModerationReview } from '../types.ts';
import { useData } from '../use-data.ts';
import { ReviewReplies } from './review-replies.tsx';

const m = consoleMessages.reviews;

export function Reviews() {
  const [status, setStatus] = useState<ModerationStatus>('pending');
  const list = useData<ModerationReview[]>(reviewsRoute, { query: { status } });
  const notify = useToast();
  const [rejecting, setRejecting] = useState<ModerationReview | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const running = useRef(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // Opening the reject form moves the focus to its reason (keyboard and screen-reader users).
  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  async function act(run: () => Promise<unknown>, done: string): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    try {
      await run();
      notify(done);
      list.reload();
      return true;
    } catch (error) {
      const message = errorMessage(error) ?? consoleMessages.common.failed;
      setProblem(message);
      notify(message, { error: true });
      return false;
    } finally {
      running.current = false;
    }
  }

  async function reject(event: FormEvent) {
    event.preventDefault();
    if (!rejecting) return;
    const ok = await act(
      () => call(reviewRejectRoute, { params: { id: rejecting.id }, body: { reason } }),
      m.statuses.rejected,
    );
    if (ok) {
      setRejecting(null);
      setReason('');
      setProblem('');
    }
  }

  return (
    <Screen title={m.title}>
      <fieldset className="row">
        <legend className="visually-hidden">{m.statusLabel}</legend>
        {MODERATION_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === status ? undefined : 'secondary'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {m.statuses[s]}
          </button>
        ))}
      </fieldset>
      {rejecting ? (
        <form className="panel" onSubmit={reject} aria-label={`${m.reject}：${rejecting.company.name}`}>
          <label>
            {m.reason}（{m.reasonHint}）
            <textarea
              ref={reasonRef}
              rows={2}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <div role="alert" className="form-error">
            {problem}
          </div>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setRejecting(null)}>
              {consoleMessages.common.cancel}
            </button>
            <button type="submit">{m.confirmReject}</button>
          </div>
        </form>
      ) : null}
      <LoadState loading={list.loading} error={list.error} />
      {list.data && list.data.length === 0 ? <p>{m.empty}</p> : null}
      {list.data && list.data.length > 0 ? (
        <DataTable
          label={`${m.title}：${m.statuses[status]}`}
          rows={list.data}
          rowKey={(r) => r.id}
          columns={[
            { header: m.company, rowHeader: true, cell: (r) => r.company.name },
            { header: m.reviewer, cell: (r) => r.reviewer_name },
            { header: m.score, cell: (r) => `${r.score} / 5` },
            {
              header: m.content,
              cell: (r) => (
                <span>
                  {r.labels.join('、')}
                  <br />
                  {r.content}
                  {r.reject_reason ? (
                    <>
                      <br />
                      {m.reason}：{r.reject_reason}
                    </>
                  ) : null}
                </span>
              ),
            },
            {
              header: m.submittedAt,
              cell: (r) => formatTime(r.submitted_at),
            },
            {
              header: m.statusLabel,
              hideHeader: true,
              className: 'actions',
              cell: (r) =>
                r.status === 'pending' ? (
                  <>
                    <button
                      type="button"
                      className="link"
                      aria-label={`${m.approve}：${r.company.name}・${r.reviewer_name}`}
                      onClick={() =>
                        void act(
                          () => call(reviewApproveRoute, { params: { id: r.id } }),
                          m.statuses.published,
                        )
                      }
                    >
                      {m.approve}
                    </button>
                    <button
                      type="button"
                      className="link"
                      aria-label={`${m.reject}：${r.company.name}・${r.reviewer_name}`}
                      onClick={() => {
                        setRejecting(r);
                        setProblem('');
                      }}
                    >
                      {m.reject}
                    </button>
                  </>
                ) : (
                  m.statuses[r.status]
                ),
            },
          ]}
        />
      ) : null}
      <ReviewReplies status={status} />
    </Screen>
  );
}
