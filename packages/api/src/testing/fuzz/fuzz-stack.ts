/**
 * What the fuzz tests send their requests to (packages/api/src/fuzz-*.test.ts): a harness with
 * the lead limits lifted (the fuzz asks about input, not about how many leads one number may
 * file) whose signed-in member owns company 1, so the company centre's routes are reached; an
 * admin's console sessions with the site's own Origin; and a support account, a partner and a
 * quote, whose ids `real()` writes into the endpoints' paths in place of FUZZ_IDS.
 *
 * @example const fuzz = fuzzStack(lane); beforeAll(fuzz.open); afterAll(fuzz.close);
 */
import { userInfoRoute } from '@renovo/core/contracts';
import type { StaffRole } from '@renovo/core/schemas';
import { writeLeads } from '../../console/leads/leads-for-tests.ts';
import { companyMembers } from '../../db/schema-company-side.ts';
import { createPartner } from '../../services/partners/manage.ts';
import { createStaffAccount } from '../../services/staff/accounts.ts';
import { createStaffSession, STAFF_COOKIE } from '../../services/staff/sessions.ts';
import { createHarness, type TestHarness } from '../harness.ts';
import type { DatabaseLane } from '../test-database.ts';
import type { FuzzEndpoint } from './endpoint.ts';
import { SITE_ENDPOINTS } from './site-endpoints.ts';
import { FUZZ_IDS, STAFF_PASSWORD, staffAndCompanyEndpoints } from './staff-and-company-endpoints.ts';

/** The fuzz tests' stack on one database lane. */
export interface FuzzStack {
  /** The harness (set by `open`). */
  readonly h: TestHarness;
  /** The signed-in member's token (set by `open`). */
  readonly token: string;
  /** Every endpoint with a body (their console headers are filled in by `open`). */
  readonly endpoints: readonly FuzzEndpoint[];
  /** `path` with the placeholder ids replaced by those `open` made. */
  real(path: string): string;
  open(): Promise<void>;
  close(): Promise<void>;
}

/** The fuzz stack of `lane`: its endpoints at once, its database and accounts once `open`ed. */
export function fuzzStack(lane: DatabaseLane): FuzzStack {
  const staffHeaders: Record<string, string> = {};
  const signOutHeaders: Record<string, string> = {};
  const ids: { staff: number; partner: number; lead: number } = { ...FUZZ_IDS };
  let h: TestHarness | undefined;
  let token = '';
  const opened = () => {
    if (!h) throw new Error('fuzzStack: open() it first (in beforeAll)');
    return h;
  };
  return {
    get h() {
      return opened();
    },
    get token() {
      return token;
    },
    endpoints: [...SITE_ENDPOINTS, ...staffAndCompanyEndpoints(staffHeaders, signOutHeaders)],
    real: (path) =>
      path
        .replace(`/staff/${FUZZ_IDS.staff}`, `/staff/${ids.staff}`)
        .replace(`/partners/${FUZZ_IDS.partner}`, `/partners/${ids.partner}`)
        .replace(`/leads/basic/${FUZZ_IDS.lead}`, `/leads/basic/${ids.lead}`),
    async open() {
      h = await createHarness({
        lane,
        env: {
          LEAD_LIMIT_MOBILE_DAILY: '1000000',
          LEAD_LIMIT_ADDRESS_10MIN: '1000000',
          LEAD_LIMIT_ADDRESS_DAILY: '1000000',
        },
      });
      const harness = h;
      token = await harness.login('0977000001');
      const me = await harness.call(userInfoRoute.method, userInfoRoute.path, { token });
      await harness.db
        .insert(companyMembers)
        .values({ companyId: 1, userId: Number(me.body.data.id), role: 'owner' });
      const staff = (email: string, role: StaffRole) =>
        createStaffAccount(harness.db, {
          email,
          password: STAFF_PASSWORD,
          role,
          appSecret: harness.env.APP_SECRET,
          now: harness.clock(),
        });
      const admin = (await staff('fuzz-admin@example.com', 'admin')).account;
      ids.staff = (await staff('fuzz-support@example.com', 'support')).account.id;
      ids.partner = (
        await createPartner(harness.db, {
          name: 'fuzz',
          origins: ['https://fuzz.example.tw'],
          now: harness.clock(),
        })
      ).id;
      const [lead] = await writeLeads(harness.db, [{ kind: 'basic', at: harness.clock() }]);
      ids.lead = lead!.id;
      const session = async () =>
        `${STAFF_COOKIE}=${(await createStaffSession(harness.db, { staffId: admin.id, ip: null, userAgent: null, now: harness.clock() })).token}`;
      Object.assign(staffHeaders, { origin: 'http://localhost', cookie: await session() });
      // Signing out ends a session: that route gets one of its own.
      Object.assign(signOutHeaders, { origin: 'http://localhost', cookie: await session() });
    },
    async close() {
      await h?.close();
    },
  };
}
