import { posix } from 'node:path';
import { trimEndOf } from './trim.js';

/**
 * The one repository path a path written in a configuration names: `./a/b`, `a//b`, `a/x/../b` and
 * `a/b/` are all `a/b`, as git spells it. Every path read from a configuration goes through here
 * before it is stored or compared, so no spelling can miss a comparison with git's paths. Undefined
 * when it names no path inside the repository: absolute, `..` past the top, or the top itself.
 */
export function repoPath(written: string): string | undefined {
  if (posix.isAbsolute(written)) return undefined;
  const path = trimEndOf(posix.normalize(written), '/');
  return path === '.' || path === '' || path === '..' || path.startsWith('../') ? undefined : path;
}
