/** Company logos and reviewer avatars: a coloured mark with one or two characters. */
import { circle, label, type Random, rect, rrect, shade } from './svg.ts';

const COLOURS = [
  '#2f5d62',
  '#8a5a44',
  '#4a6fa5',
  '#6b7b55',
  '#a4472f',
  '#5b4b8a',
  '#2f3437',
  '#b08656',
  '#3d6b4f',
  '#9a4c6b',
];

/** A 240 × 240 logo: a rounded tile, a small geometric mark and the monogram. */
export function logoMark(random: Random, mono: string): string {
  const colour = COLOURS[Math.floor(random() * COLOURS.length)]!;
  const shape = Math.floor(random() * 3);
  const mark =
    shape === 0
      ? circle(190, 50, 22, shade(colour, 0.45))
      : shape === 1
        ? rect(168, 30, 40, 40, shade(colour, 0.45), 'transform="rotate(45 188 50)"')
        : rrect(160, 34, 56, 28, 14, shade(colour, 0.45));
  const size = mono.length > 1 ? 78 : 110;
  return [
    rrect(0, 0, 240, 240, 40, colour),
    mark,
    label(120, 120 + size * 0.36, mono, size, '#ffffff', 'text-anchor="middle" font-weight="700"'),
  ].join('');
}

/** A 120 × 120 avatar: a circle with one character. */
export function avatarMark(random: Random, initial: string): string {
  const colour = COLOURS[Math.floor(random() * COLOURS.length)]!;
  return [circle(60, 60, 60, shade(colour, 0.25)), label(60, 78, initial, 52, '#ffffff')].join('');
}
