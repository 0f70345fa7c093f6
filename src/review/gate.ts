import { resolve } from 'node:path';
import type { ReviewCoverage, ReviewScope } from '../schemas/types.js';
import { openRepo, type Repo } from '../git/git.js';
import { describeError } from '../text/errors.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { composedTwins, jsonQuotedName, shownName, shownSpellings, writableAsIs, yamlQuotedName } from '../text/list.js';
import { hasVisibleWords } from '../text/words.js';
import { cutChars } from '../text/truncate.js';
import { abandonedInScope } from './attempts.js';
import { anchorFindings, describeAnchor, isOpen, sealedBlobs, type AnchoredFinding } from './anchor.js';
import { findingsRedaction, type Redaction } from './redaction.js';
import { requoteAdviceFor } from './requote.js';
import { checkScope, loadCoverage, loadFindings, nameList, readScope, reviewPaths, type Loaded, type ReviewPaths } from './evidence.js';
import { CONFIG_EDIT_NOTE, needsPerson, type Unreviewed } from './attention.js';
import { EXCLUSION_REASONS } from './selection.js';
import { checkRepository, reusableCheck, sealedShas, type RepositoryCheck } from './verify.js';
import { provenance, type Provenance } from './provenance.js';
import { intentSays, loadIntent } from './intent.js';
import { testsAtHead, type TestsGateOptions, type TestsResult } from './tests-gate.js';
import { deriveLedger, ledgerJudges, ledgerReasons, reviewerAttempts, reviewerWaivers, type ReviewerAttempt } from './ledger.js';
import { worstStop } from './merge.js';
import { treeIntegrity, treeReason, type TreeIntegrity } from './tree-integrity.js';
import { writeJsonOrReason } from '../text/files.js';
import type { ReviewLedger } from '../schemas/types.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { withReviewLock } from './lock.js';
import { unsettled, unsettledReasons, type Unsettled } from './unsettled.js';
import { uncoveredChange } from './change-cover.js';
import { deletedFiles } from './change.js';
import type { ChangeBase } from '../git/change-start.js';

export type Verdict = 'clean' | 'findings' | 'incomplete';
export const VERDICT_EXIT: Record<Verdict, number> = {
  clean: REVIEW_EXIT.clean,
  findings: REVIEW_EXIT.findings,
  incomplete: REVIEW_EXIT.incomplete,
};
export const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';

/** A finding as the gate judged it: anchored, with who found it, on what basis, and its controls. */
export type GatedFinding = AnchoredFinding & { provenance: Provenance };

export interface CoverageCounts {
  selected: number;
  completed: number;
  waived: number;
  failed: number;
  unaccounted: number;
}

export interface GateResult {
  id: string;
  verdict: Verdict;
  exitCode: number;
  /** Why the verdict is not clean, each naming what is missing: empty unless incomplete. */
  reasons: string[];
  coverage: CoverageCounts;
  /** Selected files that are done: completed, or waived with a reason, and not left unvouched by a stop. */
  done: string[];
  /** Why the review's runs of no one reviewer stopped (coverage.json `run.stop`, the worst with its files' `stopped`), when they say. */
  stop?: NonNullable<ReviewCoverage['run']>['stop'];
  /** The commit the verdict answers (the pull request's head, or HEAD), when it exists here. */
  head?: string;
  /** Changed files no agent reviews: a person must look at each; acknowledged ones no longer keep the gate incomplete. */
  attention: (Unreviewed & { acknowledged: boolean })[];
  /** What a reader must know beside the verdict: an edit to the review's configuration, an empty change, an opt-in. */
  notes: string[];
  findings: GatedFinding[];
  open: GatedFinding[];
  refuted: number;
  scope: ReviewScope;
  /** The test gate's answer, when one was asked for. */
  tests?: TestsResult;
  /** What became of each reviewer, when each was its own run (written to ledger.json). */
  ledger?: ReviewLedger;
  /** The working tree at the moment of grading. */
  tree: TreeIntegrity;
  /** What proofgate left half-done in the folder (a resumed run asks those files again). */
  unsettled: Unsettled;
  headline: string;
  paths: ReviewPaths;
  /** Why this run's agent gave no evidence (it did not run, timed out, failed, wrote nothing valid): the root cause, said first. */
  cause?: string[];
}

