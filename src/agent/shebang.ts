import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { findExecutable } from '../git/programs.js';
import { trimOf } from '../text/trim.js';

/** How much of a script Linux reads for its `#!` line (BINPRM_BUF_SIZE): no more is read here. */
const SHEBANG_BYTES = 256;

/** The text after `#!` on the first line of `file` (its newline left out), or null when it has none or cannot be read. */
export function shebangLine(file: string): string | null {
  const buf = Buffer.alloc(SHEBANG_BYTES);
  let n: number;
  try {
    // No FIFO waited on: a name swapped for one would hold the run before the agent starts.
    const fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      if (!fstatSync(fd).isFile()) return null;
      n = readSync(fd, buf, 0, buf.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
  const line = buf.subarray(0, n).toString('utf8').split('\n')[0]!;
  return line.startsWith('#!') ? line.slice(2) : null;
}

/**
 * Why the kernel cannot start `file` through the interpreter its `#!` line names, or null. exec
 * then fails with ENOENT, which reads as the script itself missing: a script saved with Windows
 * line endings names `/bin/bash\r` (the kernel splits the line at spaces and tabs only, so the CR
 * stays in the name or its argument), or the interpreter named by its path is missing or is not
 * an executable file. A relative interpreter (resolved from the agent's folder) is not judged.
 */
export function shebangProblem(file: string): string | null {
  const line = shebangLine(file);
  if (line === null) return null;
  const command = trimOf(line, ' \t');
  const interpreter = command.split(/[ \t]/)[0]!;
  if (line.includes('\r'))
    return `its #! line names the interpreter ${JSON.stringify(command)}, which ends in a carriage return: the script has Windows (CRLF) line endings: convert it to LF`;
  if (!interpreter) return 'its #! line names no interpreter';
  if (!isAbsolute(interpreter) || findExecutable(interpreter, undefined)) return null;
  const what = statSync(interpreter, { throwIfNoEntry: false }) ? 'is not an executable file' : 'does not exist';
  return `its #! line names the interpreter ${JSON.stringify(interpreter)}, which ${what}; fix that line or install it`;
}
