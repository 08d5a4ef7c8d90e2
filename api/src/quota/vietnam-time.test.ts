import { describe, expect, it } from 'vitest';
import { nextVietnamMidnight, secondsUntilVietnamMidnight, vietnamDay } from './vietnam-time';

describe('Vietnam day boundaries', () => {
  it('counts the day in Vietnam, not in UTC', () => {
    // 16:59:59 UTC is 23:59:59 in Hanoi; one second later it is the next day there.
    expect(vietnamDay(new Date('2026-03-10T16:59:59Z'))).toBe('2026-03-10');
    expect(vietnamDay(new Date('2026-03-10T17:00:00Z'))).toBe('2026-03-11');
  });

  it('agrees with the IANA zone database', () => {
    const at = new Date('2026-07-01T20:30:00Z');
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(at);
    expect(vietnamDay(at)).toBe(expected);
  });

  it('finds the next midnight and the seconds left to it', () => {
    expect(nextVietnamMidnight(new Date('2026-03-10T16:59:00Z')).toISOString()).toBe(
      '2026-03-10T17:00:00.000Z',
    );
    expect(nextVietnamMidnight(new Date('2026-03-10T17:00:00Z')).toISOString()).toBe(
      '2026-03-11T17:00:00.000Z',
    );
    expect(secondsUntilVietnamMidnight(new Date('2026-03-10T16:59:00Z'))).toBe(60);
    expect(secondsUntilVietnamMidnight(new Date('2026-03-10T16:59:59.500Z'))).toBe(1);
  });
});
