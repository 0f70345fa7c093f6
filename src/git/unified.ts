import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { cutChars } from '../text/truncate.js';

/**
 * git's unified patch text, read the way git writes it: every line ends in `\n` and nothing
 * else. A CR, VT, FF, NEL, U+2028 or U+2029 inside a changed line is that file's content, never
 * a line start (a JavaScript multiline regex would take it for one, so a file could end its own
 * diff or forge a header). A hunk is read by its header's counts, so no line of content, whatever
 * it starts with, is ever taken for a header.
 */

export interface HunkHead {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  /** What follows the second `@@`: git's function-name context (a line of the file), kept as is. */
  rest: string;
}

export interface Hunk {
  head: HunkHead;
  /** The header line, then the hunk's lines (a ` `, `-`, `+` or `\` first). */
  lines: string[];
}

/** One `diff --git` section: a file's patch (a type change is two sections for one file). */
export interface FilePatch {
  /** The `diff --git ...` line, exactly as git wrote it (names C-quoted where git quotes them). */
  header: string;
  /** The header's lines up to the first hunk, `diff --git` included. */
  meta: string[];
  hunks: Hunk[];
  /** The section's text, byte for byte. */
  text: string;
}

// `[^]` and no `m` flag: the whole line, whatever characters the rest holds.
const HUNK_HEAD = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@([^]*)$/;

/** A hunk header line's numbers (an omitted count is 1), or undefined when the line is none. */
export function hunkHead(line: string): HunkHead | undefined {
  const m = HUNK_HEAD.exec(line);
  if (!m) return undefined;
  const count = (c: string | undefined) => (c === undefined ? 1 : Number(c));
  return { oldStart: Number(m[1]), oldCount: count(m[2]), newStart: Number(m[3]), newCount: count(m[4]), rest: m[5]! };
}

const malformed = (why: string, line: string | undefined) =>
  new ProofgateError(`unexpected git diff output: ${why}${line === undefined ? '' : ` at ${JSON.stringify(visible(cutChars(line, 80)))}`}`);

/**
 * The sections of git's patch (`git diff -p`, any number of files), in order. Anything git would
 * not write (text before the first header, a hunk shorter or longer than its header says, a line
 * in a hunk that is no hunk line) is an error, never a section cut short or a line moved to
 * another file.
 */
export function parsePatch(text: string): FilePatch[] {
  const sections: FilePatch[] = [];
  // Each line with the offset it starts at; `\n` alone ends a line.
  const lines: { text: string; at: number }[] = [];
  for (let at = 0; at < text.length;) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    lines.push({ text: text.slice(at, end), at });
    at = end + 1;
  }
  let current: FilePatch | undefined;
  let start = 0;
  const close = (end: number) => {
    if (current) current.text = text.slice(start, end);
  };
  for (let i = 0; i < lines.length;) {
    const line = lines[i]!.text;
    if (line.startsWith('diff --git ')) {
      close(lines[i]!.at);
      start = lines[i]!.at;
      current = { header: line, meta: [line], hunks: [], text: '' };
      sections.push(current);
      i++;
      continue;
    }
    if (!current) throw malformed('text before the first file header', line);
    const head = hunkHead(line);
    if (!head) {
      if (current.hunks.length) throw malformed('a line outside any hunk', line);
      current.meta.push(line);
      i++;
      continue;
    }
    const hunk: Hunk = { head, lines: [line] };
    current.hunks.push(hunk);
    let old = head.oldCount;
    let neu = head.newCount;
    for (i++; i < lines.length; i++) {
      const l = lines[i]!.text;
      // `\ No newline at end of file` follows the line it speaks of, the hunk's last one included.
      if (l.startsWith('\\')) {
        hunk.lines.push(l);
        continue;
      }
      if (old === 0 && neu === 0) break;
      // An empty line is an empty context line, as git writes it under diff.suppressBlankEmpty.
      const kind = l === '' ? ' ' : l[0];
      const ok = kind === ' ' ? old > 0 && neu > 0 : kind === '-' ? old > 0 : kind === '+' && neu > 0;
      if (!ok) throw malformed('a hunk that does not match its header', l);
      if (kind !== '+') old--;
      if (kind !== '-') neu--;
      hunk.lines.push(l);
    }
    if (old !== 0 || neu !== 0) throw malformed('a hunk cut short', line);
  }
  close(text.length);
  return sections;
}

// The escapes git's C-quoting uses; any other control character (and DEL) is octal.
const ESCAPES: Record<string, string> = {
  '\x07': 'a',
  '\b': 'b',
  '\t': 't',
  '\n': 'n',
  '\v': 'v',
  '\f': 'f',
  '\r': 'r',
  '"': '"',
  '\\': '\\',
};

