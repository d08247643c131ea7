/** Furniture of the living spaces: living room, dining room, bedroom, study, kids room. */
import { pendant, plant, type Scene, W, wallArt } from './room.ts';
import { between, circle, ellipse, line, poly, rect, rrect, shade } from './svg.ts';

/** 客廳: sofa, coffee table, rug, lamp, plant, art. */
export function livingRoom(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const sofaW = between(random, 420, 520);
  const x = (W - sofaW) / 2 + between(random, -120, 120);
  const y = floorY + 20;
  const parts = [
    ellipse(x + sofaW / 2, y + 170, sofaW * 0.75, 60, shade(p.accent2, 0.2), 'opacity="0.8"'),
    rrect(x, y - 150, sofaW, 110, 24, shade(p.fabric, -0.05)),
    rrect(x - 30, y - 90, sofaW + 60, 90, 20, p.fabric),
    rrect(x - 40, y - 120, 60, 130, 18, shade(p.fabric, -0.1)),
    rrect(x + sofaW - 20, y - 120, 60, 130, 18, shade(p.fabric, -0.1)),
    rrect(x + 40, y - 135, 90, 70, 16, p.accent),
    rrect(x + sofaW - 130, y - 135, 90, 70, 16, p.accent2),
    rect(x - 20, y, 12, 24, p.metal),
    rect(x + sofaW + 8, y, 12, 24, p.metal),
    rrect(x + sofaW * 0.2, y + 90, sofaW * 0.6, 26, 8, p.wood),
    rect(x + sofaW * 0.25, y + 116, 10, 40, shade(p.wood, -0.2)),
    rect(x + sofaW * 0.75 - 10, y + 116, 10, 40, shade(p.wood, -0.2)),
    circle(x + sofaW * 0.45, y + 82, 12, p.accent2),
    wallArt(s, x + sofaW * 0.3, 160, sofaW * 0.4, 150),
  ];
  const lampX = x + sofaW + 110;
  if (lampX < W - 40) {
    parts.push(line(lampX, floorY + 40, lampX, 250, p.metal, 5));
    parts.push(
      poly(
        [
          [lampX - 50, 300],
          [lampX - 30, 240],
          [lampX + 30, 240],
          [lampX + 50, 300],
        ],
        p.light,
      ),
    );
  }
  if (x > 200) parts.push(plant(s, x - 110, floorY + 60));
  return parts.join('');
}

/** 餐廳: table, chairs, pendants, sideboard. */
export function diningRoom(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const tableW = between(random, 380, 480);
  const x = (W - tableW) / 2 + between(random, -80, 80);
  const top = floorY + 10;
  const parts = [
    rect(60, floorY - 150, 260, 150, shade(p.wood, -0.1)),
    rect(70, floorY - 140, 115, 110, shade(p.wood, 0.1)),
    rect(195, floorY - 140, 115, 110, shade(p.wood, 0.1)),
    circle(120, floorY - 175, 22, p.accent2),
    wallArt(s, 80, 200, 220, 140),
  ];
  const chairs = 4;
  for (let i = 0; i < chairs; i++) {
    const cx = x + (tableW / (chairs + 1)) * (i + 1);
    parts.push(rrect(cx - 34, top - 120, 68, 90, 12, i % 2 ? p.fabric : shade(p.fabric, -0.1)));
  }
  parts.push(rrect(x, top - 40, tableW, 24, 6, p.wood));
  parts.push(rect(x + 30, top - 16, 14, 120, shade(p.wood, -0.25)));
  parts.push(rect(x + tableW - 44, top - 16, 14, 120, shade(p.wood, -0.25)));
  parts.push(ellipse(x + tableW * 0.5, top - 48, 40, 10, '#ffffff'));
  parts.push(circle(x + tableW * 0.3, top - 56, 14, p.accent));
  for (let i = 0; i < 3; i++) parts.push(pendant(s, x + (tableW / 4) * (i + 1), 150 + (i % 2) * 20));
  return parts.join('');
}

