import type { RateCard } from './rate-card-types.ts';

/** Rate card of 精裝 (decorate level 2): full renovation with feature walls, about 5–8 萬/坪 for design and construction. */
export const REFINED_RATE_CARD: RateCard = {
  level: 2,
  name: '精裝',
  design_and_construction: [
    {
      name: '設計費',
      groups: [
        {
          name: '設計規劃',
          items: [
            { name: '室內設計費', per: 'ping', unit_price: 3500 },
            { name: '3D 效果圖', per: 'ping', unit_price: 800 },
          ],
        },
        { name: '工程管理', items: [{ name: '工程監造', per: 'ping', unit_price: 1200 }] },
      ],
    },
    {
      name: '拆除工程',
      groups: [
        { name: '拆除', items: [{ name: '全室拆除', per: 'ping', unit_price: 2400 }] },
        {
          name: '清運與保護',
          items: [
            { name: '廢棄物清運', per: 'lot', unit_price: 28000 },
            { name: '公共區域保護', per: 'lot', unit_price: 15000 },
          ],
        },
      ],
    },
    {
      name: '水電工程',
      groups: [
        {
          name: '給排水',
          items: [
            {
              name: '冷熱水管更新',
              per: 'room',
              rooms: ['bathroom', 'kitchen'],
              unit: '間',
              unit_price: 26000,
            },
          ],
        },
        {
          name: '電力',
          items: [
            { name: '全室電線更新', per: 'ping', unit_price: 3200 },
            { name: '開關插座更換', per: 'ping', unit_price: 1000 },
            { name: '配電箱更新', per: 'lot', unit_price: 22000 },
          ],
        },
        { name: '弱電', items: [{ name: '網路電話配線', per: 'ping', unit_price: 500 }] },
      ],
    },
    {
      name: '泥作工程',
      groups: [
        {
          name: '浴室',
          items: [
            { name: '浴室防水', per: 'room', rooms: ['bathroom'], unit: '間', unit_price: 32000 },
            { name: '浴室壁地磚', per: 'room', rooms: ['bathroom'], unit: '間', unit_price: 72000 },
          ],
        },
        {
          name: '地坪與陽台',
          items: [
            { name: '地坪整平', per: 'ping', unit_price: 1800 },
            { name: '陽台地磚', per: 'room', rooms: ['balcony'], unit: '處', unit_price: 22000 },
          ],
        },
      ],
    },
    {
      name: '門窗工程',
      groups: [
        {
          name: '門窗',
          items: [
            { name: '氣密窗', per: 'ping', unit_price: 3000 },
            { name: '室內門', per: 'room', rooms: ['bedroom', 'bathroom'], unit: '樘', unit_price: 14000 },
          ],
        },
      ],
    },
    {
      name: '木作工程',
      groups: [
        {
          name: '天花板',
          items: [
            { name: '造型天花板', per: 'ping', unit_price: 6800 },
            { name: '間接照明', per: 'ping', unit_price: 1200 },
          ],
        },
        {
          name: '造型',
          items: [
            { name: '電視主牆', per: 'room', rooms: ['living_room'], unit: '面', unit_price: 45000, max: 1 },
          ],
        },
      ],
    },
    {
      name: '油漆工程',
      groups: [{ name: '牆面', items: [{ name: '全室批土乳膠漆', per: 'ping', unit_price: 4200 }] }],
    },
    {
      name: '系統櫃',
      groups: [
        {
          name: '收納',
          items: [
            { name: '系統衣櫃', per: 'room', rooms: ['bedroom'], unit: '組', unit_price: 55000 },
            { name: '玄關鞋櫃', per: 'lot', unit_price: 32000 },
            { name: '客廳收納櫃', per: 'room', rooms: ['living_room'], unit: '組', unit_price: 30000 },
          ],
        },
      ],
    },
    {
      name: '地板工程',
      groups: [{ name: '地坪', items: [{ name: '超耐磨木地板', per: 'ping', unit_price: 6500 }] }],
    },
    {
      name: '衛浴設備',
      groups: [
        {
          name: '衛浴',
          items: [
            { name: '單體馬桶', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 14000 },
            { name: '浴櫃面盆', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 16000 },
            { name: '淋浴拉門', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 16000 },
            { name: '龍頭花灑組', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 8000 },
          ],
        },
      ],
    },
    {
      name: '廚具',
      groups: [
        {
          name: '廚具',
          items: [
            { name: 'L型廚具', per: 'room', rooms: ['kitchen'], unit: '組', unit_price: 120000 },
            {
              name: '三機（排油煙機、瓦斯爐、烘碗機）',
              per: 'room',
              rooms: ['kitchen'],
              unit: '組',
              unit_price: 40000,
            },
          ],
        },
      ],
    },
    {
      name: '清潔',
      groups: [{ name: '清潔', items: [{ name: '完工細部清潔', per: 'ping', unit_price: 600 }] }],
    },
  ],
  furniture_and_appliance: [
    {
      name: '客廳家具',
      groups: [
        {
          name: '沙發茶几',
          items: [
            { name: '皮革沙發', per: 'room', rooms: ['living_room'], unit: '組', unit_price: 58000, max: 1 },
            { name: '茶几', per: 'room', rooms: ['living_room'], unit: '張', unit_price: 12000, max: 1 },
            { name: '電視櫃', per: 'room', rooms: ['living_room'], unit: '座', unit_price: 15000, max: 1 },
          ],
        },
      ],
    },
    {
      name: '餐廳家具',
      groups: [
        { name: '餐桌椅', items: [{ name: '實木餐桌椅組', per: 'lot', unit: '組', unit_price: 35000 }] },
      ],
    },
    {
      name: '臥室家具',
      groups: [
        {
          name: '床組',
          items: [
            { name: '雙人床架', per: 'room', rooms: ['bedroom'], unit: '張', unit_price: 22000 },
            { name: '獨立筒床墊', per: 'room', rooms: ['bedroom'], unit: '張', unit_price: 28000 },
            { name: '床頭櫃', per: 'room', rooms: ['bedroom'], unit: '組', unit_price: 6000 },
          ],
        },
      ],
    },
    {
      name: '家電',
      groups: [
        {
          name: '空調',
          items: [
            {
              name: '變頻分離式冷氣',
              per: 'room',
              rooms: ['bedroom', 'living_room'],
              unit: '台',
              unit_price: 38000,
            },
          ],
        },
        {
          name: '大型家電',
          items: [
            { name: '變頻冰箱', per: 'lot', unit: '台', unit_price: 45000 },
            { name: '滾筒洗衣機', per: 'lot', unit: '台', unit_price: 32000 },
            { name: '液晶電視', per: 'room', rooms: ['living_room'], unit: '台', unit_price: 35000, max: 1 },
          ],
        },
        { name: '小家電', items: [{ name: '除濕機', per: 'lot', unit: '台', unit_price: 9000 }] },
      ],
    },
    {
      name: '燈具窗簾',
      groups: [
        { name: '燈具', items: [{ name: '全室燈具', per: 'ping', unit_price: 1200 }] },
        { name: '窗簾', items: [{ name: '遮光窗簾', per: 'ping', unit_price: 1500 }] },
      ],
    },
  ],
};
