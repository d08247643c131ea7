/**
 * `npm run staff -- <command>`: staff accounts from the command line (docs/spec/console.md#staff-accounts).
 * The first
 * admin comes from here. Works on the database the environment names: PostgreSQL with
 * DATABASE_URL, else PGlite in RENOVO_DATA_DIR (stop the server first: PGlite is one process).
 * Every change is written to the audit log (actor `cli`).
 *
 *   create --email <e> --password <p> --role <admin|marketing|support|editor>
 *   list
 *   disable --email <e>        enable --email <e>
 *   reset-totp --email <e>     (a new TOTP secret; the account's sessions end)
 *   set-role --email <e> --role <role>
 *   unlock --email <e>         (forgets the account's sign-in failures, from every network)
 *
 * A password must be 12 to 256 characters and not guessable (the same check as the console's).
 * A role that must use TOTP (admin, support: whoever sees full mobiles) is created with TOTP: the command prints its otpauth:// URI (and the secret, for
 * typing) once; enrol it in an authenticator app before signing in at /console.
 */
import { parseArgs } from 'node:util';
import { consoleApiMessages } from '@renovo/core/messages';
import { STAFF_ROLES, type StaffRole } from '@renovo/core/schemas';
import type { Db } from './db/client.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { type Env, parseEnv } from './env.ts';
import { writeAudit } from './services/audit/index.ts';
import {
  createStaffAccount,
  findStaffAccount,
  listStaffAccounts,
  resetStaffTotp,
  StaffError,
  updateStaffAccount,
} from './services/staff/accounts.ts';
import { MIN_PASSWORD_LENGTH } from './services/staff/password.ts';
import { forgetSignInFailures } from './services/staff/sign-in.ts';

const USAGE = `Usage: npm run staff -- <command> [options]
  create --email <e> --password <p> --role <${STAFF_ROLES.join('|')}>
  list
  disable --email <e>
  enable --email <e>
  set-role --email <e> --role <role>
  reset-totp --email <e>
  unlock --email <e>`;

const REFUSALS: Record<string, string> = {
  exists: 'an account with this email exists',
  not_found: 'no account with this email',
  last_admin: 'the last enabled admin cannot be disabled or demoted',
  password: `the password must have ${MIN_PASSWORD_LENGTH} to 256 characters`,
  email: 'not a valid email',
};

/** Runs one command; returns the exit code. `out`/`err` receive the lines to print. */
export async function runStaffCommand(
  argv: string[],
  io: { db: Db; env: Env; now: Date; out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const { db, env, now, out, err } = io;
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const { email, password, role } = parsed.values;
  const audit = (action: string, subjectId: number, details: Record<string, unknown> = {}) =>
    writeAudit(db, {
      action,
      subjectType: 'staff',
      subjectId,
      details: { ...details, via: 'cli' },
      staffId: null,
      staffEmail: null,
      role: 'cli',
      ip: null,
      at: now,
    });
  const needRole = (): StaffRole | null => {
    if (role && (STAFF_ROLES as readonly string[]).includes(role)) return role as StaffRole;
    err(`--role must be one of ${STAFF_ROLES.join(', ')}`);
    return null;
  };
  const needAccount = async () => {
    if (!email) {
      err(`--email is required\n${USAGE}`);
      return null;
    }
    const account = await findStaffAccount(db, email);
    if (!account) err(REFUSALS.not_found!);
    return account;
  };
  const printTotp = (totp: { secret: string; uri: string }) => {
    out('TOTP enrolment (shown once; add it to an authenticator app before signing in):');
    out(`  ${totp.uri}`);
    out(`  secret: ${totp.secret}`);
  };

  try {
    switch (command) {
      case 'create': {
        const r = needRole();
        if (!r) return 2;
        if (!email || !password) {
          err(`--email and --password are required\n${USAGE}`);
          return 2;
        }
        const { account, totp } = await createStaffAccount(db, {
          email,
          password,
          role: r,
          appSecret: env.APP_SECRET,
          now,
        });
        await audit('staff.create', account.id, { role: account.role, totp_enrolled: totp !== null });
        out(`created staff #${account.id} ${account.email} (${account.role})`);
        if (totp) printTotp(totp);
        return 0;
      }
      case 'list': {
        const accounts = await listStaffAccounts(db);
        if (accounts.length === 0) out('no staff accounts');
        for (const a of accounts) {
          const flags = [a.disabled ? 'disabled' : 'enabled', a.totp_enabled ? 'totp' : 'no-totp'];
          if (a.locked_until && new Date(a.locked_until) > now) flags.push(`locked until ${a.locked_until}`);
          out(`#${a.id}\t${a.email}\t${a.role}\t${flags.join(', ')}`);
        }
        return 0;
      }
      case 'disable':
      case 'enable':
      case 'set-role': {
        const account = await needAccount();
        if (!account) return 1;
        const change =
          command === 'set-role' ? { role: needRole() ?? undefined } : { disabled: command === 'disable' };
        if (command === 'set-role' && !change.role) return 2;
        const changed = await updateStaffAccount(db, account.id, change, env.APP_SECRET, now);
        await audit('staff.update', account.id, {
          from: { role: changed.before.role, disabled: changed.before.disabled },
          to: { role: changed.account.role, disabled: changed.account.disabled },
        });
        out(
          `${changed.account.email}: ${changed.account.role}, ${changed.account.disabled ? 'disabled' : 'enabled'}`,
        );
        if (changed.totp) printTotp(changed.totp);
        return 0;
      }
      case 'unlock': {
        const account = await needAccount();
        if (!account) return 1;
        const forgotten = await forgetSignInFailures(db, account.id);
        await audit('staff.unlock', account.id, { failures_forgotten: forgotten });
        out(`${account.email}: sign-in failures forgotten (${forgotten}); it may sign in from every network`);
        return 0;
      }
      case 'reset-totp': {
        const account = await needAccount();
        if (!account) return 1;
        const totp = await resetStaffTotp(db, account.id, env.APP_SECRET, now);
        await audit('staff.reset_totp', account.id);
        out(`${account.email}: new TOTP secret; its sessions have ended`);
        printTotp(totp);
        return 0;
      }
      default:
        err(USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof StaffError) {
      err(error.weakness ? consoleApiMessages[error.weakness] : (REFUSALS[error.reason] ?? error.reason));
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: env.RENOVO_DATA_DIR });
  try {
    await migrateDatabase(handle);
    process.exitCode = await runStaffCommand(process.argv.slice(2), {
      db: handle.db,
      env,
      now: new Date(),
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await handle.close();
  }
}

if (import.meta.main) await main();
