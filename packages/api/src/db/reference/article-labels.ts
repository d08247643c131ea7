/**
 * Article labels and sub-labels (`/article?label={n}&sub_label={n}`, docs/spec/popups-and-header.md#screens).
 * The labels are
 * also the decoration-guide categories that short videos belong to.
 */

/** A label with its sub-labels. */
export interface ArticleLabel {
  id: number;
  name: string;
  /** One line for the decoration-guide category card. */
  description: string;
  subLabels: { id: number; name: string }[];
}

/** Every label, in menu order. */
export const ARTICLE_LABELS: readonly ArticleLabel[] = [
  {
    id: 1,
    name: '裝修預算',
    description: '從估價到付款，每一筆錢都花在刀口上',
    subLabels: [
      { id: 101, name: '預算規劃' },
      { id: 102, name: '報價解析' },
      { id: 103, name: '省錢撇步' },
    ],
  },
  {
    id: 2,
    name: '格局規劃',
    description: '動線、採光與收納，決定住起來舒不舒服',
    subLabels: [
      { id: 201, name: '小坪數設計' },
      { id: 202, name: '動線規劃' },
      { id: 203, name: '收納設計' },
    ],
  },
  {
    id: 3,
    name: '風格靈感',
    description: '找到屬於你的居家風格',
    subLabels: [
      { id: 301, name: '北歐風' },
      { id: 302, name: '日式無印' },
      { id: 303, name: '現代簡約' },
      { id: 304, name: '工業風' },
    ],
  },
  {
    id: 4,
    name: '建材挑選',
    description: '地板、磁磚、系統櫃怎麼選才不踩雷',
    subLabels: [
      { id: 401, name: '地板' },
      { id: 402, name: '磁磚石材' },
      { id: 403, name: '系統櫃' },
      { id: 404, name: '塗料油漆' },
    ],
  },
  {
    id: 5,
    name: '施工工法',
    description: '看懂工序，監工驗收更安心',
    subLabels: [
      { id: 501, name: '水電工程' },
      { id: 502, name: '泥作防水' },
      { id: 503, name: '木作天花' },
      { id: 504, name: '驗收要點' },
    ],
  },
  {
    id: 6,
    name: '居家風水',
    description: '住得安心，也住得順心',
    subLabels: [
      { id: 601, name: '客廳風水' },
      { id: 602, name: '臥室風水' },
    ],
  },
  {
    id: 7,
    name: '新屋開箱',
    description: '真實屋主的裝修成果與心得',
    subLabels: [
      { id: 701, name: '新成屋開箱' },
      { id: 702, name: '老屋翻新' },
      { id: 703, name: '中古屋改造' },
    ],
  },
  {
    id: 8,
    name: '療癒居家',
    description: '植栽、採光與自然材質，打造放鬆的家',
    subLabels: [
      { id: 801, name: '植栽綠意' },
      { id: 802, name: '採光通風' },
    ],
  },
];

const labelById = new Map(ARTICLE_LABELS.map((l) => [l.id, l]));
const subLabelById = new Map(
  ARTICLE_LABELS.flatMap((l) => l.subLabels.map((s) => [s.id, { ...s, labelId: l.id }] as const)),
);

/** The label with this id. */
export function articleLabel(id: number): ArticleLabel | undefined {
  return labelById.get(id);
}

/** The sub-label with this id, with its label id. */
export function articleSubLabel(id: number): { id: number; name: string; labelId: number } | undefined {
  return subLabelById.get(id);
}

/** `{id, name}` of a label (or sub-label) for answers. */
export function labelRef(id: number): { id: number; name: string } {
  return { id, name: labelById.get(id)?.name ?? subLabelById.get(id)?.name ?? '' };
}
