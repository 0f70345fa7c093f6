import { chmod, mkdir, readdir, rm } from 'node:fs/promises';
import { confined, readRegular, removeFile, writeFileAtomic, writeJsonAtomic } from '../text/files.js';
import { reviewFolder } from './folder.js';
import { hiddenLocally } from '../git/untracked.js';
import { join, relative } from 'node:path';
import { keyShown, pathKey, resolveCommit, scanRecords, withoutFilters, type Repo } from '../git/git.js';
import {
  agentFolder,
  entrySignature,
  preflight,
  runAgent,
  runFailure,
  runRecord,
  notKeptBecause,
  reopenFolder,
  writeRunRecord,
  type AgentRun,
  type AgentSpec,
  type RunAgentOptions,
} from '../agent/index.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { cutChars } from '../text/truncate.js';
import type { AgentRunRecord, ReviewScope } from '../schemas/types.js';
import { EVIDENCE_MAX_BYTES, nameList, type Finding, type ReviewPaths } from './evidence.js';
import { promptTarget, writePrompt, type PromptTarget } from './prompt.js';
import { isSecretPath } from './paths.js';
import { lastAttemptReasons, openAttempt, writeAttemptRecord, type Attempt } from './attempts.js';
import { commitWhole, earlierFindings, foldPart, loadPart, loadWhole, partPaths, type Evidence } from './merge.js';
import { anchorFindings } from './anchor.js';
import { reviewerAttempts, reviewerReports } from './ledger.js';
import { requoteNote } from './requote.js';
import type { ReviewerBrief } from './reviewer-brief.js';
import { withReviewLock } from './lock.js';

export interface ReviewAgentOptions {
  repo: Repo;
  paths: ReviewPaths;
  scope: ReviewScope;
  agent: AgentSpec;
  timeoutMs: number;
  envPass?: string[];
  isolate?: RunAgentOptions['isolate'];
  /** One unit id or several (spaces or commas): the run writes a part for a later merge. */
  unit?: string;
  /** How the caller writes the unit option (`--unit`, input `unit`), for a unit the scope does not have. */
  unitOption?: string;
  /** Ask only for the files not yet accounted for (`owed`: dispatchReviewers grades the review), and merge the answer into what is kept. */
  resume?: boolean;
  progress?: (line: string) => void;
  /** Called once the agent is ready to start (its preflight passed), before it runs: a caller shows the review running. */
  starting?: () => Promise<void>;
  /** Each reviewer its own run: the reviewer this run is (its part is folded as that reviewer's). */
  brief?: ReviewerBrief;
  /** One run for every reviewer: the roles it plays besides the plan's passes. */
  also?: ReviewerBrief[];
  /** A resumed reviewer: only these files (what it has not completed yet). */
  owed?: ReadonlySet<string>;
  /** Folds parts one at a time when several runs end together (see `serially`). */
  fold?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Other reviewers run meanwhile, each confined (bwrap, or a user of its own: agentConfined) to its
   * own two files: what changes in the review folder outside this attempt's is theirs and proofgate's.
   */
  siblings?: boolean;
}

