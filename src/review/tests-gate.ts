import { lstatSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { inFolder, keyBytes, keyShown, pathKey, raw, resolveCommit, scanRecords, type Repo } from '../git/git.js';
import { gitLine } from '../git/run.js';
import { hiddenLocally } from '../git/untracked.js';
import { readRegular } from '../text/files.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';
import { nameList, shownName } from '../text/list.js';
import { reviewFolder } from './folder.js';
import { countJUnit } from './junit.js';
import { changedTracked } from './tree-integrity.js';

const JUNIT_MAX_BYTES = 64 * 1024 * 1024;

/** A check run or a commit status of one commit, as the forge reports it. */
export interface CommitCheck {
  kind: 'check-run' | 'commit-status';
  /** Check runs: queued, in_progress, completed; commit statuses: the state. */
  status: string;
  /** Check runs: success, failure, neutral, …, null until completed; commit statuses: the state. */
  conclusion: string | null;
  url?: string;
  /** A check run of a job of this workflow run, which decides whatever newer runs of the name say. */
  thisRun?: boolean;
}

/** Reads the check run of that name at a commit (this workflow run's, else the newest; else the newest commit status); github/ implements it. */
export interface CommitChecks {
  latest(sha: string, name: string): Promise<CommitCheck | undefined>;
}

export interface TestsGateOptions {
  /** A JUnit XML report of a test run on this checkout. */
  junit?: string;
  /** The name of a check run or commit status that ran the tests on the head commit. */
  check?: string;
  /** How to read `check`; absent when no token was given. */
  checks?: CommitChecks;
}

/** Where the gate runs and what it writes itself: left out of the untracked files a report is refused for. */
export interface TestsGatePlace {
  cwd: string;
  /** This review's folder, absolute. */
  folder: string;
  /** The gate's own files outside that folder (its documents, the report), absolute. */
  own: string[];
}

/** Whether the tests passed at the sealed head, and what says so: the summary shows `line`. */
export interface TestsResult {
  passed: boolean;
  source: 'junit' | 'check-run' | 'commit-status';
  sha: string;
  line: string;
  url?: string;
}

const shortSha = (sha: string) => sha.slice(0, 12);
const iso = (ms: number) => new Date(ms).toISOString();

/** One line of HEAD's reflog as atHeadSince asks for it: the commit, the entry's time, then the commit's committer date, in seconds. */
const REFLOG_LINE = /^([0-9a-f]{40}|[0-9a-f]{64}) HEAD@\{(\d{1,12})\} (\d{1,12})$/;

const noProof = (sha: string, what: string) =>
  `${what}, so nothing says when the checkout reached ${shortSha(sha)}: check it out again in the job that runs the tests, without GIT_COMMITTER_DATE, or name the check that ran them (tests-check)`;

/**
 * Since when (ms since the epoch) this checkout has been at `sha`, at the latest: a report written
 * by then is left from a run of other code (a test step that failed before writing its own leaves
 * the last job's in place). HEAD's reflog says when the checkout, commit or reset moved HEAD there
 * (the oldest of the newest entries that name it), but only as its writer's claim: in whole seconds
 * (a report of the same second may be older, so the end of that second), and stamped with the
 * committer date, which GIT_COMMITTER_DATE sets at will. A stamp older than an earlier entry, or than
 * the commit's own committer date, was set back: no proof. And the reflog file's ctime, which no one
 * sets back, bounds it: the newest entries name the head, so the file was last written at or after
 * the head was reached (any later write, a reset to the head, an expiry, only makes it stricter).
 * The commit's dates alone prove nothing (no entry for the head: refused), and a line git printed
 * that is not an entry (a signature a config asked for) is never read past.
 */
async function atHeadSince(repo: Repo, sha: string): Promise<{ ms: number } | { why: string }> {
  let log: string;
  let file: string;
  try {
    [log, file] = await Promise.all([
      raw(repo, ['-c', 'log.showSignature=false', 'reflog', 'show', '--format=%H %gd %ct', '--date=unix', '-n', '200', 'HEAD', '--']),
      raw(repo, ['rev-parse', '--git-path', 'logs/HEAD']),
    ]);
  } catch (err) {
    return { why: noProof(sha, `HEAD's reflog could not be read (${describeError(err)})`) };
  }
  const entries: { sha: string; s: number; committed: number }[] = [];
  for (const line of log.split('\n').filter(Boolean)) {
    const entry = REFLOG_LINE.exec(line);
    if (!entry) return { why: noProof(sha, `git printed a line that is no entry of HEAD's reflog (${visible(line.slice(0, 80))})`) };
    entries.push({ sha: entry[1]!, s: Number(entry[2]), committed: Number(entry[3]) });
  }
  const at = entries.findIndex((e) => e.sha !== sha);
  const arrival = entries[(at < 0 ? entries.length : at) - 1];
  if (!arrival)
    return {
      why: `HEAD's reflog has no entry for ${shortSha(sha)} (core.logAllRefUpdates=false, no .git/logs, or expired), so nothing but the commit's own date, which its author sets, says when the checkout reached it: keep HEAD's reflog in the job that runs the tests, or name the check that ran them (tests-check)`,
    };
  const earlier = Math.max(...entries.slice(at < 0 ? entries.length : at).map((e) => e.s));
  if (arrival.s < earlier)
    return {
      why: noProof(
        sha,
        `HEAD's reflog dates its arrival (${iso(arrival.s * 1000)}) before an earlier entry (${iso(earlier * 1000)}): a date set back`,
      ),
    };
  if (arrival.s < arrival.committed)
    return {
      why: noProof(
        sha,
        `HEAD's reflog dates its arrival (${iso(arrival.s * 1000)}) before the commit's own committer date (${iso(arrival.committed * 1000)}): a date set back`,
      ),
    };
  // Relative to the top folder, or absolute (a linked worktree's is in the main repository).
  const path = resolve(repo.root, gitLine(file));
  const written = lstatIfAny(Buffer.from(path));
  if (!written?.isFile()) return { why: noProof(sha, `HEAD's reflog is not a file at ${visible(path)} (a reftable repository?)`) };
  return { ms: Math.max((arrival.s + 1) * 1000, written.ctimeMs) };
}

/**
 * The first file of the checkout changed since `writtenMs` (every tracked file, those of checked-out
 * submodules too, and the scope's selected files, untracked ones of a working-tree review), with
 * when: a file edited or put back after the run (`git checkout --`, `git stash`, `mv` or `cp -p` of a
 * saved copy) makes the report one of other code, where HEAD's reflog sees none of it. By ctime,
 * which no one sets back (a restore keeps an mtime): a change of owner or mode after the run counts
 * too, and a change in the same clock tick as the report is no proof of order. Names are read as git
 * lists them, bytes and all. Folders are not compared (later steps write into them), nor a file that
 * is gone (residual: one deleted after the run is not seen).
 */
async function changedSince(repo: Repo, scope: ReviewScope, writtenMs: number): Promise<{ path: string; ctimeMs: number } | undefined> {
  const root = Buffer.from(`${repo.root}/`);
  // Keyed by bytes (pathKey): two names that are not UTF-8 decode alike, and one would go unlooked at.
  const paths = new Set(scope.files.map((f) => pathKey(f.path)));
  await scanRecords(repo.root, ['ls-files', '-z', '--recurse-submodules'], (record) => paths.add(pathKey(record)));
  for (const key of paths) {
    const t = lstatIfAny(Buffer.concat([root, keyBytes(key)]));
    if (t && !t.isDirectory() && t.ctimeMs >= writtenMs) return { path: keyShown(key), ctimeMs: t.ctimeMs };
  }
  return undefined;
}

/** What a working-tree review sealed of the working tree (selected or excluded): the change, untracked files and all. */
const sealedPaths = (scope: ReviewScope) => new Set([...scope.files, ...scope.excluded].map((f) => f.path));

/** A repository path relative to `root`, or undefined for one outside it. */
function inRepository(root: string, abs: string): string | undefined {
  const rel = relative(root, abs).split('\\').join('/');
  return rel.startsWith('..') || rel === '' ? undefined : rel;
}

/**
 * The paths `git status --porcelain=v2 -z` lists as untracked (a repository of its own by its name
 * and a slash), and each submodule holding untracked files (S..U), by its name and a slash: git
 * does not list the files inside it.
 */
function untrackedOf(out: string): string[] {
  const records = out.split('\0');
  const found: string[] = [];
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.startsWith('? ')) found.push(r.slice(2));
    if (r[0] !== '1' && r[0] !== '2') continue;
    const fields = r.split(' ');
    if (/^S..U$/.test(fields[2] ?? '')) found.push(`${fields.slice(r[0] === '1' ? 8 : 9).join(' ')}/`);
    if (r[0] === '2') i++; // a rename's old path follows
  }
  return found;
}

