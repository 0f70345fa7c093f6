/**
 * How the CLI's process writes its lines and ends. Touching `process.stdout` builds a stream over
 * a pipe or terminal, about 10 ms of a 40 ms Node start, for a few lines written once; and a
 * natural end tears the environment down, about 7 ms more, for a process that is finished.
 */
import { writeSync } from 'node:fs';

const streamed = new Set<1 | 2>();
/** The fds that take no more (EPIPE: `| head`, `| true`; ENOSPC, EIO): nothing more is written there. */
const gone = new Set<1 | 2>();

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code;

/**
 * An fd that cannot take the lines (a reader gone, a full disk, an I/O error) takes no more. A
 * reader that left wanted no more; any other loss is said once on stderr, never as a crash.
 */
function lost(fd: 1 | 2, err: unknown): void {
  gone.add(fd);
  const code = errorCode(err);
  if (code === 'EPIPE' || fd === 2 || gone.has(2)) return;
  try {
    writeSync(
      2,
      `proofgate: the output could not be written (${String(code ?? err)}): its lines are lost; the exit code is still the command's\n`,
    );
  } catch {
    gone.add(2);
  }
}

/**
 * Writes to fd 1 or 2 with `fs.writeSync`. Whatever that cannot do (a non-blocking pipe that is
 * full) goes to the stream as before, and so does everything after it, so the order of the lines
 * holds. An fd that fails ends the writing to it, never the command: its exit code is the
 * verdict's, not that of a crash (`review gate … | head` or `> /dev/full` must not turn incomplete into 1).
 */
export function writeOut(fd: 1 | 2, text: string): void {
  if (gone.has(fd)) return;
  const bytes = Buffer.from(text);
  let done = 0;
  if (!streamed.has(fd))
    try {
      while (done < bytes.length) done += writeSync(fd, bytes, done);
      return;
    } catch (err) {
      if (errorCode(err) !== 'EAGAIN') return lost(fd, err);
      streamed.add(fd);
      (fd === 1 ? process.stdout : process.stderr).on('error', (e) => lost(fd, e));
    }
  (fd === 1 ? process.stdout : process.stderr).write(bytes.subarray(done));
}

/**
 * Ends the process now when a natural end would come next: nothing left to run (no child, timer,
 * socket or request) and every line already written whole. Otherwise the process ends as usual,
 * once those are done.
 */
export async function exitWhenIdle(): Promise<void> {
  // Handles whose close was already asked for finish within one turn of the loop.
  await new Promise((resolve) => setImmediate(resolve));
  if (streamed.size === 0 && process.getActiveResourcesInfo().length === 0) process.exit();
}
