import type { GateResult } from './gate.js';
import type { ScopeFile } from './change.js';
import { isOpen, type AnchoredFinding } from './anchor.js';
import { bySeverity } from './render-gate.js';
import { findingIdentity, groupShows } from './identity.js';
import { loadCoverage } from './evidence.js';
import { normalise, quoteLines } from './line-index.js';
import { objectInfo, readObjects, type Blob, type ObjectInfo } from '../git/batch.js';
import { diffsOf, headRanges, TEXT_MAX_BYTES } from '../git/diff.js';
import { openRepo, raw, type Repo } from '../git/git.js';
import { DIFF_SETTINGS, RENAME_LIMIT } from '../git/diff-settings.js';
import { sha256, short } from '../text/hash.js';
import { cutChars, fitBytes } from '../text/truncate.js';
import { REDACTED } from '../text/redact.js';
import { mdCode, mdLabelled, mdProse, mdText } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { hasBlank, RIGHT_TO_LEFT } from '../text/words.js';
import { lookAlikeTest } from '../text/lookalike.js';
import { lineColumns } from '../text/columns.js';
import { mdLink, type LineLink } from '../text/links.js';
import { closesFence, fenceOpening } from '../text/fences.js';

/**
 * A pull request review drawn from a gate result: one inline comment per identity (path, category,
 * quote) of the open, located findings on the lines GitHub shows in the diff, the rest listed in the
 * body with a link. Data, and one lookup of the head's files; `src/github/pull-review.ts` posts it.
 */
/** How a gate's pull request review is posted: not at all, as a comment, or requesting changes while the verdict is not clean. */
export const PR_REVIEW_MODES = ['off', 'comment', 'request-changes'] as const;
export type PrReviewMode = (typeof PR_REVIEW_MODES)[number];

export interface DraftComment {
  /** The finding's identity across pushes (path, category, quote): an earlier comment with it is not repeated. */
  key: string;
  /** Where its quote is, whatever its category (`quotePlace`). */
  place: string;
  /**
   * What a reader triages its findings by (`groupShows`: each one's severity and disposition): an
   * earlier comment showing others, or fewer findings, no longer stands for it. Their words, ids and
   * confidence are not: a model writes them anew on every run.
   */
  shows: string;
  path: string;
  line: number;
  startLine?: number;
  body: string;
  /** The body's bullets for its findings, one a finding, should GitHub refuse the comment: every count of them counts findings. */
  fallback: string[];
}

export interface PullReviewDraft {
  commitId: string;
  /** Verdict, coverage and links: the head of the review body. */
  summary: string;
  comments: DraftComment[];
  /** Open findings on lines the diff does not show: bullets with a link to the lines at the head commit. */
  outside: string[];
  /** Every open finding's key, commented or not. */
  openKeys: string[];
  /** Paths this review read through: only there does a finding that is gone mean it was fixed. */
  settledPaths: string[];
  /** Files the change renamed (old path, new path): a thread at the old path stands for the file at its new one. */
  renames: { from: string; to: string }[];
  /** Open findings on a renamed file: the key each had at the old path (`was`), and its key now. */
  formerKeys: { was: string; key: string }[];
  /** Refuted findings: the refutation (Markdown) a thread of one is answered with, never "fixed". */
  refuted: { key: string; refutation: string }[];
  /** Open findings by path and quote: a thread on the same quote, under another category or in another file, was replaced by one. */
  quoted: { path: string; place: string; finding: string }[];
  /** Whether any file of the head's scope still holds each quote (`quotePlace`): a finding gone is fixed only where none does. */
  stillQuoted(places: string[]): Promise<QuoteAtHead[]>;
  /** Any verdict but clean asks for changes (when the caller blocks with the review). */
  blocking: boolean;
}

/** A quote in the head's files: in one, in none, or not told (a version not in the clone, or past the search's bound). */
export type QuoteAtHead = 'held' | 'gone' | 'untold';

