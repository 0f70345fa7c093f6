import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { beforeEach, expect } from 'vitest';
import { runnerCommands } from './runner-log.js';
import { headFromFiles } from './repo.js';
import { sourceStamp, STAMP_FILE } from '../../scripts/source-stamp.mjs';
import { runnerNodePath } from '../../scripts/runner-node.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST_CLI = join(ROOT, 'dist/cli.js');
/**
 * The Node.js every bundle run of the suite uses: the one the actions declare (node24, fetched by
 * `node scripts/runner-node.mjs`), as a runner runs them; this process's own where it is not
 * fetched (test/setup/machine.ts says so). The source runs in process under the suite's Node, and
 * test/dist.test.ts and the demo run the CLI bundle under it too (the CLI supports Node 20).
 */
export const BUNDLE_NODE = existsSync(runnerNodePath()) ? runnerNodePath() : process.execPath;

let distChecked = false;
/** Every test that runs the bundle first checks that it was built from this source. */
function checkDist(): void {
  if (distChecked) return;
  const built = existsSync(join(ROOT, 'dist', STAMP_FILE)) ? readFileSync(join(ROOT, 'dist', STAMP_FILE), 'utf8').trim() : '';
  if (built !== sourceStamp(ROOT))
    throw new Error('dist/ is older than src/: run `npm run build` (and commit dist/ with the source change)');
  distChecked = true;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Env with nothing of the runner's: tests decide what the child sees. */
function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', LANG: 'C.UTF-8', ...extra };
}

