/**
 * The drawer's collapsible Help section (docs/spec/popups-and-header.md#screens): teaching (hidden on mobile)
 * and notice links,
 * the customer-service phone, mail and hours (daily 9:00-18:00) when the operator configured
 * them (left out otherwise), and the design-company QR code (this site's onboarding page).
 */
import { drawerMessages } from '@renovo/core';
import { useId, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { RootData } from '../layout/root-data.ts';
import { HelpContactList, useHelpContacts } from './help-contacts.tsx';
import { QrCode } from './qr-code.tsx';
import { QR_MAX_BYTES } from './qr-matrix.ts';

/** The Help section; `onNavigate` closes the drawer. */
export function HelpSection({ onNavigate }: { onNavigate(): void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const contacts = useHelpContacts();
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin;
  // This site's onboarding page; a QR code holds at most QR_MAX_BYTES (origins are ASCII).
  const recruit = origin ? `${origin}/designer/recruit` : '';
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
        {contacts ? <HelpContactList contacts={contacts} className="drawer-help__contact" /> : null}
        {recruit && recruit.length <= QR_MAX_BYTES ? (
          <figure className="drawer-help__qr">
            <QrCode value={recruit} label={drawerMessages.qrAlt} size={112} />
            <figcaption>{drawerMessages.qrCaption}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
