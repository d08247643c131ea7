/** The site footer: the main sections and the help pages. */
import { drawerMessages, navMessages, siteMessages } from '@renovo/core';
import { Link } from 'react-router';
import { QUOTE_PAGE } from '../../lib/nav.ts';
import { ChatEntry } from '../chat/chat-entry.tsx';

const LINKS = [
  { name: navMessages.works, href: '/works' },
  { name: navMessages.article, href: '/article' },
  { name: navMessages.company, href: '/company' },
  { name: navMessages.reputation, href: '/reputation-ranking' },
  { name: navMessages.quote, href: QUOTE_PAGE },
  { name: navMessages.recruit, href: '/designer/recruit' },
  { name: drawerMessages.teaching, href: '/v2/teaching' },
  { name: drawerMessages.notice, href: '/v2/notice/250' },
];

/** The footer. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__tagline">{siteMessages.tagline}</p>
        <nav aria-label={siteMessages.name}>
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ChatEntry />
        <p className="site-footer__copy">{siteMessages.footerCopyright}</p>
      </div>
    </footer>
  );
}
