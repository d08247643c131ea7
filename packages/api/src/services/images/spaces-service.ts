/** Furniture of the service spaces: kitchen, bathroom, entry, balcony, bar, cloakroom, other. */
import { H, pendant, plant, type Scene, W, wallArt } from './room.ts';
import { between, circle, ellipse, line, rect, rrect, shade } from './svg.ts';

/** 廚房: base and wall cabinets, worktop, hood, hob, sink, fridge. */
export function kitchen(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const left = between(random, 80, 200);
  const right = W - between(random, 80, 200);
  const parts = [
    rect(left, floorY - 320, right - left, 150, shade(p.wall, 0.25)),
    rect(left, floorY - 170, right - left, 170, p.wood),
    rect(left - 8, floorY - 184, right - left + 16, 16, shade(p.accent2, 0.3)),
  ];
  for (let x = left; x < right - 10; x += 120) {
    parts.push(line(x, floorY - 168, x, floorY, shade(p.wood, -0.2), 2));
    parts.push(rect(x + 50, floorY - 150, 20, 5, p.metal));
    parts.push(rect(x + 4, 90, 112, 160, shade(p.wood, 0.08)));
    parts.push(rect(x + 50, 230, 20, 5, p.metal));
  }
  const hood = left + (right - left) * 0.5;
  parts.push(rect(hood - 90, 250, 180, 60, p.metal));
  parts.push(rect(hood - 80, floorY - 196, 160, 10, '#222'));
  parts.push(circle(hood - 40, floorY - 194, 16, '#444'));
  parts.push(circle(hood + 40, floorY - 194, 16, '#444'));
  parts.push(rect(left + 60, floorY - 192, 140, 10, '#c4ccd2'));
  parts.push(line(left + 130, floorY - 192, left + 130, floorY - 250, p.metal, 5));
  parts.push(rect(right + 10, 120, 150, floorY - 120, '#dfe3e6'));
  parts.push(line(right + 10, floorY - 200, right + 160, floorY - 200, '#b8bec4', 3));
  parts.push(circle(hood + 200, floorY - 210, 22, p.accent));
  return parts.join('');
}

/** 衛浴: tiled wall, bathtub or shower, vanity and mirror, towel. */
export function bathroom(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const parts: string[] = [];
  const tile = shade(p.wall, 0.3);
  parts.push(rect(0, 0, W, floorY, tile));
  for (let y = 0; y < floorY; y += 60) parts.push(line(0, y, W, y, shade(tile, -0.08), 2));
  for (let x = 0; x < W; x += 60) parts.push(line(x, 0, x, floorY, shade(tile, -0.08), 2));
  const tub = random() < 0.55;
  if (tub) {
    parts.push(rrect(620, floorY - 140, 480, 170, 60, '#fbfbfb'));
    parts.push(rect(640, floorY - 150, 440, 20, '#e9eef1'));
    parts.push(line(1040, floorY - 150, 1040, floorY - 230, p.metal, 6));
  } else {
    parts.push(rect(680, 100, 400, floorY - 100, '#d8e6ec', 'opacity="0.6"'));
    parts.push(line(680, 100, 680, floorY, p.metal, 6));
    parts.push(circle(900, 160, 30, p.metal));
    parts.push(line(900, 60, 900, 130, p.metal, 6));
  }
  parts.push(rect(120, floorY - 170, 340, 140, p.wood));
  parts.push(rect(130, floorY - 200, 320, 30, '#fbfbfb'));
  parts.push(ellipse(290, floorY - 190, 80, 12, '#dfe6ea'));
  parts.push(line(290, floorY - 200, 290, floorY - 240, p.metal, 5));
  parts.push(rrect(150, 120, 280, 200, 20, '#dceaf2', `stroke="${p.metal}" stroke-width="6"`));
  parts.push(rect(500, 180, 16, 220, p.metal));
  parts.push(rect(490, 200, 60, 160, p.accent2));
  parts.push(plant(s, 560, floorY + 40, 0.6));
  parts.push(rect(0, floorY, W, H - floorY, shade(p.floor, -0.05)));
  for (let x = 0; x < W; x += 100) parts.push(line(x, floorY, x, H, shade(p.floor, -0.15), 1.5));
  return parts.join('');
}

/** 玄關: front door, shoe cabinet, mirror, bench. */
export function entry(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const doorX = between(random, 120, 260);
  return [
    rect(doorX - 14, 140, 248, floorY - 140, p.trim),
    rect(doorX, 154, 220, floorY - 154, shade(p.accent, 0.1)),
    circle(doorX + 190, floorY - 200, 10, p.metal),
    rect(540, floorY - 330, 420, 330, p.wood),
    rect(540, floorY - 180, 420, 30, shade(p.wall, -0.05)),
    line(750, floorY - 330, 750, floorY - 180, shade(p.wood, -0.2), 3),
    line(750, floorY - 150, 750, floorY, shade(p.wood, -0.2), 3),
    rrect(600, 150, 120, 160, 60, '#dceaf2', `stroke="${p.metal}" stroke-width="5"`),
    rrect(1000, floorY - 40, 160, 40, 8, p.fabric),
    rect(1010, floorY, 12, 40, p.metal),
    rect(1138, floorY, 12, 40, p.metal),
    circle(830, floorY - 200, 16, p.accent2),
    ellipse(700, floorY + 130, 240, 36, shade(p.accent2, 0.3)),
  ].join('');
}

