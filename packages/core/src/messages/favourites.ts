/** Favourites (收藏), the actions that ask for a sign-in first, and the collection page. */

/** Favourite toasts (docs/spec/session.md#entities). */
export const favouriteMessages = {
  designBlocked: '設計公司暫未開通此功能',
  removed: '取消收藏成功',
  added: '已加入收藏',
  /** Desktop toast; followed by a link to /user/collect. */
  addedWithLink: '收藏成功，已收藏至 ',
  myFavourites: '我的收藏',
  loginThenAdded: '登入成功，已加入收藏',
  authorisedThenAdded: '授權成功，已加入收藏',
  /** Not quoted by the spec: the mobile favourite toast's "open app to view" button. */
  openAppToView: '開啟 App 查看',
} as const;

/** Share and download after a login or authorisation (docs/spec/session.md#entities). */
export const gatedMessages = {
  loginThenShare: '登入成功，再點一下就能分享囉！',
  authorisedThenDownload: '授權成功，圖片下載中…',
  downloading: '圖片下載中...',
  copied: '圖片已複製',
} as const;

/** Not quoted by the spec: My Favourites (/user/collect). */
export const collectMessages = {
  description: '您收藏的室內設計作品與裝修文章。',
  loginFirst: '登入後即可查看您收藏的作品與文章。',
  login: '登入 / 註冊',
  loadFailed: '收藏內容暫時無法載入，請稍後再試',
  tabsLabel: '收藏類型',
  works: '作品',
  articles: '文章',
  /** `{n}` is the number of favourites. */
  count: '共 {n} 筆收藏',
  emptyWorks: '還沒有收藏作品，看到喜歡的作品按下收藏就會出現在這裡。',
  emptyArticles: '還沒有收藏文章，看到實用的文章按下收藏就會出現在這裡。',
  browseWorks: '去逛逛作品',
  browseArticles: '去看看文章',
  remove: '取消收藏',
  /** `{title}` is the item's title (read after 取消收藏). */
  removeOf: '：{title}',
} as const;
