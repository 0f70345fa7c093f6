import { spawn } from 'node:child_process';
import { simpleGit, type SimpleGit } from 'simple-git';
import { ProofgateError } from '../text/errors.js';
import { GIT_SETTINGS, gitEnv, openError } from './toplevel.js';

export interface Repo {
  root: string;
  git: SimpleGit;
}

export async function openRepo(cwd: string): Promise<Repo> {
  const git = simpleGit({ baseDir: cwd, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(GIT_SETTINGS) }).env(
    gitEnv(),
  );
  let root: string;
  try {
    root = (await git.raw(['rev-parse', '--show-toplevel'])).trim();
  } catch (err) {
    throw openError(cwd, (err as Error).message);
  }
  return {
    root,
    git: simpleGit({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(GIT_SETTINGS) }).env(gitEnv()),
  };
}

/** `git <args>` in the repository; rejects with git's own message. */
export function raw(repo: Repo, args: string[]): Promise<string> {
  return repo.git.raw(args);
}

export async function isShallow(repo: Repo): Promise<boolean> {
  return (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}

const SHALLOW_HINT =
  'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';

/** A ref git may be given as a revision: not empty, no option, no control character, at most 256 characters. */
export function checkRef(ref: string, what: string): void {
  if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
    throw new ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
  }
}

/** A full commit id (SHA-1 or SHA-256). */
export const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * Opens the repository and resolves refs to commits in one git process (the
 * common case); on any failure, the one-by-one path names what is wrong.
 */
export async function openAndResolve(cwd: string, refs: { ref: string; what: string }[]): Promise<{ repo: Repo; shas: string[] }> {
  for (const r of refs) checkRef(r.ref, r.what);
  try {
    const git = simpleGit({ baseDir: cwd, trimmed: false, allowEnvironment: Object.keys(GIT_SETTINGS) }).env(gitEnv());
    const [root, ...shas] = (await git.raw(['rev-parse', '--show-toplevel', ...refs.map((r) => `${r.ref}^{commit}`), '--']))
      .trim()
      .split('\n');
    if (root && shas.length === refs.length + 1 && shas.slice(0, -1).every((s) => SHA.test(s))) {
      return {
        repo: {
          root,
          git: simpleGit({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(GIT_SETTINGS) }).env(
            gitEnv(),
          ),
        },
        shas: shas.slice(0, -1),
      };
    }
  } catch {
    /* the precise path below explains */
  }
  const repo = await openRepo(cwd);
  return { repo, shas: await Promise.all(refs.map((r) => resolveCommit(repo, r.ref, r.what))) };
}

