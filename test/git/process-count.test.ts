// Issue 15: every git process is a fork and an exec, in a user's wait and in the suite's CPU. A typical
// review scope and review gate run (the cart change, sealed, answered, gated on a pull request), and a
// test review of a changed spec, run git through a PATH shim that logs each start; the counts are held to what they are, so one that
// grows back (a reader no longer shared, an answer asked twice) fails here.
import { describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, runActionAsync } from '../support/run.js';
import { git, makeCartRepo, twoCommits } from '../support/repo.js';
import { folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { useGitHubServer } from '../support/github-server.js';
import { findExecutable } from '../../src/git/programs.js';

const github = useGitHubServer();

/** A folder put first on PATH whose `git` logs its arguments to `log`, then runs the real git. */
function gitShim(): { path: string; log: string; commands: () => string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'proofgate-git-shim-'));
  const log = join(dir, 'calls.log');
  const real = findExecutable('git', process.env.PATH)!;
  writeFileSync(log, '');
  writeFileSync(join(dir, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(join(dir, 'git'), 0o755);
  return {
    path: `${dir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    log,
    commands: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
  };
}

describe('git processes per run (issue 15)', () => {
  it('a review scope run and a review gate run of the cart change start few git processes', async () => {
    const repo = makeCartRepo();
    const base = git(repo, 'rev-parse', 'HEAD~1').trim();
    const head = git(repo, 'rev-parse', 'HEAD').trim();

    const scopeShim = gitShim();
    const sealed = cli(repo, ['review', 'scope', 'count', '--base', 'HEAD~1'], { PATH: scopeShim.path });
    expect(sealed.code, sealed.stderr).toBe(0);
    const scopeCalls = scopeShim.commands();

    const scope = JSON.parse(readFileSync(join(folderOf(repo, 'count'), 'scope.json'), 'utf8')) as { files: { path: string }[] };
    writeFindings(repo, 'count', []);
    writeCoverage(
      repo,
      'count',
      scope.files.map((f) => ({ path: f.path, outcome: 'completed' })),
      { run: { stop: 'completed' } },
    );
    const gateShim = gitShim();
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'count', 'upload-artifact': 'false', 'github-token': 'ghs_count' },
      {
        env: { PATH: gateShim.path, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' },
        event: { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } },
      },
    );
    expect(r.outputs, r.stderr).toMatchObject({ verdict: 'clean' });
    const gateCalls = gateShim.commands();
    // 13 and 24 before issue 15: the gate asked one blob's size four times and its top folder four times.
    // The gate's 18th since hazard 376: one read of the change's .env and of the file it edits, to
    // find a secret's line there (the scope pays for its own by listing the base once for two readers).
    // The scope's 12th since hazard 448: each changed file's head version read once, for whether it is text.
    // The 13th since hazard 466: the base version of each file changed in place, for its interpreter line.
    // The 14th since hazard 561: git's settings listed beside the open, for a file the pull request controls.
    expect(scopeCalls.length, scopeCalls.join('\n')).toBeLessThanOrEqual(14);
    // The gate's 19th since hazard 448: it derives the scope again, reading each head version once for whether it is text;
    // its 20th since hazard 466, as the scope's 13th; its 21st since hazard 561, as the scope's 14th; up to five more
    // since hazard 562: the tracked files listed with their blobs, a copy of the index refreshed and compared,
    // and every file hashed as it is (an edit git's clean step takes back is no checkout of the head).
    expect(gateCalls.length, gateCalls.join('\n')).toBeLessThanOrEqual(26);
    // Within the run no question but cat-file's (different objects each time) is put to git twice.
    const once = gateCalls.filter((c) => !c.startsWith('cat-file'));
    expect(new Set(once).size, once.join('\n')).toBe(once.length);
  });

  it("a review scope reads its base's rule and reviewer configuration in a few git processes, however many documents it names", () => {
    const docs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `_bmad/${prefix}/d${i}.md`);
    const rules = docs('rules', 6);
    const reviewers = docs('reviewers', 4);
    const repo = twoCommits(
      {
        '_bmad/review-rules.yaml': `schema: bmad-plus/review-rules/1\nrules:\n${rules.map((d, i) => `  - {id: r${i}, title: R${i}, globs: ["f${i}/**"], doc: ${d}}\n`).join('')}`,
        '_bmad/review-reviewers.yaml': `schema: proofgate/review-reviewers/1\nreviewers:\n${reviewers.map((d, i) => `  - {id: v${i}, title: V${i}, doc: ${d}, always: true}\n`).join('')}`,
        ...Object.fromEntries([...rules, ...reviewers].map((d) => [d, `# ${d}\n`])),
      },
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}/a.js`, `export const a = ${i};\n`])),
    );
    const shim = gitShim();
    const r = cli(repo, ['review', 'scope', 'docs', '--base', 'HEAD~1'], { PATH: shim.path });
    expect(r.code, r.stderr).toBe(0);
    const calls = shim.commands();
    // One lookup for both configuration files and one per list of documents, each list read by one cat-file: 31 processes
    // before (a lookup and a read per file), 13 then, 14 since hazard 448 (each changed file read once for whether it is text),
    // 15 since hazard 561 (git's settings listed beside the open).
    expect(
      calls.filter((c) => c.includes(' ls-tree -z -l -t ')),
      calls.join('\n'),
    ).toHaveLength(3);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(15);
  });

  it('a test review of a changed spec opens the repository and resolves its refs in one git process', () => {
    const repo = twoCommits({}, { 'tests/a.spec.ts': "import { test } from 'vitest';\ntest('a', () => {});\n" });
    const shim = gitShim();
    const r = cli(repo, ['test-review', '--base', 'HEAD~1', '--agent', 'none'], { PATH: shim.path });
    expect(r.code, r.stderr).toBe(0);
    const calls = shim.commands();
    // 4 rev-parse before (the top folder, each ref, then whether the clone is shallow), 1 now.
    expect(
      calls.filter((c) => c.startsWith('rev-parse')),
      calls.join('\n'),
    ).toHaveLength(1);
    // 5, and since row 342 two more: the changed tests' sizes and the attribute files above them (is each readable text?);
    // since row 379 one more: the base's secrets listed (a copy of one, or its lines, under a test's name is withheld);
    // since row 448 one more: the changed tests read, for whether each is text; since row 561 one more: git's settings listed.
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(10);
  });

  it('review rules and review reviewers, which read the work tree themselves, start one git process: the top folder', () => {
    const repo = makeCartRepo();
    for (const command of [
      ['review', 'rules'],
      ['review', 'reviewers'],
      ['review', 'rules', 'src/cart.js'],
    ]) {
      const shim = gitShim();
      const r = cli(repo, command, { PATH: shim.path });
      expect(r.code, r.stderr).toBe(0);
      // Two before: git's settings were listed too, though `rev-parse --show-toplevel` runs no program they could name.
      expect(shim.commands(), command.join(' ')).toEqual(['rev-parse --show-toplevel']);
    }
  });
});
