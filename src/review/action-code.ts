/**
 * The files the repository names as code to run: what a GitHub Action's `runs` names, wherever the
 * action lives (a local action, `uses: ./tools/setup`, or the repository itself), and any file
 * whose name a command writes (in CI files, action metadata, build and run files). A deleted one
 * stops something (or lets something else run), and one under a secret-looking name (`main: .env`)
 * is code, not a secret. Pure: the caller reads the texts and the links from git.
 */
import { posix } from 'node:path';
import { parse } from 'yaml';
import { checkFlowDepth, YAML_MAX_FLOW_DEPTH } from '../text/yaml.js';
import { repoPath } from '../text/repo-path.js';
import {
  alternation,
  BAKE_NAMES,
  CI_FILE_NAMES,
  CI_FILE_STEMS,
  COMMAND_FILE_NAMES,
  COMMAND_FILE_STEMS,
  COMPOSE_STEMS,
  CONTAINER_BUILD_STEMS,
  PIPELINE_STEMS,
  RECIPE_STEMS,
  SHELL_EXTENSIONS,
} from './runnable.js';

/** The files that make a folder an action, lower-cased (a runner on macOS or Windows opens `Action.YML`). */
const METADATA_NAMES = new Set(['action.yml', 'action.yaml']);
/** Links followed from one name before giving up (git checks out each link as it is). */
const MAX_LINKS = 8;

export const isActionMetadata = (path: string): boolean => METADATA_NAMES.has(posix.basename(path).toLowerCase());

/**
 * Files of commands by their path's end, in any spelling a tool takes (`Procfile.dev`,
 * `Dockerfile-prod`, `docker-compose.override.yml`, `.mocharc.yml`, `ci/Jenkinsfile`), and scripts:
 * every name is runnable.ts's, which the built-in rules and the security reviewer's triggers are
 * made from too (besides CI's own folders and root files, RUNS_HERE).
 */
const AUTOMATION_PATTERN = new RegExp(
  [
    `(?:${alternation([...COMMAND_FILE_NAMES, ...CI_FILE_NAMES, ...BAKE_NAMES])})`,
    `(?:${alternation(CI_FILE_STEMS)})\\.ya?ml`,
    `(?:${alternation(COMPOSE_STEMS)})[^/]*\\.ya?ml`,
    `(?:${alternation(RECIPE_STEMS)})(?:\\.[^/]*)?`,
    `(?:${alternation(COMMAND_FILE_STEMS)})(?:\\.[^/]*)?`,
    `(?:${alternation([...CONTAINER_BUILD_STEMS, ...PIPELINE_STEMS])})(?:[._-][^/]*)?`,
    `[^/]*\\.(?:${alternation([...CONTAINER_BUILD_STEMS, ...PIPELINE_STEMS, ...SHELL_EXTENSIONS])})`,
  ]
    .map((name) => `(?:^|/)${name}$`)
    .join('|'),
  'i',
);
export const isAutomationFile = (path: string): boolean => AUTOMATION_PATTERN.test(path);

export interface ActionCode {
  /** Lower-cased repository paths an action names (its entries, its Dockerfile, the metadata itself), and that metadata. */
  entries: Map<string, string>;
  /** Lower-cased absolute paths an action names: the runner takes one as it is, a checkout's file when it ends in that file's path. */
  absolute: { path: string; by: string }[];
  /** Metadata or a file of commands that could not be read, parsed or searched: any file may be one it names. */
  unread?: string;
  /** The names written as a path's end in texts that run commands (an action's metadata, a CI or build file), lower-cased, and the file that writes them. */
  mentions: { names: Set<string>; by: string }[];
}

/** Every string of a parsed YAML document, keys too, as deep as YAML_MAX_FLOW_DEPTH. */
function collectStrings(value: unknown, out: string[], depth: number): void {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object' && depth < YAML_MAX_FLOW_DEPTH)
    for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      if (typeof k === 'string') out.push(k);
      collectStrings(v, out, depth + 1);
    }
}

/**
 * The strings YAML makes of `text`, or none when it is not YAML (a shell script, a Jenkinsfile).
 * Most such files fail to parse, each with many errors: made without a stack or a pretty context,
 * which cost more than the parse (a change of 1,267 files on git-lfs: 680 ms of a 2 s scope).
 */
function yamlStrings(text: string): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    checkFlowDepth(text);
    const strings: string[] = [];
    collectStrings(parse(text, { logLevel: 'error', maxAliasCount: 100, uniqueKeys: false, prettyErrors: false }), strings, 0);
    return strings;
  } catch {
    return [];
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Characters a path is written with: anything but a space, a quote or a character a shell or an expression gives a meaning (`$`, `=`, `:`, …). */
const PATH_RUN = /[^\s'"`$(){}[\]<>|;&=,*?!#:]+/gu;
/** The largest text whose YAML strings are searched too (parsing runs at a few MB a second). */
const YAML_SEARCH_MAX_CHARS = 256 * 1024;

/** What a backslash escape stands for in YAML, JSON or TOML strings (`\\.` and `\\/` stand for the character itself). */
const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  a: '\x07',
  e: '\x1b',
  '0': '\0',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};
const ESCAPE = /\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|[ \t]*\r?\n[ \t\r\n]*|([^]))/g;

/**
 * `text` with every escape a YAML double-quoted, JSON or TOML basic string takes decoded, quoted or
 * not: `\u002eenv`, `\U0000002eenv`, `\x2eenv` are `.env`, and a backslash ending a line joins it
 * to the next one's first non-blank character (TOML's multi-line strings, YAML's escaped line break).
 */
