/**
 * The words of a design company's accounts and applications (docs/spec/company-side.md#accounts,
 * #console): the invitation SMS, the refusals of the invite, accept and member routes, the
 * application form of /designer/recruit with its refusals, and the console's queue, members and
 * offers panels.
 */
import type { CompanyApplicationStatus, CompanyMemberRole } from '../company-side/company-side-facts.ts';

/** Members, invitations and their refusals (the server's answers and the screens that show them). */
export const companyAccountMessages = {
  roles: { owner: '公司負責人', staff: '公司成員' } satisfies Record<CompanyMemberRole, string>,
  /** The invitation SMS: the company's name and the link with the token. */
  inviteSms: '【Renovo】{company} 邀請你加入公司帳號，請於 {days} 天內開啟連結並以此手機號碼登入：{link}',
  /** What is stored instead of the invitation's text where the gateway keeps no text. */
  inviteSmsRedacted: '【Renovo】{company} 邀請你加入公司帳號：[邀請連結]',
  inviteSent: '邀請簡訊已寄出',
  inviteNotSent: '邀請已建立，但簡訊今日無法寄出，請明天再邀請一次',
  inviteMobileTaken: '這個手機號碼已是本公司的成員',
  tooManyMembers: '成員與待接受的邀請最多 {max} 位',
  invitesTooMany: '今天已寄出 {max} 封邀請簡訊，請明天再邀請',
  invitesToMobileTooMany: '這個手機號碼今天已收到 {max} 封邀請簡訊，請明天再邀請',
  inviteNotFound: '找不到這個邀請，請確認連結是否完整',
  inviteWrongMobile: '這個邀請是寄給另一個手機號碼的，請以收到簡訊的手機號碼登入後再開啟連結',
  inviteExpired: '這個邀請已過期，請請公司負責人重新邀請',
  inviteRevoked: '這個邀請已被取消',
  inviteAccepted: '這個邀請已經使用過了',
  alreadyInAnotherCompany: '此帳號已加入另一家設計公司，須先退出才能加入',
  badRole: '請選擇負責人或成員',
  badToken: '邀請連結不正確',
  memberNotFound: '找不到這位成員',
  lastOwner: '公司至少要有一位負責人，無法移除最後一位負責人',
  joined: '已加入 {company}',
  /** The company page's badge: the words a screen reader hears before the level. */
  verificationBadge: '平台驗證等級：',
  /** The licence reminder's SMS to the company's owners, once per expiry date. */
  licenceExpiringSms:
    '【Renovo】{company} 的室內裝修業登記證將於 {date} 到期，換證後請通知我們更新，以維持驗證等級',
  licenceExpiredSms:
    '【Renovo】{company} 的室內裝修業登記證已於 {date} 到期，換證後請通知我們更新，以維持驗證等級',
} as const;

