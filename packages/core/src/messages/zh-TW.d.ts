/**
 * The zh-TW message catalogue: every user-visible string that the two spec documents quote,
 * in one place. Keys are grouped by the area of the spec they come from. Strings are kept
 * exactly as the spec writes them (including the few Simplified ones the spec quotes).
 *
 * Each area is its own const (`loginMessages`, `quoteMessages`, `basicQuoteMessages`, …) so a
 * browser bundle only carries the areas it imports; `messages` gathers them all under the
 * original keys (`messages.quote.basic` is `basicQuoteMessages`).
 */
export { basicFormMessages, basicQuoteMessages, timeMessages } from './basic-quote.ts';
export { communityQuoteMessages, quoteAmountMessages, quotePreviewMessages } from './community-quote.ts';
export { confirmCloseMessages } from './confirm-close.ts';
export { consentMessages } from './consent.ts';
export { errorMessages } from './errors.ts';
export { format } from './format.ts';
export { loginMessages } from './login.ts';
export { orderModalMessages } from './order-modal.ts';
export { quoteMessages } from './quote.ts';
/** Favourite toasts (doc 1 §3). */
export declare const favouriteMessages: {
  readonly designBlocked: '設計公司暫未開通此功能';
  readonly removed: '取消收藏成功';
  readonly added: '已加入收藏';
  /** Desktop toast; followed by a link to /user/collect. */
  readonly addedWithLink: '收藏成功，已收藏至 ';
  readonly myFavourites: '我的收藏';
  readonly loginThenAdded: '登入成功，已加入收藏';
  readonly authorisedThenAdded: '授權成功，已加入收藏';
  /** Not quoted by the spec: the mobile favourite toast's "open app to view" button. */
  readonly openAppToView: '開啟 App 查看';
};
/** Share and download after a login or authorisation (doc 1 §3). */
export declare const gatedMessages: {
  readonly loginThenShare: '登入成功，再點一下就能分享囉！';
  readonly authorisedThenDownload: '授權成功，圖片下載中…';
  readonly downloading: '圖片下載中...';
  readonly copied: '圖片已複製';
};
/** The article page. */
export declare const articleMessages: {
  readonly notFound: '此文章找不到了';
  /** Doc 2 §2: the share tooltip past 40 % of the page. Not quoted by the spec: its wording. */
  readonly shareTooltip: '覺得實用嗎？分享給朋友吧！';
  /** Not quoted by the spec: the article list and detail pages. */
  readonly listTitle: '裝修文章';
  /** `{name}` is the label or sub-label. */
  readonly listTitleOf: '{name}｜裝修文章';
  readonly listDescription: '裝修預算、格局規劃、建材挑選與施工工法，一次讀懂。';
  readonly filtersLabel: '文章分類';
  readonly subFiltersLabel: '文章子分類';
  readonly sortLabel: '排序';
  readonly sortNewest: '最新';
  readonly sortPopular: '最熱門';
  readonly allLabels: '全部';
  readonly allArticles: '看全部文章';
  /** `{n}` is the number of articles. */
  readonly total: '共 {n} 篇文章';
  readonly empty: '這個分類還沒有文章';
  /** `{n}` is the minutes. */
  readonly readingMinutes: '閱讀約 {n} 分鐘';
  /** `{n}` is the view count. */
  readonly views: '{n} 次瀏覽';
  readonly home: '首頁';
  readonly breadcrumb: '目前位置';
  readonly labelsLabel: '文章標籤';
  readonly providedBy: '本文內容由';
  /** `{n}` is the number of photos. */
  readonly allPhotos: '查看全部 {n} 張圖片';
  readonly actionsLabel: '文章互動';
  readonly collect: '收藏';
  readonly collected: '已收藏';
  readonly favourite: '喜歡';
  readonly dislike: '不喜歡';
  readonly share: '分享';
  readonly shareCopy: '複製連結';
  readonly shareFacebook: '分享到 Facebook';
  readonly shareLine: '分享到 LINE';
  readonly linkCopied: '連結已複製';
  readonly quoteTitle: '看完文章，想知道自己家裝修要花多少？';
  readonly mayLike: '你可能也喜歡';
  readonly sameStyleWorks: '同風格作品';
};
/** The work detail page. */
export declare const worksMessages: {
  readonly notFound: '抱歉！您訪問的作品已不存在……';
  /** Not quoted by the spec: the works lists, the work detail, its gallery and photo pages. */
  readonly listTitle: '室內設計作品';
  readonly listDescription: '依風格、空間、屋況、預算、坪數與地區，找到喜歡的室內設計作品。';
  readonly goodTitle: '精選代表作品';
  readonly goodDescription: '從拆除到完工的完整施工紀錄，看見設計公司的真功夫。';
  readonly goodPromo: '看完整施工過程，從拆除到完工';
  readonly closePromo: '關閉精選代表作品提示';
  readonly filtersTitle: '篩選條件';
  readonly filters: {
    readonly style: '風格';
    readonly space: '空間';
    readonly housingType: '屋況';
    readonly budget: '預算';
    readonly area: '坪數';
    readonly region: '地區';
  };
  readonly sortLabel: '排序';
  readonly sorts: {
    readonly newest: '最新';
    readonly popular: '熱門';
  };
  /** `{total}` is the number of works found. */
  readonly total: '共 {total} 件作品';
  readonly empty: '沒有符合條件的作品，換個條件試試';
  readonly clearFilters: '清除篩選條件';
  readonly loading: '作品載入中…';
  readonly representBadge: '代表作';
  readonly photosUnit: '張';
  readonly breadcrumb: '頁面路徑';
  readonly asideLabel: '作品資訊';
  readonly galleryTitle: '作品照片';
  readonly tabs: {
    readonly photos: '空間實景';
    readonly construction: '施工過程';
  };
  readonly spacesNav: '依空間瀏覽';
  readonly stagesLabel: '施工階段';
  /** `{n}` is the number of photos. */
  readonly photoCount: '{n} 張';
  /** `{name}` is the photo's description. */
  readonly viewPhoto: '查看大圖：{name}';
  readonly noPhotos: '此作品暫無照片';
  readonly descriptionTitle: '設計理念';
  readonly videosTitle: '作品影片';
  readonly recommendedTitle: '推薦作品';
  readonly neighboursLabel: '上一個與下一個作品';
  readonly previousWork: '上一個作品';
  readonly nextWork: '下一個作品';
  readonly facts: {
    readonly style: '風格';
    readonly housingType: '屋況';
    readonly area: '坪數';
    readonly layout: '格局';
    readonly budget: '預算';
    readonly region: '地區';
    readonly designer: '設計師';
  };
  readonly tagsLabel: '作品標籤';
  readonly collect: '收藏';
  readonly collected: '已收藏';
  /** `{n}` is the number of members who collected the work. */
  readonly collectCount: '{n} 人收藏';
  /** `{work}` and `{space}` are the work's title and the photo's space. */
  readonly photoTitle: '{work}｜{space}照片';
  /** `{current}` and `{total}`. */
  readonly photoPosition: '第 {current} 張，共 {total} 張';
  readonly photoNav: '照片導覽';
  readonly previousPhoto: '上一張';
  readonly nextPhoto: '下一張';
  readonly backToWork: '回到作品';
  readonly morePhotos: '更多照片';
  readonly allPhotos: '全部照片';
  /** `{work}` is the work's title. */
  readonly allPhotosTitle: '{work}｜全部照片';
};
/** Not quoted by the spec: the image viewer's controls (its load-error alt is `errorPageMessages.imageLoad`). */
export declare const imageViewerMessages: {
  readonly zoomIn: '放大';
  readonly zoomOut: '縮小';
  readonly zoomLevel: '縮放比例';
  readonly rotate: '旋轉';
  readonly previous: '上一張';
  readonly next: '下一張';
  readonly close: '關閉';
  readonly help: '按 + 或 − 縮放，R 旋轉，左右方向鍵切換照片，Esc 關閉；雙擊照片可放大或還原。';
  /** `{current}` and `{total}`. */
  readonly position: '{current} / {total}';
};
/** Not quoted by the spec: the page links under every list. */
export declare const listMessages: {
  readonly pagination: '分頁';
  readonly previousPage: '上一頁';
  readonly nextPage: '下一頁';
  /** `{n}` is the page number. */
  readonly pageN: '第 {n} 頁';
};
/** Not quoted by the spec: the companies, their ratings and reviews, and the reputation ranking. */
export declare const companyMessages: {
  readonly notFound: '找不到此設計公司';
  readonly listTitle: '設計公司';
  readonly listDescription: '依服務地區與擅長風格，比較設計公司的口碑評價、作品與預算。';
  /** `{name}` is the company's name. */
  readonly detailTitle: '{name}｜評價與作品';
  readonly rankingTitle: '設計公司口碑排行';
  readonly rankingDescription: '依真實屋主評價排序的設計公司口碑排行榜。';
  readonly filtersTitle: '篩選條件';
  readonly filters: {
    readonly region: '地區';
    readonly style: '風格';
    readonly score: '評分';
  };
  readonly sortLabel: '排序';
  readonly sorts: {
    readonly reputation: '口碑';
    readonly newest: '最新';
    readonly works: '作品數';
  };
  readonly reviewSorts: {
    readonly newest: '最新';
    readonly scoreHigh: '評分高到低';
    readonly scoreLow: '評分低到高';
  };
  /** `{total}` is the number of companies. */
  readonly total: '共 {total} 家設計公司';
  readonly empty: '沒有符合條件的設計公司';
  readonly clearFilters: '清除篩選條件';
  readonly breadcrumb: '頁面路徑';
  readonly sectionsNav: '公司頁面導覽';
  readonly asideLabel: '諮詢設計公司';
  /** `{name}` is the company's name. */
  readonly quoteLead: '想請{name}報價？留下需求，免費取得裝修報價單。';
  readonly profileTitle: '公司簡介';
  readonly worksTitle: '作品';
  readonly reviewsTitle: '屋主評價';
  readonly googleTitle: 'Google 評價';
  readonly facts: {
    readonly region: '所在地區';
    readonly founded: '成立年份';
    readonly team: '團隊規模';
    readonly price: '常見預算';
    readonly styles: '擅長風格';
    readonly served: '服務地區';
    readonly address: '地址';
  };
  /** `{n}` is the team size. */
  readonly teamSize: '{n} 人';
  /** `{n}` is the number of works. */
  readonly worksCount: '{n} 件作品';
  readonly noWorks: '此公司尚未上傳作品';
  /** `{score}` and `{count}`: average and number of on-site ratings. */
  readonly ratingSummary: '評分 {score}（{count} 則評價）';
  /** `{n}` is the number of ratings. */
  readonly ratingCount: '{n} 則評價';
  readonly noRatings: '尚無屋主評價';
  /** `{score}` is the score out of 5. */
  readonly starsLabel: '5 顆星中的 {score} 顆星';
  /** `{n}` is a number of stars. */
  readonly starN: '{n} 星';
  readonly distribution: '評分分布';
  readonly topLabels: '屋主常提到';
  readonly labels: '評價標籤';
  /** `{n}` is the budget in 萬. */
  readonly budget: '預算 {n} 萬';
  readonly reviewWork: '查看這位屋主的作品';
  /** `{score}` and `{n}`: the Google score and count. */
  readonly googleShort: 'Google {score}（{n} 則）';
  /** `{n}` is the number of Google reviews. */
  readonly googleCount: '{n} 則 Google 評價';
  readonly noGoogle: '尚無 Google 評價';
  readonly loadFailed: '評價暫時無法載入，請稍後再試';
  /** `{n}` is the place in the ranking. */
  readonly rank: '第 {n} 名';
  readonly onSiteTitle: '屋主站內評價';
  readonly onSiteDescription: '在本站完成裝修的屋主，對設計公司的真實評分與心得。';
  readonly onSiteLink: '看屋主站內評價';
  readonly offSiteTitle: 'Google 評價';
  readonly offSiteDescription: '設計公司在 Google 上的評分與最新評論，與站內評價一起參考。';
  readonly offSiteLink: '看 Google 評價';
  /** `{total}` is the number of reviews. */
  readonly reviewTotal: '共 {total} 則評價';
  readonly noReviews: '沒有符合條件的評價';
};
/** Not quoted by the spec: the ranking boards page. */
export declare const rankingMessages: {
  readonly title: '排行榜';
  readonly description: '口碑最好的設計公司、作品最多的設計公司與最多人看的作品。';
  readonly reputation: '口碑排行';
  readonly mostWorks: '作品數排行';
  readonly popularWorks: '熱門作品';
  /** `{n}` is the number of views. */
  readonly views: '{n} 次瀏覽';
};
/** Not quoted by the spec: the recommendations page. */
export declare const recommendationMessages: {
  readonly title: '好物推薦';
  readonly description: '編輯精選的裝修文章、代表作品與口碑設計公司。';
  readonly articles: '編輯精選文章';
};
/** Not quoted by the spec: the themes page. */
export declare const themeMessages: {
  readonly title: '風格主題';
  readonly description: '依居家風格整理的作品、文章與設計公司。';
  readonly breadcrumb: '頁面路徑';
  /** `{name}` is the style's name. */
  readonly themeTitle: '{name}主題';
  readonly themeDescription: '{name}的熱門作品、裝修文章與擅長{name}的設計公司。';
  readonly works: '熱門作品';
  readonly articles: '相關文章';
  readonly companies: '擅長的設計公司';
};
/** Not quoted by the spec: the videos page. */
export declare const videoMessages: {
  readonly title: '裝修影音';
  readonly description: '一分鐘看懂裝修：依分類看最新與最多人看的裝修短影音。';
  readonly filtersTitle: '影片分類';
  readonly category: '分類';
  readonly mostPlayed: '最多播放';
  /** `{total}` is the number of videos. */
  readonly total: '共 {total} 部影片';
  readonly empty: '此分類暫無影片';
  /** `{n}` is the number of plays. */
  readonly plays: '{n} 次播放';
};
/** Not quoted by the spec: the new-home unboxing page. */
export declare const openBoxMessages: {
  readonly title: '新屋開箱';
  readonly description: '屋主親自分享完工新家：格局、預算與裝修心得。';
  readonly filtersTitle: '開箱分類';
  readonly category: '分類';
  /** `{total}` is the number of articles. */
  readonly total: '共 {total} 篇開箱';
  readonly empty: '此分類暫無開箱文章';
};
/** The error pages (doc 1 §8). */
export declare const errorPageMessages: {
  readonly notFoundDefault: '找不到了';
  readonly otherStatus: '稍作等候，馬上回來~';
  readonly backHome: '返回首頁';
  readonly tooManyRequests: 'Too Many Requests';
  /** `{path}` is the requested path. */
  readonly pageNotFound: 'Page Not Found: {path}';
  readonly routeNotFound: 'Page not found';
  readonly imageLoad: 'Image load error';
};
/** Analytics entry names. */
export declare const analyticsMessages: {
  readonly backInterception: '返回攔截';
};
/** Regions. */
export declare const regionMessages: {
  readonly defaultName: '臺北市';
  readonly overseas: '海外';
};
/** The generic modal buttons. */
export declare const modalMessages: {
  readonly ok: '确定';
  readonly cancel: '取消';
};
/** The tutorial overlay. */
export declare const tutorialMessages: {
  readonly understood: '瞭解了';
  readonly tryNow: '立即體驗';
};
/** The style test. */
export declare const styleTestMessages: {
  readonly title: '風格測試';
  readonly resultTitle: '風格測試結果';
  /** Not quoted by the spec: the test and result pages. */
  readonly description: '選出喜歡的空間照片，3 分鐘找到最適合你的居家風格。';
  /** `{min}`, `{max}` and `{suggested}` are the pick limits. */
  readonly lead: '憑直覺選出 {min} 到 {max} 張你喜歡的空間照片（建議 {suggested} 張），我們幫你找出你的居家風格。';
  /** `{n}` is how many took the test. */
  readonly tested: '已有 {n} 人完成測試';
  readonly pickLegend: '選出你喜歡的照片';
  /** `{n}` is the picture's number, `{space}` its room. */
  readonly pictureAlt: '第 {n} 張：{space}設計照片';
  /** `{n}` picked so far, `{more}` still needed. */
  readonly pickMore: '已選 {n} 張，再選 {more} 張就能看結果';
  /** `{n}` picked, `{max}` at most. */
  readonly picked: '已選 {n} 張（最多 {max} 張）';
  readonly submit: '看我的風格';
  readonly unavailable: '測驗暫時無法使用，請稍後再試';
  readonly resultNotFound: '找不到此風格測驗結果';
  readonly resultDescription: '你的居家風格測試結果與推薦作品。';
  /** `{style}` is the main style. */
  readonly resultDescriptionOf: '你的居家風格是{style}：看看適合你的設計作品與裝修建議。';
  readonly noResult: '你還沒有做過風格測試，花 3 分鐘找出你的居家風格吧！';
  readonly start: '開始測試';
  readonly retake: '重新測試';
  readonly mainStyle: '你的主要風格';
  readonly yourStyle: '你的居家風格是';
  readonly breakdown: '你選擇的風格比例';
  /** `{style}` is the main style. */
  readonly worksOf: '{style}作品推薦';
  /** `{style}` is the main style. */
  readonly moreWorks: '看更多{style}作品';
  readonly quoteTitle: '喜歡這個風格？看看裝修要多少錢';
  readonly quoteLead: '輸入坪數與地區，免費拿到簡裝、精裝、豪裝三種預算';
  readonly required: '必填';
  /** `{title}` is the question. */
  readonly surveyRequired: '請回答「{title}」';
  readonly surveySubmit: '送出問卷';
  readonly surveyThanks: '感謝您的填寫！我們會依您的需求推薦更合適的內容。';
};
/** The mobile drawer. */
export declare const drawerMessages: {
  readonly normalMember: '一般會員';
  readonly logout: '登出';
  readonly login: '登入';
  readonly companyJoin: '設計公司入駐';
  readonly help: '幫助';
  readonly hours: '每日 9:00-18:00';
  /** Not quoted by the spec: the drawer's labels, help links and sister-app list. */
  readonly title: '選單';
  readonly close: '關閉選單';
  readonly nav: '網站導覽';
  readonly teaching: '使用教學';
  readonly notice: '最新公告';
  readonly phoneLabel: '客服電話';
  readonly mailLabel: '客服信箱';
  readonly hoursLabel: '服務時間';
  readonly qrCaption: '設計公司專屬客服';
  readonly qrAlt: '設計公司專屬客服 QR Code';
  readonly apps: '旗下 App';
  readonly sisterApps: readonly [
    '裝修好家',
    '好家設計師',
    '好家估價',
    '好家建材',
    '好家家具',
    '好家家電',
    '好家收納',
    '好家清潔',
    '好家搬家',
    '好家修繕',
    '好家找房',
  ];
};
/** Not quoted by the spec: the site's name, tagline, header, nav and shared page wording. */
export declare const siteMessages: {
  readonly name: 'Renovo 裝修好家';
  /** Doc 2 §1: "practical inspiration to find the answer to decorating a home". */
  readonly tagline: '實用的居家靈感，找到裝修問題的答案';
  readonly description: '實用的居家靈感，找到裝修問題的答案：設計作品、裝修文章、口碑評價與免費裝修報價。';
  readonly home: '首頁';
  readonly skipToContent: '跳到主要內容';
  readonly openMenu: '開啟選單';
  readonly mainNav: '主選單';
  readonly more: '更多';
  readonly newTag: 'NEW';
  readonly search: '搜尋';
  readonly searchLabel: '搜尋作品、文章與設計公司';
  readonly searchPlaceholder: '搜尋作品、文章、設計公司';
  readonly allArticles: '全部文章';
  readonly regionLabel: '所在地區';
  /** `{region}` is the current region's name. */
  readonly regionButton: '目前地區：{region}，切換地區';
  readonly regionDialog: '選擇地區';
  readonly loading: '載入中…';
  readonly empty: '暫無內容';
  readonly loadFailed: '內容暫時無法載入，請稍後再試';
  readonly viewMore: '查看更多';
  readonly footerCopyright: '© Renovo 裝修好家';
  readonly newRelease: '網站已更新，正在重新載入…';
};
/** Not quoted by the spec: the main nav items (doc 2 §2 routes) and the more menu. */
export declare const navMessages: {
  readonly home: '首頁';
  readonly company: '設計公司';
  readonly works: '作品';
  readonly good: '代表作品';
  readonly article: '裝修攻略';
  readonly recommendation: '好物推薦';
  readonly ranking: '排行榜';
  readonly quote: '免費報價';
  readonly quoteTag: '免費';
  readonly theme: '主題';
  readonly video: '影音';
  readonly openBox: '新屋開箱';
  readonly toto: '裝修指南';
  readonly reputation: '口碑排行';
  readonly recruit: '設計公司入駐';
  readonly shorts: '短影音';
};
/** Not quoted by the spec: the home page's sections. */
export declare const homeMessages: {
  readonly title: '找設計公司、看裝修作品、免費估價';
  readonly banners: '精選活動';
  readonly works: '精選代表作品';
  readonly articles: '最新裝修文章';
  readonly shorts: '裝修短影音';
  readonly companies: '熱門設計公司';
  readonly quoteTitle: '3 分鐘拿到裝修報價';
  readonly quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
  /** `{count}` is the number of works. */
  readonly worksCount: '{count} 件作品';
  /** `{score}` is the average rating. */
  readonly rating: '評分 {score}';
};
/** Not quoted by the spec: the short-video list, player and embed. */
export declare const shortsMessages: {
  readonly listTitle: '裝修短影音';
  /** `{name}` is the category. */
  readonly listTitleOf: '{name}｜裝修短影音';
  readonly listDescription: '一分鐘看懂裝修重點：預算、格局、建材與真實案例。';
  readonly categoriesLabel: '影片分類';
  readonly allCategories: '全部';
  readonly sortLabel: '排序';
  readonly sortNewest: '最新';
  readonly sortPopular: '最多人看';
  readonly empty: '目前沒有影片';
  readonly notFound: '找不到此影片';
  readonly duration: '片長';
  /** `{n}` is the play count. */
  readonly plays: '{n} 次播放';
  /** `{title}` is the video's title. */
  readonly play: '播放：{title}';
  /** `{title}` is the video's title. */
  readonly pause: '暫停：{title}';
  readonly viewWork: '看完整作品';
  readonly neighbours: '上一則與下一則影片';
  readonly previous: '上一則';
  readonly next: '下一則';
  readonly more: '更多短影音';
  readonly allShorts: '看全部短影音';
  readonly watchOnSite: '在 Renovo 裝修好家看更多短影音';
};
/** Not quoted by the spec: the search page (doc 2 §2 /search?keyword=). */
export declare const searchMessages: {
  readonly title: '搜尋';
  /** `{keyword}` is the search keyword. */
  readonly titleOf: '「{keyword}」的搜尋結果';
  readonly description: '搜尋室內設計作品、裝修文章與設計公司。';
  readonly inputLabel: '搜尋關鍵字';
  readonly placeholder: '搜尋作品、文章、設計公司';
  readonly submit: '搜尋';
  readonly prompt: '輸入關鍵字，例如「北歐風客廳」、「小坪數收納」或設計公司名稱。';
  readonly tabsLabel: '搜尋類型';
  readonly all: '全部';
  readonly works: '作品';
  readonly articles: '文章';
  readonly companies: '設計公司';
  /** `{kind}` is works, articles or companies; `{n}` the count. */
  readonly kindCount: '{kind}（{n}）';
  /** `{n}` is the total. */
  readonly viewAll: '查看全部 {n} 筆';
  /** `{kind}` is works, articles or companies. */
  readonly kindEmpty: '沒有符合的{kind}';
  /** `{keyword}` is the search keyword. */
  readonly none: '找不到與「{keyword}」相關的內容';
  readonly noneTip: '試試較短的關鍵字，或換個說法，例如只輸入風格或空間名稱。';
};
/** Not quoted by the spec: My Favourites (/user/collect). */
export declare const collectMessages: {
  readonly description: '您收藏的室內設計作品與裝修文章。';
  readonly loginFirst: '登入後即可查看您收藏的作品與文章。';
  readonly login: '登入 / 註冊';
  readonly loadFailed: '收藏內容暫時無法載入，請稍後再試';
  readonly tabsLabel: '收藏類型';
  readonly works: '作品';
  readonly articles: '文章';
  /** `{n}` is the number of favourites. */
  readonly count: '共 {n} 筆收藏';
  readonly emptyWorks: '還沒有收藏作品，看到喜歡的作品按下收藏就會出現在這裡。';
  readonly emptyArticles: '還沒有收藏文章，看到實用的文章按下收藏就會出現在這裡。';
  readonly browseWorks: '去逛逛作品';
  readonly browseArticles: '去看看文章';
  readonly remove: '取消收藏';
  /** `{title}` is the item's title (read after 取消收藏). */
  readonly removeOf: '：{title}';
};
/** Not quoted by the spec: the login pages (/login, /login/bind, /user-login). */
export declare const loginPageMessages: {
  readonly loginTitle: '登入 / 註冊';
  readonly loginLead: '用手機號碼與簡訊驗證碼登入，未註冊的號碼會自動建立帳號。';
  readonly bindTitle: '綁定手機號碼';
  readonly bindLead: '綁定手機號碼後，即可收藏作品、領取報價並接收設計公司的聯繫。';
  readonly userTitle: '會員中心登入';
  readonly userLead: '登入會員中心，管理您收藏的作品與文章。';
  readonly benefitsTitle: '登入後您可以';
  readonly benefits: readonly [
    '收藏喜歡的作品與文章，隨時回來看',
    '免費領取裝修報價清單',
    '與設計公司聯繫，比較報價與評價',
  ];
};
/** Not quoted by the spec: the quote form page, the quote entries and the two result pages. */
export declare const quotePageMessages: {
  readonly title: '免費裝修報價';
  readonly description: '輸入地區、坪數與手機，3 分鐘免費拿到簡裝、精裝、豪裝三種裝修預算清單。';
  readonly heading: '免費獲取裝修報價單';
  readonly lead: '輸入房屋所在地區與坪數，立即拿到依實際行情試算的裝修報價清單，裝修前先掌握預算。';
  readonly stepsTitle: '三步驟拿到報價';
  readonly steps: readonly ['選擇房屋所在地區', '填寫房屋坪數與手機號碼', '立即查看三種等級的報價清單'];
  readonly communityTitle: '知道社區名稱？';
  readonly communityLead: '選擇您的社區，自動帶入格局與坪數，報價更精準。';
  readonly whyTitle: '為什麼裝修前要先看報價？';
  readonly entryTitle: '3 分鐘拿到裝修報價';
  readonly entryLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
  readonly resultTitle: '裝修報價清單';
  readonly resultDescription: '依您的地區、坪數與格局試算的簡裝、精裝、豪裝裝修報價清單。';
  readonly resultNotFound: '找不到此報價單';
  readonly basicResultTitle: '您的裝修報價清單';
  readonly basicResultLead: '以下是依您填寫的地區與坪數試算的三種裝修等級預算，點選等級可查看明細。';
  readonly communityResultTitle: '您的社區裝修報價清單';
  readonly communityResultLead: '以下是依您社區的格局與坪數試算的三種裝修等級預算，點選等級可查看明細。';
  readonly summaryLabel: '報價條件';
  readonly regionLabel: '地區';
  readonly sizeLabel: '坪數';
  readonly layoutLabel: '格局';
  readonly communityLabel: '社區';
  readonly createdLabel: '試算時間';
  readonly levelsHeading: '三種裝修等級總價';
  /** `{amount}` is an amount in 萬. */
  readonly about: '約 {amount}';
  readonly designPart: '設計與施工';
  readonly furniturePart: '家具與家電';
  readonly detailHeading: '報價明細';
  readonly disclaimer: '報價依市場行情試算，實際價格以設計公司丈量後的報價為準。';
  readonly nextHeading: '下一步';
  readonly nextCompanies: '找設計公司';
  readonly nextWorks: '看同坪數作品';
  readonly again: '重新試算';
};
/** Not quoted by the spec: the landing pages (doc 1 §2). */
export declare const landingMessages: {
  readonly loadFailed: '內容暫時無法載入，請稍後再試';
  readonly empty: '目前沒有內容';
  readonly heal: {
    readonly title: '療癒宅設計';
    readonly description: '採光、植栽與自然材質，打造下班後能真正放鬆的家：療癒宅作品與免費裝修報價。';
    readonly kicker: '療癒居家';
    readonly heading: '打造一個回家就放鬆的療癒宅';
    readonly lead: '好的採光、順暢的動線和觸感溫潤的材質，讓家成為最好的休息處。看看設計師怎麼做，再算算自己家的預算。';
    readonly points: readonly ['大面採光與通風規劃', '植栽與自然材質的運用', '收納到位，空間不雜亂'];
    readonly featuresTitle: '療癒宅的三個關鍵';
    readonly features: readonly [
      {
        readonly title: '光線';
        readonly text: '引入自然光、搭配層次照明，白天明亮、晚上溫暖。';
      },
      {
        readonly title: '材質';
        readonly text: '原木、棉麻與石材，觸感溫潤，也讓空間更安靜。';
      },
      {
        readonly title: '綠意';
        readonly text: '在窗邊與角落加入植栽，讓家多一點生命力。';
      },
    ];
    readonly worksTitle: '療癒宅作品';
    readonly worksLead: '設計師打造的療癒居家，找找你喜歡的樣子。';
    readonly quoteTitle: '想打造自己的療癒宅？';
    readonly quoteLead: '先算算裝修預算，3 分鐘拿到三種等級的報價清單。';
  };
  readonly toto: {
    readonly title: '裝修指南';
    readonly description: '從預算、格局、建材到施工驗收，依主題整理的裝修短影音與文章。';
    readonly kicker: '裝修指南';
    readonly heading: '第一次裝修就上手的裝修指南';
    readonly lead: '把裝修拆成幾個主題，每個主題都有一分鐘短影音和最多人看的文章，依序看完就能掌握重點。';
    readonly points: readonly ['依主題整理，不怕漏看', '短影音快速看懂', '搭配文章深入了解'];
    readonly tocTitle: '指南主題';
    readonly moreArticles: '看更多文章';
    readonly moreShorts: '看更多影片';
    readonly quoteTitle: '看完指南，來算算自己家的預算';
    readonly quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
  };
  readonly compare: {
    readonly title: '裝修報價比一比';
    readonly description: '一次取得多家設計公司報價，比較價格、工法與口碑，找到適合的設計公司。';
    readonly kicker: '免費比價';
    readonly heading: '一次比較 3 家設計公司報價';
    readonly lead: '填一次資料，就能收到符合需求的設計公司報價。比價格、比工法、比口碑，避開裝修陷阱。';
    readonly points: readonly ['免費媒合 3 家設計公司', '報價明細透明好比較', '真實屋主評價可參考'];
    readonly stepsTitle: '比價流程';
    readonly steps: readonly ['填寫地區、坪數與手機', '系統媒合適合的設計公司', '收到報價，安心比較'];
    readonly formTitle: '開始比價';
    readonly formLead: '填寫房屋資料，我們會為您媒合設計公司並提供報價清單。';
    readonly watchTitle: '比價時要注意';
    readonly tips: readonly [
      {
        readonly title: '看清楚報價明細';
        readonly text: '每個工項的數量、單價與材料都應寫明，避免日後追加。';
      },
      {
        readonly title: '確認工程範圍';
        readonly text: '拆除、水電、泥作與清潔是否都包含在內。';
      },
      {
        readonly title: '參考屋主評價';
        readonly text: '看看其他屋主對施工品質與溝通的評價。';
      },
    ];
    readonly companiesTitle: '接受比價的設計公司';
    readonly companiesLead: '依口碑排序，點進去看看作品與評價。';
    readonly ownerLink: '看屋主怎麼評價設計公司';
  };
  readonly evaluateOwner: {
    readonly title: '屋主真實評價';
    readonly description: '真實屋主分享的設計公司評價：設計、施工、服務、預算與工期，比較後再決定。';
    readonly kicker: '屋主評價';
    readonly heading: '聽聽屋主怎麼說，再決定找誰裝修';
    readonly lead: '每一則評價都來自完工的屋主，依設計、施工、服務、預算與工期打分，幫你看清設計公司的實力。';
    readonly points: readonly ['完工屋主親自評分', '五個面向分別評比', '好評負評都公開'];
    readonly readTitle: '怎麼看評價';
    readonly readTips: readonly [
      {
        readonly title: '看分項分數';
        readonly text: '總分相近時，比較施工品質與預算控制更有參考價值。';
      },
      {
        readonly title: '看相似案例';
        readonly text: '找坪數、屋況和預算跟你接近的評價。';
      },
      {
        readonly title: '看負評怎麼處理';
        readonly text: '設計公司如何回應問題，往往比分數更重要。';
      },
    ];
    readonly reviewsTitle: '最新屋主評價';
    /** `{n}` is the number of reviews. */
    readonly reviewsLead: '共 {n} 則屋主評價';
    readonly allReviews: '看全部屋主評價';
    readonly companiesTitle: '口碑好的設計公司';
    readonly quoteTitle: '想知道找設計公司要花多少？';
    readonly quoteLead: '先拿到報價清單，跟設計公司討論更有底。';
  };
  readonly resourcePackage: {
    readonly title: '裝修資源包';
    readonly description: '裝修預算表、流程時間表、合約與驗收檢查清單，免費領取裝修資源包與報價清單。';
    readonly kicker: '免費領取';
    readonly heading: '第一次裝修必備的資源包';
    readonly lead: '把裝修前最需要的表單與清單整理成一包：從抓預算、排進度、簽合約到驗收，照著做就不漏項。';
    readonly points: readonly ['預算表與報價清單', '合約與驗收檢查清單', '建材挑選重點整理'];
    readonly getPackage: '免費領取資源包';
    readonly lazyLink: '先看懶人包';
    readonly kitTitle: '資源包內容';
    readonly kitLead: '六份實用資料，裝修每個階段都用得到。';
    readonly kit: readonly [
      {
        readonly title: '裝修預算表';
        readonly text: '依工項列出預算，搭配報價清單一起使用。';
      },
      {
        readonly title: '裝修流程時間表';
        readonly text: '從設計到入住的每個階段與所需時間。';
      },
      {
        readonly title: '合約檢查清單';
        readonly text: '簽約前必看的付款、保固與追加條款。';
      },
      {
        readonly title: '驗收檢查清單';
        readonly text: '水電、泥作、木作與油漆的驗收重點。';
      },
      {
        readonly title: '建材挑選指南';
        readonly text: '地板、磁磚、系統櫃的選擇與保養。';
      },
      {
        readonly title: '風格靈感圖庫';
        readonly text: '依風格整理的設計作品，找到喜歡的樣子。';
      },
    ];
    readonly formTitle: '填寫資料免費領取';
    readonly formLead: '留下地區、坪數與手機，資源包連同您的裝修報價清單一起送上。';
    readonly faqTitle: '常見問題';
    readonly faq: readonly [
      {
        readonly q: '資源包需要付費嗎？';
        readonly a: '完全免費，填寫資料後即可領取。';
      },
      {
        readonly q: '留下手機會被一直打電話嗎？';
        readonly a: '我們只會在您同意後提供報價與服務聯繫，您隨時可以取消。';
      },
      {
        readonly q: '還沒決定要不要裝修也可以領嗎？';
        readonly a: '可以，資源包就是幫您在決定前先了解裝修的流程與預算。';
      },
    ];
  };
  readonly lazy: {
    readonly title: '裝修懶人包';
    readonly description: '裝修前必懂的重點一次看：預算、流程、合約與驗收，加上各主題最多人看的文章。';
    readonly kicker: '懶人包';
    readonly heading: '裝修懶人包：5 分鐘掌握裝修重點';
    readonly lead: '沒時間看完整資料？先看這份懶人包，掌握裝修最重要的幾件事。';
    readonly mustTitle: '裝修前必懂的 5 件事';
    readonly must: readonly [
      '先訂預算上限，並預留一到兩成作為追加費用',
      '拿到報價後逐項比對數量、單價與材料',
      '合約寫清楚付款節點、工期與保固',
      '施工期間定期到現場確認進度',
      '驗收時依清單逐項檢查，再付尾款',
    ];
    readonly readsTitle: '各主題必讀文章';
    readonly readsLead: '每個主題最多人看的三篇文章。';
    readonly quoteTitle: '重點看完了，算算你的預算';
    readonly quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
  };
  readonly decorationQuotes: {
    readonly title: '裝修報價怎麼算';
    readonly description: '簡裝、精裝、豪裝各要多少錢？看報價範例，輸入坪數免費拿到您家的裝修報價清單。';
    readonly kicker: '裝修報價';
    readonly heading: '裝修要花多少錢？先看一份報價清單';
    readonly lead: '依實際行情，按設計與施工、家具與家電分項試算。輸入坪數，立即拿到三種裝修等級的報價清單。';
    readonly points: readonly ['簡裝、精裝、豪裝一次比較', '分項列出數量與單價', '知道社區名稱，報價更精準'];
    readonly levelsTitle: '三種裝修等級';
    readonly levels: readonly [
      {
        readonly title: '簡裝';
        readonly text: '基礎工程加上必要的收納與燈具，預算有限也能住得舒服。';
      },
      {
        readonly title: '精裝';
        readonly text: '完整的木作與系統櫃規劃，兼顧質感與實用。';
      },
      {
        readonly title: '豪裝';
        readonly text: '進口建材與訂製家具，打造細節講究的居家。';
      },
    ];
    readonly sampleTitle: '報價範例（30 坪）';
    readonly sampleLead: '切換等級，看看每個工項的數量、單價與金額。';
    readonly formTitle: '算算您家的裝修報價';
    readonly formLead: '填寫地區、坪數與手機，立即查看您的報價清單。';
  };
};
/** Not quoted by the spec: the company onboarding page (/designer/recruit). */
export declare const recruitMessages: {
  readonly title: '設計公司入駐';
  readonly description: '加入 Renovo 裝修好家，展示作品、累積口碑，接觸正在找設計公司的屋主。';
  readonly kicker: '設計公司入駐';
  readonly heading: '讓正在找設計的屋主找到你';
  readonly lead: '每天都有屋主在這裡看作品、比較評價、索取報價。入駐後，你的作品與口碑就是最好的業務。';
  readonly points: readonly ['作品集與公司頁面免費建立', '媒合符合條件的裝修需求', '累積真實屋主評價'];
  readonly apply: '寄信申請入駐';
  readonly mailSubject: '設計公司入駐申請';
  readonly login: '已有帳號？登入';
  readonly benefitsTitle: '入駐的好處';
  readonly benefits: readonly [
    {
      readonly title: '作品曝光';
      readonly text: '作品依風格、空間與預算被屋主搜尋與收藏。';
    },
    {
      readonly title: '精準媒合';
      readonly text: '依服務地區與預算，收到符合條件的裝修需求。';
    },
    {
      readonly title: '口碑累積';
      readonly text: '完工屋主的評價，成為新客戶最信任的推薦。';
    },
  ];
  readonly stepsTitle: '入駐流程';
  readonly steps: readonly [
    '寄信或來電提出申請',
    '專人聯繫並審核公司資料',
    '建立公司頁面與作品集',
    '開始接收裝修需求',
  ];
  readonly needsTitle: '申請條件';
  readonly needs: readonly ['合法登記的設計或裝修公司', '至少 3 件完工作品', '可提供公司登記與相關證照'];
  readonly contactTitle: '聯絡我們';
  readonly contactLead: '對入駐有任何問題，歡迎來電或來信。';
};
/** Not quoted by the spec: the help pages (/v2/teaching, /v2/notice/250). */
export declare const helpMessages: {
  readonly teachingTitle: '使用教學';
  readonly teachingDescription: '找靈感、收藏、免費報價、找設計公司與風格測試，五分鐘學會使用 Renovo 裝修好家。';
  readonly teachingLead: '第一次來嗎？跟著以下步驟，輕鬆找到靈感、算好預算、找到適合的設計公司。';
  readonly tocTitle: '教學目錄';
  readonly topics: readonly [
    {
      readonly title: '找靈感：看作品與文章';
      readonly steps: readonly [
        '從上方選單進入「作品」或「裝修攻略」',
        '用風格、空間、坪數與預算篩選',
        '點進作品看完整照片與設計說明',
      ];
      readonly action: '去看作品';
      readonly href: '/works';
    },
    {
      readonly title: '收藏喜歡的內容';
      readonly steps: readonly [
        '在作品或文章頁按下「收藏」',
        '第一次收藏時以手機號碼登入',
        '到「我的收藏」隨時回來看',
      ];
      readonly action: '看我的收藏';
      readonly href: '/user/collect';
    },
    {
      readonly title: '免費獲取裝修報價';
      readonly steps: readonly [
        '填寫房屋所在地區與坪數',
        '留下手機號碼並同意服務條款',
        '立即查看簡裝、精裝、豪裝報價清單',
      ];
      readonly action: '免費獲取報價';
      readonly href: '/decorationfrom';
    },
    {
      readonly title: '找設計公司';
      readonly steps: readonly [
        '到「設計公司」依地區與風格篩選',
        '參考口碑排行與屋主評價',
        '看過作品後再聯繫設計公司',
      ];
      readonly action: '找設計公司';
      readonly href: '/company';
    },
    {
      readonly title: '風格測試';
      readonly steps: readonly ['選出喜歡的空間照片', '看看你的居家風格', '瀏覽同風格的推薦作品'];
      readonly action: '開始風格測試';
      readonly href: '/style-test';
    },
  ];
  readonly noticeKicker: '最新公告';
  readonly backHome: '返回首頁';
  readonly notice250: {
    readonly title: '會員服務與個人資料保護說明更新公告';
    readonly summary: 'Renovo 裝修好家更新會員服務與個人資料保護說明，說明手機號碼的使用範圍與您的權利。';
    readonly date: '2025-06-30';
    readonly body: readonly [
      '親愛的會員您好，感謝您一直以來對 Renovo 裝修好家的支持。',
      '為了讓您更清楚我們如何使用您留下的資料，我們更新了會員服務與個人資料保護說明。您的手機號碼僅用於登入驗證，以及在您同意後，提供裝修報價與設計公司的聯繫服務。',
      '您可以隨時聯繫客服，查詢、更正或要求刪除您的資料，也可以取消接收報價與服務聯繫。',
      '更新內容自公告日起生效。若您對本次更新有任何疑問，歡迎於服務時間（每日 9:00-18:00）來電或來信洽詢。',
    ];
    readonly sign: 'Renovo 裝修好家 敬上';
  };
};
/** The four statements the consent popup links to (doc 1 §2 "Consent confirmation popup"). */
export declare const statementMessages: {
  readonly updated: '最後更新：2026-11-01';
  readonly backHome: '返回首頁';
  readonly pages: {
    readonly terms: {
      readonly title: '服務條款';
      readonly summary: '使用 Renovo 裝修好家網站、App 與報價服務前請先閱讀的服務條款。';
      readonly body: readonly [
        '歡迎使用 Renovo 裝修好家（以下稱本服務）。當您使用本服務，即表示您已閱讀、瞭解並同意本條款。',
        '本服務提供裝修作品、文章、設計公司資訊與免費報價試算；試算金額僅供參考，實際價格以設計公司現場丈量與正式報價為準。',
        '您提供的手機號碼與房屋資料，將用於提供報價並協助媒合合適的設計公司；請確認資料正確且為您本人所有。',
        '請勿以任何方式干擾本服務運作或蒐集他人資料。我們得依法律或服務需要修改本條款，修改後將公告於本頁。',
      ];
    };
    readonly privacy: {
      readonly title: '隱私權聲明';
      readonly summary: 'Renovo 裝修好家如何蒐集、使用與保護您的個人資料。';
      readonly body: readonly [
        '我們僅在提供服務所需範圍內蒐集個人資料，例如手機號碼、房屋所在地區與坪數，以及您同意授權的時間與來源。',
        '登入憑證以雜湊方式保存，驗證碼僅存放有效期間內所需資訊；我們不會出售您的個人資料。',
        '經您同意後，我們會將您的聯絡資訊提供給您選擇或為您媒合的設計公司，以便其與您聯繫報價。',
        '您可以隨時聯絡客服查詢、更正或刪除您的個人資料，或撤回授權。',
      ];
    };
    readonly service: {
      readonly title: '服務說明';
      readonly summary: 'Renovo 裝修好家的免費報價、設計公司媒合與收藏等服務內容說明。';
      readonly body: readonly [
        '免費報價：填寫地區、坪數與手機號碼，即可查看簡裝、精裝、豪裝三種等級的裝修費用試算。',
        '設計公司媒合：依您的需求與地區，推薦合適的設計公司與您聯繫，您可自由決定是否委託。',
        '收藏與風格測試：登入後可收藏喜歡的作品與文章，並透過風格測試找到適合您的居家風格。',
      ];
    };
    readonly disclaimer: {
      readonly title: '免責聲明';
      readonly summary: 'Renovo 裝修好家內容與報價試算的免責聲明。';
      readonly body: readonly [
        '本服務所載作品、文章與報價試算僅供參考，不構成任何形式的承諾或保證。',
        '設計公司之服務內容、報價與施工品質由各設計公司負責；簽約前請詳閱合約並確認各項費用。',
        '因網路或不可抗力因素造成之服務中斷或資料損失，本服務不負賠償責任。',
      ];
    };
  };
};
/**
 * The whole catalogue, by area, for consumers that want everything (the server, docs, tests).
 * Browser code imports the area consts above instead, so the areas it does not use are dropped.
 */
