import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ProofgateError } from '../text/errors.js';

/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository.
 */
export const GIT_SETTINGS = { GIT_LITERAL_PATHSPECS: '1', GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
const PASSED = ['PATH', 'HOME', 'USERPROFILE', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT'];

/** git gets a small, known environment: no GIT_DIR, GIT_CONFIG_* or hooks path inherited from the caller. */
export function gitEnv(): Record<string, string> {
  const env: Record<string, string> = { ...GIT_SETTINGS };
  for (const k of PASSED) if (process.env[k] !== undefined) env[k] = process.env[k]!;
  return env;
}

/** The error for a folder git cannot open, in one line. */
export function openError(cwd: string, why: string): ProofgateError {
  if (/not a git repository/i.test(why))
    return new ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
  return new ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}

/**
 * Why git could not be started in `cwd`: Node reports a missing folder and a missing git
 * alike (`spawn git ENOENT`), so the folder is looked at to tell them apart.
 */
export function startError(cwd: string, err: { code?: unknown; message: string }): ProofgateError {
  if (err.code !== 'ENOENT') return new ProofgateError(`git could not be started in ${cwd}: ${err.message}`);
  if (!existsSync(cwd)) return new ProofgateError(`no such folder: ${cwd}`);
  return new ProofgateError('git is not installed: no `git` on PATH');
}

/** The working tree's top folder, from one `git rev-parse`. */
export function toplevel(cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', ['rev-parse', '--show-toplevel'], { cwd, env: gitEnv() }, (err, stdout, stderr) => {
      if (err && typeof err.code === 'string') reject(startError(cwd, err));
      else if (err) reject(openError(cwd, stderr || err.message));
      else resolve(stdout.trim());
    });
  });
}
