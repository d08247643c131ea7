import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { testClient, useTestServer } from '../testing/test-server.ts';
import { solveCodeChallenge } from './challenge-solver.ts';
import { challengeOf, sendCodeSolvingChallenges } from './code-challenge.ts';
import type { CodeChallenge } from './session.schemas.ts';

const server = useTestServer();
const payload = { medium: 'sms', type: 'login', username: '0912345678' } as const;
const SECRET = 'test-secret';

async function challenge(counter = 3000): Promise<CodeChallenge> {
  return (await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey: nodeDeriveKey,
    hmacSignatureSecret: SECRET,
  })) as unknown as CodeChallenge;
}

const asked = async () => ({
  status: 428,
  body: {
    code: 428,
    message: '為確認不是自動程式，請稍候再發送驗證碼',
    data: null,
    challenge: await challenge(),
  },
});

describe('a 428 challenge on POST /v1/codes is solved in the background and the send made again', () => {
  it('solves, resends with the solution, and resolves with the 200', async () => {
    const reply = await asked();
    server.handle = (_, i) =>
      i === 0 ? reply : { body: { code: 200, data: null, message: '驗證碼已發送' } };
    const answer = await sendCodeSolvingChallenges(testClient(server.baseURL), payload);
    expect(answer.message).toBe('驗證碼已發送');
    expect(server.requests).toHaveLength(2);
    expect(JSON.parse(server.requests[0]!.body)).toEqual(payload);
    const second = JSON.parse(server.requests[1]!.body);
    expect(second).toMatchObject(payload);
    // The server's own check accepts what the solver sent.
    const solved = JSON.parse(second.challenge);
    expect(solved.challenge).toEqual(reply.body.challenge);
    const check = await verifySolution({
      challenge: solved.challenge,
      solution: solved.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(check.verified).toBe(true);
  });

  it('other errors are thrown as they are, with no second request', async () => {
    server.handle = () => ({ status: 429, body: { code: 429, message: '發送太頻繁，請於 30 秒後再試' } });
    await expect(sendCodeSolvingChallenges(testClient(server.baseURL), payload)).rejects.toMatchObject({
      status: 429,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('meets at most two challenges, then throws the 428 (its message is the toast)', async () => {
    const reply = await asked();
    server.handle = () => reply;
    const solve = async () => 'solved';
    await expect(sendCodeSolvingChallenges(testClient(server.baseURL), payload, solve)).rejects.toMatchObject(
      {
        status: 428,
      },
    );
    expect(server.requests).toHaveLength(3);
  });

  it('a solver that cannot solve (no WebCrypto) leaves the 428 to be shown', async () => {
    const reply = await asked();
    server.handle = () => reply;
    await expect(
      sendCodeSolvingChallenges(testClient(server.baseURL), payload, async () => null),
    ).rejects.toMatchObject({ status: 428 });
    expect(server.requests).toHaveLength(1);
  });

  it('challengeOf reads only a 428 that carries a challenge', async () => {
    server.handle = () => ({ status: 428, body: { code: 428, message: 'x' } });
    const error = await sendCodeSolvingChallenges(testClient(server.baseURL), payload).catch((e) => e);
    expect(challengeOf(error)).toBeNull();
    expect(challengeOf(new Error('x'))).toBeNull();
  });
});

describe('the solver finds the counter the server hid', () => {
  it('answers {challenge, solution} whose derived key the server signed', async () => {
    const c = await challenge(1234);
    const text = await solveCodeChallenge(c);
    expect(JSON.parse(text!).solution.counter).toBe(1234);
  });
});
