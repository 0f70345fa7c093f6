// Repositories of the shapes real teams have, made in temp dirs and run through the bundle: the
// object format a forge chose (SHA-256, as Forgejo and GitLab offer), files git shows as binary
// that a team keeps as text (UTF-16 with a BOM, as Visual Studio saves C#).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitAll, emptyRepo, git, writeRepoFile } from '../support/repo.js';
import { cliAsync, runActionAsync } from '../support/run.js';
import { useGitHubServer } from '../support/github-server.js';
import { ownReport, REPORT_AGENT, REPORT_AGENT_CMD, reportAgentArgs } from '../test-review/support.js';
import { ENV_CANARIES, expectNoCanary, sinks } from './support.js';

const github = useGitHubServer({ perTest: true });
const SPEC = "import { test, expect } from 'vitest';\n\ntest('adds', () => {\n  expect(1 + 2).toBe(3);\n});\n";

/** The test-review action on pull request 7 of `dir` (its last commit), the stand-in agent answering a report reviewing `files`. */
async function reviewPull(dir: string, files: string[], inputs: Record<string, string> = {}) {
  const head = git(dir, 'rev-parse', 'HEAD').trim();
  const report = join(dir, '.fixture-report.md');
  writeFileSync(report, ownReport(files));
  const temp = mkdtempSync(join(tmpdir(), 'proofgate-adv-shapes-temp-'));
  Object.assign(github().pull, { headSha: head });
  const r = await runActionAsync(
    'test-review.js',
    dir,
    {
      agent: 'custom',
      'agent-cmd': REPORT_AGENT_CMD,
      'agent-arg': [REPORT_AGENT, '--report', report].join('\n'),
      'github-token': ENV_CANARIES.GITHUB_TOKEN,
      isolate: 'false',
      retries: '0',
      'upload-artifact': 'false',
      ...inputs,
    },
    {
      event: { pull_request: { number: 7, base: { sha: git(dir, 'rev-parse', 'HEAD~1').trim() }, head: { sha: head } } },
      env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop', RUNNER_TEMP: temp },
    },
  );
  return { r, temp };
}

