/**
 * Rule (docs/spec/console.md#attribution): the funnel's conversion rate of a step is its count over
 * the step before it (open ÷ exposure, submit ÷ open, verified ÷ submit), and the overall rate the
 * last step over the first (verified ÷ exposure); a rate whose step before counted nothing is null
 * (never 0, never Infinity). A step may count more than the one before (submits are every lead,
 * opens only the widgets' events): the rate then passes 1 and is not cut. The API answers these
 * rates for the range and the previous period (attribution-agrees-with-the-lead-table.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { funnelRates } from './attribution.ts';

describe('the funnel’s conversion rates', () => {
  it('each step over the one before, and verified over exposure', () => {
    expect(funnelRates({ exposure: 200, open: 50, submit: 10, verified: 8, submit_events: 9 })).toEqual({
      open: 0.25,
      submit: 0.2,
      verified: 0.8,
      overall: 0.04,
    });
  });

  it('null after a step that counted nothing, 0 when the step itself counted nothing', () => {
    expect(funnelRates({ exposure: 0, open: 0, submit: 3, verified: 1, submit_events: 0 })).toEqual({
      open: null,
      submit: null,
      verified: 1 / 3,
      overall: null,
    });
    expect(funnelRates({ exposure: 10, open: 0, submit: 0, verified: 0, submit_events: 0 })).toEqual({
      open: 0,
      submit: null,
      verified: null,
      overall: 0,
    });
  });

  it('a step counting more than the one before passes 1', () => {
    expect(funnelRates({ exposure: 4, open: 2, submit: 5, verified: 5, submit_events: 1 }).submit).toBe(2.5);
  });
});