/** Runs the given works one after the other, whoever calls first: two runs never fold at once. */
export function serially(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

export interface ReviewAgentResult {
  /** Absent when nothing was asked (a resumed review that owes nothing). */
  attempt?: Attempt;
  target: PromptTarget;
  /**
   * The control plane was breached (a file outside the attempt's two changed, HEAD moved): this
   * run's verdict is incomplete whatever the evidence says.
   */
  breaches: string[];
  /** Why the attempt's part was not merged (the agent failed, its part is missing or invalid); the review keeps what it had. */
  notes: string[];
  merged: boolean;
  /** A unit run: its part stays in the attempt folder for `review merge` (the matrix gate job). */
  part: boolean;
  run?: AgentRun;
  /** What the run was and cost, as written to run.json in its attempt folder. */
  record?: AgentRunRecord;
  prompt?: string;
}

/**
 * Every path git reports as changed or untracked, with what it is (a file's content, a link's
 * target, a nested repository's folder): what an agent could have touched. Each is signed alone:
 * one entry that cannot be hashed (a link, a file past 2 GiB) must not blind the look at the rest.
 * Keyed and signed by its bytes (pathKey): a name that is not UTF-8, decoded, names no file and
 * signed as deleted before and after, and two such names were one entry, so an edit went unseen.
 */
async function snapshot(repo: Repo, skip: (key: string) => boolean): Promise<Map<string, string>> {
  // Which paths to sign needs no file cleaned: no filter driver runs on what the agent wrote, before as after.
  const status = ['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignored=no'];
  const entries = new Map<string, string>();
  const top = Buffer.from(`${repo.root}/`);
  let old = false;
  await scanRecords(repo.root, [...(await withoutFilters(repo)), ...status], (record) => {
    // The old path follows a rename or copy as a record of its own.
    if (old) return void (old = false);
    if (record.length < 4) return;
    const xy = record.subarray(0, 2).toString('latin1');
    const key = pathKey(record.subarray(3));
    if (!skip(key)) entries.set(key, `${xy}:${entrySignature(Buffer.concat([top, record.subarray(3)])) ?? 'deleted'}`);
    old = xy[0] === 'R' || xy[0] === 'C';
  });
  // git status reads .git/info/exclude whatever it is told: what only that file hides is untracked too.
  for (const name of await hiddenLocally(repo.root)) {
    const key = pathKey(name);
    if (!skip(key)) entries.set(key, `??:${entrySignature(Buffer.concat([top, name])) ?? 'deleted'}`);
  }
  return entries;
}

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** A reviewer's part speaks for that reviewer only: a finding naming another is a claim it cannot make. */
function otherReviewers(part: Evidence, reviewer: string, n: number): string[] {
  const strangers = part.findings.filter((f) => f.reviewer !== undefined && f.reviewer !== reviewer);
  return strangers.length
    ? [
        `attempt ${n}: the ${reviewer} reviewer's part names another reviewer on ${nameList(strangers.map((f) => `${f.id} (${f.reviewer})`))}`,
      ]
    : [];
}

/**
 * The part as proofgate vouches for it, written after the agent over whatever the agent wrote: it
 * says whose it is (`reviewer`: the reviewer this run was, else nobody) and speaks only for the
 * files and units it was asked about, so a part merged later (a matrix job's) speaks for the
 * reviewer that ran and for its units only; another unit's files would otherwise be accounted
 * for at the merge when that unit's own job fails.
 */
async function stampPart(
  root: string,
  attempt: Attempt,
  part: Evidence,
  reviewer: string | undefined,
  target: { files: readonly { path: string }[]; units: readonly string[] },
): Promise<{ part: Evidence; unasked: string[] }> {
  const asked = new Set(target.files.map((f) => f.path));
  const { reviewer: claimed, items, units, ...rest } = part.coverage;
  const unasked = items.filter((i) => !asked.has(i.path)).map((i) => i.path);
  const strayUnits = (units ?? []).filter((u) => !target.units.includes(u.id));
  if (claimed === reviewer && unasked.length === 0 && strayUnits.length === 0) return { part, unasked };
  const keptUnits = units?.filter((u) => target.units.includes(u.id));
  const coverage = {
    ...rest,
    ...(reviewer ? { reviewer } : {}),
    items: items.filter((i) => asked.has(i.path)),
    ...(keptUnits?.length ? { units: keptUnits } : {}),
  };
  await writeJsonAtomic(root, attempt.file('coverage'), coverage);
  return { part: { ...part, coverage }, unasked };
}

/** A file of the review's own as it is: its bytes, or null when there is none (or none that can be read as a file). */
async function ownBytes(paths: ReviewPaths, file: string): Promise<Uint8Array | null> {
  const read = await readRegular(paths.root, file, EVIDENCE_MAX_BYTES);
  return read.status === 'ok' ? read.bytes : null;
}

const sameBytes = (a: Uint8Array | null, b: Uint8Array | null) => (a === null || b === null ? a === b : Buffer.from(a).equals(b));

/** The review's own files (its findings, coverage, ledger, scope and the rest) as they are before an agent runs. */
async function keepOwnFiles(paths: ReviewPaths): Promise<Map<string, Uint8Array | null>> {
  const kept = new Map<string, Uint8Array | null>();
  for (const name of Object.keys(reviewFolder.files) as (keyof typeof reviewFolder.files)[])
    kept.set(paths.file(name), await ownBytes(paths, paths.file(name)));
  return kept;
}

/** The kept files whose bytes (or absence) are not what they were, each with what it holds now. */
async function changedOwnFiles(paths: ReviewPaths, kept: Map<string, Uint8Array | null>): Promise<Map<string, Uint8Array | null>> {
  const changed = new Map<string, Uint8Array | null>();
  for (const [file, bytes] of kept) {
    const now = await ownBytes(paths, file);
    if (!sameBytes(bytes, now)) changed.set(file, now);
  }
  return changed;
}

/**
 * Puts back what was kept of each file the agent changed (its bytes, or no file where there was
 * none), only while the file still holds what the agent left (`seen`): never over bytes another
 * writer put there since (none can while the review folder's lock is held: lock.ts).
 */
async function restoreOwnFiles(
  paths: ReviewPaths,
  kept: Map<string, Uint8Array | null>,
  seen: Map<string, Uint8Array | null>,
): Promise<void> {
  for (const [file, left] of seen) {
    if (!sameBytes(left, await ownBytes(paths, file))) continue;
    const bytes = kept.get(file) ?? null;
    if (bytes) await writeFileAtomic(paths.root, file, bytes);
    else await removeFile(paths.root, file);
  }
}

/**
 * A working folder holding only the diff files, at the same relative paths as in the tree. Where
 * the agent's own folders are made (agentFolder: nothing another user may write above it, which a
 * CLI reading its instructions up to / would follow), never in the runner's temp folder: it holds
 * the job's file commands, which no agent's working folder may sit beside.
 */
async function stageDiffOnly(
  root: string,
  diffFiles: readonly string[],
  out: string,
  mode: NonNullable<RunAgentOptions['isolate']>,
): Promise<string> {
  const stage = agentFolder('diff-only', mode);
  for (const file of diffFiles) {
    const read = await readRegular(root, file, EVIDENCE_MAX_BYTES);
    if (read.status !== 'ok') throw new ProofgateError(`cannot stage the diff ${file} for the blind reviewer (${read.status})`);
    await writeFileAtomic(stage, join(stage, relative(root, file)), read.bytes);
  }
  await mkdir(join(stage, out), { recursive: true });
  // Readable by an agent run as a user of its own, as a checkout is: it holds the diff and nothing else.
  for (const e of await readdir(stage, { recursive: true, withFileTypes: true }))
    await chmod(join(e.parentPath, e.name), e.isDirectory() ? 0o755 : 0o644);
  await chmod(stage, 0o755);
  return stage;
}

/**
 * Takes the two files the agent wrote in its folder `out` (relative to `from`: the tree, or its
 * staged copy) into the attempt, regular files only, then removes that folder: nothing else the
 * agent left there is evidence.
 */
async function takeOutputs(from: string, out: string, attempt: Attempt, dropped: ReadonlySet<string>): Promise<void> {
  for (const name of ['findings', 'coverage'] as const) {
    // A file the run dropped (a credential in it, a link) is never taken, whether or not it could be removed.
    if (dropped.has(name)) continue;
    const read = await readRegular(from, join(from, out, reviewFolder.files[name]), EVIDENCE_MAX_BYTES);
    if (read.status === 'ok') await writeFileAtomic(attempt.root, attempt.file(name), read.bytes);
  }
  const folder = await confined(from, join(from, out));
  reopenFolder(folder);
  await rm(folder, { recursive: true, force: true });
}

/**
 * Why each of the attempt's two files the agent wrote (at `writes`) was not kept (its run dropped
 * it: past the size cap, a link), by path, with what to write instead: the reason and the next
 * prompt say so, never "missing", and the agent does not write the same file again.
 */
function notKept(run: AgentRun, writes: readonly string[], attempt: Attempt): Map<string, string> {
  const out = new Map<string, string>();
  (['findings', 'coverage'] as const).forEach((name, i) => {
    const d = run.dropped.find((x) => x.path === writes[i]);
    if (!d) return;
    const shorter = name === 'findings' ? 'write fewer or shorter findings' : 'write one short item per file asked';
    out.set(attempt.file(name), `was written but not kept, ${notKeptBecause(d.why, shorter)}`);
  });
  return out;
}

/**
 * The review's earlier findings on the asked files, as the run is shown them (earlierFindings): a
 * reviewer's in its own words, read from the parts it returned (its attempts keep them).
 */
async function earlierOf(o: ReviewAgentOptions, asked: ReadonlySet<string>): Promise<Finding[]> {
  const whole = await loadWhole(o.paths, o.scope);
  const id = o.brief?.reviewer.id;
  if (id === undefined) return earlierFindings(whole, asked);
  // Its parts are read only when the review holds a finding to show.
  if (!whole?.findings.length) return [];
  return earlierFindings(whole, asked, { id, reports: reviewerReports(await reviewerAttempts(o.paths, o.scope), id) });
}

/** What proofgate asks of the agent, before anything is written: the files of the units, or those still owed (dispatchReviewers graded a resumed review). */
function chooseTarget(o: ReviewAgentOptions): PromptTarget {
  const units = { units: o.unit, unitOption: o.unitOption };
  return promptTarget(o.scope, o.owed ? { ...units, owed: o.owed } : units);
}

/**
 * One agent attempt on the review: checks that the agent can start before anything is written (a
 * refusal touches nothing; dispatchReviewers refused a work tree that is not the sealed head); writes the prompt and the
 * diff into a new `attempts/N/`; runs the agent, which may write only in that attempt's `out/`
 * folder, from which its findings.json and coverage.json alone are taken into the attempt; checks
 * the control plane; then, unless this is a unit's part, folds a trusted part into the review's
 * findings.json and coverage.json. An earlier attempt's evidence is never deleted or rewritten: a
 * failed run leaves the review as it was.
 */
export async function runReviewAgent(o: ReviewAgentOptions): Promise<ReviewAgentResult> {
  // From the copy of the review's own files before the agent to its attempt record: no other process writes the folder.
  return withReviewLock(o.paths, 'review run', () => attemptReview(o));
}

async function attemptReview(o: ReviewAgentOptions): Promise<ReviewAgentResult> {
  const progress = o.progress ?? (() => undefined);
  // The tree under review: an agent executable in it is the pull request's (refused, never run).
  const ready = await preflight(o.agent, process.env, o.envPass ?? [], [o.repo.root]);
  const target = chooseTarget(o);
  await o.starting?.();
  const part = o.unit !== undefined;
  const quiet = { target, breaches: [], notes: [], merged: false, part };
  // A resumed review that owes nothing asks nothing; an empty scope is still put to the agent.
  if ((o.resume || o.owed) && target.files.length === 0) return quiet;
  const reviewer = o.brief?.reviewer;
  const asked = new Set(target.files.map((f) => f.path));
  // What this run may answer by id (it folds its own part): the earlier findings on its files, shown to it.
  const earlier = part ? [] : await earlierOf(o, asked);
  // Each is shown with why it is not located yet (its quote as anchoring found it), so it can be requoted.
  const located = await anchorFindings(o.repo.root, o.scope, earlier);
  const shownEarlier = earlier.map((f, i) => {
    const owed = requoteNote(located[i]!);
    return owed === undefined ? f : { ...f, owed };
  });

  // Why this reviewer's last attempt was not taken, read before this attempt's folder exists.
  const lastReasons = await lastAttemptReasons(o.paths, reviewer?.id);
  const startedAt = new Date();
  const attempt = await openAttempt(o.paths);
  // The agent writes the two files in a folder of its own: a CLI writes a temporary file beside
  // each and renames it over, so that folder is writable as a folder; the record, prompt and diff
  // beside it stay proofgate's.
  const out = join(attempt.folder, 'out');
  const outputs = { findings: join(out, reviewFolder.files.findings), coverage: join(out, reviewFolder.files.coverage) };
  let prompt;
  try {
    prompt = await writePrompt(o.repo, o.scope, target, {
      folder: attempt.folder,
      paths: o.paths,
      outputs,
      roles: { ...(o.brief ? { as: o.brief } : {}), also: o.also ?? [] },
      earlier: shownEarlier,
      lastReasons,
    });
  } catch (err) {
    // Only this run's own prompt files: nothing was asked yet.
    await rm(await confined(o.paths.root, attempt.folder), { recursive: true, force: true });
    throw err;
  }
  progress(
    `attempt ${attempt.n}${reviewer ? ` (${reviewer.id})` : ''}: ${target.files.length} file(s) asked${o.resume || o.owed ? ' (resumed: only what is owed)' : ''}; prompt ${prompt.file}`,
  );

  const rel = (p: string) => relative(o.repo.root, p).split('\\').join('/');
  const kept = [rel(attempt.file('findings')), rel(attempt.file('coverage'))];
  const writes = [rel(outputs.findings), rel(outputs.coverage)];
  const recordAttempt = async (notes: string[], merged: boolean, ended = true) =>
    writeAttemptRecord(attempt, {
      scopeSha256: o.scope.scopeSha256,
      kind: 'agent',
      agent: {
        kind: o.agent.kind,
        ...(o.agent.command !== undefined ? { command: o.agent.command } : {}),
        ...(o.agent.model !== undefined ? { model: o.agent.model } : {}),
      },
      files: target.files.length,
      units: target.units,
      resume: o.resume ?? false,
      ...(part ? { part } : {}),
      merged,
      reasons: notes.map((n) => cutChars(n, 2000)),
      ...(reviewer ? { reviewer: reviewer.id, shell: reviewer.shell } : {}),
      ...(ended ? {} : { ended: false }),
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
    });
  // Written before the agent starts, whatever the dispatch: a run that never ends is outstanding in
  // the ledger, and its folder is never taken for a job's artifact (which holds no record) by a merge.
  await recordAttempt([], false, false);

  const excludedSecrets = new Set(o.scope.excluded.filter((e) => e.reason === 'secret').map((e) => e.path));
  // Other reviewers' runs and their folds write in the review folder meanwhile; this attempt's own folder is still watched.
  const review = rel(o.paths.folder);
  // The looks key paths by their bytes (pathKey): so are the folders and files they are compared with.
  const [reviewKey, mine] = [pathKey(review), pathKey(rel(attempt.folder))];
  const theirs = (key: string) => o.siblings === true && within(key, reviewKey) && !within(key, mine);
  const before = await snapshot(o.repo, theirs);
  // Kept only where a change to them can be seen: reviewers running at once leave the review folder out of the comparison.
  const ownFiles = o.siblings ? new Map<string, Uint8Array | null>() : await keepOwnFiles(o.paths);
  const headBefore = await resolveCommit(o.repo, 'HEAD', 'head');
  const runStarted = new Date();
  // The blind reviewer's working folder holds the diff and nothing else (its own copy, at the same paths).
  const stage =
    reviewer?.context === 'diff' ? await stageDiffOnly(o.repo.root, prompt.diffFiles, rel(out), o.isolate ?? 'auto') : undefined;
  if (!stage) await mkdir(await confined(o.repo.root, out));
  /**
   * What the agent changed outside its folder (`tampered`: what its isolation saw) and, by git,
   * beside the two files taken from it, named; the review's own files put back.
   */
  const controlPlane = async (tampered: readonly string[]): Promise<string[]> => {
    const breaches: string[] = [];
    const after = await snapshot(o.repo, theirs);
    const allowed = new Set(kept.map(pathKey));
    const changed = new Set(tampered);
    for (const [p, state] of after) if (!allowed.has(p) && before.get(p) !== state) changed.add(keyShown(p));
    for (const p of before.keys()) if (!allowed.has(p) && !after.has(p)) changed.add(keyShown(p));
    // Git's look misses what it ignores (a `_bmad-output/` in .gitignore): the review's own files are also compared byte for byte.
    const ownChanged = await changedOwnFiles(o.paths, ownFiles);
    for (const file of ownChanged.keys()) changed.add(rel(file));
    if (changed.size) {
      breaches.push(`the agent changed files outside findings.json and coverage.json: ${nameList([...changed].sort())}`);
      // The review's own files go back as they were: a later attempt builds on them, never on what the agent wrote.
      await restoreOwnFiles(o.paths, ownFiles, ownChanged);
    }
    const headAfter = await resolveCommit(o.repo, 'HEAD', 'head').catch(() => 'gone');
    if (headAfter !== headBefore) breaches.push(`the agent moved HEAD from ${headBefore.slice(0, 12)} to ${headAfter.slice(0, 12)}`);
    return breaches;
  };
  let run: AgentRun;
  try {
    run = await runAgent({
      agent: { ...o.agent, ...(reviewer?.shell ? { shell: true } : {}) },
      prompt: prompt.text,
      cwd: stage ?? o.repo.root,
      // Staged, the tree itself is one more folder the agent must not reach by its absolute path.
      ...(stage ? { guarded: [o.repo.root] } : {}),
      writable: [`${rel(out)}/`],
      outputs: writes,
      timeoutMs: o.timeoutMs,
      envPass: o.envPass,
      isolate: o.isolate,
      // Every path the scope excluded as a secret (renamed from one, a link to one), not only secret names.
      secret: (p) => isSecretPath(p) || excludedSecrets.has(p),
      ...(o.siblings ? { shared: [review] } : {}),
      progress: o.progress,
    });
  } catch (err) {
    await rm(stage ?? (await confined(o.repo.root, out)), { recursive: true, force: true });
    // The error may come after the agent ran (its own look at what it changed failing on what it
    // left, a file past 2 GiB): what it changed is still named and the review's own files put back.
    const breaches = await controlPlane([]);
    const notes = [`the agent did not run: ${describeError(err)}`];
    await recordAttempt([...breaches, ...notes], false);
    return { ...quiet, attempt, breaches, notes, prompt: prompt.file };
  }
  const dropped = new Set((['findings', 'coverage'] as const).filter((_, i) => run.dropped.some((d) => d.path === writes[i])));
  await takeOutputs(stage ?? o.repo.root, rel(out), attempt, dropped);
  if (stage) await rm(stage, { recursive: true, force: true });
  const notes: string[] = [];
  // How it ended and what it said, in the words run.json keeps; processes still running at its exit
  // may have been writing its part: the part is kept, never merged.
  const failed = runFailure(run);
  if (failed) notes.push(failed);
  const breaches = await controlPlane(run.tampered);

  const loaded = await loadPart(partPaths(o.paths, attempt.folder), o.scope, notKept(run, writes, attempt));
  if ('problems' in loaded && notes.length === 0) notes.push(...loaded.problems.map((p) => `attempt ${attempt.n}: ${p}`));
  if (reviewer && !('problems' in loaded) && notes.length === 0) notes.push(...otherReviewers(loaded, reviewer.id, attempt.n));
  let written: typeof loaded = loaded;
  if (!('problems' in loaded)) {
    const stamped = await stampPart(o.paths.root, attempt, loaded, reviewer?.id, target);
    written = stamped.part;
    if (stamped.unasked.length)
      progress(
        `attempt ${attempt.n}: coverage of ${stamped.unasked.length} file(s) it was not asked about is ignored: ${nameList(stamped.unasked)}`,
      );
  }
  let merged = false;
  if (!part && notes.length === 0 && breaches.length === 0 && !('problems' in written)) {
    const shown = new Set(earlier.map((f) => f.id));
    const owed = new Set(shownEarlier.filter((f) => 'owed' in f).map((f) => f.id));
    const fold = o.fold ?? ((work) => work());
    await fold(async () =>
      commitWhole(
        o.paths,
        attempt,
        foldPart(o.scope, await loadWhole(o.paths, o.scope), written, `A${attempt.n}`, { asked, reviewer: reviewer?.id, shown, owed }),
      ),
    );
    merged = true;
  }
  // Written after the check, so proofgate's own record is never taken for the agent's change (and replaces any it wrote).
  const record = runRecord(o.agent, run, ready.version, runStarted);
  await writeRunRecord(o.paths.root, attempt.folder, record);
  await recordAttempt([...breaches, ...notes], merged);
  return { attempt, target, breaches, notes, merged, part, run, record, prompt: prompt.file };
}
