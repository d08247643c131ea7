/**
 * The residential-community import's answers and the console screen's words
 * (docs/spec/console.md#community-import): one reason per refused row, in zh-TW.
 */
export const communityImportMessages = {
  notCsv: '請以 CSV（text/csv，UTF-8）上傳社區資料',
  notUtf8: '檔案不是 UTF-8 編碼，請以 UTF-8 另存 CSV 後再上傳',
  empty: '檔案沒有任何資料列',
  tooManyRows: '一次最多匯入 {max} 列，請分批上傳',
  header: '第一列必須是欄位名稱：{header}',
  unreadable: '第 {line} 行的 CSV 格式有誤（引號未成對或欄位不完整），請修正後再上傳',
  columns: '欄位數不對：應有 {expected} 欄，這一列有 {actual} 欄',
  name: '社區名稱必填，最多 40 個字',
  address: '地址必填，最多 120 個字',
  region: '縣市代碼（region_id）不正確',
  district: '行政區不在這個縣市',
  rooms: '房數須為 0–20 的整數',
  halls: '廳數須為 0–20 的整數',
  baths: '衛浴數須為 0–20 的整數',
  area: '建坪須為大於 0、最多 9999 的數字（最多兩位小數）',
  housingType: '房屋類型代碼不正確',
  conflicting: '同一社區（名稱與地址相同）的縣市、行政區或房屋類型與第 {row} 列不同',
  duplicateLayout: '與第 {row} 列的格局與坪數重複',
  communityHasBadRow: '同一社區的第 {rows} 列有誤，整個社區未匯入',
  tooManyLayouts: '一個社區最多 {max} 種格局',
  // The console screen.
  title: '社區匯入',
  intro:
    '上傳 CSV（UTF-8）：第一列為欄位名稱，每一列是一個格局；名稱與地址相同的列屬於同一社區。先試算檢查，再匯入；已有的社區以檔案內容更新格局。',
  file: 'CSV 檔案',
  dryRun: '試算檢查',
  run: '匯入',
  checking: '檢查中…',
  importing: '匯入中…',
  wouldImport: '可匯入 {n} 列：將新增 {created} 個社區、更新 {updated} 個社區',
  errorsCapped: '只列出前 {max} 列有誤的資料',
  imported: '已匯入 {n} 列：新增 {created} 個社區、更新 {updated} 個社區',
  noErrors: '沒有錯誤',
  errorsTitle: '有誤的列（{n}）',
  row: '列',
  reason: '原因',
  pickFirst: '請先選擇 CSV 檔案',
} as const;
