/**
 * Share images (`og:image`): LINE and Facebook preview no SVG, so every drawn image has
 * a 1200 × 630 PNG twin. `/media/share/{kind}/{name}.png` frames `/media/{kind}/{name}.svg` on a
 * card with the site's name, rendered by resvg (`@resvg/resvg-js`, ADR 029) off the event loop
 * (`renderAsync`, libuv's thread pool). Like the drawings, a share image follows from its URL
 * alone (no database read), so it is cached for a year (`immutable`) and the last rendered ones
 * are kept in this process (a bounded LRU) for the crawlers that ask at once when a link is shared.
 *
 * @example await renderShareImage('photos', '12-1-42.png') // Uint8Array (PNG) or null
 */
import { SHARE_IMAGE, SHARE_IMAGE_KINDS } from '@renovo/core/data';
import { siteMessages } from '@renovo/core/messages';
import { renderAsync } from '@resvg/resvg-js';
import { renderMedia } from '../services/images/index.ts';
import { FONT } from '../services/images/svg.ts';

const SHARE_WIDTH = SHARE_IMAGE.width;
const SHARE_HEIGHT = SHARE_IMAGE.height;
const KINDS = new Set(SHARE_IMAGE_KINDS);

/** How many rendered images this process keeps (about 15–40 KB each). */
const CACHE_ENTRIES = 200;
const cache = new Map<string, Uint8Array>();

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The viewBox of an SVG document (declared, else from its width and height). */
function viewBoxOf(svg: string): { box: string; w: number; h: number } {
  const declared = /viewBox="([\d.-]+) ([\d.-]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  if (declared) return { box: declared.slice(1).join(' '), w: Number(declared[3]), h: Number(declared[4]) };
  const w = Number(/width="([\d.]+)"/.exec(svg)?.[1] ?? SHARE_WIDTH);
  const h = Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? SHARE_HEIGHT);
  return { box: `0 0 ${w} ${h}`, w, h };
}

/** The brand band along the bottom: a house mark and the site's name. */
function brandBand(): string {
  const y = SHARE_HEIGHT - 96;
  return `<rect x="0" y="${y}" width="${SHARE_WIDTH}" height="96" fill="#c2410c" opacity=".94"/>
<g fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">
<path d="M48 ${y + 74}V${y + 44}L76 ${y + 20}L104 ${y + 44}V${y + 74}Z"/><path d="M68 ${y + 74}V${y + 56}H84V${y + 74}"/>
</g>
<text x="128" y="${y + 62}" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${escapeText(siteMessages.name)}</text>`;
}

/**
 * The card around a drawing: a landscape drawing fills the card (cropped to 1.91:1); a portrait
 * or square one (posters, logos, avatars) stands centred on a warm background.
 */
function cardSvg(inner: string | null): string {
  let picture = '';
  if (inner) {
    const { box, w, h } = viewBoxOf(inner);
    const area =
      w / h >= 1.3
        ? `x="0" y="0" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" preserveAspectRatio="xMidYMid slice"`
        : `x="${(SHARE_WIDTH - 420) / 2}" y="32" width="420" height="${SHARE_HEIGHT - 96 - 64}" preserveAspectRatio="xMidYMid meet"`;
    // Nested inline (not an <image>): resvg gives an inline drawing's labels the loaded fonts.
    picture = inner.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
      const kept = attributes.replace(/\s(?:width|height|x|y|viewBox|preserveAspectRatio)="[^"]*"/g, '');
      return `<svg${kept} viewBox="${box}" ${area}>`;
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#fdf3ea"/>
${picture}
${brandBand()}
</svg>`;
}

/** The drawing a share file names (`{name}.png` of a kind), `''` for the site card, null for none. */
function drawingOf(kind: string, file: string): string | null {
  if (kind === 'site') return file === 'default.png' ? '' : null;
  const match = /^([^/]{1,200})\.png$/.exec(file);
  if (!KINDS.has(kind) || !match) return null;
  return renderMedia(kind, `${match[1]}.svg`);
}

/** The PNG of a share URL's last two segments, or null when they name no image. */
export async function renderShareImage(kind: string, file: string): Promise<Uint8Array | null> {
  const key = `${kind}/${file}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const drawing = drawingOf(kind, file);
  if (drawing === null) return null;
  const rendered = await renderAsync(cardSvg(drawing || null), {
    fitTo: { mode: 'width', value: SHARE_WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: 'Noto Sans CJK TC' },
  });
  const png = new Uint8Array(rendered.asPng());
  cache.set(key, png);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return png;
}
