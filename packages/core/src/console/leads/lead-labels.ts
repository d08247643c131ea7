/**
 * The zh-TW name of each coded value a lead carries (docs/spec/console.md#lead-inbox): its kind,
 * status, region, partner, module and source type, its home's size and layout, the path of its
 * page. One set of functions for the console's list and drawer and the server's CSV
 * export, so a marketer reads the same words on the screen and in the spreadsheet. A value the
 * lead did not record is null here; each caller says how it shows one.
 */
import { regionById } from '../../data/regions.ts';
import type { LeadKind, LeadStatus } from '../../leads/lead-facts.ts';
import { consoleMessages } from '../../messages/console.ts';
import { leadLabelMessages } from '../../messages/console-lead-labels.ts';
import { format } from '../../messages/format.ts';
import { landingMessages } from '../../messages/landing.ts';
import { quotePageMessages } from '../../messages/pages.ts';
import { unitMessages } from '../../messages/units.ts';
import type { LeadLayout } from './lead-extras.schemas.ts';

/** What naming a lead's partner and module needs beyond the catalogue (the inbox lookups answer it). */
export interface LeadLabelLookups {
  /** Every partner key leads may carry (retired ones too), with its partner's name. */
  partners: readonly { key: string; name: string }[];
  /** The console's landing pages by the module their quote sends. */
  landing_modules: readonly { module: string; title: string }[];
}

/** Taiwan's offset from UTC (no daylight saving): the CSV's time headings name it. */
export const TAIPEI_OFFSET = '+08:00';

/** The site's fixed landing pages (the host site's /land routes) by the module their quote sends. */
const FIXED_LANDING_TITLES: Readonly<Record<string, string>> = {
  land_heal: landingMessages.heal.title,
  land_toto: landingMessages.toto.title,
  land_compare: landingMessages.compare.title,
  land_compare_evaluate_owner: landingMessages.evaluateOwner.title,
  land_resource_package: landingMessages.resourcePackage.title,
  land_resource_package_lazy: landingMessages.lazy.title,
  land_decoration_quotes: landingMessages.decorationQuotes.title,
  decorationfrom: quotePageMessages.title,
};

/** A kind of lead by name (基本報價, 社區估價…). */
export function leadKindLabel(kind: LeadKind): string {
  return consoleMessages.leads.kinds[kind];
}

/** A status by the name the inbox shows (新名單, 已聯絡…). */
export function leadStatusLabel(status: LeadStatus): string {
  return consoleMessages.leads.statuses[status];
}

/** A region by name (臺北市…); an id no region has, as its number. */
export function regionLabel(id: number | null): string | null {
  if (id === null) return null;
  return regionById(id)?.name ?? String(id);
}

/** The partner of a key by name; no key is the site itself; a key no partner has, as it is. */
export function partnerLabel(key: string | null, lookups: LeadLabelLookups | undefined): string {
  if (key === null) return leadLabelMessages.ownSite;
  return lookups?.partners.find((p) => p.key === key)?.name ?? key;
}

/**
 * A module by name: one the site's pages send, a landing page's (by its title), or — a partner's
 * own module — as the partner typed it.
 */
export function moduleLabel(module: string | null, lookups: LeadLabelLookups | undefined): string | null {
  if (!module) return null;
  const known = Object.hasOwn(leadLabelMessages.modules, module) ? leadLabelMessages.modules[module] : null;
  if (known) return known;
  const title =
    lookups?.landing_modules.find((l) => l.module === module)?.title ??
    (Object.hasOwn(FIXED_LANDING_TITLES, module) ? FIXED_LANDING_TITLES[module] : undefined);
  return title ? format(leadLabelMessages.landingModule, { title }) : module;
}

/** What a lead was filed about (作品, 文章…); an unknown code as it is. */
export function sourceTypeLabel(type: string | null): string | null {
  if (!type) return null;
  return (
    (Object.hasOwn(leadLabelMessages.sourceTypes, type) ? leadLabelMessages.sourceTypes[type] : null) ?? type
  );
}

/** A size in ping (28坪). */
export function sizeLabel(size: number | null): string | null {
  return size === null ? null : format(unitMessages.ping, { n: size });
}

/** A layout as rooms, living rooms and bathrooms (3房2廳2衛). */
export function layoutLabel(layout: LeadLayout | null): string | null {
  if (!layout) return null;
  return format(unitMessages.layout, {
    room: layout.bedroom,
    hall: layout.living_room,
    bath: layout.bathroom,
  });
}

/**
 * The path of the page a lead was filed on, as stored (the site's origin left off); a page that is
 * no URL is all path.
 */
export function pagePath(page: string | null): string | null {
  if (!page) return null;
  try {
    const { origin, pathname } = new URL(page);
    return page.startsWith(origin) ? page.slice(origin.length) || '/' : pathname;
  } catch {
    return page;
  }
}
