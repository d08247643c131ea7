/** zh-TW messages of the content routes (the spec's own where it quotes one). */
import { messages } from '@renovo/core/messages';

/** Messages of the content routes. */
export const CONTENT_MESSAGES = {
  /** doc 1 §8: works detail code not 200. */
  workNotFound: messages.works.notFound,
  /** doc 2 §8: article not found. */
  articleNotFound: messages.article.notFound,
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
  downloadNeedsLogin: '請先登入或授權，即可下載圖片',
  pathInvalid: '請提供正確的頁面路徑',
} as const;
