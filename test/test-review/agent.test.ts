import { describe, expect, it } from 'vitest';
import { cli } from '../support/run.js';
import { standIn, withoutUnconfinedNotes } from '../agent/support.js';
import { repoWith } from './support.js';

const SPEC = "test('a', () => {\n  expect(1).toBe(1);\n});\n";
const run = (repo: string, scenario: Parameters<typeof standIn>[0]) =>
  cli(
    repo,
    ['test-review', '--base', 'HEAD~1', '--agent', 'claude', '--env-pass', 'PROOFGATE_STAND_IN', '--retries', '0'],
    standIn(scenario),
  );

describe('test-review with claude stood in for (dist/cli.js)', () => {
  it('a failing claude run ends in its own words (exit 3), not in a cut of its JSON', () => {
    const r = run(repoWith({ 'tests/a.spec.ts': SPEC }), { replay: 'claude-2.1.328/not-logged-in.json', exit: 1 });
    expect(r.code).toBe(3);
    expect(withoutUnconfinedNotes(r.stderr)).toBe('proofgate: the claude agent exited 1: Not logged in · Please run /login\n');
  });

  it('claude not signed in: exit 2 with the fix, before any agent run', () => {
    const r = run(repoWith({ 'tests/a.spec.ts': SPEC }), { signedIn: false });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^proofgate: agent claude: not signed in \(`claude auth status` exited 1: "loggedIn": false\); sign in with `claude auth login`/,
    );
  });
});
