import { spawnSync } from 'node:child_process';
import { lstatSync } from 'node:fs';
import { findExecutable } from '../git/programs.js';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';
import { SYSTEM_PATH } from './privilege.js';

/** Long enough for a hosted image's /usr (about a million entries, cold); past it the run is refused. */
const LIMIT_MS = 30_000;

/** Per process: the system's folders do not change between two runs of one step, and /usr is large. */
const known = new Map<string, { path: string; dir: boolean }[]>();

/**
 * What the system folders bwrap shows (/usr, /etc, a real /lib, …) keep from other users: a folder
 * without o+rx, a regular file without o+r. bwrap as this user keeps its uid and supplementary
 * groups (docker, adm, systemd-journal on GitHub's runners), so each is the agent's to read unless
 * covered. One `find` over them all (about 0.6 s for 140,000 entries warm): a node walk of /usr
 * takes several times that. It runs as this user, so a folder it cannot enter is one the agent
 * cannot enter either; a folder it reports is pruned (covered whole). A walk that does not finish
 * in time refuses the run: an uncovered entry is never assumed away.
 */
export function systemPrivate(folders: string[], limitMs = LIMIT_MS): { path: string; dir: boolean }[] {
  const roots = folders.filter((f) => lstatSync(f, { throwIfNoEntry: false })?.isDirectory());
  const key = roots.join('\0');
  const cached = known.get(key);
  if (cached) return cached;
  const find = findExecutable('find', SYSTEM_PATH);
  if (!find)
    throw new ProofgateError(
      'agent: find is not installed (findutils): what the system folders keep from other users cannot be listed',
      AGENT_EXIT.cannotRun,
    );
  // No -xdev: a file system mounted inside a shown folder is shown too (bwrap binds recursively).
  const r = spawnSync(
    find,
    [
      ...roots,
      '(',
      '-type',
      'd',
      '!',
      '-perm',
      '-005',
      '-printf',
      'd%p\\0',
      '-prune',
      ')',
      '-o',
      '(',
      '-type',
      'f',
      '!',
      '-perm',
      '-004',
      '-printf',
      'f%p\\0',
      ')',
    ],
    { encoding: 'utf8', timeout: limitMs, maxBuffer: 256 * 1024 * 1024, env: { LC_ALL: 'C' } },
  );
  // find exits 1 for a folder it may not enter (nor may the agent): only an unfinished walk fails.
  if (r.error || r.signal || (r.status !== 0 && r.status !== 1)) {
    throw new ProofgateError(
      `agent: could not list within ${limitMs / 1000} s what ${roots.join(', ')} keep from other users (${r.error?.message ?? r.signal ?? `find exited ${r.status}`}); bubblewrap as this user would show them to the agent: run it as a user of its own (root or passwordless sudo)`,
      AGENT_EXIT.cannotRun,
    );
  }
  const found = r.stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => ({ path: line.slice(1), dir: line[0] === 'd' }));
  known.set(key, found);
  return found;
}
