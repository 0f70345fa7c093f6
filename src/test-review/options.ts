import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { agentTimeoutMs, checkEnvPass, resolveModel, type AgentKind } from '../agent/index.js';
import type { FailOn } from './verdict.js';
import { EXECUTION_MODE_VALUES, PACT_MCP_VALUES, type TeaFlags } from './tea-config.js';

/**
 * The flags of `proofgate test-review`, checked before anything runs: every
 * refusal is exit 2 and names the flag and what to do.
 */
export interface RawOptions {
  base?: string;
  files?: string[];
  scope?: string;
  testDir?: string;
  focus?: string;
  testGlob?: string[];
  projectRoot?: string;
  skillRoot?: string;
  pr?: string;
  repo?: string;
  retries?: string;
  commentOut?: string;
  runUrl?: string;
  artifactName?: string;
  github?: boolean;
  headSha?: string;
  checkName?: string;
  publishAs?: string;
  noCheckRun?: boolean;
  noPrComment?: boolean;
  output?: string;
  json?: string;
  agent?: string;
  model?: string;
  agentCmd?: string;
  agentArg?: string[];
  envPass?: string[];
  timeoutMs?: string;
  minScore?: string;
  maxCritical?: string;
  minFiles?: string;
  failOn?: string;
  gateOn?: string;
  failOnSkip?: boolean;
  waive?: string;
  waiveUntil?: string;
  isolate?: boolean;
  noIsolate?: boolean;
  projectSkill?: boolean;
  executionMode?: string;
  capabilityProbe?: boolean;
  noCapabilityProbe?: boolean;
  usePlaywrightUtils?: boolean;
  noUsePlaywrightUtils?: boolean;
  usePactjsUtils?: boolean;
  noUsePactjsUtils?: boolean;
  pactMcp?: string;
  compat?: string;
  commentAuthor?: string;
}

export interface TestReviewOptions {
  projectRoot: string;
  base?: string;
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

/** A `--x` / `--no-x` pair: undefined when neither is given, refused when both are. */
function pair(on: boolean | undefined, off: boolean | undefined, flag: string): boolean | undefined {
  if (on && off) bad(`--${flag}`, `and --no-${flag} contradict each other: give one`);
  return on ? true : off ? false : undefined;
}

const AGENTS = ['claude', 'codex', 'agy', 'custom', 'none'] as const;

function bad(flag: string, why: string): never {
  throw new ProofgateError(`${flag} ${why}`, 2);
}

function int(flag: string, v: string | undefined, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v.trim()) || Number(v) < min || Number(v) > max)
    bad(flag, `must be a whole number from ${min} to ${max} (got ${JSON.stringify(v)})`);
  return Number(v);
}