function evidenceReason(name: string, loaded: Loaded<unknown>, scope: ReviewScope, missing: string): string | undefined {
  if (loaded.status === 'missing') return `no ${name}: ${missing}`;
  if (loaded.status === 'invalid')
    return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
  if (loaded.status === 'other-scope')
    return `${name} answers another scope (${short(loaded.scopeSha256)}, sealed ${short(scope.scopeSha256)}): the review must answer the sealed scope`;
  return undefined;
}

function coverageReasons(
  scope: ReviewScope,
  coverage: ReviewCoverage | undefined,
  abandoned: readonly string[],
): { reasons: string[]; counts: CoverageCounts; done: string[]; stop: GateResult['stop'] } {
  const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
  const paths = scope.files.map((f) => f.path);
  const unaccounted = paths.filter((p) => !items.has(p));
  const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
  const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
  const unexplained = waived.filter((p) => !hasVisibleWords(items.get(p)!.reason));
  const reasons: string[] = [];
  if (unaccounted.length) reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${nameList(unaccounted)}`);
  if (failed.length) reasons.push(`${failed.length} selected file(s) failed: ${nameList(failed)}`);
  if (unexplained.length) reasons.push(`${unexplained.length} file(s) waived without a reason: ${nameList(unexplained)}`);
  // One line for a stop, the review's own (run.stop) or the one its outcomes of those files carry (stopped).
  const stopped = paths.filter((p) => items.get(p)?.stopped !== undefined);
  const stop = worstStop([
    ...(coverage?.run && coverage.run.stop !== 'completed' ? [coverage.run.stop] : []),
    ...stopped.map((p) => items.get(p)!.stopped!),
  ]);
  if (stop)
    reasons.push(
      `the review stopped before the end (run.stop: ${stop})${stopped.length ? `, unvouched on ${stopped.length} file(s) until a later run accounts for them again: ${nameList(stopped)}` : ''}: a stopped review is never clean`,
    );
  for (const unit of abandoned) reasons.push(`unit ${unit} was abandoned after three failed attempts in a row`);
  const completed = paths.filter((p) => items.get(p)?.outcome === 'completed');
  // A file a stop left unvouched is owed again (--resume asks it).
  const done = [...completed, ...waived.filter((p) => !unexplained.includes(p))].filter((p) => items.get(p)?.stopped === undefined);
  return {
    reasons,
    done,
    stop: stop ?? coverage?.run?.stop,
    counts: {
      selected: paths.length,
      completed: completed.length,
      waived: waived.length,
      failed: failed.length,
      unaccounted: unaccounted.length,
    },
  };
}

/** Longest part of an agent's waiver reason shown beside its file. */
const WAIVER_SHOWN = 160;

/** An agent's waiver reason as a person reads it: one line, visible, cut to WAIVER_SHOWN, quoted. */
function shownReason(reason: string): string {
  const line = visible(reason.replace(/\s+/g, ' ').trim());
  return JSON.stringify(line.length > WAIVER_SHOWN ? `${cutChars(line, WAIVER_SHOWN - 1)}…` : line);
}

/**
 * The selected files waived with a reason: accounted for, but not reviewed. The reason is the
 * agent's (a pull request's text can ask for it: "generated, skip it"), so each waits for a person
 * like a file no agent reviews, shown with that reason: each reviewer's own waiver, named, when a
 * ledger judges them (`attempts`), whatever another reviewer did; else the review's.
 */
function waivedWithReason(scope: ReviewScope, coverage: ReviewCoverage | undefined, attempts?: ReviewerAttempt[]): Unreviewed[] {
  const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
  const byReviewer = attempts ? reviewerWaivers(scope, attempts) : new Map<string, { reviewer: string; reason: string }[]>();
  return scope.files.flatMap(({ path }) => {
    const theirs = byReviewer.get(path);
    if (theirs) return [{ path, why: theirs.map((w) => `waived by the ${w.reviewer} reviewer: ${shownReason(w.reason)}`).join('; ') }];
    const item = items.get(path);
    if (item?.outcome !== 'waived' || !hasVisibleWords(item.reason)) return [];
    return [{ path, why: `waived by the review: ${shownReason(item.reason!)}` }];
  });
}

export interface GateOptions {
  id: string;
  cwd: string;
  dir?: string;
  /** Reasons established outside the evidence files (an agent that timed out, edited the tree, …). */
  extraReasons?: string[];
  /** The commit the verdict must answer (default HEAD; the action gives the pull request's head). */
  head?: string;
  /** Paths a person has looked at: files no agent reviews that may then stop keeping the gate incomplete. */
  acknowledge?: string[];
  /** The caller's opt-in: a change whose files are all excluded may be clean. */
  allowEmpty?: boolean;
  /** The repository check, when the caller made it already (the action, which also merges). */
  check?: RepositoryCheck;
  /** The optional test gate: not clean unless the tests passed at the sealed head. */
  tests?: TestsGateOptions;
  /** Where the change the verdict answers starts (a workflow event's base): a scope that starts later is incomplete. */
  changeBase?: ChangeBase | undefined;
  /** The files the gate writes besides the review folder's (its documents), relative to `cwd`. */
  writes?: string[];
}

/** The files a gate reads or writes outside the review folder, absolute: its documents and its test report. */
export function gateFiles(options: Pick<GateOptions, 'cwd' | 'writes' | 'tests'>): string[] {
  const junit = options.tests?.junit;
  return [...(options.writes ?? []), ...(junit !== undefined ? [junit] : [])].map((p) => resolve(options.cwd, p));
}

/** The gate's own files a working-tree review left out of its comparison: said, with where they belong. */
export function setAsideNote(paths: readonly string[]): string {
  return `the gate's own files, untracked in the working tree, are left out of the comparison with git: ${nameList([...paths])}; a scope sealed again would select them for review: write them in the review folder or a path git ignores`;
}

