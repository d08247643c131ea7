/**
 * The zh-TW message catalogue: every user-visible string that the two spec documents quote,
 * in one place. Keys are grouped by the area of the spec they come from. Strings are kept
 * exactly as the spec writes them (including the few Simplified ones the spec quotes).
 */
export const messages = {
  login: {
    mobileRequired: '請輸入行動電話',
    mobileInvalid: '請輸入正確的行動電話',
    codeRequired: '請輸入驗證碼',
    codeInvalid: '請輸入正確的驗證碼',
    sendCodeNeedsMobile: '請先輸入行動電話',
    sendCodeIdle: '發送驗證碼',
    /** Countdown label; `{n}` is the seconds left. */
    sendCodeCounting: '{n}s 重發',
    sendCodeAgain: '重發',
    consentTitle: '我已閱讀並同意',
    consentAgree: '同意授權',
    consentLinks: {
      terms: '服務條款',
      privacy: '隱私權聲明',
      service: '服務說明',
      disclaimer: '免責聲明',
    },
    openInApp: '請前往 App 繼續操作',
  },
  favourites: {
    designBlocked: '設計公司暫未開通此功能',
    removed: '取消收藏成功',
    added: '已加入收藏',
    /** Desktop toast; followed by a link to /user/collect. */
    addedWithLink: '收藏成功，已收藏至 ',
    myFavourites: '我的收藏',
    loginThenAdded: '登入成功，已加入收藏',
    authorisedThenAdded: '授權成功，已加入收藏',
  },
  gated: {
    loginThenShare: '登入成功，再點一下就能分享囉！',
    authorisedThenDownload: '授權成功，圖片下載中…',
    downloading: '圖片下載中...',
    copied: '圖片已複製',
  },
  quote: {
    submitSuccess: '送出成功',
    submitFailure: '送出失敗，請稍後重試',
    basicButton: '免費獲取裝修報價單',
    communityButton: '一鍵領取報價清單',
    tickHint: '請勾選',
    basic: {
      sizeRequired: '請輸入房屋坪數',
      sizeInvalid: '請輸入正確的房屋坪數',
      mobileRequired: '請輸入行動電話',
      mobileInvalid: '請輸入正確的行動電話',
    },
    community: {
      sizeRequired: '請填寫房屋坪數',
      sizeInvalid: '請填寫正確的房屋坪數',
      mobileRequired: '請填寫行動電話',
      mobileInvalid: '請填寫正確的行動電話',
      termsRequired: '請勾選服務條款',
      /** `{region}` and `{keyword}` (truncated to 20) are filled in. */
      emptySearch: '抱歉，“{region}” 內暫無“{keyword}”相關內容',
      emptyTips: ['換個地區試試', '縮短輸入內容，例如只輸入大樓名稱'],
      fillCommunity: '填寫社區',
      skip: '跳過',
      cancel: '取消',
      layout: '{room}房{hall}廳{bath}衛',
    },
    levels: { 1: '簡裝', 2: '精裝', 3: '豪裝' } as Record<1 | 2 | 3, string>,
    tenThousand: '萬',
    furnitureBadge: '最高折抵100%',
    confirmClose: {
      reasons: [
        '低價誘餌、報價模糊',
        '漏項施工、跳過工序',
        '惡意增項、層層加價',
        '報價含糊、用料低劣',
        '後期漲價、追加費用',
      ],
      closeFeature: '關閉報價功能',
      thinkAgain: '再想想',
    },
    close: '關閉',
  },
  article: {
    notFound: '此文章找不到了',
  },
  works: {
    notFound: '抱歉！您訪問的作品已不存在……',
  },
  errors: {
    notFoundDefault: '找不到了',
    otherStatus: '稍作等候，馬上回來~',
    backHome: '返回首頁',
    tooManyRequests: 'Too Many Requests',
    /** `{status}` is the HTTP status. */
    serviceError: 'Service error-{status}',
    /** `{path}` is the requested path. */
    pageNotFound: 'Page Not Found: {path}',
    routeNotFound: 'Page not found',
    unknown: 'Unknown error',
    imageLoad: 'Image load error',
  },
  time: {
    justNow: '剛才',
  },
  analytics: {
    backInterception: '返回攔截',
  },
  region: {
    defaultName: '臺北市',
    overseas: '海外',
  },
  modal: {
    ok: '确定',
    cancel: '取消',
  },
  tutorial: {
    understood: '瞭解了',
    tryNow: '立即體驗',
  },
  styleTest: {
    title: '風格測試',
    resultTitle: '風格測試結果',
  },
  drawer: {
    normalMember: '一般會員',
    logout: '登出',
    login: '登入',
    companyJoin: '設計公司入駐',
    help: '幫助',
    hours: '每日 9:00-18:00',
  },
} as const;

/** Replaces `{name}` placeholders in a catalogue string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
