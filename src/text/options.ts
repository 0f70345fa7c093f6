import { ProofgateError } from './errors.js';
import { LINK_URL_RULE, linkUrl } from './links.js';

/** How a caller writes an option, with a value when one is given: `--agent custom`, or input `agent: custom`. */
export type OptionName = (key: string, value?: string | boolean) => string;

/**
 * A command's raw options as one caller holds them (the CLI's flags, an action's inputs), keyed by
 * the CLI's option name, with the caller's own spelling of each: an error names the option the way
 * the user wrote it (`--effort` on the command line, input `effort` in a workflow).
 */
export interface RawOptions {
  /** `--agent`, `--agent custom`, `--no-isolate`; or input `agent`, input `agent: custom`, input `isolate: false`. */
  name: OptionName;
  /** The value given, or undefined. */
  string(key: string): string | undefined;
  /** Every value given (a repeated flag, or one per line), or undefined when none was. */
  list(key: string): string[] | undefined;
  /** A switch: true or false when given, undefined when not; `refuse` gets the caller's words for a value that is neither. */
  toggle(key: string, refuse: (message: string) => never): boolean | undefined;
}

/**
 * The checks an options module runs over raw options: every refusal is one line that names the
 * option as the caller wrote it and says what to give, with the command's exit code.
 */
export class OptionChecks {
  constructor(
    readonly raw: RawOptions,
    readonly exitCode: number,
  ) {}

  refuse(message: string): never {
    throw new ProofgateError(message, this.exitCode);
  }

  /** `name(key, value) why`: the sentence starts with the option. */
  bad(key: string, why: string, value?: string | boolean): never {
    return this.refuse(`${this.raw.name(key, value)} ${why}`);
  }

  name(key: string, value?: string | boolean): string {
    return this.raw.name(key, value);
  }

  string(key: string): string | undefined {
    return this.raw.string(key);
  }

  list(key: string): string[] | undefined {
    return this.raw.list(key);
  }

  toggle(key: string): boolean | undefined {
    return this.raw.toggle(key, (message) => this.refuse(message));
  }

  oneOf<T extends string>(key: string, values: readonly T[], fallback: T): T {
    const v = this.string(key);
    if (v === undefined) return fallback;
    if (!(values as readonly string[]).includes(v)) this.bad(key, `must be one of ${values.join(', ')} (got ${JSON.stringify(v)})`);
    return v as T;
  }

  /** A URL proofgate links to in Markdown, as linkUrl writes it; undefined when not given. */
  url(key: string): string | undefined {
    const v = this.string(key);
    return v === undefined ? undefined : (linkUrl(v) ?? this.bad(key, LINK_URL_RULE));
  }

  /** A whole number from `min` to `max`, or undefined when not given. */
  wholeNumber(key: string, min: number, max: number): number | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v.trim()) || Number(v) < min || Number(v) > max)
      this.bad(key, `must be a whole number from ${min} to ${max} (got ${JSON.stringify(v)})`);
    return Number(v);
  }
}