/**
 * The sealed intent must be the one in the folder, and an open finding's `claim` must be words the
 * intent says: a spec-compliance finding cannot rest on a claim nobody made.
 */
async function claimReasons(
  paths: ReviewPaths,
  scope: ReviewScope,
  findings: readonly AnchoredFinding[],
  redaction: Redaction,
): Promise<string[]> {
  const claiming = findings.filter((f) => f.claim !== undefined && isOpen(f));
  if (!scope.intent)
    return claiming.length
      ? [`${claiming.length} finding(s) quote a claim, but the scope sealed no intent: ${nameList(claiming.map((f) => f.id))}`]
      : [];
  const intent = await loadIntent(paths, scope.intent);
  if ('problem' in intent) return [intent.problem];
  // A claim reaches here redacted (redactFinding): one quoting a credential the intent holds is read as the intent redacted.
  const redactedIntent = redaction(intent.text);
  const unsaid = claiming.filter((f) => !intentSays(intent.text, f.claim!) && !intentSays(redactedIntent, f.claim!));
  return unsaid.length
    ? [
        `${unsaid.length} finding(s) claim words the intent does not say: ${nameList(unsaid.map((f) => f.id))}; quote the intent word for word`,
      ]
    : [];
}

/**
 * The attempts a ledger judges the reviewers by, in a scope that dispatches each its own run, once
 * proofgate ran anything for it: a run or merge of no one reviewer speaks for none, so it leaves
 * each reviewer without a run of its own outstanding. Evidence written with no run at all (a host
 * agent's) has none: undefined, and the summary says no ledger accounts for each reviewer.
 */
async function ledgerAttempts(paths: ReviewPaths, scope: ReviewScope): Promise<ReviewerAttempt[] | undefined> {
  if (!ledgerJudges(scope)) return undefined;
  const attempts = await reviewerAttempts(paths, scope);
  return attempts.length ? attempts : undefined;
}

/**
 * The collection barrier: written to ledger.json as derived, never read back. A ledger that cannot
 * be written (a folder committed at its path) is a reason: the review's record would lack it.
 */
