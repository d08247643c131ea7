/**
 * The owner's side of a match on the quote result page (docs/spec/company-side.md#owner-control):
 * the companies that accepted the lead, the matching state before any did, and the control that
 * asks every company to stop contacting the owner.
 */
export const ownerControlMessages = {
  heading: '接受媒合的設計公司',
  matching: '媒合中',
  matchingLead: '我們正在為您尋找合適的設計公司；有公司接受後，會以簡訊通知您。',
  matchedLead: '以下設計公司已接受您的需求，將主動與您聯繫。',
  /** The lead is not for the companies yet (its number not confirmed by its owner, or under review). */
  withStaff: '客服跟進中',
  withStaffLead:
    '客服會先與您聯繫確認需求。想讓設計公司直接與您聯繫，請用這支手機登入驗證，我們就會為您媒合。',
  confirmMobile: '登入驗證手機',
  companyPage: '查看 {name} 的公司頁面',
  levelLabel: '公司驗證等級',
  stopButton: '停止聯繫',
  stopExplain: '不想再接到設計公司的電話？您可以請所有公司停止與您聯繫。',
  stopConfirm: '確定要請所有設計公司停止與您聯繫嗎？送出後無法復原。',
  stopConfirmYes: '確定停止聯繫',
  stopKeep: '先不要',
  stopped: '您已要求停止聯繫：設計公司已收到通知，不會再與您聯繫，也不會再媒合新的公司。',
  stopFailed: '無法送出停止聯繫，請稍後再試',
} as const;
