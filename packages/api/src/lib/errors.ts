/**
 * Client mistakes are thrown as `ApiError` (an `HTTPException`) with a zh-TW message; the one
 * `onError` of the app turns them into the `{code, status, message, data}` envelope.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** zh-TW wording of the server's own errors (the spec quotes none for these). */
export const SERVER_MESSAGES = {
  badJson: '請求格式錯誤，請確認內容為正確的 JSON',
  invalidParams: '請求參數不正確',
  invalidField: '請求參數不正確：{field}',
  tooLarge: '請求內容過大',
  unauthorized: '請先登入',
  forbidden: '您沒有權限執行此操作',
  foreignOrigin: '請求來源不是本站，請重新整理頁面後再試',
  notFound: '找不到您要的資源',
  routeNotFound: '找不到此路徑：{path}',
  methodNotAllowed: '不支援此請求方法',
  internal: '伺服器發生錯誤，請稍後再試（請求編號 {requestId}）',
  unavailable: '服務暫時無法使用，請稍後再試',
  smsTooSoon: '發送太頻繁，請於 {seconds} 秒後再試',
  smsTooMany: '今日驗證碼發送次數已達上限，請明天再試',
  smsHourly: '驗證碼發送次數過多，請稍後再試',
  smsIpLimit: '此網路發送驗證碼次數過多，請稍後再試',
  smsBudget: '簡訊服務今日已達發送上限，請稍後再試',
  smsChallenge: '為確認不是自動程式，請稍候再發送驗證碼',
  smsSent: '驗證碼已發送',
  smsGatewayFailed: '簡訊發送失敗，請稍後再試',
  codeWrong: '請輸入正確的驗證碼',
  privacyTooMany: '個人資料請求次數過多，請稍後再試',
  privacyErased: '已刪除您的個人資料',
  privacyMarketingWithdrawn: '已停止以您的手機號碼行銷',
  consentRequired: '請勾選服務條款',
  loggedOut: '已登出',
  mobileTaken: '此行動電話已綁定其他帳號',
  socialNotConfigured: '尚未開通 {provider} 社群帳號登入，請使用行動電話驗證碼登入',
  idempotencyMismatch: '此 Idempotency-Key 已用於內容不同的請求',
  idempotencyInProgress: '相同的請求正在處理中，請稍後再試',
  idempotencyInvalid: 'Idempotency-Key 格式不正確（1 到 255 個可見字元）',
  regionInvalid: '請選擇正確的地區',
  keywordRequired: '請輸入社區名稱',
  keywordTooLong: '社區名稱最多 20 個字',
  communityNotFound: '找不到此社區',
  quoteNotFound: '找不到此報價單',
  levelInvalid: '裝修等級須為 1（簡裝）、2（精裝）或 3（豪裝）',
  ok: '成功',
} as const;

/** Extra fields merged into the error envelope. */
export type ErrorDetails = Record<string, unknown>;

/** An HTTP error with a zh-TW message and optional extra envelope fields. */
export class ApiError extends HTTPException {
  readonly details: ErrorDetails | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { details?: ErrorDetails; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(status, { message, cause: options.cause });
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** Throws an ApiError; typed `never` so it ends control flow. */
export function fail(
  status: ContentfulStatusCode,
  message: string,
  options?: { details?: ErrorDetails; headers?: Record<string, string> },
): never {
  throw new ApiError(status, message, options);
}

/** Fills `{name}` placeholders. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