/** A repository of two commits in the SHA-256 object format: object ids of 64 hex digits. */
function sha256Repo(change: Record<string, string>): string {
  const repo = emptyRepo('proofgate-sha256-');
  rmSync(join(repo, '.git'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main', '--object-format=sha256');
  git(repo, 'config', 'commit.gpgsign', 'false');
  writeRepoFile(repo, 'README.md', '# shop\n');
  commitAll(repo, 'base');
  for (const [p, t] of Object.entries(change)) writeRepoFile(repo, p, t);
  commitAll(repo, 'change');
  return repo;
}

describe('#341 a repository in the SHA-256 object format (64-hex commit ids)', () => {
  it('#341 the test-review action on its pull request: the event head is taken, the verdict published on it', async () => {
    const dir = sha256Repo({ 'tests/a.spec.ts': SPEC });
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    expect(head).toMatch(/^[0-9a-f]{64}$/);
    const { r, temp } = await reviewPull(dir, ['tests/a.spec.ts']);
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expect(r.outputs.verdict).toBe('pass');
    expect(github().checkRuns.map((k) => [k.head_sha, k.conclusion])).toEqual([[head, 'success']]);
    expectNoCanary(sinks(r, [dir, temp], github()));
  });

  it('#341 the CLI: --head-sha takes the 64-hex commit, and a short or odd one is refused saying what it takes', async () => {
    const dir = sha256Repo({ 'tests/a.spec.ts': SPEC });
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    const report = join(dir, '.fixture-report.md');
    writeFileSync(report, ownReport(['tests/a.spec.ts']));
    const args = ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(report), '--no-isolate', '--comment-out', 'comment.md'];
    const ok = await cliAsync(dir, [...args, '--head-sha', head]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(readFileSync(join(dir, 'comment.md'), 'utf8')).toContain(`\`${head.slice(0, 8)}\``);
    const short = await cliAsync(dir, [...args, '--head-sha', head.slice(0, 50)]);
    expect(short.code).toBe(2);
    expect(short.stderr.trim()).toBe('proofgate: --head-sha must be a full commit id (40 hex digits, or 64 in a SHA-256 repository)');
  });
});

/** A repository of two commits (the README, then `change`), files given as bytes. */
function changeOf(change: Record<string, string | Buffer>): string {
  const repo = emptyRepo('proofgate-shapes-');
  writeRepoFile(repo, 'README.md', '# shop\n');
  commitAll(repo, 'base');
  for (const [p, t] of Object.entries(change)) writeRepoFile(repo, p, t);
  commitAll(repo, 'change');
  return repo;
}

/** UTF-16 little-endian with its BOM, as Visual Studio saves a C# file: git sees NUL bytes, so binary. */
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const CS_TEST = 'public class AuthTests {\n  [Fact] public void Logs_in() { Assert.True(true); }\n}\n';
const UNREADABLE = /^Test files that hold no text an agent can read \(a person must check them\): (.+)\.$/m;

/**
 * test-review of `set` through the CLI (`scope`: how it is chosen): every file of it but the first
 * is named unreadable; `reviewedToo`, the change's configuration, is reviewed beside it (row 532).
 */
async function expectUnreadable(dir: string, set: string[], scope: string[], reviewedToo: string[] = []): Promise<void> {
  const report = join(dir, '.fixture-report.md');
  writeFileSync(report, ownReport([...reviewedToo, ...set]));
  const r = await cliAsync(dir, ['test-review', ...scope, ...reportAgentArgs(report), '--no-isolate', '--json', 'verdict.json']);
  expect(r.code, r.stderr).toBe(0);
  expect(JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')).unreadableFiles).toEqual(set.slice(1));
  const named = set.slice(1);
  expect(r.stdout).toContain(
    `${named.length} test file(s) that hold no text an agent can read, for a person to check: ${named.join(', ')}`,
  );
}

describe('#342 test-review: a changed test git holds as no text an agent reads', () => {
  it('#342 a UTF-16 C# test (Visual Studio) beside a plain one, through the action: named in the comment, summary and verdict', async () => {
    const dir = changeOf({ 'tests/AuthTests.cs': utf16(CS_TEST), 'tests/a.spec.ts': SPEC });
    const { r, temp } = await reviewPull(dir, ['tests/AuthTests.cs', 'tests/a.spec.ts'], { json: 'verdict.json' });
    expect(r.outputs['exit-code'], r.stdout + r.stderr).toBe('0');
    expect(JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')).unreadableFiles).toEqual(['tests/AuthTests.cs']);
    for (const text of [github().comments[0]!.body, r.summary]) expect(UNREADABLE.exec(text)?.[1]).toBe('`tests/AuthTests.cs`');
    expect(r.stdout).toContain('1 test file(s) that hold no text an agent can read, for a person to check: tests/AuthTests.cs');
    expectNoCanary(sinks(r, [dir, temp], github()));
  });

  it('#342 a Git LFS pointer under a filter, a test checked out re-encoded, one over 16 MiB (CLI): each named, the plain one not', async () => {
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${'a'.repeat(64)}\nsize 99\n`;
    const dir = changeOf({
      '.gitattributes': 'tests/lfs/** filter=lfs diff=lfs merge=lfs -text\ntests/enc/** working-tree-encoding=UTF-16LE-BOM\n',
      'tests/lfs/login.test.js': pointer,
      'tests/enc/login.test.js': utf16("test('enc', () => {});\n"),
      'tests/big.test.js': `test('big', () => {});\n${'// filler line of a generated table\n'.repeat(480_000)}`,
      'tests/a.spec.ts': SPEC,
    });
    const set = ['tests/a.spec.ts', 'tests/big.test.js', 'tests/enc/login.test.js', 'tests/lfs/login.test.js'];
    await expectUnreadable(dir, set, ['--base', 'HEAD~1'], ['.gitattributes']);
  });

  it('#342 --files (the work tree, no git): a UTF-16 test and one with a NUL byte are named, the plain one not', async () => {
    const dir = changeOf({ 'tests/a.spec.ts': SPEC });
    writeFileSync(join(dir, 'tests/AuthTests.cs'), utf16(CS_TEST));
    writeFileSync(join(dir, 'tests/nul.test.js'), "test('nul', () => {});\0\n");
    const set = ['tests/a.spec.ts', 'tests/AuthTests.cs', 'tests/nul.test.js'];
    await expectUnreadable(dir, set, ['--files', set.join(',')]);
  });
});

describe('#535 test-review: a test the base tip checks out otherwise, on a branch forked before its .gitattributes', () => {
  it("#535 a test under the base tip's eol=crlf and a pointer below its filter (git scope): named unreadable, the plain one not", async () => {
    const dir = changeOf({});
    const fork = git(dir, 'rev-parse', 'HEAD').trim();
    writeRepoFile(dir, '.gitattributes', 'tests/crlf/** text eol=crlf\ntests/lfs/** filter=lfs diff=lfs merge=lfs -text\n');
    commitAll(dir, 'base: attributes');
    git(dir, 'branch', 'tip');
    git(dir, 'switch', '-q', '-c', 'pr', fork);
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${'a'.repeat(64)}\nsize 99\n`;
    writeRepoFile(dir, 'tests/a.spec.ts', SPEC);
    writeRepoFile(dir, 'tests/crlf/login.test.js', "test('crlf', () => {});\n");
    writeRepoFile(dir, 'tests/lfs/login.test.js', pointer);
    commitAll(dir, 'tests');
    await expectUnreadable(dir, ['tests/a.spec.ts', 'tests/crlf/login.test.js', 'tests/lfs/login.test.js'], ['--base', 'tip']);
  });
});

describe('#448 #449 test-review: a changed test git calls text whose code is decoded otherwise than an agent reads it', () => {
  // A Latin-1 byte (no NUL, so git calls it text; an agent would read U+FFFD), and a pure-ASCII test that declares UTF-7.
  const LATIN1 = Buffer.from("test('caf\xe9', () => {});\n", 'latin1');
  const UTF7 = "# -*- coding: utf-7 -*-\n# +AAo-import os; os.system('id')\ndef test_ok(): pass\n";

  it('#448 a test whose head is not UTF-8 (git scope): named unreadable, the plain one not', async () => {
    const dir = changeOf({ 'tests/a.spec.ts': SPEC, 'tests/latin.test.js': LATIN1 });
    await expectUnreadable(dir, ['tests/a.spec.ts', 'tests/latin.test.js'], ['--base', 'HEAD~1']);
  });

  it('#449 a test declaring UTF-7 in its first lines, in git and with --files: named unreadable, the plain one not', async () => {
    const dir = changeOf({ 'tests/a.spec.ts': SPEC, 'tests/test_utf7.py': UTF7 });
    const set = ['tests/a.spec.ts', 'tests/test_utf7.py'];
    await expectUnreadable(dir, set, ['--base', 'HEAD~1']);
    await expectUnreadable(dir, set, ['--files', set.join(',')]);
  });
});
