/**
 * The one bundle's entry. The CLI and every action reach the core through here;
 * each loads its part on demand so a command that publishes nothing never
 * parses the GitHub toolkit.
 */
import { withGitMemo } from './git/run-memo.js';

export async function cli(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { runCli } = await import('./cli/main.js');
  // runCli neutralises every line. In a workflow step stderr (progress, errors) is also fenced
  // off with stop-commands; stdout is not, because it may be redirected into a file or a pipe.
  const fenced = process.env.GITHUB_ACTIONS === 'true' ? (await import('./text/neutralise.js')).untrustedBlock : undefined;
  // One command is one run: git's answers are shared within it (run-memo.ts).
  process.exitCode = await withGitMemo(() =>
    runCli(argv, {
      cwd: process.cwd(),
      out: (text) => void process.stdout.write(`${text}\n`),
      err: (text) => void process.stderr.write(fenced ? fenced([text]) : `${text}\n`),
    }),
  );
}

export async function action(name: string): Promise<void> {
  const { runAction } = await import('./actions/main.js');
  await withGitMemo(() => runAction(name));
}
