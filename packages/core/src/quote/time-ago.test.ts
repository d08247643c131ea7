import { describe, expect, it, vi } from 'vitest';
import { timeAgo } from './time-ago.ts';

describe('Time formatting failure, docs/spec/quotes.md#errors: warning logged, nothing shown; under one minute shows 剛才', () => {
  const now = Date.parse('2025-06-01T12:00:00+08:00');
  it('under one minute shows 剛才, then minutes, hours and days', () => {
    expect(timeAgo('2025-06-01T11:59:30+08:00', now)).toBe('剛才');
    expect(timeAgo('2025-06-01T11:45:00+08:00', now)).toBe('15分鐘前');
    expect(timeAgo('2025-06-01T09:00:00+08:00', now)).toBe('3小時前');
    expect(timeAgo('2025-05-30T12:00:00+08:00', now)).toBe('2天前');
  });
  it('a time that cannot be read logs a warning and shows nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(timeAgo('not a time', now)).toBe('');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
