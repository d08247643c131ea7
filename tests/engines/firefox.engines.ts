/** The journeys of tests/engines in Firefox (harness/run-journeys.ts). */
import { runJourneys } from './harness/run-journeys.ts';

runJourneys('firefox');
