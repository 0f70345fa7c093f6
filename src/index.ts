/**
 * The one bundle's entry. The CLI and every action reach the core through here;
 * each loads its part on demand so a command that publishes nothing never
 * parses the GitHub toolkit.
 */
import { enableCompileCache } from './compile-cache.js';
import { withGitMemo } from './git/run-memo.js';
import { writeOut } from './process-io.js';

// Before any part is loaded: each is compiled from the cache from then on.
enableCompileCache();

// dist/cli.js ends the process with it once the command is done (scripts/build.mjs).
export { exitWhenIdle } from './process-io.js';

/** Runs the CLI; `write` prints to fd 1 or 2 (a test in process passes its own). */
export async function cli(argv: string[] = process.argv.slice(2), write: (fd: 1 | 2, text: string) => void = writeOut): Promise<void> {
  const [{ runCli }, { handleStops }] = await Promise.all([import('./cli/main.js'), import('./agent/abort.js')]);
  // runCli neutralises every line. In a workflow step stderr (progress, errors) is also fenced
  // off with stop-commands; stdout is not, because it may be redirected into a file or a pipe.
  const fenced = process.env.GITHUB_ACTIONS === 'true' ? (await import('./text/neutralise.js')).untrustedBlock : undefined;
  // A command told to stop ends as one without a verdict: its stop said on GitHub where it published (abort.ts), one line, 128+signal.
  const unhandle = handleStops((why) => write(2, `proofgate: stopped before a verdict: ${why}\n`));
  try {
    // One command is one run: git's answers are shared within it (run-memo.ts).
    process.exitCode = await withGitMemo(() =>
      runCli(argv, {
        cwd: process.cwd(),
        out: (text) => write(1, `${text}\n`),
        err: (text) => write(2, fenced ? fenced([text]) : `${text}\n`),
      }),
    );
  } finally {
    unhandle();
  }
}

export async function action(name: string): Promise<void> {
  const { runAction } = await import('./actions/main.js');
  await withGitMemo(() => runAction(name));
}

/** A worker thread of `review anchor` (dist/anchor-worker.js): locates the quotes of the files it takes. */
export async function anchorWorker(): Promise<void> {
  (await import('./review/anchor-threads.js')).locateForMainThread();
}
