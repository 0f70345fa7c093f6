/**
 * Date-only values (YYYY-MM-DD: a waiver's `waive-until`) name days of UTC, read and compared the
 * same way on every machine. The local zone is the runner's, a laptop's or whatever an earlier step
 * set TZ to through GITHUB_ENV: a day read in it starts up to 26 hours apart from one place to the
 * next, so one waiver would lapse at different instants for the writer and each reader.
 */

const DAY_MS = 86_400_000;

/** The instant (ms) at 00:00 UTC of the day `v` names, or null when `v` is not a real calendar date YYYY-MM-DD. */
export function utcDay(v: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  at.setUTCFullYear(y, mo - 1, d);
  // A day past its month's end rolls over (2026-02-30 is March 2nd): that is no real date.
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d ? at.getTime() : null;
}

/** The instant (ms) at 00:00 UTC of the day `now` falls in. */
export function utcDayOf(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}
