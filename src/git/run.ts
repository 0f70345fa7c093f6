import { spawn } from 'node:child_process';
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

export interface GitProcess {
  /** Written to git's stdin, then closed. */
  stdin?: string;
  /** Added to git's small, known environment (e.g. GIT_INDEX_FILE). */
  env?: Record<string, string>;
}

/** A git command that exited non-zero: git's first line of stderr (or its exit code) in the message. */
export class GitFailed extends ProofgateError {
  constructor(
    command: string,
    readonly why: string,
  ) {
    super(`git ${command} failed: ${why}`);
  }
}

/**
 * `git <args>` in `root` as its own process: its output, settled when git closes it (nothing
 * waits on a timer, even for a command that prints nothing); any non-zero exit rejects.
 */
export function runGit(root: string, args: string[], { stdin = '', env = {} }: GitProcess = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: root, env: { ...gitEnv(), ...env } });
    // Decoded once whole: a character split between two chunks of the pipe stays one character.
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => stdout.push(d));
    child.stderr.on('data', (d: Buffer) => stderr.push(d));
    child.on('error', (err) => reject(startError(root, err)));
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(stdout).toString('utf8'));
      const why = Buffer.concat(stderr).toString('utf8').trim().split('\n')[0] || `exit ${code}`;
      reject(new GitFailed(args.find((a) => !a.startsWith('-')) ?? '', why));
    });
    child.stdin.on('error', () => undefined); // git may exit before reading all of stdin; its exit code says why
    child.stdin.end(stdin);
  });
}

/** The working tree's top folder, from one `git rev-parse`. */
export async function toplevel(cwd: string): Promise<string> {
  try {
    return (await runGit(cwd, ['rev-parse', '--show-toplevel'])).trim();
  } catch (err) {
    throw err instanceof GitFailed ? openError(cwd, err.why) : err;
  }
}
