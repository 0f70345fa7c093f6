import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { privateDir } from '../text/files.js';
import { readObjects } from './batch.js';
import { scanRecords } from './run.js';

/**
 * The untracked files are those the `.gitignore` files the index tracks hide, as their blobs say, and
 * nothing else. `.git/info/exclude` and `core.excludesFile` (pinned empty for every call in run.ts)
 * are this machine's and travel with no commit (#650); and git reads every `.gitignore` on disk, so
 * an untracked one that ignores itself, or a tracked one edited, hid new files from the scope and
 * every check of the tree with nothing shown changed (#670). So git is given no exclude source of
 * the tree's: the tracked blobs are handed over as one `--exclude-from` file (trackedExcludes), and
 * an untracked or edited `.gitignore` is one more change, never a rule.
 */
const LISTING = ['-c', 'core.quotePath=false', 'ls-files', '--others', '-z'];

/** `**`, `*`, `?`, `[`, `\` and a leading `!` or `#` in a folder's name are taken literally in a pattern. */
const literal = (dir: string) => dir.replace(/[*?[\]\\!#]/g, (c) => `\\${c}`);

/** A line as git's add_patterns_from_buffer keeps it: a CR before the line end dropped, then trailing spaces no backslash escapes (trim_trailing_spaces). */
function trimmed(line: string): string {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  let lastSpace = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ') {
      if (lastSpace < 0) lastSpace = i;
    } else if (text[i] === '\\') {
      i++;
      if (i >= text.length) return text;
      lastSpace = -1;
    } else lastSpace = -1;
  }
  return lastSpace < 0 ? text : text.slice(0, lastSpace);
}

/**
 * The patterns of the `.gitignore` in folder `dir` (`''` at the top) as lines of one exclude file read
 * from the top: a pattern with no slash but a trailing one matches at any depth below its folder (`**`
 * between them), any other is anchored there (`dir/pattern`), as parse_path_pattern decides.
 * Text is latin1 throughout, so every byte of a name or a pattern is kept as it is.
 */
export function excludesOf(dir: string, text: string): string[] {
  const lines: string[] = [];
  // git skips a byte-order mark at the start of a file (skip_utf8_bom); mid-file it would be part of a pattern.
  for (const raw of text.replace(/^\xef\xbb\xbf/, '').split('\n')) {
    const line = trimmed(raw);
    if (line === '' || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    const body = negated ? line.slice(1) : line;
    const core = body.endsWith('/') ? body.slice(0, -1) : body;
    // An empty pattern matches nothing in git; prefixed, it would match the whole folder.
    if (core === '' || core === '/') continue;
    if (!dir) {
      lines.push(line);
      continue;
    }
    const rest = core.includes('/') ? body.replace(/^\//, '') : `**/${body}`;
    lines.push(`${negated ? '!' : ''}${literal(dir)}/${rest}`);
  }
  return lines;
}

/**
 * The index's `.gitignore` files (stage 0, regular: git reads no link in their place) as one exclude
 * file's text, folders before the folders inside them: a later line wins, as a deeper `.gitignore`
 * outranks its parents' (a pattern of one folder matches only below it, so siblings never compete).
 */
async function trackedExcludes(root: string): Promise<string> {
  const found: { dir: string; oid: string }[] = [];
  await scanRecords(root, ['-c', 'core.quotePath=false', 'ls-files', '--stage', '-z'], (record) => {
    const tab = record.indexOf(9);
    const path = record.subarray(tab + 1).toString('latin1');
    if (path !== '.gitignore' && !path.endsWith('/.gitignore')) return;
    const [mode, oid, stage] = record.subarray(0, tab).toString('latin1').split(' ');
    if (stage === '0' && /^100(644|755)$/.test(mode!))
      found.push({ dir: path === '.gitignore' ? '' : path.slice(0, -'/.gitignore'.length), oid: oid! });
  });
  if (!found.length) return '';
  const blobs = await readObjects(root, [...new Set(found.map((f) => f.oid))]);
  const depth = (d: string) => (d ? d.split('/').length : 0);
  return (
    found
      // A blob this clone lacks (a partial clone) hides nothing: more is listed, never less.
      .sort((a, b) => depth(a.dir) - depth(b.dir))
      .flatMap((f) => excludesOf(f.dir, blobs.get(f.oid)?.data?.toString('latin1') ?? ''))
      .map((l) => `${l}\n`)
      .join('')
  );
}

/**
 * Runs `list` with the arguments of `git ls-files` that list the untracked files (`-z`, names as they
 * are; a repository of its own by its name and a slash), hidden only by the tracked `.gitignore` blobs.
 */
export async function withUntrackedListing<T>(root: string, list: (args: string[]) => Promise<T>): Promise<T> {
  const excludes = await trackedExcludes(root);
  if (!excludes) return list(LISTING);
  const dir = privateDir('ignore');
  try {
    const file = join(dir, 'exclude');
    writeFileSync(file, Buffer.from(excludes, 'latin1'));
    return await list([...LISTING, `--exclude-from=${file}`]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The untracked files as proofgate lists them (withUntrackedListing), as git names them (bytes). */
export function untrackedFiles(root: string): Promise<Buffer[]> {
  return withUntrackedListing(root, async (args) => {
    const found: Buffer[] = [];
    // As bytes: a name that is not UTF-8, decoded, is another name or none.
    await scanRecords(root, args, (r) => void (r.length && found.push(Buffer.from(r))));
    return found;
  });
}

/**
 * The untracked files proofgate counts that git's own rules hide (`.git/info/exclude`, an untracked or
 * edited `.gitignore`), as git names them (bytes), for the git commands that read those whatever they
 * are told (status, add -A): their callers count these too.
 */
export async function hiddenLocally(root: string): Promise<Buffer[]> {
  const [all, standard] = await Promise.all([
    untrackedFiles(root),
    (async () => {
      const found = new Set<string>();
      await scanRecords(root, [...LISTING, '--exclude-standard'], (r) => void (r.length && found.add(r.toString('latin1'))));
      return found;
    })(),
  ]);
  return all.filter((b) => !standard.has(b.toString('latin1')));
}
