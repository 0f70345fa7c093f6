// Adversarial 379: test-review withholds a secret by the rule a review scope applies, not by the
// name it has at the head. A committed `.env` moved, copied or pasted into the tests' tree is a
// secret there: never listed for the agent, never in its view, named for a person.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { commitAll, git, twoCommits } from '../support/repo.js';
import { cli, cliCase } from '../support/run.js';

const PASSWORD = 'CanaryPw42xQ';
const KEY = 'sk_live_51CanaryAbCdEfGhIjKl';
const ENV = `DB_PASSWORD=${PASSWORD}\nSTRIPE_KEY=${KEY}\n`;
const SPEC = "import { test } from 'vitest';\ntest('a', () => {});\n";

/** A repository whose base commits `.env` and a test; `change` makes the head (the test edited too). */
function withEnv(change: (dir: string) => void): string {
  const dir = twoCommits({ '.env': ENV, 'tests/a.spec.ts': SPEC }, {});
  change(dir);
  writeFileSync(join(dir, 'tests/a.spec.ts'), `${SPEC}test('b', () => {});\n`);
  commitAll(dir, 'the change');
  return dir;
}

const cases: [string, (dir: string) => void, string][] = [
  ['moved with git mv into the tests', (dir) => git(dir, 'mv', '.env', 'tests/fixtures.env.txt'), 'tests/fixtures.env.txt'],
  ['copied into the tests, .env left in place', (dir) => writeFileSync(join(dir, 'tests/seed.txt'), ENV), 'tests/seed.txt'],
  [
    'its lines pasted into a new test helper',
    (dir) => writeFileSync(join(dir, 'tests/helpers.ts'), `export const env = \`\n${ENV}\`;\nexport const port = 3000;\n`),
    'tests/helpers.ts',
  ],
];

describe("#379 test-review: a secret's content under a test's name is withheld from the agent", () => {
  test.each(cases)('#379 a committed .env %s: withheld, named, never listed', async (_name, change, path) => {
    const dir = withEnv(change);
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--json', 'v.json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const v = JSON.parse(readFileSync(join(dir, 'v.json'), 'utf8')) as {
      files: string[];
      contextFiles: string[];
      withheldFiles?: string[];
    };
    expect(v.withheldFiles).toContain(path);
    expect([...v.files, ...v.contextFiles]).not.toContain(path);
    expect(r.stdout + r.stderr).not.toContain(PASSWORD);
  });

  test("#379 an isolated agent that looks for the moved .env finds nothing of it (the bundle's run)", () => {
    const dir = withEnv((d) => git(d, 'mv', '.env', 'tests/fixtures.env.txt'));
    const tools = mkdtempSync(join(tmpdir(), 'proofgate-peek-'));
    const peek = join(tools, 'peek.sh');
    // It reads what it may of the file, reversed (no redaction floor would know it), and fails.
    writeFileSync(peek, '#!/bin/sh\ncat >/dev/null\necho "read: $(rev tests/fixtures.env.txt 2>&1 | tr "\\n" "|")" >&2\nexit 1\n');
    chmodSync(peek, 0o755);
    const r = cli(dir, ['test-review', '--base', 'HEAD~1', '--agent', 'custom', '--agent-cmd', peek, '--isolate']);
    expect(r.stderr, r.stdout + r.stderr).toMatch(/hid 1 secret file\(s\): "tests\/fixtures\.env\.txt"/);
    for (const value of [PASSWORD, KEY]) {
      const reversed = [...value].reverse().join('');
      expect(r.stdout + r.stderr).not.toContain(value);
      expect(r.stdout + r.stderr).not.toContain(reversed);
    }
  });
});
