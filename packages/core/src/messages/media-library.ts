/** The media library's answers and the console's words (docs/spec/console.md#media-library). */
export const mediaLibraryMessages = {
  noFile: '請選擇要上傳的照片（欄位 file）',
  notMultipart: '請以 multipart/form-data 上傳照片',
  tooLarge: '照片不可超過 {mb} MB',
  notAPhoto: '只接受 JPEG、PNG、WebP、AVIF 照片，或 MP4、MOV、WebM 影片（依檔案內容判斷，不看副檔名）',
  videoTooLarge: '影片不可超過 {mb} MB',
  videoUnreadable: '無法讀取這段影片（檔案可能已損壞或編碼不支援），請重新匯出後再上傳',
  videoTimeout: '影片轉檔超過時間限制，請剪短或降低解析度後再試',
  notFailed: '只有處理失敗的檔案可以重試',
  notAVideo: '這個媒體檔案不是影片',
  videoNotReady: '影片還在轉檔，完成後才能更換封面',
  posterAt: '封面時間必須介於 0 秒與影片長度之間',
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
  /** The photo picker (a cover, a banner, an article's image): a video or another file was chosen. */
  photosOnly: '這裡只能選用照片（JPEG、PNG、WebP、AVIF）；影片請在短影音上傳',
  /** A photo in the picker: its size and the day it was uploaded. */
  pickerCaption: '#{id}・{width} × {height}・{date}',
  size: '{width} × {height}',
  /** A library tile's number: what a content field's 照片編號 takes (docs/content.md). */
  number: '照片編號 {id}',
  /** A ready photo's largest JPEG, for a field that takes an address (a landing page's hero image). */
  copyUrl: '複製圖片網址',
  transcoding: '轉檔中 {percent}%',
  duration: '{seconds} 秒',
} as const;
