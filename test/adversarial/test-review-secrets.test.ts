// Adversarial 379: test-review withholds a secret by the rule a review scope applies, not by the
// name it has at the head. A committed `.env` moved, copied or pasted into the tests' tree is a
// secret there: never listed for the agent, never in its view, named for a person.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { commitAll, git, twoCommits } from '../support/repo.js';
import { cli, cliCase } from '../support/run.js';
import { ownReport, reportAgentArgs, repoWith } from '../test-review/support.js';

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

// A rejection quotes the report: the quote is redacted before it is cut, and the cause before any sink.
describe('#442 test-review: a refused report quoting a secret never shows the secret, cut or whole', () => {
  const TOKEN = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
  const HEAD = TOKEN.slice(4, 24);
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  const clean = ownReport(['tests/a.spec.ts']);
  test.each([
    ['**Quality Score** (cut at 30)', /\*\*Quality Score\*\*: .*/, `**Quality Score**: ${TOKEN}`, /Quality Score/],
    ['**Context Basis** (cut at 40)', /\*\*Context Basis\*\*: .*/, `**Context Basis**: none ${TOKEN}`, /Context Basis/],
    ['**Recommendation** (cut at 60)', /\*\*Recommendation\*\*: .*/, `**Recommendation**: ${TOKEN}`, /Recommendation/],
  ])('#442 %s: stderr and the comment show [REDACTED]', async (_name, line, value, reason) => {
    const file = join(mkdtempSync(join(tmpdir(), 'pg-442-')), 'report.md');
    writeFileSync(file, clean.replace(line, value));
    const args = ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(file), '--json', 'v.json', '--comment-out', 'c.md'];
    const r = await cliCase(dir, args);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stderr).toMatch(reason);
    const comment = readFileSync(join(dir, 'c.md'), 'utf8');
    for (const out of [r.stdout, r.stderr, comment]) expect(out).not.toContain(HEAD);
    for (const out of [r.stderr, comment]) expect(out).toContain('[REDACTED');
  });
});

describe('#443 test-review: a credential in any string literal a refused report quotes is redacted', () => {
  const dir = repoWith({ 'tests/a.spec.ts': SPEC });
  test.each([
    'const password = `Hunter`;',
    'password := `Hunter`',
    'password = b"Hunter"',
    'password = """Hunter"""',
    'password = ["Hunter"]',
  ])('#443 %s', async (code) => {
    const file = join(mkdtempSync(join(tmpdir(), 'pg-443-')), 'report.md');
    writeFileSync(file, ownReport(['tests/a.spec.ts']).replace(/\*\*Recommendation\*\*: .*/, `**Recommendation**: ${code}`));
    const r = await cliCase(dir, ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(file), '--comment-out', 'c.md']);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    const comment = readFileSync(join(dir, 'c.md'), 'utf8');
    for (const out of [r.stderr, comment]) {
      expect(out).toContain('REDACTED');
      expect(out).not.toContain('Hunter');
    }
  });
});
