/**
 * zh-TW messages of the content routes and their forms (works, articles, companies, ratings,
 * survey, style test, site content). The content contracts' schemas and the API answer with
 * these (issue 15: one catalogue).
 */
import { RATING_LIMITS } from '../data/ratings.ts';
import { STYLE_TEST_PICKS } from '../data/style-test.ts';

/** Messages of the content routes. */
export const contentMessages = {
  companyNotFound: '找不到此設計公司',
  shortNotFound: '找不到此影片',
  ratingNotFound: '找不到此評價',
  ratingNotEditable: '此評價已送出，無法再修改',
  styleResultNotFound: '找不到此風格測驗結果',
  imageNotFound: '找不到此圖片',
  labelInvalid: '請選擇正確的文章分類',
  categoryInvalid: '請選擇正確的分類',
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
  resultIdInvalid: '請提供正確的編號',
  stylePicks: `請選擇 ${STYLE_TEST_PICKS.min} 到 ${STYLE_TEST_PICKS.max} 張喜歡的圖片`,
  styleImage: '圖片不正確，請重新選擇',
} as const;

/** Messages of the rating form. */
export const ratingMessages = {
  company: '請選擇要評價的設計公司',
  score: '請為每一項評分（1 到 5 分）',
  region: '請選擇正確的地區',
  housingType: '請選擇正確的屋況',
  budget: '預算須為 1 到 10000 萬的整數',
  area: '坪數須為 1 到 999 的整數',
  work: '請選擇正確的作品',
  id: '找不到要完成的評價',
  labels: `請選擇 1 到 ${RATING_LIMITS.labelsMax} 個評價標籤`,
  labelInvalid: '評價標籤不正確',
  content: `評價內容須為 ${RATING_LIMITS.contentMin} 到 ${RATING_LIMITS.contentMax} 個字`,
  contentInvalid: '評價內容含有無法顯示的字元',
  alreadyRated: '您已評價過這家設計公司',
  notDraft: '此評價已送出，無法再修改',
} as const;

/** A survey question's messages: unanswered, and an answer it does not take. */
export function surveyAnswerMessages(title: string): { required: string; invalid: string } {
  return { required: `請回答「${title}」`, invalid: `「${title}」的答案不正確` };
}
