/**
 * Messages of the content area that the server answers with (list queries, not-found and refusals
 * of the content routes): one catalogue with the browser's, so no message is written twice. A
 * message taken from another area is a getter: an object literal that reads another area's key at
 * load time would keep both areas in every browser bundle.
 */
import { basicQuoteMessages } from './basic-quote.ts';
import { inputMessages } from './input.ts';

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
  get region() {
    return basicQuoteMessages.regionInvalid;
  },
  get id() {
    return inputMessages.idInvalid;
  },
  label: '請選擇正確的文章分類',
  category: '請選擇正確的分類',
  score: '評分須為 1 到 5 的整數',
  keyword: '請輸入搜尋關鍵字',
  keywordTooLong: '搜尋關鍵字最多 50 個字',
  searchType: '搜尋類型須為 all、work、article 或 company',
  flag: '參數須為 0 或 1',
} as const;
