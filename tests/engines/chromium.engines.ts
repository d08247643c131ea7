/** The journeys of tests/engines in Chromium (harness/run-journeys.ts). */
import { runJourneys } from './harness/run-journeys.ts';

runJourneys('chromium');
