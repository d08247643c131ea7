/**
 * Companies' replies to reviews (docs/spec/company-side.md#console), moderated beside the reviews
 * by editors and admins: the replies of the chosen status, each with the review it answers;
 * publish one (it shows under the review on the company page) or reject it with a reason the
 * company reads in its centre. The server audits each decision. A ref guards the buttons.
 */
import { errorMessage } from '@renovo/core/api';
import type { ContractData, consoleReviewRepliesContract, ModerationStatus } from '@renovo/core/contracts';
import { companyCentreMessages as cm, consoleMessages, format } from '@renovo/core/messages';
import { type FormEvent, useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { reviewRepliesRoute, reviewReplyApproveRoute, reviewReplyRejectRoute } from '../api/routes.ts';
import { formatTime, LoadState } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';

const m = consoleMessages.reviews;
type Reply = ContractData<typeof consoleReviewRepliesContract>[number];

/** The replies of `status`, with their moderation. */
export function ReviewReplies({ status }: { status: ModerationStatus }) {
  const list = useData<Reply[]>(reviewRepliesRoute, { query: { status } });
  const notify = useToast();
  const [rejecting, setRejecting] = useState<Reply | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const running = useRef(false);

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
    const params = { rating_id: rejecting.rating_id };
    if (await act(() => call(reviewReplyRejectRoute, { params, body: { reason } }), cm.replyRejectedDone)) {
      setRejecting(null);
      setReason('');
      setProblem('');
    }
  }

  const label = (r: Reply) => format(cm.consoleReplyTo, { id: r.rating_id, company: r.company.name });
  return (
    <section aria-labelledby="review-replies-heading">
      <h2 id="review-replies-heading">{cm.consoleRepliesHeading}</h2>
      {rejecting ? (
        <form className="panel" onSubmit={reject} aria-label={`${m.reject}：${label(rejecting)}`}>
          <label>
            {m.reason}（{m.reasonHint}）
            <textarea
              // The form opens on a press of 退回: its reason is what comes next.
              // biome-ignore lint/a11y/noAutofocus: focus moves to the field the press opened
              autoFocus
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
      {list.data && list.data.length === 0 ? <p>{cm.consoleRepliesEmpty}</p> : null}
      {list.data && list.data.length > 0 ? (
        <DataTable
          label={`${cm.consoleRepliesHeading}：${m.statuses[status]}`}
          rows={list.data}
          rowKey={(r) => r.rating_id}
          columns={[
            { header: m.company, rowHeader: true, cell: (r) => label(r) },
            { header: m.content, cell: (r) => `${r.review.score} / 5・${r.review.content}` },
            {
              header: cm.replyLabel,
              cell: (r) => (
                <span>
                  {r.body}
                  {r.reject_reason ? (
                    <>
                      <br />
                      {m.reason}：{r.reject_reason}
                    </>
                  ) : null}
                </span>
              ),
            },
            { header: m.submittedAt, cell: (r) => formatTime(r.updated_at) },
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
                      aria-label={`${m.approve}：${label(r)}`}
                      onClick={() =>
                        void act(
                          () => call(reviewReplyApproveRoute, { params: { rating_id: r.rating_id } }),
                          cm.replyApproved,
                        )
                      }
                    >
                      {m.approve}
                    </button>
                    <button
                      type="button"
                      className="link"
                      aria-label={`${m.reject}：${label(r)}`}
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
    </section>
  );
}
