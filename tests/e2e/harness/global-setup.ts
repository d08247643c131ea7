/**
 * Vitest global setup of the e2e run: one stack (build, API, partner pages) for every test file;
 * the files read its origins with `inject('stack')`.
 */
import type { TestProject } from 'vitest/node';
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
  // The staff console's stack (tests/e2e/console*.e2e.ts), its first admin and a support user.
  const consoleStack = await startConsoleStack();
  const admin = { email: 'admin@renovo.example', password: 'admin-password-1234' };
  const support = { email: 'support@renovo.example', password: 'support-password-1234' };
  const totpSecret = (await consoleStack.createStaff(admin.email, admin.password, 'admin'))!;
  await consoleStack.createStaff(support.email, support.password, 'support');
  // A marketing user of its own for the funnel test (console.e2e.ts makes its own through the UI).
  const marketing = { email: 'funnel-marketing@renovo.example', password: 'funnel-marketing-1234' };
  await consoleStack.createStaff(marketing.email, marketing.password, 'marketing');
  project.provide('console', {
    origin: consoleStack.origin,
    partnerOrigin: consoleStack.partnerOrigin,
    admin: { ...admin, totpSecret },
    support,
    marketing,
  });
  return async () => {
    await consoleStack.close();
    await stack.close();
  };
}
