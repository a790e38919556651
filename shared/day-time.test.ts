import { describe, expect, it } from 'vitest';
import { clockTime, dayStamp, dayTimeStamp } from '#shared/day-time.ts';

describe('the one date format', () => {
  it('writes a stamp as day, short month, year and 24-hour time on the Lagos clock (UTC+1)', () => {
    expect(dayTimeStamp('2026-11-25T16:41:09.000Z')).toBe('25 Nov 2026, 17:41');
    expect(dayStamp('2026-11-25T16:41:09.000Z')).toBe('25 Nov 2026');
    expect(clockTime('2026-11-25T16:41:09.000Z')).toBe('17:41');
  });

  it('crosses midnight and the year on the Lagos clock, not the UTC one', () => {
    expect(dayTimeStamp('2026-12-31T23:30:00Z')).toBe('1 Jan 2027, 00:30');
    expect(dayTimeStamp('2026-06-05T08:05:00Z')).toBe('5 Jun 2026, 09:05');
  });

  it('is empty for a bad date (never "Invalid Date")', () => {
    expect(dayTimeStamp('not a date')).toBe('');
    expect(dayStamp('')).toBe('');
    expect(clockTime('x')).toBe('');
  });
});
