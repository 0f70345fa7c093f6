/**
 * The quote matcher as it was before `Buffer.indexOf` replaced the regular-expression pass
 * (src/review/line-index.ts at 3ff1ad1), kept unchanged as the oracle of
 * test/review/anchor-equivalence.test.ts: the rules are the same, only the speed is not. Its
 * whitespace rule is hazard 636's: only spaces fold, a line terminator (CR but a CRLF's, VT,
 * FF, U+2028, U+2029) matches itself.
 */
import { isAscii, isUtf8 } from 'node:buffer';

type Anchor =
  | { status: 'located'; start: number; end: number }
  | { status: 'ambiguous'; candidates: { start: number; end: number }[]; tooMany?: true; places?: number }
  | { status: 'unlocated'; reason: string };

/** A line as quotes are compared: a CRLF's CR dropped, every run of spaces one space, ends trimmed. */
const normalise = (line: string) =>
  line
    .replace(/\r$/, '')
    .replace(/[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]+/g, ' ')
    .replace(/^ | $/g, '');
const MAX_CANDIDATES = 20;
const NL = 10;
const [SP, TAB, CR] = [32, 9, 13];
const blank = (c: number) => c === SP || c === TAB;
const escape = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
/** UTF-8 bytes of every space normalise folds beyond space and tab: NBSP, U+1680, U+2000-200A, U+202F, U+205F, U+3000, BOM. */
const OTHER_SPACES = [
  '\u00a0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
].map((space) => Buffer.from(space, 'utf8'));
/**
 * Where a line may hold whitespace that trimming its ends does not normalise, over the file's
 * bytes read as latin1: two spaces, a tab or a CR after a word (a trailing run counts too). The
 * two spaces are searched in the same pass as the quotes (a pattern of one character there
 * would slow the whole pass down threefold); tabs and CRs in their own, when the file has one.
 */
const AFTER_WORD = { spaces: '[^ \\t\\n] {2}', tab: /[^\t\n]\t/g };
/** Quotes' first lines searched in one pass, at most this much pattern at a time. */
const PATTERN_CHARS = 64 * 1024;

interface QuoteLine {
  text: string;
  /** Its UTF-8 bytes read as latin1, as the file is searched. */
  latin1: string;
}

/** A text's UTF-8 bytes read as latin1: ASCII is itself. */
const asLatin1 = (text: string) => (/^[\x00-\x7f]*$/.test(text) ? text : Buffer.from(text, 'utf8').toString('latin1'));

/** Lines compared decoded and whitespace normalised: their normalised text by line start, and the reverse. */
interface Decoded {
  byStart: Map<number, string>;
  byText: Map<string, number[]>;
}

/**
 * A file's bytes, searched without decoding or normalising the whole file.
 * A line holding only single spaces between its words, and no whitespace but
 * spaces, tabs and CRs at its ends, normalises to its bytes trimmed: there a
 * quote's first line stands verbatim. One native pass over the file (a regular
 * expression over its bytes read as latin1) finds every quote's first line
 * verbatim and every other line, which is decoded and normalised once.
 * Reading every byte in JavaScript would cost more than git takes to hand the
 * file over.
 */
export class OracleLineIndex {
  private readonly starts = [0];
  private counted = false;
  private latin1?: string;
  private irregular?: Decoded;
  private everyLine?: Decoded;
  constructor(private readonly buf: Buffer) {}

  /** The bytes read as latin1, one character a byte: native string searches over them give byte offsets. */
  private text(): string {
    this.latin1 ??= this.buf.toString('latin1');
    return this.latin1;
  }

