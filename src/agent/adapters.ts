import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import { claudeResults, codexEvents, type ReportFold } from './report.js';
import type { AgentKind, AgentSpec, CredentialFile } from './types.js';

// claude may write its report and edit files in the scoped folders; Task lets the review skill
// dispatch its quality workers in parallel (seed 004, "Agent execution").
const CLAUDE_TOOLS = 'Read,Write,Edit,Glob,Grep,Task';
// A reviewer given a shell (review scope --shell) may run commands to measure, inside its sandbox.
const CLAUDE_SHELL_TOOLS = `${CLAUDE_TOOLS},Bash`;

interface Adapter {
  /** Executable looked up on PATH when AgentSpec.command is not given. */
  bin: string | null;
  /** Model used when neither --model nor a passthrough names one. */
  defaultModel: string | null;
  /** Flags in AgentSpec.args that select a model (the pinned flag is dropped when one is present). */
  modelFlags: string[];
  /** Credential variables the vendor CLI reads, passed through by default. */
  credentialEnv: string[];
  /** Credential variables whose presence means no interactive login is needed. */
  loginBypassEnv: string[];
  /** Vendor login status subcommand, asked only when the CLI's help lists its first word. */
  statusArgs: string[] | null;
  /** Asked by preflight for the run record (vendor CLIs only: a custom runner is never asked anything). */
  versionArgs: string[] | null;
  /**
   * Reads what the CLI reports about its own run on stdout (model, usage, stop reason, error),
   * folded from every JSON line as it is printed (codex's events, claude's results): nothing it
   * needs is ever out of a window of the last lines. None for a CLI that reports nothing.
   */
  events?: () => ReportFold;
  /**
   * The flag that sets the format `events` reads, and the values it reads: agent arguments may not
   * set another (claude `--output-format text` prints an API error as plain text and exits 0).
   */
  reportFormat: { flag: string; values: string[] } | null;
  /** What to change when its report is a line too large to read (claude's json beside --verbose: the whole conversation). */
  reportTooLarge?: string;
  install: string;
  login: string;
  /**
   * The vendor CLI's sign-in, relative to HOME: copied into the fresh home an isolated agent gets
   * (and discarded after the run); `keys` keeps only those top-level keys of a JSON file; `movedBy`
   * names the variable that moves it elsewhere. Every credential in it is one the agent holds (given.ts).
   */
  credentials: CredentialFile[];
  /** argv after the executable; `model` is null when a passthrough or the session decides; `shell` grants a shell where the CLI takes a tool list. */
  argv(prompt: string, model: string | null, args: string[], shell: boolean): string[];
}

