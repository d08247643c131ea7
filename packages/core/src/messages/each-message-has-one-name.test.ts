/**
 * Rule: each message of the zh-TW catalogue has one name. A text the server answers and a form
 * shows is read under the name of the area that holds it, never given a second name (no getter
 * aliasing another area's key, no second literal of the same sentence).
 *
 * Text that two names share below is listed with why they are not one message: the same word used
 * as a label by areas that load apart, or in two roles of one screen, each free to be reworded on
 * its own. A listed text that is no longer shared fails the test, so the list cannot go stale.
 */
import { describe, expect, it } from 'vitest';
import * as catalogue from './zh-TW.ts';

/** The same word used as a label by areas that load apart (a widget, a site page, the console). */
const AREAS = 'a label each area names for itself; one area reading another’s key would load both';
/** One word in two roles of one area: a menu entry and the title it opens, a filter and a fact. */
const ROLES = 'one word in two roles of one area, each reworded on its own';
/** The lead inbox's labels and the API's 409 name the statuses; two of the six are worded apart. */
const LEAD_STATUS =
  'the API’s refused-change answer words two statuses differently (已聯繫, 垃圾名單) from the inbox; joining them changes that answer';
/** Login, the quote forms and the chat each validate a mobile by their own rule (what each accepts differs). */
const MOBILE_FIELDS = 'a different field with its own rule in each form (login, basic quote, chat)';

/** Texts more than one name holds, and why they are different messages. */
const SHARED_TEXT: Record<string, string> = {
  網站區塊: ROLES,
  社區名稱: AREAS,
  縣市: AREAS,
  上移: ROLES,
  下移: ROLES,
  移除: ROLES,
  已發布: ROLES,
  改回草稿: ROLES,
  發布: ROLES,
  排序: AREAS,
  最新: AREAS,
  全部: AREAS,
  '{n} 次瀏覽': AREAS,
  首頁: AREAS,
  收藏: AREAS,
  已收藏: AREAS,
  免費獲取裝修報價: AREAS,
  所在地區: AREAS,
  房屋坪數: AREAS,
  坪: AREAS,
  行動電話: AREAS,
  請輸入行動電話: MOBILE_FIELDS,
  請輸入正確的行動電話: MOBILE_FIELDS,
  上一張: AREAS,
  下一張: AREAS,
  線上諮詢: ROLES,
  '送出中…': AREAS,
  '登入 / 註冊': AREAS,
  作品: AREAS,
  文章: AREAS,
  取消: AREAS,
  '{room}房{hall}廳{bath}衛': AREAS,
  地址: AREAS,
  格局: AREAS,
  確定: AREAS,
  設計公司: AREAS,
  篩選條件: AREAS,
  地區: AREAS,
  風格: AREAS,
  評分: AREAS,
  清除篩選條件: AREAS,
  頁面路徑: AREAS,
  屋主評價: AREAS,
  'Google 評價': ROLES,
  服務條款: AREAS,
  隱私權聲明: AREAS,
  服務說明: AREAS,
  免責聲明: AREAS,
  新名單: LEAD_STATUS,
  已媒合: LEAD_STATUS,
  已結案: LEAD_STATUS,
  無效: LEAD_STATUS,
  跳到主要內容: AREAS,
  總覽: ROLES,
  合作夥伴: AREAS,
  嵌入產生器: ROLES,
  活動頁: ROLES,
  名單: ROLES,
  成效分析: ROLES,
  稽核紀錄: ROLES,
  員工帳號: ROLES,
  帳號安全: ROLES,
  評價審核: ROLES,
  社區匯入: ROLES,
  媒體庫: ROLES,
  短影音: AREAS,
  '處理中…': AREAS,
  社區: AREAS,
  登出: AREAS,
  選單: AREAS,
  狀態: AREAS,
  待審核: AREAS,
  已刊登: AREAS,
  編輯: ROLES,
  關閉: AREAS,
  '載入中…': AREAS,
  必填: AREAS,
  結束日期: ROLES,
  電子郵件: ROLES,
  '驗證碼（6 位數）': ROLES,
  登入: AREAS,
  金鑰: ROLES,
  啟用: ROLES,
  停用: ROLES,
  社區估價: ROLES,
  預覽: AREAS,
  評價: 'a search keyword of a company page and the console’s name for a review as an audited subject',
  搜尋: AREAS,
  時間: ROLES,
  頁面: AREAS,
  負責人: AREAS,
  模組: AREAS,
  已驗證: AREAS,
  找設計公司: AREAS,
  新屋開箱: AREAS,
  設計公司入駐: AREAS,
  使用教學: AREAS,
  最新公告: AREAS,
  返回首頁: AREAS,
  風格測試: AREAS,
  精選代表作品: AREAS,
  裝修短影音: AREAS,
  '3 分鐘拿到裝修報價': AREAS,
  '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算': AREAS,
  '內容暫時無法載入，請稍後再試': AREAS,
  裝修指南: AREAS,
  簡裝: AREAS,
  精裝: AREAS,
  豪裝: AREAS,
  綁定手機號碼: AREAS,
  好物推薦: AREAS,
  排行榜: AREAS,
  口碑排行: AREAS,
  分類: AREAS,
  免費獲取裝修報價單: AREAS,
  坪數: AREAS,
  設計與施工: AREAS,
  下一步: AREAS,
  客廳: ROLES,
  廚房: ROLES,
  衛浴: ROLES,
  陽台: ROLES,
  熱門作品: AREAS,
  寫評價: ROLES,
  '搜尋作品、文章、設計公司': AREAS,
  影片分類: AREAS,
  '{n} 次播放': AREAS,
  屋況: ROLES,
  預算: ROLES,
  // The console's company and work forms label what the site's company and work pages show.
  作品數: AREAS,
  公司簡介: AREAS,
  成立年份: AREAS,
  擅長風格: AREAS,
  服務地區: AREAS,
  設計師: AREAS,
  代表作: AREAS,
  空間: AREAS,
  上一頁: AREAS,
  下一頁: AREAS,
  已認證: AREAS,
  電話: AREAS,
  網站: AREAS,
  草稿: 'a landing page’s draft and a content draft (article, company, work) are states of two different sets',
};