  /**
   * Line starts where each text stands verbatim between blanks, and (on the first call) the
   * lines normalisation changes beyond trimming their ends, or a few more: a superset is
   * exact, only slower.
   */
  private search(texts: string[]): Map<string, number[]> {
    const found = new Map<string, number[]>();
    const needles = new Map<string, string>();
    for (const text of texts) needles.set(asLatin1(text), text);
    const flagged = this.irregular ? undefined : new Set<number>();
    const patterns = flagged ? [AFTER_WORD.spaces] : [];
    if (flagged) this.flagOthers(flagged);
    // Longest first: where one first line is a prefix of another, only the longer can stand alone on its line.
    // A text ending in a CR stands only where the line goes on past it (blanks, or its CRLF's CR):
    // elsewhere a shorter text may stand at the same place (`a` on `a<CR><LF>`, not `a<CR>`).
    const standing = (t: string) => (t.endsWith('\r') ? `${escape(t)}(?=[ \\t]+(?:\\n|$)|[ \\t]*\\r(?:\\n|$))` : escape(t));
    const sorted = [...needles.keys()].sort((x, y) => y.length - x.length).map(standing);
    do {
      const batch = patterns.splice(0);
      let size = batch.join('|').length;
      while (sorted.length && (batch.length === 0 || size + sorted[0]!.length < PATTERN_CHARS)) {
        size += sorted[0]!.length + 1;
        batch.push(sorted.shift()!);
      }
      this.scan(new RegExp(batch.join('|'), 'g'), needles, found, flagged);
    } while (sorted.length);
    if (flagged) this.irregular = this.decode(flagged);
    return found;
  }

  /** Lines with a tab or CR after a word, or any whitespace but space, tab, CR and LF: native searches, memchr first. */
  private flagOthers(flagged: Set<number>): void {
    const b = this.buf;
    const latin1 = this.text();
    const mark = (at: number) => {
      flagged.add(b.lastIndexOf(NL, at) + 1);
      const nl = b.indexOf(NL, at);
      return nl < 0 ? b.length : nl + 1;
    };
    if (b.includes(TAB)) {
      const re = AFTER_WORD.tab;
      re.lastIndex = 0;
      for (let m = re.exec(latin1); m; m = re.exec(latin1)) re.lastIndex = mark(m.index);
    }
    const ascii = isAscii(b);
    for (const space of OTHER_SPACES)
      if (space.length === 1 || !ascii) for (let at = b.indexOf(space); at >= 0; at = b.indexOf(space, mark(at)));
  }

  private scan(re: RegExp, needles: Map<string, string>, found: Map<string, number[]>, flagged: Set<number> | undefined): void {
    const b = this.buf;
    const latin1 = this.text();
    for (let m = re.exec(latin1); m; m = re.exec(latin1)) {
      const text = needles.get(m[0]);
      if (text === undefined) {
        flagged!.add(latin1.lastIndexOf('\n', m.index) + 1);
        const nl = latin1.indexOf('\n', m.index);
        re.lastIndex = nl < 0 ? latin1.length : nl + 1;
        continue;
      }
      re.lastIndex = m.index + 1;
      let s = m.index;
      while (s > 0 && blank(b[s - 1]!)) s--;
      if (s > 0 && b[s - 1] !== NL) continue;
      let e = m.index + m[0].length;
      while (e < b.length && blank(b[e]!)) e++;
      if (b[e] === CR && (e + 1 === b.length || b[e + 1] === NL)) e++;
      if ((e < b.length && b[e] !== NL) || this.textEnd(s, e) !== m.index + m[0].length) continue;
      const starts = found.get(text);
      if (starts) starts.push(s);
      else found.set(text, [s]);
      re.lastIndex = e;
    }
  }

  /**
   * Every line, decoded: for a quote holding U+FFFD over a file that is not UTF-8, where
   * invalid bytes decode to U+FFFD and so are not compared by their bytes.
   */
  private allLines(): Decoded {
    if (this.everyLine) return this.everyLine;
    const starts = [0];
    for (let i = this.buf.indexOf(NL); i >= 0; i = this.buf.indexOf(NL, i + 1)) starts.push(i + 1);
    this.everyLine = this.decode(starts);
    return this.everyLine;
  }

  private decode(starts: Iterable<number>): Decoded {
    const byStart = new Map<number, string>();
    const byText = new Map<string, number[]>();
    for (const start of starts) {
      const nl = this.buf.indexOf(NL, start);
      const text = normalise(this.buf.toString('utf8', start, nl < 0 ? this.buf.length : nl));
      byStart.set(start, text);
      const same = byText.get(text);
      if (same) same.push(start);
      else byText.set(text, [start]);
    }
    return { byStart, byText };
  }

