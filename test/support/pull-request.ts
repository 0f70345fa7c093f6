// A pull request for the review-gate action's pull request review: a real repository whose
// second commit changes a function, findings on and off its diff, and the action run against it
// with the local API server playing GitHub (which refuses comments off the diff git computes).
import { expect } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionCase, cliInProcess, type ActionRun } from './run.js';
import { commitAll, copyOf, emptyRepo, git, headSha } from './repo.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from './review.js';
import type { GitHubServer, Identity, ReviewComment } from './github-server.js';

export const TOKEN = 'ghs_' + 'R'.repeat(36);
export const PERSON: Identity = { login: 'octo-reviewer', type: 'User' };
const PADS = Array.from({ length: 20 }, (_, i) => `const pad${i} = ${i};`).join('\n');
export const SHOP_V1 = `export function total(items) {
  return items.reduce((sum, item) => sum + item.price, 0);
}
${PADS}
export function count(items) {
  return items.length;
}
`;
// Line 1-5: total(); 6-25: pads; 26-28: count(). The diff shows lines 1-7 only.
export const SHOP_V2 = `export function total(items) {
  let sum = 0;
  for (let i = 0; i <= items.length; i++) sum += items[i].price;
  return sum;
}
${PADS}
export function count(items) {
  return items.length;
}
`;
// The loop fixed; a new function at the end.
export const SHOP_V3 =
  SHOP_V2.replace('i <= items.length', 'i < items.length') + `export function first(items) {\n  return items[0].price;\n}\n`;

export const LOOP = '  for (let i = 0; i <= items.length; i++) sum += items[i].price;';
export const F_LOOP = {
  ...CART_FINDING,
  id: 'F1',
  path: 'src/shop.js',
  existing_code: LOOP,
  suggestion: '  for (let i = 0; i < items.length; i++) sum += items[i].price;\n',
};
export const F_HEAD = {
  ...CART_FINDING,
  id: 'F2',
  path: 'src/shop.js',
  category: 'maintainability',
  severity: 'low',
  existing_code: 'export function total(items) {\n  let sum = 0;',
  content: 'A running sum in a loop where reduce() read better.',
};
export const F_OFF = {
  ...CART_FINDING,
  id: 'F3',
  path: 'src/shop.js',
  category: 'documentation',
  severity: 'medium',
  existing_code: 'return items.length;',
  content: 'count() is undocumented.',
};
export const F_NEW = {
  ...CART_FINDING,
  id: 'F4',
  path: 'src/shop.js',
  existing_code: 'return items[0].price;',
  content: 'first() throws on an empty list.',
};

export interface Pull {
  repo: string;
  base: string;
}

let pullBase: string | undefined;
/** The copies pullRepo handed out: their seals are shared (sealPull). */
const pulls = new Set<string>();
/** The pull request's repository: a copy of one built per test process (its commits are the same). */
export function pullRepo(): Pull {
  const repo = copyOf('pull', buildPull, 'proofgate-pr-');
  pullBase ??= git(repo, 'rev-parse', 'HEAD~1').trim();
  pulls.add(repo);
  return { repo, base: pullBase };
}

function buildPull(): string {
  const repo = emptyRepo('proofgate-pr-');
  mkdirSync(join(repo, 'src'));
  writeFileSync(join(repo, 'src/shop.js'), SHOP_V1);
  // As a project keeps it: the review's own output is never committed (a later commitAll would
  // otherwise commit the evidence, which the gate never takes as evidence).
  writeFileSync(join(repo, '.gitignore'), '_bmad-output/\n');
  commitAll(repo, 'shop');
  writeFileSync(join(repo, 'src/shop.js'), SHOP_V2);
  commitAll(repo, 'shop: a loop');
  return repo;
}

/**
 * Seals the scope of the pull request's head and writes the evidence the agent would (by default:
 * src/shop.js completed). Setup, not the case: sealed in process, so the table's bundle run stays
 * the gate's.
 */
export async function evidence(
  p: Pull,
  findings: unknown[],
  items: unknown[] = [{ path: 'src/shop.js', outcome: 'completed' }],
  stop = 'completed',
): Promise<void> {
  await sealPull(p);
  writeFindings(p.repo, 'pr-7', findings);
  writeCoverage(p.repo, 'pr-7', items, { run: { stop } });
}

/** What sealing writes (review scope without an intent), by the head and base sealed in a copy of the pull fixture. */
const seals = new Map<string, Map<string, Buffer>>();
const SEALED = ['scope.json', 'checklist.md'];

/**
 * Seals pr-7 from the pull request's base to its head. A copy of the pull fixture at a head and
 * base sealed before takes that seal's files: a seal of commits is made of the commits alone (one
 * id, one tree), so sealing again would write the same bytes, for the scope's work and seven git
 * processes a case.
 */
async function sealPull(p: Pull): Promise<void> {
  const key = pulls.has(p.repo) ? `${headSha(p.repo)} ${p.base}` : undefined;
  const folder = folderOf(p.repo, 'pr-7');
  const sealed = key === undefined ? undefined : seals.get(key);
  if (sealed) {
    mkdirSync(folder, { recursive: true });
    for (const [name, data] of sealed) writeFileSync(join(folder, name), data);
    return;
  }
  expect((await cliInProcess(p.repo, ['review', 'scope', 'pr-7', '--base', p.base])).code).toBe(0);
  if (key !== undefined) seals.set(key, new Map(SEALED.map((name) => [name, readFileSync(join(folder, name))])));
}

/** The review-gate action on the pull request's head, as the runner runs it. */
export function gateOnPull(
  server: GitHubServer,
  p: Pull,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionRun> {
  const head = headSha(p.repo);
  Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: head });
  return actionCase(
    'review-gate.js',
    p.repo,
    { id: 'pr-7', 'github-token': env.GITHUB_TOKEN ?? TOKEN, 'upload-artifact': 'false', ...inputs },
    {
      event: { pull_request: { number: 7, base: { sha: p.base }, head: { sha: head } } },
      env: { GITHUB_API_URL: server.url, GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '99', ...env },
    },
  );
}

/** Comments that open a thread (not replies). */
export const inline = (server: GitHubServer): ReviewComment[] => server.reviewComments.filter((c) => c.in_reply_to_id === undefined);
