import { exitCodes, JSON_OPTION, type CommandSpec, type Values } from './spec.js';
import { cliOptions } from './options.js';
import { REVIEW_EXIT } from '../review/exit-codes.js';

const str = (v: Values[string]) => (typeof v === 'string' ? v : undefined);
/** Where the CLI reads GitHub from: the variables a workflow step has. */
const githubFromEnv = () => ({
  token: process.env.GITHUB_TOKEN,
  repository: process.env.GITHUB_REPOSITORY,
  apiUrl: process.env.GITHUB_API_URL,
});
/** The review options module (src/review/options.ts), loaded with the command it checks. */
const options = () => import('../review/options.js');
/** The CLI in a workflow gates as the action does: evidence a fork's run wrote is no evidence (docs/security.md, "Triggers"). */
const evidenceDoubt = async () => {
  const doubt = (await import('../github/trigger.js')).evidenceTriggerDoubt(process.env);
  return doubt ? [doubt] : [];
};
/** Run as a step of a job on a runner, a command reads only what this job made (src/cli/this-job.ts, hazard 642). */
const thisJob = () => import('./this-job.js');

const DIR_OPTION = {
  type: 'string',
  value: 'PATH',
  default: '_bmad-output/review',
  help: 'the folder that holds one sub-folder of evidence per review id',
} as const;

export const reviewScopeCommand: CommandSpec = {
  area: 'review',
  name: 'scope',
  summary: 'resolve the refs, diff from the merge base, select files, seal scope.json and write checklist.md',
  positionals: [{ name: 'ID', required: true, help: 'the review id: the folder <dir>/<ID>/ gets the evidence' }],
  options: {
    base: {
      type: 'string',
      value: 'REF',
      help: "compare from the merge base of REF and the head (default HEAD~1, or HEAD with --workspace; in a workflow step, the base of the change the event names: a pull request's, a merge queue group's, a push's `before`, and refused for an event that names none)",
    },
    head: { type: 'string', value: 'REF', help: 'the head commit (default HEAD; not with --workspace)' },
    workspace: { type: 'boolean', help: 'review the working tree, untracked files included, on top of HEAD' },
    include: {
      type: 'string',
      multiple: true,
      value: 'GLOB',
      help: 'select only paths matching GLOB (repeatable); also brings back generated or vendored files',
    },
    exclude: { type: 'string', multiple: true, value: 'GLOB', help: 'leave out paths matching GLOB (repeatable)' },
    effort: {
      type: 'string',
      value: 'LEVEL',
      default: 'medium',
      help: 'low (1 pass), medium (2 passes + refutation) or high (3 passes + refutation)',
    },
    dispatch: {
      type: 'string',
      value: 'MODE',
      default: 'each',
      help: 'each: every reviewer is its own agent run, and the review is complete only when each returned and measured; one: one agent run plays every reviewer',
    },
    shell: {
      type: 'boolean',
      help: 'reviewers that measure (verification-gap, security, performance) may run commands and report what they ran; without it no reviewer can claim an executed finding',
    },
    spec: {
      type: 'string',
      value: 'FILE',
      help: "the change's intent (a spec, or a saved pull request description, at most 256 KiB): sealed, and checked by the spec-compliance reviewer",
    },
    'max-jobs': {
      type: 'string',
      value: 'N',
      default: '256',
      help: 'the most matrix entries (--json `matrix`), 1 to 256 (GitHub runs at most 256 jobs per matrix): one per unit, or per unit and reviewer when each reviewer is its own run; with more, an entry carries several units',
    },
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['ok', 'the scope is sealed'],
    [
      'error',
      'error, one line on stderr: not a git repository, unknown ref, a shallow clone (it can hide a merge base or the base itself: check out with `fetch-depth: 0`), a base and head with several merge bases (criss-cross history: a diff from one of them can hide what merging brings in from another; merge the base into the head), bad effort, an empty or dangerous glob, an invalid `_bmad/review-rules.yaml` or `_bmad/review-reviewers.yaml`, a spec that is not UTF-8 text or is over 256 KiB, a working-tree scope (`--workspace`) with an edit an index bit hides from git (`assume-unchanged`, or `skip-worktree` on a file present), named with the `git update-index` command that clears the bit, or with files a merge left unresolved, named, or whose review folder (`--dir`) holds files proofgate does not write, tracked (`.`, `src`) or untracked (`newpkg/lib/x.js`), named, the review folder in use by another proofgate process (named by its pid)',
    ],
  ]),
  async run([id], v, ctx) {
    const workspace = v.workspace === true;
    // In a workflow step the default base is the event's change, as the review-scope action takes it (never HEAD~1 there).
    const base = str(v.base) ?? (await import('../github/event-change.js')).workflowBase({ workspace });
    // git resolves the refs and diffs the change while the code that checks the options and selects files loads.
    const started = (await import('../review/scope-start.js')).startScope(ctx.cwd, { base, head: str(v.head), workspace });
    const { maxJobs, ...settings } = (await options()).scopeOptions(cliOptions(v));
    const { reviewScope } = await import('../review/scope.js');
    const spec = str(v.spec);
    const intent = spec === undefined ? undefined : await (await import('../review/intent.js')).readIntentFile(ctx.cwd, spec);
    const { describeMatrix, scopeMatrix } = await import('../review/units.js');
    // A seal in a reused workspace starts from nothing an earlier job left, as review-scope's does (hazard 615).
    await (await thisJob()).thisJobsEvidence({ id: id!, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
    const r = await reviewScope({
      id: id!,
      cwd: ctx.cwd,
      ...settings,
      ...(base !== undefined ? { base } : {}),
      ...(intent ? { intent } : {}),
      started,
    });
    const matrix = scopeMatrix(r.scope, maxJobs);
    const shared = describeMatrix(matrix, r.scope.units.length);
    return { exitCode: r.exitCode, lines: [...r.lines, ...shared], json: { scope: r.scope, files: r.files, matrix } };
  },
};

export const reviewRulesCommand: CommandSpec = {
  area: 'review',
  name: 'rules',
  summary: 'list the effective review rules, or those that apply to one path',
  positionals: [{ name: 'PATH', required: false, help: 'a repository-relative path: list only the rules that apply to it' }],
  options: { json: JSON_OPTION },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['ok', 'listed'],
    ['error', 'error: invalid `_bmad/review-rules.yaml`, not a repository'],
  ]),
  async run([path], _v, ctx) {
    const { listRules } = await import('../review/rules-command.js');
    return listRules(ctx.cwd, path);
  },
};