/** 臥室: bed, pillows, blanket, nightstands, lamps. */
export function bedroom(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const bedW = between(random, 440, 520);
  const x = (W - bedW) / 2 + between(random, -60, 60);
  const parts = [
    rrect(x - 20, floorY - 260, bedW + 40, 250, 18, shade(p.fabric, -0.15)),
    rrect(x, floorY - 90, bedW, 130, 14, '#f7f5f0'),
    rrect(x - 10, floorY - 20, bedW + 20, 120, 14, p.fabric),
    rrect(x + bedW * 0.55, floorY - 24, bedW * 0.45 + 10, 124, 14, p.accent2, 'opacity="0.9"'),
    rrect(x + 30, floorY - 130, bedW * 0.38, 60, 20, '#ffffff'),
    rrect(x + bedW * 0.58, floorY - 130, bedW * 0.38, 60, 20, '#ffffff'),
    rrect(x + bedW * 0.35, floorY - 110, bedW * 0.3, 50, 18, p.accent),
  ];
  for (const nx of [x - 130, x + bedW + 40]) {
    parts.push(rect(nx, floorY - 40, 90, 100, p.wood));
    parts.push(line(nx + 10, floorY + 10, nx + 80, floorY + 10, shade(p.wood, -0.25), 2));
    parts.push(rect(nx + 40, floorY - 90, 8, 50, p.metal));
    parts.push(
      poly(
        [
          [nx + 10, floorY - 90],
          [nx + 25, floorY - 140],
          [nx + 65, floorY - 140],
          [nx + 80, floorY - 90],
        ],
        p.light,
      ),
    );
  }
  parts.push(wallArt(s, x + bedW * 0.25, 130, bedW * 0.5, 110));
  return parts.join('');
}

/** 書房: desk, chair, bookshelf, lamp. */
export function study(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const shelfX = random() < 0.5 ? 60 : W - 360;
  const deskX = shelfX < 400 ? 520 : 160;
  const parts = [rect(shelfX, 120, 300, floorY - 120, shade(p.wood, -0.15))];
  for (let row = 0; row < 5; row++) {
    const y = 140 + row * ((floorY - 160) / 5);
    parts.push(rect(shelfX + 10, y + (floorY - 160) / 5 - 12, 280, 10, p.wood));
    let bx = shelfX + 16;
    while (bx < shelfX + 270) {
      const bw = between(random, 12, 26);
      const bh = between(random, 50, (floorY - 160) / 5 - 20);
      const colour = [p.accent, p.accent2, p.fabric, '#f0ece4', shade(p.accent, 0.3)][
        Math.floor(random() * 5)
      ]!;
      parts.push(rect(bx, y + (floorY - 160) / 5 - 12 - bh, bw, bh, colour));
      bx += bw + 3;
    }
  }
  parts.push(rrect(deskX, floorY - 30, 460, 26, 4, p.wood));
  parts.push(rect(deskX + 20, floorY - 4, 12, 110, p.metal));
  parts.push(rect(deskX + 428, floorY - 4, 12, 110, p.metal));
  parts.push(rect(deskX + 150, floorY - 150, 170, 110, '#2b2f33'));
  parts.push(rect(deskX + 158, floorY - 142, 154, 94, '#6f8fa8'));
  parts.push(rect(deskX + 225, floorY - 40, 20, 12, '#2b2f33'));
  parts.push(line(deskX + 400, floorY - 30, deskX + 380, floorY - 120, p.metal, 4));
  parts.push(
    poly(
      [
        [deskX + 350, floorY - 110],
        [deskX + 380, floorY - 140],
        [deskX + 410, floorY - 110],
      ],
      p.light,
    ),
  );
  parts.push(rrect(deskX + 170, floorY - 10, 120, 130, 20, p.accent));
  parts.push(rect(deskX + 222, floorY + 110, 16, 70, p.metal));
  return parts.join('');
}

/** 兒童房: small bed, toy blocks, stars, bunting. */
export function kidsRoom(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const x = between(random, 120, 480);
  const colours = ['#f2b8a2', '#9fc9e3', '#f6d67a', '#a8d5a2', '#c9b3e6'];
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const bx = 120 + i * 110;
    parts.push(
      poly(
        [
          [bx, 70],
          [bx + 80, 70],
          [bx + 40, 120],
        ],
        colours[i % colours.length]!,
      ),
    );
  }
  parts.push(line(100, 70, 1120, 70, p.metal, 2));
  for (let i = 0; i < 6; i++) {
    parts.push(
      circle(
        between(random, 80, 1120),
        between(random, 150, floorY - 200),
        between(random, 6, 12),
        '#f6d67a',
      ),
    );
  }
  parts.push(rrect(x, floorY - 180, 360, 170, 30, colours[1]!));
  parts.push(rrect(x + 10, floorY - 40, 360, 90, 16, '#ffffff'));
  parts.push(rrect(x + 10, floorY, 360, 70, 16, colours[0]!));
  parts.push(rrect(x + 30, floorY - 70, 110, 45, 16, '#ffffff'));
  const toysX = x + 480;
  for (let i = 0; i < 5; i++) {
    parts.push(rect(toysX + (i % 3) * 56, floorY + 120 - Math.floor(i / 3) * 56, 50, 50, colours[i]!));
  }
  parts.push(circle(toysX + 230, floorY + 140, 30, colours[4]!));
  parts.push(ellipse(x + 200, floorY + 170, 220, 40, shade(p.accent2, 0.4)));
  return parts.join('');
}
