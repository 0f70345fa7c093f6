import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { walk } from './tree.js';

/**
 * What an agent's git may keep of a repository's config: the format, the remotes without
 * credentials, the branches. Everything else goes: `http.*.extraheader` (actions/checkout's
 * persisted token), credential helpers, includes (checkout v6 keeps its token in an included
 * file), `url.*.insteadOf`, and every setting that runs a program (filters, fsmonitor, hooks path,
 * ssh command, pager, aliases).
 */
const KEEP: RegExp[] = [
  /^core\.(repositoryformatversion|filemode|bare|logallrefupdates|ignorecase|precomposeunicode|symlinks|autocrlf|eol|worktree|sparsecheckout|sparsecheckoutcone)$/,
  /^extensions\.[^.]+$/,
  /^remote\..+\.(url|pushurl|fetch|promisor|partialclonefilter)$/,
  /^branch\..+\.(remote|merge)$/,
  /^submodule\..+\.(url|active)$/,
];

/** Keys that carry a credential or point at one: the ones worth a warning. */
const CREDENTIAL = /^(http\.(.+\.)?extraheader|credential\..+|include\.path|includeif\..+\.path)$/;

/** `https://user:token@host/x` → `https://host/x`; other values unchanged. */
const withoutUserinfo = (value: string) => value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
const hasUserinfo = (value: string) => /^[a-z][a-z0-9+.-]*:\/\/[^/@]*@/i.test(value);

interface Entry {
  key: string;
  /** The key as written: the section and name lower-cased, a subsection as it is. */
  section: string;
  subsection: string | null;
  name: string;
  value: string | null;
}

/** Every entry of one config file, includes not followed. */
function entries(file: string): Entry[] {
  const r = spawnSync('git', ['config', '--file', file, '--no-includes', '--list', '--null'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) return [];
  return r.stdout
    .split('\0')
    .filter(Boolean)
    .map((item) => {
      const nl = item.indexOf('\n');
      const key = nl < 0 ? item : item.slice(0, nl);
      const first = key.indexOf('.');
      const last = key.lastIndexOf('.');
      return {
        key: key.toLowerCase(),
        section: key.slice(0, first).toLowerCase(),
        subsection: first === last ? null : key.slice(first + 1, last),
        name: key.slice(last + 1).toLowerCase(),
        value: nl < 0 ? null : item.slice(nl + 1),
      };
    });
}

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

/** The config file with only the KEEP entries, credentials taken out of URLs. */
export function strippedConfig(file: string): string {
  const lines: string[] = [];
  let header = '';
  for (const e of entries(file)) {
    if (!KEEP.some((re) => re.test(e.key))) continue;
    const h = e.subsection === null ? `[${e.section}]` : `[${e.section} ${quote(e.subsection)}]`;
    if (h !== header) lines.push((header = h));
    lines.push(e.value === null ? `\t${e.name}` : `\t${e.name} = ${quote(withoutUserinfo(e.value))}`);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** The git folders of a tree: `.git` itself, or for a worktree or submodule checkout the folders its `.git` file names. */
export function gitDirs(cwd: string): string[] {
  const dotgit = join(cwd, '.git');
  const st = lstatSync(dotgit, { throwIfNoEntry: false });
  if (st?.isDirectory()) return [dotgit];
  if (!st?.isFile()) return [];
  const named = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotgit, 'utf8'))?.[1];
  if (!named) return [];
  const gitdir = isAbsolute(named) ? named : resolve(cwd, named);
  const common = existsSync(join(gitdir, 'commondir')) ? resolve(gitdir, readFileSync(join(gitdir, 'commondir'), 'utf8').trim()) : null;
  return [gitdir, ...(common && common !== gitdir ? [common] : [])].filter((d) => lstatSync(d, { throwIfNoEntry: false })?.isDirectory());
}

/** Every config file under the git folders: the repository's, each worktree's and each submodule's. */
export function gitConfigFiles(dirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    // objects/ and refs/ hold no config and can be large: not walked.
    const skip = (rel: string) => /^(objects|refs|logs|lfs)(\/|$)/.test(rel) || /\/(objects|refs|logs)(\/|$)/.test(rel);
    for (const e of walk(dir, skip)) if (e.kind === 'file' && /(^|\/)config(\.worktree)?$/.test(e.rel)) found.push(join(dir, e.rel));
  }
  return found;
}

/** The keys of the tree's git configs that hold a credential (for the warning that the checkout persisted its token). */
export function persistedCredentials(cwd: string): string[] {
  const keys: string[] = [];
  for (const file of gitConfigFiles(gitDirs(cwd))) {
    for (const e of entries(file)) {
      if (CREDENTIAL.test(e.key) || (/\.(url|pushurl|insteadof)$/.test(e.key) && e.value !== null && hasUserinfo(e.value)))
        keys.push(e.key);
    }
  }
  return [...new Set(keys)];
}