export interface DraftLinks {
  /** Links to lines at the head commit, for the findings listed in the body. */
  lines?: LineLink;
  checkRunUrl?: string;
  summaryUrl?: string;
}

type Range = { start: number; end: number };

const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' } as const;
/** A comment's text (GitHub takes 65,536; the publisher's marker line goes first). */
const COMMENT_MAX_BYTES = 60_000;
/** The largest suggestion offered: the prose beside it keeps at least a quarter of the comment. */
const SUGGESTION_MAX_BYTES = 40_000;
/** What of a suggested line a reviewer sees in place: its first 120 columns, and code after a gap of at most 16 (a wider one pushes the rest out of sight). */
const SUGGESTION_MAX_COLUMNS = 120;
const SUGGESTION_MAX_GAP = 16;
const FALLBACK_CHARS = 300;
/** A refutation quoted in a reply: the reply's few words and marker go around it. */
const REPLY_MAX_BYTES = 50_000;
const CUT_NOTE = ' (the check run has the whole finding)';
/** The least of a finding's words a shared comment keeps beside its header: a few words and the cut note. */
const MIN_WORDS_BYTES = 200;
const MEMBER_SEPARATOR = '\n\n---\n\n';

export function findingKey(f: AnchoredFinding): string {
  return sha256(findingIdentity(f)).slice(0, 24);
}

const placeOf = (lines: string[]) => `${sha256(lines.join('\n')).slice(0, 16)}.${lines.length}`;

/** Where a finding's quote is, whatever its category: its lines as anchoring compares them, hashed, and how many. */
export function quotePlace(f: Pick<AnchoredFinding, 'existing_code'>): string {
  return placeOf(quoteLines(f.existing_code));
}

/**
 * What looking for quotes in settled files may spend in a run, in characters hashed, WINDOW_COST a
 * window hashed and one a line start passed: twice the files (as anchoring compares), and a floor
 * that answers ordinary threads in full (quotes of every length up to 25 lines over a 2,000-line
 * file of 40-character lines). Past it a quote is not told, never taken as fixed: a push of a long
 * file, or a quote of thousands of lines, costs a bounded search, never one of every line for
 * every thread.
 */
const SEARCH_FLOOR = 32 * 2 ** 20;
const WINDOW_COST = 64;

/** A file's lines as quotes are compared, and where each starts in them joined: a window's size without joining it. */
interface Searched {
  lines: string[];
  at: number[];
}

function searched(text: Buffer): Searched {
  const lines = text.toString('utf8').split('\n').map(normalise);
  const at = [0];
  for (const line of lines) at.push(at.at(-1)! + line.length + 1);
  return { lines, at };
}

/**
 * Takes out of `wanted` the places (`quotePlace`) of `n` lines the file holds: its windows of n
 * lines hashed in one pass, however many threads ask, until none is wanted. A window starting or
 * ending on a blank line holds none (quoteLines trims those); a one-line window is hashed once a
 * text. False when `budget` ran out first: what is left in `wanted` is then not told.
 */
function takeHeld({ lines, at }: Searched, n: number, wanted: Set<string>, budget: { left: number }): boolean {
  // A quote of no lines is no quote of ours: not told.
  if (!(n >= 1)) return false;
  const once = new Set<string>();
  for (let i = 0; wanted.size > 0 && i + n <= lines.length; i++) {
    if (--budget.left < 0) return false;
    if (lines[i] === '' || lines[i + n - 1] === '' || (n === 1 && once.has(lines[i]!))) continue;
    if (n === 1) once.add(lines[i]!);
    budget.left -= at[i + n]! - at[i]! + WINDOW_COST;
    if (budget.left < 0) return false;
    wanted.delete(placeOf(lines.slice(i, i + n)));
  }
  return true;
}

/** How many lines a place (`quotePlace`) is of. */
const lengthOf = (place: string) => Number(place.slice(place.indexOf('.') + 1));

