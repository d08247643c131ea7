/**
 * zh-TW messages of the content area that the server answers with (list queries, not-found and
 * refusals of the content routes, the rating form, the survey): one catalogue with the browser's,
 * so no message is written twice. A message another area already holds (an unknown region, an
 * invalid id) is used under that area's name, never given a second one here.
 */
import { RATING_LIMITS } from '../data/ratings.ts';
import { STYLE_TEST_PICKS } from '../data/style-test.ts';

/** Messages of the list queries. */
export const contentListMessages = {
  page: '頁碼須為 1 到 1000 的整數',
  perPage: '每頁筆數須為 1 到 50 的整數',
  limit: '筆數須為 1 到 50 的整數',
  sort: '排序方式不正確',
  style: '請選擇正確的風格',
  space: '請選擇正確的空間',
  housingType: '請選擇正確的屋況',
  budget: '請選擇正確的預算範圍',
  area: '請選擇正確的坪數範圍',
  room: '房數須為 1 到 20 的整數',
  label: '請選擇正確的文章分類',
  category: '請選擇正確的分類',
  score: '評分須為 1 到 5 的整數',
  keyword: '請輸入搜尋關鍵字',
  keywordTooLong: '搜尋關鍵字最多 50 個字',
  searchType: '搜尋類型須為 all、work、article 或 company',
  flag: '參數須為 0 或 1',
  /** The login page's sample works (docs/spec/platform.md#limits: region ids 0 to 17, 0 means all). */
  sampleRegion: '地區須為 0 到 17 的整數（0 為全部地區）',
} as const;

/** Messages of the content routes. */
export const contentMessages = {
  companyNotFound: '找不到此設計公司',
  /** A company taken off the site (its page answers 410). */
  companyGone: '這家設計公司已下架',
  /** A work taken off the site, or whose company was (its page answers 410). */
  workGone: '這件作品已下架',
  shortNotFound: '找不到此影片',
  shortGone: '此影片已下架',
  ratingNotFound: '找不到此評價',
  ratingNotEditable: '此評價已送出，無法再修改',
  styleResultNotFound: '找不到此風格測驗結果',
  imageNotFound: '找不到此圖片',
  /** A child sitemap past the last page or of no kind. */
  sitemapNotFound: '找不到此網站地圖',
  surveyAnswered: '您已填寫過此問卷，感謝您的參與',
  surveyKeyInvalid: '問卷不存在或已結束',
  surveyAnswersRequired: '請填寫問卷答案',
  surveyThanks: '感謝您填寫問卷',
  downloadNeedsLogin: '請先登入或授權，即可下載圖片',
  pathInvalid: '請提供正確的頁面路徑',
  sourceInvalid: '請提供正確的來源',
  chatSourceInvalid: '來源不正確',
  nicknameInvalid: '暱稱不正確',
  pageNameInvalid: '頁面名稱不正確',
  bannerPosition: '位置須為 home、works、article、shorts 之一',
  stylePicks: `請選擇 ${STYLE_TEST_PICKS.min} 到 ${STYLE_TEST_PICKS.max} 張喜歡的圖片`,
  styleImage: '圖片不正確，請重新選擇',
} as const;

/** Messages of the rating form. */
export const ratingMessages = {
  company: '請選擇要評價的設計公司',
  companyName: '請填寫公司名稱（2 到 60 個字）',
  score: '請為每一項評分（1 到 5 分）',
  budget: '預算須為 1 到 10000 萬的整數',
  area: '坪數須為 1 到 999 的整數',
  work: '請選擇正確的作品',
  id: '找不到要完成的評價',
  labels: `請選擇 1 到 ${RATING_LIMITS.labelsMax} 個評價標籤`,
  labelInvalid: '評價標籤不正確',
  content: `評價內容須為 ${RATING_LIMITS.contentMin} 到 ${RATING_LIMITS.contentMax} 個字`,
  contentInvalid: '評價內容含有無法顯示的字元',
  alreadyRated: '您已評價過這家設計公司',
} as const;

/** A survey question's messages: unanswered, and an answer it does not take. */
export function surveyAnswerMessages(title: string): { required: string; invalid: string } {
  return { required: `請回答「${title}」`, invalid: `「${title}」的答案不正確` };
}
