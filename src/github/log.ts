import * as core from '@actions/core';
import { logLine, untrustedBlock } from '../text/neutralise.js';

/**
 * Everything an action prints goes through here: lines inside stop-commands, and the one-line
 * annotations (which stop-commands would silence) neutralised the same way. core escapes a
 * message's `%`, CR and LF; `logLine` takes care of `::`, `##[` and hidden code points.
 */
export function logUntrusted(lines: string[]): void {
  process.stdout.write(untrustedBlock(lines));
}

export const log = {
  info: (message: string) => logUntrusted([message]),
  notice: (message: string) => core.notice(logLine(message)),
  warning: (message: string) => core.warning(logLine(message)),
  error: (message: string) => core.error(logLine(message)),
  /** Fails the step with one neutralised `::error::` line. */
  fail: (message: string) => core.setFailed(logLine(message)),
};
