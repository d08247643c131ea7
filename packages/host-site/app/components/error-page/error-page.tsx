/**
 * The error page (docs/spec/popups-and-header.md#screens): 404 shows "404", the error's message or 找不到了, and
 * a 返回首頁 link; 410 (content taken off the site, docs/spec/console.md#publishing) likewise shows
 * "410" and its reason or 這個內容已下架; any other status shows 稍作等候，馬上回來~ and the same link.
 */
import { errorPageMessages } from '@renovo/core';
import { Link } from 'react-router';
import './error-page.css';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  status: number;
  message?: string;
}

function Illustration() {
  return (
    <svg className="error-page__art" width="160" height="120" viewBox="0 0 160 120" aria-hidden="true">
      <rect x="20" y="56" width="120" height="56" rx="6" fill="var(--renovo-color-brand-soft)" />
      <path
        d="M12 62 80 14l68 48"
        fill="none"
        stroke="var(--renovo-color-brand)"
        strokeWidth="8"
        strokeLinejoin="round"
      />
      <rect x="64" y="76" width="32" height="36" rx="3" fill="var(--renovo-color-brand)" />
    </svg>
  );
}

/** The error page's content. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  // A page taken off the site (410) says so as a missing page does, with the server's reason.
  const missing = status === 404 || status === 410;
  const fallback = status === 410 ? errorPageMessages.goneDefault : errorPageMessages.notFoundDefault;
  return (
    <section className="error-page container" aria-labelledby="error-page-title">
      <Illustration />
      {missing ? (
        <>
          <p className="error-page__status">{status}</p>
          <h1 id="error-page-title" className="error-page__title">
            {message || fallback}
          </h1>
          <p className="error-page__hint">{errorPageMessages.missingHint}</p>
        </>
      ) : (
        <h1 id="error-page-title" className="error-page__title">
          {errorPageMessages.otherStatus}
        </h1>
      )}
      <Link to="/" className="button">
        {errorPageMessages.backHome}
      </Link>
    </section>
  );
}
