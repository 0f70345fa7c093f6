import { visible } from './neutralise.js';

/**
 * An error a command can name, or an unexpected one: exit 3 in every area's table (review,
 * uat, test-review, agent), so a failure is never mistaken for a verdict.
 */
export const ERROR_EXIT = 3;

/**
 * An expected failure: says what was wrong, where and what to do, in one line.
 * The CLI and the actions print `message` alone (no stack) and exit with `exitCode`.
 */
export class ProofgateError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = ERROR_EXIT,
  ) {
    super(message);
    this.name = 'ProofgateError';
  }
}

/**
 * One line for any thrown value, never a bare stack trace. A message may quote
 * what it read (JSON.parse quotes the bad text, newlines and escapes included),
 * so control and invisible characters are shown as U+XXXX.
 */
export function describeError(err: unknown): string {
  if (err instanceof ProofgateError) return visible(err.message);
  if (err instanceof Error) return `unexpected error: ${visible(err.message)}`;
  return `unexpected error: ${visible(String(err))}`;
}
