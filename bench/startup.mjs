// Start-up of CLI commands that publish nothing, against bare `node -e 0` of the same Node: the
// Node running the bench, and the actions' own (node24, when scripts/runner-node.mjs cached it).
import { existsSync } from 'node:fs';
import { RUNNER_NODE, runnerNodePath } from '../scripts/runner-node.mjs';
import { CLI, report, time } from './lib.mjs';

const nodes = [[process.execPath, process.versions.node]];
if (existsSync(runnerNodePath())) nodes.push([runnerNodePath(), RUNNER_NODE]);
for (const [node, version] of nodes) {
  const bare = time(node, ['-e', '0'], { runs: 15 });
  console.log(`CLI start-up (commands that publish nothing), Node ${version}:`);
  const command = (name, args) => report(`  ${name}`, time(node, [CLI, ...args], { runs: 15 }), bare, 'node -e 0', 2);
  command('proofgate --version', ['--version']);
  command('proofgate review scope --help', ['review', 'scope', '--help']);
  command('proofgate review rules (git + rule documents)', ['review', 'rules']);
}