function oneOf<T extends string>(flag: string, v: string | undefined, values: readonly T[], fallback: T): T {
  if (v === undefined) return fallback;
  if (!(values as readonly string[]).includes(v)) bad(flag, `must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
  return v as T;
}

/** A real calendar date strictly after today (local time). */
export function assertFutureDate(v: string, today = new Date()): void {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  if (!m || !d || d.getFullYear() !== Number(m[1]) || d.getMonth() !== Number(m[2]) - 1 || d.getDate() !== Number(m[3]))
    bad('--waive-until', `must be a real date YYYY-MM-DD (got ${JSON.stringify(v)})`);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (d <= start) bad('--waive-until', `${v} is not in the future: a waiver must expire after today`);
}

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes)$/i.test(v.trim());

export function resolveOptions(o: RawOptions, cwd: string, env: NodeJS.ProcessEnv = process.env): TestReviewOptions {
  const projectRoot = resolve(cwd, o.projectRoot ?? '.');
  const agent = oneOf('--agent', o.agent, AGENTS, 'claude');
  if (o.model !== undefined && (agent === 'custom' || agent === 'none'))
    bad('--model', `cannot be used with --agent ${agent}: select a custom runner's model with --agent-arg`);
  if (agent === 'custom' && !o.agentCmd)
    bad('--agent custom', 'needs --agent-cmd PATH (the runner that reads the prompt on stdin and writes the report)');
  const agentArgs = o.agentArg ?? [];
  // The runner's own rules (one model, a sane name, none for custom) decide, before anything runs.
  const model =
    agent === 'none' ? null : resolveModel({ kind: agent, args: agentArgs, ...(o.model !== undefined ? { model: o.model } : {}) });
  const gateOn = oneOf('--gate-on', o.gateOn, ['introduced', 'all'] as const, o.files !== undefined ? 'all' : 'introduced');
  if (o.files !== undefined && gateOn === 'introduced')
    bad(
      '--gate-on introduced',
      'cannot be used with --files: an explicit file list has no diff to attribute findings to (use --gate-on all)',
    );
  checkEnvPass(o.envPass ?? []);
  if ((o.waive === undefined) !== (o.waiveUntil === undefined))
    bad(
      o.waive === undefined ? '--waive-until' : '--waive',
      'needs its partner: a waiver takes both --waive REASON and --waive-until YYYY-MM-DD',
    );
  if (o.waiveUntil !== undefined) assertFutureDate(o.waiveUntil);
  if (o.waive !== undefined && o.waive.trim() === '') bad('--waive', 'needs a reason');
  const publishing = o.github === true || o.commentOut !== undefined;
  if (o.publishAs !== undefined && !publishing) bad('--publish-as', 'only applies with --github or --comment-out');
  if (o.publishAs !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(o.publishAs))
    bad('--publish-as', 'may hold only letters, digits, dots, dashes and underscores');
  if (o.headSha !== undefined && !publishing) bad('--head-sha', 'only applies with --github or --comment-out');
  if (o.headSha !== undefined && !/^[0-9a-f]{40}$/.test(o.headSha)) bad('--head-sha', 'must be a full 40-hex commit SHA');
  if (o.checkName !== undefined && !o.github) bad('--check-name', 'only applies with --github');
  if ((o.noCheckRun || o.noPrComment) && !o.github) bad(o.noCheckRun ? '--no-check-run' : '--no-pr-comment', 'only applies with --github');
  if (o.pr !== undefined && o.files !== undefined && !o.github)
    bad('--pr', 'with --files (which skips git) is accepted only together with --github');
  if (o.repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(o.repo)) bad('--repo', `must be OWNER/NAME (got ${JSON.stringify(o.repo)})`);
  if (o.base !== undefined && (o.base.trim() === '' || o.base.startsWith('-'))) bad('--base', `${JSON.stringify(o.base)} is not a ref`);
  // Every file proofgate writes stays inside the working tree (links below it are refused on write).
  const inside = (flag: string, path: string) => {
    const abs = resolve(projectRoot, path);
    const rel = relative(projectRoot, abs);
    if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
      bad(flag, `${JSON.stringify(path)} is outside the project root; give a file inside it`);
    return abs;
  };
  const output = inside('--output', o.output ?? 'test-review.md');
  const json = o.json !== undefined ? inside('--json', o.json) : undefined;
  const commentOut = o.commentOut !== undefined ? inside('--comment-out', o.commentOut) : undefined;
  if (commentOut !== undefined && (commentOut === output || commentOut === json))
    bad('--comment-out', 'names the same file as --output or --json');
  if (json !== undefined && json === output) bad('--json', 'names the same file as --output');
  const retries = int('--retries', o.retries, 0, 5) ?? (truthy(env.CI) ? 1 : 0);
  if (o.projectSkill && o.skillRoot !== undefined) bad('--project-skill', 'cannot be combined with --skill-root: name one skill');
  const compat = oneOf('--compat', o.compat, ['proofgate', 'tea'] as const, 'proofgate');
  if (o.commentAuthor !== undefined && !o.github) bad('--comment-author', 'only applies with --github');
  if (o.commentAuthor !== undefined && !LOGIN.test(o.commentAuthor))
    bad('--comment-author', `must be a GitHub login (got ${JSON.stringify(o.commentAuthor)})`);
  const tea: TeaFlags = {};
  const playwright = pair(o.usePlaywrightUtils, o.noUsePlaywrightUtils, 'use-playwright-utils');
  if (playwright !== undefined) tea.tea_use_playwright_utils = playwright;
  const pactjs = pair(o.usePactjsUtils, o.noUsePactjsUtils, 'use-pactjs-utils');
  if (pactjs !== undefined) tea.tea_use_pactjs_utils = pactjs;
  if (o.pactMcp !== undefined) tea.tea_pact_mcp = oneOf('--pact-mcp', o.pactMcp, PACT_MCP_VALUES, 'mcp');
  if (o.executionMode !== undefined) tea.tea_execution_mode = oneOf('--execution-mode', o.executionMode, EXECUTION_MODE_VALUES, 'auto');
  const probe = pair(o.capabilityProbe, o.noCapabilityProbe, 'capability-probe');
  if (probe !== undefined) tea.tea_capability_probe = probe;
  return {
    projectRoot,
    ...(o.base !== undefined ? { base: o.base } : {}),
    ...(o.files !== undefined ? { files: o.files } : {}),
    ...(o.scope !== undefined ? { scope: oneOf('--scope', o.scope, ['single', 'directory', 'suite'] as const, 'single') } : {}),
    testDir: o.testDir ?? 'tests',
    ...(o.focus !== undefined ? { focus: o.focus } : {}),
    testGlobs: o.testGlob ?? [],
    ...(o.skillRoot !== undefined ? { skillRoot: o.skillRoot } : {}),
    ...(o.pr !== undefined ? { pr: int('--pr', o.pr, 1, 1e9)! } : {}),
    ...(o.repo !== undefined ? { repo: o.repo } : {}),
    retries,
    ...(commentOut !== undefined ? { commentOut } : {}),
    ...(o.runUrl !== undefined ? { runUrl: o.runUrl } : {}),
    ...(o.artifactName !== undefined ? { artifactName: o.artifactName } : {}),
    github: o.github === true,
    ...(o.headSha !== undefined ? { headSha: o.headSha } : {}),
    checkName: o.checkName ?? CHECK_NAMES[compat],
    publishAs: o.publishAs ?? agent,
    checkRun: !o.noCheckRun,
    prComment: !o.noPrComment,
    output,
    ...(json !== undefined ? { json } : {}),
    agent,
    model,
    ...(o.model !== undefined ? { modelFlag: o.model } : {}),
    ...(o.agentCmd !== undefined ? { agentCmd: o.agentCmd } : {}),
    agentArgs,
    envPass: o.envPass ?? [],
    ...(o.timeoutMs !== undefined ? { timeoutMs: int('--timeout-ms', o.timeoutMs, 1, 24 * 3600_000)! } : {}),
    ...(o.minScore !== undefined ? { minScore: int('--min-score', o.minScore, 0, 100)! } : {}),
    ...(o.maxCritical !== undefined ? { maxCritical: int('--max-critical', o.maxCritical, 0, 1e6)! } : {}),
    minFiles: int('--min-files', o.minFiles, 0, 1e6) ?? 1,
    failOn: oneOf('--fail-on', o.failOn, ['request-changes', 'block'] as const, 'request-changes'),
    gateOn,
    failOnSkip: o.failOnSkip === true,
    ...(o.waive !== undefined ? { waive: { reason: o.waive, until: o.waiveUntil! } } : {}),
    isolate: o.noIsolate ? false : o.isolate === true || truthy(env.CI),
    projectSkill: o.projectSkill === true,
    tea,
    compat,
    ...(o.commentAuthor !== undefined ? { commentAuthor: o.commentAuthor } : {}),
  };
}

export function timeoutFor(o: TestReviewOptions, files: number): number {
  return o.timeoutMs ?? agentTimeoutMs(files);
}
