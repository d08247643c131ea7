/**
 * The shell of a drawn room on a 1200 × 800 canvas: back wall, floor, skirting, a window, a
 * ceiling light and wall art. Space drawings add their furniture on top.
 */
import type { Palette } from './palettes.ts';
import { between, circle, ellipse, line, poly, type Random, rect, rrect, shade } from './svg.ts';

/** Canvas width of every scene. */
export const W = 1200;
/** Canvas height of every scene. */
export const H = 800;

/** What a space drawing receives. */
export interface Scene {
  random: Random;
  palette: Palette;
  /** Where the back wall meets the floor. */
  floorY: number;
  /** The window: its left edge and width (furniture avoids nothing, it is drawn in front). */
  windowX: number;
  windowW: number;
}

function floorPattern(s: Scene): string {
  const { palette: p, floorY } = s;
  const parts: string[] = [];
  if (p.floorKind === 'planks') {
    const rows = 7;
    for (let i = 1; i <= rows; i++) {
      const y = floorY + ((H - floorY) * i) / rows;
      parts.push(line(0, y, W, y, shade(p.floor, -0.12), 2));
      const offset = (i * 173) % 260;
      for (let x = offset; x < W; x += 260) {
        parts.push(line(x, y - (H - floorY) / rows, x, y, shade(p.floor, -0.1), 1.5));
      }
    }
  } else if (p.floorKind === 'tiles') {
    for (let x = -400; x <= W + 400; x += 160) {
      parts.push(line(W / 2 + (x - W / 2) * 0.45, floorY, x, H, shade(p.floor, -0.08), 1.5));
    }
    for (let i = 1; i <= 5; i++) {
      const y = floorY + (H - floorY) * (i / 5) ** 1.4;
      parts.push(line(0, y, W, y, shade(p.floor, -0.08), 1.5));
    }
  } else {
    for (let i = 0; i < 6; i++) {
      const x = between(s.random, 0, W);
      const y = between(s.random, floorY + 10, H - 10);
      parts.push(
        `<ellipse cx="${Math.round(x)}" cy="${Math.round(y)}" rx="90" ry="14" fill="${shade(p.floor, 0.06)}" opacity="0.5"/>`,
      );
    }
  }
  return parts.join('');
}

function windowShape(s: Scene): string {
  const { palette: p, random } = s;
  const top = 90;
  const height = s.floorY - 170;
  const x = s.windowX;
  const w = s.windowW;
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcdcf2"/><stop offset="1" stop-color="#eaf4fb"/></linearGradient>`;
  const parts = [
    `<defs>${sky}</defs>`,
    rect(x - 10, top - 10, w + 20, height + 20, p.trim),
    rect(x, top, w, height, 'url(#sky)'),
  ];
  // A skyline or hills behind the glass.
  const hills = random() < 0.5;
  if (hills) {
    parts.push(
      poly(
        [
          [x, top + height],
          [x, top + height * 0.7],
          [x + w * 0.3, top + height * 0.55],
          [x + w * 0.6, top + height * 0.72],
          [x + w, top + height * 0.6],
          [x + w, top + height],
        ],
        '#a9c7a0',
      ),
    );
  } else {
    let bx = x;
    while (bx < x + w) {
      const bw = between(random, 30, 70);
      const bh = between(random, height * 0.15, height * 0.5);
      parts.push(rect(bx, top + height - bh, Math.min(bw, x + w - bx), bh, '#c7d3dd'));
      bx += bw + 6;
    }
  }
  const panes = w > 300 ? 3 : 2;
  for (let i = 1; i < panes; i++)
    parts.push(line(x + (w * i) / panes, top, x + (w * i) / panes, top + height, p.trim, 8));
  parts.push(line(x, top + height * 0.35, x + w, top + height * 0.35, p.trim, 6));
  // Curtains on the classical and cosy styles.
  if (p.mouldings || random() < 0.4) {
    parts.push(rrect(x - 40, top - 20, 46, height + 60, 10, shade(p.fabric, 0.15)));
    parts.push(rrect(x + w - 6, top - 20, 46, height + 60, 10, shade(p.fabric, 0.15)));
  }
  return parts.join('');
}