/**
 * Whether any file of the head's change still holds each quote asked (`quotePlace`), read in one
 * batch when asked: lines moved unchanged to another file of the change (one the review selected
 * or left out) are no fix, so a quote is gone only when no file holds it. Each file is searched once a quote length for all threads
 * (takeHeld), the shortest lengths first, within one budget for the run. A quote not found while a
 * version is not here (a shallow clone) or the budget ran out is not told: only a change seen is a fix.
 */
function quotesAtHead(cwd: string, r: GateResult): PullReviewDraft['stillQuoted'] {
  // Files the review left out (vendored, generated, binary, secret-named, a pattern's) are still
  // files of the change that lines can move to, read at the head by name (a line break in it
  // included: streamObjects); a version past the text bound leaves every quote not found untold.
  const leftOut = r.scope.excluded.filter((e) => e.reason !== 'deleted' && !e.link && !e.submodule).map((e) => e.path);
  const askable = leftOut.map((path) => `${r.scope.refs.headSha}:${path}`);
  const blobs = [...new Set(r.scope.files.filter((f) => f.kind === 'file').map((f) => f.blob))];
  return async (places) => {
    const byLength = new Map<number, Set<string>>();
    for (const place of places) byLength.set(lengthOf(place), (byLength.get(lengthOf(place)) ?? new Set<string>()).add(place));
    const sizes = byLength.size && askable.length ? await objectInfo(cwd, askable) : new Map<string, ObjectInfo | null>();
    const readable = askable.filter((name) => (sizes.get(name)?.size ?? Infinity) <= TEXT_MAX_BYTES);
    const names = [...blobs, ...readable];
    const unread = readable.length < leftOut.length;
    const data = byLength.size ? await readObjects(cwd, names) : new Map<string, Blob>();
    const budget = { left: SEARCH_FLOOR + [...data.values()].reduce((n, o) => n + 2 * (o.data?.length ?? 0), 0) };
    const files = new Map<string, Searched>();
    const fileOf = (name: string) => {
      const text = data.get(name)?.data;
      if (text && !files.has(name)) files.set(name, searched(text));
      return files.get(name);
    };
    const answers = new Map<string, QuoteAtHead>();
    for (const [n, wanted] of [...byLength].sort(([a], [b]) => a - b)) {
      const left = new Set(wanted);
      let told = !unread;
      for (const name of names) {
        if (left.size === 0) break;
        const file = fileOf(name);
        told = file !== undefined && takeHeld(file, n, left, budget) && told;
      }
      for (const place of wanted) answers.set(place, left.has(place) ? (told ? 'gone' : 'untold') : 'held');
    }
    return places.map((place) => answers.get(place) ?? 'untold');
  };
}

/**
 * The changed paths GitHub shows as "Binary file not shown", so it takes no comment on them:
 * those git's own diff calls binary (a NUL byte early in either version, a `binary` or `-diff`
 * attribute), which proofgate reviews as the UTF-8 text they are.
 */
async function binaryDiffs(repo: Repo, mergeBase: string, headSha: string, renamed: Map<string, string>): Promise<Set<string>> {
  const numstat = ['diff', '--numstat', '-z', ...DIFF_SETTINGS];
  const binary = (line: string) => line.startsWith('-\t-\t');
  const out = new Set<string>();
  // Paths are taken from the records, never a pathspec: no name is read as a pattern.
  for (const rec of (await raw(repo, [...numstat, '--no-renames', mergeBase, headSha])).split('\0')) if (binary(rec)) out.add(rec.slice(4));
  // A rename shows as its old version against its new one: binary when either is.
  for (const [to, from] of renamed) if (binary(await raw(repo, [...numstat, `${mergeBase}:${from}`, `${headSha}:${to}`]))) out.add(to);
  return out;
}

/**
 * The head-side lines each selected file shows in the pull request's diff
 * (GitHub's three lines of context): the scope's own merge base and head, so
 * the lines are those of the very blobs the findings were anchored in. A
 * rename is diffed against its old path, as GitHub shows it. A file GitHub
 * shows as binary shows no lines (`binary`).
 */
