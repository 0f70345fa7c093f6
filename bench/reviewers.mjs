// Three reviewers, each its own agent run: the wall time of `review run` with the reviewers at once
// (--concurrency 3) against one after the other (--concurrency 1), measured in the same run on the
// cart change at high effort. The stand-in reviewer waits as a model would (--sleep), so the ratio
// shows what the barrier's parallelism saves, not how fast this machine hashes a tree.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCartRepo } from '../scripts/cart-repo.mjs';
import { CLI, report, time } from './lib.mjs';

const THINK_MS = 1500;
const agent = fileURLToPath(new URL('../test/fixtures/agents/review-agent.mjs', import.meta.url));
const repo = makeCartRepo();
writeFileSync(join(repo, '.git/info/exclude'), '_bmad-output/\n');
time(process.execPath, [CLI, 'review', 'scope', 'bench', '--base', 'HEAD~1', '--effort', 'high'], { cwd: repo, runs: 0 });

// Every run asks all three reviewers again (no --resume): a new attempt each, the same work each time.
const run = (concurrency) =>
  time(
    process.execPath,
    [
      CLI,
      'review',
      'run',
      'bench',
      '--agent',
      'custom',
      '--agent-cmd',
      agent,
      '--agent-arg=--sleep',
      `--agent-arg=${THINK_MS}`,
      '--concurrency',
      String(concurrency),
    ],
    { cwd: repo, runs: 3, ok: [1] },
  );
const sequential = run(1);
const parallel = run(3);
report(`review run, 3 reviewers at once (each thinks ${THINK_MS} ms)`, parallel, sequential, 'one after the other', 0.6);
rmSync(repo, { recursive: true, force: true });
