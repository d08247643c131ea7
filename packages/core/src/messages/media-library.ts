/** The media library's answers and the console's words (docs/spec/console.md#media-library). */
export const mediaLibraryMessages = {
  noFile: '請選擇要上傳的照片（欄位 file）',
  notMultipart: '請以 multipart/form-data 上傳照片',
  tooLarge: '照片不可超過 {mb} MB',
  notAPhoto: '只接受 JPEG、PNG、WebP 或 AVIF 照片（依檔案內容判斷，不看副檔名）',
  heic: 'iPhone 的 HEIC 照片目前無法處理：請在「設定 › 相機 › 格式」選「最相容」，或先轉成 JPEG 再上傳',
  unreadable: '無法讀取這張照片（檔案可能已損壞），請重新匯出後再上傳',
  notFound: '找不到這個媒體檔案',
  retryLimit: '處理失敗次數過多，請重新上傳',
  // The console screen.
  title: '媒體庫',
  intro:
    '上傳照片（JPEG、PNG、WebP、AVIF，每張最多 25 MB，可一次選多張）。照片會轉正並移除所有 EXIF 與 GPS 資訊，再製成各種尺寸與格式。',
  choose: '選擇照片',
  uploads: '本次上傳',
  uploading: '上傳中',
  processing: '處理中…',
  ready: '完成',
  failed: '失敗',
  offline: '連線中斷，照片沒有送出',
  retry: '重試',
  library: '所有照片',
  empty: '還沒有任何照片',
  size: '{width} × {height}',
} as const;
