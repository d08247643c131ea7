/** Click tracking of the header (docs/spec/popups-and-header.md#screens): label = header nav section + item name or keyword. */
import { browserAnalytics } from '../../lib/browser.ts';
import { HEADER_NAV_SECTION } from '../../lib/nav.ts';

/** Sends the header click event of a nav item, sub-menu link or search keyword. */
export function trackHeaderClick(nameOrKeyword: string): void {
  browserAnalytics().click(HEADER_NAV_SECTION, 'click', `${HEADER_NAV_SECTION}_${nameOrKeyword}`);
}
