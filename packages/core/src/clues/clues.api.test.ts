import { describe, expect, it } from 'vitest';
import { testClient, useTestServer } from '../testing/test-server.ts';
import {
  getClueInfo,
  getLastMessage,
  postClueAuthorization,
  postConsult,
  postOrderInfo,
} from './clues.api.ts';

const server = useTestServer();

const api = () => testClient(server.baseURL);
const order = {
  mobile: '0912345678',
  page: 'style_test_result',
  variant: 'A',
  accepted: 1,
  notice_version: '2026-11',
} as const;

describe('Clue calls', () => {
  it('GET /hyperf/clues/user/clue/info reads data.exists_clue', async () => {
    server.handle = () => ({ body: { code: 200, data: { exists_clue: true } } });
    expect((await getClueInfo(api())).data.exists_clue).toBe(true);
    expect(server.last().path).toBe('/hyperf/clues/user/clue/info');
  });
  it('POST /hyperf/clues/consult', async () => {
    await postConsult(
      api(),
      { mobile: '0912345678', accepted: 1, notice_version: '2026-11' },
      { idempotencyKey: 'c1' },
    );
    expect([server.last().method, server.last().path]).toEqual(['POST', '/hyperf/clues/consult']);
    expect(server.last().headers['idempotency-key']).toBe('c1');
  });
  it('clue authorisation posts utm, type, source_type, source_id, sender_contact, design_id, accepted', async () => {
    const payload = {
      utm: { source: 's', medium: 'm', campaign: 'c', content: 'x' },
      type: 'work_detail_auto_popbox',
      source_type: 'work',
      source_id: 3,
      sender_contact: '0912***678',
      design_id: 8,
      accepted: 1,
      notice_version: '2026-11',
    } as const;
    await postClueAuthorization(api(), payload);
    expect(server.last().path).toBe('/hyperf/clues/authorize');
    expect(JSON.parse(server.last().body)).toEqual(payload);
  });
});

describe('Order modal calls (their failure rules live in the order modal store)', () => {
  it('POST /hyperf/clues/order sends the payload and the idempotency key', async () => {
    server.handle = () => ({ body: { code: 200, data: { id: 1, exists_clue: true } } });
    const answer = await postOrderInfo(api(), order, { idempotencyKey: 'o1' });
    expect(answer.data.exists_clue).toBe(true);
    expect([server.last().method, server.last().path]).toEqual(['POST', '/hyperf/clues/order']);
    expect(JSON.parse(server.last().body)).toEqual(order);
    expect(server.last().headers['idempotency-key']).toBe('o1');
  });
  it('GET /hyperf/clues/last_message reads data.exists_clue', async () => {
    server.handle = () => ({ body: { code: 200, data: { exists_clue: false } } });
    expect((await getLastMessage(api())).data.exists_clue).toBe(false);
    expect(server.last().path).toBe('/hyperf/clues/last_message');
  });
});
