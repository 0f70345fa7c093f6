// The process that runs a test file's in-process cases (run.ts: cliInProcess, actionInProcess):
// the bundle's cli() and action() called one after another in one Node process, started once.
// Not vitest's worker itself: a command forks git about a dozen times, and each fork copies the
// page tables of the process that makes it, five times the work from a 250 MB worker as from here.
// Requests come over the IPC channel; the host ends with it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Past this size the host says so and run.ts starts a fresh one for the next request: a 15 MiB
// case leaves V8 holding 400 MB, and every later fork would pay for it.
const LARGE_BYTES = 160 * 2 ** 20;

const { cli, action } = await import(pathToFileURL(join(process.argv[2], 'index.js')).href);

/** One command, run as a child would run: its environment and folder, its output captured, its exit code. */
async function run({ kind, args, name, cwd, env }) {
  const writes = [process.stdout, process.stderr].map((s) => [s, Object.getOwnPropertyDescriptor(s, 'write')]);
  let stdout = '';
  let stderr = '';
  const collect = (add) => (chunk) => (add(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')), true);
  process.env = env;
  process.chdir(cwd);
  process.exitCode = undefined;
  process.stdout.write = collect((t) => (stdout += t));
  process.stderr.write = collect((t) => (stderr += t));
  try {
    if (kind === 'cli') await cli(args, (fd, text) => (fd === 1 ? process.stdout : process.stderr).write(text));
    else await action(name);
    return { code: Number(process.exitCode ?? 0), stdout, stderr };
  } catch (err) {
    // A crash is a test failure with its stack, as a child's would be on its stderr.
    return { code: -1, stdout, stderr: `${stderr}${err instanceof Error ? err.stack : String(err)}\n` };
  } finally {
    for (const [stream, own] of writes) {
      if (own) Object.defineProperty(stream, 'write', own);
      else delete stream.write;
    }
    process.exitCode = undefined;
  }
}

let tail = Promise.resolve();
process.on('message', (request) => {
  tail = tail.then(async () => {
    const result = await run(request);
    process.send({ id: request.id, large: process.memoryUsage().rss > LARGE_BYTES, ...result });
  });
});
process.on('disconnect', () => process.exit());
process.send({ ready: true });