  /** Where normalise ends the text of the line [s, end): a CRLF's CR dropped, then the blanks before it. */
  private textEnd(s: number, end: number): number {
    let e = end;
    if (e > s && this.buf[e - 1] === CR) e--;
    while (e > s && blank(this.buf[e - 1]!)) e--;
    return e;
  }

  /** The line [start, end) normalises to `line`. */
  private lineEquals(start: number, end: number, line: QuoteLine, decoded: Decoded): boolean {
    const b = this.buf;
    let s = start;
    while (s < end && blank(b[s]!)) s++;
    const e = this.textEnd(s, end);
    if (e - s === line.latin1.length && this.text().startsWith(line.latin1, s)) return true;
    return decoded.byStart.get(start) === line.text;
  }

  /** 1-based line number of a byte offset (line starts counted once per file, as far as needed). */
  private lineNumber(offset: number): number {
    const starts = this.starts;
    const text = this.text();
    for (let last = starts[starts.length - 1]!; !this.counted && last <= offset;) {
      const nl = text.indexOf('\n', last);
      if (nl < 0) this.counted = true;
      else starts.push((last = nl + 1));
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /**
   * The quote's lines match the file's lines from the line starting at `start`. Each byte
   * compared is charged to `budget`; false once it is spent (the caller reports that).
   */
  private matchesAt(start: number, q: QuoteLine[], decoded: Decoded, budget: { bytes: number }): boolean {
    let at = start;
    for (const line of q) {
      if (at > this.buf.length) return false;
      const nl = this.text().indexOf('\n', at);
      const end = nl < 0 ? this.buf.length : nl;
      budget.bytes -= end - at + 1;
      if (budget.bytes < 0) return false;
      if (!this.lineEquals(at, end, line, decoded)) return false;
      at = end + 1;
    }
    return true;
  }

  /**
   * Where each quote stands as whole consecutive lines, whitespace normalised.
   * Lines are 1-based; blank lines around a quote do not count.
   */
  locateAll(quotes: string[]): Anchor[] {
    const prepared = quotes.map((quote) => {
      const texts = quote.split('\n').map(normalise);
      while (texts.length && texts[0] === '') texts.shift();
      while (texts.length && texts[texts.length - 1] === '') texts.pop();
      return { quote, texts };
    });
    // No bytes decode to a lone surrogate: such a quote matches no line.
    const searched = prepared.filter(({ texts }) => texts.length && texts.every((t) => t.isWellFormed()));
    const verbatim = searched.length ? this.search([...new Set(searched.map(({ texts }) => texts[0]!))]) : new Map<string, number[]>();
    return prepared.map(({ quote, texts }) => {
      if (texts.length === 0) return { status: 'unlocated', reason: 'the quote is blank' };
      const hits: { start: number; end: number }[] = [];
      if (texts.every((t) => t.isWellFormed())) {
        const q = texts.map((text) => ({ text, latin1: asLatin1(text) }));
        const decoded = texts.some((t) => t.includes('\ufffd')) && !isUtf8(this.buf) ? this.allLines() : this.irregular!;
        const others = decoded.byText.get(texts[0]!) ?? [];
        const mine = verbatim.get(texts[0]!) ?? [];
        const starts = others.length ? [...new Set([...mine, ...others])].sort((x, y) => x - y) : mine;
        // Comparing lines at every place the first line stands is quadratic when a long quote repeats
        // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
        // that needs more is ambiguous, never located.
        const budget = { bytes: 2 * this.buf.length + 2 * Buffer.byteLength(quote) + 4096 };
        for (const start of starts) {
          if (!this.matchesAt(start, q, decoded, budget)) {
            if (budget.bytes < 0) return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES), tooMany: true };
            continue;
          }
          const line = this.lineNumber(start);
          hits.push({ start: line, end: line + q.length - 1 });
        }
      }
      if (hits.length === 1) return { status: 'located', ...hits[0]! };
      if (hits.length > 1)
        return {
          status: 'ambiguous',
          candidates: hits.slice(0, MAX_CANDIDATES),
          ...(hits.length > MAX_CANDIDATES ? { places: hits.length } : {}),
        };
      return { status: 'unlocated', reason: 'no whole consecutive lines of the head version match the quote' };
    });
  }

  locate(quote: string): Anchor {
    return this.locateAll([quote])[0]!;
  }
}
