/** Invented developer-style brand prefixes (no real company is meant). */
export const BRAND_WORDS: readonly string[] = [
  '遠揚',
  '國璽',
  '冠群',
  '興邦',
  '富宇',
  '晴川',
  '璟都',
  '鼎宇',
  '宏昇',
  '聯勝',
  '永暉',
  '允將',
  '雙揚',
  '大隱',
  '鴻築',
  '泰瑞',
  '德昇',
  '華磐',
  '佳曜',
  '新禾',
  '昌詠',
  '森聯',
  '隆鑫',
  '和築',
  '耀德',
  '青埕',
  '康舍',
  '麗晨',
];

/** Name cores of newer communities, the part that usually follows the brand. */
export const CORE_WORDS: readonly string[] = [
  '璞園',
  '帝寶',
  '花園',
  '天廈',
  '御璽',
  '雲邸',
  '一品',
  '首璽',
  '學府',
  '江山',
  '水岸',
  '御苑',
  '莊園',
  '公館',
  '新都',
  '翠堤',
  '松濤',
  '晶華',
  '京城',
  '君悅',
  '麗池',
  '雅築',
  '豪庭',
  '峰景',
  '綠園',
  '星河',
  '映象',
  '大苑',
  '藝墅',
  '悅府',
];

/** Building words a used-home community name may end with ('' for none). */
export const USED_SUFFIXES: readonly string[] = ['', '', '大樓', '社區'];

/** Stems of older buildings' names, followed by an old-building suffix. */
export const OLD_STEMS: readonly string[] = [
  '仁愛',
  '永康',
  '福德',
  '長春',
  '忠孝',
  '光華',
  '中興',
  '四維',
  '復興',
  '民生',
  '建國',
  '幸福',
  '富貴',
  '信義',
  '和平',
  '自強',
  '松山',
  '龍門',
  '長安',
  '國光',
];

/** Suffixes of older buildings' names. */
export const OLD_SUFFIXES: readonly string[] = ['華廈', '大廈', '公寓', '新城', '大樓'];

/** Phases appended when a drawn name is already taken in the region. */
export const PHASES: readonly string[] = ['二期', '三期', '四期', '五期', '六期', '七期', '八期', '九期'];
