import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

export function scopeHashOf(repo: string, id: string): string {
  return JSON.parse(readFileSync(join(folderOf(repo, id), 'scope.json'), 'utf8')).scopeSha256;
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

/** The evidence files (path from the repository root → text) of a review covering src/cart.js. */
export function evidenceFiles(repo: string, id: string, findings: unknown[] = []): Record<string, string> {
  const scopeSha256 = scopeHashOf(repo, id);
  return {
    [`_bmad-output/review/${id}/findings.json`]: JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256, findings }),
    [`_bmad-output/review/${id}/coverage.json`]: JSON.stringify({
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256,
      items: [{ path: 'src/cart.js', outcome: 'completed' }],
      run: { stop: 'completed' },
    }),
  };
}
