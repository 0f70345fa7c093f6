/**
 * Runs an agent CLI (claude, codex, agy or a custom runner) as a supervised subprocess: minimal
 * environment, prompt on stdin, own process group, timeout, filesystem isolation. Domain-neutral:
 * callers decide what the prompt asks for and what the files it writes mean.
 */
import { rmSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { adapterFor, agentArgv, resolveModel } from './adapters.js';
import { AGENT_EXIT } from './exit-codes.js';
import { agentEnv, configHomes, withOwnPath } from './env.js';
import { suppliedFolders, withWorkspace } from '../git/programs.js';
import { onStop } from './abort.js';
import type { Reaper } from './group.js';
import { agentWorkdir, confines, isolate, quotedPaths } from './isolate.js';
import { agentExecutable } from './preflight.js';
import { keptClear, lastSaid, ownWords, redactAgentText, withoutJsonLines, type AgentReport } from './report.js';
import { givenSecrets } from './given.js';
import { REPORT_LINE_BYTES, supervise, type ReportUnreadable } from './spawn.js';
import type { AgentRun, RunAgentOptions } from './types.js';
import { checkOutputs, checkWritable } from './writable.js';
import { agentExit } from './watcher.js';

export type { AgentKind, AgentRun, AgentSpec, Confinement, Isolation, RunAgentOptions } from './types.js';
export { AGENT_KINDS, resolveModel } from './adapters.js';
export { AGENT_EXIT } from './exit-codes.js';
export { agentEnv, checkEnvPass } from './env.js';
export { preflight, AgentUnavailableError, type AgentReady } from './preflight.js';
export type { AgentReport } from './report.js';
export { endedBadly, leftoversFailure, runFailure, runLine, runRecord, writeRunRecord, RUN_RECORD_FILE } from './record.js';
export { agentTimeoutMs } from './timeout.js';
export { persistedWarning } from './git-config.js';
export { entrySignature } from './tree.js';
export { notKeptBecause, OUTPUT_CAP, reopenFolder } from './outputs.js';
export { agentFolder } from './workdir.js';

/** What a run without a boundary could reach, for the job summary; null when the agent was confined. */
export function unconfinedWarning(run: Pick<AgentRun, 'confinement' | 'isolation' | 'configInReach' | 'writableByOthers'>): string | null {
  if (run.confinement !== 'unconfined') return null;
  const config = run.configInReach ?? [];
  const followed = config.length ? `, and read and follow the agent config the tree holds (${quotedPaths(config)})` : '';
  const others = run.writableByOthers ?? [];
  const planted = others.length ? `, and follow what another user may leave where it reads its instructions (${others.join('; ')})` : '';
  return `the agent ran unconfined (isolation ${run.isolation}, as this job's own user): it could read this step's environment and its tokens, write the runner's files (GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, the job summary) and the log${followed}${planted}; only isolate auto, bwrap or copy keep those out of its reach (docs/agent.md)`;
}

/**
 * Whether this is CI, for every command that runs an agent: GitHub Actions says so by
 * GITHUB_ACTIONS whatever a workflow sets CI to (`CI: false` is a build idiom). In CI no
 * unconfined fallback is taken without the explicit `none`, and an agent is confined by default.
 */
export const inCi = (env: NodeJS.ProcessEnv) => env.GITHUB_ACTIONS === 'true' || /^(1|true|yes)$/i.test((env.CI ?? '').trim());

/** The runner's files for this step, named by variables: the event payload and the file commands. */
const RUNNER_FILES = ['GITHUB_EVENT_PATH', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];

/**
 * Whether runAgent with `isolate` confines the agent here (bwrap, or a user of its own), as it
 * will choose: runs side by side rely on it, whatever the mode is called (`auto` falls back to
 * this same user outside CI).
 */
export function agentConfined(isolate: RunAgentOptions['isolate'] = 'auto', env: NodeJS.ProcessEnv = process.env): boolean {
  return confines(isolate, inCi(env));
}

const PROGRESS_EVERY_MS = 15_000;

/** Lines already said to each progress sink (one per command run): said once however many runs it sees. */
const said = new WeakMap<(line: string) => void, Set<string>>();
function sayOnce(progress: (line: string) => void, line: string): void {
  const lines = said.get(progress) ?? new Set<string>();
  said.set(progress, lines);
  if (lines.has(line)) return;
  lines.add(line);
  progress(line);
}

/** The log line naming the PATH entries the agent does not get (each quoted: a name may hold anything). */
function leftOutLine(left: string[]): string {
  const entries = left.map((dir) => JSON.stringify(dir)).join(', ');
  return `agent: left out of the agent's PATH, as folders the pull request could fill (inside the tree under review or the workspace, or relative): ${entries}`;
}

async function checkOptions(o: RunAgentOptions): Promise<void> {
  if (process.platform === 'win32') {
    throw new ProofgateError(
      'agent: running an agent on Windows is not supported (no process-group supervision); use a Linux or macOS runner',
      AGENT_EXIT.unsupported,
    );
  }
  if (!isAbsolute(o.cwd) || !(await stat(o.cwd).catch(() => null))?.isDirectory()) {
    throw new ProofgateError(`agent: cwd ${JSON.stringify(o.cwd)} is not an absolute path to a folder`, AGENT_EXIT.cannotRun);
  }
  if (!Number.isSafeInteger(o.timeoutMs) || o.timeoutMs <= 0) {
    throw new ProofgateError(
      `agent: timeout ${String(o.timeoutMs)} ms is not a positive whole number of milliseconds`,
      AGENT_EXIT.cannotRun,
    );
  }
}

/**
 * A vendor CLI whose report is missing: its adapter makes it print one on every run that ends
 * (claude's result object, codex's turn events), so a run without one did not end as the CLI ends
 * a run, whatever its exit code: an error, never a clean pass. So is one with a line that could not
 * be read, wherever it is: it may be the error (a failure printed after a success, then cut).
 */
function unreported(kind: string, unreadable: ReportUnreadable | null, fix: string | undefined): AgentReport {
  const error =
    unreadable === 'oversized'
      ? `${kind} printed its report on a line larger than the ${REPORT_LINE_BYTES / 1024 / 1024} MiB proofgate reads, so its error and usage are unknown${fix ? `: ${fix}` : ''}`
      : unreadable === 'not-json'
        ? `${kind} printed a line of its report that is not whole JSON objects (cut short, or other text), so its error and usage are unknown`
        : `${kind} printed no report of its run on stdout (the report the gate reads its error from)`;
  return { models: [], turns: null, tokens: null, costUsd: null, stopReason: null, error };
}

/** Runs the agent once; resolves when it and every process of its group are gone. */
export async function runAgent(o: RunAgentOptions): Promise<AgentRun> {
  await checkOptions(o);
  const source = o.env ?? process.env;
  const progress = o.progress ?? (() => undefined);
  const given = agentEnv(o.agent, o.envPass ?? [], source);
  const model = resolveModel(o.agent);
  const args = agentArgv(o.agent, o.prompt);
  const writable = checkWritable(o.cwd, o.writable);
  const outputs = o.outputs && checkOutputs(writable, o.outputs);
  const adapter = adapterFor(o.agent.kind);
  // What the pull request supplies: the tree, the folders it was staged from, the job's workspace.
  const guarded = withWorkspace(o.guarded ?? [], source);
  const trees = [o.cwd, ...guarded];
  // Never an executable from there, nor anything the agent starts by name (looked up on its PATH).
  const file = agentExecutable(o.agent, given.PATH, trees);
  const { env, left } = withOwnPath(given, suppliedFolders(trees));
  if (left.length) sayOnce(progress, leftOutLine(left));

  // Every credential it holds, by what carried it (a variable, a URL in one, a sign-in file): one
  // list, redacted from what it says and carried by no output it writes.
  const secrets = givenSecrets(o.agent.kind, o.envPass ?? [], env);
  const workdir = agentWorkdir(o.isolate ?? 'auto', inCi(source));
  try {
    const box = await isolate({
      mode: o.isolate ?? 'auto',
      cwd: o.cwd,
      guarded,
      ...(o.guarded ? { stagedFrom: o.guarded } : {}),
      writable,
      ...(outputs ? { outputs } : {}),
      workdir,
      file,
      args,
      pathVar: env.PATH,
      home: env.HOME,
      configHomes: configHomes(env),
      credentials: adapter.credentials,
      signedInByEnv: adapter.loginBypassEnv.some((name) => env[name] !== undefined),
      readable: o.readable ?? [],
      runnerTemp: source.RUNNER_TEMP,
      runnerFiles: RUNNER_FILES.flatMap((name) => source[name] ?? []),
      strict: inCi(source),
      ...(o.secret ? { secret: o.secret } : {}),
      ...(o.shared ? { shared: o.shared } : {}),
      givenSecrets: secrets,
      progress,
    });
    // Unconfined in CI is only ever the explicit `none`: said in the log by whichever command ran it.
    const unconfined = inCi(source) ? unconfinedWarning(box) : null;
    if (unconfined) progress(`agent: warning: ${unconfined}`);
    const runEnv = { ...env, ...box.env };
    const spawned = box.wrap(args, runEnv);
    const timeoutS = Math.round(o.timeoutMs / 1000);
    let reaper: Reaper | undefined;
    // Told to stop meanwhile: the agent is killed and what was closed or lent for it given back first.
    const stopped = onStop(() => {
      reaper?.signal('SIGKILL');
      // SIGKILL is sent, not yet taken: wait (synchronously: the process is about to exit) until the
      // agent's processes are gone, two seconds at most, so none outlives this one on a busy machine.
      const pause = new Int32Array(new SharedArrayBuffer(4));
      for (let i = 0; reaper && i < 100 && reaper.members().length > 0; i++) Atomics.wait(pause, 0, 0, 20);
      void box.finish();
      rmSync(workdir, { recursive: true, force: true });
    });
    const fold = adapter.events?.();
    const run = await supervise({
      ...(fold ? { onReportLine: (line: string) => fold.line(line) } : {}),
      file: spawned.file,
      args: spawned.args,
      ...(spawned.fds ? { fds: spawned.fds } : {}),
      cwd: box.cwd,
      env: runEnv,
      stdin: o.agent.kind === 'agy' ? '' : o.prompt,
      timeoutMs: o.timeoutMs,
      reaper: (pid) => (reaper = box.reaper(pid)),
      tickMs: o.progressIntervalMs ?? PROGRESS_EVERY_MS,
      onTick: (elapsed) => {
        const s = Math.round(elapsed / 1000);
        progress(`agent ${o.agent.kind} running ${s}s; waiting for it to finish (times out in ${Math.max(0, timeoutS - s)}s)`);
      },
    })
      .catch(async (err: unknown) => {
        await box.finish(); // no bwrap placeholder is left to pass for an empty output, no file stays lent
        throw err;
      })
      .finally(stopped);
    const { tampered, dropped } = await box.finish();
    const { reportUnreadable, ...supervised } = run;
    // Under INIT (a pid namespace's first process) a signal comes back as 128+n: named again here.
    const ran = { ...supervised, ...(box.throughInit ? agentExit(run.exitCode, run.signal) : {}), timeoutMs: o.timeoutMs };
    const reported = reportUnreadable ? null : keptClear(fold?.report() ?? null, secrets);
    const report = fold && !reported ? unreported(o.agent.kind, reportUnreadable, adapter.reportTooLarge) : reported;
    // A CLI's JSON lines on stdout are its report (claude's whole conversation), read above, not
    // words; the tail of stdout past a report too large to read is that report's JSON.
    const words = reportUnreadable === 'oversized' ? '' : fold ? withoutJsonLines(run.stdoutTail) : run.stdoutTail;
    const last = lastSaid(run.stderrTail) || lastSaid(words);
    // A missing report is the reason only for a run that otherwise ended well, or one whose report
    // could not be read and that said nothing else; a crash says its own words.
    const ranOut = ran.exitCode !== 0 || run.timedOut;
    const said = reported ? (reported.error ?? last) : report && (!ranOut || (reportUnreadable && !last)) ? report.error : last;
    return {
      ...ran,
      // Read raw above; what callers print or keep carries no credential the agent was given.
      stdoutTail: redactAgentText(ran.stdoutTail, secrets),
      stderrTail: redactAgentText(ran.stderrTail, secrets),
      isolation: box.isolation,
      confinement: box.confinement,
      agentUid: box.agentUid,
      configInReach: box.configInReach,
      writableByOthers: box.writableByOthers,
      // Names the agent chose: `leak-<its key>` would print the key in every reason.
      tampered: tampered.map((path) => redactAgentText(path, secrets)),
      dropped: dropped.map((d) => ({ path: redactAgentText(d.rel, secrets), why: d.why })),
      model: report?.models.length ? report.models.join(', ') : model,
      report,
      lastWords: said ? ownWords(said, secrets) : null,
    };
  } finally {
    // A temp folder left behind is not worth failing a finished run for.
    await rm(workdir, { recursive: true, force: true }).catch(() => undefined);
  }
}
