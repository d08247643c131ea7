/**
 * The console's landing-page editor and its preview (docs/spec/console.md#landing-pages): the
 * field checks the contract answers and the editor shows as the user types, the editor's status
 * and buttons, and the preview frame's words. The older labels stay in `console.ts` (`landing`).
 */

export const consoleLandingMessages = {
  // Field checks (the contract's messages, shown on the field as it is typed).
  titleRequired: '請輸入標題',
  slugRequired: '請輸入網址代稱',
  badImageUrl: '請輸入以 https:// 開頭的圖片網址',
  sectionHeadingRequired: '請輸入段落標題',
  // The editor.
  editorTitle: '編輯活動頁',
  newPageTitle: '新的活動頁',
  slugHint: '小寫英文、數字與 -，例如 spring-2027；發布後的網址是 /land/網址代稱',
  heroHint: '空一行開始新段落；換行會照樣顯示在頁面上',
  sectionBodyHint: '空一行開始新段落；換行會照樣顯示。不支援 HTML 語法，輸入的符號會照原樣顯示',
  heroImageHint: '貼上圖片的完整網址（https://…）：媒體庫的照片按「複製圖片網址」即可取得。留空則不顯示圖片',
  quoteModuleHint: '頁內報價在名單中記錄的模組名稱；留空則用 land_網址代稱',
  utmHint: '訪客從沒有 UTM 參數的連結進來時，頁面自動帶上的值',
  endsAtHint: '這天結束後，頁面只顯示「活動已結束」，不再提供報價',
  statusLine: '狀態：{status}',
  publicAt: '公開網址：',
  notSavedYet: '尚未儲存',
  unsavedChanges: '變更尚未儲存',
  discardChanges: '這一頁有尚未儲存的變更，確定不儲存就離開？',
  allSaved: '所有變更都已儲存',
  saveDraft: '儲存草稿（不公開）',
  saveAndUpdate: '儲存並更新公開頁',
  publishedToast: '已發布，公開頁已更新',
  unpublishedToast: '已改回草稿，公開頁不再顯示',
  fieldCount: '{count} 個欄位需要修正',
  maxSections: '最多 {max} 個段落',
  // The preview.
  preview: '頁面預覽',
  toPreview: '往下看頁面預覽',
  previewHint: '預覽與公開頁使用同一個版面與報價元件；在預覽中送出的報價不會成為名單。',
  previewFrame: '活動頁預覽',
  previewSize: '預覽尺寸',
  phone: '手機版',
  desktop: '桌機版',
  previewWaiting: '正在載入預覽…',
  previewOutside: '這個頁面只在後台的活動頁編輯器中顯示預覽。',
  previewNoLead: '這是後台的預覽，報價不會送出。請在公開頁面測試報價。',
} as const;
