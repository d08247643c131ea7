/**
 * The chat panel (docs/spec/platform.md#calls): on first opening it registers the visitor with the IM
 * (`POST /hyperf/im/register`), reads the welcome (`GET /api/im/welcome/v2`) and starts the
 * decoration robot (`POST /api/decoration_robot/init`), and shows exactly what they answer: the
 * welcome's title and messages, the robot's messages (after those of the page's quote: its
 * evaluation form's data.decoration_robot_messages), and their quick replies and suggestions.
 * There is no invented assistant: a question the visitor picks is answered by a person, so
 * picking one opens the consult request (`POST /hyperf/clues/consult`), a lead like a quote —
 * consent, idempotency key, resent after a dropped connection and never filed twice.
 */
import {
  ApiError,
  chatMessages,
  consentMessages,
  getImWelcome,
  initDecorationRobot,
  isTaiwanMobile,
  NetworkError,
  postConsult,
  quoteMessages,
  registerIm,
  TimeoutError,
} from '@renovo/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/browser.ts';
import { useQuoteRegion } from '../quote/use-quote-region.ts';
import './chat.css';

const STATEMENTS = [
  ['terms', '/terms'],
  ['privacy', '/privacy'],
] as const;

/** What the three calls answered. */
interface Conversation {
  imUserId: string;
  title: string;
  welcome: string[];
  robot: string[];
  /** The welcome's quick replies, then the robot's suggestions (each once). */
  questions: string[];
}

type Load = 'loading' | 'failed' | Conversation;

/** The page the chat was opened on, as the IM and the consult name their source. */
function sourceOf(pathname: string): { source_type?: string; source_id?: number } {
  const match = /^\/(works|article|company|shorts)\/(\d{1,9})(?:\/|$)/.exec(pathname);
  if (!match) return {};
  const type = { works: 'work', article: 'article', company: 'company', shorts: 'short' }[
    match[1] as 'works' | 'article' | 'company' | 'shorts'
  ];
  return { source_type: type, source_id: Number(match[2]) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function openConversation(source: ReturnType<typeof sourceOf>): Promise<Conversation> {
  const api = browserApi();
  const [im, welcome, robot] = await Promise.all([
    registerIm(api, source),
    getImWelcome(api),
    initDecorationRobot(api, source),
  ]);
  const imData = isRecord(im.data) ? im.data : {};
  const welcomeData = isRecord(welcome.data) ? welcome.data : {};
  const robotData = isRecord(robot.data) ? robot.data : {};
  return {
    imUserId: text(imData.im_user_id),
    title: text(welcomeData.title) || chatMessages.title,
    welcome: strings(welcomeData.messages),
    robot: strings(robotData.messages),
    questions: [...new Set([...strings(welcomeData.quick_replies), ...strings(robotData.suggestions)])],
  };
}

/** Props of the panel. */
export interface ChatPanelProps {
  open: boolean;
  onClose(): void;
  /** Robot messages the page already has (a quote's result: its submit's answer), shown first. */
  robot?: readonly string[];
}

/** The panel, a modal dialog (a bottom sheet on phones). */
export default function ChatPanel({ open, onClose, robot = [] }: ChatPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const region = useQuoteRegion();
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const [asked, setAsked] = useState<string | null>(null);
  const [mobile, setMobile] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  // The guard against a second submit reads a ref, never a possibly stale render's state.
  const sending = useRef(false);
  const source = useRef(sourceOf(pathname));
  const ids = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  useEffect(() => {
    if (attempt < 0) return;
    let live = true;
    setLoad('loading');
    openConversation(source.current).then(
      (conversation) => live && setLoad(conversation),
      () => live && setLoad('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const number = mobile.trim();
    if (!isTaiwanMobile(number)) return setError(chatMessages.mobileInvalid);
    if (!accepted) return setError(chatMessages.consentRequired);
    sending.current = true;
    setBusy(true);
    setError('');
    try {
      await postConsult(browserApi(), {
        mobile: number,
        accepted: 1,
        type: 'chat',
        ...(region ? { region_id: region } : {}),
        ...source.current,
      });
      setSent(true);
    } catch (failure) {
      setError(
        failure instanceof NetworkError || failure instanceof TimeoutError
          ? quoteMessages.submitPending
          : failure instanceof ApiError
            ? failure.message
            : quoteMessages.submitFailure,
      );
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const conversation = typeof load === 'object' ? load : null;
  return (
    <dialog
      ref={dialog}
      className="chat-panel"
      aria-labelledby={`${ids}-title`}
      aria-busy={load === 'loading'}
      data-im-user={conversation?.imUserId || undefined}
      onClose={onClose}
    >
      <header className="chat-panel__head">
        <h2 id={`${ids}-title`}>{conversation?.title ?? chatMessages.title}</h2>
        <button type="button" className="chat-panel__close" aria-label={chatMessages.close} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="chat-panel__body" aria-live="polite">
        {load === 'loading' ? <p className="chat-panel__status">{chatMessages.loading}</p> : null}
        {load === 'failed' ? (
          <p className="chat-panel__status">
            {chatMessages.loadFailed}{' '}
            <button type="button" className="button button--ghost" onClick={() => setAttempt((n) => n + 1)}>
              {chatMessages.retry}
            </button>
          </p>
        ) : null}
        {conversation ? (
          <>
            <ul className="chat-panel__messages" data-from="welcome">
              {conversation.welcome.map((message) => (
                <li key={message} className="chat-bubble">
                  {message}
                </li>
              ))}
            </ul>
            <section aria-labelledby={`${ids}-robot`}>
              <h3 id={`${ids}-robot`} className="chat-panel__robot">
                {chatMessages.robot}
              </h3>
              <ul className="chat-panel__messages" data-from="robot">
                {[...new Set([...robot, ...conversation.robot])].map((message) => (
                  <li key={message} className="chat-bubble">
                    {message}
                  </li>
                ))}
              </ul>
            </section>
            {asked === null ? (
              <ul className="chat-panel__questions">
                {conversation.questions.map((question) => (
                  <li key={question}>
                    <button type="button" className="chat-question" onClick={() => setAsked(question)}>
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <>
                <p className="chat-bubble chat-bubble--mine">
                  <span className="visually-hidden">{chatMessages.you}：</span>
                  {asked}
                </p>
                <p className="chat-bubble">{sent ? chatMessages.submitted : chatMessages.consultPrompt}</p>
              </>
            )}
          </>
        ) : null}
      </div>
      {conversation && asked !== null && !sent ? (
        <form className="chat-panel__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor={`${ids}-mobile`}>{chatMessages.mobileLabel}</label>
          <input
            id={`${ids}-mobile`}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={16}
            placeholder={chatMessages.mobilePlaceholder}
            value={mobile}
            aria-invalid={error === chatMessages.mobileInvalid}
            aria-describedby={`${ids}-error`}
            onChange={(event) => setMobile(event.target.value)}
          />
          <div className="chat-panel__consent">
            <input
              id={`${ids}-consent`}
              name="accepted"
              type="checkbox"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            <label htmlFor={`${ids}-consent`}>
              {consentMessages.consentTitle}
              {STATEMENTS.map(([key, href], i) => (
                <span key={key}>
                  {i > 0 ? consentMessages.consentAnd : null}
                  <a href={href} target="_blank" rel="noopener">
                    {consentMessages.consentLinks[key]}
                  </a>
                </span>
              ))}
            </label>
          </div>
          <p id={`${ids}-error`} className="chat-panel__error" role="alert">
            {error}
          </p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? chatMessages.submitting : chatMessages.submit}
          </button>
        </form>
      ) : null}
    </dialog>
  );
}