/**
 * The untracked files git does not ignore, at any depth and in submodules, less this review's folder,
 * the files proofgate writes in the other review folders beside it, the gate's own files and, in a
 * working-tree review, what the scope sealed: a test runner loads what it finds (a conftest.py, a
 * __mocks__ folder, a sitecustomize.py), so such a file is code the tests ran with and the head does
 * not hold. What git ignores, and a file deleted after the run, are beyond what a report can prove.
 */
async function untrackedBeside(repo: Repo, scope: ReviewScope, place: TestsGatePlace): Promise<string[]> {
  const out = await raw(repo, ['status', '--porcelain=v2', '-z', '--untracked-files=all', '--ignore-submodules=none']);
  const folder = inRepository(repo.root, place.folder);
  const dir = inRepository(repo.root, dirname(place.folder)) ?? '';
  const own = new Set(place.own.map((p) => inRepository(repo.root, p)));
  const sealed = scope.refs.workspace ? sealedPaths(scope) : new Set<string>();
  // git status reads .git/info/exclude whatever it is told: what only that file hides is untracked too.
  const hidden = (await hiddenLocally(repo.root)).map((b) => b.toString('utf8'));
  return [...untrackedOf(out), ...hidden].filter(
    (p) => !own.has(p) && !sealed.has(p) && !(folder !== undefined && inFolder(p, folder)) && !reviewFolder.isOwn(p, dir),
  );
}

