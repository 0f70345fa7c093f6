/**
 * Code a GitHub Action of the repository runs, wherever the action lives. A local action
 * (`uses: ./tools/setup`) or the repository itself used as an action runs what its metadata
 * names, and that is often built output (`main: dist/index.js`, with chunks beside it) that a
 * review leaves out by its name. Pure: the caller reads the metadata files from git.
 */
import { posix } from 'node:path';
import { parse } from 'yaml';
import { checkFlowDepth } from '../text/yaml.js';

/**
 * The files that make a folder an action, lower-cased. The runner also takes a bare Dockerfile as
 * one; most repositories have one at their root for other reasons, and that would make every
 * built file anywhere need a person, so only the metadata files count.
 */
const METADATA_NAMES = new Set(['action.yml', 'action.yaml']);
/** Far above any real action.yml: a larger one is not parsed, and only its own folder counts. */
const METADATA_MAX_BYTES = 1024 * 1024;

export const isActionMetadata = (path: string): boolean => METADATA_NAMES.has(posix.basename(path).toLowerCase());

export interface ActionCode {
  /** Lower-cased folder prefixes (`''` for the repository's root, else ending in `/`), longest first, and the metadata whose code they hold. */
  folders: { prefix: string; by: string }[];
  /** Lower-cased paths an action names as code to run (its entries, its Dockerfile, the metadata itself), and that metadata. */
  entries: Map<string, string>;
}

/** The string values of `runs` that name a file, relative to the action's folder: a JavaScript action's entries, a Docker action's Dockerfile. */
function namedFiles(text: string): string[] {
  try {
    checkFlowDepth(text);
    const runs = (parse(text, { logLevel: 'silent', maxAliasCount: 100 }) as { runs?: Record<string, unknown> } | null)?.runs;
    if (!runs || typeof runs !== 'object') return [];
    const named = ['main', 'pre', 'post'].map((k) => runs[k]);
    if (typeof runs.image === 'string' && !/^docker:\/\//i.test(runs.image.trim())) named.push(runs.image);
    return named.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  } catch {
    return [];
  }
}

/**
 * What the actions whose metadata is given run: each action's own folder, and each file its
 * `runs` names with that file's folder (`main: ../shared/dist/index.js` loads what lies beside
 * it). Paths are compared lower-cased (a runner on macOS or Windows opens `DIST/index.js` as
 * `dist/index.js`) and with `\` as `/`; metadata that does not parse still marks its folder.
 */
export function actionCode(metadata: { path: string; text?: string }[]): ActionCode {
  const folders = new Map<string, string>();
  const entries = new Map<string, string>();
  for (const { path, text } of metadata) {
    const dir = posix.dirname(path) === '.' ? '' : posix.dirname(path);
    const add = (file: string) => {
      const lower = file.toLowerCase();
      if (!entries.has(lower)) entries.set(lower, path);
      const folder = posix.dirname(lower);
      const prefix = folder === '.' ? '' : `${folder}/`;
      if (!folders.has(prefix)) folders.set(prefix, path);
    };
    add(path);
    if (text === undefined || Buffer.byteLength(text) > METADATA_MAX_BYTES) continue;
    for (const named of namedFiles(text)) {
      const file = posix.normalize(posix.join(dir, named.replaceAll('\\', '/')));
      if (!file.startsWith('../') && file !== '..' && !posix.isAbsolute(named.replaceAll('\\', '/'))) add(file);
    }
  }
  // The nearest folder first: it names the action a file belongs to.
  const nearest = [...folders].sort(([a], [b]) => b.length - a.length);
  return { folders: nearest.map(([prefix, by]) => ({ prefix, by })), entries };
}

/**
 * The metadata of the action that runs `path`, for a file left out of review: built or vendored
 * code anywhere in an action's folder (an action loads its chunks, its `node_modules`, what its
 * Dockerfile copies), or a deleted file an action names (it stops running, or something else runs).
 */
export function runByAction(code: ActionCode, path: string, deleted: boolean): string | undefined {
  const lower = path.replaceAll('\\', '/').toLowerCase();
  const named = code.entries.get(lower);
  if (named !== undefined || deleted) return named;
  return code.folders.find((f) => lower.startsWith(f.prefix))?.by;
}