export async function reviewHunks(
  cwd: string,
  r: GateResult,
  paths: string[],
): Promise<{ hunks: Map<string, Range[]>; binary: Set<string> }> {
  const repo = await openRepo(cwd);
  const { mergeBase, headSha } = r.scope.refs;
  const files = new Map(r.scope.files.map((f) => [f.path, f]));
  const plain = paths.filter((p) => files.get(p)?.from === undefined);
  const renamed = new Map(paths.filter((p) => files.get(p)?.from !== undefined).map((p) => [p, files.get(p)!.from!]));
  const out = new Map<string, Range[]>();
  for (const [p, diff] of await diffsOf(repo, mergeBase, headSha, plain, 3)) out.set(p, headRanges(diff));
  for (const [p, from] of renamed) {
    const diff = await raw(repo, [
      'diff',
      '-U3',
      // As every diff proofgate reads: by content, in one algorithm (DIFF_SETTINGS), whatever config or attribute says.
      '--text',
      ...DIFF_SETTINGS,
      '--no-color',
      `${mergeBase}:${from}`,
      `${headSha}:${p}`,
    ]);
    out.set(p, headRanges(diff));
  }
  const binary = paths.length ? await binaryDiffs(repo, mergeBase, headSha, renamed) : new Set<string>();
  for (const p of binary) out.delete(p);
  return { hunks: out, binary };
}

/** The part of a finding's lines that one hunk shows: all of them when one hunk holds them, else the largest overlap. */
function placeIn(ranges: Range[], want: Range): { at: Range; whole: boolean } | undefined {
  let best: Range | undefined;
  for (const h of ranges) {
    const start = Math.max(h.start, want.start);
    const end = Math.min(h.end, want.end);
    if (start > end) continue;
    if (!best || end - start > best.end - best.start) best = { start, end };
  }
  return best && { at: best, whole: best.start === want.start && best.end === want.end };
}

function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
}

/** A text's lines, the newline that ends its last one not counted as a line of its own. */
const linesOf = (text: string, eol: string | RegExp) => (text.endsWith('\n') ? text.slice(0, -1) : text).split(eol);
/** Blank as anchoring reads a line: a line of VT, FF or U+2028 is not (hazard 636). */
const blank = (line: string) => normalise(line) === '';

/**
 * The suggestion's lines for the lines the anchor located: anchoring drops the quote's blank
 * lines at either end, so the suggestion's lines there go too, or there is no suggestion when
 * they are not blank (it would change lines the comment is not on).
 */
function replacedLines(quote: string, suggestion: string): string | undefined {
  const q = linesOf(quote, '\n'); // as anchoring splits it
  let lead = 0;
  while (lead < q.length && blank(q[lead]!)) lead++;
  let trail = 0;
  while (trail < q.length - lead && blank(q[q.length - 1 - trail]!)) trail++;
  const out = linesOf(suggestion, '\n'); // a CR stays, for the check that refuses it
  if (out.length < lead + trail || !out.slice(0, lead).every(blank) || !out.slice(out.length - trail).every(blank)) return undefined;
  return out.slice(lead, out.length - trail).join('\n');
}

/**
 * A replacement as a model often writes it, which committing would put in the code: wrapped in a
 * Markdown fence, or every line carrying the diff's `+`, where the quoted lines have neither.
 */
function wrappedByWriter(quote: string, text: string): boolean {
  const q = linesOf(quote, /\r?\n/).filter((l) => !blank(l));
  const t = linesOf(text, '\n').filter((l) => !blank(l));
  const marks = t.length >= 2 ? fenceOpening(t[0]!)?.marks : undefined;
  const fenced = marks !== undefined && closesFence(t.at(-1)!, marks) && !q.some((l) => fenceOpening(l));
  const prefixed = t.length > 0 && t.every((l) => l.startsWith('+')) && !q.some((l) => /^\s*\+/.test(l));
  return fenced || prefixed;
}

