import { parseArgs } from 'node:util';
import type { CommandSpec, Values } from './spec.js';
import { describeError, ERROR_EXIT, ProofgateError } from '../text/errors.js';
import { logJson, logText } from '../text/neutralise.js';
import { VERSION } from '../version.js';

export interface Io {
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Deprecated option spellings rewritten in place, so a value keeps its place among the new spelling's. */
function unalias(spec: CommandSpec, args: string[], notice: (line: string) => void): string[] {
  const used = new Set<string>();
  const end = args.indexOf('--');
  // After `--` every word is a positional: none is renamed.
  const out = args.map((a, i) => {
    const m = end >= 0 && i > end ? null : /^--([\w-]+)(=.*)?$/.exec(a);
    const to = m ? spec.aliases?.[m[1]!] : undefined;
    if (!to) return a;
    used.add(m![1]!);
    return `--${to}${m![2] ?? ''}`;
  });
  for (const a of used) notice(`proofgate: --${a} is deprecated; use --${spec.aliases![a]}`);
  return out;
}

/** The option a mistyped one was meant to be: within two edits, or the only one it begins. */
function nearest(typed: string, names: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row = next;
    }
    return row[b.length]!;
  };
  const scored = names.map((n) => ({ n, d: distance(typed, n) })).sort((x, y) => x.d - y.d);
  if (scored[0] && scored[0].d <= 2) return scored[0].n;
  const prefixed = names.filter((n) => n.startsWith(typed));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/**
 * A single-value option given twice is refused, never settled by its last value: a wrapper that
 * appends its own `--tests-junit pass.xml` must not quietly replace the one the caller gave.
 */
function refuseRepeats(spec: CommandSpec, tokens: { kind: string; name?: string }[] = []): void {
  const times = new Map<string, number>();
  for (const t of tokens) {
    if (t.kind !== 'option' || !t.name || spec.options[t.name]?.type !== 'string' || spec.options[t.name]?.multiple) continue;
    times.set(t.name, (times.get(t.name) ?? 0) + 1);
  }
  for (const [name, n] of times) if (n > 1) throw new ProofgateError(`--${name} given ${n} times: give it once`, spec.usageExitCode);
}

function parse(spec: CommandSpec, args: string[], commandUsage: (spec: CommandSpec) => string): { positionals: string[]; values: Values } {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }> = { help: { type: 'boolean' } };
  for (const [name, o] of Object.entries(spec.options))
    options[name] = { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) };
  // A string option always takes the next word, even one that starts with a dash (`--agent-arg --verbose`),
  // but never a bare `--`, and nothing after one: `--dir "$D" -- "$@"` with `$D` dropped by the shell
  // made the user's `--exclude x` an option (`--x=--`, written so, stays a value).
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') {
      joined.push(...args.slice(i));
      break;
    }
    const name = /^--([\w-]+)$/.exec(args[i]!)?.[1];
    if (name && spec.options[name]?.type === 'string' && args[i + 1] === '--')
      throw new ProofgateError(
        `--${name} is missing its value: "--" ends the options (write --${name}=-- for the value "--"; see \`${commandUsage(spec)} --help\`)`,
        spec.usageExitCode,
      );
    if (name && spec.options[name]?.type === 'string' && i + 1 < args.length && args[i + 1]!.startsWith('-'))
      joined.push(`--${name}=${args[++i]}`);
    else joined.push(args[i]!);
  }
  let parsed;
  try {
    parsed = parseArgs({ args: joined, options, allowPositionals: true, strict: true, tokens: true });
  } catch (err) {
    const help = `see \`${commandUsage(spec)} --help\``;
    const unknown =
      (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec((err as Error).message)?.[1] : undefined;
    if (unknown) {
      const near = nearest(unknown.replace(/^-+/, '').split('=')[0]!, Object.keys(spec.options));
      throw new ProofgateError(`unknown option ${unknown}${near ? ` (did you mean --${near}?)` : ''}; ${help}`, spec.usageExitCode);
    }
    // Otherwise node's own words (a missing value, an option given a value it takes none of).
    throw new ProofgateError(`${(err as Error).message.split('\n')[0]} (${help})`, spec.usageExitCode);
  }
  refuseRepeats(spec, parsed.tokens);
  const values = { ...parsed.values } as Values;
  for (const [name, o] of Object.entries(spec.options)) if (values[name] === undefined && o.default !== undefined) values[name] = o.default;
  return { positionals: parsed.positionals, values };
}

/** Runs one CLI invocation; returns the exit code (never throws). */
export async function runCli(argv: string[], io: Io): Promise<number> {
  try {
    const [area, ...rest] = argv;
    if (area === '--version' || area === '-v') {
      io.out(VERSION);
      return 0;
    }
    // Every command's spec and help text, loaded once there is a command to find (not for --version).
    const [{ AREAS, findCommand }, { commandHelp, commandUsage, mainHelp }] = await Promise.all([
      import('./registry.js'),
      import('./help.js'),
    ]);
    if (area === undefined || area === '--help' || area === '-h' || area === 'help') {
      io.out(mainHelp(VERSION));
      return area === undefined ? ERROR_EXIT : 0;
    }
    if (!(area in AREAS))
      throw new ProofgateError(
        `unknown area ${JSON.stringify(area)}: expected one of ${Object.keys(AREAS).join(', ')} (see \`proofgate --help\`)`,
      );
    let spec = rest[0] !== undefined && !rest[0].startsWith('-') ? findCommand(area, rest[0]) : undefined;
    let args = rest.slice(1);
    if (!spec) {
      spec = findCommand(area, '');
      args = rest;
      if (!spec) {
        if (rest[0] === undefined || rest[0] === '--help') {
          io.out(mainHelp(VERSION));
          return rest[0] === undefined ? ERROR_EXIT : 0;
        }
        throw new ProofgateError(`unknown command ${JSON.stringify(`${area} ${rest[0]}`)} (see \`proofgate --help\`)`);
      }
    }
    const { positionals, values } = parse(spec, unalias(spec, args, io.err), commandUsage);
    if (values.help) {
      io.out(commandHelp(spec));
      return 0;
    }
    const required = spec.positionals.filter((p) => p.required).length;
    if (positionals.length < required)
      throw new ProofgateError(`missing ${spec.positionals[positionals.length]!.name} (usage: ${commandUsage(spec)})`);
    if (positionals.length > spec.positionals.length)
      throw new ProofgateError(
        `unexpected argument ${JSON.stringify(positionals[spec.positionals.length])} (usage: ${commandUsage(spec)})`,
        spec.usageExitCode,
      );
    // What a command prints quotes the repository and the agent: neutralised for the runner's log.
    const result = await spec.run(positionals, values, { cwd: io.cwd, progress: (line) => io.err(logText(line)) });
    // Nothing to say is no line at all: an error's words are on stderr only.
    if (values.json === true) io.out(logJson(JSON.stringify(result.json, null, 2)));
    else if (result.lines.some((l) => l !== '')) io.out(logText(result.lines.join('\n')));
    return result.exitCode;
  } catch (err) {
    io.err(`proofgate: ${logText(describeError(err))}`);
    return err instanceof ProofgateError ? err.exitCode : ERROR_EXIT;
  }
}
