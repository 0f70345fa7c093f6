import { describe, expect, it } from 'vitest';
import { utcDay, utcDayOf } from '../../src/text/dates.js';

describe('#626 date-only values are days of UTC', () => {
  it('#626 utcDay is 00:00 UTC of a real date, null for a date no calendar has', () => {
    expect(utcDay('2026-12-08')).toBe(Date.parse('2026-12-08T00:00:00Z'));
    expect(utcDay('2024-02-29')).toBe(Date.parse('2024-02-29T00:00:00Z'));
    expect(utcDay('0050-01-01')).toBe(Date.parse('0050-01-01T00:00:00Z'));
    for (const bad of ['2026-02-29', '2999-02-30', '2026-13-01', '2026-00-10', '2026-1-01', '2026-12-08T00:00Z', ' 2026-12-08', ''])
      expect(utcDay(bad), bad).toBeNull();
  });

  it('#626 utcDayOf is the UTC day an instant falls in, however near midnight', () => {
    expect(utcDayOf(new Date('2026-12-07T23:59:59.999Z'))).toBe(Date.parse('2026-12-07T00:00:00Z'));
    expect(utcDayOf(new Date('2026-12-08T00:00:00.000Z'))).toBe(Date.parse('2026-12-08T00:00:00Z'));
    expect(utcDayOf(new Date('1960-06-01T12:00:00Z'))).toBe(Date.parse('1960-06-01T00:00:00Z'));
  });
});
