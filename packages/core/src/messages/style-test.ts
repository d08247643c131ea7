/** The style test. */

/** The style test. */
export const styleTestMessages = {
  title: '風格測試',
  resultTitle: '風格測試結果',
  /** Not quoted by the spec: the test and result pages. */
  description: '選出喜歡的空間照片，3 分鐘找到最適合你的居家風格。',
  /** `{min}`, `{max}` and `{suggested}` are the pick limits. */
  lead: '憑直覺選出 {min} 到 {max} 張你喜歡的空間照片（建議 {suggested} 張），我們幫你找出你的居家風格。',
  /** `{n}` is how many took the test. */
  tested: '已有 {n} 人完成測試',
  pickLegend: '選出你喜歡的照片',
  /** `{n}` is the picture's number, `{space}` its room. */
  pictureAlt: '第 {n} 張：{space}設計照片',
  /** `{n}` picked so far, `{more}` still needed. */
  pickMore: '已選 {n} 張，再選 {more} 張就能看結果',
  /** `{n}` picked, `{max}` at most. */
  picked: '已選 {n} 張（最多 {max} 張）',
  submit: '看我的風格',
  unavailable: '測驗暫時無法使用，請稍後再試',
  resultDescription: '你的居家風格測試結果與推薦作品。',
  /** `{style}` is the main style. */
  resultDescriptionOf: '你的居家風格是{style}：看看適合你的設計作品與裝修建議。',
  noResult: '你還沒有做過風格測試，花 3 分鐘找出你的居家風格吧！',
  start: '開始測試',
  retake: '重新測試',
  mainStyle: '你的主要風格',
  yourStyle: '你的居家風格是',
  breakdown: '你選擇的風格比例',
  /** `{style}` is the main style. */
  worksOf: '{style}作品推薦',
  /** `{style}` is the main style. */
  moreWorks: '看更多{style}作品',
  quoteTitle: '喜歡這個風格？看看裝修要多少錢',
  quoteLead: '輸入坪數與地區，免費拿到簡裝、精裝、豪裝三種預算',
  required: '必填',
  /** `{title}` is the question. */
  surveyRequired: '請回答「{title}」',
  surveySubmit: '送出問卷',
  surveyThanks: '感謝您的填寫！我們會依您的需求推薦更合適的內容。',
} as const;