const ADAPTERS: Record<AgentKind, Adapter> = {
  claude: {
    bin: 'claude',
    defaultModel: 'sonnet',
    modelFlags: ['--model'],
    credentialEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CLAUDE_CODE_OAUTH_TOKEN'],
    loginBypassEnv: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
    statusArgs: ['auth', 'status'],
    versionArgs: ['--version'],
    events: claudeResults,
    // With --verbose (which proofgate passes) both print every result: json as one array, stream-json a line each.
    reportFormat: { flag: '--output-format', values: ['json', 'stream-json'] },
    reportTooLarge:
      'drop --output-format json from the agent arguments (with the --verbose proofgate passes, json prints the whole conversation as one line; stream-json, the default, a line per message)',
    install: '`npm install --global @anthropic-ai/claude-code`',
    login: '`claude auth login` (or set ANTHROPIC_API_KEY or CLAUDE_CODE_OAUTH_TOKEN)',
    // .claude.json also holds MCP servers and per-project tool grants: only the account is kept
    // (without the onboarding flag claude -p ends at once with no output).
    credentials: [
      { path: '.claude/.credentials.json', movedBy: 'CLAUDE_CONFIG_DIR' },
      {
        path: '.claude.json',
        keys: ['oauthAccount', 'primaryApiKey', 'userID', 'hasCompletedOnboarding', 'lastOnboardingVersion'],
        movedBy: 'CLAUDE_CONFIG_DIR',
      },
    ],
    // Each JSON result carries the models used (modelUsage), turns, usage, cost and the error, if any.
    // stream-json (which needs --verbose in print mode) prints every result of the run: a turn that
    // ends in an error and a later one (a background agent's completion) that ends well; json
    // without --verbose prints only the last, and the error is lost.
    argv: (_prompt, model, args, shell) => [
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--tools',
      shell ? CLAUDE_SHELL_TOOLS : CLAUDE_TOOLS,
      '--allowedTools',
      shell ? CLAUDE_SHELL_TOOLS : CLAUDE_TOOLS,
      '--safe-mode',
      ...(model ? ['--model', model] : []),
      ...args,
    ],
  },
  codex: {
    bin: 'codex',
    defaultModel: 'gpt-6.1-sol',
    modelFlags: ['--model', '-m'],
    credentialEnv: ['OPENAI_API_KEY'],
    loginBypassEnv: ['CODEX_API_KEY'],
    statusArgs: ['login', 'status'],
    versionArgs: ['--version'],
    events: codexEvents,
    reportFormat: null, // --json is a switch: no argument turns it off
    install: '`npm install --global @openai/codex`',
    // No pipe inside a code span: Markdown shows it escaped there, and the command would not copy whole.
    login:
      '`codex login` (on CI: pipe the key in, printenv OPENAI_API_KEY | `codex login --with-api-key`, or pass CODEX_API_KEY with env-pass)',
    credentials: [{ path: '.codex/auth.json', movedBy: 'CODEX_HOME' }],
    // JSONL events carry the turns, the token usage and the error of a failed turn.
    argv: (_prompt, model, args) => [
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--sandbox',
      'workspace-write',
      '--color',
      'never',
      ...(model ? ['-m', model] : []),
      ...args,
    ],
  },
  agy: {
    bin: 'agy',
    defaultModel: null,
    modelFlags: ['--model'],
    credentialEnv: [],
    loginBypassEnv: [],
    statusArgs: null,
    versionArgs: null,
    reportFormat: null,
    install: 'install the Antigravity CLI so that `agy` is on PATH',
    login: 'sign in to Antigravity with `agy`',
    credentials: [{ path: '.gemini/oauth_creds.json' }, { path: '.gemini/google_accounts.json' }],
    // agy does not read stdin: the prompt goes in --print (visible to local process inspection).
    argv: (prompt, model, args) => [
      '--print',
      argvPrompt(prompt),
      '--output-format',
      'text',
      '--dangerously-skip-permissions',
      ...(model ? ['--model', model] : []),
      ...args,
    ],
  },
  custom: {
    bin: null,
    defaultModel: null,
    modelFlags: [],
    credentialEnv: [],
    loginBypassEnv: [],
    statusArgs: null,
    versionArgs: null,
    reportFormat: null,
    install: 'give the runner executable as the agent command (a path, or a name on PATH)',
    login: '',
    credentials: [],
    argv: (_prompt, _model, args) => [...args],
  },
};

// Linux refuses a single argv string of 128 KiB or more (MAX_ARG_STRLEN); say so before spawning.
const MAX_ARGV_PROMPT_BYTES = 128 * 1024 - 1;

function argvPrompt(prompt: string): string {
  if (prompt.includes('\0')) {
    throw new ProofgateError('agent agy: the prompt contains a NUL character, which a process argument cannot carry', AGENT_EXIT.cannotRun);
  }
  const bytes = Buffer.byteLength(prompt);
  if (bytes > MAX_ARGV_PROMPT_BYTES) {
    throw new ProofgateError(
      `agent agy: the prompt is ${bytes} bytes but agy takes it as one process argument (at most ${MAX_ARGV_PROMPT_BYTES}); review fewer files per run or use another agent`,
      AGENT_EXIT.cannotRun,
    );
  }
  return prompt;
}

export const AGENT_KINDS = Object.keys(ADAPTERS) as AgentKind[];

export function adapterFor(kind: AgentKind): Adapter {
  const adapter = ADAPTERS[kind];
  if (!adapter) {
    throw new ProofgateError(`agent: unknown kind "${String(kind)}"; use one of ${AGENT_KINDS.join(', ')}`, AGENT_EXIT.cannotRun);
  }
  return adapter;
}

