import { AGENT_KINDS } from '../agent/adapters.js';
import { envPassProblem } from '../agent/env.js';
import type { AgentKind, Isolation } from '../agent/types.js';
import type { Effort } from '../schemas/types.js';
import { writtenName } from '../text/list.js';
import { OptionChecks, type RawOptions } from '../text/options.js';
import { DEFAULT_CHECK_NAME } from './check.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { PR_REVIEW_MODES, type PrReviewMode } from './pr-review.js';
import { globProblem } from './glob-check.js';
import { EFFORTS, MATRIX_MAX_JOBS } from './units.js';

/**
 * The review commands' options and the review actions' inputs, each command's checked once into
 * one typed settings object that the CLI and the actions both use: every refusal is exit 3 and
 * names the option as its caller wrote it (`--effort`, or input `effort`).
 */
const checks = (raw: RawOptions) => new OptionChecks(raw, REVIEW_EXIT.error);

/** What `review scope` (and an action that seals the scope) compares and selects. */
export interface ScopeSettings {
  base?: string;
  head?: string;
  workspace: boolean;
  include: string[];
  exclude: string[];
  effort: Effort;
  /** The most matrix entries the units are spread over. */
  maxJobs: number;
  dir?: string;
  /** each: every reviewer its own agent run; one: one run plays every reviewer. */
  dispatch: 'each' | 'one';
  /** The reviewers that measure may run commands. */
  shell: boolean;
}

export function scopeOptions(raw: RawOptions): ScopeSettings {
  const c = checks(raw);
  const workspace = c.toggle('workspace') === true;
  const head = c.string('head');
  if (workspace && head !== undefined)
    c.bad('head', `does not go with ${c.name('workspace', true)}: the head is the working tree on top of HEAD`);
  const maxJobs = c.string('max-jobs');
  if (maxJobs !== undefined && (!/^\d+$/.test(maxJobs.trim()) || Number(maxJobs) < 1 || Number(maxJobs) > MATRIX_MAX_JOBS))
    c.bad(
      'max-jobs',
      `must be a whole number from 1 to ${MATRIX_MAX_JOBS} (GitHub's limit for one matrix), not ${JSON.stringify(maxJobs)}`,
    );
  const base = c.string('base');
  const dir = c.string('dir');
  return {
    ...(base !== undefined ? { base } : {}),
    ...(head !== undefined ? { head } : {}),
    workspace,
    include: globs(c, 'include'),
    exclude: globs(c, 'exclude'),
    effort: c.oneOf('effort', EFFORTS, 'medium'),
    maxJobs: maxJobs === undefined ? MATRIX_MAX_JOBS : Number(maxJobs),
    ...(dir !== undefined ? { dir } : {}),
    dispatch: c.oneOf('dispatch', ['each', 'one'] as const, 'each'),
    shell: c.toggle('shell') === true,
  };
}

/** Include or exclude globs, each refused before any matching when it could hang or explode (#28). */
function globs(c: OptionChecks, key: string): string[] {
  const given = c.list(key) ?? [];
  given.forEach((glob, i) => {
    const problem = globProblem(glob, { braces: false });
    if (problem) c.refuse(`${c.name(key)} (item ${i + 1}): ${problem}`);
  });
  return given;
}

const ISOLATIONS = ['auto', 'bwrap', 'copy', 'none'] as const;

/** How `review run` and the review-gate action run the agent. */
export interface RunSettings {
  agent: AgentKind;
  agentCmd?: string;
  agentArgs: string[];
  model?: string;
  timeoutMs: number;
  envPass: string[];
  isolate: 'auto' | Isolation;
  /** The units to review (ids separated by spaces or commas), checked against the scope when it is read. */
  unit?: string;
  /** How the caller writes the unit option, for a unit the scope does not have. */
  unitOption: string;
  resume: boolean;
  /** Only these reviewers of the scope (a scope sealed with dispatch each). */
  reviewers: string[];
  /** How many reviewers run at once on this runner. */
  concurrency: number;
  /** Reviewers not started this long after the run began are stood down (deferred). */
  deadlineMs?: number;
}

/**
 * The agent's run. Its time limit is `--timeout-ms` on the command line (milliseconds) and the
 * action's `timeout-minutes` (minutes from 0.01 to 360, fractions allowed); the agent is required by `review run`
 * and `none` by default in the action, where it means no agent runs.
 */
export function runOptions(raw: RawOptions, when: { agentRequired: true }): RunSettings;
export function runOptions(raw: RawOptions, when: { agentRequired: false }): Omit<RunSettings, 'agent'> & { agent: AgentKind | 'none' };
export function runOptions(raw: RawOptions, when: { agentRequired: boolean }): Omit<RunSettings, 'agent'> & { agent: AgentKind | 'none' } {
  const c = checks(raw);
  const given = c.string('agent');
  if (given === undefined && when.agentRequired) c.bad('agent', `is required: one of ${AGENT_KINDS.join(', ')}`);
  const agent = when.agentRequired ? c.oneOf('agent', AGENT_KINDS, 'custom') : c.oneOf('agent', ['none', ...AGENT_KINDS], 'none');
  const optional = <T>(key: string, value: T | undefined) => (value !== undefined ? { [key]: value } : {});
  const agentCmd = c.string('agent-cmd');
  if (agent === 'custom' && agentCmd === undefined) c.bad('agent-cmd', 'is required with agent custom: the runner executable');
  const envPass = c.list('env-pass') ?? [];
  envPass.forEach((name, i) => {
    const problem = envPassProblem(name);
    if (problem) c.refuse(`${c.name('env-pass')} (item ${i + 1}): ${problem}`);
  });
  return {
    agent,
    ...optional('agentCmd', agentCmd),
    agentArgs: c.list('agent-arg') ?? [],
    ...optional('model', c.string('model')),
    timeoutMs: timeoutMs(c),
    envPass,
    isolate: c.oneOf('isolate', ISOLATIONS, 'auto'),
    ...optional('unit', c.string('unit')),
    unitOption: c.name('unit'),
    resume: c.toggle('resume') === true,
    reviewers: c.list('reviewer') ?? [],
    concurrency: c.wholeNumber('concurrency', 1, 16) ?? 3,
    ...optional('deadlineMs', deadlineMs(c)),
  };
}

