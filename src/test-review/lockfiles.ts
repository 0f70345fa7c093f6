import { parse as parseToml } from 'smol-toml';
import { parseJsonc } from '../text/jsonc.js';
import { isObject, isTestLibrary, isVersionRange, valueAt } from './dependency-sources.js';

/**
 * Where each package a lockfile installs comes from (hazard 524). `npm ci`, `yarn install
 * --immutable`, `pnpm install --frozen-lockfile`, `bun install`, `bundle install`, `composer install`,
 * `cargo test`, `uv sync`, `poetry install`, `pdm sync` and `pipenv sync` fetch what the lockfile
 * names, from where it names it: `node_modules/chai` resolved to a tarball of a stub passes every
 * assertion, whatever package.json asks for. So a lockfile is compared by sources, not versions: a
 * version bump (a new version, integrity, commit of the same repository) changes nothing; a new
 * registry host, a path, git, a tarball or an alias does, and so does any change to where a test
 * library comes from. Pure functions of a file name and its text; one that does not read as its
 * format throws, and the caller compares it whole.
 */

/** A package a lockfile installs: the name the code imports it by, and where it is fetched from. */
type Locked = [name: string, from: string];

/** Lockfiles run to megabytes; past this one is compared whole (any change is reviewed). */
export const LOCK_PARSE_CAP = 16 << 20;

const text = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const listAt = (data: unknown, path: string[]): unknown[] => {
  const v = valueAt(data, path);
  return Array.isArray(v) ? v : [];
};
const entriesAt = (data: unknown, path: string[]): [string, unknown][] => {
  const v = valueAt(data, path);
  return isObject(v) ? Object.entries(v) : [];
};
/** The lines of a text as the line-based readers split them (yarn's, Bundler's). */
const linesOf = (t: string) => t.split(/\r?\n/);

/** The longest name and source a lockfile entry is read with; past it, the lockfile is compared whole. */
const SOURCE_CAP = 4096;

/** A version, commit or hash (digits, long hexadecimal runs) is no part of where a package comes from. */
const masked = (from: string) => from.replace(/[0-9a-f]{7,}/gi, 'H').replace(/\d+/g, 'N');

/** The origin of a URL (`https://registry.npmjs.org`), or the text as it is where it is none. */
function originOf(url: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? url : origin;
  } catch {
    return url;
  }
}
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
/** Names as PEP 503 compares them (npm's are the same under it): case, and runs of `-`, `_`, `.`, alike. */
const normalName = (s: string) => s.toLowerCase().replace(/[-_.]+/g, '-');

/**
 * Whether an http(s) URL is a registry's file of the package `name` at a version: npm's
 * `…/<name>/-/<name>-<version>.tgz` (its scope too), PyPI's `…/<name>-<version>….whl`. Another
 * package's file (an alias) or a file named without a version is not.
 */
function namesItself(name: string, url: URL): boolean {
  const segments = url.pathname.split('/').map(decoded);
  const own = name.split('/');
  const base = normalName(own.at(-1)!);
  const file = normalName(segments.at(-1)!);
  if (!file.startsWith(`${base}-`) || !/\d/.test(file.charAt(base.length + 1))) return false;
  const dash = segments.indexOf('-');
  if (dash < 0) return true;
  const at = dash - own.length;
  return at >= 0 && segments.slice(at, dash).join('/') === name && !(own.length === 1 && segments[at - 1]?.startsWith('@'));
}

/**
 * A registry's package: the registry alone (its origin), and where a test library's comes from in
 * it; undefined for any other source. A reader marks a registry as `registry+<index>` (Cargo's own
 * spelling; `registry+` alone for the default one); a URL is a registry's when it names its package.
 */