/** 陽台: a wide view, railing, plants and two chairs. */
export function balcony(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const parts = [
    `<defs><linearGradient id="bsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fcbea"/><stop offset="1" stop-color="#e6f2fa"/></linearGradient></defs>`,
    rect(0, 0, W, floorY, 'url(#bsky)'),
  ];
  let x = 0;
  while (x < W) {
    const w = between(random, 60, 140);
    const h = between(random, 80, 260);
    parts.push(rect(x, floorY - 120 - h, w, h, shade('#b7c6d3', between(random, -0.1, 0.1))));
    x += w + between(random, 4, 20);
  }
  parts.push(rect(0, floorY - 130, W, 130, shade(p.wall, -0.05)));
  parts.push(rect(0, floorY - 240, W, 10, p.metal));
  for (let rx = 20; rx < W; rx += 40) parts.push(line(rx, floorY - 230, rx, floorY - 130, p.metal, 4));
  parts.push(plant(s, 140, floorY + 60, 1.1));
  parts.push(plant(s, 1040, floorY + 60, 0.9));
  for (const cx of [430, 690]) {
    parts.push(rrect(cx, floorY - 20, 110, 70, 10, p.wood));
    parts.push(rect(cx + 10, floorY + 50, 8, 60, p.metal));
    parts.push(rect(cx + 92, floorY + 50, 8, 60, p.metal));
  }
  parts.push(circle(600, floorY + 40, 40, p.wood));
  parts.push(circle(600, floorY + 20, 10, p.accent));
  return parts.join('');
}

/** 吧台: counter, stools, shelves with bottles, pendants. */
export function bar(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const parts = [rect(160, 120, 880, 260, shade(p.wood, -0.2))];
  for (let row = 0; row < 3; row++) {
    const y = 200 + row * 80;
    parts.push(rect(170, y, 860, 8, p.wood));
    for (let bx = 190; bx < 1010; bx += between(random, 30, 50)) {
      const colour = [p.accent, '#3d6b4f', '#7a3b2e', '#d8c27a'][Math.floor(random() * 4)]!;
      parts.push(rrect(bx, y - 56, 18, 56, 5, colour));
    }
  }
  parts.push(rect(200, floorY - 140, 800, 30, p.accent2));
  parts.push(rect(220, floorY - 110, 760, 170, p.wood));
  for (const sx of [300, 500, 700, 900]) {
    parts.push(ellipse(sx, floorY + 90, 44, 14, p.accent));
    parts.push(line(sx, floorY + 100, sx, floorY + 190, p.metal, 6));
    parts.push(ellipse(sx, floorY + 192, 30, 8, p.metal));
  }
  for (const px of [350, 600, 850]) parts.push(pendant(s, px, 40));
  return parts.join('');
}

/** 更衣室: hanging rails with clothes, drawers, mirror. */
export function cloakroom(s: Scene): string {
  const { palette: p, floorY, random } = s;
  const parts = [rect(80, 100, 760, floorY - 100, shade(p.wood, -0.05))];
  for (const railY of [150, 340]) {
    parts.push(line(100, railY, 820, railY, p.metal, 6));
    let x = 110;
    while (x < 800) {
      const w = between(random, 26, 50);
      const colour = [p.fabric, p.accent, p.accent2, '#f3efe7', '#2f3437', shade(p.fabric, 0.3)][
        Math.floor(random() * 6)
      ]!;
      parts.push(rrect(x, railY + 8, w, between(random, 110, 160), 6, colour));
      x += w + 4;
    }
  }
  parts.push(rect(100, floorY - 110, 720, 110, p.wood));
  for (let dx = 100; dx < 820; dx += 180) parts.push(rect(dx + 80, floorY - 60, 20, 5, p.metal));
  parts.push(rrect(900, 120, 200, floorY - 150, 12, '#dceaf2', `stroke="${p.metal}" stroke-width="6"`));
  parts.push(ellipse(620, floorY + 140, 260, 40, shade(p.accent2, 0.3)));
  return parts.join('');
}

/** 其他: a reading nook — armchair, side table, art and a plant. */
export function otherSpace(s: Scene): string {
  const { palette: p, floorY } = s;
  return [
    wallArt(s, 460, 150, 280, 180),
    rrect(470, floorY - 120, 260, 150, 40, p.fabric),
    rrect(440, floorY - 60, 60, 110, 20, shade(p.fabric, -0.1)),
    rrect(700, floorY - 60, 60, 110, 20, shade(p.fabric, -0.1)),
    circle(880, floorY + 10, 50, p.wood),
    rect(874, floorY + 10, 12, 100, shade(p.wood, -0.2)),
    circle(880, floorY - 20, 18, p.accent),
    plant(s, 300, floorY + 90),
    ellipse(600, floorY + 160, 300, 40, shade(p.accent2, 0.3)),
  ].join('');
}
