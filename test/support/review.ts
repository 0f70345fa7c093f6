import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitAll, emptyRepo } from './repo.js';

/** The stand-in reviewer (test/fixtures/agents/review-agent.mjs): reads the prompt and its diff, writes the two files. */
export const REVIEW_AGENT = fileURLToPath(new URL('../fixtures/agents/review-agent.mjs', import.meta.url));

/** `review run` flags that make the stand-in reviewer the agent, unconfined; `args` go to it. */
export const reviewAgentFlags = (...args: string[]): string[] => [
  '--isolate',
  'none',
  '--agent',
  'custom',
  '--agent-cmd',
  REVIEW_AGENT,
  ...args.map((a) => `--agent-arg=${a}`),
];

/** Writes `text` at `path` in `repo`, creating folders. */
export function write(repo: string, path: string, text: string | Uint8Array): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** A repo with one base commit (a README and `base`); `change` makes the second commit. */
export function repoWith(base: Record<string, string>, change: (repo: string) => void): string {
  const repo = emptyRepo();
  write(repo, 'README.md', '# app\n');
  for (const [p, t] of Object.entries(base)) write(repo, p, t);
  commitAll(repo, 'base');
  change(repo);
  commitAll(repo, 'change');
  return repo;
}

export const CART_FINDING = {
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

export function folderOf(repo: string, id: string): string {
  return join(repo, '_bmad-output/review', id);
}

/** Review `id`'s sealed scope.json, what the tests read of it. */
export function scopeOf(repo: string, id: string): { scopeSha256: string; reviewers: { id: string }[] } {
  return JSON.parse(readFileSync(join(folderOf(repo, id), 'scope.json'), 'utf8'));
}

export function scopeHashOf(repo: string, id: string): string {
  return scopeOf(repo, id).scopeSha256;
}

/** Writes findings.json; `findings` may be any JSON (tests write invalid ones on purpose). */
export function writeFindings(repo: string, id: string, findings: unknown[], scopeSha256 = scopeHashOf(repo, id)): void {
  writeFileSync(
    join(folderOf(repo, id), 'findings.json'),
    JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256, findings }, null, 2),
  );
}

export function writeCoverage(
  repo: string,
  id: string,
  items: unknown[],
  extra: Record<string, unknown> = {},
  scopeSha256 = scopeHashOf(repo, id),
): void {
  writeFileSync(
    join(folderOf(repo, id), 'coverage.json'),
    JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256, items, ...extra }, null, 2),
  );
}

/**
 * The evidence files (path from the repository root → text) of a review covering src/cart.js, where
 * an agent run writes them: its attempt's `out/` folder (the first run of a review is attempt 1),
 * from which proofgate takes them into the attempt.
 */
export function evidenceFiles(repo: string, id: string, findings: unknown[] = [], attempt = 1): Record<string, string> {
  const scopeSha256 = scopeHashOf(repo, id);
  const at = `_bmad-output/review/${id}/attempts/${attempt}/out`;
  return {
    [`${at}/findings.json`]: JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256, findings }),
    [`${at}/coverage.json`]: JSON.stringify({
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256,
      items: [{ path: 'src/cart.js', outcome: 'completed' }],
      run: { stop: 'completed' },
    }),
  };
}

/** The run record (run.json) of the review's latest attempt. */
export function lastRunRecord(repo: string, id: string): Record<string, unknown> {
  const attempts = join(folderOf(repo, id), 'attempts');
  const last = Math.max(...readdirSync(attempts).map(Number));
  return JSON.parse(readFileSync(join(attempts, String(last), 'run.json'), 'utf8')) as Record<string, unknown>;
}