export const reviewReviewersCommand: CommandSpec = {
  area: 'review',
  name: 'reviewers',
  summary: 'list the reviewers a scope can dispatch and their triggers, or those a change of one path selects and why',
  positionals: [{ name: 'PATH', required: false, help: 'a repository-relative path: the reviewers a change of it selects, each with why' }],
  options: {
    effort: { type: 'string', value: 'LEVEL', default: 'medium', help: 'the effort the selection is made at (low, medium or high)' },
    json: JSON_OPTION,
  },
  exitCodes: [
    [0, 'listed'],
    [3, 'error: an invalid `_bmad/review-reviewers.yaml` or `_bmad/review-rules.yaml` (the entry named), not a repository, a bad option'],
  ],
  async run([path], v, ctx) {
    const { listReviewers } = await import('../review/reviewers-command.js');
    return listReviewers(ctx.cwd, path, str(v.effort));
  },
};

const ID_ARG = [{ name: 'ID', required: true, help: 'the review id (the folder <dir>/<ID>/)' }];

/** What a verdict may accept that the evidence files cannot say: a person's look, an empty review on purpose. */
const VERDICT_OPTIONS = {
  acknowledge: {
    type: 'string',
    multiple: true,
    value: 'PATH',
    help: 'a changed file no agent reviews (binary, or under a secret-looking name) that a person has looked at (repeatable; exact path)',
  },
  'allow-empty': {
    type: 'boolean',
    help: 'a change whose files are all excluded may be clean (e.g. a lockfile-only update); the output says so',
  },
} as const;

