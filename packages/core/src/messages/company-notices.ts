/**
 * The notices of the company side (docs/spec/company-side.md#notifications): the SMS and e-mail
 * that tell a design company of a new offer (a masked summary of the lead, never the owner's
 * name or number), and the one SMS that tells an owner which companies accepted. `{site}` is the
 * site's name; the stand-ins (`…Redacted`) are what `sms_messages` / `email_messages` keep where
 * the gateway keeps no text.
 */
export const companyNoticeMessages = {
  /** Parts of a lead's masked summary, joined by `summarySeparator`. */
  summarySeparator: '・',
  regionUnknown: '地區未填',
  size: '{size} 坪',
  budget: '預算約 {wan} 萬',
  offerSms: '【{site}】新的裝修需求媒合給您：{summary}。請於 {deadline} 前登入回覆：{link}',
  offerSmsRedacted: '[新需求媒合通知]',
  offerEmailSubject: '【{site}】新的裝修需求媒合：{region}',
  offerEmailBody:
    '{company} 您好：\n\n平台有一筆新的裝修需求媒合給貴公司：\n{summary}\n\n請於 {deadline} 前登入設計公司中心接受或婉拒（屋主的電話在接受後才會顯示）：\n{link}\n\n此信由系統寄出，請勿直接回覆。',
  offerEmailRedacted: '[新需求媒合通知信]',
  /** One accepting company in the owner's SMS: its name and verification level. */
  ownerCompany: '{name}（{level}）',
  ownerCompanySeparator: '、',
  ownerSms:
    '【{site}】已有 {count} 家設計公司接受您的裝修需求：{companies}。他們將與您聯繫；查看公司或停止聯繫：{link}',
  /** A lead without a result page (a consultation or order): no link. */
  ownerSmsNoLink: '【{site}】已有 {count} 家設計公司接受您的裝修需求：{companies}。他們將與您聯繫。',
  ownerSmsRedacted: '[媒合結果通知]',
} as const;
