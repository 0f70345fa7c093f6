import { isAbsolute, relative, resolve, sep } from 'node:path';
import { agentTimeoutMs, checkEnvPass, inCi, resolveModel, type AgentKind } from '../agent/index.js';
import { isSecretPath } from '../review/paths.js';
import { SHA } from '../git/git.js';
import { linkUrl } from '../text/links.js';
import { hasVisibleWords } from '../text/words.js';
import { OptionChecks, type OptionName, type RawOptions } from '../text/options.js';
import { assertSafePaths } from './detect.js';
import { testGlobProblem } from './test-glob.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import { canonicalPath } from './report.js';
import { expiryProblem, type FailOn } from './verdict.js';
import { EXECUTION_MODE_VALUES, PACT_MCP_VALUES, type TeaFlags } from './tea-config.js';

/**
 * `proofgate test-review` and the test-review action: their raw options (flags or inputs) checked
 * into one typed settings object before anything runs. Every refusal is exit 2 and names the
 * option as its caller wrote it (`--min-score`, or input `min-score`).
 */
export interface TestReviewOptions {
  /** How the caller writes an option, for every later message that names one. */
  name: OptionName;
  projectRoot: string;
  base?: string;
  /** The explicit review set, relative to the project root and checked (no secret-named file). */
  files?: string[];
  scope?: 'single' | 'directory' | 'suite';
  testDir: string;
  focus?: string;
  testGlobs: string[];
  skillRoot?: string;
  pr?: number;
  repo?: string;
  retries: number;
  commentOut?: string;
  runUrl?: string;
  artifactName?: string;
  github: boolean;
  headSha?: string;
  checkName: string;
  publishAs: string;
  checkRun: boolean;
  prComment: boolean;
  output: string;
  json?: string;
  agent: AgentKind | 'none';
  model: string | null;
  /** The model flag as given (the runner pins it). */
  modelFlag?: string;
  agentCmd?: string;
  agentArgs: string[];
  envPass: string[];
  timeoutMs?: number;
  minScore?: number;
  maxCritical?: number;
  minFiles: number;
  failOn: FailOn;
  gateOn: 'introduced' | 'all';
  failOnSkip: boolean;
  waive?: { reason: string; until: string };
  isolate: boolean;
  /** Review with the TEA skill the project vendored (`--project-skill`). */
  projectSkill: boolean;
  /** TEA configuration forced by flags (over the base commit's `_bmad` configuration). */
  tea: TeaFlags;
  /** `tea`: the peer's check name and comment marker, so branch protection and comments carry over. */
  compat: Compat;
  commentAuthor?: string;
}

export type Compat = 'proofgate' | 'tea';
/** The check run's default name per compatibility mode (branch protection matches it exactly). */
export const CHECK_NAMES: Record<Compat, string> = { proofgate: 'proofgate test review', tea: 'TEA Test Review' };
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

const AGENTS = ['claude', 'codex', 'agy', 'custom', 'none'] as const;

