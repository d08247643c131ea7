/** Floor plans: a top view of the flat with its bedrooms, living and dining room, kitchen and baths. */
import { format, quotePartMessages, unitMessages } from '@renovo/core/messages';
import { between, FONT, label, line, type Random, rect } from './svg.ts';

const WALL = '#3b3b3b';
const plan = quotePartMessages.plan;

interface Room {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

/** Draws the plan of a flat with `room` bedrooms, `hall` halls and `bath` bathrooms. */
export function floorPlan(random: Random, room: number, hall: number, bath: number): string {
  const x0 = 100;
  const y0 = 80;
  const width = 1000;
  const height = 640;
  const topH = height * between(random, 0.42, 0.5);
  const rooms: Room[] = [];
  const bedrooms = Math.max(1, Math.min(room, 5));
  const bedW = width / bedrooms;
  for (let i = 0; i < bedrooms; i++) {
    rooms.push({
      name: i === 0 ? plan.masterBedroom : format(plan.bedroomN, { n: i + 1 }),
      x: x0 + i * bedW,
      y: y0,
      w: bedW,
      h: topH,
      fill: '#f3ead9',
    });
  }
  const bottomY = y0 + topH;
  const bottomH = height - topH;
  const serviceW = width * between(random, 0.28, 0.34);
  const baths = Math.max(1, Math.min(bath, 3));
  const kitchenH = bottomH * 0.45;
  rooms.push({
    name: plan.kitchen,
    x: x0 + width - serviceW,
    y: bottomY,
    w: serviceW,
    h: kitchenH,
    fill: '#e4eef0',
  });
  const bathW = serviceW / baths;
  for (let i = 0; i < baths; i++) {
    rooms.push({
      name: baths > 1 ? format(plan.bathroomN, { n: i + 1 }) : plan.bathroom,
      x: x0 + width - serviceW + i * bathW,
      y: bottomY + kitchenH,
      w: bathW,
      h: bottomH - kitchenH,
      fill: '#dde7f2',
    });
  }
  const publicW = width - serviceW;
  if (hall >= 2) {
    rooms.push({ name: plan.living, x: x0, y: bottomY, w: publicW * 0.58, h: bottomH, fill: '#f7f3ea' });
    rooms.push({
      name: plan.dining,
      x: x0 + publicW * 0.58,
      y: bottomY,
      w: publicW * 0.42,
      h: bottomH,
      fill: '#f4efe2',
    });
  } else {
    rooms.push({ name: plan.livingDining, x: x0, y: bottomY, w: publicW, h: bottomH, fill: '#f7f3ea' });
  }
  const parts = [rect(0, 0, 1200, 800, '#ffffff')];
  for (const r of rooms) {
    parts.push(rect(r.x, r.y, r.w, r.h, r.fill, `stroke="${WALL}" stroke-width="6"`));
    parts.push(label(r.x + r.w / 2, r.y + r.h / 2 + 10, r.name, Math.min(34, r.w / 4), '#555'));
  }
  parts.push(rect(x0, y0 + height, width * 0.45, 60, '#eef3e8', `stroke="${WALL}" stroke-width="4"`));
  parts.push(label(x0 + width * 0.225, y0 + height + 42, plan.balcony, 26, '#555'));
  parts.push(
    `<rect x="${x0}" y="${y0}" width="${width}" height="${height}" fill="none" stroke="${WALL}" stroke-width="14"/>`,
  );
  // Doors as gaps with a swing arc.
  for (const r of rooms) {
    const dx = r.x + r.w * 0.2;
    const dy = r.y === y0 ? r.y + r.h : r.y;
    parts.push(line(dx, dy, dx + 60, dy, '#ffffff', 8));
    parts.push(
      `<path d="M${dx} ${dy} a60 60 0 0 ${r.y === y0 ? 0 : 1} 60 ${r.y === y0 ? -60 : 60}" fill="none" stroke="#999" stroke-width="2"/>`,
    );
  }
  parts.push(
    `<text x="1140" y="60" font-family="${FONT}" font-size="28" fill="#777" text-anchor="end">${format(unitMessages.layout, { room, hall, bath })}</text>`,
  );
  return parts.join('');
}