function mouldings(s: Scene): string {
  const { palette: p, floorY } = s;
  const parts: string[] = [];
  const panels = [60, 430, 800].filter((x) => x + 320 < s.windowX || x > s.windowX + s.windowW);
  for (const x of panels) {
    parts.push(
      `<rect x="${x}" y="120" width="300" height="${floorY - 200}" fill="none" stroke="${shade(p.wall, -0.12)}" stroke-width="4"/>`,
    );
  }
  parts.push(rect(0, 40, W, 14, p.trim));
  return parts.join('');
}

/** Wall art: a framed abstract picture. */
export function wallArt(s: Scene, x: number, y: number, w: number, h: number): string {
  const { palette: p, random } = s;
  return [
    rect(
      x - 8,
      y - 8,
      w + 16,
      h + 16,
      p.mouldings ? p.metal : p.accent2 === p.wall ? p.wood : shade(p.wood, -0.2),
    ),
    rect(x, y, w, h, shade(p.wall, 0.5)),
    circle(
      x + w * between(random, 0.3, 0.7),
      y + h * 0.45,
      Math.min(w, h) * 0.25,
      p.accent,
      'opacity="0.85"',
    ),
    rect(x + w * 0.1, y + h * 0.65, w * 0.8, h * 0.18, p.accent2, 'opacity="0.8"'),
  ].join('');
}

/** A potted plant standing on the floor at (x, y). */
export function plant(s: Scene, x: number, y: number, scale = 1): string {
  const { palette: p } = s;
  const leaves = [-40, -15, 10, 35].map(
    (dx, i) =>
      `<ellipse cx="${x + dx * scale}" cy="${y - (120 + (i % 2) * 30) * scale}" rx="${22 * scale}" ry="${60 * scale}" fill="${i % 2 ? '#5b8a4f' : '#6f9e5e'}" transform="rotate(${dx} ${x + dx * scale} ${y - 120 * scale})"/>`,
  );
  return [
    ...leaves,
    rrect(
      x - 30 * scale,
      y - 70 * scale,
      60 * scale,
      70 * scale,
      8 * scale,
      p.mouldings ? p.accent2 : shade(p.wall, -0.35),
    ),
  ].join('');
}

/** A pendant or ceiling light centred at x. */
export function pendant(s: Scene, x: number, drop: number): string {
  const { palette: p } = s;
  return [
    line(x, 0, x, drop, p.metal, 3),
    poly(
      [
        [x - 45, drop + 40],
        [x - 18, drop],
        [x + 18, drop],
        [x + 45, drop + 40],
      ],
      p.metal,
    ),
    ellipse(x, drop + 46, 60, 14, p.light, 'opacity="0.7"'),
  ].join('');
}

/** Creates the scene for a seed and draws the room shell. */
export function roomShell(
  random: Random,
  palette: Palette,
  options: { window?: boolean } = {},
): { scene: Scene; svg: string } {
  const floorY = Math.round(between(random, 540, 590));
  const windowW = Math.round(between(random, 240, 380));
  const windowX =
    random() < 0.5
      ? Math.round(between(random, 60, 200))
      : Math.round(between(random, 700, W - windowW - 60));
  const scene: Scene = { random, palette, floorY, windowX, windowW };
  const parts = [
    rect(0, 0, W, floorY, palette.wall),
    rect(0, floorY, W, H - floorY, palette.floor),
    floorPattern(scene),
    rect(0, floorY - 14, W, 14, palette.trim),
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`,
    rect(0, floorY, W, 60, 'url(#shade)'),
  ];
  if (palette.mouldings) parts.push(mouldings(scene));
  if (options.window !== false) parts.push(windowShape(scene));
  return { scene, svg: parts.join('') };
}
