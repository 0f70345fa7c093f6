/**
 * How the CLI's process writes its lines and ends. Touching `process.stdout` builds a stream over
 * a pipe or terminal, about 10 ms of a 40 ms Node start, for a few lines written once; and a
 * natural end tears the environment down, about 7 ms more, for a process that is finished.
 */
import { writeSync } from 'node:fs';

const streamed = new Set<1 | 2>();
/** The fds whose reader is gone (EPIPE: `| head`, `| true`): nothing more is written there. */
const gone = new Set<1 | 2>();

const readerGone = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code === 'EPIPE';

/**
 * Writes to fd 1 or 2 with `fs.writeSync`. Whatever that cannot do (a non-blocking pipe that is
 * full) goes to the stream as before, and so does everything after it, so the order of the lines
 * holds. A reader that is gone ends the writing to that fd, never the command: its exit code is
 * the verdict's, not that of a crash (`review gate … | head` must not turn incomplete into 1).
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
      if (readerGone(err)) return void gone.add(fd);
      streamed.add(fd);
      (fd === 1 ? process.stdout : process.stderr).on('error', (e) => {
        if (!readerGone(e)) throw e;
        gone.add(fd);
      });
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
