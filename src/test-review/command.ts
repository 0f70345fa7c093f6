import { confusableSkeleton } from '../text/names.js';
import { openRepo, raw as gitRaw, resolveCommit, type Repo } from '../git/git.js';
import { lstat, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { TestReviewPromptOnly, TestReviewResult, TestReviewVerdict, VerdictProvenance } from '../schemas/types.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { freshDir, readRegular, removeFile, writeFileAtomic, writeJsonAtomic } from '../text/files.js';
import { redact } from '../text/redact.js';
import { shownName } from '../text/list.js';
import { readableText, utf8Text } from '../text/utf8.js';
import { VERSION } from '../version.js';
import {
  endedBadly,
  leftoversFailure,
  OUTPUT_CAP,
  preflight,
  reopenFolder,
  runAgent,
  notKeptBecause,
  type AgentKind,
  type AgentRun,
} from '../agent/index.js';
import { classify, ClassifyWork, fileDelta, lineCount, type Classified, type FileDelta, type Range } from './delta.js';
import { flagsTag, resolveOptions, timeoutFor, type TestReviewOptions } from './options.js';
import type { RawOptions } from '../text/options.js';
import { buildPrompt } from './prompt.js';
import { parseReport, type ParsedReport } from './report.js';
import { grade } from './score.js';
import { tidyReport } from './tidy.js';
import { resolveTeaConfig, type ResolvedTeaConfig } from './tea-config.js';
import { isRenderedComment, render, type ArtifactOutcome } from './render.js';
import { diffsOf, testReviewScope, type TestReviewScope } from './scope.js';
import { unmatchedTestGlobs } from './test-glob.js';
import { textsAt } from '../git/git.js';
import { loadSkill, projectSkillRoot, skillPlace, type Skill } from './skill.js';
import { guard, hiddenFromAgent } from './guard.js';
import { buildVerdict, gateFailures, settle, skipFailures, skipVerdict, type GatePolicy } from './verdict.js';
import { isSecretPath } from '../review/paths.js';
import { agentTreeReason, checkoutIntegrity } from '../review/tree-integrity.js';
import type { Publisher } from '../publisher.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import { workflowRunUrl } from '../workflow-run.js';
import { unseenCommits, type ChangeBase } from '../git/change-start.js';

/**
 * `proofgate test-review`: scope → prompt → agent → strict parse → verdict →
 * gates. Returns what the CLI prints and the action publishes; writes the
 * verdict (--json) and the comment (--comment-out) for every outcome.
 */
export interface TestReviewResultOut {
  exitCode: number;
  lines: string[];
  json: TestReviewVerdict | { error: string; exitCode: number };
  /** Publishing problems (warnings only). */
  warnings?: string[];
  /** --comment-out of a run whose flags were refused. */
  refusedCommentOut?: { root: string; path: string; tag: string };
  verdict: TestReviewVerdict | null;
  /** The prompt, with --agent none. */
  prompt?: string;
  options?: TestReviewOptions;
  reportPath?: string;
  reportWritten: boolean;
  cause?: string;
  comment?: string;
  /** What the caller's `attach` did with the report and verdict. */
  artifact?: ArtifactOutcome;
  /** Outputs that name files under review (absolute): never written, never removed. */
  underReview?: string[];
  /** The scope's `pathsFrom`, once it is read: where the verdict's paths are in the repository. */
  pathsFrom?: string | null;
  /** The outputs were checked against the review set (refuseOutputsOverReviewed): they are this run's to remove. */
  outputsOwned?: boolean;
}

/** Outputs that name files under review: the run is refused, and those paths are left as they are. */
class OutputsUnderReview extends ProofgateError {
  constructor(
    message: string,
    readonly paths: string[],
  ) {
    super(message, TEST_REVIEW_EXIT.environment);
  }
}

/** What the publisher is told when the run ends (the CLI's --github, the action); it is opened before any flag is checked, so a refusal still reaches the pull request. */
export interface PublishResult {
  exitCode: number;
  verdict: TestReviewVerdict | null;
  cause?: string;
  reportPath?: string;
  reportWritten: boolean;
  headSha?: string;
  artifact?: ArtifactOutcome;
  /** The folder the verdict's paths are relative to, from the repository's top; null: no repository holds them. */
  pathsFrom: string | null;
}

/** The publisher, which also knows whether another proofgate run holds the check name on the commit. */
export interface TestReviewPublisher extends Publisher<PublishResult> {
  /**
   * Why the check name is shared on `headSha` (this run's commit), or may be while the run `passes` (exit 0: its
   * success or neutral would stand for another's verdict); undefined when it is this run's alone. Asked once the review is done.
   */
  nameShared(headSha: string | undefined, passes: boolean): Promise<string | undefined>;
}

interface Ctx {
  progress: (line: string) => void;
  /** A warning the reader must see (the action: a workflow warning and the summary); progress when absent. */
  warn?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  publisher?: TestReviewPublisher;
  /** The base branch of a pull request, asked of GitHub (the CLI and the action pass one). */
  pullBase?: (pr: number, repo: string | undefined) => Promise<string>;
  /**
   * Why a verdict would not answer pull request `pr` (the event's when none is given) as it is now: retargeted since
   * the event this run's base came from (hazard 333). Asked once the review is done; undefined when it answers.
   */
  pullSince?: (pr: number | undefined, repo: string | undefined) => Promise<string | undefined>;
  /** Keeps the report and verdict (the action uploads an artifact) before anything is published, so the comment says what happened. */
  attach?: (out: TestReviewResultOut) => Promise<ArtifactOutcome>;
  /** The head the triggering event names (a `pull_request` payload's): where the publisher puts the verdict without --head-sha. */
  eventHead?: string;
  /** Where the change the triggering event names starts (a pull request's base, a push's `before`): the review must start there. */
  changeBase?: ChangeBase;
}

function provenance(
  o: TestReviewOptions,
  skill: Skill | null,
  scope: TestReviewScope | null,
  env: NodeJS.ProcessEnv,
  model: string | null,
): VerdictProvenance {
  const run = workflowRunUrl(env);
  const workflowRun = o.runUrl ?? run ?? null;
  const baseSha = scope?.baseSha ?? null;
  const headSha = o.headSha ?? scope?.headSha ?? null;
  return {
    teaCliVersion: VERSION,
    skillRubricVersion: skill?.rubricVersion ?? null,
    modelIdentifier: model,
    baseSha,
    headSha,
    triggerComment: null,
    workflowRun,
    gateMode: o.gateOn,
    sources: {
      teaCliVersion: 'proofgate package.json',
      skillRubricVersion: skill?.rubricSource ?? 'unavailable: no skill loaded',
      modelIdentifier: model
        ? o.model
          ? '--model'
          : 'adapter default (an alias, not the exact weights)'
        : 'unavailable: the adapter does not report a model',
      baseSha: baseSha ? `git rev-parse ${scope?.baseRef ?? o.base}` : 'unavailable: no base for this run',
      headSha: o.headSha ? '--head-sha' : headSha ? 'git rev-parse HEAD' : 'unavailable: no git head for this run',
      triggerComment: 'unavailable: proofgate is not triggered by comments',
      workflowRun: o.runUrl ? '--run-url' : run ? 'GITHUB_* variables' : 'unavailable: GITHUB_RUN_ID is not set',
      gateMode: '--gate-on effective value',
    },
  };
}

/**
 * The commit the verdict is published on (`--head-sha`, else the event's head) must be the one the review read: the
 * checkout's HEAD, or GitHub's merge commit of that head (`refs/pull/N/merge`, GITHUB_SHA on `pull_request`: the
 * default checkout). Another commit checked out (the branch by name after a later push, a workflow's own `ref:`) would
 * put one commit's verdict on another that nobody reviewed: a broken gate, naming both.
 */
async function refuseOtherHead(checkout: Checkout | undefined, published: string, env: NodeJS.ProcessEnv, option: string): Promise<void> {
  if (!checkout || checkout.head === published) return;
  const read = checkout.head;
  const merged =
    env.GITHUB_EVENT_NAME === 'pull_request' && env.GITHUB_SHA === read
      ? (await gitRaw(checkout.repo, ['rev-parse', '--verify', '--quiet', `${read}^2`]).catch(() => '')).trim()
      : '';
  if (merged === published) return;
  throw new ProofgateError(
    `the checkout's HEAD is ${read}, not ${published}, the commit this verdict would be published on (${option}): a review of one commit never stands for another; check out that commit (or GitHub's merge commit of it), or give the head checked out`,
    TEST_REVIEW_EXIT.environment,
  );
}

/** A repository and the commit it has checked out (HEAD). */
interface Checkout {
  repo: Repo;
  head: string;
}

/**
 * The checkout the verdict answers: the scope's repository at the head it read; with --files and no --base, a verdict
 * published on a commit answers the repository holding the project root (none when no repository holds it: nothing
 * git holds to compare).
 */
async function checkoutOf(scope: TestReviewScope, o: TestReviewOptions, published: string | undefined): Promise<Checkout | undefined> {
  if (scope.repo) return scope.headSha ? { repo: scope.repo, head: scope.headSha } : undefined;
  if (!published) return undefined;
  const repo = await openRepo(o.projectRoot).catch(() => undefined);
  const head = repo && (await resolveCommit(repo, 'HEAD', 'head').catch(() => undefined));
  return repo && head ? { repo, head } : undefined;
}

/**
 * The agent reads the project from disk (an isolated agent, a copy of it), and the verdict answers the commit checked
 * out: every tracked file must be what git holds for it, read as review's gate reads a tree (checkoutIntegrity), else
 * exit 2 naming them. The outputs are aside: they are removed before the agent starts.
 */
async function refuseEditedTree(checkout: Checkout, o: TestReviewOptions): Promise<void> {
  const outputs = new Set([o.output, o.json, o.commentOut].flatMap((p) => (p === undefined ? [] : [resolve(o.projectRoot, p)])));
  const tree = await checkoutIntegrity(checkout.repo, (p) => outputs.has(resolve(checkout.repo.root, p)));
  const reason = agentTreeReason(
    tree,
    checkout.head,
    'then review again: a step before this one (a build, a formatter, an install script) changed what the agent would review',
  );
  if (reason) throw new ProofgateError(reason, TEST_REVIEW_EXIT.environment);
}

/**
 * A git review that starts inside the change the event names (a base of `HEAD~1`, or the head itself: origin/HEAD on
 * a push to the default branch) skipped or passed on commits nobody read, with a neutral check on the head: a broken gate.
 */
async function refuseUnseenCommits(scope: TestReviewScope, base: ChangeBase, o: TestReviewOptions): Promise<void> {
  if (!scope.repo || !scope.mergeBaseSha) return;
  const unseen = await unseenCommits(scope.repo, scope.mergeBaseSha, base, {
    subject: 'the review',
    fix: `review from the change's base (${o.name('base', base.sha)})`,
  });
  if (unseen) throw new ProofgateError(unseen, TEST_REVIEW_EXIT.environment);
}

/** Each changed test's hunks, from batched diffs and the texts read in one batch. */
async function deltas(scope: TestReviewScope, heads: Map<string, string | null>): Promise<Map<string, FileDelta>> {
  const out = new Map<string, FileDelta>();
  const { repo, mergeBaseSha: base, headSha: head } = scope;
  if (!repo || !base || !head) return out;
  const files = scope.changes.filter((c) => c.status !== 'deleted' && scope.reviewSet.includes(c.path));
  const added = (c: (typeof files)[number]) => c.status === 'added' || c.status === 'renamed';
  const bases = await textsAt(
    repo,
    base,
    files.filter((c) => !added(c)).map((c) => c.path),
  );
  const diffs = await diffsOf(
    repo,
    base,
    head,
    files.map((c) => c.path),
  );
  for (const c of files)
    out.set(c.path, fileDelta(c.path, diffs.get(c.path)!, heads.get(c.path) ?? '', added(c) ? '' : (bases.get(c.path) ?? ''), added(c)));
  return out;
}

/** Why the run is no review: how it ended (in run.json's words: endedBadly), what it touched, what it left running. */
function agentFailure(r: AgentRun, kind: string): string | null {
  const who = `the ${kind} agent`;
  const tampered = r.tampered.length
    ? `the agent modified ${r.tampered.slice(0, 3).join(', ')}${r.tampered.length > 3 ? ` and ${r.tampered.length - 3} more` : ''} outside its report; the review is void`
    : null;
  // What it left running may still have been writing the report: never parsed or scored.
  return endedBadly(r, who) ?? tampered ?? leftoversFailure(r, who);
}

/** `path` relative to the project, `/`-separated (options keep --output inside it). */
function inProject(o: TestReviewOptions, path: string): string {
  return relative(o.projectRoot, path).split(sep).join('/');
}

/**
 * A fresh folder at the project root for the agent's report: a CLI writes a temporary file beside
 * its target and renames it over, so the agent gets a folder of its own, never the root.
 */
function reportFolder(o: TestReviewOptions): string {
  try {
    return freshDir('report', o.projectRoot);
  } catch (err) {
    // The environment's fault, never the agent's (no retry).
    throw new ProofgateError(describeError(err), TEST_REVIEW_EXIT.environment);
  }
}

/** One agent attempt: fresh outputs, the run in a folder of its own, then the report text (fresh, untampered). */
async function attempt(
  o: TestReviewOptions,
  scope: TestReviewScope,
  prompt: (output: string) => string,
  ctx: Ctx,
  skill: { root: string; hidden: (rel: string) => boolean },
): Promise<{ text: string; run: AgentRun }> {
  // Stale artifacts are never parsed: outputs go before the run, and the report must be newer than its start.
  for (const f of [o.output, ...(o.json ? [o.json] : []), ...(o.commentOut ? [o.commentOut] : [])])
    await removeFile(o.projectRoot, f).catch((err: Error) => {
      // A folder this run cannot write in is the environment's fault, never the agent's (no retry).
      throw new ProofgateError(err.message, TEST_REVIEW_EXIT.environment);
    });
  const folder = reportFolder(o);
  // Only the report is taken from the folder; it goes with whatever else the agent left there.
  try {
    const asked = join(folder, basename(o.output));
    const started = Date.now();
    const agent = {
      kind: o.agent as AgentKind,
      args: o.agentArgs,
      ...(o.agentCmd ? { command: o.agentCmd } : {}),
      ...(o.modelFlag ? { model: o.modelFlag } : {}),
    };
    const run = await runAgent({
      agent,
      prompt: prompt(inProject(o, asked)),
      cwd: o.projectRoot,
      writable: [`${inProject(o, folder)}/`],
      outputs: [inProject(o, asked)],
      timeoutMs: timeoutFor(o, scope.reviewSet.length),
      envPass: o.envPass,
      isolate: o.isolate ? 'auto' : 'none',
      readable: [skill.root], // the prompt sends the agent to the skill's files
      // Hidden from the agent's view: every secret by its name, the changed files holding one's content,
      // and the project's copy of what the skill would follow (proofgate resolved it: the prompt says so).
      secret: (path) => isSecretPath(path) || scope.withheld.includes(path) || skill.hidden(path),
      progress: ctx.progress,
      ...(ctx.env ? { env: ctx.env } : {}),
    });
    const failed = agentFailure(run, o.agent);
    if (failed) throw new ProofgateError(failed, TEST_REVIEW_EXIT.agent);
    return { text: await takeReport(o, run, asked, started), run };
  } finally {
    reopenFolder(folder);
    await rm(folder, { recursive: true, force: true });
  }
}

/** The report the agent wrote at `asked`, checked, written to --output, and its text (UTF-8). */
async function takeReport(o: TestReviewOptions, run: AgentRun, asked: string, started: number): Promise<string> {
  const rel = inProject(o, o.output);
  // A report the run dropped (past the size cap, a link) is named with why, not as never written.
  const dropped = run.dropped.find((d) => d.path === inProject(o, asked));
  if (dropped)
    throw new ProofgateError(
      `the report at ${rel} was written but not kept, ${notKeptBecause(dropped.why, 'write a shorter report')}`,
      TEST_REVIEW_EXIT.agent,
    );
  const info = await lstat(asked).catch(() => null);
  if (!info) throw new ProofgateError(`the agent wrote no report at ${rel}`, TEST_REVIEW_EXIT.agent);
  if (info.mtimeMs < started - 1000)
    throw new ProofgateError(
      `the report at ${rel} is stale (dated before this run started); a stale report is never parsed`,
      TEST_REVIEW_EXIT.agent,
    );
  // Read as a regular file only: a link, FIFO or device left by the agent is refused, never followed or opened.
  const read = await readRegular(o.projectRoot, asked, REPORT_MAX_BYTES);
  if (read.status === 'missing') throw new ProofgateError(`the agent wrote no report at ${rel}`, TEST_REVIEW_EXIT.agent);
  if (read.status === 'refused') throw new ProofgateError(`the report at ${rel} ${read.reason}`, TEST_REVIEW_EXIT.agent);
  if (read.status === 'too-large')
    throw new ProofgateError(
      `the report at ${rel} is ${read.size} bytes; the limit is ${REPORT_MAX_BYTES} (16 MiB), so it is never read`,
      TEST_REVIEW_EXIT.agent,
    );
  await writeFileAtomic(o.projectRoot, o.output, read.bytes);
  const decoded = utf8Text(read.bytes);
  if ('why' in decoded) throw new ProofgateError(`the report at ${rel} ${decoded.why}: write it as UTF-8`, TEST_REVIEW_EXIT.agent);
  return decoded.text;
}

/** A report is read whole: bounded, so an agent cannot exhaust the runner's memory; the cap every agent output has. */
export const REPORT_MAX_BYTES = OUTPUT_CAP;

/** A file of the review set from the work tree (--files mode): a regular file inside the project, else null. */
async function readText(root: string, path: string): Promise<string | null> {
  const read = await readRegular(root, path, REPORT_MAX_BYTES);
  return read.status === 'ok' ? read.bytes.toString('utf8') : null;
}

/** What the change took away or kept from the agent: a person reads these, the review could not. */
function asideLines(v: { removedTests?: { path: string }[]; withheldFiles?: string[]; unreadableFiles?: string[] }): string[] {
  const list = (xs: string[]) => `${xs.slice(0, 10).join(', ')}${xs.length > 10 ? ` and ${xs.length - 10} more` : ''}`;
  return [
    ...(v.removedTests?.length
      ? [`  ${v.removedTests.length} test file(s) removed: ${list(v.removedTests.map((t) => t.path))} (removed coverage)`]
      : []),
    ...(v.withheldFiles?.length
      ? [
          `  ${v.withheldFiles.length} secret file(s) withheld from the agent (a secret's name, or a secret's content moved, copied or pasted), for a person to check: ${list(v.withheldFiles)}`,
        ]
      : []),
    ...(v.unreadableFiles?.length
      ? [
          `  ${v.unreadableFiles.length} test file(s) that hold no text an agent can read, for a person to check: ${list(v.unreadableFiles)}`,
        ]
      : []),
  ];
}

function summaryLines(v: TestReviewVerdict, exitCode: number): string[] {
  if ('promptOnly' in v) return [`test-review: dry run, ${v.files.length} file(s) in the review set, no agent called`];
  if ('skipped' in v)
    return [
      `test-review: skipped (${v.reason})${exitCode === 1 ? ' - fails' : ''}${'waived' in v && v.waived ? ' - WAIVED' : ''}`,
      ...asideLines(v),
    ];
  const c = v.violations;
  const lines = [
    `test-review: ${v.recommendation}, score ${v.qualityScore}/100 (${c.critical} Critical, ${c.high} High, ${c.medium} Medium, ${c.low} Low) on ${v.files.length} file(s), ${v.reviewMode} mode${exitCode === 1 ? ' - FAIL' : ' - pass'}`,
  ];
  if (v.waived) lines.push(`WAIVED until ${v.waiveUntil}: ${v.waiveReason}`);
  for (const g of v.gateFailures ?? []) lines.push(`  gate: ${g}`);
  if (v.preExistingFindingsCut) lines.push(`  ${v.preExistingFindingsCut} pre-existing finding(s) left out of the pull request's verdict`);
  return [...lines, ...asideLines(v)];
}

/**
 * A verdict (a review, a skip) on a pull request retargeted since the run's event is no verdict: its base was the
 * event's, and a check run on the head stands whatever the base, so an Approve would pass the change against a
 * branch it no longer merges into (a run started before the retarget, a re-run replaying its event). Never waivable.
 */
async function sinceEvent(out: TestReviewResultOut, ctx: Ctx): Promise<TestReviewResultOut> {
  const v = out.verdict;
  if (!ctx.pullSince || !v || 'promptOnly' in v || out.exitCode >= TEST_REVIEW_EXIT.environment) return out;
  const cause = await ctx.pullSince(out.options?.pr, out.options?.repo);
  return cause ? noVerdict(out, cause) : out;
}

/**
 * Under a check name another proofgate run holds on the commit (a matrix leg, another agent), GitHub would show
 * whichever ran last for both: this run has no verdict, whatever the review found (hazard 471); nor one that passes
 * when GitHub did not say whether another holds it (hazard 513).
 */
async function sharedName(out: TestReviewResultOut, ctx: Ctx): Promise<TestReviewResultOut> {
  if (!ctx.publisher || out.exitCode >= TEST_REVIEW_EXIT.environment) return out;
  const cause = await ctx.publisher.nameShared(publishedHead(out), out.exitCode === 0);
  return cause ? noVerdict(out, cause) : out;
}

/**
 * The run without a verdict, for `cause`: exit 2 at least, and no verdict anywhere it is read (`verdict`, `json`, the
 * outputs and files written from them): a run that cannot stand never also says Approve (hazard 660).
 */
const noVerdict = (out: TestReviewResultOut, cause: string): TestReviewResultOut => {
  const exitCode = Math.max(out.exitCode, TEST_REVIEW_EXIT.environment);
  return {
    ...out,
    exitCode,
    lines: [`test-review: no verdict (exit ${exitCode}): ${cause}`],
    json: { error: cause, exitCode },
    verdict: null,
    cause,
  };
};

/** The commit the verdict is published on: the one stated, else the one reviewed. */
const publishedHead = (out: TestReviewResultOut): string | undefined =>
  out.options?.headSha ?? (out.verdict && !('promptOnly' in out.verdict) ? (out.verdict.reviewProvenance.headSha ?? undefined) : undefined);

/**
 * Writes the pull-request comment, or leaves none: an earlier run's file left whole where the write
 * failed (a full disk) would be posted as this run's. The cause when even that file stays (a
 * read-only folder): then the run cannot stand.
 */
async function writeComment(root: string, path: string, comment: string, ctx: Ctx): Promise<string | undefined> {
  const failed = await writeFileAtomic(root, path, `${comment}\n`).then(
    () => undefined,
    (err: Error) => err.message,
  );
  if (failed === undefined) return undefined;
  const stays = await removeFile(root, path).then(
    () => false,
    () => true,
  );
  if (!stays) return void ctx.progress(`test-review: warning: cannot write --comment-out, and no earlier comment is left there: ${failed}`);
  return `test-review: cannot write --comment-out, and an earlier comment stays at ${path}, which a later step would post: ${failed}`;
}

/**
 * An output (`--output`, `--json`, `--comment-out`) that names a file under review or in its
 * context is refused before anything is written or removed: the run deletes its outputs first and
 * writes them last, so it would delete, then overwrite, the code its verdict is about.
 */
function refuseOutputsOverReviewed(scope: TestReviewScope, o: TestReviewOptions): void {
  const root = scope.repo?.root ?? o.projectRoot;
  const reviewed = new Set([...scope.reviewSet, ...scope.contextFiles].map((p) => resolve(root, p)));
  const clashes = (
    [
      ['output', o.output],
      ['json', o.json],
      ['comment-out', o.commentOut],
    ] as const
  ).flatMap(([flag, path]) =>
    path !== undefined && reviewed.has(resolve(o.projectRoot, path)) ? [[flag, resolve(o.projectRoot, path)] as const] : [],
  );
  if (clashes.length === 0) return;
  const [flag, path] = clashes[0]!;
  throw new OutputsUnderReview(
    `${o.name(flag)} names ${shownName(relative(root, path))}, a file under review: write the outputs where no reviewed file is (a path git ignores)`,
    clashes.map(([, p]) => p),
  );
}

/** The run given one more reason it cannot stand: no verdict, exit 2 at least, the reason beside any it had. */
const withCause = (out: TestReviewResultOut, cause: string): TestReviewResultOut =>
  noVerdict(out, out.cause ? `${out.cause}; ${cause}` : cause);

/**
 * Writes `--comment-out` from the run as it stands: its verdict, or none once the run cannot stand. A comment that
 * cannot be written (an earlier one staying) leaves the run without a verdict.
 */
async function writeCommentOut(run: TestReviewResultOut, headSha: string | undefined, ctx: Ctx): Promise<TestReviewResultOut> {
  let out = run;
  const o = out.options;
  if (o && mine(out, o.commentOut)) {
    out.comment = render(
      {
        verdict: out.exitCode >= 2 ? null : out.verdict,
        exitCode: out.exitCode,
        ...(out.cause ? { cause: out.cause } : {}),
        tag: o.publishAs,
        compat: o.compat,
        ...(o.runUrl ? { runUrl: o.runUrl } : {}),
        ...(o.artifactName ? { artifactName: o.artifactName } : {}),
        reportPath: relative(o.projectRoot, o.output),
        reportWritten: out.reportWritten,
        ...(headSha ? { headSha } : {}),
        ...(o.focus ? { focus: o.focus } : {}),
        // A later step posts it: its findings are named as the repository names them.
        pathsFrom: out.pathsFrom ?? null,
      },
      'comment',
    );
    const cause = await writeComment(o.projectRoot, o.commentOut, out.comment, ctx);
    if (cause) out = withCause(out, cause);
  } else if (!o && out.refusedCommentOut) {
    // The flags were refused, so none is trusted but the path: an old comment file is never the answer.
    out.comment = render(
      {
        verdict: null,
        exitCode: out.exitCode,
        ...(out.cause ? { cause: out.cause } : {}),
        tag: out.refusedCommentOut.tag,
        reportWritten: false,
      },
      'comment',
    );
    // With no scope to tell a reviewed file, only a comment's place is taken: nothing there, or an earlier comment.
    const there = await readRegular(out.refusedCommentOut.root, out.refusedCommentOut.path, REPORT_MAX_BYTES);
    if (there.status === 'missing' || (there.status === 'ok' && isRenderedComment(there.bytes.toString('utf8', 0, 64)))) {
      const cause = await writeComment(out.refusedCommentOut.root, out.refusedCommentOut.path, out.comment, ctx);
      if (cause) out = withCause(out, cause);
    } else ctx.progress(`test-review: --comment-out names a file that is no comment of an earlier run: it is left as it is`);
  }
  return out;
}

/**
 * Writes `--json` from the run as it stands: its verdict; on exit 2 or higher none is there, not one this run wrote
 * before it lost its verdict, nor an earlier run's (hazard 660). Only an output checked against the review set is
 * removed. One that cannot be written or removed leaves the run without a verdict, naming it.
 */
async function writeJsonOut(out: TestReviewResultOut): Promise<TestReviewResultOut> {
  const o = out.options;
  if (!o || !mine(out, o.json)) return out;
  const broken = out.exitCode >= TEST_REVIEW_EXIT.environment;
  if (broken && !out.outputsOwned) return out;
  const failed = await (broken ? removeFile(o.projectRoot, o.json) : writeJsonAtomic(o.projectRoot, o.json, out.json)).then(
    () => undefined,
    (err: Error) => err.message,
  );
  if (failed === undefined) return out;
  // A verdict written by this run before it lost it is never left: removed, or the cause says it stays.
  const stays = await removeFile(o.projectRoot, o.json).then(
    () => false,
    () =>
      lstat(resolve(o.projectRoot, o.json!)).then(
        () => true,
        () => false,
      ),
  );
  return withCause(
    out,
    `test-review: cannot ${broken ? 'remove' : 'write'} ${o.name('json')} ${o.json}${stays ? ', and what was there stays' : ''}: ${failed}`,
  );
}

/** Both files the run writes, each from the run as it ends: the comment again when the verdict file could not be written. */
async function writeOutputs(out: TestReviewResultOut, headSha: string | undefined, ctx: Ctx): Promise<TestReviewResultOut> {
  const commented = await writeCommentOut(out, headSha, ctx);
  const written = await writeJsonOut(commented);
  return written.exitCode >= TEST_REVIEW_EXIT.environment && commented.exitCode < TEST_REVIEW_EXIT.environment
    ? writeCommentOut(written, headSha, ctx)
    : written;
}

/** An output path of this run's: given, and not a file under review (OutputsUnderReview leaves those as they are). */
const mine = (out: TestReviewResultOut, path: string | undefined): path is string =>
  path !== undefined && !!out.options && !out.underReview?.includes(resolve(out.options.projectRoot, path));

async function finish(done: TestReviewResultOut, ctx: Ctx): Promise<TestReviewResultOut> {
  let out = await sharedName(await sinceEvent(done, ctx), ctx);
  const o = out.options;
  // The commit the comment and the check run name: kept when a later step takes the verdict away.
  const headSha = publishedHead(out);
  // The report is parsed as the agent wrote it; the copy that is published gets the redaction floor.
  const report = o && mine(out, o.output) ? await readRegular(o.projectRoot, o.output, REPORT_MAX_BYTES) : undefined;
  if (o && report?.status === 'ok') {
    // A report in another encoding (refused) is published as the UTF-8 text its secrets are redacted from.
    const text = readableText(report.bytes);
    const safe = redact(text);
    if (safe !== text || !Buffer.from(safe).equals(report.bytes)) await writeFileAtomic(o.projectRoot, o.output, safe);
  }
  out = await writeOutputs(out, headSha, ctx);
  if (ctx.attach) {
    out.artifact = await ctx.attach(out);
    // A later job or a reader takes it by the id the step reports, never by name (hazard 591): a verdict whose
    // artifact is not bound to the step is none, and the files written above as a verdict are written again as none.
    // A run already without one keeps its cause.
    const refused = out.artifact.refused;
    if (refused !== undefined && out.exitCode < TEST_REVIEW_EXIT.environment)
      out = await writeOutputs(withCause(out, refused), headSha, ctx);
  }
  if (ctx.publisher) {
    const reportPath = o ? relative(o.projectRoot, o.output) : undefined;
    out.warnings = await ctx.publisher
      .close({
        exitCode: out.exitCode,
        verdict: out.verdict,
        reportWritten: out.reportWritten,
        ...(out.cause ? { cause: out.cause } : {}),
        ...(reportPath ? { reportPath } : {}),
        ...(headSha ? { headSha } : {}),
        ...(out.artifact ? { artifact: out.artifact } : {}),
        pathsFrom: out.pathsFrom ?? null,
      })
      .then((published) => published.warnings)
      .catch((err: Error) => [`publishing failed: ${err.message}`]);
  }
  return out;
}

export async function testReview(raw: RawOptions, cwd: string, ctx: Ctx): Promise<TestReviewResultOut> {
  const env = ctx.env ?? process.env;
  let o: TestReviewOptions | undefined;
  let reportWritten = false;
  let outputsOwned = false;
  await ctx.publisher?.open().catch((err: Error) => ctx.progress(`test-review: warning: publishing could not start: ${err.message}`));
  try {
    o = resolveOptions(raw, cwd, env);
    const chosen = o.projectSkill
      ? { root: projectSkillRoot(o.projectRoot, o.name), option: o.name('project-skill') }
      : o.skillRoot !== undefined
        ? { root: o.skillRoot, option: o.name('skill-root') }
        : undefined;
    const place = skillPlace(chosen, o.projectRoot);
    // The peer's knowledge-base switches configure a TEA skill; proofgate's own rubric has none to switch.
    if (place.packaged)
      for (const flag of teaFlagsGiven(o))
        ctx.progress(
          `test-review: ${flag} changes nothing with proofgate's packaged rubric (it has no knowledge-base fragments or worker modes); it configures a TEA skill given with ${o.name('skill-root')} or ${o.name('project-skill')}`,
        );
    const base = o.base ?? (o.pr !== undefined || env.GITHUB_BASE_REF ? await prBase(o, env, ctx.pullBase) : undefined);
    const scope = await testReviewScope({
      projectRoot: o.projectRoot,
      ...(base !== undefined ? { base } : {}),
      ...(o.files ? { files: o.files } : {}),
      testGlobs: o.testGlobs,
      name: o.name,
    });
    // A matcher that matched no changed path is no evidence of anything: said, not left to read as "no tests changed".
    const changed = scope.mode === 'files' ? scope.reviewSet : scope.changes.flatMap((c) => (c.from ? [c.path, c.from] : [c.path]));
    for (const g of unmatchedTestGlobs(o.testGlobs, changed))
      (ctx.warn ?? ctx.progress)(
        `test-review: warning: ${o.name('test-glob', JSON.stringify(g))} matched no ${scope.mode === 'files' ? 'file of ' + o.name('files') : 'changed file'}`,
      );
    const published = o.headSha ?? (ctx.publisher ? ctx.eventHead : undefined);
    const checkout = await checkoutOf(scope, o, published);
    if (published) await refuseOtherHead(checkout, published, env, o.headSha ? o.name('head-sha') : "the event's pull_request head");
    if (ctx.changeBase) await refuseUnseenCommits(scope, ctx.changeBase, o);
    refuseOutputsOverReviewed(scope, o);
    outputsOwned = true;
    // Row 236's guard before a byte of the skill is read: a skill the change edits is refused unread (hazard 679).
    if (scope.reviewSet.length > 0) guard(place, scope, o);
    const skill = await loadSkill(place);
    const prov = provenance(o, skill, scope, env, o.agent === 'none' || o.agent === 'custom' ? null : o.model);
    const policy: GatePolicy = {
      failOn: o.failOn,
      minFiles: o.minFiles,
      failOnSkip: o.failOnSkip,
      ...(o.minScore !== undefined ? { minScore: o.minScore } : {}),
      ...(o.maxCritical !== undefined ? { maxCritical: o.maxCritical } : {}),
      ...(o.waive ? { waive: o.waive } : {}),
    };

    if (scope.reviewSet.length === 0) {
      const skip = skipVerdict({
        removed: scope.removedTests,
        withheld: scope.withheld,
        unscorable: scope.unscorable,
        contextFiles: scope.contextFiles,
        contextBasis: scope.contextBasis,
        gateOn: o.gateOn,
        provenance: prov,
      });
      const { verdict, exitCode } = settle(skip, skipFailures(skip, o.failOnSkip), policy);
      return finish(
        {
          exitCode,
          lines: summaryLines(verdict, exitCode),
          json: verdict,
          verdict,
          options: o,
          reportWritten,
          pathsFrom: scope.pathsFrom,
          outputsOwned,
        },
        ctx,
      );
    }
    const teaConfig = skill.packaged ? undefined : await teaConfigFor(o, scope);
    if (teaConfig) ctx.progress(`test-review: TEA configuration from ${teaConfig.source}`);

    // The review set's texts at the head: read once, for the line counts the prompt states and the deltas.
    const heads =
      scope.repo && scope.mode === 'git' && scope.headSha ? await textsAt(scope.repo, scope.headSha, scope.reviewSet) : undefined;
    const fileDeltas = o.gateOn === 'introduced' && heads ? await deltas(scope, heads) : new Map<string, FileDelta>();
    const changedLines: Record<string, Range[]> = {};
    for (const [p, d] of fileDeltas) changedLines[p] = d.ranges;
    const reviewSet = await Promise.all(
      scope.reviewSet.map(async (p) => {
        const text = heads ? (heads.get(p) ?? null) : await readText(o!.projectRoot, p);
        return { path: p, lines: text === null ? null : lineCount(text) };
      }),
    );
    const opts = o;
    const prompt = (outputPath: string, lastFailure?: string) =>
      buildPrompt({
        skill,
        projectRoot: '. (your working directory; every path is relative to it)',
        outputPath,
        reviewSet,
        contextFiles: scope.contextFiles,
        contextBasis: scope.contextBasis,
        unscorable: scope.unscorable,
        excludable: scope.excludable,
        removedTests: scope.removedTests,
        ...(teaConfig ? { teaConfig } : {}),
        reviewMode: opts.gateOn === 'introduced' ? 'pr' : 'full-file',
        changedLines,
        reviewScope: opts.scope ?? (scope.reviewSet.length === 1 ? 'single' : 'directory'),
        testDir: opts.testDir,
        ...(opts.focus !== undefined ? { focus: opts.focus } : {}),
        ...(lastFailure !== undefined ? { lastFailure } : {}),
      });

    if (o.agent === 'none') {
      const dry: TestReviewPromptOnly = {
        promptOnly: true,
        files: scope.reviewSet,
        contextFiles: scope.contextFiles,
        contextBasis: scope.contextBasis,
        unscorableTestArtifacts: scope.unscorable,
        ...(scope.removedTests.length ? { removedTests: scope.removedTests } : {}),
        ...(scope.withheld.length ? { withheldFiles: scope.withheld } : {}),
        ...(scope.unreadable.length ? { unreadableFiles: scope.unreadable } : {}),
      };
      const text = prompt(inProject(o, o.output));
      return finish(
        {
          exitCode: TEST_REVIEW_EXIT.ok,
          lines: [text],
          json: dry,
          verdict: dry,
          prompt: text,
          options: o,
          reportWritten,
          pathsFrom: scope.pathsFrom,
          outputsOwned,
        },
        ctx,
      );
    }
    if (checkout) await refuseEditedTree(checkout, o);
    // The tree under review is the project root, wherever this process was started.
    await preflight({ kind: o.agent, args: o.agentArgs, ...(o.agentCmd ? { command: o.agentCmd } : {}) }, env, o.envPass, [o.projectRoot]);

    const shown = { root: skill.root, hidden: hiddenFromAgent(skill, o.projectRoot) };
    let lastError: unknown;
    for (let i = 0; i <= o.retries; i++) {
      if (i > 0) ctx.progress(`test-review: attempt ${i + 1} of ${o.retries + 1} after: ${describeError(lastError)}`);
      try {
        // A retry is told why the attempt before it failed, so it does not write the same report again.
        const told = i > 0 ? describeError(lastError) : undefined;
        const { text, run } = await attempt(o, scope, (out) => prompt(out, told), ctx, shown);
        reportWritten = true;
        const parsed = parseReport(text, {
          registry: skill.registry,
          contract: contractOf(scope),
          bonusMax: skill.bonusMax,
          fold: await confusableSkeleton(),
        });
        let classified: Classified[] | null = null;
        if (o.gateOn === 'introduced') {
          const texts = new Map<string, string>();
          for (const p of scope.reviewSet) texts.set(p, (await readText(o.projectRoot, p)) ?? '');
          // One budget for every finding: a report that names long lines over and over spends it, and the rest count.
          const work = new ClassifyWork([...texts.values()].reduce((n, t) => n + t.length, 0));
          classified = parsed.findings.map((f) =>
            classify(f, f.path ? fileDeltas.get(f.path) : undefined, f.path ? texts.get(f.path) : undefined, work),
          );
          if (work.unclassified)
            ctx.progress(
              `test-review: ${work.unclassified} finding(s) counted against the pull request unclassified: the classification budget was spent`,
            );
        }
        const built = buildVerdict(
          parsed,
          {
            report: relative(o.projectRoot, o.output) || o.output,
            agent: o.agent,
            model: run.model,
            gateOn: o.gateOn,
            provenance: {
              ...prov,
              modelIdentifier: run.model,
              sources: {
                ...prov.sources,
                modelIdentifier: run.model
                  ? o.agent === 'claude'
                    ? 'the model the agent reported, else the resolved one'
                    : 'the resolved model (an alias unless --model names exact weights)'
                  : 'unavailable: the adapter does not report a model',
              },
            },
            unscorable: scope.unscorable,
            removedTests: scope.removedTests,
            withheld: scope.withheld,
            unreadable: scope.unreadable,
          },
          classified,
        );
        const v = await publishReport(o, text, parsed, classified, built, scope, skill);
        const { verdict, exitCode } = settle(v, gateFailures(v, policy), policy);
        if (v.preExistingFindingsCut)
          ctx.progress(`test-review: ${v.preExistingFindingsCut} pre-existing finding(s) left out of the pull request's verdict`);
        return finish(
          {
            exitCode,
            lines: summaryLines(verdict, exitCode),
            json: verdict,
            verdict,
            options: o,
            reportPath: o.output,
            reportWritten,
            pathsFrom: scope.pathsFrom,
            outputsOwned,
          },
          ctx,
        );
      } catch (err) {
        lastError = err;
        // Only an agent or report failure (exit 3) is worth another paid attempt.
        if (!(err instanceof ProofgateError) || err.exitCode !== TEST_REVIEW_EXIT.agent) throw err;
      }
    }
    throw lastError;
  } catch (err) {
    const exitCode = err instanceof ProofgateError ? err.exitCode : TEST_REVIEW_EXIT.agent;
    // A rejection may quote the report: the cause reaches stderr, the log, annotations and outputs redacted.
    const cause = redact(describeError(err));
    const root = resolve(cwd, raw.string('project-root') ?? '.');
    const at = (f: string | undefined) => (f === undefined ? undefined : resolve(root, f));
    const commentOut = raw.string('comment-out');
    const clash = [at(raw.string('output') ?? 'test-review.md'), at(raw.string('json'))].includes(at(commentOut));
    const tag = flagsTag({ publishAs: raw.string('publish-as'), agent: raw.string('agent') });
    const refusedCommentOut = !o && commentOut && !clash ? { root, path: at(commentOut)!, tag } : undefined;
    return finish(
      {
        exitCode,
        lines: [`test-review: no verdict (exit ${exitCode}): ${cause}`],
        json: { error: cause, exitCode },
        verdict: null,
        cause,
        ...(o ? { options: o } : {}),
        ...(err instanceof OutputsUnderReview ? { underReview: err.paths } : {}),
        ...(refusedCommentOut ? { refusedCommentOut } : {}),
        reportWritten: reportWritten || (o ? existsSync(o.output) : false),
        outputsOwned,
      },
      ctx,
    );
  }
}

function contractOf(scope: TestReviewScope) {
  return {
    reviewSet: scope.reviewSet,
    excludable: scope.excludable,
    contextFiles: scope.contextFiles,
    contextBasis: scope.contextBasis,
    unscorable: scope.unscorable,
  };
}

/** Where the parsed report and the verdict differ, in words (empty when they agree). */
function disagreements(again: ParsedReport, v: TestReviewResult, bonus: number): string[] {
  const g = grade(v.qualityScore);
  const out: string[] = [];
  if (again.recommendation !== v.recommendation) out.push(`recommendation ${again.recommendation}`);
  if (again.qualityScore !== v.qualityScore || again.grade !== g) out.push(`header score ${again.qualityScore} (${again.grade})`);
  if (again.ledger.finalScore !== v.qualityScore || again.ledger.grade !== g) out.push(`ledger score ${again.ledger.finalScore}`);
  if (again.bonus !== bonus) out.push(`bonus ${again.bonus}`);
  for (const k of Object.keys(v.violations) as (keyof typeof v.violations)[])
    if (again.violations[k] !== v.violations[k] || again.ledger.counts[k] !== v.violations[k]) out.push(`${k} count`);
  if (again.findings.length !== v.findings.length) out.push(`${again.findings.length} finding blocks`);
  return out;
}

/**
 * The published report says what the verdict says (tidy.ts): parsed again with the same
 * strict parser, it replaces the agent's copy; a rewrite that does not read back as this
 * verdict is a broken report (exit 3).
 */
async function publishReport(
  o: TestReviewOptions,
  text: string,
  parsed: ParsedReport,
  classified: Classified[] | null,
  v: TestReviewResult,
  scope: TestReviewScope,
  skill: Skill,
): Promise<TestReviewResult> {
  const cut = classified ? parsed.findings.filter((_, i) => classified[i]!.provenance === 'pre_existing') : [];
  const tidy = tidyReport({
    text,
    cut,
    findings: parsed.findings,
    files: [...scope.reviewSet, ...parsed.reviewedFiles],
    verdictLines: parsed.verdictLines,
    numbers: {
      violations: v.violations,
      rawQualityScore: v.rawQualityScore,
      scoreCap: v.scoreCap,
      qualityScore: v.qualityScore,
      grade: grade(v.qualityScore),
      bonus: parsed.bonus,
      recommendation: v.recommendation,
      scoreOverrideRule: v.scoreOverrideRule,
      verdictRule: v.verdictRule,
    },
    reviewer: `${v.agent}${v.model ? ` / ${v.model}` : ''}`,
    ...(classified ? { decision: { headSha: v.reviewProvenance.headSha } } : {}),
  });
  try {
    const again = parseReport(tidy, {
      registry: skill.registry,
      contract: contractOf(scope),
      bonusMax: skill.bonusMax,
      fold: await confusableSkeleton(),
      // The prose is the agent's, as it was read: a count it restates is compared with the agent's counts.
      restatedAgainst: parsed.violations,
    });
    const differ = disagreements(again, v, parsed.bonus);
    if (differ.length) throw new Error(`the rewritten report reads differently: ${differ.join(', ')}`);
    await writeFileAtomic(o.projectRoot, o.output, tidy);
  } catch (err) {
    // The agent's own copy would show other numbers than the verdict: a report that cannot be
    // published as scored is a broken report, never a pass.
    throw new ProofgateError(`the report cannot be published as it was scored: ${describeError(err)}`, TEST_REVIEW_EXIT.agent);
  }
  return v;
}

/** The TEA flags given on the command line, as they were spelled. */
function teaFlagsGiven(o: TestReviewOptions): string[] {
  const t = o.tea;
  const toggled = (key: string, v: boolean | undefined) => (v === undefined ? [] : [o.name(key, v)]);
  return [
    ...(t.tea_execution_mode !== undefined ? [o.name('execution-mode')] : []),
    ...toggled('capability-probe', t.tea_capability_probe),
    ...toggled('use-playwright-utils', t.tea_use_playwright_utils),
    ...toggled('use-pactjs-utils', t.tea_use_pactjs_utils),
    ...(t.tea_pact_mcp !== undefined ? [o.name('pact-mcp')] : []),
  ];
}

/** A TEA skill's configuration: from the base commit in a git review (or --files --base), else the working tree. */
function teaConfigFor(o: TestReviewOptions, scope: TestReviewScope): Promise<ResolvedTeaConfig> {
  return resolveTeaConfig(o.tea, scope.repo && scope.baseSha ? { repo: scope.repo, commit: scope.baseSha } : { root: o.projectRoot });
}

/** With --pr and no --base: GITHUB_BASE_REF, else the pull request's base, asked of GitHub. */
async function prBase(o: TestReviewOptions, env: NodeJS.ProcessEnv, lookup: Ctx['pullBase']): Promise<string | undefined> {
  if (env.GITHUB_BASE_REF) return `origin/${env.GITHUB_BASE_REF}`;
  if (o.pr === undefined) return undefined;
  try {
    if (!lookup) throw new Error('no GitHub connection here');
    const ref = await lookup(o.pr, o.repo);
    // A branch name from the API becomes a git revision: only plain names pass.
    if (!/^[\w./-]+$/.test(ref) || ref.startsWith('-') || ref.includes('..'))
      throw new Error(`the base branch ${JSON.stringify(ref)} is not a plain branch name`);
    return `origin/${ref}`;
  } catch (err) {
    throw new ProofgateError(
      `${o.name('pr', String(o.pr))}: the base branch lookup failed (${(err as Error).message.split('\n')[0]}); give ${o.name('base')} instead`,
      TEST_REVIEW_EXIT.environment,
    );
  }
}
