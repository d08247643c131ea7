/**
 * Site content kept in code: banners, popboxes, suggested search keywords, footer links and the
 * SEO defaults. Images are drawn ones.
 */
import { bannerUrl, photoUrl } from '../../services/images/urls.ts';

/** A banner of a page position. */
export interface Banner {
  id: number;
  position: 'home' | 'works' | 'article' | 'shorts';
  title: string;
  subtitle: string;
  image_pc: string;
  image_mobile: string;
  link: string;
  sort: number;
}

const banner = (
  id: number,
  position: Banner['position'],
  title: string,
  subtitle: string,
  link: string,
  styleId: number,
  spaceId: number,
  sort: number,
): Banner => ({
  id,
  position,
  title,
  subtitle,
  image_pc: bannerUrl(styleId, spaceId, 7000 + id),
  image_mobile: photoUrl(styleId, spaceId, 7000 + id),
  link,
  sort,
});

/** Every banner. */
export const BANNERS: readonly Banner[] = [
  banner(
    1,
    'home',
    '免費獲取裝修報價單',
    '輸入坪數，3 分鐘拿到三種裝修等級的預算',
    '/decorationfrom',
    12,
    1,
    1,
  ),
  banner(2, 'home', '口碑設計公司排行', '真實屋主評價，幫你找到靠譜的團隊', '/reputation-ranking', 22, 6, 2),
  banner(3, 'home', '測測你的居家風格', '選出喜歡的圖片，找到最適合你的風格', '/style-test', 7, 2, 3),
  banner(9, 'home', '精選代表作品', '看完整施工過程，從拆除到完工', '/works/good', 3, 1, 4),
  banner(10, 'home', '一分鐘看懂裝修', '短影音帶你看預算、格局與建材', '/shorts/list', 13, 5, 5),
  banner(11, 'home', '裝修知識一次看', '從預算到驗收的裝修文章', '/article', 5, 3, 6),
  banner(12, 'home', '找到合適的設計公司', '依地區與風格比較設計公司', '/company', 6, 4, 7),
  banner(4, 'works', '精選代表作品', '看完整施工過程，從拆除到完工', '/works/good', 1, 1, 1),
  banner(5, 'works', '小坪數也能很寬敞', '20 坪以下的收納與格局提案', '/works?area=10-20', 12, 4, 2),
  banner(6, 'article', '裝修預算怎麼抓？', '從報價單開始，一步一步算清楚', '/article?label=1', 5, 1, 1),
  banner(7, 'article', '新屋開箱', '真實屋主的裝修心得', '/article?label=7', 2, 2, 2),
  banner(8, 'shorts', '一分鐘看懂裝修', '短影音裝修指南', '/shorts/list', 13, 5, 1),
];

/** A customised popbox of some pages. */
export interface Popbox {
  id: number;
  name: string;
  title: string;
  page_names: string[];
  image_pc: string;
  image_mobile: string;
  link: string;
  /** How often a visitor may see it. */
  frequency: 'daily' | 'once';
}

/** Every popbox. */
export const POPBOXES: readonly Popbox[] = [
  {
    id: 1,
    name: 'free-quote',
    title: '免費裝修報價',
    page_names: ['home', 'work_detail', 'article_detail'],
    image_pc: bannerUrl(12, 1, 7101),
    image_mobile: photoUrl(12, 1, 7101),
    link: '/decorationfrom',
    frequency: 'daily',
  },
  {
    id: 2,
    name: 'style-test',
    title: '風格測驗',
    page_names: ['home', 'works_list'],
    image_pc: bannerUrl(22, 6, 7102),
    image_mobile: photoUrl(22, 6, 7102),
    link: '/style-test',
    frequency: 'once',
  },
  {
    id: 3,
    name: 'ranking',
    title: '口碑排行榜',
    page_names: ['article_list', 'article_detail'],
    image_pc: bannerUrl(7, 1, 7103),
    image_mobile: photoUrl(7, 1, 7103),
    link: '/reputation-ranking',
    frequency: 'daily',
  },
];

