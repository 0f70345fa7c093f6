// Every test makes its repositories, homes and event files under the system's temporary folder,
// and most never remove them (a failing test's files are worth keeping until the run ends). One
// folder per run holds them all, open to every user as /tmp is (an isolated agent runs as a user of
// its own), and goes when the run ends: a machine that runs the suite all day does not fill up.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'proofgate-suite-'));
  chmodSync(dir, 0o1777);
  for (const name of ['TMPDIR', 'TMP', 'TEMP']) process.env[name] = dir;
  return () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch (err) {
      // Files an agent's own uid left behind may not be ours to remove: said, never a failed run.
      console.warn(`the suite's temporary folder ${dir} was not removed whole: ${(err as Error).message}`);
    }
  };
}
