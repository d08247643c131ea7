/** Sentences of the on-site ratings, the Google comments and the short-video titles. */

/** Rating sentences by tone. */
export const RATING_SENTENCES = {
  positive: [
    '設計師很有耐心，每次修改都會仔細說明。',
    '工班施工細緻，收邊都很漂亮。',
    '報價清楚透明，沒有莫名的追加費用。',
    '工期比預期還早一週完成，非常感謝。',
    '收納規劃很貼心，搬進來後東西都有地方放。',
    '每週都會傳工程進度照片，人不在台灣也很放心。',
    '完工後有問題一通電話就來處理，售後服務很好。',
    '設計師提出的格局調整讓客廳變大很多。',
  ],
  neutral: [
    '整體還算滿意，但有些細節需要自己提醒。',
    '工期比原訂晚了兩週左右。',
    '設計中規中矩，沒有太多驚喜。',
    '有少量追加費用，事先有說明所以可以接受。',
  ],
  negative: [
    '溝通上常常要等很久才有回覆。',
    '完工後有幾處油漆不平整，反映後處理得很慢。',
    '實際完成的樣子和 3D 圖有不少落差。',
    '追加費用比預期多，建議合約要寫清楚。',
  ],
} as const;

/** Openings of a Google comment. */
export const GOOGLE_OPENINGS: readonly string[] = [
  '朋友介紹來的，',
  '比較了好幾家之後選擇這間，',
  '第一次裝修什麼都不懂，',
  '老家翻新找他們，',
  '新成屋交屋後委託設計，',
];

/** Google comment bodies by rating (1–5). */
export const GOOGLE_BODIES: Record<number, readonly string[]> = {
  5: [
    '從設計到施工都很專業，推薦！',
    '設計師很懂得傾聽需求，成果超乎預期。',
    '工班準時又乾淨，完工後家裡超美。',
  ],
  4: ['整體很滿意，只是工期稍微延了一點。', '設計很棒，溝通上偶爾需要多提醒。', '價格合理，品質不錯。'],
  3: ['成果還可以，但過程中的溝通有待加強。', '設計普通，施工品質尚可。'],
  2: ['完工後的問題處理得很慢。', '追加費用太多，和一開始說的不一樣。'],
  1: ['工期一延再延，非常失望。', '聯絡不到人，售後服務很差。'],
};

/** Short-video title templates. Slots as in the article titles. */
export const SHORT_TITLES: readonly string[] = [
  '{n}秒看懂{space}收納',
  '{style}{space}改造前後',
  '設計師帶你看{area}坪{style}新家',
  '{space}裝修常見的{n}個錯誤',
  '{region}{area}坪{housing}開箱',
  '{budget}萬打造{style}{space}',
  '{space}燈光這樣配才有氛圍',
  '一分鐘學會挑{space}磁磚',
  '{style}配色的{n}個祕訣',
  '老屋{space}翻新全紀錄',
];
