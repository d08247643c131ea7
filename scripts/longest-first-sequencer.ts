/**
 * The order the server tests start in, where vitest has no durations of its own to go by (a fresh
 * clone: it then starts the largest files first). Their longest files start first, so that a
 * short file, not a 20-second one, is what is left running when the other workers are done.
 * Vitest's own order (failed first, then longest by its recorded durations) holds where it has a
 * duration for every file.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server project's longest files, longest first: each took 9–46 s in a fresh clone's
 * `npm test` (ADR 050). The test beside this file fails when one of them is renamed or gone.
 */
export const LONGEST_FILES = [
  'packages/api/src/media/uploaded-videos-become-faststart-h264-with-a-poster-and-can-be-retried.test.ts',
  'packages/api/src/every-operation-keeps-its-contract.test.ts',
  'packages/api/src/fuzz-hostile-values-in-every-field.test.ts',
  'packages/api/src/fuzz-malformed-bodies-and-query-strings.test.ts',
  'packages/demo-content/src/videos/seed-produces-valid-h264-mp4.test.ts',
  'packages/api/src/session/sms-flood.test.ts',
  'packages/demo-content/src/demo-content-only-in-development.test.ts',
  'bench/chaos.test.ts',
  'packages/api/src/media/uploaded-photos-lose-every-exif-tag-and-come-in-three-formats.test.ts',
  'packages/api/src/session/session.routes.test.ts',
  'packages/api/src/session/nobody-can-lock-another-person-out-of-sms-codes.test.ts',
  'packages/demo-content/src/seed-demo-refuses-production-unless-forced.test.ts',
] as const;

/** `files` in vitest's order, the listed ones moved to the front in the list's order. */
export function longestFirst<T>(files: readonly T[], pathOf: (file: T) => string): T[] {
  const rank = (file: T) => {
    const path = pathOf(file);
    const index = LONGEST_FILES.findIndex((listed) => path.endsWith(`/${listed}`));
    return index === -1 ? LONGEST_FILES.length : index;
  };
  return files
    .map((file, position) => ({ file, position, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ file }) => file);
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const known = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    return known ? sorted : longestFirst(sorted, (spec) => spec.moduleId);
  }
}
