/**
 * Vitest global setup of the e2e run: one stack (build, API, partner pages) for every test file;
 * the files read its origins with `inject('stack')` (their one Chromium is the worker's own:
 * `launchChromium`).
 */
import type { TestProject } from 'vitest/node';
import { writeLeads } from '../../../packages/api/src/console/leads/leads-for-tests.ts';
import { makeCentreMembers } from './company-centre.ts';
import { type ConsoleStackInfo, startConsoleStack } from './console-stack.ts';
import { type StackInfo, startStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    console: ConsoleStackInfo;
  }
}

/** Starts the stack and returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack();
  project.provide('stack', { apiOrigin: stack.apiOrigin, partnerOrigin: stack.partnerOrigin });
  // The staff console's stack (tests/e2e/console*.e2e.ts), its first admin and support users
  // (support sees full mobiles: it signs in with TOTP; one account per test file, as a code's
  // step is used once per account), and an editor whose TOTP is optional.
  const consoleStack = await startConsoleStack();
  // The company centre's members (company-centre.e2e.ts).
  await makeCentreMembers(consoleStack.db);
  // A lead filed 30 hours ago and never called back: past the 24 h promise (console-overview.e2e.ts).
  await writeLeads(consoleStack.db, [
    {
      kind: 'basic',
      at: new Date(Date.now() - 30 * 3_600_000),
      mobile: '0912002701',
      module: 'overview_e2e',
    },
  ]);
  const admin = { email: 'admin@renovo.example', password: 'admin-password-1234' };
  const totpSecret = (await consoleStack.createStaff(admin.email, admin.password, 'admin'))!;
  const supportUser = async (email: string) => {
    const password = 'support-password-1234';
    return { email, password, totpSecret: (await consoleStack.createStaff(email, password, 'support'))! };
  };
  const support = await supportUser('support@renovo.example');
  const supportNav = await supportUser('support-nav@renovo.example');
  const editor = { email: 'editor@renovo.example', password: 'editor-password-1234' };
  await consoleStack.createStaff(editor.email, editor.password, 'editor');
  // An editor of its own for the content screens (console-communities.e2e.ts).
  const contentEditor = { email: 'content-editor@renovo.example', password: 'content quill harbour 1234' };
  await consoleStack.createStaff(contentEditor.email, contentEditor.password, 'editor');
  // A marketing user of its own for the funnel test (console.e2e.ts makes its own through the UI).
  const marketing = { email: 'funnel-marketing@renovo.example', password: 'funnel lantern copper 1234' };
  await consoleStack.createStaff(marketing.email, marketing.password, 'marketing');
  // An admin of its own for the screen walk (console-screens-print-no-console-errors.e2e.ts): its
  // TOTP codes are used by no other test (a code is taken once).
  const screensAdmin = { email: 'screens-admin@renovo.example', password: 'screens-password-1234' };
  const screensSecret = (await consoleStack.createStaff(screensAdmin.email, screensAdmin.password, 'admin'))!;
  // An admin of its own who puts people into companies (console-company-members.e2e.ts).
  const companiesAdmin = { email: 'companies-admin@renovo.example', password: 'companies-password-1234' };
  const companiesSecret = (await consoleStack.createStaff(
    companiesAdmin.email,
    companiesAdmin.password,
    'admin',
  ))!;
  project.provide('console', {
    origin: consoleStack.origin,
    partnerOrigin: consoleStack.partnerOrigin,
    admin: { ...admin, totpSecret },
    support,
    supportNav,
    editor,
    contentEditor,
    marketing,
    screensAdmin: { ...screensAdmin, totpSecret: screensSecret },
    companiesAdmin: { ...companiesAdmin, totpSecret: companiesSecret },
  });
  return async () => {
    await consoleStack.close();
    await stack.close();
  };
}
