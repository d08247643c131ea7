import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { businessDeadline, businessHoursOf } from './business-time.ts';
import { offerTiming } from './offer-effects.ts';

const hours = businessHoursOf('09:00-18:00', '1-5');
/** A Taipei wall time as a Date. */
const taipei = (iso: string) => new Date(`${iso}+08:00`);

describe('an offer is due after two business hours, Taipei time', () => {
  it('within a business day it is two hours later', () => {
    expect(businessDeadline(taipei('2026-12-01T10:15:00'), 120, hours)).toEqual(
      taipei('2026-12-01T12:15:00'),
    );
  });
  it('before opening the clock starts at 09:00', () => {
    expect(businessDeadline(taipei('2026-12-01T06:00:00'), 120, hours)).toEqual(
      taipei('2026-12-01T11:00:00'),
    );
  });
  it('late in the day it carries over to the next morning', () => {
    expect(businessDeadline(taipei('2026-12-01T17:30:00'), 120, hours)).toEqual(
      taipei('2026-12-02T10:30:00'),
    );
  });
  it('a Friday evening offer is due on Monday', () => {
    // 2026-12-04 is a Friday.
    expect(businessDeadline(taipei('2026-12-04T17:30:00'), 120, hours)).toEqual(
      taipei('2026-12-07T10:30:00'),
    );
    expect(businessDeadline(taipei('2026-12-05T12:00:00'), 120, hours)).toEqual(
      taipei('2026-12-07T11:00:00'),
    );
  });
  it('the setting changes the hours and days', () => {
    const weekend = businessHoursOf('10:00-12:00', '0,6');
    expect(businessDeadline(taipei('2026-12-04T11:00:00'), 90, weekend)).toEqual(
      taipei('2026-12-05T11:30:00'),
    );
    expect(() => businessHoursOf('18:00-09:00', '1-5')).toThrow(RangeError);
    expect(() => businessHoursOf('09:00-18:00', '8')).toThrow(RangeError);
  });
  it('a listed holiday counts no business time, whatever its weekday', () => {
    // 2026-12-25 is a Friday; with 2026-12-28 (Monday) also a day off, Thursday evening's offer is due on Tuesday.
    const holidays = businessHoursOf('09:00-18:00', '1-5', '2026-12-25,2026-12-28');
    expect(businessDeadline(taipei('2026-12-24T17:30:00'), 120, holidays)).toEqual(
      taipei('2026-12-29T10:30:00'),
    );
    // Made on the holiday itself, the clock starts on the next business morning.
    expect(businessDeadline(taipei('2026-12-25T10:00:00'), 120, holidays)).toEqual(
      taipei('2026-12-29T11:00:00'),
    );
    // The same offer with no holidays listed: due on Friday morning.
    expect(businessDeadline(taipei('2026-12-24T17:30:00'), 120, hours)).toEqual(
      taipei('2026-12-25T10:30:00'),
    );
    expect(() => businessHoursOf('09:00-18:00', '1-5', '2026-13-40')).toThrow(RangeError);
    expect(() => businessHoursOf('09:00-18:00', '1-5', '25/12/2026')).toThrow(RangeError);
  });
  it('BUSINESS_HOLIDAYS is the setting the offers count by', () => {
    const timing = offerTiming(parseEnv({ BUSINESS_HOLIDAYS: '2026-12-25' }));
    expect(businessDeadline(taipei('2026-12-24T17:30:00'), 120, timing.hours)).toEqual(
      taipei('2026-12-28T10:30:00'),
    );
    expect(() => parseEnv({ BUSINESS_HOLIDAYS: '2026/12/25' })).toThrow();
  });
});
