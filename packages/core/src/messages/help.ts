/** Help: the teaching pages, notices and the statements (terms, privacy, service, disclaimer). */

/** Not quoted by the spec: the help pages (/v2/teaching, /v2/notice/250). */
export const helpMessages = {
  teachingTitle: '使用教學',
  teachingDescription: '找靈感、收藏、免費報價、找設計公司與風格測試，五分鐘學會使用 Renovo 裝修好家。',
  teachingLead: '第一次來嗎？跟著以下步驟，輕鬆找到靈感、算好預算、找到適合的設計公司。',
  tocTitle: '教學目錄',
  topics: [
    {
      title: '找靈感：看作品與文章',
      steps: [
        '從上方選單進入「作品」或「裝修攻略」',
        '用風格、空間、坪數與預算篩選',
        '點進作品看完整照片與設計說明',
      ],
      action: '去看作品',
      href: '/works',
    },
    {
      title: '收藏喜歡的內容',
      steps: ['在作品或文章頁按下「收藏」', '第一次收藏時以手機號碼登入', '到「我的收藏」隨時回來看'],
      action: '看我的收藏',
      href: '/user/collect',
    },
    {
      title: '免費獲取裝修報價',
      steps: ['填寫房屋所在地區與坪數', '留下手機號碼並同意服務條款', '立即查看簡裝、精裝、豪裝報價清單'],
      action: '免費獲取報價',
      href: '/decorationfrom',
    },
    {
      title: '找設計公司',
      steps: ['到「設計公司」依地區與風格篩選', '參考口碑排行與屋主評價', '看過作品後再聯繫設計公司'],
      action: '找設計公司',
      href: '/company',
    },
    {
      title: '風格測試',
      steps: ['選出喜歡的空間照片', '看看你的居家風格', '瀏覽同風格的推薦作品'],
      action: '開始風格測試',
      href: '/style-test',
    },
  ],
  noticeKicker: '最新公告',
  backHome: '返回首頁',
  /** /v2/notice/250 while no notice is saved (production never shows one nobody wrote). */
  noNotice: '目前沒有公告',
  noNoticeLead: '平台有服務異動或重要消息時，會在這裡公告。',
} as const;

