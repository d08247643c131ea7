import type { RateCard } from './rate-card-types.ts';

/** Rate card of 豪裝 (decorate level 3): imported materials and made-to-measure work, about 10–15 萬/坪 for design and construction. */
export const LUXURY_RATE_CARD: RateCard = {
  level: 3,
  name: '豪裝',
  design_and_construction: [
    {
      name: '設計費',
      groups: [
        {
          name: '設計規劃',
          items: [
            { name: '室內設計費', per: 'ping', unit_price: 8000 },
            { name: '3D 效果圖', per: 'ping', unit_price: 1500 },
          ],
        },
        { name: '工程管理', items: [{ name: '工程監造', per: 'ping', unit_price: 3000 }] },
      ],
    },
    {
      name: '拆除工程',
      groups: [
        { name: '拆除', items: [{ name: '全室拆除（含隔間）', per: 'ping', unit_price: 3500 }] },
        {
          name: '清運與保護',
          items: [
            { name: '廢棄物清運', per: 'lot', unit_price: 45000 },
            { name: '公共區域保護', per: 'lot', unit_price: 25000 },
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
              name: '不鏽鋼冷熱水管',
              per: 'room',
              rooms: ['bathroom', 'kitchen'],
              unit: '間',
              unit_price: 38000,
            },
            { name: '全室淨水系統', per: 'lot', unit_price: 45000 },
          ],
        },
        {
          name: '電力',
          items: [
            { name: '全室電線更新', per: 'ping', unit_price: 4200 },
            { name: '進口開關插座', per: 'ping', unit_price: 2200 },
            { name: '配電箱更新', per: 'lot', unit_price: 35000 },
          ],
        },
        {
          name: '弱電',
          items: [
            { name: '網路電話配線', per: 'ping', unit_price: 900 },
            { name: '智慧家居系統', per: 'ping', unit_price: 2500 },
          ],
        },
      ],
    },
    {
      name: '泥作工程',
      groups: [
        {
          name: '浴室',
          items: [
            { name: '浴室防水', per: 'room', rooms: ['bathroom'], unit: '間', unit_price: 45000 },
            { name: '浴室進口磁磚', per: 'room', rooms: ['bathroom'], unit: '間', unit_price: 120000 },
          ],
        },
        {
          name: '地坪與陽台',
          items: [
            { name: '地坪整平', per: 'ping', unit_price: 2500 },
            { name: '陽台石材地坪', per: 'room', rooms: ['balcony'], unit: '處', unit_price: 40000 },
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
            { name: '隔音氣密窗', per: 'ping', unit_price: 6000 },
            {
              name: '實木室內門',
              per: 'room',
              rooms: ['bedroom', 'bathroom'],
              unit: '樘',
              unit_price: 28000,
            },
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
            { name: '造型天花板', per: 'ping', unit_price: 9500 },
            { name: '間接照明', per: 'ping', unit_price: 2500 },
          ],
        },
        {
          name: '造型',
          items: [
            {
              name: '石材電視主牆',
              per: 'room',
              rooms: ['living_room'],
              unit: '面',
              unit_price: 120000,
              max: 1,
            },
            { name: '木作造型牆', per: 'ping', unit_price: 3000 },
          ],
        },
      ],
    },
    {
      name: '油漆工程',
      groups: [
        { name: '牆面', items: [{ name: '進口塗料', per: 'ping', unit_price: 6500 }] },
        {
          name: '特殊塗裝',
          items: [{ name: '藝術塗料', per: 'room', rooms: ['living_room'], unit: '面', unit_price: 60000 }],
        },
      ],
    },
    {
      name: '系統櫃',
      groups: [
        {
          name: '收納',
          items: [
            { name: '訂製衣櫃', per: 'room', rooms: ['bedroom'], unit: '組', unit_price: 110000 },
            { name: '玄關櫃', per: 'lot', unit_price: 70000 },
            { name: '客廳收納櫃', per: 'room', rooms: ['living_room'], unit: '組', unit_price: 80000 },
          ],
        },
      ],
    },
    {
      name: '地板工程',
      groups: [{ name: '地坪', items: [{ name: '海島型實木地板', per: 'ping', unit_price: 12000 }] }],
    },
    {
      name: '衛浴設備',
      groups: [
        {
          name: '衛浴',
          items: [
            { name: '智能馬桶', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 45000 },
            { name: '石材浴櫃', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 40000 },
            { name: '乾濕分離拉門', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 28000 },
            { name: '恆溫花灑組', per: 'room', rooms: ['bathroom'], unit: '組', unit_price: 25000 },
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
            { name: '中島廚具', per: 'room', rooms: ['kitchen'], unit: '組', unit_price: 260000 },
            { name: '進口三機', per: 'room', rooms: ['kitchen'], unit: '組', unit_price: 100000 },
          ],
        },
      ],
    },
    {
      name: '清潔',
      groups: [{ name: '清潔', items: [{ name: '完工細部清潔', per: 'ping', unit_price: 900 }] }],
    },
  ],
  furniture_and_appliance: [
    {
      name: '客廳家具',
      groups: [
        {
          name: '沙發茶几',
          items: [
            { name: '進口沙發', per: 'room', rooms: ['living_room'], unit: '組', unit_price: 220000, max: 1 },
            { name: '石材茶几', per: 'room', rooms: ['living_room'], unit: '張', unit_price: 45000, max: 1 },
            { name: '電視櫃', per: 'room', rooms: ['living_room'], unit: '座', unit_price: 50000, max: 1 },
          ],
        },
      ],
    },
    {
      name: '餐廳家具',
      groups: [
        { name: '餐桌椅', items: [{ name: '進口餐桌椅組', per: 'lot', unit: '組', unit_price: 120000 }] },
      ],
    },
    {
      name: '臥室家具',
      groups: [
        {
          name: '床組',
          items: [
            { name: '實木床架', per: 'room', rooms: ['bedroom'], unit: '張', unit_price: 60000 },
            { name: '名床床墊', per: 'room', rooms: ['bedroom'], unit: '張', unit_price: 80000 },
            { name: '床頭櫃', per: 'room', rooms: ['bedroom'], unit: '組', unit_price: 15000 },
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
              name: '吊隱式冷氣',
              per: 'room',
              rooms: ['bedroom', 'living_room'],
              unit: '台',
              unit_price: 75000,
            },
            { name: '全熱交換機', per: 'lot', unit: '台', unit_price: 80000 },
          ],
        },
        {
          name: '大型家電',
          items: [
            { name: '對開冰箱', per: 'lot', unit: '台', unit_price: 120000 },
            { name: '洗脫烘洗衣機', per: 'lot', unit: '台', unit_price: 75000 },
            {
              name: '大尺寸電視',
              per: 'room',
              rooms: ['living_room'],
              unit: '台',
              unit_price: 90000,
              max: 1,
            },
          ],
        },
        { name: '廚房家電', items: [{ name: '嵌入式蒸烤爐', per: 'lot', unit: '台', unit_price: 80000 }] },
      ],
    },
    {
      name: '燈具窗簾',
      groups: [
        { name: '燈具', items: [{ name: '設計師燈具', per: 'ping', unit_price: 3500 }] },
        { name: '窗簾', items: [{ name: '電動窗簾', per: 'ping', unit_price: 4000 }] },
      ],
    },
  ],
};