/**
 * A name as git writes it in a patch under `core.quotePath=false`: as is, or in double quotes when
 * it holds a control character, a quote or a backslash (other non-ASCII text is left as is).
 */
export function gitQuoted(name: string): string {
  if (!/[\x00-\x1f"\\\x7f]/.test(name)) return name;
  const body = [...name]
    .map((c) =>
      ESCAPES[c] !== undefined ? `\\${ESCAPES[c]}` : c < ' ' || c === '\x7f' ? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}` : c,
    )
    .join('');
  return `"${body}"`;
}

/** The `diff --git` line git writes for a change from `from` to `path` (default prefixes). */
export function sectionHeader(from: string, path: string): string {
  return `diff --git ${gitQuoted(`a/${from}`)} ${gitQuoted(`b/${path}`)}`;
}

/** The header lines that name no file, as git writes them (modes, similarity, blob ids): shown as they are. */
const NAMELESS =
  /^(?:(?:old|new|deleted file|new file) mode [0-7]{6}|(?:dis)?similarity index \d{1,3}%|index [0-9a-f]+\.\.[0-9a-f]+(?: [0-7]{6})?)$/;

/**
 * Each header line naming a file that git may write in a section from `old` to `neu`, mapped to the
 * line a reader is shown: built from the two names (or /dev/null), never from git's text. git puts a
 * TAB after a `---`/`+++` name holding a space (diff.c), so the line is known with and without it.
 */
function namingLines(old: string, neu: string): Map<string, string> {
  const [a, b] = [`a/${shownName(old)}`, `b/${shownName(neu)}`];
  // Each side as git writes it and as it is shown: the file, or /dev/null (none).
  const olds = [
    [gitQuoted(`a/${old}`), a],
    ['/dev/null', '/dev/null'],
  ] as const;
  const news = [
    [gitQuoted(`b/${neu}`), b],
    ['/dev/null', '/dev/null'],
  ] as const;
  const labels = [
    ...olds.map(([git, shown]): [string, string] => [`--- ${git}`, `--- ${shown}`]),
    ...news.map(([git, shown]): [string, string] => [`+++ ${git}`, `+++ ${shown}`]),
  ];
  return new Map([
    [sectionHeader(old, neu), `diff --git ${a} ${b}`],
    ...labels,
    ...labels.map(([git, shown]): [string, string] => [`${git}\t`, shown]),
    ...(['rename', 'copy'] as const).flatMap((k): [string, string][] => [
      [`${k} from ${gitQuoted(old)}`, `${k} from ${shownName(old)}`],
      [`${k} to ${gitQuoted(neu)}`, `${k} to ${shownName(neu)}`],
    ]),
    ...olds.flatMap(([gitA, shownA]) =>
      news.map(([gitB, shownB]): [string, string] => [
        `Binary files ${gitA} and ${gitB} differ`,
        `Binary files ${shownA} and ${shownB} differ`,
      ]),
    ),
  ]);
}

/**
 * A file's patch with every header line naming a file rebuilt from the names it is known by, as
 * shownName() names a file: unquoted, a tag character, a bidi control, a TAB or an exotic space as U+XXXX, with no
 * TAB git adds, so a reader is shown the file under the one spelling every list of files uses and
 * never another file's (git's `+++ b/a b.js<TAB>` showed as `src/a b.jsU+0009`, the table's name
 * of another file). `from` is the old name git was asked with; a section is under the listed pair,
 * or under one of its names alone (a rename git did not pair, asked alone: diffByPath). A header
 * line neither naming the section's file nor one of git's nameless kinds is an error, never
 * shown as git wrote it. Hunks stay byte for byte: a quote must match their lines.
 */
export function namesShown(patch: string, path: string, from = path): string {
  const pairs: [string, string][] = [
    [from, path],
    [from, from],
    [path, path],
  ];
  return parsePatch(patch)
    .map((s) => {
      const pair = pairs.find(([old, neu]) => s.header === sectionHeader(old, neu));
      if (!pair) throw malformed(`a section not of ${JSON.stringify(visible(path))}`, s.header);
      const named = namingLines(...pair);
      const shown = s.meta.map((line) => {
        const own = named.get(line) ?? (NAMELESS.test(line) ? line : undefined);
        if (own === undefined) throw malformed(`a header line not naming ${JSON.stringify(visible(path))}`, line);
        return own;
      });
      return shown.join('\n') + s.text.slice(s.meta.join('\n').length);
    })
    .join('');
}
