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
} as const;