async function collect(
  paths: ReviewPaths,
  scope: ReviewScope,
  attempts: ReviewerAttempt[],
  acknowledged: ReadonlySet<string>,
): Promise<{ ledger: ReviewLedger; unwritten?: string }> {
  const ledger = deriveLedger(scope, attempts, acknowledged);
  const problem = await writeJsonOrReason(paths.root, paths.file('ledger'), ledger);
  return { ledger, ...(problem ? { unwritten: `ledger.json was not written: ${problem}` } : {}) };
}

/**
 * Nothing reviewed from a non-empty change is not a review: no agent had a file, and an
 * acknowledgement settles only the path it names, never the excluded files no person was asked
 * about, so only the caller's opt-in (allow-empty) lets it be clean. Nor is a head the base
 * already holds (the base is the head, or descends from it): the diff from their
 * merge base, the head itself, is empty whatever the head's commits bring, as when
 * a push to main is sealed from `origin/main`, which that push moved. Each needs
 * the caller's opt-in, and says so.
 */
function emptyReview(scope: ReviewScope, allowEmpty: boolean): { reason?: string; note?: string } {
  if (scope.files.length > 0) return {};
  const n = scope.excluded.length;
  const r = scope.refs;
  if (n === 0 && !r.workspace && r.mergeBase === r.headSha) {
    const held = `the base ${short(r.baseSha)} already holds the head ${short(r.headSha)} (${r.baseSha === r.headSha ? 'it is the head' : 'it descends from it'}), so this review saw none of the head's commits`;
    if (allowEmpty) return { note: `allowed empty (allow-empty): nothing was reviewed: ${held}` };
    return {
      reason: `nothing was reviewed: ${held}; seal from the commit the change starts at (the branch it merges into; on a push, its \`before\`, the default; if --base and --head are the wrong way round, swap them), or pass --allow-empty (action input allow-empty) when nothing is to be reviewed on purpose`,
    };
  }
  if (n === 0) return { note: 'no changes: the base and the head do not differ' };
  if (allowEmpty) return { note: `allowed empty (allow-empty): the change has ${n} file(s) and none is selected for review` };
  const counts = EXCLUSION_REASONS.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length] as const)
    .filter(([, k]) => k > 0)
    .map(([r, k]) => `${k} × ${r}`)
    .join(', ');
  return {
    reason: `nothing was selected: the change has ${n} file(s), every one excluded (${counts}); an empty review is not clean: pass --allow-empty (action input allow-empty) when nothing is to be reviewed on purpose`,
  };
}

/**
 * With nothing selected, the excluded files no person was asked about (a pattern's, a plain `.env`,
 * a deletion no trigger matches): named whatever the verdict, so neither an acknowledgement of
 * another file nor allow-empty leaves them unsaid.
 */
function unaskedExclusions(scope: ReviewScope, asked: readonly Unreviewed[]): string | undefined {
  if (scope.files.length > 0) return undefined;
  const askedOf = new Set(asked.map((u) => u.path));
  const unasked = scope.excluded.filter((e) => !askedOf.has(e.path));
  if (!unasked.length) return undefined;
  const why = new Map(unasked.map((e) => [e.path, e.reason]));
  return `nothing was selected, so no agent saw these changed files, and no person was asked about them: ${nameList(
    unasked.map((e) => e.path),
    (p) => `${shownName(p)} (${why.get(p)})`,
  )}`;
}

/**
 * Whether the review owes evidence (coverage, findings, the unit jobs' parts): not when the scope
 * selects nothing and the caller opted in to an empty review (allow-empty), as no agent had a file
 * to review; the files a person must look at still wait for their acknowledgements. As emptyReview,
 * only allow-empty decides: an acknowledgement settles its own path, never the evidence owed.
 */
export function owesEvidence(scope: ReviewScope, allowEmpty: boolean | undefined): boolean {
  return scope.files.length > 0 || allowEmpty !== true;
}

/** What a person writes in `acknowledge` (or `--acknowledge`) for a waiting name to be read as git spells it. */
const spelling = (name: string) =>
  writableAsIs(name) ? `in YAML, ${yamlQuotedName(name)}` : `as a line that is the JSON string ${jsonQuotedName(name)}`;

