/** Design works: the list, a work page and the image viewer. */

/** The work detail page. */
export const worksMessages = {
  notFound: '抱歉！您訪問的作品已不存在……',
  /** Not quoted by the spec: the works lists, the work detail, its gallery and photo pages. */
  listTitle: '室內設計作品',
  listDescription: '依風格、空間、屋況、預算、坪數與地區，找到喜歡的室內設計作品。',
  goodTitle: '精選代表作品',
  goodDescription: '從拆除到完工的完整施工紀錄，看見設計公司的真功夫。',
  goodPromo: '看完整施工過程，從拆除到完工',
  closePromo: '關閉精選代表作品提示',
  filtersTitle: '篩選條件',
  filters: {
    style: '風格',
    space: '空間',
    housingType: '屋況',
    budget: '預算',
    area: '坪數',
    region: '地區',
  },
  sortLabel: '排序',
  sorts: { newest: '最新', popular: '熱門' },
  /** `{total}` is the number of works found. */
  total: '共 {total} 件作品',
  empty: '沒有符合條件的作品，換個條件試試',
  clearFilters: '清除篩選條件',
  loading: '作品載入中…',
  representBadge: '代表作',
  photosUnit: '張',
  breadcrumb: '頁面路徑',
  asideLabel: '作品資訊',
  galleryTitle: '作品照片',
  tabs: { photos: '空間實景', construction: '施工過程' },
  spacesNav: '依空間瀏覽',
  stagesLabel: '施工階段',
  /** `{n}` is the number of photos. */
  photoCount: '{n} 張',
  /** `{name}` is the photo's description. */
  viewPhoto: '查看大圖：{name}',
  noPhotos: '此作品暫無照片',
  descriptionTitle: '設計理念',
  videosTitle: '作品影片',
  recommendedTitle: '推薦作品',
  /** The work detail's block of works in the same budget range (page_view_stats same_quotation). */
  sameQuotationTitle: '預算相近的作品',
  /** `{range}` is the budget range, e.g. 101-200萬. */
  sameQuotationMore: '看更多 {range} 的作品',
  /** The block of works with as many rooms (page_view_stats same_layout); `{room}` is the count. */
  sameLayoutTitle: '同樣 {room} 房的作品',
  neighboursLabel: '上一個與下一個作品',
  previousWork: '上一個作品',
  nextWork: '下一個作品',
  facts: {
    style: '風格',
    housingType: '屋況',
    area: '坪數',
    layout: '格局',
    budget: '預算',
    region: '地區',
    designer: '設計師',
  },
  tagsLabel: '作品標籤',
  collect: '收藏',
  collected: '已收藏',
  /** `{n}` is the number of members who collected the work. */
  collectCount: '{n} 人收藏',
  /** `{work}` and `{space}` are the work's title and the photo's space. */
  photoTitle: '{work}｜{space}照片',
  /** `{current}` and `{total}`. */
  photoPosition: '第 {current} 張，共 {total} 張',
  photoNav: '照片導覽',
  previousPhoto: '上一張',
  nextPhoto: '下一張',
  backToWork: '回到作品',
  morePhotos: '更多照片',
  allPhotos: '全部照片',
  /** `{work}` is the work's title. */
  allPhotosTitle: '{work}｜全部照片',
} as const;

/** Not quoted by the spec: the image viewer's controls (its load-error alt is `errorPageMessages.imageLoad`). */
export const imageViewerMessages = {
  zoomIn: '放大',
  zoomOut: '縮小',
  zoomLevel: '縮放比例',
  rotate: '旋轉',
  previous: '上一張',
  next: '下一張',
  close: '關閉',
  help: '按 + 或 − 縮放，R 旋轉，左右方向鍵切換照片，Esc 關閉；雙擊照片可放大或還原。',
  /** `{current}` and `{total}`. */
  position: '{current} / {total}',
  /** Not quoted by the spec: the viewer's download and copy actions (docs/spec/session.md#states, gated). */
  download: '下載圖片',
  copy: '複製圖片',
  actionsLabel: '圖片操作',
  /** A download or copy that failed after the gate (the server's message wins when it has one). */
  actionFailed: '圖片處理失敗，請稍後再試',
} as const;
