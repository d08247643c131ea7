/** SVG building blocks shared by every drawing: the document, escaping, colour helpers. */
import { mulberry32, type Random } from '../../lib/prng.ts';

export type { Random };

/** Font stack for the few labels drawn into images. */
export const FONT = "'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif";

/** Escapes text for an SVG text node or attribute. */
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A seeded random source for one drawing. */
export function randomFor(seed: number, salt = 0): Random {
  return mulberry32((seed * 2654435761 + salt * 97) >>> 0);
}

/** A number between min and max. */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** Rounds a coordinate to one decimal (keeps the files small). */
function n(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A rectangle. */
export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A rounded rectangle. */
export function rrect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string {
  return rect(x, y, w, h, fill, `rx="${n(r)}"${extra ? ` ${extra}` : ''}`);
}

/** A circle. */
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** An ellipse. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A straight line. */
export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
}

/** A closed polygon. */
export function poly(points: [number, number][], fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A text label. */
export function label(
  x: number,
  y: number,
  text: string,
  size: number,
  fill: string,
  extra = 'text-anchor="middle"',
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(text)}</text>`;
}

/** Shifts a hex colour lighter (amount > 0) or darker (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${channels.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0')).join('')}`;
}

/** The SVG document around a drawing; `viewBox` crops the 1200 × 800 scene when given. */
export function svgDocument(
  body: string,
  options: { width: number; height: number; viewBox?: string; title: string },
): string {
  const viewBox = options.viewBox ?? `0 0 ${options.width} ${options.height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="${viewBox}" role="img"><title>${esc(options.title)}</title>${body}</svg>`;
}
