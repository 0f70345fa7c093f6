/**
 * The one bundle's entry. The CLI and every action reach the core through here;
 * each loads its part on demand so a command that publishes nothing never
 * parses the GitHub toolkit.
 */
export async function cli(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { runCli } = await import('./cli/main.js');
  process.exitCode = await runCli(argv, {
    cwd: process.cwd(),
    out: (text) => void process.stdout.write(`${text}\n`),
    err: (text) => void process.stderr.write(`${text}\n`),
  });
}

export async function action(name: string): Promise<void> {
  const { runAction } = await import('./actions/main.js');
  await runAction(name);
}
