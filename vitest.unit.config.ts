// `npm run test:unit`: the edit loop's subset. A unit test imports src/ only: it never runs the
// bundle (test/support/run.ts), never serves the REST API, never drives the browser, and it is not a
// fuzz property (those have `npm run fuzz`). Read from the files themselves, so a new test lands on
// the right side without a list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const INTEGRATION = /support\/run\.js|support\/github-server|playwright-core/;

const unitFiles = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .map((f) => join('test', f).split('\\').join('/'))
  .filter((f) => f.endsWith('.test.ts') && !f.startsWith('test/fuzz/') && !INTEGRATION.test(readFileSync(f, 'utf8')))
  .sort();

export default defineConfig({
  test: {
    include: unitFiles,
    testTimeout: 60_000,
    maxWorkers: 2,
    expect: { requireAssertions: true },
  },
});
