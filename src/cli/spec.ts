/** How a command describes itself: the CLI parses and documents from this, the actions call `run`. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** Placeholder shown in help, e.g. REF. */
  value?: string;
  default?: string | boolean;
  help: string;
}

export interface PositionalSpec {
  name: string;
  required: boolean;
  help: string;
}

export type Values = Record<string, string | boolean | string[] | undefined>;

export interface CommandOutput {
  exitCode: number;
  /** What a person reads: short, verdict first. */
  lines: string[];
  /** What `--json` prints: everything a machine needs. */
  json: unknown;
}

export interface CommandContext {
  cwd: string;
  /** Progress for long work (stderr in the CLI, the log in Actions). */
  progress: (line: string) => void;
}

export interface CommandSpec {
  area: string;
  /** '' for an area's default command (e.g. `proofgate test-review`). */
  name: string;
  summary: string;
  positionals: PositionalSpec[];
  options: Record<string, OptionSpec>;
  /** Built with `exitCodes` from the area's table; the help and the docs page print these rows. */
  exitCodes: [number, string][];
  /** Exit code of an unknown option or a missing value (default 3); test-review's table says 2. */
  usageExitCode?: number;
  /** Deprecated spellings: `--old` is read as `--new` in place (order kept), with a notice on stderr. */
  aliases?: Record<string, string>;
  run(positionals: string[], values: Values, ctx: CommandContext): Promise<CommandOutput>;
}

export const JSON_OPTION: OptionSpec = { type: 'boolean', help: 'print the result as JSON on stdout instead of the text lines' };

/** A command's exit-code rows, each code taken by name from its area's table (src/<area>/exit-codes.ts). */
export function exitCodes<K extends string>(table: Readonly<Record<K, number>>, rows: [K, string][]): [number, string][] {
  return rows.map(([name, meaning]) => [table[name], meaning]);
}
