// `npm run test:unit`: the edit loop's subset. A unit test imports src/ only: it never runs the
// bundle (test/support/run.ts), never serves the REST API, never drives the browser, and it is not a
// fuzz property (those have `npm run fuzz`). Read from the files themselves, so a new test lands on
// the right side without a list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const INTEGRATION = /support\/run\.js|support\/github-server|playwright-core/;

const unitFiles = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .map((f) => join('test', f).split('\\').join('/'))
  .filter((f) => f.endsWith('.test.ts') && !f.startsWith('test/fuzz/') && !INTEGRATION.test(readFileSync(f, 'utf8')))
  .sort();

// The suite's settings, minus the machine check (no browser or sandbox is needed here); temporary files still go with the run.
export default defineConfig({ test: { ...base.test, include: unitFiles, globalSetup: ['test/setup/tmpdir.ts'] } });
