/**
 * The drawer's collapsible Help section (doc 2 §2): teaching (hidden on mobile) and notice links,
 * the customer-service phone, mail and hours (daily 9:00-18:00), and the design-company QR code.
 */
import { drawerMessages } from '@renovo/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DESIGN_SERVICE_URL, SERVICE_MAIL, SERVICE_PHONE } from '../../lib/site.ts';
import { QrCode } from './qr-code.tsx';

/** The Help section; `onNavigate` closes the drawer. */
export function HelpSection({ onNavigate }: { onNavigate(): void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="drawer-help" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="drawer-help__heading">
        <button
          type="button"
          className="drawer-help__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {drawerMessages.help}
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </h2>
      <div id={`${id}-body`} className="drawer-help__body" hidden={!open}>
        <ul className="drawer-help__links">
          <li className="drawer-help__teaching">
            <Link to="/v2/teaching" onClick={onNavigate}>
              {drawerMessages.teaching}
            </Link>
          </li>
          <li>
            <Link to="/v2/notice/250" onClick={onNavigate}>
              {drawerMessages.notice}
            </Link>
          </li>
        </ul>
        <dl className="drawer-help__contact">
          <dt>{drawerMessages.phoneLabel}</dt>
          <dd>
            <a href={SERVICE_PHONE.href}>{SERVICE_PHONE.display}</a>
          </dd>
          <dt>{drawerMessages.mailLabel}</dt>
          <dd>
            <a href={`mailto:${SERVICE_MAIL}`}>{SERVICE_MAIL}</a>
          </dd>
          <dt>{drawerMessages.hoursLabel}</dt>
          <dd>{drawerMessages.hours}</dd>
        </dl>
        <figure className="drawer-help__qr">
          <QrCode value={DESIGN_SERVICE_URL} label={drawerMessages.qrAlt} size={112} />
          <figcaption>{drawerMessages.qrCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
