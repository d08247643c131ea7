/** What the root loader gives every page: the header's data, the visitor and the region. */
import type { ArticleCategory } from '../../lib/article-categories.ts';
import type { SiteHelpContacts, SiteLink } from '../../lib/host-context.ts';
import type { Viewer } from '../drawer/viewer.ts';
import type { RegionView } from '../region-selector/region-selector.tsx';

/** The root loader's data. */
export interface RootData {
  viewer: Viewer | null;
  keywords: string[];
  categories: ArticleCategory[];
  region: RegionView;
  /** The user agent is a bot or crawler (docs/spec/popups-and-header.md#screens): the error page is not rendered. */
  bot: boolean;
  /** The site's public origin for absolute URLs (canonical, og:url, og:image, JSON-LD). */
  origin: string;
  /** The drawer's sister apps as the operator configured them (none: the section is left out). */
  sisterApps: readonly SiteLink[];
  /** The Help's customer-service contacts as the operator configured them (null: none is shown). */
  help: SiteHelpContacts | null;
}
