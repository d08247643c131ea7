import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let member: string;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
    member = await h.login('0966000031');
  });
  afterAll(() => h.close());

  const answers = {
    stage: 'comparing',
    priorities: ['budget', 'quality'],
    budget: '101-200',
    message: '希望多一點小坪數作品',
  };

  it('info answers the questions; switch says to show it until it is answered', async () => {
    const info = (await h.call('GET', '/api/survey/info')).body.data;
    expect(info.key).toBe('renovation_needs_2025');
    expect(info.questions.map((q: { key: string }) => q.key)).toEqual([
      'stage',
      'priorities',
      'budget',
      'message',
    ]);
    const before = (await h.call('GET', '/api/survey/switch', { token: member })).body.data;
    expect(before).toMatchObject({ enabled: true, show: true });
  });

  it('store keeps one answer per member (409 after) and per device', async () => {
    const stored = await h.call('POST', '/api/survey/store', {
      body: { survey_key: 'renovation_needs_2025', answers },
      token: member,
    });
    expect(stored.status).toBe(200);
    expect(stored.body.data.id).toEqual(expect.any(Number));
    expect((await h.call('GET', '/api/survey/switch', { token: member })).body.data.show).toBe(false);
    const again = await h.call('POST', '/api/survey/store', {
      body: { survey_key: 'renovation_needs_2025', answers },
      token: member,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('您已填寫過此問卷，感謝您的參與');

    const headers = { 'x-uuid': 'survey-device' };
    expect(
      (
        await h.call('POST', '/api/survey/store', {
          body: { survey_key: 'renovation_needs_2025', answers: { stage: 'done', priorities: ['style'] } },
          headers,
        })
      ).status,
    ).toBe(200);
    expect((await h.call('GET', '/api/survey/switch', { headers })).body.data.show).toBe(false);
  });

  it('bad answers are 422 with the question in the message', async () => {
    const cases = [
      { survey_key: 'other', answers },
      { survey_key: 'renovation_needs_2025', answers: { ...answers, stage: 'later' } },
      {
        survey_key: 'renovation_needs_2025',
        answers: { ...answers, priorities: ['budget', 'style', 'quality', 'storage'] },
      },
      { survey_key: 'renovation_needs_2025', answers: { priorities: ['budget'] } },
      { survey_key: 'renovation_needs_2025', answers: { ...answers, extra: 1 } },
    ];
    for (const body of cases) {
      const answer = await h.call('POST', '/api/survey/store', { body, headers: { 'x-uuid': 'survey-bad' } });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