/** The committed CLI bundle, as a user runs it. */
export function cli(cwd: string, args: string[], env: Record<string, string> = {}): Run {
  checkDist();
  const r = spawnSync(BUNDLE_NODE, [DIST_CLI, ...args], { cwd, env: baseEnv(env), encoding: 'utf8', timeout: 280_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The test file's command host (command-host.mjs): the process its in-process cases run in. */
interface Host {
  child: ChildProcess;
  started: Promise<void>;
  pending: Map<number, (r: Run) => void>;
  /** Grown past its limit or gone: it takes no more requests and ends once it has answered those it has. */
  retiring: boolean;
}

let host: Host | undefined;
let nextRequest = 0;

function startHost(): Host {
  const child = fork(join(ROOT, 'test/support/command-host.mjs'), [join(ROOT, 'dist')], {
    execPath: BUNDLE_NODE,
    env: baseEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const h: Host = {
    child,
    pending: new Map(),
    retiring: false,
    started: new Promise((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code, signal) => reject(new Error(`the command host ended as it started (${code ?? signal})`)));
    }),
  };
  child.on('message', (m: { id?: number; large?: boolean } & Run) => {
    if (m.id === undefined) return;
    const done = h.pending.get(m.id);
    h.pending.delete(m.id);
    if (m.large) retire(h);
    if (h.pending.size === 0) {
      if (h.retiring) child.disconnect();
      // Idle, the host does not keep this test process alive.
      else child.channel?.unref();
    }
    done?.({ code: m.code, stdout: m.stdout, stderr: m.stderr });
  });
  child.on('exit', (code, signal) => {
    retire(h);
    for (const done of h.pending.values()) done({ code: -1, stdout: '', stderr: `the command host ended (${code ?? signal})\n` });
    h.pending.clear();
  });
  child.unref();
  return h;
}

function retire(h: Host): void {
  h.retiring = true;
  if (host === h) host = undefined;
}

/** Runs one command in the command host, started on first use; requests are answered in order. */
async function inHost(
  request: { kind: 'cli'; args: string[] } | { kind: 'action'; name: string },
  cwd: string,
  env: Record<string, string>,
): Promise<Run> {
  checkDist();
  const h = (host ??= startHost());
  await h.started;
  return new Promise<Run>((resolve) => {
    const id = nextRequest++;
    h.pending.set(id, resolve);
    h.child.channel?.ref();
    h.child.send({ ...request, id, cwd, env });
  });
}

/**
 * The CLI's code run in the test file's command host: `cli()` of dist/index.js, built from
 * src/index.ts (checkDist holds them together), without a Node start-up per run.
 */
export function cliInProcess(cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return inHost({ kind: 'cli', args }, cwd, baseEnv(env));
}

/** An action's code run in the command host, as runAction runs its entry (the entry's stub names the action). */
export const actionInProcess: typeof runActionAsync = async (entry, workspace, inputs, opts = {}) => {
  const p = prepareAction(entry, workspace, inputs, opts);
  const name = /await action\('([\w-]+)'\)/.exec(readFileSync(join(ROOT, 'dist', entry), 'utf8'))?.[1];
  if (!name) throw new Error(`dist/${entry} is not an action's entry`);
  const r = await inHost({ kind: 'action', name }, workspace, p.env);
  return finish(p, r.code, r.stdout, r.stderr);
};

/** What a case of a table is keyed by: its hazard row (the number hazard-counts reads), else its describe block. */
function tableKey(): string {
  const name = expect.getState().currentTestName ?? '';
  const hazard = [...name.matchAll(/(?:#|adversarial )(\d+)\b/g)].at(-1)?.[1];
  return hazard ? `#${hazard}` : name.slice(0, Math.max(0, name.lastIndexOf(' > ')));
}
const bundled = new Set<string>();
/** Whether this case runs the bundle: the first of its table in this file, or every one with PROOFGATE_TEST_BUNDLE=all. */
function throughBundle(): boolean {
  const key = tableKey();
  if (process.env.PROOFGATE_TEST_BUNDLE !== 'all' && bundled.has(key)) return false;
  bundled.add(key);
  return true;
}

/**
 * A case of a rule table: the first case of each hazard row (or describe block) in this file runs
 * the bundle, the others the same command in process (cliInProcess). PROOFGATE_TEST_BUNDLE=all
 * runs every case through the bundle (by hand, before a release: .ci/run does not).
 */
export function cliCase(cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return throughBundle() ? cliAsync(cwd, args, env) : cliInProcess(cwd, args, env);
}

/** The same for an action's run (runActionAsync or actionInProcess); a run as another user or with a time limit always runs the bundle. */
export function actionCase(entry: string, workspace: string, inputs: Record<string, string>, opts: ActionOptions = {}): Promise<ActionRun> {
  const bundle = throughBundle() || opts.as !== undefined || opts.timeoutMs !== undefined;
  return bundle ? runActionAsync(entry, workspace, inputs, opts) : actionInProcess(entry, workspace, inputs, opts);
}

/** `node ARGS` run without blocking this process (so it can serve an API the child calls). */
function spawnCollect(
  file: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  timeoutMs?: number,
  interrupt?: Interrupt,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    // With a time limit, a run still going is killed and the test fails: bounded work is the point.
    const child = spawn(file, args, { cwd, env, timeout: timeoutMs, killSignal: 'SIGKILL' });
    // A runner's cancel: the signal once `when` holds (polled), as the runner sends it to the step's process.
    const watch =
      interrupt &&
      setInterval(() => {
        if (!interrupt.when()) return;
        clearInterval(watch);
        child.kill(interrupt.signal ?? 'SIGINT');
        if (interrupt.then) setTimeout(() => child.kill(interrupt.then!.signal), interrupt.then.afterMs);
      }, 20);
    child.on('close', () => clearInterval(watch));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The same, without blocking this process: for tests that serve an API from it, or that kill a run past `timeoutMs`. */
export function cliAsync(cwd: string, args: string[], env: Record<string, string> = {}, timeoutMs?: number): Promise<Run> {
  checkDist();
  return spawnCollect(BUNDLE_NODE, [DIST_CLI, ...args], cwd, baseEnv(env), timeoutMs);
}

export interface ActionRun extends Run {
  outputs: Record<string, string>;
  summary: string;
  /** Workflow commands the runner would act on, by its own parsing rules (runner-log.ts): the lines as printed. */
  commands: string[];
}

/** Parses GITHUB_OUTPUT's `name<<delimiter` heredoc format. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const [, name, delim] = m;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i]!);
      out[name!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const at = lines[i]!.indexOf('=');
      out[lines[i]!.slice(0, at)] = lines[i]!.slice(at + 1);
    }
  }
  return out;
}

/** The workflow commands a runner would honour in a step's stdout and stderr. */
export function activeCommands(stdout: string, stderr = ''): string[] {
  return [...runnerCommands(stdout), ...runnerCommands(stderr)].map((c) => c.line);
}

/** The commit HEAD names (headFromFiles), else git's answer; none (an unborn branch) is forty zeros. */
function headOf(workspace: string): string {
  const id = headFromFiles(workspace);
  if (id) return id;
  const r = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: workspace, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '0'.repeat(40);
}

/** Runs the bundle through a wrapper (e.g. as the runner's own unprivileged user), from a copy of dist/ it can read. */
export interface RunAs {
  /** The command the bundle's `node` runs under. */
  prefix: string[];
  /** Who owns the runner's files (GITHUB_OUTPUT, the summary, the event). */
  uid: number;
  /** A folder holding dist/ and package.json that this user can read. */
  root: string;
}

interface PreparedAction {
  file: string;
  args: string[];
  env: Record<string, string>;
  output: string;
  summary: string;
}

/**
 * One job per test: the runner writes the event file at a job's start, and the actions take what changed
 * before it for an earlier job's (hazards 614-616). So a test's steps share event files made when the
 * test began, and what the test set up before its steps is this job's, as earlier steps would leave it.
 * A step's event is known only at the step: each is a link made at the start (the actions take the
 * link's own time), to the file the step writes. A step given its own `runnerTemp` is a job of its own.
 */
const JOB_EVENTS = 8;
let job: { links: string[]; events: Map<string, string> } | undefined;
beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'proofgate-job-'));
  const links = Array.from({ length: JOB_EVENTS }, (_, i) => join(dir, `event-${i}.json`));
  for (const [i, link] of links.entries()) symlinkSync(`event-${i}.target.json`, link);
  job = { links, events: new Map() };
});
/** The test's link for this event, undefined outside a test or past JOB_EVENTS (the step's own temp then: a job of its own). */
function jobEvent(content: string): string | undefined {
  if (!job) return undefined;
  let link = job.events.get(content);
  if (link === undefined) {
    link = job.links[job.events.size];
    if (link === undefined) return undefined;
    writeFileSync(link, content);
    job.events.set(content, link);
  }
  return link;
}

/** The event file of a job's own runner temp: written once per content, so its later steps keep the job's start. */
function tempEvent(tmp: string, content: string): string {
  const path = join(tmp, 'event.json');
  if (!existsSync(path) || readFileSync(path, 'utf8') !== content) writeFileSync(path, content);
  return path;
}

function prepareAction(entry: string, workspace: string, inputs: Record<string, string>, opts: ActionOptions): PreparedAction {
  checkDist();
  const tmp = opts.runnerTemp ?? mkdtempSync(join(tmpdir(), 'proofgate-runner-'));
  const output = join(tmp, 'output');
  const summary = join(tmp, 'summary.md');
  const content = JSON.stringify(opts.event ?? {});
  // Another user reads only its own runner temp.
  const eventPath = ((opts.runnerTemp === undefined || opts.testJob) && !opts.as && jobEvent(content)) || tempEvent(tmp, content);
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const env = baseEnv({
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: opts.event ? 'pull_request' : 'push',
    GITHUB_REPOSITORY: 'acme/shop',
    // As on a runner: the commit the workflow runs for is the one checked out.
    GITHUB_SHA: headOf(workspace),
    RUNNER_TEMP: tmp,
    ...opts.env,
  });
  // The runner's own rule: INPUT_ + name upper-cased, spaces to underscores (dashes kept).
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  const as = opts.as;
  if (as) for (const f of [tmp, output, summary, eventPath]) chownSync(f, as.uid, as.uid);
  const [file, ...prefix] = [...(as?.prefix ?? []), BUNDLE_NODE];
  return { file: file, args: [...prefix, join(as?.root ?? ROOT, 'dist', entry)], env, output, summary };
}

export interface ActionOptions {
  /** The runner's temp folder (default: a fresh one, the event the test's job's): GITHUB_OUTPUT, the summary and the event go there; its own job. */
  runnerTemp?: string;
  /** With `runnerTemp`: the step is still of the test's job (a composite's steps share a temp), so what the test set up before it is this job's. */
  testJob?: boolean;
  event?: unknown;
  env?: Record<string, string>;
  as?: RunAs;
  /** Kill the run after this long (runActionAsync). */
  timeoutMs?: number;
  /** Cancel the run as a runner does (runActionAsync). */
  interrupt?: Interrupt;
}

/** A cancel: `signal` (SIGINT by default) sent once `when()` says so. */
export interface Interrupt {
  when: () => boolean;
  signal?: NodeJS.Signals;
  /** A second signal, this long after the first (the runner's SIGTERM about 7.5 s after its SIGINT). */
  then?: { signal: NodeJS.Signals; afterMs: number };
}

function finish(p: PreparedAction, code: number | null, stdout: string, stderr: string): ActionRun {
  return {
    code: code ?? -1,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(p.output, 'utf8')),
    summary: existsSync(p.summary) ? readFileSync(p.summary, 'utf8') : '',
    commands: activeCommands(stdout, stderr),
  };
}

/**
 * Runs an action's entry from dist/ exactly as the runner does: `node <main>`
 * with INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH
 * and the workspace as the working directory.
 */
export function runAction(entry: string, workspace: string, inputs: Record<string, string>, opts: ActionOptions = {}): ActionRun {
  const p = prepareAction(entry, workspace, inputs, opts);
  const r = spawnSync(p.file, p.args, { cwd: workspace, env: p.env, encoding: 'utf8', timeout: 300_000 });
  return finish(p, r.status, r.stdout, r.stderr);
}

/** The same, without blocking this process: for tests that serve GitHub's API from it. */
export function runActionAsync(
  entry: string,
  workspace: string,
  inputs: Record<string, string>,
  opts: ActionOptions = {},
): Promise<ActionRun> {
  const p = prepareAction(entry, workspace, inputs, opts);
  return spawnCollect(p.file, p.args, workspace, p.env, opts.timeoutMs, opts.interrupt).then((r) => finish(p, r.code, r.stdout, r.stderr));
}