/** Suggested keywords of the header search box (rotated every 3 s by the client). */
export const SEARCH_KEYWORDS: readonly string[] = [
  '北歐風客廳',
  '小坪數收納',
  '老屋翻新',
  '30坪裝修預算',
  '日式無印風',
  '系統櫃',
  '開放式廚房',
  '工業風',
];

/**
 * The Help's notice a development machine shows until one is saved in the console (marked as a
 * demo; production shows none: console/site-blocks/site-shown.ts).
 */
export const DEMO_NOTICE = {
  title: '【示範公告】會員服務與個人資料保護說明更新',
  date: '2026-11-26',
  body: [
    '這是開發環境的示範公告，正式環境不會顯示。營運人員可在後台「網站區塊 › 最新公告」撰寫真正的公告。',
    '公告可以說明服務異動、假期服務時間或個人資料保護說明的更新，空一行即分段。',
  ].join('\n\n'),
  sign: 'Renovo 裝修好家',
} as const;

/** Footer link groups. */
export const FOOTER_LINKS = [
  {
    title: '找靈感',
    items: [
      { name: '作品', href: '/works' },
      { name: '精選代表作品', href: '/works/good' },
      { name: '裝修文章', href: '/article' },
      { name: '短影音', href: '/shorts/list' },
    ],
  },
  {
    title: '找設計公司',
    items: [
      { name: '設計公司', href: '/company' },
      { name: '口碑排行', href: '/reputation-ranking' },
      { name: '屋主評價', href: '/reviews/on-site' },
      { name: '免費報價', href: '/decorationfrom' },
    ],
  },
  {
    title: '關於我們',
    items: [
      { name: '公司入駐', href: '/designer/recruit' },
      { name: '使用教學', href: '/v2/teaching' },
      { name: '公告', href: '/v2/notice/250' },
    ],
  },
] as const;

/** Customer service hours (docs/spec/popups-and-header.md#screens). */
export const SERVICE_HOURS = '每日 9:00-18:00';

/** Site name used in SEO titles. */
export const SITE_NAME = 'Renovo 裝修好家';

/** SEO of the list pages and the fallback, by route. */
export const SEO_PAGES: Record<string, { title: string; description: string; keywords: string[] }> = {
  '/': {
    title: `${SITE_NAME}｜找設計公司、看裝修作品、免費估價`,
    description: '實用的居家靈感，找到裝修問題的答案：設計作品、裝修文章、口碑評價與免費裝修報價。',
    keywords: ['室內設計', '裝修', '裝潢', '設計公司', '裝修報價'],
  },
  '/works': {
    title: `室內設計作品｜${SITE_NAME}`,
    description: '依風格、空間、屋況、預算與坪數找到喜歡的室內設計作品。',
    keywords: ['室內設計作品', '裝潢案例', '居家風格'],
  },
  '/works/good': {
    title: `精選代表作品｜${SITE_NAME}`,
    description: '從拆除到完工的完整施工紀錄，看見設計公司的真功夫。',
    keywords: ['代表作品', '施工過程', '裝修案例'],
  },
  '/article': {
    title: `裝修文章｜${SITE_NAME}`,
    description: '裝修預算、格局規劃、建材挑選與施工工法，一次讀懂。',
    keywords: ['裝修知識', '裝潢預算', '建材'],
  },
  '/shorts/list': {
    title: `裝修短影音｜${SITE_NAME}`,
    description: '一分鐘看懂裝修重點。',
    keywords: ['裝修影片', '短影音'],
  },
  '/reputation-ranking': {
    title: `設計公司口碑排行｜${SITE_NAME}`,
    description: '依真實屋主評價排序的設計公司口碑排行榜。',
    keywords: ['設計公司推薦', '口碑排行', '室內設計評價'],
  },
  '/style-test': {
    title: `風格測試｜${SITE_NAME}`,
    description: '選出喜歡的圖片，找到最適合你的居家風格。',
    keywords: ['風格測驗', '居家風格'],
  },
  '/style-test/result': {
    title: `風格測試結果｜${SITE_NAME}`,
    description: '你的居家風格測試結果與推薦作品。',
    keywords: ['風格測驗結果'],
  },
  '/search': {
    title: `搜尋結果｜${SITE_NAME}`,
    description: '搜尋作品、文章與設計公司。',
    keywords: ['搜尋'],
  },
};