export function decodeEscapes(text: string): string {
  return text.replace(ESCAPE, (_, x?: string, u?: string, big?: string, one?: string) => {
    if (x !== undefined || u !== undefined) return String.fromCharCode(parseInt((x ?? u)!, 16));
    if (big !== undefined) {
      const cp = parseInt(big, 16);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    }
    return one === undefined ? '' : (SIMPLE_ESCAPES[one] ?? one);
  });
}

/**
 * The last part of every path a text writes out (`.env` of `"$GITHUB_ACTION_PATH/.env"`, of
 * `tools\ci\.env`, of `cd tools/ci && node .env`): a command may run from any folder
 * (`working-directory`, `cd`), so a file is named wherever its name is written as a path's end. A
 * set, so that fifty thousand files are matched against megabytes of CI text in linear time.
 */
export function writtenNames(text: string): Set<string> | undefined {
  const out = new Set<string>();
  // The text as written, its escapes decoded, and the strings YAML makes of it: only an escape
  // (`"\x2eenv"` in YAML, `\u002eenv` in TOML or JSON with comments, which YAML cannot parse; `.env`
  // to the tool) writes a character the text does not hold. Decoding quoted or not only adds names;
  // YAML's own reading is needed too (`"tools/.env\ ⏎ x"`: an escaped space, then a folded line).
  const strings = [text];
  if (text.includes('\\')) {
    strings.push(decodeEscapes(text));
    // Far above any workflow; YAML larger than this with an escape is not searched (the caller treats it as unread).
    if (text.length > YAML_SEARCH_MAX_CHARS) return undefined;
    strings.push(...yamlStrings(text));
  }
  for (const [run] of strings.join('\n').toLowerCase().replaceAll('\\', '/').matchAll(PATH_RUN))
    out.add(run.slice(run.lastIndexOf('/') + 1));
  return out;
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
    const doc = parse(text, { logLevel: 'error', maxAliasCount: 100, uniqueKeys: false }) as { runs?: unknown } | null;
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

/** A file that runs commands, its text when it was read, and the names it writes (writtenNames of the text) when the caller has them. */
export interface CommandText {
  path: string;
  text?: string;
  names?: Set<string>;
}

/**
 * What the actions whose metadata is given name as code to run: each file its `runs` names
 * (`main`, `pre`, `post`, a Dockerfile `image`), resolved against the action's folder, and every
 * file a link there leads to (`links`: pairs of repository paths, a link and where it leads); the metadata itself.
 * Paths are compared lower-cased and with `\` as `/`, as a runner on any system opens them.
 */
export function actionCode(
  metadata: CommandText[],
  links: readonly (readonly [string, string])[] = [],
  ciFiles: CommandText[] = [],
): ActionCode {
  let unread: string | undefined;
  const mentions: ActionCode['mentions'] = [];
  // A CI file not read or searched (too large): any file it may name is one, wherever it is.
  for (const { path, text, names = text === undefined ? undefined : writtenNames(text) } of ciFiles) {
    if (names) mentions.push({ names, by: path });
    else unread ??= path;
  }
  const entries = new Map<string, string>();
  const absolute: ActionCode['absolute'] = [];

  // A link may lead elsewhere in each tree: every place it leads is followed.
  const leads = new Map<string, string[]>();
  for (const [from, to] of links) leads.set(from.toLowerCase(), [...(leads.get(from.toLowerCase()) ?? []), to.toLowerCase()]);
  for (const { path, text, names = text === undefined ? undefined : writtenNames(text) } of metadata) {
    const add = (file: string) => {
      let ring = [file.toLowerCase()];
      for (let n = 0; n <= MAX_LINKS && ring.length; n++) {
        for (const at of ring) if (!entries.has(at)) entries.set(at, path);
        ring = ring.flatMap((at) => leads.get(at) ?? []);
      }
    };
    add(path);
    // The caller reads at most 1 MiB of each (the runner takes up to 10): larger is not read, and so may name anything.
    const named = text === undefined ? undefined : namedFiles(text);
    const dir = posix.dirname(path);
    if (names) mentions.push({ names, by: path });
    // Metadata not read, parsed or searched may name any file of the repository (`../../lib/.env`).
    if (named === undefined || names === undefined) {
      unread ??= path;
      continue;
    }
    for (const file of named) {
      if (posix.isAbsolute(file)) absolute.push({ path: posix.normalize(file).toLowerCase(), by: path });
      else {
        const resolved = repoPath(posix.join(dir, file));
        if (resolved !== undefined) add(resolved);
      }
    }
  }
  return { entries, absolute, ...(unread !== undefined ? { unread } : {}), mentions };
}

/**
 * The metadata of the action (or the CI or build file) that names `path` as code to run, if any:
 * as an entry, or by its name written as a path's end in a command (from any folder). A command
 * that builds the name (`node $(ls -a)`, `.e''nv`) is not seen: see docs/security.md.
 */
export function runByAction(code: ActionCode, path: string): string | undefined {
  const lower = path.toLowerCase();
  return (
    code.entries.get(lower) ??
    code.absolute.find((a) => a.path.endsWith(`/${lower}`))?.by ??
    code.mentions.find((m) => m.names.has(lower.slice(lower.lastIndexOf('/') + 1)))?.by ??
    code.unread
  );
}
