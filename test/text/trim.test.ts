import { describe, expect, it } from 'vitest';
import { trimEndOf, trimOf } from '../../src/text/trim.js';
import { cpuMsSince } from '../support/cpu.js';

describe('trimOf and trimEndOf', () => {
  it('take the characters of the set from the ends only', () => {
    expect(trimOf(' \t a b \t ', ' \t')).toBe('a b');
    expect(trimOf(' \t ', ' \t')).toBe('');
    expect(trimOf('a', ' ')).toBe('a');
    expect(trimEndOf('a/b//', '/')).toBe('a/b');
    expect(trimEndOf('//', '/')).toBe('');
    expect(trimEndOf('x\r\n\r\n', '\r\n')).toBe('x');
  });

  it('#635 a run of 4 MiB of spaces not at the end costs time linear in it', () => {
    const c0 = process.cpuUsage();
    const run = ' '.repeat(1 << 22);
    expect(trimOf(`a${run}b${run}`, ' \t')).toBe(`a${run}b`);
    expect(trimEndOf(`${run}b${run}`, ' ')).toBe(`${run}b`);
    // About 30 ms here; a regex trim of one such run took hours.
    expect(cpuMsSince(c0)).toBeLessThan(5_000);
  });
});
