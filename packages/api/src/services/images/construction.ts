/** Construction photos of a represent work, one drawing per stage. */
import { paletteFor } from './palettes.ts';
import { roomShell, W } from './room.ts';
import { between, circle, label, line, poly, type Random, rect, rrect, shade } from './svg.ts';

/** The construction stages, in site order; a construction photo's label is one of them. */
export const CONSTRUCTION_STAGES = [
  '拆除工程',
  '水電配置',
  '泥作防水',
  '木作天花',
  '油漆粉刷',
  '系統櫃安裝',
  '完工清潔',
] as const;

/** Draws stage `stage` (index into CONSTRUCTION_STAGES) of a site in style `styleId`. */
export function constructionPhoto(random: Random, stage: number, styleId: number): string {
  const palette = {
    ...paletteFor(styleId),
    wall: '#c9c4bb',
    floor: '#9d988f',
    floorKind: 'concrete' as const,
    mouldings: false,
  };
  const { scene, svg } = roomShell(random, palette, { window: stage >= 4 });
  const { floorY } = scene;
  const parts = [svg];
  switch (stage) {
    case 0:
      for (let x = 80; x < W; x += 64) {
        for (let y = 120; y < floorY - 20; y += 32) {
          if (random() < 0.6)
            parts.push(rect(x + ((y / 32) % 2) * 32, y, 60, 28, '#b4583e', 'opacity="0.85"'));
        }
      }
      for (let i = 0; i < 5; i++) {
        const x = between(random, 100, 1000);
        parts.push(
          poly(
            [
              [x, floorY + 200],
              [x + 80, floorY + 60],
              [x + 180, floorY + 200],
            ],
            '#8a817a',
          ),
        );
      }
      break;
    case 1:
      for (let i = 0; i < 6; i++) {
        const x = 150 + i * 160;
        parts.push(line(x, 60, x, floorY, i % 2 ? '#e07b39' : '#3a7bd5', 10));
        parts.push(
          rect(x - 20, between(random, 250, 420), 40, 50, '#eeeeee', 'stroke="#999" stroke-width="2"'),
        );
      }
      parts.push(line(100, 90, 1100, 90, '#e07b39', 8));
      break;
    case 2:
      for (let x = 0; x < W; x += 80) {
        for (let y = floorY - 300; y < floorY; y += 80) parts.push(rect(x + 2, y + 2, 76, 76, '#e9e4da'));
      }
      parts.push(rect(0, 0, W, floorY - 300, '#8fa3a8', 'opacity="0.7"'));
      parts.push(rrect(300, floorY + 60, 110, 120, 10, '#6b7f8f'));
      parts.push(rrect(800, floorY + 80, 150, 70, 10, '#9aa0a6'));
      break;
    case 3:
      for (let x = 60; x < W; x += 120) parts.push(line(x, 40, x, 160, '#c8a572', 12));
      for (let y = 40; y <= 160; y += 60) parts.push(line(0, y, W, y, '#c8a572', 12));
      parts.push(rect(150, 240, 320, floorY - 240, '#d8bd8d', 'opacity="0.9"'));
      parts.push(
        poly(
          [
            [600, floorY + 40],
            [640, floorY - 200],
            [660, floorY - 200],
            [700, floorY + 40],
          ],
          '#8c6b45',
        ),
      );
      parts.push(line(610, floorY - 40, 690, floorY - 40, '#8c6b45', 8));
      break;
    case 4: {
      const done = between(random, 0.4, 0.8);
      parts.push(rect(0, 0, W * done, floorY - 14, shade(paletteFor(styleId).wall, 0)));
      parts.push(rect(W * done - 20, 200, 40, 160, '#f4f4f4'));
      parts.push(line(W * done, 360, W * done + 30, floorY - 60, '#555', 6));
      parts.push(rrect(W * done + 60, floorY + 40, 120, 90, 8, '#d9d9d9'));
      parts.push(rect(0, floorY, W, 220, '#d7d2c7', 'opacity="0.7"'));
      break;
    }
    case 5:
      parts.push(rect(120, 120, 560, floorY - 120, paletteFor(styleId).wood));
      for (let x = 120; x < 680; x += 140)
        parts.push(line(x, 120, x, floorY, shade(paletteFor(styleId).wood, -0.25), 3));
      parts.push(rrect(760, floorY - 40, 240, 140, 8, '#c9b79a'));
      parts.push(label(880, floorY + 40, '系統櫃', 28, '#5a4a36'));
      break;
    default:
      parts.push(rect(0, 0, W, floorY - 14, paletteFor(styleId).wall));
      parts.push(rect(0, floorY, W, 240, paletteFor(styleId).floor));
      parts.push(circle(900, floorY + 120, 40, '#8ab4d9', 'opacity="0.6"'));
      parts.push(line(900, floorY + 80, 960, floorY - 140, '#777', 6));
      break;
  }
  parts.push(rrect(30, 30, 230, 60, 10, '#000000', 'opacity="0.55"'));
  parts.push(label(145, 72, CONSTRUCTION_STAGES[stage] ?? '施工紀錄', 30, '#ffffff'));
  return parts.join('');
}