/** Resolves a ref to a commit SHA, or explains why it cannot. */
export async function resolveCommit(repo: Repo, ref: string, what: string): Promise<string> {
  checkRef(ref, what);
  try {
    // simple-git resolves a silent non-zero exit with empty output: only a SHA counts.
    const sha = (await raw(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
    if (!SHA.test(sha)) throw new Error('not found');
    return sha;
  } catch {
    const hint = (await isShallow(repo)) ? `; ${SHALLOW_HINT}` : '';
    throw new ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} is not a commit in this repository${hint}`);
  }
}

export async function mergeBase(repo: Repo, base: string, head: string): Promise<string> {
  try {
    return (await raw(repo, ['merge-base', base, head])).trim();
  } catch {
    const hint = (await isShallow(repo)) ? SHALLOW_HINT : 'the two refs share no history';
    throw new ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
  }
}

export interface Blob {
  oid: string;
  /** null when the object is missing (e.g. a shallow clone). */
  data: Buffer | null;
}

/** Runs `git cat-file <mode>` once over `names` (one per line) and hands back its whole output. */
function catFile(
  root: string,
  mode: '--batch' | '--batch-check',
  names: string[],
): Promise<{ out: Buffer; code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', mode], { cwd: root, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ out: Buffer.concat(chunks), code, stderr }));
    child.stdin.end(names.map((n) => `${n}\n`).join(''));
  });
}

const stopped = (done: number, total: number, code: number | null, stderr: string) =>
  new ProofgateError(`git cat-file stopped after ${done} of ${total} objects (exit ${code}): ${stderr.trim()}`);

/**
 * Reads many objects in one `git cat-file --batch` process, as bytes.
 * Object names are `<oid>` or `<commit>:<path>`; one name per line, so a path
 * with a newline cannot be asked for (and is refused before it gets here).
 * The output is joined once and each blob is a view into it: no per-chunk copies.
 */
export async function readObjects(root: string, names: string[]): Promise<Map<string, Blob>> {
  const out = new Map<string, Blob>();
  if (names.length === 0) return out;
  const { out: all, code, stderr } = await catFile(root, '--batch', names);
  let at = 0;
  for (const name of names) {
    const nl = all.indexOf(10, at);
    if (nl < 0) throw stopped(out.size, names.length, code, stderr);
    const header = all.toString('utf8', at, nl);
    if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
      out.set(name, { oid: '', data: null });
      at = nl + 1;
      continue;
    }
    const [oid, , sizeText] = header.split(' ');
    const size = Number(sizeText);
    out.set(name, { oid: oid!, data: all.subarray(nl + 1, nl + 1 + size) });
    at = nl + 1 + size + 1;
  }
  return out;
}

export interface ObjectInfo {
  oid: string;
  type: string;
  size: number;
}

/** What each name (`<oid>`, `<rev>^{commit}`, `<commit>:<path>`) is, in one `git cat-file --batch-check`: null when missing. Nothing is read. */
export async function objectInfo(root: string, names: string[]): Promise<Map<string, ObjectInfo | null>> {
  const info = new Map<string, ObjectInfo | null>();
  if (names.length === 0) return info;
  const { out, code, stderr } = await catFile(root, '--batch-check', names);
  // One line per name: any other count means the answers cannot be told apart.
  const lines = out.toString('utf8').split('\n');
  if (lines.length !== names.length + 1) throw stopped(lines.length - 1, names.length, code, stderr);
  names.forEach((name, i) => {
    const [oid = '', type = '', size = ''] = lines[i]!.split(' ');
    info.set(name, /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null);
  });
  return info;
}

export interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  /** Bytes of a blob; null for a tree or a submodule. */
  size: number | null;
  path: string;
}

/** What `commit` holds at `paths` (`git ls-tree -l`; with `recursive`, every file under them). Nothing is read from the work tree. */
export async function treeEntries(repo: Repo, commit: string, paths: string[], { recursive = false } = {}): Promise<TreeEntry[]> {
  if (paths.length === 0) return [];
  const out = await raw(repo, ['-c', 'core.quotePath=false', 'ls-tree', '-z', '-l', ...(recursive ? ['-r'] : []), commit, '--', ...paths]);
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode = '', type = '', oid = '', size = '-'] = line.slice(0, tab).trim().split(/\s+/);
      return { mode, type, oid, size: size === '-' ? null : Number(size), path: line.slice(tab + 1) };
    });
}

/** How far `to` is from `from`: commits only `to` has (ahead) and only `from` has (behind). */
export async function aheadBehind(repo: Repo, from: string, to: string): Promise<{ ahead: number; behind: number }> {
  const [behind, ahead] = (await raw(repo, ['rev-list', '--left-right', '--count', `${from}...${to}`, '--']))
    .trim()
    .split(/\s+/)
    .map(Number);
  return { ahead: ahead!, behind: behind! };
}

export interface GitProcess {
  /** Written to git's stdin, then closed. */
  stdin?: string;
  /** Added to git's small, known environment (e.g. GIT_INDEX_FILE). */
  env?: Record<string, string>;
}

/** `git <args>` in `root` as its own process: stdout on success, git's own message on failure. */
export function runGit(root: string, args: string[], { stdin = '', env = {} }: GitProcess = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: root, env: { ...gitEnv(), ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new ProofgateError(`git ${args.find((a) => !a.startsWith('-')) ?? ''} failed: ${stderr.trim().split('\n')[0]}`));
    });
    child.stdin.on('error', () => undefined); // git may exit before reading all of stdin; its exit code says why
    child.stdin.end(stdin);
  });
}

/**
 * Hashes working-tree files as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects.
 */
export async function hashFiles(root: string, paths: string[], { write = true } = {}): Promise<string[]> {
  if (paths.length === 0) return [];
  const out = await runGit(root, ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'], {
    stdin: paths.map((p) => `${p}\n`).join(''),
  });
  const oids = out.split('\n').filter(Boolean);
  if (oids.length !== paths.length) throw new ProofgateError(`git hash-object failed: ${oids.length} ids for ${paths.length} files`);
  return oids;
}
