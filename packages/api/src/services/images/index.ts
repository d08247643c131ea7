/**
 * Images drawn by the server: rooms per space and style, floor plans, construction photos,
 * logos, avatars, posters, banners and animated "videos". `renderMedia(kind, file)` parses a
 * media URL's last two segments and returns the SVG, or null when the URL names nothing.
 *
 * @example renderMedia('photos', '12-1-4242.svg') // a Nordic living room
 */

import { SPACES, STYLES } from '@renovo/core/data';
import { format, unitMessages } from '@renovo/core/messages';
import { CONSTRUCTION_STAGES, constructionPhoto } from './construction.ts';
import { avatarMark, logoMark } from './marks.ts';
import { paletteFor } from './palettes.ts';
import { floorPlan } from './plan.ts';
import { H, roomShell, type Scene, W } from './room.ts';
import { bedroom, diningRoom, kidsRoom, livingRoom, study } from './spaces-living.ts';
import { balcony, bar, bathroom, cloakroom, entry, kitchen, otherSpace } from './spaces-service.ts';
import { randomFor, svgDocument } from './svg.ts';

export * from './urls.ts';

const DRAWERS: Record<number, (scene: Scene) => string> = {
  1: livingRoom,
  2: diningRoom,
  3: bathroom,
  4: study,
  5: kitchen,
  6: bedroom,
  10: entry,
  11: balcony,
  12: bar,
  17: kidsRoom,
  24: cloakroom,
  16: otherSpace,
};

const STYLE_NAMES = new Map(STYLES.filter((o) => o.value !== 'any').map((o) => [o.value as number, o.label]));
const SPACE_NAMES = new Map(SPACES.filter((o) => o.value !== 'any').map((o) => [o.value as number, o.label]));
const MAX_SEED = 2 ** 31 - 1;

/** The inner SVG of a 1200 × 800 room of this space and style. */
function drawRoom(styleId: number, spaceId: number, seed: number): string {
  const random = randomFor(seed, spaceId * 31 + styleId);
  const palette = paletteFor(styleId);
  const { scene, svg } = roomShell(random, palette, { window: spaceId !== 3 && spaceId !== 11 });
  return svg + (DRAWERS[spaceId] ?? otherSpace)(scene);
}

function ints(file: string, count: number): number[] | null {
  const match = /^(\d{1,10}(?:-\d{1,10})*)\.svg$/.exec(file);
  if (!match) return null;
  const values = match[1]!.split('-').map(Number);
  if (values.length !== count || values.some((v) => !Number.isSafeInteger(v) || v > MAX_SEED)) return null;
  return values;
}

function monogram(file: string, max: number): { seed: number; text: string } | null {
  const match = /^(\d{1,10})-(.+)\.svg$/.exec(file);
  if (!match) return null;
  let text: string;
  try {
    text = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const chars = [...text];
  if (chars.length < 1 || chars.length > max || !chars.every((ch) => /[\p{L}\p{N}]/u.test(ch))) return null;
  const seed = Number(match[1]);
  return seed > MAX_SEED ? null : { seed, text };
}

function roomTitle(styleId: number, spaceId: number): string {
  return `${STYLE_NAMES.get(styleId)}${SPACE_NAMES.get(spaceId)}`;
}

function validRoom(values: number[] | null): values is [number, number, number] {
  return values !== null && STYLE_NAMES.has(values[0]!) && SPACE_NAMES.has(values[1]!);
}

function video(styleId: number, spaceId: number, seed: number): string {
  const spaces = [spaceId, ...[1, 6, 5, 2, 3].filter((s) => s !== spaceId)].slice(0, 3);
  const seconds = spaces.length * 3;
  const frames = spaces.map((space, i) => {
    const values = spaces.map((_, j) => (j === i ? 1 : 0)).concat(i === 0 ? [1] : [0]);
    const keyTimes = spaces.map((_, j) => (j / spaces.length).toFixed(3)).concat(['1']);
    return `<g opacity="${i === 0 ? 1 : 0}"><animate attributeName="opacity" dur="${seconds}s" repeatCount="indefinite" calcMode="discrete" values="${values.join(';')}" keyTimes="${keyTimes.join(';')}"/><svg width="720" height="1280" viewBox="375 0 450 800">${drawRoom(styleId, space, seed + i)}</svg></g>`;
  });
  return frames.join('');
}

/**
 * The SVG document for `/media/{kind}/{file}`, or null when the kind or the parameters name no
 * image (the route answers 404).
 */
export function renderMedia(kind: string, file: string): string | null {
  switch (kind) {
    case 'photos': {
      const v = ints(file, 3);
      if (!validRoom(v)) return null;
      return svgDocument(drawRoom(...v), { width: W, height: H, title: roomTitle(v[0], v[1]) });
    }
    case 'posters': {
      const v = ints(file, 3);
      if (!validRoom(v)) return null;
      return svgDocument(drawRoom(...v), {
        width: 720,
        height: 1280,
        viewBox: '375 0 450 800',
        title: roomTitle(v[0], v[1]),
      });
    }
    case 'banners': {
      const v = ints(file, 3);
      if (!validRoom(v)) return null;
      return svgDocument(drawRoom(...v), {
        width: 1920,
        height: 600,
        viewBox: '0 175 1200 375',
        title: roomTitle(v[0], v[1]),
      });
    }
    case 'videos': {
      const v = ints(file, 3);
      if (!validRoom(v)) return null;
      return svgDocument(video(...v), { width: 720, height: 1280, title: roomTitle(v[0], v[1]) });
    }
    case 'plans': {
      const v = ints(file, 4);
      if (!v) return null;
      const [room, hall, bath, seed] = v as [number, number, number, number];
      if (room < 1 || room > 5 || hall < 1 || hall > 2 || bath < 1 || bath > 3) return null;
      return svgDocument(floorPlan(randomFor(seed, 7), room, hall, bath), {
        width: W,
        height: H,
        title: format(unitMessages.floorPlanTitle, {
          layout: format(unitMessages.layout, { room, hall, bath }),
        }),
      });
    }
    case 'construction': {
      const v = ints(file, 3);
      if (!v) return null;
      const [styleId, stage, seed] = v as [number, number, number];
      if (!STYLE_NAMES.has(styleId) || stage >= CONSTRUCTION_STAGES.length) return null;
      return svgDocument(constructionPhoto(randomFor(seed, 11 + stage), stage, styleId), {
        width: W,
        height: H,
        title: CONSTRUCTION_STAGES[stage]!,
      });
    }
    case 'logos': {
      const m = monogram(file, 2);
      if (!m) return null;
      return svgDocument(logoMark(randomFor(m.seed, 3), m.text), { width: 240, height: 240, title: m.text });
    }
    case 'avatars': {
      const m = monogram(file, 1);
      if (!m) return null;
      return svgDocument(avatarMark(randomFor(m.seed, 5), m.text), {
        width: 120,
        height: 120,
        title: m.text,
      });
    }
    default:
      return null;
  }
}