export const reviewAnchorCommand: CommandSpec = {
  area: 'review',
  name: 'anchor',
  summary: 'validate findings.json and locate every quote in the head version; write findings.anchored.json',
  positionals: ID_ARG,
  options: { dir: DIR_OPTION, json: JSON_OPTION },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['ok', 'every finding is valid and located'],
    ['unanchored', 'findings.json is missing or invalid, or a quote is ambiguous or unlocated (each is listed)'],
    ['error', 'error: no sealed scope, not a repository, the review folder in use by another proofgate process (named by its pid)'],
  ]),
  async run([id], v, ctx) {
    const { reviewAnchor } = await import('../review/anchor-command.js');
    await (await thisJob()).thisJobsEvidence({ id: id!, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
    return reviewAnchor({ id: id!, cwd: ctx.cwd, dir: str(v.dir) });
  },
};

/**
 * Why a verdict on pull request `pr` would not answer it as GitHub shows it now: merging into another branch than
 * `baseRef`, or a description other than the intent the scope sealed from it (hazard 327). One `pulls.get`, asked
 * once the review is done; a pull request that cannot be read is a warning.
 */
async function pullSince(
  q: { id: string; cwd: string; dir: string | undefined; pr: number; baseRef: string | undefined; repo?: string | undefined },
  progress: (line: string) => void,
): Promise<string[]> {
  const env = process.env;
  const { loadScope, reviewPaths } = await import('../review/evidence.js');
  const sealed = await loadScope(reviewPaths(q.cwd, q.id, q.dir)).catch(() => undefined);
  const { pullSinceEvent } = await import('../github/pull-now.js');
  const since = await pullSinceEvent(
    { number: q.pr, baseRef: q.baseRef, intent: sealed?.intent },
    { token: env.GITHUB_TOKEN, repository: q.repo ?? env.GITHUB_REPOSITORY, apiUrl: env.GITHUB_API_URL },
  );
  if (since.warning) progress(`warning: ${since.warning}`);
  return since.reason ? [since.reason] : [];
}

/**
 * `review gate` in a workflow step on a pull request: its exit code is the job's check run on the head, and a re-run
 * replays the event, so a clean verdict must answer the pull request as it is now, as review-gate's does (hazard 333).
 */
async function eventPullSince(id: string, cwd: string, dir: string | undefined, progress: (line: string) => void): Promise<string[]> {
  if (process.env.GITHUB_ACTIONS !== 'true') return [];
  const pr = (await import('../github/event-change.js')).pullRequest();
  return pr ? pullSince({ id, cwd, dir, pr: pr.number, baseRef: pr.baseRef }, progress) : [];
}

export const reviewGateCommand: CommandSpec = {
  area: 'review',
  name: 'gate',
  summary: 'derive the verdict from coverage and anchored findings: clean, findings or incomplete',
  positionals: ID_ARG,
  options: {
    'emit-check': {
      type: 'string',
      value: 'FILE',
      help: 'also write the check document: a `github` block shaped as a check run, at most 50 annotations',
    },
    'check-name': { type: 'string', value: 'NAME', default: 'proofgate review', help: 'the check run name in the check document' },
    sarif: { type: 'string', value: 'FILE', help: 'also write the open, located findings as SARIF 2.1.0 for code scanning' },
    'tests-junit': {
      type: 'string',
      value: 'FILE',
      help: 'the test gate: not clean unless this JUnit XML report of a run on this checkout (at the sealed head, not committed) passed',
    },
    'tests-check': {
      type: 'string',
      value: 'NAME',
      help: 'the test gate: not clean unless the check run (or commit status) NAME of the sealed head succeeded; reads it with GITHUB_TOKEN from GITHUB_REPOSITORY',
    },
    head: {
      type: 'string',
      value: 'REF',
      default: 'HEAD',
      help: 'the commit the verdict answers: a scope sealed at another commit is stale',
    },
    ...VERDICT_OPTIONS,
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['clean', 'clean: the scope is fully covered and no finding is open'],
    ['findings', 'findings: the scope is fully covered and at least one finding is open'],
    [
      'incomplete',
      'incomplete: the scope is stale or does not match git, evidence tracked in git, coverage or findings missing or invalid, another scope, a file unaccounted for or failed, a stopped run, an abandoned unit, an open finding not anchored, a confirmed finding without evidence or a refuted one without its refutation, nothing selected, a file a person must look at, tests not passed at the head, a reviewer that did not return and measure, a tree changed before grading, a scope sealed before the job began (a step of a job on a runner)',
    ],
    [
      'error',
      'error: no sealed scope, scope.json does not match its seal, not a repository, the review folder in use by another proofgate process (named by its pid)',
    ],
  ]),
  async run([id], v, ctx) {
    const { gateCommand } = await import('../review/gate-command.js');
    // In a workflow step, as the action does: a pull request's tests run in the job that gates vouch for nothing.
    if (process.env.GITHUB_ACTIONS === 'true' && str(v['tests-junit']) !== undefined)
      (await import('../github/event-change.js')).refuseTestsInJobThatGates('`--tests-junit`');
    const check = str(v['tests-check']);
    const checks = check === undefined ? undefined : await (await import('../github/commit-checks.js')).commitChecks(githubFromEnv());
    const earlier = await (await thisJob()).thisJobsEvidence({ id: id!, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
    return gateCommand({
      id: id!,
      cwd: ctx.cwd,
      dir: str(v.dir),
      emitCheck: str(v['emit-check']),
      checkName: str(v['check-name']),
      sarif: str(v.sarif),
      tests: { junit: str(v['tests-junit']), check, checks },
      head: str(v.head),
      extraReasons: [...earlier, ...(await evidenceDoubt()), ...(await eventPullSince(id!, ctx.cwd, str(v.dir), ctx.progress))],
      // In a workflow step the verdict answers the change the event names, as the action's does.
      changeBase: process.env.GITHUB_ACTIONS === 'true' ? (await import('../github/event-change.js')).eventChangeBase() : undefined,
      ...(await options()).verdictOptions(cliOptions(v)),
    });
  },
};

export const reviewContinueCommand: CommandSpec = {
  area: 'review',
  name: 'continue',
  summary: 'what is still owed on the same sealed scope; write continue.json',
  positionals: ID_ARG,
  options: { dir: DIR_OPTION, json: JSON_OPTION },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['ok', 'continue.json written (status resume or complete)'],
    [
      'moved',
      'status moved: HEAD is not the sealed head, git no longer gives the sealed selection (rules, files, content), or a selected file changed in the work tree; or an error (the review folder in use by another proofgate process, named by its pid)',
    ],
  ]),
  async run([id], v, ctx) {
    const { reviewContinue } = await import('../review/continue.js');
    await (await thisJob()).thisJobsEvidence({ id: id!, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
    return reviewContinue({ id: id!, cwd: ctx.cwd, dir: str(v.dir) });
  },
};

export const reviewCompareCommand: CommandSpec = {
  area: 'review',
  name: 'compare',
  summary: 'sort the findings of two reviews of the same work into new, persisting, resolved, refuted and not reviewed',
  positionals: ID_ARG,
  options: {
    since: { type: 'string', value: 'EARLIER', help: 'the id of the earlier review (required)' },
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['ok', "compared; compare.json written in the later review's folder"],
    [
      'error',
      'error: a scope or findings.json missing or invalid, the review folder in use by another proofgate process (named by its pid)',
    ],
  ]),
  async run([id], v, ctx) {
    const since = (await options()).compareSince(cliOptions(v));
    const { reviewCompare } = await import('../review/compare.js');
    return reviewCompare({ id: id!, since, cwd: ctx.cwd, dir: str(v.dir) });
  },
};

export const reviewMergeCommand: CommandSpec = {
  area: 'review',
  name: 'merge',
  summary: "merge the parts (findings.json and coverage.json) of parallel jobs into the review's own, keeping what it proved before",
  positionals: ID_ARG,
  options: {
    from: {
      type: 'string',
      multiple: true,
      value: 'DIR',
      help: "a folder holding one part's findings.json and coverage.json (repeatable)",
    },
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['ok', 'merged'],
    [
      'error',
      "error: the scope does not match git; a part missing, invalid, tracked in git or answering another scope; a part whose attempt record says its run did not end cleanly; a file, unit or finding id in two parts of the same reviewer (or in a part of no one reviewer and another part); a reviewer's part with a finding naming another reviewer; a part naming a reviewer in a scope sealed `--dispatch one`, or naming none in a scope sealed `--dispatch each`, a part left before the job began (a step of a job on a runner), the review folder in use by another proofgate process (named by its pid)",
    ],
  ]),
  async run([id], v, ctx) {
    const from = (await options()).mergeFrom(cliOptions(v));
    const { reviewMerge } = await import('../review/merge.js');
    const { refuseEarlierParts, thisJobsEvidence } = await thisJob();
    await refuseEarlierParts(from, ctx.cwd, ctx.progress);
    await thisJobsEvidence({ id: id!, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
    return reviewMerge({ id: id!, from, cwd: ctx.cwd, dir: str(v.dir) });
  },
};

export const reviewPromptCommand: CommandSpec = {
  area: 'review',
  name: 'prompt',
  summary:
    'write prompt.md and the diff it names: the change, the sealed scope, the plan, the checklist and the exact contract an agent follows',
  positionals: ID_ARG,
  options: {
    unit: {
      type: 'string',
      value: 'UNITS',
      help: 'only the files of these units: one id (U2) or several separated by spaces or commas (a matrix entry); writes prompt-U2.md and diff-U2.patch',
    },
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['ok', 'written'],
    [
      'error',
      'error: no sealed scope, unknown unit, the rules changed since sealing, the review folder in use by another proofgate process (named by its pid)',
    ],
  ]),
  async run([id], v, ctx) {
    const { reviewPrompt } = await import('../review/prompt.js');
    const r = await reviewPrompt({ id: id!, cwd: ctx.cwd, dir: str(v.dir), unit: str(v.unit), unitOption: cliOptions(v).name('unit') });
    return { exitCode: r.exitCode, lines: r.lines, json: r.json };
  },
};

export const reviewRunCommand: CommandSpec = {
  area: 'review',
  name: 'run',
  summary: 'run an agent on the review prompt as a new attempt, check it changed nothing else, merge its part, then anchor and gate',
  positionals: ID_ARG,
  options: {
    agent: {
      type: 'string',
      value: 'AGENT',
      help: 'claude, codex, agy, or custom (a command following the runner contract, docs/agent.md); required',
    },
    'agent-cmd': { type: 'string', value: 'PATH', help: "the executable (required for custom; overrides a built-in adapter's)" },
    'agent-arg': {
      type: 'string',
      multiple: true,
      value: 'ARG',
      help: 'an extra argument for the agent (repeatable; never through a shell; write --agent-arg=--flag for one that starts with -)',
    },
    model: { type: 'string', value: 'MODEL', help: 'model for a built-in adapter' },
    'timeout-ms': { type: 'string', value: 'MS', default: '1200000', help: "the agent's time limit; its process group is killed after it" },
    'env-pass': {
      type: 'string',
      multiple: true,
      value: 'NAME',
      help: 'an extra environment variable the agent may see (repeatable; tokens refused)',
    },
    isolate: {
      type: 'string',
      value: 'MODE',
      default: 'auto',
      help: 'auto (bubblewrap where it works, else a copy run as a user of its own; in CI refused when neither works), bwrap, copy or none (unconfined: the opt-in)',
    },
    unit: {
      type: 'string',
      value: 'UNITS',
      help: "review these units only (one id, or several separated by spaces or commas): the run writes a part in its attempt folder for `review merge`, never the review's own files",
    },
    resume: {
      type: 'boolean',
      help: 'ask only what is owed: the reviewers that have not returned and measured, each for the files it has not completed; every earlier finding and coverage item is kept and the answer merged',
    },
    reviewer: {
      type: 'string',
      multiple: true,
      value: 'ID',
      help: 'run only this reviewer of the scope (repeatable; a scope sealed with --dispatch each): a matrix job, or a rerun of one',
    },
    concurrency: {
      type: 'string',
      value: 'N',
      default: '3',
      help: 'how many reviewers run at once on this machine (1 to 16; one at a time when the agent runs unconfined)',
    },
    'deadline-minutes': {
      type: 'string',
      value: 'M',
      help: 'a reviewer not started M minutes after the run began is stood down and recorded deferred (so a job ends in time, and says what it left)',
    },
    ...VERDICT_OPTIONS,
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['clean', 'clean (with `--unit`: the part was written)'],
    ['findings', 'findings'],
    [
      'incomplete',
      'incomplete (every reason of review gate, including a stale scope or one git no longer gives; an agent that changed anything else; a review that a failed attempt left incomplete); with `--unit`, a part that cannot be trusted; also, with nothing written, an agent that is not installed, not signed in, or whose login status does not answer',
    ],
    [
      'error',
      'error: no sealed scope, bad option, the work tree is not the sealed head, a scope sealed before the job began (a step of a job on a runner), the review folder in use by another proofgate process (named by its pid)',
    ],
  ]),
  async run([id], v, ctx) {
    const raw = cliOptions(v);
    const { runOptions, verdictOptions } = await options();
    const run = runOptions(raw, { agentRequired: true });
    const refusal = await (
      await import('../github/permission.js')
    ).triggerRefusal(`the ${run.agent} agent`, process.env, process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN);
    if (refusal) throw new (await import('../text/errors.js')).ProofgateError(refusal);
    const { reviewRun } = await import('../review/run-command.js');
    await (await thisJob()).refuseEarlierJobs({ id: id!, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
    return reviewRun({ id: id!, cwd: ctx.cwd, dir: str(v.dir), ...run, ...verdictOptions(raw), progress: ctx.progress });
  },
};

export const reviewPublishCommand: CommandSpec = {
  area: 'review',
  name: 'publish',
  summary: "post the gate's verdict as one pull request review: inline comments on the diff, suggestions, earlier threads kept in step",
  positionals: ID_ARG,
  options: {
    pr: { type: 'string', value: 'N', help: 'the pull request number (required); the token is GITHUB_TOKEN, the API GITHUB_API_URL' },
    repo: { type: 'string', value: 'OWNER/NAME', help: 'the repository (default GITHUB_REPOSITORY)' },
    'base-ref': {
      type: 'string',
      value: 'BRANCH',
      help: "the branch the pull request merges into for the review the gate answered (default the pull_request event's base.ref when the event is this --pr): nothing is posted once the pull request merges into another",
    },
    mode: {
      type: 'string',
      value: 'MODE',
      default: 'comment',
      help: 'comment, or request-changes (block the pull request with the review while the verdict is not clean)',
    },
    'check-name': {
      type: 'string',
      value: 'NAME',
      default: 'proofgate review',
      help: "the gate's name: earlier reviews and comments of the same name are kept in step",
    },
    author: { type: 'string', value: 'LOGIN', help: 'the account the token writes as, when neither GET /user nor GraphQL can say' },
    'run-url': { type: 'string', value: 'URL', help: "a link to the CI run, shown in the review's body" },
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(REVIEW_EXIT, [
    ['clean', 'clean (published or not: a publishing problem is a warning)'],
    ['findings', 'findings'],
    ['incomplete', 'incomplete'],
    [
      'error',
      'error: no sealed scope, `--pr` missing or not a number, a bad `--mode`, `--base-ref` or `--run-url`, the review folder in use by another proofgate process (named by its pid)',
    ],
  ]),
  async run([id], v, ctx) {
    const raw = cliOptions(v);
    const o = (await options()).publishOptions(raw);
    const { gateLines, incompleteWith, reviewGate } = await import('../review/gate.js');
    const env = process.env;
    // As review-gate does (hazard 137): a review of the change against one branch is not posted to a pull request retargeted since.
    const baseRef = o.baseRef ?? (await import('../github/pull-base.js')).eventPullBaseRef(o.pr, env);
    // Nor is its verdict clean (hazard 327): the pull request retargeted, or its description (the sealed intent) edited, since.
    const since = await pullSince({ id: id!, cwd: ctx.cwd, dir: str(v.dir), pr: o.pr, baseRef, repo: o.repo }, ctx.progress);
    const earlier = await (await thisJob()).thisJobsEvidence({ id: id!, cwd: ctx.cwd, dir: str(v.dir) }, ctx.progress);
    const extraReasons = [...earlier, ...(await evidenceDoubt()), ...since];
    const graded = await reviewGate({ id: id!, cwd: ctx.cwd, dir: str(v.dir), extraReasons });
    const { reviewPublisher } = await import('../github/review-publisher.js');
    const { reviewLine } = await import('../github/review-publish.js');
    const published = await reviewPublisher({
      id: id!,
      scope: graded.scope,
      checkName: o.checkName,
      checkRun: false,
      headSha: graded.scope.refs.headSha,
      pr: o.pr,
      ...(baseRef !== undefined ? { prBaseRef: baseRef } : {}),
      prReview: o.mode,
      token: env.GITHUB_TOKEN,
      repository: o.repo ?? env.GITHUB_REPOSITORY,
      repoOption: raw.name('repo'),
      apiUrl: env.GITHUB_API_URL,
      serverUrl: env.GITHUB_SERVER_URL,
      summaryUrl: o.runUrl,
      author: o.author,
      authorOption: raw.name('author'),
      cwd: ctx.cwd,
    }).close(graded);
    for (const w of published.warnings) ctx.progress(`warning: ${w}`);
    // As review-gate does (hazard 385): another review holds the check name, and so the review's tag, on the commit.
    const result = published.shared ? incompleteWith(graded, [published.shared]) : graded;
    const { scope: _scope, paths: _paths, ...json } = result;
    return {
      exitCode: result.exitCode,
      lines: [...gateLines(result), ...(published.reviewId !== undefined ? [reviewLine(published.review ?? {})] : [])],
      json: { ...json, review: published.review ?? { warnings: published.warnings } },
    };
  },
};

export const REVIEW_COMMANDS: CommandSpec[] = [
  reviewScopeCommand,
  reviewRulesCommand,
  reviewReviewersCommand,
  reviewPromptCommand,
  reviewRunCommand,
  reviewAnchorCommand,
  reviewGateCommand,
  reviewMergeCommand,
  reviewContinueCommand,
  reviewCompareCommand,
  reviewPublishCommand,
];
