/**
 * The one bundle's entry. The CLI and every action reach the core through here;
 * each loads its part on demand so a command that publishes nothing never
 * parses the GitHub toolkit.
 */
/** Where the CLI writes: the process's streams, or a caller's (a test runs the same code in its own process). */
export interface CliStreams {
  out: (text: string) => void;
  err: (text: string) => void;
}
const STD: CliStreams = { out: (t) => void process.stdout.write(t), err: (t) => void process.stderr.write(t) };

/** Runs one CLI invocation; returns its exit code (the entry stub sets it on the process). */
export async function cli(argv: string[] = process.argv.slice(2), streams: CliStreams = STD): Promise<number> {
  const { runCli } = await import('./cli/main.js');
  // runCli neutralises every line. In a workflow step stderr (progress, errors) is also fenced
  // off with stop-commands; stdout is not, because it may be redirected into a file or a pipe.
  const fenced = process.env.GITHUB_ACTIONS === 'true' ? (await import('./text/neutralise.js')).untrustedBlock : undefined;
  return runCli(argv, {
    cwd: process.cwd(),
    out: (text) => streams.out(`${text}\n`),
    err: (text) => streams.err(fenced ? fenced([text]) : `${text}\n`),
  });
}

export async function action(name: string): Promise<void> {
  const { runAction } = await import('./actions/main.js');
  await runAction(name);
}