/** Whether every character of a line shows where the suggestion view draws it: none past its width or behind a wide gap. */
function seenInPlace(line: string): boolean {
  const { width, widestGap } = lineColumns(line);
  return width <= SUGGESTION_MAX_COLUMNS && widestGap <= SUGGESTION_MAX_GAP;
}

/**
 * The committable replacement, or nothing: never for lines only partly on the
 * diff, never when redaction touched it, never with an invisible or control
 * character a reviewer could not see before committing (tabs aside), nor one
 * that reads as an ASCII letter or digit it is not (`lookAlike`), nor a line
 * wider than the view or with a wide gap (`seenInPlace`), nor one holding a
 * right-to-left character (`RIGHT_TO_LEFT`: drawn in another order than
 * committed), never too large to fit whole, never wrapped in a fence or the
 * diff's `+` the quoted lines do not have.
 */
export function suggestionBlock(f: AnchoredFinding, whole: boolean, lookAlike: (text: string) => boolean): string | undefined {
  const s = f.suggestion;
  if (s === undefined || !whole) return undefined;
  const text = replacedLines(f.existing_code, s);
  if (text === undefined) return undefined;
  if (text.includes(REDACTED) || Buffer.byteLength(text) > SUGGESTION_MAX_BYTES) return undefined;
  if (wrappedByWriter(f.existing_code, text)) return undefined;
  const textLines = text.split('\n');
  // A character that draws nothing (a control, a bidi override, a Hangul filler: a JavaScript letter) hides code from the reader who commits it.
  if (textLines.some((line) => hasBlank(line.replace(/[ \t]/g, '')))) return undefined;
  // Code far to the right (past the view, behind a scroll or a run of spaces) is committed unread.
  if (!textLines.every(seenInPlace)) return undefined;
  // A look-alike (Cyrillic `і` in `іtems`) is another identifier than the one the reader commits.
  if (lookAlike(text)) return undefined;
  // Right-to-left letters reorder the code around them as drawn (`"מחיר", 1, 1000` reads as `1000 ,1`): not the order committed.
  if (RIGHT_TO_LEFT.test(text)) return undefined;
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}suggestion\n${text}${text === '' ? '' : '\n'}${fence}`;
}

function lines(r: Range): string {
  return r.start === r.end ? `line ${r.start}` : `lines ${r.start}-${r.end}`;
}

/** A finding's first line in its comment: what it is, and its id. */
const headLine = (f: AnchoredFinding) =>
  `**${mdText(f.severity)} · ${mdText(f.category)}** · ${mdCode(f.id)} · _${mdText(f.disposition)}, ${mdText(f.confidence)} confidence_`;

const RTL_NOTE =
  '_No change to commit is offered: its code holds right-to-left text, which the page draws in another order than a commit writes it._';

/**
 * One finding's part of a comment: its head (what it is, where when the comment is not on its
 * lines, why its suggestion is withheld), never cut, and its words, which a full comment cuts.
 */
function commentProse(f: AnchoredFinding, want: Range, at: Range, whole: boolean): { head: string; words: string } {
  const head = [
    headLine(f),
    ...(whole ? [] : ['', `_The finding quotes ${lines(want)}; the diff shows ${lines(at)} of them._`]),
    ...(f.suggestion !== undefined && RIGHT_TO_LEFT.test(f.suggestion) ? ['', RTL_NOTE] : []),
  ].join('\n');
  const words = [
    mdProse(f.content),
    ...(f.evidence ? ['', mdLabelled('**Evidence.**', f.evidence)] : []),
    ...(f.consequence ? ['', mdLabelled('**Consequence.**', f.consequence)] : []),
    ...(f.fix ? ['', mdLabelled('**Fix.**', f.fix)] : []),
  ].join('\n');
  return { head, words };
}

/** A finding of one identity placed on the diff. */
interface Placed {
  f: AnchoredFinding;
  want: Range;
  at: Range;
  whole: boolean;
}

/**
 * The share of `room` bytes each of `sizes` gets: whole when it fits an even share of what the
 * smaller ones leave, else that share (the larger ones are cut alike, none starved by another).
 */
function shares(sizes: number[], room: number): number[] {
  const out = new Array<number>(sizes.length);
  let left = room;
  const order = sizes.map((n, i) => ({ n, i })).sort((a, b) => a.n - b.n);
  for (const [k, { n, i }] of order.entries()) {
    out[i] = Math.min(n, Math.floor(left / (order.length - k)));
    left -= out[i];
  }
  return out;
}

/**
 * The comment for the findings of one identity, on the lines of the first (the most severe): each
 * with its head (id, severity, disposition) whole and its words cut to a fair share of the room, so
 * no cut drops a finding. Those whose heads do not fit beside the more severe ones are `moved`: the
 * body lists them. A suggestion is offered only when every one that has a committable suggestion
 * offers the same: two different changes on one line are for a reader to pick.
 */
function commentBody(group: Placed[], lookAlike: (text: string) => boolean): { body: string; kept: Placed[]; moved: Placed[] } {
  const lead = group[0]!;
  const same = (p: Placed) => p.at.start === lead.at.start && p.at.end === lead.at.end;
  const offered = new Set(
    group.map((p) => (same(p) ? suggestionBlock(p.f, p.whole, lookAlike) : undefined)).filter((b) => b !== undefined),
  );
  const suggestion = offered.size === 1 ? [...offered][0] : undefined;
  const parts = group.map((p) => commentProse(p.f, p.want, same(p) ? p.at : lead.at, same(p) ? p.whole : false));
  const bytes = (text: string) => Buffer.byteLength(text);
  // The prose is cut, never the suggestion: a cut fence would offer a broken change.
  const room = COMMENT_MAX_BYTES - (suggestion ? bytes(suggestion) + 2 : 0);
  // Most severe first: a finding whose head and a few words no longer fit goes to the body's list.
  let kept = 0;
  let heads = 0;
  let least = 0;
  for (const { head, words } of parts) {
    const own = bytes(head) + 2 + (kept ? bytes(MEMBER_SEPARATOR) : 0);
    const few = Math.min(bytes(words), MIN_WORDS_BYTES);
    if (heads + own + least + few > room) break;
    heads += own;
    least += few;
    kept++;
  }
  const share = shares(
    parts.slice(0, kept).map((p) => bytes(p.words)),
    room - heads,
  );
  const prose = parts.slice(0, kept).map(({ head, words }, i) => `${head}\n\n${fitBytes(words, share[i]!, 'characters', CUT_NOTE)}`);
  return {
    body: [prose.join(MEMBER_SEPARATOR), ...(suggestion ? [suggestion] : [])].join('\n\n'),
    kept: group.slice(0, kept),
    moved: group.slice(kept),
  };
}

/** Why a finding on a file GitHub shows as binary is listed: GitHub takes no comment there. */
const BINARY_NOTE = ' (GitHub shows no diff of a binary file: git calls it binary)';
/** Why a finding on the diff is listed: its quote's one comment is full with more severe findings. */
const FULL_NOTE = " (its quote's inline comment is full)";

function bullet(f: AnchoredFinding, want: Range, links: DraftLinks, note = ''): string {
  const where = links.lines ? `[${lines(want)}](${links.lines(f.path, want.start, want.end)})` : lines(want);
  const first = f.content.split('\n')[0]!;
  const text = first.length > FALLBACK_CHARS ? `${cutChars(first, FALLBACK_CHARS)}…` : first;
  return `- **${mdText(f.severity)} · ${mdText(f.category)}** ${mdCode(f.id)} in ${mdCode(shownName(f.path))}${note}, ${where}: ${mdText(text)}`;
}

/** How many located findings the body lists, and why: off the diff's lines, their quote's comment full, or in no part of the review (`unpublished`). */
interface Unplaced {
  offDiff: number;
  full: number;
  unpublished: number;
}

function summary(r: GateResult, { offDiff, full, unpublished }: Unplaced, links: DraftLinks): string {
  const c = r.coverage;
  const open = r.open.length;
  const located = r.open.filter((f) => f.anchor.status === 'located').length;
  const linkLine = [mdLink('check run', links.checkRunUrl), mdLink('job summary', links.summaryUrl)].filter(Boolean).join(' · ');
  return [
    `### ${ICON[r.verdict]} proofgate review ${mdCode(r.id)}: **${r.verdict}**`,
    '',
    `Coverage ${c.completed}/${c.selected} files completed (${c.waived} waived) · ${open} open finding(s) · head ${mdCode(short(r.scope.refs.headSha))}`,
    ...(r.reasons.length
      ? [
          '',
          `Incomplete because:`,
          ...r.reasons.slice(0, 5).map((x) => `- ${mdText(x)}`),
          ...(r.reasons.length > 5 ? [`- and ${r.reasons.length - 5} more`] : []),
        ]
      : []),
    ...(open > located
      ? ['', `${open - located} open finding(s) could not be located in the head version: the check run lists them.`]
      : []),
    ...(offDiff ? ['', `${offDiff} finding(s) not commented inline (off the diff's lines): listed below.`] : []),
    ...(full ? ['', `${full} finding(s) not commented inline (their quote's comment is full): listed below.`] : []),
    ...(unpublished ? ['', `${unpublished} open finding(s) are in no comment and no list of this review: the check run lists them.`] : []),
    ...(linkLine ? ['', linkLine] : []),
  ].join('\n');
}

