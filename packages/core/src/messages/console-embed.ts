/**
 * The staff console's embed builder and the partner form's default widget options
 * (docs/spec/console.md#embed-builder, #partners): the help under each field, the reasons a snippet
 * cannot be copied yet, and the per-field reasons a default is refused (the API answers the same
 * ones). zh-TW; the console and the API import it, no widget bundle does — except the one sentence
 * a widget shows when it is used inside the builder's preview, which the API answers.
 */
export const consoleEmbedMessages = {
  /** Under each field of the builder: what it does, in the marketer's words. */
  help: {
    partner: '程式碼會帶入這個合作夥伴的金鑰，名單才會記在他名下；選好後會先帶入他的預設選項。',
    element: '要放在合作夥伴網頁上的表單。',
    mode: '彈出視窗：訪客按下按鈕才出現（手機上由下方滑出）。頁內嵌入：表單直接顯示在網頁內容中。',
    module: '自訂一個英文名稱，用來在名單與成效分析裡認出這個表單放在哪裡，例如 spring_sale。可留白。',
    type: '表單所在內容的種類，例如 article（文章）、case（案例）。可留白，系統記為 generic。',
    region: '訪客還沒選過縣市時，表單先選好的縣市。',
    company:
      '只有名單要直接交給某家設計公司時才填：編號是網站上該公司頁網址 /company/ 後面的數字。一般請留白。',
    stopRedirect: '勾選後，訪客送出報價會留在合作夥伴的網頁，不會前往 Renovo 的報價結果頁。',
  },
  /** The region select's first option. */
  anyRegion: '不指定（由訪客選擇）',
  /** The defaults' version and mode selects' first option. */
  unset: '不指定',
  /** Why a snippet cannot be copied yet, or why a value is refused (on its field). */
  problems: {
    noPartner: '請先選擇合作夥伴：程式碼必須帶有合作夥伴金鑰，名單才會記在他名下。',
    badToken: '只能填英文字母、數字、底線 _ 或連字號 -，最多 40 字。',
    badRegion: '請從清單選擇縣市。',
    badCompany: '設計公司編號只能是數字，最多 9 位。',
    badVersion: '報價表單版本只能是 v2 或 v3。',
    badMode: '顯示方式只能是「彈出視窗」或「頁內嵌入」。',
    badFlag: '「送出後留在原頁」只能勾選或不勾選。',
    unknownDefault: '無法辨識的預設選項「{name}」，請重新選擇後儲存。',
    noLoader: '無法取得載入程式的版本資訊，請重新整理頁面；仍無法取得時請通知技術人員。',
  },
  /** The toast when copy is pressed before the snippet is complete. */
  copyRefused: '尚無法複製：{reason}',
  /** Under the script snippet: what the pinned version and its integrity hash mean. */
  pinnedHint:
    '程式碼固定使用目前的版本 {version}，並附上完整性雜湊（SRI）：瀏覽器只會執行與此雜湊相符、未被竄改的檔案。日後發布新版本時，請回到這裡重新複製。',
  previewNote: '預覽是真實的元件與資料；在預覽中送出的內容不會成為名單。',
  /** When the server has no preview origin: the frame cannot call the API. */
  previewLimited:
    '預覽只顯示表單外觀，不會載入橫幅與最新紀錄：伺服器尚未設定預覽網域（請技術人員設定 CONSOLE_PREVIEW_ORIGIN）。',
  /** The preview's button that opens a popup, as a visitor's click on a partner's page would. */
  previewOpen: '開啟彈出視窗預覽',
  /** What a widget in the preview shows when it tries to send (the API's 403). */
  previewReadOnly: '這是嵌入產生器的預覽，不會送出資料；請到合作夥伴的網頁上填寫。',
  /** The partner form's default widget options. */
  defaults: {
    legend: '預設元件選項',
    hint: '在嵌入產生器選擇這個合作夥伴時，會先帶入這些選項；每一項都可以不指定。',
    version: '報價表單版本',
  },
  /** The partner form's choice of what its leads record of the page they came from. */
  keepPagePath: '名單記下來源網頁的路徑',
  keepPagePathHint:
    '不勾選：只記下合作夥伴的網站（例如 https://partner.tw/）。勾選：也記下是哪一頁（例如 /articles/kitchen），網址中的查詢參數一律不記。請先確認合作夥伴的隱私權政策允許。',
  /** The partner form's field problems. */
  nameRequired: '請填寫合作夥伴名稱。',
  originsRequired: '請至少填一個允許的來源網址。',
  fixBelow: '有欄位需要修正，請看欄位下方的說明。',
} as const;