const lstatIfAny = (path: Buffer) => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/**
 * A JUnit report answers the head only when this checkout is the head: HEAD is the sealed commit,
 * no tracked file is changed, no file of the checkout changed since the report, and the report
 * itself is not part of the repository (a committed report is the change's own claim about itself,
 * not a run), and no untracked file git does not ignore lies beside the run. A working-tree review's head is the working tree: only the files' times say it ran there.
 */
async function fromJUnit(repo: Repo, scope: ReviewScope, file: string, place: TestsGatePlace): Promise<TestsResult> {
  const sha = scope.refs.headSha;
  const shown = visible(file);
  const fail = (why: string): TestsResult => ({ passed: false, source: 'junit', sha, line: `JUnit report ${shown}: ${why}` });
  const abs = resolve(place.cwd, file);
  const rel = inRepository(repo.root, abs);
  if (rel !== undefined && (await raw(repo, ['ls-files', '-z', '--', rel])) !== '')
    return fail('it is committed in the repository, so it is a claim of the change, not a test run');
  // In a working-tree review an untracked report the scope sealed is part of the change too (and never set aside).
  if (scope.refs.workspace && rel !== undefined && sealedPaths(scope).has(rel))
    return fail(
      'it was in the working tree when the scope was sealed, so it is part of the change under review, not a test run: write the report in the review folder or a path git ignores, then seal again',
    );
  if (!scope.refs.workspace) {
    const head = await resolveCommit(repo, 'HEAD', 'head');
    if (head !== sha)
      return fail(`the checkout is at ${shortSha(head)}, the scope's head is ${shortSha(sha)}: the tests ran on another commit`);
    if ((await changedTracked(repo, { sparse: false })).length)
      return fail(`tracked files are changed in the checkout, so the tests did not run on ${shortSha(sha)}`);
  }
  const untracked = await untrackedBeside(repo, scope, { ...place, own: [...place.own, abs] });
  if (untracked.length)
    return fail(
      `${untracked.length} untracked file(s) git does not ignore are in the checkout, which the tests may have loaded (a conftest.py, a __mocks__ folder) and the head does not hold: ${nameList(untracked)}; remove them and run the tests again, or gate on the check run of a clean checkout (tests-check)`,
    );
  const read = await readRegular(repo.root, abs, JUNIT_MAX_BYTES);
  if (read.status === 'missing') return fail('there is no such file');
  if (read.status === 'refused') return fail(read.reason);
  if (read.status === 'too-large') return fail('it is too large to read: larger than 64 MiB');
  const since = await atHeadSince(repo, sha);
  if ('why' in since) return fail(since.why);
  // Not strictly after is no proof of order: a ctime of the same clock tick.
  if (read.writtenMs <= since.ms)
    return fail(
      `it was written ${iso(read.writtenMs)}, before the checkout reached ${shortSha(sha)} (${iso(since.ms)}): it is left from a run of other code; run the tests again`,
    );
  const changed = await changedSince(repo, scope, read.writtenMs);
  if (changed)
    return fail(
      `it was written ${iso(read.writtenMs)}, before ${shownName(changed.path)} last changed (${iso(changed.ctimeMs)}: a write, a restore, a rename, its owner or mode): the tests ran on other code; run them after every step that changes the checkout`,
    );
  try {
    const c = await countJUnit(read.bytes, shown);
    const counts = `${c.tests} test(s), ${c.failures} failed, ${c.errors} error(s), ${c.skipped} skipped`;
    if (c.tests === 0) return fail(`${counts}: no test ran`);
    const passed = c.failures === 0 && c.errors === 0;
    // Skipped tests are no evidence: a run where none ran and passed vouches for nothing.
    if (passed && c.passed === 0) return fail(`${counts}: no test ran and passed (skipped tests do not count)`);
    return {
      passed,
      source: 'junit',
      sha,
      line: `JUnit report ${shown} at ${scope.refs.workspace ? 'the working tree' : shortSha(sha)}: ${counts}`,
    };
  } catch (err) {
    return fail(describeError(err));
  }
}