/** Minutes as plain decimal digits, a fraction allowed (`20`, `0.5`): never `0x10`, `1e1`, `+5` or ` `. */
function minutes(c: OptionChecks, key: string, min: number, max: number, range: string): number | undefined {
  const given = c.string(key);
  if (given === undefined) return undefined;
  const n = /^\d+(?:\.\d+)?$/.test(given) ? Number(given) : NaN;
  if (!(n >= min && n <= max))
    c.bad(key, `must be a number of minutes ${range} in decimal digits (20, or 0.5 for half a minute), not ${JSON.stringify(given)}`);
  return Math.round(n * 60_000);
}

function deadlineMs(c: OptionChecks): number | undefined {
  return minutes(c, 'deadline-minutes', 0, Number.MAX_VALUE, '0 or more');
}

function timeoutMs(c: OptionChecks): number {
  // Fractions let a short run be tested; below 0.01 (600 ms) is a slip, not a limit.
  const limit = minutes(c, 'timeout-minutes', 0.01, 360, 'from 0.01 to 360');
  return limit ?? c.wholeNumber('timeout-ms', 1, 24 * 3600_000) ?? 20 * 60_000;
}

/** What a verdict may accept that the evidence files cannot say: a person's look, an empty review on purpose. */
export interface VerdictSettings {
  /** Exact paths: a value that is a JSON string is that string (writtenName), the one way an input's line holds a space at its ends. */
  acknowledge: string[];
  allowEmpty: boolean;
}

export function verdictOptions(raw: RawOptions): VerdictSettings {
  const c = checks(raw);
  return { acknowledge: (c.list('acknowledge') ?? []).map(writtenName), allowEmpty: c.toggle('allow-empty') === true };
}

/** `review publish`: the pull request, the repository and how the review is posted. */
export interface PublishSettings {
  pr: number;
  repo?: string;
  /** `--base-ref`: the branch the pull request must still merge into for the review to be posted. */
  baseRef?: string;
  mode: Exclude<PrReviewMode, 'off'>;
  checkName: string;
  author?: string;
  runUrl?: string;
}

export function publishOptions(raw: RawOptions): PublishSettings {
  const c = checks(raw);
  const pr = c.string('pr') ?? c.bad('pr', 'is required: the number of the pull request to review');
  if (!/^[1-9]\d{0,9}$/.test(pr)) c.bad('pr', `must be a pull request number, not ${JSON.stringify(pr)}`);
  const mode = c.oneOf('mode', ['comment', 'request-changes'] as const, 'comment');
  const baseRef = c.string('base-ref');
  // Compared with the API's `base.ref`: a branch name, never empty (an empty one would check nothing).
  if (baseRef !== undefined && (baseRef === '' || baseRef.length > 256 || /[\x00-\x20\x7f]/.test(baseRef)))
    c.bad('base-ref', `must be a branch name, not ${JSON.stringify(baseRef)}`);
  const optional = <T>(key: string, value: T | undefined) => (value !== undefined ? { [key]: value } : {});
  return {
    pr: Number(pr),
    ...optional('repo', c.string('repo')),
    ...optional('baseRef', baseRef),
    mode,
    checkName: c.string('check-name') ?? DEFAULT_CHECK_NAME,
    ...optional('author', c.string('author')),
    ...optional('runUrl', c.url('run-url')),
  };
}

/** The review-gate action's own choices: what fails the step, and the pull request review it posts. */
export interface GateActionSettings {
  failOn: 'incomplete' | 'findings';
  prReview: PrReviewMode;
  checkName: string;
}

export function gateActionOptions(raw: RawOptions): GateActionSettings {
  const c = checks(raw);
  return {
    failOn: c.oneOf('fail-on', ['incomplete', 'findings'] as const, 'findings'),
    prReview: c.oneOf('pr-review', PR_REVIEW_MODES, 'comment'),
    checkName: c.string('check-name') ?? DEFAULT_CHECK_NAME,
  };
}

/** `review compare --since EARLIER`. */
export function compareSince(raw: RawOptions): string {
  const c = checks(raw);
  return c.string('since') ?? c.bad('since', 'is required: the id of the earlier review');
}

/** `review merge --from DIR…`: one folder per part. */
export function mergeFrom(raw: RawOptions): string[] {
  const c = checks(raw);
  const from = c.list('from') ?? [];
  if (from.length === 0) c.bad('from', 'is required: one folder per part (repeatable)');
  return from;
}