const UNWRITABLE_NOTE =
  "waiting names an input's line cannot hold as written (a space or CR at an end, a line break, a JSON string's quotes): acknowledge each as a line that is its JSON string (under `acknowledge: |`, or in single quotes)";

/**
 * What a person is told of how they wrote `acknowledge`: a path no waiting file has, the one
 * waiting name it stands for (composed, or as proofgate shows it) and how to write that, and each
 * waiting name an input's line cannot hold as it is (a space at an end, a line break, a JSON
 * string's quotes) as the string that holds it.
 */
function spellingNotes(acknowledged: ReadonlySet<string>, awaited: string[], waiting: string[]): string[] {
  const notes: string[] = [];
  // A path acknowledged that no waiting file has (a typo, or the composed twin of a decomposed name): said, not dropped.
  const awaiting = new Set(awaited);
  const stray = [...acknowledged].filter((p) => !awaiting.has(p));
  if (stray.length) notes.push(`acknowledged, but no changed file a person must look at has this name: ${nameList(stray)}`);
  // A person types the composed name, or copies a name as proofgate shows it (`U+0009`): the one
  // waiting file it stands for is named, never taken for it.
  const twinsOf = composedTwins(waiting);
  const shownAs = shownSpellings(waiting);
  for (const p of stray) {
    const twins = twinsOf(p);
    const shown = shownAs.get(p);
    const said: [string, string] | undefined =
      twins.length === 1
        ? [`${shownName(p)} is ${shownName(twins[0]!)} in another Unicode normalisation`, twins[0]!]
        : shown?.length === 1
          ? [`${visible(p)} is a waiting file's name as proofgate shows it`, shown[0]!]
          : undefined;
    if (said) notes.push(`${said[0]}: acknowledge it as git spells it (${spelling(said[1])})`);
  }
  const unwritable = waiting.filter((p) => !writableAsIs(p));
  if (unwritable.length) notes.push(`${UNWRITABLE_NOTE}: ${nameList(unwritable, jsonQuotedName)}`);
  return notes;
}

/**
 * The removed files no reviewer was shown (past the deleted files' budget: deletedFiles), derived
 * again from the sealed scope at its merge base, so no record an agent's folder holds decides it.
 * Commits not in the clone keep the gate incomplete already: nothing is read then.
 */
async function unreadDeletions(repo: Repo, scope: ReviewScope, check: RepositoryCheck): Promise<{ paths: string[] } | { reason: string }> {
  if (check.absent.length) return { paths: [] };
  try {
    return { paths: (await deletedFiles(repo, scope))?.unread ?? [] };
  } catch (err) {
    return { reason: `which deleted files no reviewer was shown could not be read at the merge base (${describeError(err)})` };
  }
}

/**
 * `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of
 * findings. Under the review folder's lock: it writes ledger.json, and reads a whole no other
 * process is writing.
 */
export async function reviewGate(options: GateOptions): Promise<GateResult> {
  const paths = reviewPaths(options.cwd, options.id, options.dir);
  return withReviewLock(paths, 'review gate', () => grade(options, paths));
}