/** A check run (or commit status) of the sealed head commit: passed only when its newest run succeeded. */
async function fromCheck(scope: ReviewScope, name: string, checks: CommitChecks | undefined): Promise<TestsResult> {
  const sha = scope.refs.headSha;
  const shown = visible(name);
  const fail = (why: string, extra: Partial<TestsResult> = {}): TestsResult => ({
    passed: false,
    source: 'check-run',
    sha,
    line: `check ${shown}: ${why}`,
    ...extra,
  });
  if (scope.refs.workspace) return fail('the scope reviews the working tree, which no check ran on (give a JUnit report instead)');
  if (!checks) return fail('no token to read it with (give github-token, or GITHUB_TOKEN and GITHUB_REPOSITORY to the CLI)');
  let found: CommitCheck | undefined;
  try {
    found = await checks.latest(sha, name);
  } catch (err) {
    return fail(`could not be read: ${describeError(err)}`);
  }
  if (!found) return fail(`no check run or commit status of that name at ${shortSha(sha)}`);
  const what = `${found.kind === 'check-run' ? 'check run' : 'commit status'} ${shown}${found.thisRun ? ' of this workflow run' : ''} at ${shortSha(sha)}`;
  const extra = { source: found.kind, ...(found.url ? { url: found.url } : {}) };
  if (found.kind === 'check-run' && found.status !== 'completed') return fail(`still ${found.status} at ${shortSha(sha)}`, extra);
  if (found.conclusion !== 'success') return { passed: false, sha, line: `${what}: ${found.conclusion ?? found.status}`, ...extra };
  return { passed: true, sha, line: `${what}: success`, ...extra };
}

/** The optional test gate: undefined when no source was named. */
export async function testsAtHead(
  repo: Repo,
  scope: ReviewScope,
  o: TestsGateOptions,
  place: TestsGatePlace,
): Promise<TestsResult | undefined> {
  if (o.junit !== undefined && o.check !== undefined) throw new ProofgateError('name one test source: a JUnit report or a check, not both');
  if (o.junit !== undefined) return fromJUnit(repo, scope, o.junit, place);
  if (o.check !== undefined) return fromCheck(scope, o.check, o.checks);
  return undefined;
}
