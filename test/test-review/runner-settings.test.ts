import { describe, expect, it } from 'vitest';
import { runnerSettings } from '../../src/test-review/runner-settings.js';

describe("runnerSettings: setup.cfg's [tool:pytest] as iniconfig (pytest's reader) reads it", () => {
  const cfg = (line: string) => `[tool:pytest]\ntestpaths = tests\n${line}\naddopts = -k "not auth"\n[flake8]\nx = 1\n`;
  it('a line starting with [ that is no header to iniconfig keeps the keys after it in the section', () => {
    for (const line of ['[docs', '[docs] see below', '[x # ]', '[x ;]', '[x]\uFEFF', '['])
      expect(runnerSettings('setup.cfg', cfg(line)), line).toContain('addopts');
  });
  it('a header, with spaces or a comment after it, closes the section', () => {
    for (const line of ['[docs]', '[docs]   ', '[docs] # note', '[docs] ; note', '[docs]\x1f'])
      expect(runnerSettings('setup.cfg', cfg(line)), line).not.toContain('addopts');
  });
  it('is linear on a long line of spaces', () => {
    const t0 = performance.now();
    runnerSettings('setup.cfg', cfg(`[${' '.repeat(900_000)}x`));
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