function registryOf(name: string, from: string): { registry: string; within: string } | undefined {
  const marked = /^((?:registry|sparse)\+)(.*)$/s.exec(from);
  if (marked) return { registry: marked[1]! + originOf(marked[2]!), within: masked(from) };
  if (!/^https?:\/\//i.test(from)) return undefined;
  try {
    const url = new URL(from);
    return namesItself(name, url) ? { registry: url.origin, within: url.origin } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A lockfile's sources, one line each, sorted and without repeats: a registry's package as its
 * registry alone (so a bump, or a new package from the same registry, changes nothing), and a test
 * library's by its name too; any other package by its name and source, versions and hashes masked.
 */
function sourceLines(locked: Iterable<Locked>): string {
  const lines = new Set<string>();
  for (const [name, from] of locked) {
    // No package's name or source is this long: one line per package of it would be quadratic work.
    if (name.length + from.length > SOURCE_CAP) throw new Error('a lockfile source past its bound');
    const registry = registryOf(name, from);
    if (registry === undefined) lines.add(`${name} ${masked(from)}`);
    else {
      lines.add(registry.registry);
      if (isTestLibrary(name)) lines.add(`${name} ${registry.within}`);
    }
  }
  return [...lines].sort().join('\n');
}

/** An npm lockfile entry's source: `resolved`, a link, an alias (`name` unlike the path's), a version that is none (`file:`, git, `npm:`); else the registry's. */
function npmFrom(name: string, entry: unknown): string {
  if (!isObject(entry)) return text(entry);
  if (entry.resolved !== undefined) return text(entry.resolved);
  if (entry.link !== undefined) return `link+${text(entry.link)}`;
  if (entry.name !== undefined && entry.name !== name) return `alias+${text(entry.name)}`;
  return entry.version === undefined || isVersionRange(entry.version) ? 'registry+' : text(entry.version);
}

/** package-lock.json and npm-shrinkwrap.json: `packages` (lockfile 2 and 3, by `node_modules/…` path) and lockfile 1's tree of `dependencies`. */
function npmLocked(t: string): Locked[] {
  const lock = JSON.parse(t) as unknown;
  const found: Locked[] = [];
  for (const [path, entry] of entriesAt(lock, ['packages'])) {
    if (path === '') continue;
    const at = path.lastIndexOf('node_modules/');
    const name = at < 0 ? path : path.slice(at + 'node_modules/'.length);
    found.push([name, npmFrom(name, entry)]);
  }
  const trees: unknown[] = [valueAt(lock, ['dependencies'])];
  while (trees.length)
    for (const [name, entry] of entriesAt(trees.pop(), [])) {
      found.push([name, npmFrom(name, entry)]);
      trees.push(valueAt(entry, ['dependencies']));
    }
  return found;
}

/** A value yarn or YAML would read otherwise than as it is written: an anchor, alias, tag or block scalar. */
const YAML_INDIRECT = /^[&*!|>]/;
/** An indented line of yarn.lock: a key, quoted or not, then `: value`, ` value` (lockfile 1) or `:` alone. */
// The spaces before a value taken whole (`(?=(…))\3`; for ` value`, all but a last space the value needs): a line end
// after a long run of spaces made `(.*)$` rescan for each shorter run (hazard 637). Same lines, same captures.
// Linear (#637): the key ends at a `:` or space it cannot take, and the value's spaces are taken whole
export const YARN_LINE = /^ +(?:"([^"\\]*)"|([^\s":#][^\s":]*))(?::(?:(?=( +))\3(.*))?| (?=((?: (?!$))*))\5(.+))$/;

/**
 * yarn.lock, lockfile 1 (`resolved "https://…"`) and berry's (`resolution: "chai@npm:5.0.0"`), read
 * line by line as both write it: an entry opens at the first column (its first descriptor names the
 * package), its fields are indented. A line of another shape, a YAML anchor, alias, tag or block, or
 * a source with no value throws: a layout this reader does not know is compared whole.
 */
function yarnLocked(t: string): Locked[] {
  const found: Locked[] = [];
  let name = '';
  for (const line of linesOf(t)) {
    if (/^\s*(?:#.*)?$/.test(line)) continue;
    if (!line.startsWith(' ')) {
      if (!line.endsWith(':')) throw new Error('a yarn.lock entry of another shape');
      name = /^"?(@?[^@"\s,]+)/.exec(line)?.[1] ?? line;
      continue;
    }
    const field = YARN_LINE.exec(line);
    const key = field?.[1] ?? field?.[2];
    const value = field?.[4] ?? field?.[6] ?? '';
    if (!field || key === '<<' || key === '?' || key === '-' || YAML_INDIRECT.test(value))
      throw new Error('a yarn.lock line of another shape');
    if (key !== 'resolved' && key !== 'resolution') continue;
    if (value === '') throw new Error('a yarn.lock source with no value');
    const from = /^"([^"\\]*)"$/.exec(value)?.[1] ?? value;
    // berry's registry resolution is the package of its own name at a version (`chai@npm:5.0.0`); an alias names another.
    found.push([name, from.startsWith(`${name}@npm:`) && /^\d/.test(from.slice(name.length + 5)) ? 'registry+npm:' : from]);
  }
  return found;
}