/** The application form of /designer/recruit, its refusals, and the console's decisions. */
export const companyApplicationMessages = {
  formTitle: '線上申請入駐',
  formLead: '填寫公司資料後送出，專人審核通過後會以簡訊寄出公司帳號的邀請。',
  companyName: '公司登記名稱',
  taxId: '統一編號（8 位數字）',
  contactName: '聯絡人姓名',
  mobile: '聯絡人手機',
  email: '聯絡 e-mail',
  region: '公司所在縣市',
  regionPick: '請選擇縣市',
  licenceNo: '室內裝修業登記證字號（選填）',
  licenceExpiresOn: '登記證有效期限（選填）',
  note: '想讓我們知道的事（選填）',
  consent: '我已閱讀並同意隱私權聲明，同意 Renovo 為審核入駐申請聯繫我',
  submit: '送出申請',
  submitting: '申請送出中…',
  submitted: '已收到你的申請',
  submittedLead: '我們會在 3 個工作天內審核，通過後以簡訊寄出公司帳號的邀請連結。',
  fixFields: '請修正標示的欄位後再送出',
  // Refusals, one per field.
  companyNameRequired: '請輸入公司登記名稱（最多 60 字）',
  taxIdInvalid: '統一編號須為 8 位數字且通過檢查碼驗證',
  taxIdValid: '統一編號檢查碼正確',
  contactNameRequired: '請輸入聯絡人姓名（最多 40 字）',
  emailInvalid: '請輸入正確的 e-mail',
  regionRequired: '請從清單選擇公司所在縣市',
  licenceNoInvalid: '登記證字號最多 40 字',
  licenceExpiresOnInvalid: '有效期限請選擇正確的日期',
  noteTooLong: '補充說明最多 500 字',
  consentRequired: '請勾選同意隱私權聲明',
  tooManyFromAddress: '申請次數過多，請稍後再試',
  // The console.
  queueTitle: '待審核',
  queueLead: '線上申請，以及統一編號有效、登記證在案但尚未由平台審核的公司',
  applicationsTitle: '入駐申請',
  applicationsTable: '入駐申請清單',
  pendingCompaniesTitle: '待平台審核的公司',
  pendingCompaniesTable: '待平台審核的公司清單',
  noApplications: '目前沒有待審核的申請',
  noPendingCompanies: '目前沒有待審核的公司',
  appliedAt: '申請時間',
  approve: '核准並邀請',
  reject: '不核准',
  approved: '已核准，公司已建立為草稿並寄出負責人邀請',
  approvedSmsNotSent:
    '已核准，公司已建立為草稿；負責人邀請已建立，但簡訊沒有送出：請到該公司的成員列表按「重寄邀請」',
  rejected: '已標示為不核准',
  alreadyDecided: '這筆申請已經處理過了',
  applicationNotFound: '找不到這筆申請',
  markVerified: '標示為平台審核通過',
  statuses: { open: '待審核', approved: '已核准', rejected: '未核准' } satisfies Record<
    CompanyApplicationStatus,
    string
  >,
} as const;

/** The console's panels of one company: verification, matching settings, members, offers. */
export const consoleCompanySideMessages = {
  verificationLevel: '驗證等級',
  views: '公司清單或待審核',
  listView: '公司清單',
  matchingTitle: '媒合設定',
  monthlyCapacity: '每月可接案量',
  paused: '暫停接案',
  sizeMin: '承接坪數下限',
  sizeMax: '承接坪數上限',
  badSize: '坪數下限不可高於上限',
  membersTitle: '公司帳號成員',
  membersTable: '成員清單',
  memberName: '姓名',
  memberMobile: '手機（部分遮蔽）',
  memberRole: '公司角色',
  joinedAt: '加入時間',
  invitesTitle: '待接受的邀請',
  invitedAt: '邀請時間',
  expiresAt: '邀請期限',
  inviteTitle: '邀請成員',
  inviteMobile: '受邀手機號碼',
  invite: '寄出邀請',
  actions: '操作',
  removeMember: '移除 {name}',
  revokeInvite: '取消邀請 {mobile}',
  resendInvite: '重寄邀請給 {mobile}',
  resent: '已重寄邀請簡訊',
  /** An invitation made whose SMS did not go out (the day's budget, or the gateway). */
  smsNotSent:
    '邀請已建立，但簡訊沒有送出（今日簡訊額度已滿，或簡訊服務暫時無法發送）：請稍後在待接受的邀請按「重寄邀請」',
  removed: '已移除成員',
  revoked: '已取消邀請',
  noMembers: '尚無成員',
  membersByAdmins: '邀請、移除成員與核准加入申請由管理員處理：公司成員看得到公司接下案件的完整手機號碼。',
  offersTitle: '媒合紀錄',
  offersTable: '媒合紀錄清單',
  offerLead: '需求',
  offerStatus: '狀態',
  offeredAt: '派發時間',
  respondedAt: '回覆時間',
  noOffers: '尚無媒合紀錄',
  offersPaging: '媒合紀錄分頁',
  offersPage: '第 {page} 頁，共 {total} 筆媒合',
  leadRef: '{kind} #{id}',
} as const;