/** Every name of the catalogue that holds a string, by its text. */
function namesByText(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const walk = (value: unknown, name: string): void => {
    if (typeof value === 'string') names.set(value, [...(names.get(value) ?? []), name]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${name}.${key}`);
  };
  // `messages` gathers the areas again under their old keys; each area is walked once by its own name.
  for (const [name, area] of Object.entries(catalogue)) if (name !== 'messages') walk(area, name);
  return names;
}

/** Names that are getters: an entry that reads another entry is a second name for its text. */
function getterNames(): string[] {
  const found: string[] = [];
  const walk = (value: unknown, name: string): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
      if (descriptor.get) found.push(`${name}.${key}`);
      else walk(descriptor.value, `${name}.${key}`);
    }
  };
  for (const [name, area] of Object.entries(catalogue)) if (name !== 'messages') walk(area, name);
  return found;
}

describe('each message of the catalogue has one name', () => {
  it('no catalogue entry is a getter returning another entry’s message', () => {
    expect(getterNames()).toEqual([]);
  });

  it('no text is held by two names unless listed as two different messages', () => {
    const twice = [...namesByText()]
      .filter(([text, names]) => names.length > 1 && !(text in SHARED_TEXT))
      .map(([text, names]) => `${text}: ${names.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('every listed shared text is still held by more than one name', () => {
    const names = namesByText();
    const stale = Object.keys(SHARED_TEXT).filter((text) => (names.get(text)?.length ?? 0) < 2);
    expect(stale).toEqual([]);
  });
});
