/**
 * The files a GitHub Action of the repository names as code to run, wherever the action lives. A
 * local action (`uses: ./tools/setup`) or the repository itself used as an action runs what its
 * metadata's `runs` names: a deleted entry stops it (or lets something else run), and an entry
 * under a secret-looking name (`main: .env`) is code, not a secret. Pure: the caller reads the
 * metadata and the links from git.
 */
import { posix } from 'node:path';
import { parse } from 'yaml';
import { checkFlowDepth } from '../text/yaml.js';

/** The files that make a folder an action, lower-cased (a runner on macOS or Windows opens `Action.YML`). */
const METADATA_NAMES = new Set(['action.yml', 'action.yaml']);
/** The runner's own limit on an action's metadata (ActionManifestManager reads at most 10 MiB). */
const METADATA_MAX_BYTES = 10 * 1024 * 1024;
/** Links followed from one name before giving up (git checks out each link as it is). */
const MAX_LINKS = 8;

export const isActionMetadata = (path: string): boolean => METADATA_NAMES.has(posix.basename(path).toLowerCase());

export interface ActionCode {
  /** Lower-cased repository paths an action names (its entries, its Dockerfile, the metadata itself), and that metadata. */
  entries: Map<string, string>;
  /** Lower-cased absolute paths an action names: the runner takes one as it is, a checkout's file when it ends in that file's path. */
  absolute: { path: string; by: string }[];
  /** Lower-cased folder prefixes of metadata that could not be read or parsed: anything in them may be what it names. */
  unread: { prefix: string; by: string }[];
  /**
   * Lower-cased texts that run commands (an action's metadata: its composite steps, its Docker
   * entrypoints and arguments; a CI file), with the folders a path in them is relative to.
   */
  mentions: { prefixes: string[]; text: string; by: string }[];
}

/** Where a link at `path` pointing to `target` leads, as a repository path; undefined when outside it. */
export function linkTarget(path: string, target: string): string | undefined {
  if (target === '' || posix.isAbsolute(target)) return undefined;
  const to = posix.normalize(posix.join(posix.dirname(path), target));
  return to === '..' || to.startsWith('../') ? undefined : to;
}

/** The string values of `runs` that name a file, relative to the action's folder; undefined when the text is not metadata YAML can read. */
function namedFiles(text: string): string[] | undefined {
  try {
    checkFlowDepth(text);
    const doc = parse(text, { logLevel: 'error', maxAliasCount: 100 }) as { runs?: unknown } | null;
    const runs = doc?.runs;
    if (!runs || typeof runs !== 'object') return [];
    const r = runs as Record<string, unknown>;
    const named = [r.main, r.pre, r.post];
    if (typeof r.image === 'string' && !/^docker:\/\//i.test(r.image.trim())) named.push(r.image);
    return named.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim().replaceAll('\\', '/'));
  } catch {
    return undefined;
  }
}

/**
 * What the actions whose metadata is given name as code to run: each file its `runs` names
 * (`main`, `pre`, `post`, a Dockerfile `image`), resolved against the action's folder, and every
 * file a link there leads to (`links`: repository path to repository path); the metadata itself.
 * Paths are compared lower-cased and with `\` as `/`, as a runner on any system opens them.
 */
export function actionCode(
  metadata: { path: string; text?: string }[],
  links: ReadonlyMap<string, string> = new Map(),
  ciFiles: { path: string; text?: string }[] = [],
): ActionCode {
  const entries = new Map<string, string>();
  const absolute: ActionCode['absolute'] = [];
  const unread = new Map<string, string>();
  const mentions: ActionCode['mentions'] = [];
  // A command runs from the workspace (a CI file's, a composite step's) or the action's folder ($GITHUB_ACTION_PATH).
  for (const { path, text } of ciFiles) if (text !== undefined) mentions.push({ prefixes: [''], text: text.toLowerCase(), by: path });
  const leads = new Map([...links].map(([from, to]) => [from.toLowerCase(), to.toLowerCase()]));
  for (const { path, text } of metadata) {
    const add = (file: string) => {
      for (let at: string | undefined = file.toLowerCase(), n = 0; at !== undefined && n <= MAX_LINKS; at = leads.get(at), n++)
        if (!entries.has(at)) entries.set(at, path);
    };
    add(path);
    const named = text !== undefined && Buffer.byteLength(text) <= METADATA_MAX_BYTES ? namedFiles(text) : undefined;
    const dir = posix.dirname(path);
    if (text !== undefined)
      mentions.push({ prefixes: ['', dir === '.' ? '' : `${dir.toLowerCase()}/`], text: text.toLowerCase(), by: path });
    if (named === undefined) {
      const prefix = dir === '.' ? '' : `${dir.toLowerCase()}/`;
      if (!unread.has(prefix)) unread.set(prefix, path);
      continue;
    }
    for (const file of named) {
      if (posix.isAbsolute(file)) absolute.push({ path: posix.normalize(file).toLowerCase(), by: path });
      else {
        const resolved = posix.normalize(posix.join(dir, file));
        if (resolved !== '..' && !resolved.startsWith('../')) add(resolved);
      }
    }
  }
  return { entries, absolute, unread: [...unread].map(([prefix, by]) => ({ prefix, by })), mentions };
}

/** `text` names `path` as a whole path: not followed by more of a name (`.env` in `.env.example`), nor preceded by one. */
function mentions(text: string, path: string): boolean {
  if (path === '') return false;
  for (let at = text.indexOf(path); at >= 0; at = text.indexOf(path, at + 1)) {
    const before = text[at - 1];
    const after = text[at + path.length];
    if ((before === undefined || !/[\w.-]/.test(before)) && (after === undefined || !/[\w.-]/.test(after))) return true;
  }
  return false;
}

/**
 * The metadata of the action (or the CI file) that names `path` as code to run, if any: as an
 * entry, or written out whole in a command it runs (relative to the workspace or the action's
 * folder). A command that builds the path (`node $(ls -a)`) is not seen: see docs/security.md.
 */
export function runByAction(code: ActionCode, path: string): string | undefined {
  const lower = path.toLowerCase();
  return (
    code.entries.get(lower) ??
    code.absolute.find((a) => a.path.endsWith(`/${lower}`))?.by ??
    code.unread.find((u) => lower.startsWith(u.prefix))?.by ??
    code.mentions.find((m) => m.prefixes.some((p) => lower.startsWith(p) && mentions(m.text, lower.slice(p.length))))?.by
  );
}
