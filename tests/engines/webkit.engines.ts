/** The journeys of tests/engines in Webkit (harness/run-journeys.ts). */
import { runJourneys } from './harness/run-journeys.ts';

runJourneys('webkit');
