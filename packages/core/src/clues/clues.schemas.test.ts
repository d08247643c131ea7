import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ClueAuthorizationPayloadSchema,
  ClueInfoResponseSchema,
  ConsultPayloadSchema,
  LastMessageResponseSchema,
  OrderPayloadSchema,
} from './clues.schemas.ts';

describe('Clue submission: utm, type, source_type, source_id, sender_contact, design_id, accepted', () => {
  const clue = {
    utm: { source: 's', medium: 'm', campaign: 'c', content: 'x' },
    type: 'work_detail_auto_popbox',
    source_type: 'work',
    source_id: 3,
    sender_contact: '0912***678',
    design_id: 8,
    accepted: 1,
    notice_version: '2026-11',
  };
  it('accepts a clue with a masked mobile (status clue)', () => {
    expect(z.parse(ClueAuthorizationPayloadSchema, clue)).toEqual(clue);
  });
  it('needs consent and a contact', () => {
    const result = z.safeParse(ClueAuthorizationPayloadSchema, { ...clue, accepted: 0, sender_contact: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['請輸入行動電話', '請勾選服務條款']);
  });
  it('reads source_id and design_id held as text as numbers; other text is rejected', () => {
    expect(z.parse(ClueAuthorizationPayloadSchema, { ...clue, source_id: '3', design_id: '8' })).toEqual(
      clue,
    );
    expect(z.safeParse(ClueAuthorizationPayloadSchema, { ...clue, source_id: '' }).success).toBe(false);
    expect(z.safeParse(ClueAuthorizationPayloadSchema, { ...clue, design_id: 'x8' }).success).toBe(false);
  });
});

describe('Clue info, last message → exists_clue', () => {
  it('reads data.exists_clue', () => {
    expect(z.parse(ClueInfoResponseSchema, { code: 200, data: { exists_clue: true } }).data.exists_clue).toBe(
      true,
    );
    expect(
      z.parse(LastMessageResponseSchema, { code: 200, data: { exists_clue: false } }).data.exists_clue,
    ).toBe(false);
  });
});

describe('Consult and order (postInfo) payloads', () => {
  it('consult needs a valid mobile', () => {
    expect(
      z.safeParse(ConsultPayloadSchema, { mobile: '0912345678', accepted: 1, notice_version: '2026-11' })
        .success,
    ).toBe(true);
    expect(
      z.safeParse(ConsultPayloadSchema, { mobile: '123', accepted: 1, notice_version: '2026-11' }).error
        ?.issues[0]?.message,
    ).toBe('請輸入正確的行動電話');
  });
  it('order needs mobile, page, variant A or B and consent', () => {
    const order = {
      mobile: '0912345678',
      region_id: 1,
      page: 'style_test_result',
      variant: 'B',
      accepted: 1,
      notice_version: '2026-11',
    };
    expect(z.parse(OrderPayloadSchema, order)).toEqual(order);
    expect(z.safeParse(OrderPayloadSchema, { ...order, variant: 'C' }).success).toBe(false);
    expect(z.safeParse(OrderPayloadSchema, { ...order, region_id: 18 }).error?.issues[0]?.message).toBe(
      '請選擇正確的地區',
    );
  });
});