export interface DraftOptions {
  cwd: string;
  links?: DraftLinks;
}

type Rename = { from: string; to: string };

/**
 * Every old path of a file the change holds, with its path at the head: the scope's renames from
 * the base, and those along the pull request's own commits (a file it added, then renamed in a
 * later push, is no rename from the base), each chained to the file's last name. A path the head
 * holds again is no old path.
 */
async function renamesOf(cwd: string, r: GateResult): Promise<Rename[]> {
  const { mergeBase, headSha } = r.scope.refs;
  // Renames found as every diff finds them (the rename limit, DIFF_SETTINGS), whatever config says.
  const args = ['log', '--reverse', '--format=', '--name-status', '-z', '-M', `-l${RENAME_LIMIT}`, '--diff-filter=R', ...DIFF_SETTINGS];
  return renameChains(await raw(await openRepo(cwd), [...args, `${mergeBase}..${headSha}`]), r.scope.files);
}

/** The renames of `git log --name-status -z` (oldest first) and the scope's own, each old path chained to its last name. */
export function renameChains(log: string, files: Pick<ScopeFile, 'path' | 'status' | 'from'>[]): Rename[] {
  const tok = log.split('\0');
  // Where each earlier path is now, and (inverse) which earlier paths are at each path: a rename
  // moves one bucket, never a walk of every path seen (a pull request can rename 100,000 files).
  const now = new Map<string, string>();
  const at = new Map<string, Set<string>>();
  const move = (old: string, to: string) => {
    at.get(now.get(old) ?? '')?.delete(old);
    now.set(old, to);
    at.set(to, (at.get(to) ?? new Set()).add(old));
  };
  // Paths are taken by position after their status, so no file name is read as a status.
  for (let i = 0; i + 2 < tok.length; i++) {
    if (!/^\n*R\d*$/.test(tok[i]!)) continue;
    const [from, to] = [tok[i + 1]!, tok[i + 2]!];
    for (const old of [...(at.get(from) ?? [])]) move(old, to);
    move(from, to);
    i += 2;
  }
  for (const f of files) if (f.status === 'renamed' && f.from !== undefined) move(f.from, f.path);
  const held = new Set(files.map((f) => f.path));
  return [...now].filter(([from, to]) => held.has(to) && !held.has(from)).map(([from, to]) => ({ from, to }));
}

