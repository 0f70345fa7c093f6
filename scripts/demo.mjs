// `npm run demo`: the seed's review flow on its two-commit cart repository, then the loop with
// a stand-in agent (scope, prompt with the diff, run, gate, a failed rerun that keeps the
// evidence, resume), built in a temp dir and run with the committed bundle (no build needed).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { git, makeCartRepo } from './cart-repo.mjs';

const cliPath = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const repo = makeCartRepo();
const bold = (s) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1m${s}\x1b[0m` : s);

function step(args, note, cwd = repo) {
  console.log(bold(`\n$ proofgate ${args.join(' ')}`));
  const r = spawnSync(process.execPath, [cliPath, ...args], { cwd, encoding: 'utf8' });
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

// The loop with an agent: a stand-in reviewer (a custom runner, docs/agent.md) reads the prompt and
// the diff it names and writes its part; proofgate keeps every attempt and merges what it can trust.
{
  console.log(bold('\n# The loop with an agent. A third commit adds a discount module (with an off-by-one) and a labels module.'));
  writeFileSync(
    join(repo, 'src/discount.js'),
    'export function best(codes) {\n  let best = 0;\n  for (let i = 0; i <= codes.length; i++) best = Math.max(best, codes[i].off);\n  return best;\n}\n',
  );
  writeFileSync(join(repo, 'src/labels.js'), 'export const label = (item) => `${item.name}: ${item.price}`;\n');
  // Only the two modules: the review folder of demo-1 is proofgate's output, never part of a commit
  // (a project lists _bmad-output/ in .gitignore; here the clone's own exclude file does it).
  writeFileSync(join(repo, '.git/info/exclude'), '_bmad-output/\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'discount and labels');
  const agent = ['--agent', 'custom', '--agent-cmd', fileURLToPath(new URL('../test/fixtures/agents/review-agent.mjs', import.meta.url))];
  step(['review', 'scope', 'demo-2', '--base', 'HEAD~1', '--dispatch', 'one'], 'two files, one unit, one agent run for every reviewer');
  step(['review', 'prompt', 'demo-2'], 'the prompt names the diff of the selected files, and embeds it when it is small');
  const diff = readFileSync(join(repo, '_bmad-output/review/demo-2/diff.patch'), 'utf8').split('\n');
  console.log(`${diff.slice(0, 14).join('\n')}\n…`);
  step(['review', 'run', 'demo-2', ...agent, '--agent-arg=--complete', '--agent-arg=1'], 'the agent stopped after one file: incomplete');
  step(['review', 'gate', 'demo-2'], 'the gate reads what attempt 1 proved');
  step(['review', 'run', 'demo-2', ...agent, '--agent-arg=--fail', '--agent-arg=1'], 'a failed rerun: nothing merged, the evidence kept');
  step(['review', 'gate', 'demo-2'], 'the same verdict as before the failed rerun');
  step(['review', 'continue', 'demo-2'], 'what is owed, and the exact command to resume');
  step(['review', 'run', 'demo-2', '--resume', ...agent], 'only the file still owed was asked; the finding of attempt 1 is kept');
  const attempts = join(repo, '_bmad-output/review/demo-2/attempts');
  console.log(`\nEvery attempt is kept in ${attempts}: ${readdirSync(attempts).sort().join(', ')} (each with its prompt, diff and part).`);
}

// Specialist reviewers with a collection barrier: at high effort the cart change gets three
// reviewers, each its own agent run; the ledger accounts for every one, and the gate is complete
// only when all three returned and measured.
const cart = makeCartRepo();
{
  console.log(bold(`\n# Three reviewers, each its own run, on a fresh copy of the cart change (${cart}).`));
  writeFileSync(join(cart, '.git/info/exclude'), '_bmad-output/\n');
  const agent = ['--agent', 'custom', '--agent-cmd', fileURLToPath(new URL('../test/fixtures/agents/review-agent.mjs', import.meta.url))];
  const ledger = () => {
    const l = JSON.parse(readFileSync(join(cart, '_bmad-output/review/demo-3/ledger.json'), 'utf8'));
    console.log(bold('# ledger.json'));
    for (const r of l.reviewers)
      console.log(`ledger: ${r.id} ${r.state} after ${r.attempts.length} attempt(s)${r.reason ? ` (${r.reason})` : ''}`);
    console.log(`ledger: complete ${l.complete}`);
  };
  step(['review', 'reviewers', 'src/cart.js', '--effort', 'high'], 'why each reviewer applies', cart);
  step(['review', 'scope', 'demo-3', '--base', 'HEAD~1', '--effort', 'high'], 'the three reviewers are sealed in the scope', cart);
  step(
    ['review', 'run', 'demo-3', ...agent, '--agent-arg=--kill-reviewer', '--agent-arg=edge-case'],
    'the edge-case reviewer was killed: incomplete, naming it',
    cart,
  );
  ledger();
  step(['review', 'run', 'demo-3', '--resume', '--reviewer', 'edge-case', ...agent], 'only the edge-case reviewer ran again', cart);
  ledger();
}
if (process.env.PROOFGATE_DEMO_CLEANUP === '1') for (const dir of [repo, cart]) rmSync(dir, { recursive: true, force: true });