export declare const messages: {
  readonly login: {
    readonly mobileRequired: '請輸入行動電話';
    readonly mobileInvalid: '請輸入正確的行動電話';
    readonly codeRequired: '請輸入驗證碼';
    readonly codeInvalid: '請輸入正確的驗證碼';
    readonly sendCodeNeedsMobile: '請先輸入行動電話';
    readonly sendCodeIdle: '發送驗證碼';
    readonly sendCodeCounting: '{n}s 重發';
    readonly sendCodeAgain: '重發';
    readonly openInApp: '請前往 App 繼續操作';
    readonly titles: {
      readonly default: '手機號碼登入';
      readonly bind: '綁定手機號碼';
      readonly clue: '授權手機號碼';
    };
    readonly descriptions: {
      readonly default: '未註冊的手機號碼驗證後將自動建立帳號';
      readonly bind: '為了帳號安全，請先綁定手機號碼';
      readonly clue: '授權後，我們將以此號碼為您提供裝修服務';
    };
    readonly submit: {
      readonly default: '登入';
      readonly bind: '綁定';
      readonly clue: '確認授權';
    };
    readonly mobileLabel: '行動電話';
    readonly codeLabel: '驗證碼';
  } & {
    readonly consentTitle: '我已閱讀並同意';
    readonly consentAgree: '同意授權';
    readonly consentLinks: {
      readonly terms: '服務條款';
      readonly privacy: '隱私權聲明';
      readonly service: '服務說明';
      readonly disclaimer: '免責聲明';
    };
    readonly consentPrompt: '請閱讀並同意以下條款後繼續';
  };
  readonly orderModal: {
    readonly headline: '免費獲取專屬裝修方案';
    readonly benefits: readonly ['專人 1 對 1 免費諮詢', '3 家優質設計公司比價', '報價透明，不亂加價'];
    readonly compactTitle: '留下手機，免費獲取裝修報價';
    readonly submit: '免費預約諮詢';
  };
  readonly favourites: {
    readonly designBlocked: '設計公司暫未開通此功能';
    readonly removed: '取消收藏成功';
    readonly added: '已加入收藏';
    /** Desktop toast; followed by a link to /user/collect. */
    readonly addedWithLink: '收藏成功，已收藏至 ';
    readonly myFavourites: '我的收藏';
    readonly loginThenAdded: '登入成功，已加入收藏';
    readonly authorisedThenAdded: '授權成功，已加入收藏';
    /** Not quoted by the spec: the mobile favourite toast's "open app to view" button. */
    readonly openAppToView: '開啟 App 查看';
  };
  readonly gated: {
    readonly loginThenShare: '登入成功，再點一下就能分享囉！';
    readonly authorisedThenDownload: '授權成功，圖片下載中…';
    readonly downloading: '圖片下載中...';
    readonly copied: '圖片已複製';
  };
  readonly quote: {
    readonly submitSuccess: '送出成功';
    readonly submitFailure: '送出失敗，請稍後重試';
    readonly basicButton: '免費獲取裝修報價單';
    readonly communityButton: '一鍵領取報價清單';
    readonly tickHint: '請勾選';
    readonly close: '關閉';
  } & {
    readonly levels: Record<1 | 2 | 3, string>;
    readonly tenThousand: '萬';
    readonly furnitureBadge: '最高折抵100%';
  } & {
    basic: {
      readonly sizeRequired: '請輸入房屋坪數';
      readonly sizeInvalid: '請輸入正確的房屋坪數';
      readonly mobileRequired: '請輸入行動電話';
      readonly mobileInvalid: '請輸入正確的行動電話';
      readonly regionRequired: '請選擇地區';
      readonly regionInvalid: '請選擇正確的地區';
    };
    community: {
      readonly sizeRequired: '請填寫房屋坪數';
      readonly sizeInvalid: '請填寫正確的房屋坪數';
      readonly mobileRequired: '請填寫行動電話';
      readonly mobileInvalid: '請填寫正確的行動電話';
      readonly termsRequired: '請勾選服務條款';
      readonly emptySearch: '抱歉，“{region}” 內暫無“{keyword}”相關內容';
      readonly emptyTips: readonly ['換個地區試試', '縮短輸入內容，例如只輸入大樓名稱'];
      readonly fillCommunity: '填寫社區';
      readonly skip: '跳過';
      readonly cancel: '取消';
      readonly layout: '{room}房{hall}廳{bath}衛';
      readonly title: '社區裝修報價';
      readonly regionLabel: '所在地區';
      readonly keywordLabel: '社區名稱';
      readonly keywordPlaceholder: '輸入社區或大樓名稱';
      readonly addressLabel: '地址';
      readonly layoutLabel: '格局';
      readonly sizeLabel: '房屋坪數';
      readonly sizeUnit: '坪';
      readonly mobileLabel: '行動電話';
      readonly changeCommunity: '重新選擇社區';
      readonly sizePickerTitle: '選擇房屋坪數';
      readonly confirm: '確定';
      readonly previewTitle: '裝修費用試算';
    };
    confirmClose: {
      readonly reasons: readonly [
        '低價誘餌、報價模糊',
        '漏項施工、跳過工序',
        '惡意增項、層層加價',
        '報價含糊、用料低劣',
        '後期漲價、追加費用',
      ];
      readonly closeFeature: '關閉報價功能';
      readonly thinkAgain: '再想想';
      readonly title: '確定要關閉報價嗎？';
      readonly lead: '沒看過報價就裝修，小心遇到這些陷阱：';
    };
    basicForm: {
      readonly title: '免費獲取裝修報價';
      readonly regionLabel: '所在地區';
      readonly sizeLabel: '房屋坪數';
      readonly sizeUnit: '坪';
      readonly mobileLabel: '行動電話';
      readonly terms: '我已閱讀並同意服務條款及隱私權聲明';
      readonly todayCount: '今日已有 {count} 位屋主獲取報價';
      readonly recordsLabel: '最新報價紀錄';
      readonly record: '{time} {region} {size} 屋主已獲取報價';
    };
    preview: {
      readonly label: '裝修報價預覽';
      readonly total: '預估總價';
      readonly levelsLabel: '裝修等級';
      readonly quantity: '數量';
      readonly unitPrice: '單價';
      readonly amount: '金額';
      readonly empty: '暫無報價資料';
      readonly loading: '載入中';
    };
  };
  readonly article: {
    readonly notFound: '此文章找不到了';
    /** Doc 2 §2: the share tooltip past 40 % of the page. Not quoted by the spec: its wording. */
    readonly shareTooltip: '覺得實用嗎？分享給朋友吧！';
    /** Not quoted by the spec: the article list and detail pages. */
    readonly listTitle: '裝修文章';
    /** `{name}` is the label or sub-label. */
    readonly listTitleOf: '{name}｜裝修文章';
    readonly listDescription: '裝修預算、格局規劃、建材挑選與施工工法，一次讀懂。';
    readonly filtersLabel: '文章分類';
    readonly subFiltersLabel: '文章子分類';
    readonly sortLabel: '排序';
    readonly sortNewest: '最新';
    readonly sortPopular: '最熱門';
    readonly allLabels: '全部';
    readonly allArticles: '看全部文章';
    /** `{n}` is the number of articles. */
    readonly total: '共 {n} 篇文章';
    readonly empty: '這個分類還沒有文章';
    /** `{n}` is the minutes. */
    readonly readingMinutes: '閱讀約 {n} 分鐘';
    /** `{n}` is the view count. */
    readonly views: '{n} 次瀏覽';
    readonly home: '首頁';
    readonly breadcrumb: '目前位置';
    readonly labelsLabel: '文章標籤';
    readonly providedBy: '本文內容由';
    /** `{n}` is the number of photos. */
    readonly allPhotos: '查看全部 {n} 張圖片';
    readonly actionsLabel: '文章互動';
    readonly collect: '收藏';
    readonly collected: '已收藏';
    readonly favourite: '喜歡';
    readonly dislike: '不喜歡';
    readonly share: '分享';
    readonly shareCopy: '複製連結';
    readonly shareFacebook: '分享到 Facebook';
    readonly shareLine: '分享到 LINE';
    readonly linkCopied: '連結已複製';
    readonly quoteTitle: '看完文章，想知道自己家裝修要花多少？';
    readonly mayLike: '你可能也喜歡';
    readonly sameStyleWorks: '同風格作品';
  };
  readonly works: {
    readonly notFound: '抱歉！您訪問的作品已不存在……';
    /** Not quoted by the spec: the works lists, the work detail, its gallery and photo pages. */
    readonly listTitle: '室內設計作品';
    readonly listDescription: '依風格、空間、屋況、預算、坪數與地區，找到喜歡的室內設計作品。';
    readonly goodTitle: '精選代表作品';
    readonly goodDescription: '從拆除到完工的完整施工紀錄，看見設計公司的真功夫。';
    readonly goodPromo: '看完整施工過程，從拆除到完工';
    readonly closePromo: '關閉精選代表作品提示';
    readonly filtersTitle: '篩選條件';
    readonly filters: {
      readonly style: '風格';
      readonly space: '空間';
      readonly housingType: '屋況';
      readonly budget: '預算';
      readonly area: '坪數';
      readonly region: '地區';
    };
    readonly sortLabel: '排序';
    readonly sorts: {
      readonly newest: '最新';
      readonly popular: '熱門';
    };
    /** `{total}` is the number of works found. */
    readonly total: '共 {total} 件作品';
    readonly empty: '沒有符合條件的作品，換個條件試試';
    readonly clearFilters: '清除篩選條件';
    readonly loading: '作品載入中…';
    readonly representBadge: '代表作';
    readonly photosUnit: '張';
    readonly breadcrumb: '頁面路徑';
    readonly asideLabel: '作品資訊';
    readonly galleryTitle: '作品照片';
    readonly tabs: {
      readonly photos: '空間實景';
      readonly construction: '施工過程';
    };
    readonly spacesNav: '依空間瀏覽';
    readonly stagesLabel: '施工階段';
    /** `{n}` is the number of photos. */
    readonly photoCount: '{n} 張';
    /** `{name}` is the photo's description. */
    readonly viewPhoto: '查看大圖：{name}';
    readonly noPhotos: '此作品暫無照片';
    readonly descriptionTitle: '設計理念';
    readonly videosTitle: '作品影片';
    readonly recommendedTitle: '推薦作品';
    readonly neighboursLabel: '上一個與下一個作品';
    readonly previousWork: '上一個作品';
    readonly nextWork: '下一個作品';
    readonly facts: {
      readonly style: '風格';
      readonly housingType: '屋況';
      readonly area: '坪數';
      readonly layout: '格局';
      readonly budget: '預算';
      readonly region: '地區';
      readonly designer: '設計師';
    };
    readonly tagsLabel: '作品標籤';
    readonly collect: '收藏';
    readonly collected: '已收藏';
    /** `{n}` is the number of members who collected the work. */
    readonly collectCount: '{n} 人收藏';
    /** `{work}` and `{space}` are the work's title and the photo's space. */
    readonly photoTitle: '{work}｜{space}照片';
    /** `{current}` and `{total}`. */
    readonly photoPosition: '第 {current} 張，共 {total} 張';
    readonly photoNav: '照片導覽';
    readonly previousPhoto: '上一張';
    readonly nextPhoto: '下一張';
    readonly backToWork: '回到作品';
    readonly morePhotos: '更多照片';
    readonly allPhotos: '全部照片';
    /** `{work}` is the work's title. */
    readonly allPhotosTitle: '{work}｜全部照片';
  };
  readonly imageViewer: {
    readonly zoomIn: '放大';
    readonly zoomOut: '縮小';
    readonly zoomLevel: '縮放比例';
    readonly rotate: '旋轉';
    readonly previous: '上一張';
    readonly next: '下一張';
    readonly close: '關閉';
    readonly help: '按 + 或 − 縮放，R 旋轉，左右方向鍵切換照片，Esc 關閉；雙擊照片可放大或還原。';
    /** `{current}` and `{total}`. */
    readonly position: '{current} / {total}';
  };
  readonly list: {
    readonly pagination: '分頁';
    readonly previousPage: '上一頁';
    readonly nextPage: '下一頁';
    /** `{n}` is the page number. */
    readonly pageN: '第 {n} 頁';
  };
  readonly company: {
    readonly notFound: '找不到此設計公司';
    readonly listTitle: '設計公司';
    readonly listDescription: '依服務地區與擅長風格，比較設計公司的口碑評價、作品與預算。';
    /** `{name}` is the company's name. */
    readonly detailTitle: '{name}｜評價與作品';
    readonly rankingTitle: '設計公司口碑排行';
    readonly rankingDescription: '依真實屋主評價排序的設計公司口碑排行榜。';
    readonly filtersTitle: '篩選條件';
    readonly filters: {
      readonly region: '地區';
      readonly style: '風格';
      readonly score: '評分';
    };
    readonly sortLabel: '排序';
    readonly sorts: {
      readonly reputation: '口碑';
      readonly newest: '最新';
      readonly works: '作品數';
    };
    readonly reviewSorts: {
      readonly newest: '最新';
      readonly scoreHigh: '評分高到低';
      readonly scoreLow: '評分低到高';
    };
    /** `{total}` is the number of companies. */
    readonly total: '共 {total} 家設計公司';
    readonly empty: '沒有符合條件的設計公司';
    readonly clearFilters: '清除篩選條件';
    readonly breadcrumb: '頁面路徑';
    readonly sectionsNav: '公司頁面導覽';
    readonly asideLabel: '諮詢設計公司';
    /** `{name}` is the company's name. */
    readonly quoteLead: '想請{name}報價？留下需求，免費取得裝修報價單。';
    readonly profileTitle: '公司簡介';
    readonly worksTitle: '作品';
    readonly reviewsTitle: '屋主評價';
    readonly googleTitle: 'Google 評價';
    readonly facts: {
      readonly region: '所在地區';
      readonly founded: '成立年份';
      readonly team: '團隊規模';
      readonly price: '常見預算';
      readonly styles: '擅長風格';
      readonly served: '服務地區';
      readonly address: '地址';
    };
    /** `{n}` is the team size. */
    readonly teamSize: '{n} 人';
    /** `{n}` is the number of works. */
    readonly worksCount: '{n} 件作品';
    readonly noWorks: '此公司尚未上傳作品';
    /** `{score}` and `{count}`: average and number of on-site ratings. */
    readonly ratingSummary: '評分 {score}（{count} 則評價）';
    /** `{n}` is the number of ratings. */
    readonly ratingCount: '{n} 則評價';
    readonly noRatings: '尚無屋主評價';
    /** `{score}` is the score out of 5. */
    readonly starsLabel: '5 顆星中的 {score} 顆星';
    /** `{n}` is a number of stars. */
    readonly starN: '{n} 星';
    readonly distribution: '評分分布';
    readonly topLabels: '屋主常提到';
    readonly labels: '評價標籤';
    /** `{n}` is the budget in 萬. */
    readonly budget: '預算 {n} 萬';
    readonly reviewWork: '查看這位屋主的作品';
    /** `{score}` and `{n}`: the Google score and count. */
    readonly googleShort: 'Google {score}（{n} 則）';
    /** `{n}` is the number of Google reviews. */
    readonly googleCount: '{n} 則 Google 評價';
    readonly noGoogle: '尚無 Google 評價';
    readonly loadFailed: '評價暫時無法載入，請稍後再試';
    /** `{n}` is the place in the ranking. */
    readonly rank: '第 {n} 名';
    readonly onSiteTitle: '屋主站內評價';
    readonly onSiteDescription: '在本站完成裝修的屋主，對設計公司的真實評分與心得。';
    readonly onSiteLink: '看屋主站內評價';
    readonly offSiteTitle: 'Google 評價';
    readonly offSiteDescription: '設計公司在 Google 上的評分與最新評論，與站內評價一起參考。';
    readonly offSiteLink: '看 Google 評價';
    /** `{total}` is the number of reviews. */
    readonly reviewTotal: '共 {total} 則評價';
    readonly noReviews: '沒有符合條件的評價';
  };
  readonly ranking: {
    readonly title: '排行榜';
    readonly description: '口碑最好的設計公司、作品最多的設計公司與最多人看的作品。';
    readonly reputation: '口碑排行';
    readonly mostWorks: '作品數排行';
    readonly popularWorks: '熱門作品';
    /** `{n}` is the number of views. */
    readonly views: '{n} 次瀏覽';
  };
  readonly recommendation: {
    readonly title: '好物推薦';
    readonly description: '編輯精選的裝修文章、代表作品與口碑設計公司。';
    readonly articles: '編輯精選文章';
  };
  readonly theme: {
    readonly title: '風格主題';
    readonly description: '依居家風格整理的作品、文章與設計公司。';
    readonly breadcrumb: '頁面路徑';
    /** `{name}` is the style's name. */
    readonly themeTitle: '{name}主題';
    readonly themeDescription: '{name}的熱門作品、裝修文章與擅長{name}的設計公司。';
    readonly works: '熱門作品';
    readonly articles: '相關文章';
    readonly companies: '擅長的設計公司';
  };
  readonly video: {
    readonly title: '裝修影音';
    readonly description: '一分鐘看懂裝修：依分類看最新與最多人看的裝修短影音。';
    readonly filtersTitle: '影片分類';
    readonly category: '分類';
    readonly mostPlayed: '最多播放';
    /** `{total}` is the number of videos. */
    readonly total: '共 {total} 部影片';
    readonly empty: '此分類暫無影片';
    /** `{n}` is the number of plays. */
    readonly plays: '{n} 次播放';
  };
  readonly openBox: {
    readonly title: '新屋開箱';
    readonly description: '屋主親自分享完工新家：格局、預算與裝修心得。';
    readonly filtersTitle: '開箱分類';
    readonly category: '分類';
    /** `{total}` is the number of articles. */
    readonly total: '共 {total} 篇開箱';
    readonly empty: '此分類暫無開箱文章';
  };
  readonly errors: {
    readonly notFoundDefault: '找不到了';
    readonly otherStatus: '稍作等候，馬上回來~';
    readonly backHome: '返回首頁';
    readonly tooManyRequests: 'Too Many Requests';
    /** `{path}` is the requested path. */
    readonly pageNotFound: 'Page Not Found: {path}';
    readonly routeNotFound: 'Page not found';
    readonly imageLoad: 'Image load error';
  } & {
    readonly serviceError: 'Service error-{status}';
    readonly unknown: 'Unknown error';
  };
  readonly time: {
    readonly justNow: '剛才';
    readonly minutesAgo: '{n}分鐘前';
    readonly hoursAgo: '{n}小時前';
    readonly daysAgo: '{n}天前';
  };
  readonly analytics: {
    readonly backInterception: '返回攔截';
  };
  readonly region: {
    readonly defaultName: '臺北市';
    readonly overseas: '海外';
  };
  readonly modal: {
    readonly ok: '确定';
    readonly cancel: '取消';
  };
  readonly tutorial: {
    readonly understood: '瞭解了';
    readonly tryNow: '立即體驗';
  };
  readonly styleTest: {
    readonly title: '風格測試';
    readonly resultTitle: '風格測試結果';
    /** Not quoted by the spec: the test and result pages. */
    readonly description: '選出喜歡的空間照片，3 分鐘找到最適合你的居家風格。';
    /** `{min}`, `{max}` and `{suggested}` are the pick limits. */
    readonly lead: '憑直覺選出 {min} 到 {max} 張你喜歡的空間照片（建議 {suggested} 張），我們幫你找出你的居家風格。';
    /** `{n}` is how many took the test. */
    readonly tested: '已有 {n} 人完成測試';
    readonly pickLegend: '選出你喜歡的照片';
    /** `{n}` is the picture's number, `{space}` its room. */
    readonly pictureAlt: '第 {n} 張：{space}設計照片';
    /** `{n}` picked so far, `{more}` still needed. */
    readonly pickMore: '已選 {n} 張，再選 {more} 張就能看結果';
    /** `{n}` picked, `{max}` at most. */
    readonly picked: '已選 {n} 張（最多 {max} 張）';
    readonly submit: '看我的風格';
    readonly unavailable: '測驗暫時無法使用，請稍後再試';
    readonly resultNotFound: '找不到此風格測驗結果';
    readonly resultDescription: '你的居家風格測試結果與推薦作品。';
    /** `{style}` is the main style. */
    readonly resultDescriptionOf: '你的居家風格是{style}：看看適合你的設計作品與裝修建議。';
    readonly noResult: '你還沒有做過風格測試，花 3 分鐘找出你的居家風格吧！';
    readonly start: '開始測試';
    readonly retake: '重新測試';
    readonly mainStyle: '你的主要風格';
    readonly yourStyle: '你的居家風格是';
    readonly breakdown: '你選擇的風格比例';
    /** `{style}` is the main style. */
    readonly worksOf: '{style}作品推薦';
    /** `{style}` is the main style. */
    readonly moreWorks: '看更多{style}作品';
    readonly quoteTitle: '喜歡這個風格？看看裝修要多少錢';
    readonly quoteLead: '輸入坪數與地區，免費拿到簡裝、精裝、豪裝三種預算';
    readonly required: '必填';
    /** `{title}` is the question. */
    readonly surveyRequired: '請回答「{title}」';
    readonly surveySubmit: '送出問卷';
    readonly surveyThanks: '感謝您的填寫！我們會依您的需求推薦更合適的內容。';
  };
  readonly drawer: {
    readonly normalMember: '一般會員';
    readonly logout: '登出';
    readonly login: '登入';
    readonly companyJoin: '設計公司入駐';
    readonly help: '幫助';
    readonly hours: '每日 9:00-18:00';
    /** Not quoted by the spec: the drawer's labels, help links and sister-app list. */
    readonly title: '選單';
    readonly close: '關閉選單';
    readonly nav: '網站導覽';
    readonly teaching: '使用教學';
    readonly notice: '最新公告';
    readonly phoneLabel: '客服電話';
    readonly mailLabel: '客服信箱';
    readonly hoursLabel: '服務時間';
    readonly qrCaption: '設計公司專屬客服';
    readonly qrAlt: '設計公司專屬客服 QR Code';
    readonly apps: '旗下 App';
    readonly sisterApps: readonly [
      '裝修好家',
      '好家設計師',
      '好家估價',
      '好家建材',
      '好家家具',
      '好家家電',
      '好家收納',
      '好家清潔',
      '好家搬家',
      '好家修繕',
      '好家找房',
    ];
  };
  readonly site: {
    readonly name: 'Renovo 裝修好家';
    /** Doc 2 §1: "practical inspiration to find the answer to decorating a home". */
    readonly tagline: '實用的居家靈感，找到裝修問題的答案';
    readonly description: '實用的居家靈感，找到裝修問題的答案：設計作品、裝修文章、口碑評價與免費裝修報價。';
    readonly home: '首頁';
    readonly skipToContent: '跳到主要內容';
    readonly openMenu: '開啟選單';
    readonly mainNav: '主選單';
    readonly more: '更多';
    readonly newTag: 'NEW';
    readonly search: '搜尋';
    readonly searchLabel: '搜尋作品、文章與設計公司';
    readonly searchPlaceholder: '搜尋作品、文章、設計公司';
    readonly allArticles: '全部文章';
    readonly regionLabel: '所在地區';
    /** `{region}` is the current region's name. */
    readonly regionButton: '目前地區：{region}，切換地區';
    readonly regionDialog: '選擇地區';
    readonly loading: '載入中…';
    readonly empty: '暫無內容';
    readonly loadFailed: '內容暫時無法載入，請稍後再試';
    readonly viewMore: '查看更多';
    readonly footerCopyright: '© Renovo 裝修好家';
    readonly newRelease: '網站已更新，正在重新載入…';
  };
  readonly nav: {
    readonly home: '首頁';
    readonly company: '設計公司';
    readonly works: '作品';
    readonly good: '代表作品';
    readonly article: '裝修攻略';
    readonly recommendation: '好物推薦';
    readonly ranking: '排行榜';
    readonly quote: '免費報價';
    readonly quoteTag: '免費';
    readonly theme: '主題';
    readonly video: '影音';
    readonly openBox: '新屋開箱';
    readonly toto: '裝修指南';
    readonly reputation: '口碑排行';
    readonly recruit: '設計公司入駐';
    readonly shorts: '短影音';
  };
  readonly home: {
    readonly title: '找設計公司、看裝修作品、免費估價';
    readonly banners: '精選活動';
    readonly works: '精選代表作品';
    readonly articles: '最新裝修文章';
    readonly shorts: '裝修短影音';
    readonly companies: '熱門設計公司';
    readonly quoteTitle: '3 分鐘拿到裝修報價';
    readonly quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
    /** `{count}` is the number of works. */
    readonly worksCount: '{count} 件作品';
    /** `{score}` is the average rating. */
    readonly rating: '評分 {score}';
  };
  readonly shorts: {
    readonly listTitle: '裝修短影音';
    /** `{name}` is the category. */
    readonly listTitleOf: '{name}｜裝修短影音';
    readonly listDescription: '一分鐘看懂裝修重點：預算、格局、建材與真實案例。';
    readonly categoriesLabel: '影片分類';
    readonly allCategories: '全部';
    readonly sortLabel: '排序';
    readonly sortNewest: '最新';
    readonly sortPopular: '最多人看';
    readonly empty: '目前沒有影片';
    readonly notFound: '找不到此影片';
    readonly duration: '片長';
    /** `{n}` is the play count. */
    readonly plays: '{n} 次播放';
    /** `{title}` is the video's title. */
    readonly play: '播放：{title}';
    /** `{title}` is the video's title. */
    readonly pause: '暫停：{title}';
    readonly viewWork: '看完整作品';
    readonly neighbours: '上一則與下一則影片';
    readonly previous: '上一則';
    readonly next: '下一則';
    readonly more: '更多短影音';
    readonly allShorts: '看全部短影音';
    readonly watchOnSite: '在 Renovo 裝修好家看更多短影音';
  };
  readonly search: {
    readonly title: '搜尋';
    /** `{keyword}` is the search keyword. */
    readonly titleOf: '「{keyword}」的搜尋結果';
    readonly description: '搜尋室內設計作品、裝修文章與設計公司。';
    readonly inputLabel: '搜尋關鍵字';
    readonly placeholder: '搜尋作品、文章、設計公司';
    readonly submit: '搜尋';
    readonly prompt: '輸入關鍵字，例如「北歐風客廳」、「小坪數收納」或設計公司名稱。';
    readonly tabsLabel: '搜尋類型';
    readonly all: '全部';
    readonly works: '作品';
    readonly articles: '文章';
    readonly companies: '設計公司';
    /** `{kind}` is works, articles or companies; `{n}` the count. */
    readonly kindCount: '{kind}（{n}）';
    /** `{n}` is the total. */
    readonly viewAll: '查看全部 {n} 筆';
    /** `{kind}` is works, articles or companies. */
    readonly kindEmpty: '沒有符合的{kind}';
    /** `{keyword}` is the search keyword. */
    readonly none: '找不到與「{keyword}」相關的內容';
    readonly noneTip: '試試較短的關鍵字，或換個說法，例如只輸入風格或空間名稱。';
  };
  readonly collect: {
    readonly description: '您收藏的室內設計作品與裝修文章。';
    readonly loginFirst: '登入後即可查看您收藏的作品與文章。';
    readonly login: '登入 / 註冊';
    readonly loadFailed: '收藏內容暫時無法載入，請稍後再試';
    readonly tabsLabel: '收藏類型';
    readonly works: '作品';
    readonly articles: '文章';
    /** `{n}` is the number of favourites. */
    readonly count: '共 {n} 筆收藏';
    readonly emptyWorks: '還沒有收藏作品，看到喜歡的作品按下收藏就會出現在這裡。';
    readonly emptyArticles: '還沒有收藏文章，看到實用的文章按下收藏就會出現在這裡。';
    readonly browseWorks: '去逛逛作品';
    readonly browseArticles: '去看看文章';
    readonly remove: '取消收藏';
    /** `{title}` is the item's title (read after 取消收藏). */
    readonly removeOf: '：{title}';
  };
  readonly loginPage: {
    readonly loginTitle: '登入 / 註冊';
    readonly loginLead: '用手機號碼與簡訊驗證碼登入，未註冊的號碼會自動建立帳號。';
    readonly bindTitle: '綁定手機號碼';
    readonly bindLead: '綁定手機號碼後，即可收藏作品、領取報價並接收設計公司的聯繫。';
    readonly userTitle: '會員中心登入';
    readonly userLead: '登入會員中心，管理您收藏的作品與文章。';
    readonly benefitsTitle: '登入後您可以';
    readonly benefits: readonly [
      '收藏喜歡的作品與文章，隨時回來看',
      '免費領取裝修報價清單',
      '與設計公司聯繫，比較報價與評價',
    ];
  };
  readonly quotePage: {
    readonly title: '免費裝修報價';
    readonly description: '輸入地區、坪數與手機，3 分鐘免費拿到簡裝、精裝、豪裝三種裝修預算清單。';
    readonly heading: '免費獲取裝修報價單';
    readonly lead: '輸入房屋所在地區與坪數，立即拿到依實際行情試算的裝修報價清單，裝修前先掌握預算。';
    readonly stepsTitle: '三步驟拿到報價';
    readonly steps: readonly ['選擇房屋所在地區', '填寫房屋坪數與手機號碼', '立即查看三種等級的報價清單'];
    readonly communityTitle: '知道社區名稱？';
    readonly communityLead: '選擇您的社區，自動帶入格局與坪數，報價更精準。';
    readonly whyTitle: '為什麼裝修前要先看報價？';
    readonly entryTitle: '3 分鐘拿到裝修報價';
    readonly entryLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
    readonly resultTitle: '裝修報價清單';
    readonly resultDescription: '依您的地區、坪數與格局試算的簡裝、精裝、豪裝裝修報價清單。';
    readonly resultNotFound: '找不到此報價單';
    readonly basicResultTitle: '您的裝修報價清單';
    readonly basicResultLead: '以下是依您填寫的地區與坪數試算的三種裝修等級預算，點選等級可查看明細。';
    readonly communityResultTitle: '您的社區裝修報價清單';
    readonly communityResultLead: '以下是依您社區的格局與坪數試算的三種裝修等級預算，點選等級可查看明細。';
    readonly summaryLabel: '報價條件';
    readonly regionLabel: '地區';
    readonly sizeLabel: '坪數';
    readonly layoutLabel: '格局';
    readonly communityLabel: '社區';
    readonly createdLabel: '試算時間';
    readonly levelsHeading: '三種裝修等級總價';
    /** `{amount}` is an amount in 萬. */
    readonly about: '約 {amount}';
    readonly designPart: '設計與施工';
    readonly furniturePart: '家具與家電';
    readonly detailHeading: '報價明細';
    readonly disclaimer: '報價依市場行情試算，實際價格以設計公司丈量後的報價為準。';
    readonly nextHeading: '下一步';
    readonly nextCompanies: '找設計公司';
    readonly nextWorks: '看同坪數作品';
    readonly again: '重新試算';
  };
  readonly landing: {
    readonly loadFailed: '內容暫時無法載入，請稍後再試';
    readonly empty: '目前沒有內容';
    readonly heal: {
      readonly title: '療癒宅設計';
      readonly description: '採光、植栽與自然材質，打造下班後能真正放鬆的家：療癒宅作品與免費裝修報價。';
      readonly kicker: '療癒居家';
      readonly heading: '打造一個回家就放鬆的療癒宅';
      readonly lead: '好的採光、順暢的動線和觸感溫潤的材質，讓家成為最好的休息處。看看設計師怎麼做，再算算自己家的預算。';
      readonly points: readonly ['大面採光與通風規劃', '植栽與自然材質的運用', '收納到位，空間不雜亂'];
      readonly featuresTitle: '療癒宅的三個關鍵';
      readonly features: readonly [
        {
          readonly title: '光線';
          readonly text: '引入自然光、搭配層次照明，白天明亮、晚上溫暖。';
        },
        {
          readonly title: '材質';
          readonly text: '原木、棉麻與石材，觸感溫潤，也讓空間更安靜。';
        },
        {
          readonly title: '綠意';
          readonly text: '在窗邊與角落加入植栽，讓家多一點生命力。';
        },
      ];
      readonly worksTitle: '療癒宅作品';
      readonly worksLead: '設計師打造的療癒居家，找找你喜歡的樣子。';
      readonly quoteTitle: '想打造自己的療癒宅？';
      readonly quoteLead: '先算算裝修預算，3 分鐘拿到三種等級的報價清單。';
    };
    readonly toto: {
      readonly title: '裝修指南';
      readonly description: '從預算、格局、建材到施工驗收，依主題整理的裝修短影音與文章。';
      readonly kicker: '裝修指南';
      readonly heading: '第一次裝修就上手的裝修指南';
      readonly lead: '把裝修拆成幾個主題，每個主題都有一分鐘短影音和最多人看的文章，依序看完就能掌握重點。';
      readonly points: readonly ['依主題整理，不怕漏看', '短影音快速看懂', '搭配文章深入了解'];
      readonly tocTitle: '指南主題';
      readonly moreArticles: '看更多文章';
      readonly moreShorts: '看更多影片';
      readonly quoteTitle: '看完指南，來算算自己家的預算';
      readonly quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
    };
    readonly compare: {
      readonly title: '裝修報價比一比';
      readonly description: '一次取得多家設計公司報價，比較價格、工法與口碑，找到適合的設計公司。';
      readonly kicker: '免費比價';
      readonly heading: '一次比較 3 家設計公司報價';
      readonly lead: '填一次資料，就能收到符合需求的設計公司報價。比價格、比工法、比口碑，避開裝修陷阱。';
      readonly points: readonly ['免費媒合 3 家設計公司', '報價明細透明好比較', '真實屋主評價可參考'];
      readonly stepsTitle: '比價流程';
      readonly steps: readonly ['填寫地區、坪數與手機', '系統媒合適合的設計公司', '收到報價，安心比較'];
      readonly formTitle: '開始比價';
      readonly formLead: '填寫房屋資料，我們會為您媒合設計公司並提供報價清單。';
      readonly watchTitle: '比價時要注意';
      readonly tips: readonly [
        {
          readonly title: '看清楚報價明細';
          readonly text: '每個工項的數量、單價與材料都應寫明，避免日後追加。';
        },
        {
          readonly title: '確認工程範圍';
          readonly text: '拆除、水電、泥作與清潔是否都包含在內。';
        },
        {
          readonly title: '參考屋主評價';
          readonly text: '看看其他屋主對施工品質與溝通的評價。';
        },
      ];
      readonly companiesTitle: '接受比價的設計公司';
      readonly companiesLead: '依口碑排序，點進去看看作品與評價。';
      readonly ownerLink: '看屋主怎麼評價設計公司';
    };
    readonly evaluateOwner: {
      readonly title: '屋主真實評價';
      readonly description: '真實屋主分享的設計公司評價：設計、施工、服務、預算與工期，比較後再決定。';
      readonly kicker: '屋主評價';
      readonly heading: '聽聽屋主怎麼說，再決定找誰裝修';
      readonly lead: '每一則評價都來自完工的屋主，依設計、施工、服務、預算與工期打分，幫你看清設計公司的實力。';
      readonly points: readonly ['完工屋主親自評分', '五個面向分別評比', '好評負評都公開'];
      readonly readTitle: '怎麼看評價';
      readonly readTips: readonly [
        {
          readonly title: '看分項分數';
          readonly text: '總分相近時，比較施工品質與預算控制更有參考價值。';
        },
        {
          readonly title: '看相似案例';
          readonly text: '找坪數、屋況和預算跟你接近的評價。';
        },
        {
          readonly title: '看負評怎麼處理';
          readonly text: '設計公司如何回應問題，往往比分數更重要。';
        },
      ];
      readonly reviewsTitle: '最新屋主評價';
      /** `{n}` is the number of reviews. */
      readonly reviewsLead: '共 {n} 則屋主評價';
      readonly allReviews: '看全部屋主評價';
      readonly companiesTitle: '口碑好的設計公司';
      readonly quoteTitle: '想知道找設計公司要花多少？';
      readonly quoteLead: '先拿到報價清單，跟設計公司討論更有底。';
    };
    readonly resourcePackage: {
      readonly title: '裝修資源包';
      readonly description: '裝修預算表、流程時間表、合約與驗收檢查清單，免費領取裝修資源包與報價清單。';
      readonly kicker: '免費領取';
      readonly heading: '第一次裝修必備的資源包';
      readonly lead: '把裝修前最需要的表單與清單整理成一包：從抓預算、排進度、簽合約到驗收，照著做就不漏項。';
      readonly points: readonly ['預算表與報價清單', '合約與驗收檢查清單', '建材挑選重點整理'];
      readonly getPackage: '免費領取資源包';
      readonly lazyLink: '先看懶人包';
      readonly kitTitle: '資源包內容';
      readonly kitLead: '六份實用資料，裝修每個階段都用得到。';
      readonly kit: readonly [
        {
          readonly title: '裝修預算表';
          readonly text: '依工項列出預算，搭配報價清單一起使用。';
        },
        {
          readonly title: '裝修流程時間表';
          readonly text: '從設計到入住的每個階段與所需時間。';
        },
        {
          readonly title: '合約檢查清單';
          readonly text: '簽約前必看的付款、保固與追加條款。';
        },
        {
          readonly title: '驗收檢查清單';
          readonly text: '水電、泥作、木作與油漆的驗收重點。';
        },
        {
          readonly title: '建材挑選指南';
          readonly text: '地板、磁磚、系統櫃的選擇與保養。';
        },
        {
          readonly title: '風格靈感圖庫';
          readonly text: '依風格整理的設計作品，找到喜歡的樣子。';
        },
      ];
      readonly formTitle: '填寫資料免費領取';
      readonly formLead: '留下地區、坪數與手機，資源包連同您的裝修報價清單一起送上。';
      readonly faqTitle: '常見問題';
      readonly faq: readonly [
        {
          readonly q: '資源包需要付費嗎？';
          readonly a: '完全免費，填寫資料後即可領取。';
        },
        {
          readonly q: '留下手機會被一直打電話嗎？';
          readonly a: '我們只會在您同意後提供報價與服務聯繫，您隨時可以取消。';
        },
        {
          readonly q: '還沒決定要不要裝修也可以領嗎？';
          readonly a: '可以，資源包就是幫您在決定前先了解裝修的流程與預算。';
        },
      ];
    };
    readonly lazy: {
      readonly title: '裝修懶人包';
      readonly description: '裝修前必懂的重點一次看：預算、流程、合約與驗收，加上各主題最多人看的文章。';
      readonly kicker: '懶人包';
      readonly heading: '裝修懶人包：5 分鐘掌握裝修重點';
      readonly lead: '沒時間看完整資料？先看這份懶人包，掌握裝修最重要的幾件事。';
      readonly mustTitle: '裝修前必懂的 5 件事';
      readonly must: readonly [
        '先訂預算上限，並預留一到兩成作為追加費用',
        '拿到報價後逐項比對數量、單價與材料',
        '合約寫清楚付款節點、工期與保固',
        '施工期間定期到現場確認進度',
        '驗收時依清單逐項檢查，再付尾款',
      ];
      readonly readsTitle: '各主題必讀文章';
      readonly readsLead: '每個主題最多人看的三篇文章。';
      readonly quoteTitle: '重點看完了，算算你的預算';
      readonly quoteLead: '輸入坪數與地區，免費取得簡裝、精裝、豪裝三種預算';
    };
    readonly decorationQuotes: {
      readonly title: '裝修報價怎麼算';
      readonly description: '簡裝、精裝、豪裝各要多少錢？看報價範例，輸入坪數免費拿到您家的裝修報價清單。';
      readonly kicker: '裝修報價';
      readonly heading: '裝修要花多少錢？先看一份報價清單';
      readonly lead: '依實際行情，按設計與施工、家具與家電分項試算。輸入坪數，立即拿到三種裝修等級的報價清單。';
      readonly points: readonly [
        '簡裝、精裝、豪裝一次比較',
        '分項列出數量與單價',
        '知道社區名稱，報價更精準',
      ];
      readonly levelsTitle: '三種裝修等級';
      readonly levels: readonly [
        {
          readonly title: '簡裝';
          readonly text: '基礎工程加上必要的收納與燈具，預算有限也能住得舒服。';
        },
        {
          readonly title: '精裝';
          readonly text: '完整的木作與系統櫃規劃，兼顧質感與實用。';
        },
        {
          readonly title: '豪裝';
          readonly text: '進口建材與訂製家具，打造細節講究的居家。';
        },
      ];
      readonly sampleTitle: '報價範例（30 坪）';
      readonly sampleLead: '切換等級，看看每個工項的數量、單價與金額。';
      readonly formTitle: '算算您家的裝修報價';
      readonly formLead: '填寫地區、坪數與手機，立即查看您的報價清單。';
    };
  };
  readonly recruit: {
    readonly title: '設計公司入駐';
    readonly description: '加入 Renovo 裝修好家，展示作品、累積口碑，接觸正在找設計公司的屋主。';
    readonly kicker: '設計公司入駐';
    readonly heading: '讓正在找設計的屋主找到你';
    readonly lead: '每天都有屋主在這裡看作品、比較評價、索取報價。入駐後，你的作品與口碑就是最好的業務。';
    readonly points: readonly ['作品集與公司頁面免費建立', '媒合符合條件的裝修需求', '累積真實屋主評價'];
    readonly apply: '寄信申請入駐';
    readonly mailSubject: '設計公司入駐申請';
    readonly login: '已有帳號？登入';
    readonly benefitsTitle: '入駐的好處';
    readonly benefits: readonly [
      {
        readonly title: '作品曝光';
        readonly text: '作品依風格、空間與預算被屋主搜尋與收藏。';
      },
      {
        readonly title: '精準媒合';
        readonly text: '依服務地區與預算，收到符合條件的裝修需求。';
      },
      {
        readonly title: '口碑累積';
        readonly text: '完工屋主的評價，成為新客戶最信任的推薦。';
      },
    ];
    readonly stepsTitle: '入駐流程';
    readonly steps: readonly [
      '寄信或來電提出申請',
      '專人聯繫並審核公司資料',
      '建立公司頁面與作品集',
      '開始接收裝修需求',
    ];
    readonly needsTitle: '申請條件';
    readonly needs: readonly ['合法登記的設計或裝修公司', '至少 3 件完工作品', '可提供公司登記與相關證照'];
    readonly contactTitle: '聯絡我們';
    readonly contactLead: '對入駐有任何問題，歡迎來電或來信。';
  };
  readonly help: {
    readonly teachingTitle: '使用教學';
    readonly teachingDescription: '找靈感、收藏、免費報價、找設計公司與風格測試，五分鐘學會使用 Renovo 裝修好家。';
    readonly teachingLead: '第一次來嗎？跟著以下步驟，輕鬆找到靈感、算好預算、找到適合的設計公司。';
    readonly tocTitle: '教學目錄';
    readonly topics: readonly [
      {
        readonly title: '找靈感：看作品與文章';
        readonly steps: readonly [
          '從上方選單進入「作品」或「裝修攻略」',
          '用風格、空間、坪數與預算篩選',
          '點進作品看完整照片與設計說明',
        ];
        readonly action: '去看作品';
        readonly href: '/works';
      },
      {
        readonly title: '收藏喜歡的內容';
        readonly steps: readonly [
          '在作品或文章頁按下「收藏」',
          '第一次收藏時以手機號碼登入',
          '到「我的收藏」隨時回來看',
        ];
        readonly action: '看我的收藏';
        readonly href: '/user/collect';
      },
      {
        readonly title: '免費獲取裝修報價';
        readonly steps: readonly [
          '填寫房屋所在地區與坪數',
          '留下手機號碼並同意服務條款',
          '立即查看簡裝、精裝、豪裝報價清單',
        ];
        readonly action: '免費獲取報價';
        readonly href: '/decorationfrom';
      },
      {
        readonly title: '找設計公司';
        readonly steps: readonly [
          '到「設計公司」依地區與風格篩選',
          '參考口碑排行與屋主評價',
          '看過作品後再聯繫設計公司',
        ];
        readonly action: '找設計公司';
        readonly href: '/company';
      },
      {
        readonly title: '風格測試';
        readonly steps: readonly ['選出喜歡的空間照片', '看看你的居家風格', '瀏覽同風格的推薦作品'];
        readonly action: '開始風格測試';
        readonly href: '/style-test';
      },
    ];
    readonly noticeKicker: '最新公告';
    readonly backHome: '返回首頁';
    readonly notice250: {
      readonly title: '會員服務與個人資料保護說明更新公告';
      readonly summary: 'Renovo 裝修好家更新會員服務與個人資料保護說明，說明手機號碼的使用範圍與您的權利。';
      readonly date: '2025-06-30';
      readonly body: readonly [
        '親愛的會員您好，感謝您一直以來對 Renovo 裝修好家的支持。',
        '為了讓您更清楚我們如何使用您留下的資料，我們更新了會員服務與個人資料保護說明。您的手機號碼僅用於登入驗證，以及在您同意後，提供裝修報價與設計公司的聯繫服務。',
        '您可以隨時聯繫客服，查詢、更正或要求刪除您的資料，也可以取消接收報價與服務聯繫。',
        '更新內容自公告日起生效。若您對本次更新有任何疑問，歡迎於服務時間（每日 9:00-18:00）來電或來信洽詢。',
      ];
      readonly sign: 'Renovo 裝修好家 敬上';
    };
  };
  readonly statements: {
    readonly updated: '最後更新：2026-11-01';
    readonly backHome: '返回首頁';
    readonly pages: {
      readonly terms: {
        readonly title: '服務條款';
        readonly summary: '使用 Renovo 裝修好家網站、App 與報價服務前請先閱讀的服務條款。';
        readonly body: readonly [
          '歡迎使用 Renovo 裝修好家（以下稱本服務）。當您使用本服務，即表示您已閱讀、瞭解並同意本條款。',
          '本服務提供裝修作品、文章、設計公司資訊與免費報價試算；試算金額僅供參考，實際價格以設計公司現場丈量與正式報價為準。',
          '您提供的手機號碼與房屋資料，將用於提供報價並協助媒合合適的設計公司；請確認資料正確且為您本人所有。',
          '請勿以任何方式干擾本服務運作或蒐集他人資料。我們得依法律或服務需要修改本條款，修改後將公告於本頁。',
        ];
      };
      readonly privacy: {
        readonly title: '隱私權聲明';
        readonly summary: 'Renovo 裝修好家如何蒐集、使用與保護您的個人資料。';
        readonly body: readonly [
          '我們僅在提供服務所需範圍內蒐集個人資料，例如手機號碼、房屋所在地區與坪數，以及您同意授權的時間與來源。',
          '登入憑證以雜湊方式保存，驗證碼僅存放有效期間內所需資訊；我們不會出售您的個人資料。',
          '經您同意後，我們會將您的聯絡資訊提供給您選擇或為您媒合的設計公司，以便其與您聯繫報價。',
          '您可以隨時聯絡客服查詢、更正或刪除您的個人資料，或撤回授權。',
        ];
      };
      readonly service: {
        readonly title: '服務說明';
        readonly summary: 'Renovo 裝修好家的免費報價、設計公司媒合與收藏等服務內容說明。';
        readonly body: readonly [
          '免費報價：填寫地區、坪數與手機號碼，即可查看簡裝、精裝、豪裝三種等級的裝修費用試算。',
          '設計公司媒合：依您的需求與地區，推薦合適的設計公司與您聯繫，您可自由決定是否委託。',
          '收藏與風格測試：登入後可收藏喜歡的作品與文章，並透過風格測試找到適合您的居家風格。',
        ];
      };
      readonly disclaimer: {
        readonly title: '免責聲明';
        readonly summary: 'Renovo 裝修好家內容與報價試算的免責聲明。';
        readonly body: readonly [
          '本服務所載作品、文章與報價試算僅供參考，不構成任何形式的承諾或保證。',
          '設計公司之服務內容、報價與施工品質由各設計公司負責；簽約前請詳閱合約並確認各項費用。',
          '因網路或不可抗力因素造成之服務中斷或資料損失，本服務不負賠償責任。',
        ];
      };
    };
  };
};
//# sourceMappingURL=zh-TW.d.ts.map