/** The explicit review set, comma-split, relative to the project root; never a secret-named file, never a path that could forge the prompt. */
function explicitFiles(c: OptionChecks, files: string[]): string[] {
  const where = c.name('files');
  const out: string[] = [];
  for (const item of files.flatMap((f) => f.split(','))) {
    const t = item.trim();
    if (t === '') continue;
    assertSafePaths([t], where);
    let p: string;
    try {
      p = canonicalPath(t, where);
    } catch (err) {
      c.refuse((err as Error).message.replace(/^invalid report: /, ''));
    }
    if (isSecretPath(p)) c.refuse(`${where} names ${p}, a secret-named file: proofgate never hands one to an agent (review it yourself)`);
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** Each entry read as its spelling says (test-glob.ts), refused here, naming it, when it could match nothing or run long. */
function testGlobs(c: OptionChecks): string[] {
  const globs = c.list('test-glob') ?? [];
  for (const g of globs) {
    const problem = testGlobProblem(g);
    if (problem) c.bad('test-glob', problem, JSON.stringify(g));
  }
  return globs;
}

/** What the GitHub publisher is told, read before anything is checked: it opens first, so a refused option still reaches the pull request. */
export interface PublishFlags {
  name: OptionName;
  repo?: string;
  pr?: string;
  headSha?: string;
  checkName?: string;
  publishAs?: string;
  agent?: string;
  checkRun: boolean;
  prComment: boolean;
  runUrl?: string;
  artifactName?: string;
  focus?: string;
  /**
   * What picks the tests and the reviewer's focus, as given (files, test-glob, focus, project-root): runs that differ
   * in it are different reviews, each with a check run and a comment of its own. Undefined when none is given.
   */
  selection?: string;
  compat?: string;
  commentAuthor?: string;
}

/** A comment marker's tag: letters, digits, dots, dashes and underscores, 1 to 64. */
export const isTag = (tag: string): boolean => /^[A-Za-z0-9._-]{1,64}$/.test(tag);

/**
 * The tag of the comment, from flags read before any is checked (a refused run still updates its
 * own comment): `--publish-as`, else the agent, each only when it can be a tag.
 */
export function flagsTag(f: { publishAs?: string | undefined; agent?: string | undefined }): string {
  return [f.publishAs, f.agent].find((t): t is string => t !== undefined && isTag(t)) ?? 'claude';
}

export function publishFlags(raw: RawOptions): PublishFlags {
  const c = new OptionChecks(raw, TEST_REVIEW_EXIT.environment);
  const s = (key: string) => c.string(key);
  // The base is left out: one pull request's review names it in several ways (the event's commit, a comment's lookup).
  const picked = [c.list('files'), c.list('test-glob'), s('focus'), s('project-root')];
  return {
    name: (key, value) => raw.name(key, value),
    repo: s('repo'),
    pr: s('pr'),
    headSha: s('head-sha'),
    checkName: s('check-name'),
    publishAs: s('publish-as'),
    agent: s('agent'),
    checkRun: c.toggle('check-run') !== false,
    prComment: c.toggle('pr-comment') !== false,
    // A URL resolveOptions would refuse is left out of the refusal's own check run and comment.
    runUrl: linkUrl(s('run-url') ?? ''),
    artifactName: s('artifact-name'),
    focus: s('focus'),
    selection: picked.some((v) => v !== undefined) ? JSON.stringify(picked) : undefined,
    compat: s('compat'),
    commentAuthor: s('comment-author'),
  };
}

/** Whether the run publishes to GitHub (`--github`, or the action's `github` input). */
export function publishes(raw: RawOptions): boolean {
  return new OptionChecks(raw, TEST_REVIEW_EXIT.environment).toggle('github') === true;
}

export function resolveOptions(raw: RawOptions, cwd: string, env: NodeJS.ProcessEnv = process.env): TestReviewOptions {
  const c = new OptionChecks(raw, TEST_REVIEW_EXIT.environment);
  const s = (key: string) => c.string(key);
  const given = (key: string) => s(key) !== undefined;
  const github = c.toggle('github') === true;
  const projectRoot = resolve(cwd, s('project-root') ?? '.');
  const agent = c.oneOf('agent', AGENTS, 'claude');
  const modelFlag = s('model');
  if (modelFlag !== undefined && (agent === 'custom' || agent === 'none'))
    c.bad('model', `cannot be used with ${c.name('agent', agent)}: select a custom runner's model with ${c.name('agent-arg')}`);
  const agentCmd = s('agent-cmd');
  if (agent === 'custom' && !agentCmd)
    c.bad('agent', `needs ${c.name('agent-cmd')} (the runner that reads the prompt on stdin and writes the report)`, 'custom');
  const agentArgs = c.list('agent-arg') ?? [];
  // The runner's own rules (one model, a sane name, none for custom) decide, before anything runs.
  const model =
    agent === 'none' ? null : resolveModel({ kind: agent, args: agentArgs, ...(modelFlag !== undefined ? { model: modelFlag } : {}) });
  const rawFiles = c.list('files');
  const files = rawFiles !== undefined ? explicitFiles(c, rawFiles) : undefined;
  const gateOn = c.oneOf('gate-on', ['introduced', 'all'] as const, files !== undefined ? 'all' : 'introduced');
  if (files !== undefined && gateOn === 'introduced')
    c.bad(
      'gate-on',
      `cannot be used with ${c.name('files')}: an explicit file list has no diff to attribute findings to (use ${c.name('gate-on', 'all')})`,
      'introduced',
    );
  const envPass = c.list('env-pass') ?? [];
  checkEnvPass(envPass);
  const waive = s('waive');
  const waiveUntil = s('waive-until');
  if ((waive === undefined) !== (waiveUntil === undefined))
    c.bad(
      waive === undefined ? 'waive-until' : 'waive',
      `needs its partner: a waiver takes both ${c.name('waive')} (the reason) and ${c.name('waive-until')} (YYYY-MM-DD)`,
    );
  if (waiveUntil !== undefined) {
    const problem = expiryProblem(waiveUntil);
    if (problem) c.bad('waive-until', problem);
  }
  // Invisible characters alone (U+200B, U+3164, U+2800, U+00AD) are no reason a person can read (row 46).
  if (waive !== undefined && !hasVisibleWords(waive)) c.bad('waive', 'needs a reason: a letter or a digit a person can read');
  const commentOutGiven = s('comment-out');
  const publishing = github || commentOutGiven !== undefined;
  const onlyWhenPublishing = `only applies with ${c.name('github')} or ${c.name('comment-out')}`;
  const publishAs = s('publish-as');
  if (publishAs !== undefined && !publishing) c.bad('publish-as', onlyWhenPublishing);
  if (publishAs !== undefined && !isTag(publishAs)) c.bad('publish-as', 'may hold only letters, digits, dots, dashes and underscores');
  const headSha = s('head-sha');
  if (headSha !== undefined && !publishing) c.bad('head-sha', onlyWhenPublishing);
  if (headSha !== undefined && !SHA.test(headSha))
    c.bad('head-sha', 'must be a full commit id (40 hex digits, or 64 in a SHA-256 repository)');
  const onlyWithGithub = `only applies with ${c.name('github')}`;
  if (given('check-name') && !github) c.bad('check-name', onlyWithGithub);
  const checkRun = c.toggle('check-run') !== false;
  const prComment = c.toggle('pr-comment') !== false;
  if ((!checkRun || !prComment) && !github) c.bad(checkRun ? 'pr-comment' : 'check-run', onlyWithGithub, false);
  if (given('pr') && files !== undefined && !github)
    c.bad('pr', `with ${c.name('files')} (which skips git) is accepted only together with ${c.name('github')}`);
  const repo = s('repo');
  if (repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repo)) c.bad('repo', `must be OWNER/NAME (got ${JSON.stringify(repo)})`);
  const base = s('base');
  if (base !== undefined && (base.trim() === '' || base.startsWith('-'))) c.bad('base', `${JSON.stringify(base)} is not a ref`);
  // Every file proofgate writes stays inside the working tree (links below it are refused on write).
  const inside = (key: string, path: string) => {
    const abs = resolve(projectRoot, path);
    const rel = relative(projectRoot, abs);
    if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
      c.bad(key, `${JSON.stringify(path)} is outside the project root; give a file inside it`);
    return abs;
  };
  const output = inside('output', s('output') ?? 'test-review.md');
  const json = given('json') ? inside('json', s('json')!) : undefined;
  const commentOut = commentOutGiven !== undefined ? inside('comment-out', commentOutGiven) : undefined;
  if (commentOut !== undefined && (commentOut === output || commentOut === json))
    c.bad('comment-out', `names the same file as ${c.name('output')} or ${c.name('json')}`);
  if (json !== undefined && json === output) c.bad('json', `names the same file as ${c.name('output')}`);
  const retries = c.wholeNumber('retries', 0, 5) ?? (inCi(env) ? 1 : 0);
  const projectSkill = c.toggle('project-skill') === true;
  const skillRoot = s('skill-root');
  if (projectSkill && skillRoot !== undefined) c.bad('project-skill', `cannot be combined with ${c.name('skill-root')}: name one skill`);
  const compat = c.oneOf('compat', ['proofgate', 'tea'] as const, 'proofgate');
  const commentAuthor = s('comment-author');
  if (commentAuthor !== undefined && !github) c.bad('comment-author', onlyWithGithub);
  if (commentAuthor !== undefined && !LOGIN.test(commentAuthor))
    c.bad('comment-author', `must be a GitHub login (got ${JSON.stringify(commentAuthor)})`);
  const tea: TeaFlags = {};
  const playwright = c.toggle('use-playwright-utils');
  if (playwright !== undefined) tea.tea_use_playwright_utils = playwright;
  const pactjs = c.toggle('use-pactjs-utils');
  if (pactjs !== undefined) tea.tea_use_pactjs_utils = pactjs;
  if (given('pact-mcp')) tea.tea_pact_mcp = c.oneOf('pact-mcp', PACT_MCP_VALUES, 'mcp');
  if (given('execution-mode')) tea.tea_execution_mode = c.oneOf('execution-mode', EXECUTION_MODE_VALUES, 'auto');
  const probe = c.toggle('capability-probe');
  if (probe !== undefined) tea.tea_capability_probe = probe;
  const optional = <T>(key: string, value: T | undefined) => (value !== undefined ? { [key]: value } : {});
  return {
    name: (key, value) => raw.name(key, value),
    projectRoot,
    ...optional('base', base),
    ...optional('files', files),
    ...optional('scope', given('scope') ? c.oneOf('scope', ['single', 'directory', 'suite'] as const, 'single') : undefined),
    testDir: s('test-dir') ?? 'tests',
    ...optional('focus', s('focus')),
    testGlobs: testGlobs(c),
    ...optional('skillRoot', skillRoot),
    ...optional('pr', c.wholeNumber('pr', 1, 1e9)),
    ...optional('repo', repo),
    retries,
    ...optional('commentOut', commentOut),
    ...optional('runUrl', c.url('run-url')),
    ...optional('artifactName', s('artifact-name')),
    github,
    ...optional('headSha', headSha),
    checkName: s('check-name') ?? CHECK_NAMES[compat],
    publishAs: publishAs ?? agent,
    checkRun,
    prComment,
    output,
    ...optional('json', json),
    agent,
    model,
    ...optional('modelFlag', modelFlag),
    ...optional('agentCmd', agentCmd),
    agentArgs,
    envPass,
    ...optional('timeoutMs', c.wholeNumber('timeout-ms', 1, 24 * 3600_000)),
    ...optional('minScore', c.wholeNumber('min-score', 0, 100)),
    ...optional('maxCritical', c.wholeNumber('max-critical', 0, 1e6)),
    minFiles: c.wholeNumber('min-files', 0, 1e6) ?? 1,
    failOn: c.oneOf('fail-on', ['request-changes', 'block'] as const, 'request-changes'),
    gateOn,
    failOnSkip: c.toggle('fail-on-skip') === true,
    ...(waive !== undefined ? { waive: { reason: waive, until: waiveUntil! } } : {}),
    isolate: c.toggle('isolate') ?? inCi(env),
    projectSkill,
    tea,
    compat,
    ...optional('commentAuthor', commentAuthor),
  };
}

export function timeoutFor(o: TestReviewOptions, files: number): number {
  return o.timeoutMs ?? agentTimeoutMs(files);
}
