/** Exit codes shared by every command; each command documents which it uses. */
export const EXIT = { ok: 0, findings: 1, incomplete: 2, error: 3 } as const;

/**
 * An expected failure: says what was wrong, where and what to do, in one line.
 * The CLI and the actions print `message` alone (no stack) and exit with `exitCode`.
 */
export class ProofgateError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.error,
  ) {
    super(message);
    this.name = 'ProofgateError';
  }
}

/** One line for any thrown value, never a bare stack trace. */
export function describeError(err: unknown): string {
  if (err instanceof ProofgateError) return err.message;
  if (err instanceof Error) return `unexpected error: ${err.message}`;
  return `unexpected error: ${String(err)}`;
}
