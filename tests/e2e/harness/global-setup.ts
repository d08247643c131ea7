/**
 * Vitest global setup of the e2e run: one stack (build, API, partner pages) for every test file;
 * the files read its origins with `inject('stack')`.
 */
import type { TestProject } from 'vitest/node';
import { type StackInfo, startStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** Starts the stack and returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack();
  project.provide('stack', { apiOrigin: stack.apiOrigin, partnerOrigin: stack.partnerOrigin });
  return () => stack.close();
}
