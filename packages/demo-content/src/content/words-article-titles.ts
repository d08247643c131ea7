/**
 * Article title templates by sub-label. Slots: {area} ping, {budget} 萬, {save} 萬, {n} a count,
 * {year} house age, {space}, {style}, {housing}, {region}, {theme}.
 */
export const TITLE_TEMPLATES: Record<number, readonly string[]> = {
  101: [
    '{area}坪{housing}裝修預算怎麼抓？{n}個步驟算清楚',
    '裝修預算{budget}萬夠嗎？{area}坪{housing}的真實花費',
    '第一次裝修就上手：{region}{area}坪預算分配表',
  ],
  102: [
    '報價單看不懂？{n}個常見項目一次解析',
    '{space}裝修報價怎麼看？{n}個容易被追加的地方',
    '{housing}報價單比一比：{n}家設計公司差在哪',
  ],
  103: [
    '{area}坪{housing}裝修省錢的{n}個撇步',
    '{space}這樣做，預算省下{save}萬',
    '輕裝修也能煥然一新：{space}{n}個不動工的改造法',
  ],
  201: [
    '{area}坪小宅放大術：{n}招讓{space}更寬敞',
    '小坪數{space}怎麼規劃？{n}個設計重點',
    '{region}{area}坪小宅，{style}也能住得很大',
  ],
  202: [
    '{space}動線怎麼規劃？{n}個黃金尺寸',
    '回字動線是什麼？{area}坪{housing}實例解析',
    '開放式格局適合{housing}嗎？{n}個優缺點',
  ],
  203: [
    '{space}收納不夠？{n}個隱藏式收納提案',
    '{area}坪{housing}全室收納規劃攻略',
    '{style}{space}收納這樣做，好看又好整理',
  ],
  301: [
    '{region}{area}坪北歐風，{n}個讓家變明亮的重點',
    '北歐風{space}怎麼配色？{n}種實用組合',
    '{housing}改北歐風：{space}的{theme}提案',
  ],
  302: [
    '日式無印風{space}：{n}個原木與留白的搭配法',
    '{area}坪日式無印宅，{space}住起來有多療癒？',
    '{region}{housing}變身無印風：{theme}實例',
  ],
  303: [
    '現代簡約風{space}設計：{n}個俐落重點',
    '{area}坪現代風{housing}改造全紀錄',
    '現代風{space}不冰冷：{theme}的溫度',
  ],
  304: [
    '工業風{space}怎麼做才不冷冰冰？{n}個祕訣',
    '{area}坪工業風{housing}：水泥與鐵件的溫度',
    '{region}工業風小宅：{space}的{theme}',
  ],
  401: [
    '木地板怎麼選？{n}種材質優缺點比較',
    '{space}地板用什麼好？{n}個挑選重點',
    '{style}配什麼地板？{space}實例一次看',
  ],
  402: [
    '{space}磁磚挑選指南：{n}個常見錯誤',
    '大理石與岩板怎麼選？{space}的{n}個比較重點',
    '{style}{space}的磁磚搭配提案',
  ],
  403: [
    '系統櫃與木作櫃：{space}該選哪一種？',
    '{space}系統櫃怎麼規劃？{n}個尺寸重點',
    '{area}坪{housing}系統櫃預算與配置',
  ],
  404: [
    '{space}牆面油漆怎麼選色？{n}種耐看配色',
    '{style}牆面質感：{n}種特殊塗料一次看',
    '{space}刷油漆前必看的{n}個準備工作',
  ],
  501: [
    '屋齡{year}年老屋水電要重拉嗎？{n}個判斷重點',
    '{space}插座怎麼配置？{n}個不後悔的位置',
    '{space}燈光怎麼配？{n}個照明設計技巧',
  ],
  502: [
    '{space}防水怎麼做？{n}道工序不能省',
    '屋齡{year}年的壁癌怎麼根治？{n}個泥作關鍵',
    '{space}重新貼磚前，你該知道的{n}件事',
  ],
  503: [
    '{space}天花板怎麼做？{n}種造型與預算比較',
    '{space}木作天花的{n}個施工重點',
    '{style}天花板設計：{theme}實例',
  ],
  504: [
    '裝修驗收清單：{space}要檢查的{n}件事',
    '{area}坪{housing}完工驗收，{n}個必看細節',
    '{space}驗收不踩雷：{n}個常見瑕疵',
  ],
  601: [
    '客廳風水禁忌：{n}個擺設重點',
    '{style}客廳的風水擺設：{n}個問答',
    '{housing}客廳風水怎麼看？{n}個化解方法',
  ],
  602: [
    '臥室風水：床頭該朝哪裡？{n}個重點',
    '{style}主臥擺設的{n}個風水提醒',
    '{housing}臥室風水：{n}個好眠佈置',
  ],
  701: ['{region}{area}坪新成屋開箱：{style}的{theme}', '新成屋交屋後先做什麼？{region}{area}坪{style}實錄'],
  702: [
    '屋齡{year}年老屋翻新：{region}{area}坪{style}重生記',
    '屋齡{year}年老公寓，{budget}萬翻新全紀錄',
    '{region}老屋翻新：{style}的{theme}',
  ],
  703: [
    '中古屋買來怎麼改？{region}{area}坪{style}實例',
    '{budget}萬改造{area}坪中古屋：{n}個改造重點',
    '{region}中古屋改造：{theme}的{style}',
  ],
  801: [
    '室內植栽怎麼擺？{n}種好養又療癒的植物',
    '{space}也能有綠意：{n}個植栽佈置法',
    '{style}{space}的植栽搭配提案',
  ],
  802: [
    '家裡太暗怎麼辦？{space}的{n}個引光設計',
    '{space}通風不好？{n}個改善方法',
    '{region}{area}坪{housing}的採光改造',
  ],
};
