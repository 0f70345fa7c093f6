// The seed's demo project: two commits, the second rewrites total() with an
// off-by-one loop (4 changed lines) and commits a .env file. Shared by
// `npm run demo` and the tests, so both show the same thing.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, mkdirSync, writeFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const CART_V1 = `export function total(items) {
  return items.reduce((sum, item) => sum + item.price, 0);
}

export function count(items) {
  return items.length;
}
`;

export const CART_V2 = `export function total(items) {
  let sum = 0;
  for (let i = 0; i <= items.length; i++) sum += items[i].price;
  return sum;
}

export function count(items) {
  return items.length;
}
`;

const gitEnv = () => ({
  ...process.env,
  GIT_AUTHOR_NAME: 'Demo',
  GIT_AUTHOR_EMAIL: 'demo@example.invalid',
  GIT_COMMITTER_NAME: 'Demo',
  GIT_COMMITTER_EMAIL: 'demo@example.invalid',
  GIT_AUTHOR_DATE: '2026-10-18T10:00:00Z',
  GIT_COMMITTER_DATE: '2026-10-18T10:00:00Z',
});

// git's own messages (a `fatal:` a caller expects and catches, a hint) stay in the error thrown,
// out of the test run's output.
const QUIET = ['pipe', 'pipe', 'pipe'];

export function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: gitEnv(), stdio: QUIET });
}

/** A fresh git repository in a temp dir with `git init` done; returns its real path. */
export function emptyRepo(prefix = 'proofgate-') {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  chmodSync(dir, 0o755); // open to every user, as a checkout is: an isolated agent runs as a user of its own
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'commit.gpgsign', 'false');
  // No `git maintenance run --auto` process after every commit: a test repository stays small.
  git(dir, 'config', 'maintenance.auto', 'false');
  return dir;
}

/**
 * Commits the whole tree. One process started here, whose shell starts both gits: a test process
 * holds hundreds of megabytes, and each process it forks costs it 5-30 ms of system time.
 */
export function commitAll(dir, message) {
  execFileSync('/bin/sh', ['-c', 'git add -A && git commit -q --allow-empty -m "$1"', 'sh', message], {
    cwd: dir,
    env: gitEnv(),
    stdio: QUIET,
  });
}

export function makeCartRepo() {
  const dir = emptyRepo('proofgate-cart-');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/cart.js'), CART_V1);
  writeFileSync(join(dir, 'package.json'), '{ "name": "cart", "version": "1.0.0", "type": "module" }\n');
  commitAll(dir, 'cart: total and count');
  writeFileSync(join(dir, 'src/cart.js'), CART_V2);
  writeFileSync(join(dir, '.env'), 'API_' + 'TOKEN=demo-not-a-real-token\n');
  commitAll(dir, 'cart: loop over items; add .env');
  return dir;
}
