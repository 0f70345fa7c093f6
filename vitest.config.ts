import { defineConfig } from 'vitest/config';

// Where the machine sets NODE_EXTRA_CA_CERTS, every Node process parses that bundle of certificates
// as it starts (0.13 s against 0.04 s here): no test reaches the network, so test workers start without it.
delete process.env.NODE_EXTRA_CA_CERTS;
// A test plays CI itself where it needs to: a CI that runs the suite (CI=true, a runner's GITHUB_*,
// RUNNER_* and ACTIONS_* variables) must not change what a test's processes do (CI=true made one
// test's agent run isolated as a user of its own, which could not read its report), nor reach the
// real runner's files and tokens.
for (const name of Object.keys(process.env)) if (/^(CI|GITHUB_\w+|RUNNER_\w+|ACTIONS_\w+)$/.test(name)) delete process.env[name];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/machine.ts', 'test/setup/tmpdir.ts'],
    // A copy run walks the machine's file systems (row 248): 10 s quiet, a minute on a machine loaded five
    // times over, and two copy runs in one test took 121 s beside three other suites: a limit for a hang only.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Half of an integration test's time is spent waiting (child processes, retry back-off, time
    // limits): four workers keep two cores busy (measured: 2m51 against 4m07 with two, same machine).
    maxWorkers: 4,
    // Each test file in its own process: a test may change the working folder (process.chdir is
    // refused in worker threads), and the in-process cases run in a host process of their own
    // (test/support/command-host.mjs), not in a worker holding every file's memory.
    pool: 'forks',
    // A test that asserts nothing fails: a green test must have checked something.
    expect: { requireAssertions: true },
  },
});
