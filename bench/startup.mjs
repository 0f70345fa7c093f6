// Start-up of CLI commands that publish nothing, against bare `node -e 0`.
import { CLI, report, time } from './lib.mjs';

const node = time(process.execPath, ['-e', '0'], { runs: 15 });
console.log('CLI start-up (commands that publish nothing):');
report('  proofgate --version', time(process.execPath, [CLI, '--version'], { runs: 15 }), node, 'node -e 0', 2);
report('  proofgate review scope --help', time(process.execPath, [CLI, 'review', 'scope', '--help'], { runs: 15 }), node, 'node -e 0', 2);
report(
  '  proofgate review rules (git + rule documents)',
  time(process.execPath, [CLI, 'review', 'rules'], { runs: 15 }),
  node,
  'node -e 0',
  2,
);