/** A YAML plain or quoted scalar as written (quotes taken off, a trailing comment dropped); a flow collection is kept as written. */
function yamlScalar(value: string): string {
  if (/^[{[]/.test(value)) return value;
  if (value.startsWith("'")) {
    const quoted = /^'((?:[^']|'')*)'(?:\s+#.*)?$/.exec(value);
    if (!quoted) throw new Error('a quoted YAML value of another shape');
    return quoted[1]!.replace(/''/g, "'");
  }
  if (value.startsWith('"')) {
    const quoted = /^"([^"\\]*)"(?:\s+#.*)?$/.exec(value);
    if (!quoted) throw new Error('a double-quoted YAML value with an escape');
    return quoted[1]!;
  }
  if (YAML_INDIRECT.test(value) || /^[%@`]/.test(value)) throw new Error('a YAML value read otherwise than written');
  const comment = value.search(/\s#/);
  return (comment < 0 ? value : value.slice(0, comment)).trimEnd();
}

/** A quoted scalar in a flow collection, from its opening quote. */
const FLOW_QUOTED = { "'": /'(?:[^']|'')*'/y, '"': /"(?:[^"\\]|\\.)*"/y } as Record<string, RegExp>;

/**
 * How deep in flow collections (`{`, `[`) a line of a flow value leaves it, from `depth`, and where
 * its text ends (a comment cut): brackets inside a quoted scalar are text, and a quote opens one only
 * where a scalar starts. A quoted scalar that runs past the line throws.
 */
function flowDepth(line: string, depth: number): [depth: number, end: number] {
  let scalarStarts = true;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === ' ') continue;
    if (c === '#' && (i === 0 || line[i - 1] === ' ')) return [depth, i];
    if (scalarStarts && (c === "'" || c === '"')) {
      const quoted = FLOW_QUOTED[c]!;
      quoted.lastIndex = i;
      if (!quoted.test(line)) throw new Error('a YAML quoted scalar over several lines');
      i = quoted.lastIndex - 1;
      scalarStarts = false;
    } else if (c === '{' || c === '[') [depth, scalarStarts] = [depth + 1, true];
    else if (c === '}' || c === ']') [depth, scalarStarts] = [depth - 1, false];
    else scalarStarts = c === ',' || (c === ':' && (line[i + 1] ?? ' ') === ' ');
  }
  return [depth, line.length];
}

type YamlEntry = { indent: number; key: string; value: string };

/**
 * One line of a block-style YAML mapping as pnpm writes its lockfile: indentation, key and the
 * value as written (empty for a table); null for a blank, a comment or a list item. A line YAML could
 * read otherwise (other indentation than spaces, a complex key, an anchor, a tag, a block scalar, a
 * merge, a mapping in a list) throws.
 */
function yamlLine(line: string): YamlEntry | null {
  const indent = /^ */.exec(line)![0].length;
  const body = line.slice(indent).trimEnd();
  if (body === '' || body.startsWith('#')) return null;
  if (/^\s/.test(body)) throw new Error('YAML indented with other than spaces');
  if (body.startsWith('- ') || body === '-') {
    if (/:(?: |$)/.test(body) || /^-\s*[&*!|>]/.test(body)) throw new Error('a YAML list item of another shape');
    return null;
  }
  let key: string;
  let rest: string;
  if (body.startsWith("'") || body.startsWith('"')) {
    const quoted = /^('(?:[^']|'')*'|"[^"\\]*")\s*:(?= |$)/.exec(body);
    if (!quoted) throw new Error('a quoted YAML key of another shape');
    key = yamlScalar(quoted[1]!);
    rest = body.slice(quoted[0].length);
  } else {
    const colon = body.search(/:(?: |$)/);
    key = body.slice(0, colon);
    if (colon <= 0 || /^[?&*!|>%@`{[\]},<-]|\s#/.test(key)) throw new Error('a YAML key of another shape');
    rest = body.slice(colon + 1);
  }
  return { indent, key, value: rest.trim() };
}

/**
 * The entries of a block-style YAML text, line by line, each value a scalar as written or a flow
 * collection (`resolution: {integrity: …}`); a flow written over several lines, or on the lines
 * after its key (as prettier writes one), is joined to its key. `document` at each `---`.
 */
function yamlEntries(t: string): (YamlEntry | 'document')[] {
  const entries: (YamlEntry | 'document')[] = [];
  // A key with no value yet (its value may be a flow on the next lines), and a flow still open.
  let table: YamlEntry | undefined;
  let flow: YamlEntry | undefined;
  let depth = 0;
  const open = (entry: YamlEntry, value: string) => {
    const [after, end] = flowDepth(value, 0);
    [flow, depth] = [{ ...entry, value: value.slice(0, end).trim() }, after];
  };
  for (const line of linesOf(t)) {
    if (flow) {
      const [after, end] = flowDepth(line, depth);
      flow.value += ` ${line.slice(0, end).trim()}`;
      depth = after;
    } else if (line === '---' || line === '...') {
      if (table) entries.push(table);
      entries.push('document');
      table = undefined;
      continue;
    } else {
      const body = line.trimStart();
      if (table && /^[{[]/.test(body) && line.length - body.length > table.indent) open(table, body);
      else {
        const entry = yamlLine(line);
        if (!entry) continue;
        if (table) entries.push(table);
        table = undefined;
        if (entry.value === '') table = entry;
        else if (/^[{[]/.test(entry.value)) open(entry, entry.value);
        else entries.push({ ...entry, value: yamlScalar(entry.value) });
      }
      if (!flow) continue;
      table = undefined;
    }
    if (depth < 0) throw new Error('a YAML flow closed more often than opened');
    if (depth === 0) {
      entries.push(flow);
      flow = undefined;
    }
  }
  if (flow) throw new Error('a YAML flow left open');
  if (table) entries.push(table);
  return entries;
}

/** The package a pnpm-lock.yaml key names: `/chai@5.0.0`, `chai@5.0.0(peer@1.0.0)`, `/@s/x@1.0.0`, lockfile 5's `/chai/5.0.0`. */
function pnpmName(key: string): string {
  const id = key.replace(/^\//, '').replace(/\(.*$/s, '');
  const at = id.indexOf('@', 1);
  return at > 0 ? id.slice(0, at) : id.slice(0, Math.max(id.lastIndexOf('/'), 0)) || id;
}

/** A `resolution: {…}` without its integrity: none is the registry's package, a `tarball` alone its URL, else the whole (directory, git). */
function pnpmResolution(flow: string): string {
  const pairs = /^\{([^{}[\]'"]*)\}$/.exec(flow)?.[1];
  if (pairs === undefined) return flow;
  const kept = pairs
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('integrity:'));
  if (kept.length === 0) return 'registry+';
  return kept.length === 1 && kept[0]!.startsWith('tarball: ') ? kept[0]!.slice('tarball: '.length) : kept.join(' ');
}

const PNPM_DEPENDENCIES = new Set(['dependencies', 'devDependencies', 'optionalDependencies']);
/** A version pnpm installs from the registry: digits first, then a peer suffix (`5.0.0(peer@1.0.0)`, lockfile 5's `5.0.0_peer@1.0.0`). */
const PNPM_VERSION = /^\d[\w.+-]*(?:[(_].*)?$/s;

/**
 * pnpm-lock.yaml (lockfiles 5 to 9, each document of it): each package's `resolution`, and every
 * dependency whose version is no version (`link:`, `file:`, an alias `chai-always-pass@5.0.0`), in the
 * importers and in the packages alike, read line by line (a YAML parser takes seconds on a lockfile).
 */
function pnpmLocked(t: string): Locked[] {
  const found: Locked[] = [];
  const path: string[] = [];
  const indents: number[] = [];
  for (const line of yamlEntries(t)) {
    if (line === 'document') {
      path.length = indents.length = 0;
      continue;
    }
    while (indents.length && indents.at(-1)! >= line.indent) {
      indents.pop();
      path.pop();
    }
    indents.push(line.indent);
    path.push(line.key);
    const { key, value } = line;
    // A table pnpm writes as a block (a package, a dependency table), written as a flow (`chai@5.0.0: {resolution: …}`), is not read here.
    if (/^[{[]/.test(value) && !/^(?:\{\s*\}|\[\s*\])$/.test(value) && (path.length <= 2 || PNPM_DEPENDENCIES.has(key)))
      throw new Error('a pnpm table of another shape');
    if (key === 'resolution' && path.length === 3) {
      if (value === '') throw new Error('a pnpm resolution of another shape');
      found.push([pnpmName(path[1]!), pnpmResolution(value)]);
    }
    // `chai: 5.0.0` in a package's dependencies (lockfile 5, snapshots); `version: 5.0.0` under `chai:` in an importer's (lockfile 6 on).
    const dependency = PNPM_DEPENDENCIES.has(path[path.length - 2]!)
      ? key
      : key === 'version' && PNPM_DEPENDENCIES.has(path[path.length - 3]!)
        ? path[path.length - 2]
        : undefined;
    if (dependency !== undefined && value !== '' && !PNPM_VERSION.test(value)) found.push([dependency, value]);
  }
  return found;
}

/** The last package of a bun.lock key, a path of packages (`chai/deep-eql`, `@s/a/@s/b`). */
function lastPackage(key: string): string {
  const parts = key.split('/');
  return parts.slice(parts.length >= 2 && parts.at(-2)!.startsWith('@') ? -2 : -1).join('/');
}

/** bun.lock (JSON with trailing commas): each package's `[resolution, registry, …]`; its own name at a version is the registry's. */
function bunLocked(t: string): Locked[] {
  return entriesAt(parseJsonc(t), ['packages']).map(([key, entry]): Locked => {
    const name = lastPackage(key);
    const [resolution, registry] = Array.isArray(entry) ? (entry as unknown[]) : [];
    if (typeof resolution !== 'string') return [name, text(entry)];
    const own = resolution.startsWith(`${name}@`) && /^\d/.test(resolution.slice(name.length + 1));
    return [name, own && typeof registry === 'string' ? `registry+${registry}` : resolution];
  });
}

/** Bundler's sections that list gems by where they come from (`GEM` is the gem servers', a registry). */
const GEM_SECTIONS = new Set(['GEM', 'GIT', 'PATH', 'PLUGIN SOURCE']);

/** Gemfile.lock: each gem under `specs:` (four spaces in) with its section's `remote:` (and kind). */
function gemLocked(t: string): Locked[] {
  const found: Locked[] = [];
  let section = '';
  let remotes: string[] = [];
  let gems: string[] = [];
  const flush = () => {
    const from = (section === 'GEM' ? 'registry+' : `${section.toLowerCase()}+`) + remotes.join(' ');
    if (GEM_SECTIONS.has(section)) for (const gem of gems) found.push([gem, from]);
  };
  for (const line of linesOf(t)) {
    if (/^\S/.test(line)) {
      flush();
      [section, remotes, gems] = [line.trimEnd(), [], []];
      continue;
    }
    const remote = /^ {2}remote: (.*)$/.exec(line)?.[1];
    if (remote !== undefined) remotes.push(remote);
    const gem = /^ {4}([^\s(]+)/.exec(line)?.[1];
    if (gem !== undefined) gems.push(gem);
  }
  flush();
  return found;
}

/**
 * A Composer package's dist (what `composer install` fetches) and source: an archive or repository
 * over https is what Packagist serves from the package's forge, a registry at that host; a path or
 * anything else is itself.
 */
function composerFrom(where: unknown): string {
  const url = valueAt(where, ['url']);
  return typeof url === 'string' && url.startsWith('https://') && /^(?:zip|tar|xz|gzip|git|hg)$/.test(text(valueAt(where, ['type'])))
    ? `registry+${url}`
    : text(where);
}
function composerLocked(t: string): Locked[] {
  const lock = JSON.parse(t) as unknown;
  return [...listAt(lock, ['packages']), ...listAt(lock, ['packages-dev'])].flatMap((p): Locked[] => {
    const name = text(valueAt(p, ['name']));
    return ['dist', 'source'].flatMap((k) => (valueAt(p, [k]) === undefined ? [] : [[name, composerFrom(valueAt(p, [k]))]]));
  });
}

/** A `[[package]]`'s source: Cargo's string, uv's `{ registry = … }` or `{ path = … }`, poetry's `[package.source]`, pdm's direct keys; `missing` where none is named. */
function tomlFrom(p: unknown, missing: string): string {
  const source = valueAt(p, ['source']);
  if (typeof source === 'string') return source;
  if (isObject(source)) {
    const index = source.type === 'legacy' ? source.url : Object.keys(source).length === 1 ? source.registry : undefined;
    return typeof index === 'string' ? `registry+${index}` : text(source);
  }
  const direct = ['path', 'url', 'git', 'editable'].filter((k) => valueAt(p, [k]) !== undefined);
  return direct.length ? direct.map((k) => `${k}+${text(valueAt(p, [k]))}`).join(' ') : missing;
}
/** The files a package is fetched as (uv's `sdist` and `wheels`, pdm's `files`): each URL, or path. */
function filesOf(p: unknown): string[] {
  return [valueAt(p, ['sdist']), ...listAt(p, ['wheels']), ...listAt(p, ['files'])].flatMap((f) => {
    const url = valueAt(f, ['url']);
    const path = valueAt(f, ['path']);
    return url !== undefined ? [text(url)] : path !== undefined ? [`path+${text(path)}`] : [];
  });
}
/** Cargo.lock, uv.lock, poetry.lock and pdm.lock: each `[[package]]`'s source and files (a package Cargo.lock names no source for is a local crate). */
const tomlLocked =
  (missing: string) =>
  (t: string): Locked[] =>
    listAt(parseToml(t), ['package']).flatMap((p) => {
      const name = text(valueAt(p, ['name']));
      return [[name, tomlFrom(p, missing)] as Locked, ...filesOf(p).map((f): Locked => [name, f])];
    });

/** Pipfile.lock: each package of each group; one at a version from an index (`_meta.sources`) is that registry's, one from a path, file or git is itself. */
function pipfileLocked(t: string): Locked[] {
  const lock = JSON.parse(t) as unknown;
  const indexes = new Map(listAt(lock, ['_meta', 'sources']).map((s) => [valueAt(s, ['name']), valueAt(s, ['url'])]));
  const registryKeys = new Set(['version', 'hashes', 'index', 'markers', 'extras']);
  return entriesAt(lock, [])
    .filter(([group]) => group !== '_meta')
    .flatMap(([, group]) =>
      entriesAt(group, []).map(([name, spec]): Locked => {
        if (isObject(spec) && Object.keys(spec).every((k) => registryKeys.has(k)))
          return [name, `registry+${text(indexes.get(spec.index ?? 'pypi') ?? spec.index ?? '')}`];
        return [name, text(isObject(spec) ? { ...spec, hashes: undefined, version: undefined } : spec)];
      }),
    );
}

/** Each lockfile this reads, by name, and its reader. */
const READERS: [RegExp, (text: string) => Locked[]][] = [
  [/^(?:package-lock|npm-shrinkwrap)\.json$/, npmLocked],
  [/^yarn\.lock$/, yarnLocked],
  [/^pnpm-lock\.yaml$/, pnpmLocked],
  [/^bun\.lock$/, bunLocked],
  [/^(?:Gemfile\.lock|gems\.locked|.+\.gemfile\.lock)$/, gemLocked],
  [/^composer\.lock$/, composerLocked],
  [/^Cargo\.lock$/, tomlLocked('path+')],
  [/^(?:uv|poetry|pdm)\.lock$/, tomlLocked('registry+')],
  [/^Pipfile\.lock$/, pipfileLocked],
];

export const isLockfile = (name: string) => READERS.some(([re]) => re.test(name));

/** Each lockfile's sources (sourceLines), for runnerSettings' table of parsed files. */
export const LOCKFILE_SETTINGS: [RegExp, (text: string) => string][] = READERS.map(([re, read]) => [re, (t) => sourceLines(read(t))]);
