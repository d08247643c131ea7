/**
 * The landing-page preview (docs/spec/console.md#landing-pages): the console's editor frames
 * {@link LANDING_PREVIEW_PATH}, a page the host site renders with the same renderer as
 * /land/{slug}, for signed-in staff who manage landing pages only. The frame says it is ready,
 * then the editor posts it the draft on every change; both sides take messages from their own
 * origin and their own partner window only. The draft is text: the renderer shows it as text
 * (never as HTML) and an image only from an http(s) URL.
 */

/** The preview page (under /console, where the staff session cookie is sent; framed by the console only). */
export const LANDING_PREVIEW_PATH = '/console/landing-preview';

/** The frame → editor message: the preview listens and wants the draft. */
export const LANDING_PREVIEW_READY = 'renovo-landing-preview:ready';
/** The editor → frame message carrying the draft (`{ type, page }`). */
export const LANDING_PREVIEW_DRAFT = 'renovo-landing-preview:draft';

/** A page as the preview renders it: the draft's fields the public page shows. */
export interface LandingPreviewPage {
  slug: string;
  title: string;
  heroText: string;
  heroImage: string;
  sections: { heading: string; body: string }[];
  quoteModule: string;
  endsAt: string | null;
}

/** Longest field values the preview takes (the editor's own limits, with room to spare). */
const MAX_TEXT = 4000;
const MAX_SECTIONS = 50;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= MAX_TEXT ? value : null;

/** The draft of an editor → frame message, or null when `data` is not one. */
export function readLandingPreviewDraft(data: unknown): LandingPreviewPage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, page } = data as { type?: unknown; page?: unknown };
  if (type !== LANDING_PREVIEW_DRAFT || typeof page !== 'object' || page === null) return null;
  const p = page as Record<string, unknown>;
  const slug = text(p.slug);
  const title = text(p.title);
  const heroText = text(p.heroText);
  const heroImage = text(p.heroImage);
  const quoteModule = text(p.quoteModule);
  const endsAt = p.endsAt === null ? null : text(p.endsAt);
  if (slug === null || title === null || heroText === null || heroImage === null || quoteModule === null)
    return null;
  if (endsAt === null && p.endsAt !== null) return null;
  if (!Array.isArray(p.sections) || p.sections.length > MAX_SECTIONS) return null;
  const sections: LandingPreviewPage['sections'] = [];
  for (const section of p.sections as unknown[]) {
    const s = (section ?? {}) as { heading?: unknown; body?: unknown };
    const heading = text(s.heading);
    const body = text(s.body);
    if (heading === null || body === null) return null;
    sections.push({ heading, body });
  }
  return { slug, title, heroText, heroImage, sections, quoteModule, endsAt };
}
