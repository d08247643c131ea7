/**
 * The review form of the site: find a company, score it, pick labels and
 * write the text; the owner's own view of the review waiting for moderation.
 */
import { RATING_LIMITS } from '../data/ratings.ts';

/** The review form's words. */
export const reviewFormMessages = {
  write: '寫評價',
  title: '寫評價',
  description: '分享您與設計公司合作的真實經驗，審核通過後公開顯示，幫助更多屋主做決定。',
  steps: ['選擇公司', '評分', '標籤與心得'],
  stepOf: '第 {n} 步，共 3 步：{name}',
  findLabel: '設計公司名稱',
  findPlaceholder: '輸入公司名稱搜尋',
  findHint: '輸入至少 1 個字開始搜尋',
  searching: '搜尋中…',
  noMatch: '找不到「{keyword}」，請確認公司名稱，或換個關鍵字再試',
  searchFailed: '搜尋失敗，請稍後再試',
  choose: '評價這家公司',
  offSite: '未在本站的公司',
  offSiteHint: '找不到要評價的公司？也可以評價未在本站刊登的公司。',
  offSiteChoose: '評價「{name}」（未在本站的公司）',
  change: '換一家公司',
  scoresLegend: '為「{company}」的每一項評分',
  scoreOption: '{score} 分（{word}）',
  next: '下一步',
  labelsLegend: `選擇符合您經驗的標籤（1 到 ${RATING_LIMITS.labelsMax} 個）`,
  labelsLoading: '標籤載入中…',
  contentLabel: '評價心得',
  contentHint: `${RATING_LIMITS.contentMin} 到 ${RATING_LIMITS.contentMax} 個字`,
  contentCount: '已輸入 {n} 字',
  submit: '送出評價',
  submitting: '送出中…',
  loginRequired: '請先登入再寫評價',
  failed: '送出失敗，請稍後再試',
  pending: '審核中',
  rejected: '未通過審核',
  published: '已刊登',
  pendingNote: '感謝您的評價！審核通過後會公開顯示在公司頁面。',
  rejectedNote: '退回原因：{reason}',
  yourReview: '您的評價',
  toCompany: '前往公司頁面',
} as const;