async function grade(options: GateOptions, paths: ReviewPaths): Promise<GateResult> {
  const [data, repo] = await Promise.all([readScope(paths), openRepo(options.cwd, { shallow: true })]);
  // The repository check (a whole diff) starts as soon as the sealed SHAs can be handed to git, and
  // runs while the scope's schema and seal are checked; settled at once, so that a scope refused
  // there (exit 3) leaves no rejection unhandled.
  const earlier = reusableCheck(options.check, data);
  const checking = (
    earlier
      ? Promise.resolve(earlier)
      : sealedShas(data)
        ? checkRepository(repo, data, { head: options.head ?? 'HEAD', folder: paths.folder, gateFiles: gateFiles(options) })
        : undefined
  )?.then(
    (check) => ({ check }),
    (err: unknown) => ({ err }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  const scope = await checkScope(paths, data);
  // Anchoring reads the sealed head's blobs: it runs beside the check too, git saying what it has of them while the findings are read.
  const blobs = sealedBlobs(repo.root, scope);
  const covering = loadCoverage(paths, scope);
  // An id holding a value coverage.json's texts show as a credential is refused too (ids are published as written).
  const loading = covering.then((c) => loadFindings(paths, scope, c.status === 'ok' ? c.credentials : []));
  // One redaction for all the verdict carries out: what the floor recognised in any finding or coverage text.
  const redacting = Promise.all([loading, covering]).then(([f, c]) =>
    findingsRedaction(f.status === 'ok' ? f.data.findings : [], c.status === 'ok' ? c.credentials : []),
  );
  const anchoring = loading.then(async (f) =>
    f.status === 'ok'
      ? (await anchorFindings(repo.root, scope, f.data.findings, blobs, await redacting)).map((a) => ({
          ...a,
          provenance: provenance(a, scope),
        }))
      : [],
  );
  const [coverage, findings, anchored, checked, uncovered, redaction] = await Promise.all([
    covering,
    loading,
    anchoring,
    checking!,
    uncoveredChange(repo, scope, options.changeBase),
    redacting,
  ]);
  if ('err' in checked) throw checked.err;
  const { check } = checked;
  const reasons: string[] = [...(options.extraReasons ?? []), ...check.reasons, ...(uncovered ? [uncovered] : [])];
  const notes: string[] = [];
  const edits = scope.config ?? [];
  if (edits.length) notes.push(`${CONFIG_EDIT_NOTE}: ${nameList(edits)}`);
  const acknowledged = new Set(options.acknowledge ?? []);
  const attempts = await ledgerAttempts(paths, scope);
  const waivers = waivedWithReason(scope, coverage.status === 'ok' ? coverage.data : undefined, attempts);
  const unread = await unreadDeletions(repo, scope, check);
  if ('reason' in unread) reasons.push(unread.reason);
  const unreviewed = needsPerson(scope, 'paths' in unread ? unread.paths : []);
  const attention = [...unreviewed, ...waivers].map((u) => ({ ...u, acknowledged: acknowledged.has(u.path) }));
  const waiting = attention.filter((u) => !u.acknowledged).map((u) => u.path);
  const unseen = unreviewed.filter((u) => !acknowledged.has(u.path));
  if (unseen.length)
    reasons.push(
      `${unseen.length} changed file(s) that no agent reviews: a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${nameList(unseen.map((u) => u.path))}`,
    );
  const unwaived = waivers.filter((u) => !acknowledged.has(u.path));
  if (unwaived.length)
    reasons.push(
      `${unwaived.length} selected file(s) the review set aside unreviewed: a waiver is not a review, so a person must look at each, then acknowledge it (--acknowledge PATH, action input acknowledge): ${nameList(unwaived.map((u) => `${u.path} (${u.why})`))}`,
    );
  const seen = attention.filter((u) => u.acknowledged).map((u) => u.path);
  const empty = emptyReview(scope, options.allowEmpty ?? false);
  if (empty.reason) reasons.push(empty.reason);
  if (empty.note) notes.push(empty.note);
  const unasked = unaskedExclusions(scope, attention);
  if (unasked) notes.push(unasked);
  if (seen.length) notes.push(`acknowledged by the caller, not reviewed by an agent: ${nameList(seen)}`);
  notes.push(
    ...spellingNotes(
      acknowledged,
      attention.map((u) => u.path),
      waiting,
    ),
  );
  if (check.setAside?.length) notes.push(setAsideNote(check.setAside));
  // An evidence file not owed may be absent; one written is still checked.
  const owed = (loaded: Loaded<unknown>) => owesEvidence(scope, options.allowEmpty) || loaded.status !== 'missing';
  const coverageProblem = owed(coverage)
    ? evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established')
    : undefined;
  const findingsProblem = owed(findings)
    ? evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report')
    : undefined;
  if (coverageProblem) reasons.push(coverageProblem);
  if (findingsProblem) reasons.push(findingsProblem);
  const covered = coverage.status === 'ok' ? coverage.data : undefined;
  const cov = coverageReasons(scope, covered, await abandonedInScope(paths, scope, covered));
  reasons.push(...cov.reasons);

  if (findings.status === 'ok') {
    const notAnchored = anchored.filter((f) => isOpen(f) && f.anchor.status !== 'located');
    if (notAnchored.length) {
      reasons.push(
        `${notAnchored.length} open finding(s) not anchored: ${nameList(notAnchored.map((f) => `${f.id} (${describeAnchor(f.anchor)})`))}; ${requoteAdviceFor(notAnchored)}`,
      );
    }
    const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !hasVisibleWords(f.evidence));
    if (noEvidence.length) reasons.push(`a confirmed finding needs evidence: ${nameList(noEvidence.map((f) => f.id))}`);
    const noRefutation = anchored.filter((f) => f.disposition === 'refuted' && !hasVisibleWords(f.refutation));
    if (noRefutation.length) reasons.push(`a refuted finding needs its refutation: ${nameList(noRefutation.map((f) => f.id))}`);
  }
  reasons.push(...(await claimReasons(paths, scope, anchored, redaction)));
  const tests =
    options.tests && (await testsAtHead(repo, scope, options.tests, { cwd: options.cwd, folder: paths.folder, own: gateFiles(options) }));
  if (tests && !tests.passed) reasons.push(`the tests did not pass at the head: ${tests.line}`);
  const { ledger, unwritten } = attempts ? await collect(paths, scope, attempts, acknowledged) : {};
  if (ledger) reasons.push(...ledgerReasons(ledger));
  if (unwritten) reasons.push(unwritten);
  // In every dispatch: an attempt that never ended, or a commit of the whole that never finished, may have left it half-done.
  const left = await unsettled(paths, scope);
  reasons.push(...unsettledReasons(left));
  // Last, at the moment of grading: a clean reading taken earlier ages.
  const tree = await treeIntegrity(repo, scope, paths.folder);
  const untrusted = treeReason(tree);
  if (untrusted) reasons.push(untrusted);
  const open = anchored.filter(isOpen);
  const refuted = anchored.length - open.length;
  const verdict: Verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
  const c = cov.counts;
  return {
    id: paths.id,
    verdict,
    exitCode: VERDICT_EXIT[verdict],
    coverage: c,
    done: cov.done,
    ...(cov.stop ? { stop: cov.stop } : {}),
    ...(check.head ? { head: check.head } : {}),
    // The agent's words reach reasons and notes (a waiver's reason): each carries out the findings' redaction too.
    reasons: reasons.map(redaction),
    attention: attention.map((u) => ({ ...u, why: redaction(u.why) })),
    notes: notes.map(redaction),
    findings: anchored,
    open,
    refuted,
    scope,
    ...(tests ? { tests } : {}),
    ...(ledger ? { ledger } : {}),
    tree,
    unsettled: left,
    headline: headline(paths.id, verdict, c, open.length, refuted),
    paths,
  };
}

function headline(id: string, verdict: Verdict, c: CoverageCounts, open: number, refuted: number): string {
  return `${visible(id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open} open finding(s), ${refuted} refuted`;
}

/** The verdict made incomplete by reasons found after grading (a document of it that could not be written). */
export function incompleteWith(r: GateResult, reasons: string[]): GateResult {
  return {
    ...r,
    verdict: 'incomplete',
    exitCode: VERDICT_EXIT.incomplete,
    reasons: [...r.reasons, ...reasons],
    headline: headline(r.paths.id, 'incomplete', r.coverage, r.open.length, r.refuted),
  };
}

/** What a person reads: the headline, then each reason (or what clean means), then the notes. */
export function gateLines(r: GateResult): string[] {
  const notes = r.notes.map((n) => `note: ${n}`);
  // A failed test gate is one of the reasons; a passed one says what vouches for it.
  const tests = r.tests?.passed ? [`tests: ${r.tests.line}`] : [];
  if (r.verdict === 'incomplete') return [r.headline, ...tests, ...r.reasons.map((x) => `- ${x}`), ...notes];
  if (r.verdict === 'clean') return [r.headline, CLEAN_MEANS, ...tests, ...notes];
  return [r.headline, ...tests, ...notes];
}