/** The four statements the consent popup links to (docs/spec/platform.md#routes-and-overlays "Consent confirmation popup"). */
export const statementMessages = {
  updated: '最後更新：2026-11-26',
  backHome: '返回首頁',
  /** `{operator}`, `{registration}`: OPERATOR_NAME and OPERATOR_REGISTRATION_NO (docs/deploy.md). */
  operatorLine: '營運者：{operator}（統一編號：{registration}）',
  /** The development placeholder: clearly not a real company. */
  placeholderOperator: {
    name: '示範營運者股份有限公司（開發環境佔位資料，非真實公司）',
    registrationNo: '00000000',
  },
  placeholderNotice:
    '開發環境：營運者名稱與統一編號為佔位資料，並非真實公司；正式上線前須設定 OPERATOR_NAME 與 OPERATOR_REGISTRATION_NO。',
  /** Production without the operator's details: said plainly on /terms and /privacy. */
  missingOperator: '（營運者資料尚未設定）',
  missingNotice:
    '本網站尚未設定營運者名稱與統一編號。在這些資訊補齊之前，請勿於本網站留下您的手機號碼或其他個人資料；如有疑問請聯絡客服。',
  /**
   * `{ways}`: the configured customer-service contacts (contactMail, contactPhone, joined by
   * contactOr); without any the line is left out.
   */
  contact: '對本條款或個人資料有任何疑問，請於服務時間（每日 9:00-18:00）{ways}。',
  contactMail: '來信 {mail}',
  contactPhone: '來電 {phone}',
  contactOr: ' 或 ',
  pages: {
    terms: {
      title: '服務條款',
      summary: '使用 Renovo 裝修好家網站、App 與報價服務前請先閱讀的服務條款。',
      body: ['歡迎使用 Renovo 裝修好家。以下條款說明您與本服務營運者之間的權利義務，請於使用前詳細閱讀。'],
      /** The terms' numbered sections; `{operator}` and `{registration}` as in operatorLine. */
      sections: [
        {
          heading: '一、營運者與條款之適用',
          text: '本網站、App 及嵌入於合作夥伴網站之報價工具（以下合稱本服務）由{operator}（統一編號：{registration}）營運。您使用本服務，即表示您已閱讀、瞭解並同意本條款；未成年人應經法定代理人閱讀並同意後使用。',
        },
        {
          heading: '二、服務內容',
          text: '本服務提供裝修作品、文章、短影音、設計公司資訊與評價、免費裝修報價試算，並依您的需求媒合設計公司與您聯繫。本服務為資訊與媒合平台，並非裝修工程之設計人或承攬人；您與設計公司之間的契約，由雙方自行訂立並各自負責。',
        },
        {
          heading: '三、報價試算',
          text: '試算金額依您填寫的地區、坪數與格局，以一般行情單價估算，僅供參考，不構成要約或承諾；實際費用以設計公司現場丈量後之正式報價與契約為準。',
        },
        {
          heading: '四、會員帳號',
          text: '會員以手機號碼及簡訊驗證碼登入。請妥善保管您的手機與驗證碼，不得將帳號轉讓或提供他人使用；發現帳號遭冒用時，請立即通知客服。',
        },
        {
          heading: '五、您提供的資料',
          text: '您應提供正確且屬於您本人的手機號碼與房屋資料，不得冒用他人資料。您的個人資料依《隱私權聲明》蒐集、處理及利用，您並得依個人資料保護法行使查詢、更正、刪除等權利。',
        },
        {
          heading: '六、評價與您發表的內容',
          text: '您發表的評價應基於真實的裝修經驗，不得含有不實、誹謗、侵害他人權利、廣告或其他違法內容。本服務得於審核後刊登，並得不刊登或移除違反本條款之內容。您同意本服務得於本服務範圍內非專屬、無償利用您發表的評價文字。',
        },
        {
          heading: '七、智慧財產權',
          text: '本服務之文字、圖片、影音、程式及介面設計，其著作權及其他智慧財產權屬本服務或其權利人所有；除法律允許之合理使用外，未經同意不得重製、改作、散布，或以程式大量擷取。',
        },
        {
          heading: '八、禁止行為',
          text: '您不得干擾或破壞本服務之運作、嘗試未經授權存取系統、大量或自動發送驗證碼或報價請求、蒐集他人個人資料，或利用本服務從事任何違法行為。違反者，本服務得暫停或終止其使用，並依法處理。',
        },
        {
          heading: '九、責任範圍',
          text: '設計公司之服務內容、報價、工程品質與保固由各設計公司負責。本服務因系統維護、網路中斷或不可抗力致暫停或資料延誤，於法律許可範圍內不負賠償責任；但因本服務之故意或重大過失所致之損害，不在此限。',
        },
        {
          heading: '十、條款之修改',
          text: '本服務得因法令或服務需要修改本條款，修改後公告於本頁並更新最後更新日期；重大變更另於網站公告。修改公告後您繼續使用本服務，視為同意修改後之條款。',
        },
        {
          heading: '十一、準據法與管轄法院',
          text: '本條款以中華民國法律為準據法。因本條款所生之爭議，以臺灣臺北地方法院為第一審管轄法院；但消費者保護法或其他法律另有規定者，從其規定。',
        },
      ],
    },
    privacy: {
      title: '隱私權聲明',
      summary: 'Renovo 裝修好家依個人資料保護法第 8 條告知您個人資料的蒐集、處理與利用。',
      /** The page draws the six items of Art. 8 (`privacyNoticeMessages`) after this. */
      body: [
        'Renovo 裝修好家（以下稱本服務）依個人資料保護法（以下稱個資法）第 8 條，於蒐集您的個人資料時告知下列事項：',
      ],
    },
    service: {
      title: '服務說明',
      summary: 'Renovo 裝修好家的免費報價、設計公司媒合與收藏等服務內容說明。',
      body: [
        '免費報價：填寫地區、坪數與手機號碼，即可查看簡裝、精裝、豪裝三種等級的裝修費用試算。',
        '設計公司媒合：依您的需求與地區，推薦合適的設計公司與您聯繫，您可自由決定是否委託。',
        '收藏與風格測試：登入後可收藏喜歡的作品與文章，並透過風格測試找到適合您的居家風格。',
      ],
    },
    disclaimer: {
      title: '免責聲明',
      summary: 'Renovo 裝修好家內容與報價試算的免責聲明。',
      body: [
        '本服務所載作品、文章與報價試算僅供參考，不構成任何形式的承諾或保證。',
        '設計公司之服務內容、報價與施工品質由各設計公司負責；簽約前請詳閱合約並確認各項費用。',
        '因網路或不可抗力因素造成之服務中斷或資料損失，本服務不負賠償責任。',
      ],
    },
  },
} as const;
