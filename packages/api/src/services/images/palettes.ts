/** Colours of each design style (style ids of docs/spec/quotes.md#entities): what makes a drawn room read as that style. */

/** The colours a room is drawn with. */
export interface Palette {
  wall: string;
  floor: string;
  /** Floor pattern: planks, tiles or polished concrete. */
  floorKind: 'planks' | 'tiles' | 'concrete';
  wood: string;
  fabric: string;
  accent: string;
  accent2: string;
  metal: string;
  light: string;
  /** Trim: skirting, frames, mouldings. */
  trim: string;
  /** Classical and luxury styles draw wall mouldings. */
  mouldings: boolean;
}

const MODERN: Palette = {
  wall: '#e9e7e3',
  floor: '#b9b2a8',
  floorKind: 'tiles',
  wood: '#8a6f55',
  fabric: '#6f7377',
  accent: '#2f3437',
  accent2: '#c7a36b',
  metal: '#3a3a3a',
  light: '#fff6dc',
  trim: '#d8d4cd',
  mouldings: false,
};

/** Palette by style id; unknown ids draw as modern. */
const PALETTES: Record<number, Palette> = {
  1: MODERN,
  10: {
    wall: '#e8dccb',
    floor: '#9c7a57',
    floorKind: 'planks',
    wood: '#7b5533',
    fabric: '#2f6f73',
    accent: '#d98c3f',
    accent2: '#b5483a',
    metal: '#403a34',
    light: '#ffe8b8',
    trim: '#d7c7ae',
    mouldings: false,
  },
  12: {
    wall: '#f4f2ee',
    floor: '#d8c3a0',
    floorKind: 'planks',
    wood: '#d2b48c',
    fabric: '#c9ced2',
    accent: '#8fa9b8',
    accent2: '#e7c9b5',
    metal: '#4b4b4b',
    light: '#fffaf0',
    trim: '#ffffff',
    mouldings: false,
  },
  22: {
    wall: '#efe6d6',
    floor: '#c4a57b',
    floorKind: 'planks',
    wood: '#b08656',
    fabric: '#d9cdb4',
    accent: '#6b7b55',
    accent2: '#2f3b2f',
    metal: '#5a5046',
    light: '#fff3d6',
    trim: '#c9b38f',
    mouldings: false,
  },
  13: {
    wall: '#9a9692',
    floor: '#6f6b66',
    floorKind: 'concrete',
    wood: '#6b4a2e',
    fabric: '#7b5b3e',
    accent: '#a4472f',
    accent2: '#1f1f1f',
    metal: '#1c1c1c',
    light: '#ffd98a',
    trim: '#5c5853',
    mouldings: false,
  },
  5: {
    wall: '#e6e1d3',
    floor: '#8c6a48',
    floorKind: 'planks',
    wood: '#6e4b2e',
    fabric: '#2c3e5a',
    accent: '#8a2f2f',
    accent2: '#d9c9a3',
    metal: '#2b2b2b',
    light: '#ffeab5',
    trim: '#fbf8f0',
    mouldings: true,
  },
  3: {
    wall: '#efe3c8',
    floor: '#7a4f2c',
    floorKind: 'planks',
    wood: '#5a3520',
    fabric: '#7a1f2b',
    accent: '#b8943c',
    accent2: '#3c2a1e',
    metal: '#b8943c',
    light: '#ffe2a3',
    trim: '#f6ecd5',
    mouldings: true,
  },
  2: {
    wall: '#f1ead8',
    floor: '#b08a5f',
    floorKind: 'planks',
    wood: '#a47a4d',
    fabric: '#9db28a',
    accent: '#d9a7a0',
    accent2: '#6f8b5a',
    metal: '#6b5a47',
    light: '#fff1cf',
    trim: '#fbf7ec',
    mouldings: false,
  },
  7: {
    wall: '#dfe3e6',
    floor: '#cfc8bd',
    floorKind: 'tiles',
    wood: '#7d6a5a',
    fabric: '#9aa7b4',
    accent: '#3e4c5e',
    accent2: '#c9ad6a',
    metal: '#c9ad6a',
    light: '#fff4dc',
    trim: '#ffffff',
    mouldings: true,
  },
  6: {
    wall: '#2d2a28',
    floor: '#e6e1da',
    floorKind: 'tiles',
    wood: '#3b2a20',
    fabric: '#4a3f4f',
    accent: '#c9a24b',
    accent2: '#f1ede6',
    metal: '#c9a24b',
    light: '#ffe7a8',
    trim: '#c9a24b',
    mouldings: true,
  },
  23: {
    wall: '#e3e8e4',
    floor: '#a9a399',
    floorKind: 'planks',
    wood: '#8f7a61',
    fabric: '#b9a78f',
    accent: '#5f7f77',
    accent2: '#d0b28a',
    metal: '#4a4a4a',
    light: '#fff7e3',
    trim: '#f2f2ef',
    mouldings: false,
  },
};

/** The palette of a style. */
export function paletteFor(styleId: number): Palette {
  return PALETTES[styleId] ?? MODERN;
}
