// Real git repositories in temp dirs (shared with `npm run demo` via scripts/cart-repo.mjs).
export { CART_V1, CART_V2, commitAll, git } from '../../scripts/cart-repo.mjs';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as built from '../../scripts/cart-repo.mjs';
import { commitAll, git } from '../../scripts/cart-repo.mjs';

const templates = new Map<string, string>();
/**
 * A copy of the repository `build` makes, built once per test process. The copy is the same
 * repository (the helpers fix every date, so even commit ids match those of a rebuilt one) for a
 * few file copies, where building it spawns eight git processes, each costing a fork of this large
 * test process (measured from a process of 150 MB: 165 ms a cart repository built, 13 ms copied).
 */
export function copyOf(name: string, build: () => string, prefix: string): string {
  let template = templates.get(name);
  if (template === undefined) templates.set(name, (template = build()));
  return copied(template, prefix);
}

const madeAsync = new Map<string, Promise<string>>();
/**
 * copyOf for a repository made by something asynchronous (a review run through the bundle): made
 * once per test process, then copied. Nothing in a review folder names the repository's path, so
 * a copy is the same review.
 */
export async function copyOfAsync(name: string, build: () => Promise<string>, prefix: string): Promise<string> {
  let template = madeAsync.get(name);
  if (template === undefined) madeAsync.set(name, (template = build()));
  return copied(await template, prefix);
}

function copied(template: string, prefix: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  chmodSync(dir, 0o755); // as emptyRepo leaves it: open to an isolated agent's own user
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** A fresh git repository with `git init` done (scripts/cart-repo.mjs's emptyRepo); returns its real path. */
export const emptyRepo = (prefix = 'proofgate-'): string => copyOf('empty', () => built.emptyRepo(), prefix);
/** The demo's cart repository of two commits (scripts/cart-repo.mjs's makeCartRepo). */
export const makeCartRepo = (): string => copyOf('cart', built.makeCartRepo, 'proofgate-cart-');

/** Writes a file of the repository, creating its folders. */
export function writeRepoFile(repo: string, path: string, text: string | Buffer): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** A repository of two commits: `base` (with a README) and then `change` on top of it. */
export function twoCommits(base: Record<string, string>, change: Record<string, string>): string {
  const repo = emptyRepo();
  writeRepoFile(repo, 'README.md', 'shop\n');
  for (const [p, t] of Object.entries(base)) writeRepoFile(repo, p, t);
  commitAll(repo, 'base');
  for (const [p, t] of Object.entries(change)) writeRepoFile(repo, p, t);
  commitAll(repo, 'change');
  return repo;
}

/**
 * The commit HEAD names, read from the repository's files where they say it plainly (a test's
 * repository: HEAD a branch with a loose ref, or a commit id); undefined where they do not (no .git
 * folder, an unborn branch, a packed ref). Each git process this test process forks costs a fork of
 * a large process and a git start-up (about 10 ms of CPU under the suite's load).
 */
export function headFromFiles(repo: string): string | undefined {
  const read = (path: string) => readFileSync(join(repo, '.git', path), 'utf8').trim();
  try {
    const head = read('HEAD');
    const ref = /^ref: (refs\/heads\/[\w./-]+)$/.exec(head)?.[1];
    const id = ref && !ref.includes('..') ? read(ref) : head;
    if (/^[0-9a-f]{40}$/.test(id)) return id;
  } catch {
    // No such file: git answers.
  }
  return undefined;
}

/** `git rev-parse HEAD`, from the files where they say it (headFromFiles). */
export const headSha = (repo: string): string => headFromFiles(repo) ?? git(repo, 'rev-parse', 'HEAD').trim();
