// `npm run demo`: the seed's review flow on its two-commit cart repository,
// built in a temp dir and run with the committed bundle (no build needed).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCartRepo } from './cart-repo.mjs';

const cliPath = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const repo = makeCartRepo();
const bold = (s) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1m${s}\x1b[0m` : s);

function step(args, note) {
  console.log(bold(`\n$ proofgate ${args.join(' ')}`));
  const r = spawnSync(process.execPath, [cliPath, ...args], { cwd: repo, encoding: 'utf8' });
  process.stdout.write(r.stdout);
  process.stdout.write(r.stderr);
  console.log(`# exit ${r.status}${note ? `: ${note}` : ''}`);
  return r.status;
}

console.log(`A two-commit repository in ${repo}: the second commit rewrote total() with an off-by-one loop and committed a .env file.`);
step(
  ['review', 'scope', 'demo-1', '--base', 'HEAD~1', '--effort', 'high'],
  'the scope is sealed; .env was excluded as a secret before any pattern could bring it back',
);
step(['review', 'rules', 'src/cart.js']);
{
  step(['review', 'gate', 'demo-1'], 'incomplete: no evidence yet');
  const dir = join(repo, '_bmad-output/review/demo-1');
  const scope = JSON.parse(readFileSync(join(dir, 'scope.json'), 'utf8'));
  const finding = {
    id: 'F1',
    path: 'src/cart.js',
    existing_code: 'for (let i = 0; i <= items.length; i++) sum += items[i].price;',
    content: 'The loop runs one step past the end: items[items.length] is undefined, so reading .price throws.',
    category: 'correctness',
    severity: 'high',
    confidence: 'high',
    disposition: 'confirmed',
    evidence: 'With items = [{price: 1}], i reaches 1 and items[1] is undefined, so items[1].price throws.',
    trigger: 'Any non-empty cart.',
    consequence: 'total() throws a TypeError.',
  };
  console.log(bold('\n# The agent (played here by this script) writes findings.json and coverage.json.'));
  writeFileSync(
    join(dir, 'findings.json'),
    JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: scope.scopeSha256, findings: [finding] }, null, 2),
  );
  writeFileSync(
    join(dir, 'coverage.json'),
    JSON.stringify(
      {
        schema: 'bmad-plus/review-coverage/1',
        scopeSha256: scope.scopeSha256,
        items: [{ path: 'src/cart.js', outcome: 'completed' }],
        run: { stop: 'completed' },
      },
      null,
      2,
    ),
  );
  step(['review', 'anchor', 'demo-1']);
  step(
    ['review', 'gate', 'demo-1', '--emit-check', '_bmad-output/review/demo-1/check.json'],
    'findings: one open finding in a fully covered scope',
  );
}
console.log(`\nThe evidence is in ${join(repo, '_bmad-output/review/demo-1')}.`);
if (process.env.PROOFGATE_DEMO_CLEANUP === '1') rmSync(repo, { recursive: true, force: true });