/**
 * The key an open finding on a renamed file had at each old path, where an earlier run commented
 * it (the key holds the path). One still open under that key (the old path added again) keeps it.
 */
function formerKeys(open: AnchoredFinding[], renames: Rename[], openKeys: Set<string>): { was: string; key: string }[] {
  const from = new Map<string, Rename[]>();
  for (const r of renames) {
    const to = from.get(r.to);
    if (to) to.push(r);
    else from.set(r.to, [r]);
  }
  return open.flatMap((f) =>
    (from.get(f.path) ?? [])
      .map((r) => ({ was: findingKey({ ...f, path: r.from }), key: findingKey(f) }))
      .filter((k) => !openKeys.has(k.was)),
  );
}

/** The review for a gate result: comments placed on the diff, the rest listed, most severe first. */
export async function pullReviewDraft(r: GateResult, o: DraftOptions): Promise<PullReviewDraft> {
  const links = o.links ?? {};
  const commitId = r.scope.refs.headSha;
  const located = bySeverity(r.open).filter((f) => f.anchor.status === 'located');
  const { hunks, binary } = await reviewHunks(o.cwd, r, [...new Set(located.map((f) => f.path))]);
  const lookAlike = located.some((f) => f.suggestion !== undefined) ? await lookAlikeTest() : () => false;
  const outside: string[] = [];
  let offDiff = 0;
  // One comment an identity (path, category, quote), holding every finding of it: a second finding
  // on the quote is never dropped, and what the comment shows (`groupShows`) counts each one.
  const groups = new Map<string, Placed[]>();
  for (const f of located) {
    const want = f.anchor as Range;
    const placed = placeIn(hunks.get(f.path) ?? [], want);
    if (!placed) {
      outside.push(bullet(f, want, links, binary.has(f.path) ? BINARY_NOTE : ''));
      offDiff++;
      continue;
    }
    const key = findingKey(f);
    groups.set(key, [...(groups.get(key) ?? []), { f, want, ...placed }]);
  }
  const comments: DraftComment[] = [];
  // Every located finding is published once: in a comment whose body holds its head, or a bullet of the body.
  let published = offDiff;
  for (const [key, group] of groups) {
    const { f, at } = group[0]!;
    const { body, kept, moved } = commentBody(group, lookAlike);
    for (const p of moved) outside.push(bullet(p.f, p.want, links, FULL_NOTE));
    published += moved.length;
    if (!kept.length) continue;
    comments.push({
      key,
      place: quotePlace(f),
      // What the comment shows is what it holds: a finding moved to the body is listed there on every run.
      shows: groupShows(kept.map((p) => p.f)),
      path: f.path,
      line: at.end,
      ...(at.start < at.end ? { startLine: at.start } : {}),
      body,
      fallback: kept.map((p) => bullet(p.f, p.want, links)),
    });
    published += kept.filter((p) => body.includes(headLine(p.f))).length;
  }
  const unplaced = { offDiff, full: outside.length - offDiff, unpublished: located.length - published };
  const coverage = await loadCoverage(r.paths, r.scope);
  const settledPaths =
    r.verdict === 'incomplete' || coverage.status !== 'ok'
      ? []
      : coverage.data.items.filter((i) => i.outcome === 'completed').map((i) => i.path);
  const openKeys = r.open.map(findingKey);
  const renames = await renamesOf(o.cwd, r);
  return {
    commitId,
    summary: summary(r, unplaced, links),
    comments,
    outside,
    openKeys,
    settledPaths,
    renames,
    formerKeys: formerKeys(r.open, renames, new Set(openKeys)),
    refuted: r.findings
      .filter((f) => !isOpen(f))
      .map((f) => ({ key: findingKey(f), refutation: fitBytes(mdProse(f.refutation ?? ''), REPLY_MAX_BYTES, 'characters', CUT_NOTE) })),
    quoted: r.open.map((f) => ({
      path: f.path,
      place: quotePlace(f),
      finding: `as a ${mdText(f.severity)} ${mdText(f.category)} finding (${mdCode(f.id)})`,
    })),
    stillQuoted: quotesAtHead(o.cwd, r),
    blocking: r.verdict !== 'clean',
  };
}
