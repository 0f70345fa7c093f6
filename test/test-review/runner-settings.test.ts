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

describe("runnerSettings: package.json's test scripts and the scripts they run by name", () => {
  const pkg = (scripts: Record<string, string>) => JSON.stringify({ name: 'app', scripts });
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    runnerSettings('package.json', pkg(a)) === runnerSettings('package.json', pkg(b));
  it('an edit to a script a test script runs, however named or deep, changes the settings', () => {
    expect(same({ test: 'npm run unit', unit: 'a' }, { test: 'npm run unit', unit: 'b' })).toBe(false);
    expect(same({ test: 'concurrently "npm:unit"', unit: 'a' }, { test: 'concurrently "npm:unit"', unit: 'b' })).toBe(false);
    expect(same({ test: 'node --run=x', x: 'y', y: 'a' }, { test: 'node --run=x', x: 'y', y: 'b' })).toBe(false);
    expect(same({ test: 'run-p "u:*"', 'u:a': 'a' }, { test: 'run-p "u:*"', 'u:a': 'b' })).toBe(false);
  });
  it('an edit to a script no test script names does not; a cycle ends; many globs take every script', () => {
    expect(same({ test: 'npm run unit', unit: 'unit', build: 'a' }, { test: 'npm run unit', unit: 'unit', build: 'b' })).toBe(true);
    const globs = Array.from({ length: 201 }, (_, i) => `g${i}*`).join(' ');
    expect(same({ test: globs, build: 'a' }, { test: globs, build: 'b' })).toBe(false);
  });
});
