import type { AgentReport } from './report.js';

/** The agent CLIs proofgate can drive; `custom` follows the portable runner contract (docs/agent.md). */
export type AgentKind = 'claude' | 'codex' | 'agy' | 'custom';

export interface AgentSpec {
  kind: AgentKind;
  /** Executable overriding the adapter's default; required for `custom`. A path or a name looked up on PATH. */
  command?: string;
  /** Extra arguments appended to the adapter's argv, passed verbatim (never through a shell). */
  args?: string[];
  /** Model for a built-in adapter; refused for `custom`. */
  model?: string;
  /** The run may use a shell (claude gets its Bash tool); codex and agy run commands in their sandbox anyway. */
  shell?: boolean;
}

export type Isolation = 'bwrap' | 'copy' | 'none';

/**
 * What stands between the agent and the process that runs it: a user of its own (it cannot read
 * this process's environment, write the runner's files or its log), namespaces (bwrap as this
 * user: none of those is visible), or nothing (`none` by choice, or a copy outside CI).
 */
export type Confinement = 'agent-user' | 'namespaces' | 'unconfined';

/** A sign-in file under HOME; `keys` keeps only those top-level keys of a JSON object. */
export interface CredentialFile {
  path: string;
  keys?: string[];
  /** The variable that moves the file's folder (its top one under HOME; HOME itself for a file there): CODEX_HOME. */
  movedBy?: string;
}

export interface RunAgentOptions {
  agent: AgentSpec;
  /** Sent on stdin (agy: in argv, as its adapter requires). */
  prompt: string;
  /** The tree the agent reviews (absolute). */
  cwd: string;
  /** Paths relative to `cwd` the agent may create or modify (files or directories); nothing else. */
  writable: string[];
  /**
   * The files (relative to `cwd`) the agent is asked to write, each in a writable folder of its
   * own: a CLI writes a temporary file beside its target and renames it over, so the folder must
   * be writable, not the file. Only these are kept of the writable folders; anything else the
   * agent leaves there is dropped (named in `dropped`, removed or not copied back).
   */
  outputs?: string[];
  timeoutMs: number;
  /** Extra variable names passed through to the agent (validated; publishing tokens refused). */
  envPass?: string[];
  /**
   * auto (default): bwrap when it works here (as a user of its own when root or passwordless sudo
   * is at hand), else a copy run as a user of its own; with neither, refused in CI (outside CI: a
   * copy run as this user). `none` is the explicit opt-in to an unconfined agent.
   */
  isolate?: 'auto' | Isolation;
  /**
   * Absolute folders the agent must not reach beside `cwd`: the tree a staged `cwd` was taken from
   * (the blind reviewer's diff-only folder). The job's workspace is always one. An unconfined
   * agent can reach them: they are watched as `cwd` is, a write there a change.
   */
  guarded?: string[];
  /** Absolute paths the prompt points to outside `cwd` (a skill root): shown read-only in a sandbox. */
  readable?: string[];
  /** Files the agent must not read (secrets, by name): left out of a copy, covered by an empty file under bwrap. */
  secret?: (rel: string) => boolean;
  /**
   * Folders (relative to `cwd`) that other runs write in while this one runs (several reviewers at
   * once): not compared before and after. Only a boundary (bwrap, a user of its own) keeps the
   * agent out of them; an unconfined run (none, a copy as this same user) compares them as everything else.
   */
  shared?: string[];
  /** Progress lines for a person; called at least every `progressIntervalMs` while the agent runs. */
  progress?: (line: string) => void;
  /** Interval between progress lines (default 15 s); tests shorten it. */
  progressIntervalMs?: number;
  /** Environment the allowlist is taken from (default process.env). */
  env?: NodeJS.ProcessEnv;
}

export interface AgentRun {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** The time limit it was given (`RunAgentOptions.timeoutMs`): what a timed-out run's reason names. */
  timeoutMs: number;
  durationMs: number;
  /** Last 64 KiB of each stream, redacted (credential shapes and the values of the credentials it was given). */
  stdoutTail: string;
  stderrTail: string;
  /**
   * Processes of the run still alive when the agent exited, then killed: found by its uid, or its
   * group and marker, or counted by its pid namespace's first process. Any makes the run a failure
   * (`leftoversFailure`), whatever its exit code.
   */
  leftoversKilled: number;
  isolation: Isolation;
  confinement: Confinement;
  /** The uid the agent ran as when it had one of its own. */
  agentUid: number | null;
  /**
   * Agent config the run left in the agent's reach (`none`: nothing hides it): the tree's, and what
   * the folders above it up to its repository's root hold where a CLI reads it; relative to that root.
   */
  configInReach?: string[];
  /** Why a folder the agent read its instructions or settings from (above its working folder, HOME) could hold what another user wrote (`none`). */
  writableByOthers?: string[];
  /** Paths outside `writable` the agent created, modified or deleted (sorted). */
  tampered: string[];
  /**
   * What the agent wrote in `writable` that is not kept (not copied back, or removed where it wrote
   * in place), each with why: a writable file past 16 MiB or a link is not there afterwards, and this says why.
   */
  dropped: { path: string; why: string }[];
  /** The model(s) the agent reported using (claude), else the resolved one. */
  model: string | null;
  /** What the vendor CLI reported about its run (claude, codex); null for others or when unreadable. */
  report: AgentReport | null;
  /**
   * The agent's own words: its reported error, else its last line of stderr (then stdout); one line,
   * redacted (credential shapes and the values of the credentials it was given), at most 300
   * characters; null when it said nothing.
   */
  lastWords: string | null;
}
