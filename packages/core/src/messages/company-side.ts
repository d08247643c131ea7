/**
 * The words of the offers of leads to design companies (docs/spec/company-side.md#offers): what
 * the company centre and the console call an offer's state, a report's reason and state, a
 * verification level, and the errors of the offer routes.
 */
import type {
  LeadReportReason,
  LeadReportStatus,
  OfferStatus,
  VerificationLevel,
} from '../company-side/company-side-facts.ts';
import type { LeadKind } from '../leads/lead-facts.ts';

export const companySideMessages = {
  /** What an offered lead asks for, as a company reads it (the centre's offer cards). */
  leadKinds: {
    basic: '裝修報價需求',
    community: '社區裝修估價需求',
    consult: '裝修諮詢需求',
    authorize: '授權聯繫需求',
    order: '預約需求',
  } satisfies Record<LeadKind, string>,
  offerStatuses: {
    offered: '待回覆',
    accepted: '已接受',
    declined: '已婉拒',
    expired: '逾時未回覆',
    reassigned: '已改派',
  } satisfies Record<OfferStatus, string>,
  reportReasons: {
    wrong_number: '電話錯誤或無法接通',
    not_owner: '非屋主本人',
    wrong_area: '不在服務地區',
    duplicate: '重複的需求',
  } satisfies Record<LeadReportReason, string>,
  reportStatuses: {
    open: '待平台審核',
    upheld: '已退點',
    rejected: '未通過',
  } satisfies Record<LeadReportStatus, string>,
  verificationLevels: {
    none: '未驗證',
    tax_id: '統一編號已驗證',
    licensed: '室內裝修業登記證有效',
    staff_verified: '平台審核通過',
  } satisfies Record<VerificationLevel, string>,
  notMember: '此帳號尚未加入設計公司',
  notOwner: '只有公司負責人可以管理成員',
  offerNotFound: '找不到這筆媒合',
  offerClosed: '這筆媒合已無法回覆（已回覆、逾時或已改派）',
  reportWindowClosed: '接受後 7 天內才能回報問題需求',
  reportOnlyAccepted: '只能回報已接受的需求',
  reportExists: '這筆需求已回報過',
  reportReason: '請選擇回報原因',
  declineReason: '婉拒原因最多 200 字',
  reportNote: '回報說明最多 500 字',
  contactStopped: '屋主已要求停止聯繫',
  leadNotFound: '找不到這筆線索',
  reportNotFound: '找不到這筆回報',
  reportDecided: '這筆回報已處理過',
  reassignClosed: '只能改派待回覆或已接受的媒合',
  reassignCompany: '這家公司無法接收此線索（未上架、暫停接案、已媒合過或沒有成員）',
  console: {
    offersTitle: '媒合的設計公司',
    offersEmpty: '尚未媒合任何設計公司（未驗證手機或待審核的線索由客服跟進）',
    company: '媒合公司',
    status: '狀態',
    offeredAt: '媒合時間',
    expiresAt: '回覆期限',
    named: '屋主指定',
    declineReason: '婉拒原因',
    report: '回報',
    reassign: '改派',
    reassignTo: '改派給指定公司（公司編號，留空則依規則改派下一家）',
    reassignConfirm: '確定改派',
    reportsTitle: '問題需求回報',
    reportsEmpty: '目前沒有回報',
    reportsStatus: '回報狀態',
    all: '全部',
    lead: '線索',
    reason: '問題原因',
    note: '回報說明',
    createdAt: '回報時間',
    uphold: '成立（退點）',
    reject: '不成立',
    decided: '已處理',
    byCompany: '各公司回報數',
    bySource: '各來源回報數',
    upheldCount: '成立',
    total: '總數',
    source: '來源',
  },
} as const;