/** The executable to run before PATH resolution. */
export function agentCommand(agent: AgentSpec): string {
  const command = agent.command ?? adapterFor(agent.kind).bin;
  if (!command) {
    throw new ProofgateError('agent custom: no command given; name the runner executable (--agent-cmd)', AGENT_EXIT.cannotRun);
  }
  return command;
}

const MODEL_VALUE = /^[\w.:[\]/-]+$/;

function checkModelValue(value: string, where: string): string {
  if (!MODEL_VALUE.test(value) || value.startsWith('-')) {
    throw new ProofgateError(
      `agent: model ${JSON.stringify(value)} from ${where} is not a model name; use letters, digits and . : [ ] / - _ (not starting with -)`,
      AGENT_EXIT.cannotRun,
    );
  }
  return value;
}

/** Refuses agent arguments that set the report's format to one the report is not read from. */
function checkReportFormat(agent: AgentSpec): void {
  const format = adapterFor(agent.kind).reportFormat;
  const args = agent.args ?? [];
  if (!format) return;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = arg === format.flag ? (args[++i] ?? '') : arg.startsWith(`${format.flag}=`) ? arg.slice(format.flag.length + 1) : null;
    if (value !== null && !format.values.includes(value)) {
      throw new ProofgateError(
        `agent ${agent.kind}: the agent arguments set ${format.flag} ${value || '(no value)'}, but its report (error, model, usage) is read as ${format.values.join(' or ')}; drop the argument`,
        AGENT_EXIT.cannotRun,
      );
    }
  }
}

/** Models selected through the adapter's own flags inside AgentSpec.args. */
function passthroughModels(agent: AgentSpec, flags: string[]): string[] {
  const args = agent.args ?? [];
  const found: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    for (const flag of flags) {
      if (arg === flag) {
        const value = args[i + 1];
        if (value === undefined) {
          throw new ProofgateError(
            `agent ${agent.kind}: argument ${flag} at the end of the agent arguments has no value`,
            AGENT_EXIT.cannotRun,
          );
        }
        found.push(checkModelValue(value, `agent argument ${flag}`));
        i++;
      } else if (arg.startsWith(`${flag}=`)) {
        found.push(checkModelValue(arg.slice(flag.length + 1), `agent argument ${flag}=`));
      }
    }
  }
  return found;
}

interface ModelChoice {
  /** The model the run is expected to use (null: the session or the runner decides). */
  resolved: string | null;
  /** The model to pin with the adapter's flag (null when a passthrough already names one). */
  pinned: string | null;
}

function chooseModel(agent: AgentSpec): ModelChoice {
  const adapter = adapterFor(agent.kind);
  checkReportFormat(agent); // here, as every caller resolves the model before anything runs
  if (agent.kind === 'custom') {
    if (agent.model !== undefined) {
      throw new ProofgateError(
        'agent custom: a model cannot be set for a custom runner; pass its own model flag in the agent arguments',
        AGENT_EXIT.cannotRun,
      );
    }
    return { resolved: null, pinned: null };
  }
  const explicit = agent.model === undefined ? undefined : checkModelValue(agent.model, 'the model option');
  const passed = passthroughModels(agent, adapter.modelFlags);
  if (passed.length > 1) {
    throw new ProofgateError(
      `agent ${agent.kind}: the agent arguments name ${passed.length} models (${passed.join(', ')}); keep one`,
      AGENT_EXIT.cannotRun,
    );
  }
  if (passed.length === 1 && explicit !== undefined) {
    throw new ProofgateError(
      `agent ${agent.kind}: model given twice (model option ${explicit}, agent argument ${passed[0]}); keep one`,
      AGENT_EXIT.cannotRun,
    );
  }
  if (passed.length === 1) return { resolved: passed[0]!, pinned: null };
  const resolved = explicit ?? adapter.defaultModel;
  return { resolved, pinned: resolved };
}

/** The model a run will use as far as proofgate can tell before it starts; throws on conflicts (exit 2). */
export function resolveModel(agent: AgentSpec): string | null {
  return chooseModel(agent).resolved;
}

/** argv after the executable, per adapter; nothing here is ever parsed by a shell. */
export function agentArgv(agent: AgentSpec, prompt: string): string[] {
  return adapterFor(agent.kind).argv(prompt, chooseModel(agent).pinned, [...(agent.args ?? [])], agent.shell === true);
}
