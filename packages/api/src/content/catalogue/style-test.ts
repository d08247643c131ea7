/**
 * The style test: 30 drawn room images, three for each of ten styles, and what the result page
 * says about each style.
 */
import { STYLE_TEST_PICKS, STYLE_TEST_SPACES, STYLE_TEST_STYLES } from '@renovo/core/data';
import { photoUrl } from '../../services/images/urls.ts';
import { STYLE_NAMES } from './names.ts';

/** A style-test image. */
export interface StyleTestImage {
  id: number;
  style_id: number;
  style_name: string;
  space_id: number;
  url: string;
}

const TEST_STYLES = STYLE_TEST_STYLES;
const TEST_SPACES = STYLE_TEST_SPACES;

/** The images, ids 1–30. */
export const STYLE_TEST_IMAGES: readonly StyleTestImage[] = TEST_STYLES.flatMap((styleId, s) =>
  TEST_SPACES.map((spaceId, i) => ({
    id: s * TEST_SPACES.length + i + 1,
    style_id: styleId,
    style_name: STYLE_NAMES.get(styleId) ?? '',
    space_id: spaceId,
    url: photoUrl(styleId, spaceId, 9000 + s * 10 + i),
  })),
);

/** The image with this id. */
export const styleTestImage = (id: number): StyleTestImage | undefined => STYLE_TEST_IMAGES[id - 1];

export { STYLE_TEST_PICKS };

/** What the result says about a style. */
export const STYLE_PROFILES: Record<number, { description: string; keywords: string[] }> = {
  1: { description: '俐落線條與中性色調，少即是多，重視機能與秩序感。', keywords: ['簡約', '俐落', '機能'] },
  10: { description: '不拘一格地混搭材質與色彩，讓家充滿個性與故事。', keywords: ['個性', '撞色', '收藏'] },
  12: { description: '白牆、淺木與大片採光，溫暖明亮又好整理。', keywords: ['淺木', '明亮', '溫暖'] },
  22: { description: '原木、棉麻與留白，安靜舒服的無印生活感。', keywords: ['原木', '留白', '療癒'] },
  13: { description: '裸露管線、水泥與黑鐵，粗獷中帶著率性。', keywords: ['水泥', '黑鐵', '率性'] },
  5: { description: '線板、壁爐意象與沉穩配色，大器又溫馨。', keywords: ['線板', '大器', '溫馨'] },
  3: { description: '對稱格局與華麗細節，展現經典的典雅品味。', keywords: ['對稱', '典雅', '細節'] },
  2: { description: '花草、碎花布與自然木色，像住在田園小屋。', keywords: ['自然', '花草', '手感'] },
  7: { description: '以古典比例結合現代材質，優雅而不繁複。', keywords: ['優雅', '線板', '金屬'] },
  6: { description: '大理石、金屬與深色調，低調奢華的飯店感。', keywords: ['大理石', '金屬', '飯店感'] },
  23: { description: '不被風格定義，依生活需求量身打造。', keywords: ['量身', '彈性', '生活'] },
};
