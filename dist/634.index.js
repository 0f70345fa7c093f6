export const id = 634;
export const ids = [634];
export const modules = {

/***/ 20634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rr: () => (/* binding */ LineIndex),
  IP: () => (/* binding */ NO_MATCH),
  G: () => (/* binding */ QUOTE_MAX_CHARS),
  ki: () => (/* binding */ fileBudget),
  j7: () => (/* binding */ normalise),
  dL: () => (/* binding */ normalisedPast),
  Cx: () => (/* binding */ quoteLines)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/review/line-table.ts

/** The id of a line that normalises past the quote cap: no quote line within it equals one. */
const LONG = -1;
/** The id of a quote line no line of the file holds. */
const NONE = -2;
/**
 * Every line of a file as an id of the text quotes compare it by (one id a text), where each line
 * starts, and the lines of each id in order: a quote is then its lines' ids, compared as integers
 * at each place its first line stands, never by bytes again. Costs one decode of the whole file
 * (some 15 to 50 ns a byte), so it is built only for a file whose quotes would cost more.
 */
class LineTable {
    /** Each line's id (LONG past the cap). */
    ids;
    /** Each line's byte offset, then the file's length + 1: line i costs starts[i + 1] - starts[i], its bytes and newline. */
    starts;
    byText = new Map();
    /** The lines of id k, ascending, are lines[from[k]] to lines[from[k + 1] - 1]. */
    from;
    lines;
    /**
     * `latin1` is the file's bytes read as latin1 (where its newlines are); `textOf` a decoded line's
     * text as quotes are compared, undefined past the cap. A newline byte is never part of a UTF-8
     * sequence, so the file decoded whole splits into the lines each decoded alone.
     */
    constructor(buf, latin1, textOf) {
        const decoded = (0,external_node_buffer_.isAscii)(buf) ? latin1 : buf.toString('utf8');
        // Counted first, so that a file of millions of lines holds them in typed arrays only.
        let n = 1;
        for (let nl = latin1.indexOf('\n'); nl >= 0; nl = latin1.indexOf('\n', nl + 1))
            n++;
        this.ids = new Int32Array(n);
        this.starts = new Float64Array(n + 1);
        for (let i = 0, at = 0, d = 0; i < n; i++) {
            const nl = latin1.indexOf('\n', at);
            const dnl = decoded.indexOf('\n', d);
            const text = textOf(decoded.slice(d, dnl < 0 ? decoded.length : dnl));
            let id = text === undefined ? LONG : this.byText.get(text);
            if (id === undefined)
                this.byText.set(text, (id = this.byText.size));
            this.ids[i] = id;
            this.starts[i] = at;
            at = nl + 1;
            d = dnl + 1;
        }
        this.starts[n] = buf.length + 1;
        [this.from, this.lines] = this.byId();
    }
    /** The lines of each id, by counting: the ids' first lines, then every line in its id's place. */
    byId() {
        const from = new Int32Array(this.byText.size + 1);
        for (const id of this.ids)
            if (id >= 0)
                from[id + 1]++;
        for (let k = 1; k < from.length; k++)
            from[k] += from[k - 1];
        const next = from.slice(0, -1);
        const lines = new Int32Array(from[from.length - 1]);
        this.ids.forEach((id, i) => {
            if (id >= 0)
                lines[next[id]++] = i;
        });
        return [from, lines];
    }
    /** The id of a quote line's text (NONE when no line holds it). */
    idOf(text) {
        return this.byText.get(text) ?? NONE;
    }
    /** The lines holding `id`, ascending. */
    linesOf(id) {
        return id < 0 ? new Int32Array(0) : this.lines.subarray(this.from[id], this.from[id + 1]);
    }
}

;// CONCATENATED MODULE: ./src/review/line-index.ts


/**
 * Whitespace a quote may write otherwise: spaces, tabs, and the Unicode spaces of `\s` (NBSP,
 * U+1680, U+2000-200A, U+202F, U+205F, U+3000, BOM). Never a character some language or
 * renderer ends a line at (CR, VT, FF, NEL, U+2028, U+2029): `// note<U+2028>grant()` runs
 * grant() in JavaScript, so it is not the comment `// note grant()` (hazard 636).
 */
const SPACE_RUN = /[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]+/g;
/**
 * A line as quotes are compared: the CR of a CRLF ending dropped, every run of spaces (SPACE_RUN)
 * one space, ends trimmed of it. Line terminators stay, and match only themselves.
 */
function normalise(line) {
    const folded = (line.endsWith('\r') ? line.slice(0, -1) : line).replace(SPACE_RUN, ' ');
    const from = folded.startsWith(' ') ? 1 : 0;
    return folded.slice(from, folded.length > from && folded.endsWith(' ') ? -1 : folded.length);
}
/**
 * The most code points a finding's quote holds (the findings schema's maxLength, counted as ajv
 * counts: a surrogate pair is one), and so the most a line of it holds.
 */
const QUOTE_MAX_CHARS = 20_000;
/** A UTF-16 unit SPACE_RUN folds. */
const isSpace = (c) => c <= 32
    ? c === 32 || c === 9
    : c >= 0xa0 &&
        (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff);
/**
 * normalise(line) holds more than `max` code points (as `[...s]` counts them: a pair is one, a
 * lone surrogate one). Counted, never built: the words' code points and one space between two
 * words, stopping once past `max`. Building a multi-megabyte line of short words made garbage
 * some 50 times its size (six such files took 2 GB).
 */
function normalisedPast(line, max) {
    let n = 0;
    let gap = false;
    // The CR of a CRLF ending is no character of the line.
    const end = line.endsWith('\r') ? line.length - 1 : line.length;
    for (let i = 0; i < end; i++) {
        const c = line.charCodeAt(i);
        if (isSpace(c))
            gap = true;
        // The low half of a pair: its high half was counted.
        else if (c >= 0xdc00 && c <= 0xdfff && i > 0 && (line.charCodeAt(i - 1) & 0xfc00) === 0xd800)
            continue;
        else {
            n += gap && n > 0 ? 2 : 1;
            gap = false;
            if (n > max)
                return true;
        }
    }
    return false;
}
/**
 * A quote's lines as anchoring compares them: normalised, blank lines around it dropped, blank
 * lines inside it kept (they must meet blank lines of the file). Two quotes of the same lines
 * here name the same place in one file; any other difference is another place.
 */
function quoteLines(quote) {
    // Split as a file is (normalise drops a CRLF's CR): a lone CR is a character of its line.
    const texts = quote.split('\n').map(normalise);
    while (texts.length && texts[0] === '')
        texts.shift();
    while (texts.length && texts[texts.length - 1] === '')
        texts.pop();
    return texts;
}
const MAX_CANDIDATES = 20;
/** Why a quote is unlocated when its lines are nowhere in the file. */
const NO_MATCH = 'no whole consecutive lines of the head version match the quote';
const NL = 10;
const [SP, TAB, CR] = [32, 9, 13];
/** What a line's ends are trimmed of, as normalise trims them: spaces and tabs (a CRLF's CR apart). */
const blank = (c) => c === SP || c === TAB;
/** UTF-8 bytes of every space SPACE_RUN folds beyond space and tab: NBSP, U+1680, U+2000-200A, U+202F, U+205F, U+3000, BOM. */
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
 * bytes read as latin1: two spaces or a tab after a word (a trailing run counts too; a CR is a
 * word's character, as normalise keeps it). Each is its own pass: a pattern of one character
 * class and a literal is scanned natively at memory speed, where alternatives are tried byte by
 * byte (tabs only when the file has one).
 */
const AFTER_WORD = { spaces: /[^ \t\n] {2}/g, tab: /[^\t\n]\t/g };
/** A quote's answer from its matches, `numbers` the line number of each line start. */
function anchorOf(m, numbers) {
    const hits = m.starts.map((at) => ({ start: numbers.get(at), end: numbers.get(at) + m.lines - 1 }));
    if (m.tooMany)
        return { status: 'ambiguous', candidates: hits, tooMany: true, ...(m.fileBudget ? { fileBudget: true } : {}) };
    if (m.count === 1)
        return { status: 'located', ...hits[0] };
    if (m.count > 1)
        return { status: 'ambiguous', candidates: hits, ...(m.count > MAX_CANDIDATES ? { places: m.count } : {}) };
    return { status: 'unlocated', reason: NO_MATCH };
}
/**
 * A file's comparison budget, shared by all its quotes: 16 times its bytes, and its share of a
 * floor the command divides evenly between the `files` it anchors (so no answer depends on which
 * thread took which file first). However many findings quote them, a command compares at most 16
 * times what it reads plus 64 MiB: a few nanoseconds a line once lines are compared by id (LineTable).
 */
const fileBudget = (size, files = 1) => 16 * size + (64 * 2 ** 20) / Math.max(files, 1);
/**
 * What scan mode may cost a file before its lines are given ids, in units of about a nanosecond:
 * a byte searched one, a line compared LINE_WORK; building the table costs some 16 a byte. The
 * bench's files (five quotes each) never need one; a file whose quotes stand thousands of times does.
 */
const LINE_WORK = 256;
const tableWork = (size) => 16 * size + 64 * 1024;
/** A quote's spending: its own budget (twice the file and the quote) and its file's, charged together. */
class Spending {
    own;
    file;
    constructor(own, file) {
        this.own = own;
        this.file = file;
    }
    /** Charges a line compared; false once either budget is spent. */
    take(bytes) {
        this.own -= bytes;
        this.file.left -= bytes;
        return !this.spent();
    }
    /** What may be charged before a budget is spent (one charge past it spends it). */
    room() {
        return Math.min(this.own, this.file.left);
    }
    spent() {
        return this.own < 0 || this.file.left < 0;
    }
    /** The matches so far, past the budget that ran out (the quote's own first). */
    past(found) {
        return { ...found, tooMany: true, ...(this.own < 0 ? {} : { fileBudget: true }) };
    }
}
/** A quote line normalising past the cap: only NFC makes one of a quote, and it is compared by bytes, never by id. */
const pastCap = (text) => text.length > QUOTE_MAX_CHARS && normalisedPast(text, QUOTE_MAX_CHARS);
/**
 * A file's bytes, searched without decoding or normalising the whole file.
 * A line holding only single spaces between its words, and no whitespace but
 * spaces, tabs and CRs at its ends, normalises to its bytes trimmed: there a
 * quote's first line stands verbatim, and `Buffer.indexOf` finds it natively.
 * The other lines (found by native searches too, once a file) are decoded and
 * normalised one by one. Reading every byte in JavaScript would cost more than
 * git takes to hand the file over, save where its quotes would cost more still
 * (a first line standing thousands of times, many quotes): there every line is
 * given an id once (LineTable), and quotes are compared by ids.
 */
class LineIndex {
    buf;
    /** Line starts where a quote's first line stands, by its text: quotes sharing one search once. */
    firsts = new Map();
    irregular;
    everyLine;
    latin1;
    utf8;
    /** What scan mode has cost (see LINE_WORK); past tableWork, the file's lines are given ids. */
    work = 0;
    table;
    budget;
    /** `budget`: the file's, shared with its other index (NFC); `table`: ids at once (tests compare both ways). */
    constructor(buf, options = {}) {
        this.buf = buf;
        this.budget = options.budget ?? { left: fileBudget(buf.length) };
        if (options.table)
            this.table = this.lineTable();
    }
    lineTable() {
        return new LineTable(this.buf, this.text(), (line) => (pastCap(line) ? undefined : normalise(line)));
    }
    /**
     * The bytes read as latin1, one character a byte: for the patterns, and for finding line ends,
     * where a string's indexOf (a builtin) costs half a Buffer's (a call into C++ each time).
     */
    text() {
        this.latin1 ??= this.buf.toString('latin1');
        return this.latin1;
    }
    /**
     * Line starts where `line` stands verbatim between blanks (spaces, tabs, then a CRLF's CR),
     * ascending: each hit of its bytes is checked at its two ends only, and the search goes on from
     * the line's end. The hit must end where normalise ends the line's text: a text ending in a CR
     * is no line whose only CR is its CRLF's.
     */
    verbatim(line) {
        const b = this.buf;
        const found = [];
        for (let at = b.indexOf(line.bytes); at >= 0;) {
            let s = at;
            while (s > 0 && blank(b[s - 1]))
                s--;
            const to = at + line.bytes.length;
            let e = to;
            while (e < b.length && blank(b[e]))
                e++;
            if (b[e] === CR && (e + 1 === b.length || b[e + 1] === NL))
                e++;
            if ((s === 0 || b[s - 1] === NL) && (e === b.length || b[e] === NL) && this.textEnd(s, e) === to) {
                found.push(s);
                at = e < b.length ? b.indexOf(line.bytes, e + 1) : -1;
            }
            else
                at = b.indexOf(line.bytes, at + 1);
        }
        return found;
    }
    /**
     * The lines normalisation changes beyond trimming their ends, or a few more (a superset is
     * exact, only slower), by their normalised text: lines with two spaces or a tab after a word,
     * or any space SPACE_RUN folds but space and tab. Native searches, memchr first.
     */
    irregularLines() {
        if (this.irregular)
            return this.irregular;
        const b = this.buf;
        const flagged = new Set();
        const mark = (at) => {
            flagged.add(this.text().lastIndexOf('\n', at) + 1);
            return this.lineEnd(at) + 1;
        };
        for (const [byte, re] of [
            [SP, AFTER_WORD.spaces],
            [TAB, AFTER_WORD.tab],
        ]) {
            if (!b.includes(byte))
                continue;
            re.lastIndex = 0;
            for (let m = re.exec(this.text()); m; m = re.exec(this.text()))
                re.lastIndex = mark(m.index);
        }
        // Every other space is two bytes or more: none in an ASCII file.
        if (!(0,external_node_buffer_.isAscii)(b))
            for (const space of OTHER_SPACES)
                for (let at = b.indexOf(space); at >= 0; at = b.indexOf(space, mark(at)))
                    ;
        this.irregular = this.decode([...flagged]);
        return this.irregular;
    }
    /**
     * Every line, decoded: for a quote holding U+FFFD over a file that is not UTF-8, where
     * invalid bytes decode to U+FFFD and so are not compared by their bytes.
     */
    allLines() {
        if (this.everyLine)
            return this.everyLine;
        const starts = [0];
        for (let i = this.text().indexOf('\n'); i >= 0; i = this.text().indexOf('\n', i + 1))
            starts.push(i + 1);
        this.everyLine = this.decode(starts);
        return this.everyLine;
    }
    /** The lines starting at `starts`, by their normalised text, or as long. */
    decode(starts) {
        const byText = new Map();
        const long = [];
        for (const start of starts) {
            const line = this.buf.toString('utf8', start, this.lineEnd(start));
            if (normalisedPast(line, QUOTE_MAX_CHARS)) {
                long.push(start);
                continue;
            }
            const text = normalise(line);
            const same = byText.get(text);
            if (same)
                same.push(start);
            else
                byText.set(text, [start]);
        }
        return { byText, long };
    }
    /**
     * Starts of `decoded`'s lines normalising to `text`. A long line can only equal a text past the
     * cap, which only NFC can make of a quote within it (U+0344 is two code points composed).
     */
    decodedAs(decoded, text) {
        const short = text.length <= QUOTE_MAX_CHARS || !normalisedPast(text, QUOTE_MAX_CHARS);
        if (short)
            return decoded.byText.get(text) ?? [];
        return decoded.long.filter((start) => this.normalisesTo(start, this.lineEnd(start), text));
    }
    /**
     * The line [start, end) decoded normalises to `text`. A line normalising past the text's length
     * cannot, and is never normalised whole: a megabyte-long line would cost garbage 50 times its size.
     */
    normalisesTo(start, end, text) {
        const line = this.buf.toString('utf8', start, end);
        return !normalisedPast(line, text.length) && normalise(line) === text;
    }
    lineEnd(start) {
        const nl = this.text().indexOf('\n', start);
        return nl < 0 ? this.buf.length : nl;
    }
    /** Every line start whose line normalises to the quote's first line, ascending. */
    firstLines(line, fromEveryLine) {
        const key = fromEveryLine ? `\ufffd${line.text}` : line.text;
        let starts = this.firsts.get(key);
        if (!starts) {
            this.work += this.buf.length;
            const mine = this.verbatim(line);
            const others = this.decodedAs(fromEveryLine ? this.allLines() : this.irregularLines(), line.text);
            starts = others.length ? [...new Set([...mine, ...others])].sort((x, y) => x - y) : mine;
            this.firsts.set(key, starts);
        }
        return starts;
    }
    /** Where normalise ends the text of the line [s, end): a CRLF's CR dropped, then the blanks before it. */
    textEnd(s, end) {
        const b = this.buf;
        let e = end;
        if (e > s && b[e - 1] === CR)
            e--;
        while (e > s && blank(b[e - 1]))
            e--;
        return e;
    }
    /** The line [start, end) normalises to `line`: its bytes trimmed are the text's, or its text decoded and normalised is. */
    lineEquals(start, end, line) {
        const b = this.buf;
        let s = start;
        while (s < end && blank(b[s]))
            s++;
        const e = this.textEnd(s, end);
        if (e - s === line.bytes.length && b.compare(line.bytes, 0, line.bytes.length, s, e) === 0)
            return true;
        return this.normalisesTo(start, end, line.text);
    }
    /**
     * The 1-based line number of each offset (each a line start), counted in one pass in offset
     * order. Keeping every line start up to the last hit instead (for a binary search) made more
     * garbage than anything but the latin1 text: 40 MB over the anchor bench.
     */
    lineNumbers(offsets) {
        const numbers = new Map();
        if (offsets.length === 0)
            return numbers;
        const text = this.text();
        let line = 1;
        let nl = text.indexOf('\n');
        for (const offset of [...new Set(offsets)].sort((x, y) => x - y)) {
            for (; nl >= 0 && nl < offset; nl = text.indexOf('\n', nl + 1))
                line++;
            numbers.set(offset, line);
        }
        return numbers;
    }
    /**
     * The quote's lines match the file's lines from the line starting at `start`. Each byte
     * compared is charged to `budget`; false once it is spent (the caller reports that).
     */
    matchesAt(start, q, spending) {
        let at = start;
        for (const line of q) {
            if (at > this.buf.length)
                return false;
            const end = this.lineEnd(at);
            this.work += LINE_WORK;
            if (!spending.take(end - at + 1))
                return false;
            if (!this.lineEquals(at, end, line))
                return false;
            at = end + 1;
        }
        return true;
    }
    /**
     * Where the quote's lines stand as whole consecutive lines: the first MAX_CANDIDATES line
     * starts, how many in all, and whether a comparison budget ran out first.
     */
    matches(texts) {
        // No bytes decode to a lone surrogate: such a quote matches no line.
        if (!texts.every((t) => t.isWellFormed()))
            return { starts: [], count: 0, lines: texts.length };
        // Comparing lines at every place the first line stands is quadratic when a long quote repeats
        // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
        // that needs more is ambiguous, never located. The file's budget caps all its quotes together.
        const own = 2 * this.buf.length + 2 * Buffer.byteLength(texts.join('\n')) + 4096;
        if (texts.some(pastCap))
            return this.scanned(texts, new Spending(own, this.budget), Infinity);
        if (!this.table) {
            const before = this.budget.left;
            const found = this.scanned(texts, new Spending(own, this.budget), tableWork(this.buf.length));
            if (found)
                return found;
            // Scanning cost what the ids do: this quote again by ids, as if never scanned.
            this.budget.left = before;
            this.table = this.lineTable();
        }
        return this.byIds(texts, new Spending(own, this.budget));
    }
    /** The matches by scanning the bytes, or undefined once that has cost the file more than `work`. */
    scanned(texts, spending, work) {
        const found = { starts: [], count: 0, lines: texts.length };
        const q = texts.map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));
        const firsts = this.firstLines(q[0], texts.some((t) => t.includes('\ufffd')) && !this.isUtf8());
        // Past `work` (a file's searches, or its comparisons), what is left costs less by ids.
        if (this.work > work)
            return undefined;
        for (const start of firsts) {
            if (this.matchesAt(start, q, spending)) {
                if (found.count++ < MAX_CANDIDATES)
                    found.starts.push(start);
            }
            else if (spending.spent())
                return spending.past(found);
            if (this.work > work)
                return undefined;
        }
        return found;
    }
    /**
     * The matches by line ids: the same lines compared in the same order as scanning compares them,
     * and charged the same, as integers. A quote line no line holds has an id no line has.
     */
    byIds(texts, spending) {
        const table = this.table;
        const { ids, starts } = table;
        const q = Int32Array.from(texts, (text) => table.idOf(text));
        const found = { starts: [], count: 0, lines: q.length };
        // Counted here and charged once: a line a few nanoseconds, not a call and two stores.
        const room = spending.room();
        let spent = 0;
        const firsts = table.linesOf(q[0]);
        for (let j = 0; j < firsts.length; j++) {
            const first = firsts[j];
            const end = Math.min(first + q.length, ids.length);
            let i = first;
            for (; i < end; i++) {
                spent += starts[i + 1] - starts[i];
                if (spent > room) {
                    spending.take(spent);
                    return spending.past(found);
                }
                if (ids[i] !== q[i - first])
                    break;
            }
            if (i === first + q.length && found.count++ < MAX_CANDIDATES)
                found.starts.push(starts[first]);
        }
        spending.take(spent);
        return found;
    }
    isUtf8() {
        this.utf8 ??= (0,external_node_buffer_.isUtf8)(this.buf);
        return this.utf8;
    }
    /**
     * Where each quote stands as whole consecutive lines, whitespace normalised.
     * Lines are 1-based; blank lines around a quote do not count.
     */
    locateAll(quotes) {
        // Quotes of the same lines (as compared) stand at the same places: each such text is located once.
        const byText = new Map();
        const found = quotes.map((quote) => {
            const texts = quoteLines(quote);
            if (!texts.length)
                return null;
            const key = texts.join('\n');
            if (!byText.has(key))
                byText.set(key, this.matches(texts));
            return byText.get(key);
        });
        const numbers = this.lineNumbers(found.flatMap((m) => m?.starts ?? []));
        return found.map((m) => (m ? anchorOf(m, numbers) : { status: 'unlocated', reason: 'the quote is blank' }));
    }
    locate(quote) {
        return this.locateAll([quote])[0];
    }
}


/***/ })

};
