/**
 * zh-TW messages of the jump-app page (docs/spec/platform.md#calls app deep links); re-exported by zh-TW.ts.
 * Not quoted by the spec except `continueInApp` (the open-in-app prompt's wording).
 */
export const appLinkMessages = {
  title: '在 App 中開啟',
  continueInApp: '請前往 App 繼續操作',
  openApp: '開啟 App',
  stayOnWeb: '在網頁繼續瀏覽',
  lead: '已安裝 Renovo App 時，點「開啟 App」直接前往同一頁；未安裝也可以在網頁繼續瀏覽。',
} as const;
