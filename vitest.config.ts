import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/machine.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Git-heavy integration tests: two workers match the two cores here.
    maxWorkers: 2,
    // A test that asserts nothing fails: a green test must have checked something.
    expect: { requireAssertions: true },
  },
});
