/**
 * Staff passwords refuse the common and guessable (zxcvbn-ts with the common and English
 * dictionaries, the email's local part and the product's names): wherever a staff password is
 * set — the console's staff form and `npm run staff -- create` — `password1234`, the email's
 * local part with digits or `renovo…` are refused with a zh-TW reason; a long passphrase passes.
 */
import { consoleApiMessages } from '@renovo/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../staff-cli.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

/** Guessable passwords and the reason each is refused with (for alice.wang@renovo.example). */
const GUESSABLE: [string, string][] = [
  ['password1234', consoleApiMessages.passwordCommon],
  ['alice.wang2024', consoleApiMessages.passwordPersonal],
  ['alicewang1234!', consoleApiMessages.passwordPersonal],
  ['renovo2024renovo', consoleApiMessages.passwordPersonal],
  ['qwertyuiop12', consoleApiMessages.passwordCommon],
  ['aaaaaaaaaaaaaaaa', consoleApiMessages.passwordPattern],
];
const EMAIL = 'alice.wang@renovo.example';
const STRONG = 'tidal copper lantern 58 orchard';

describe.each(DATABASE_LANES)('staff passwords on %s', (lane) => {
  let h: TestHarness;
  let admin: SignedInStaff;
  beforeAll(async () => {
    h = await createHarness({ lane });
    admin = await signedInStaff(h, 'admin', 'boss@renovo.example');
  });
  afterAll(() => h.close());

  it.each(GUESSABLE)('the console refuses %s with its reason', async (password, reason) => {
    const res = await h.call('POST', '/console/api/staff', {
      body: { email: EMAIL, password, role: 'marketing' },
      headers: asStaff(admin),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(reason);
  });

  it('the staff command refuses a guessable password with the same reason, and takes a strong one', async () => {
    const run = async (password: string) => {
      const err: string[] = [];
      const code = await runStaffCommand(
        ['create', '--email', EMAIL, '--password', password, '--role', 'editor'],
        { db: h.db, env: h.env, now: h.clock(), out: () => {}, err: (line) => err.push(line) },
      );
      return { code, err: err.join('\n') };
    };
    const weak = await run('password1234');
    expect(weak.code).toBe(1);
    expect(weak.err).toBe(consoleApiMessages.passwordCommon);
    expect((await run('renovo2024renovo')).err).toBe(consoleApiMessages.passwordPersonal);
    expect((await run(STRONG)).code).toBe(0);
  });

  it('the console takes a long passphrase', async () => {
    const res = await h.call('POST', '/console/api/staff', {
      body: { email: 'bob@renovo.example', password: STRONG, role: 'marketing' },
      headers: asStaff(admin),
    });
    expect(res.status).toBe(201);
  });
});
