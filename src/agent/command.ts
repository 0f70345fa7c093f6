import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The absolute executable for `command`, or null. A name with a slash is a path (relative to
 * the caller's directory, not the agent's); a bare name is looked up on `pathVar`, skipping
 * relative PATH entries so a reviewed tree can never supply the agent binary.
 */
export function findExecutable(command: string, pathVar: string | undefined): string | null {
  if (command.includes('/')) {
    const path = isAbsolute(command) ? command : resolve(command);
    return isExecutableFile(path) ? path : null;
  }
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    const candidate = join(dir, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}
