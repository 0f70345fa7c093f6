// Start-up of CLI commands that publish nothing, against bare `node -e 0` of the same Node: the
// Node running the bench, and the actions' own (node24, when scripts/runner-node.mjs cached it).
import { existsSync } from 'node:fs';
import { RUNNER_NODE, runnerNodePath } from '../scripts/runner-node.mjs';
import { CLI, report, timeAgainst } from './lib.mjs';

const nodes = [[process.execPath, process.versions.node]];
if (existsSync(runnerNodePath())) nodes.push([runnerNodePath(), RUNNER_NODE]);
for (const [node, version] of nodes) {
  console.log(`CLI start-up (commands that publish nothing), Node ${version}, each in turn with bare \`node -e 0\`:`);
  const command = (name, args, env) => {
    const t = timeAgainst({ cmd: node, args: ['-e', '0'] }, { cmd: node, args: [CLI, ...args], env }, { runs: 21 });
    report(`  ${name}`, t.ours, t.base, 'node -e 0', 2, t.ratio);
  };
  command('proofgate --version', ['--version']);
  command('proofgate review scope --help', ['review', 'scope', '--help']);
  command('proofgate review rules (git + rule documents)', ['review', 'rules']);
  // src/compile-cache.ts: the runs above (after a warm-up) compile from the cache beside the
  // bundle (Node 22.1 and later); a bundle's first start compiles everything.
  command('proofgate review rules, compile cache off (a first start)', ['review', 'rules'], { NODE_DISABLE_COMPILE_CACHE: '1' });
}
