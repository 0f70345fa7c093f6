export const id = 2769;
export const ids = [2769,2135];
export const modules = {

/***/ 14061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ quoteLines),
/* harmony export */   G: () => (/* binding */ QUOTE_MAX_CHARS),
/* harmony export */   IP: () => (/* binding */ NO_MATCH),
/* harmony export */   dL: () => (/* binding */ normalisedPast),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/* unused harmony export normalise */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);

/** A line as quotes are compared: every whitespace run one space, ends trimmed. */
const normalise = (line) => line.replace(/\s+/g, ' ').trim();
/**
 * The most code points a finding's quote holds (the findings schema's maxLength, counted as ajv
 * counts: a surrogate pair is one), and so the most a line of it holds.
 */
const QUOTE_MAX_CHARS = 20_000;
/** A UTF-16 unit \s matches: ECMAScript's WhiteSpace and LineTerminator, all in the BMP. */
const isSpace = (c) => c <= 32
    ? c === 32 || (c >= 9 && c <= 13)
    : c >= 0xa0 &&
        (c === 0xa0 ||
            c === 0x1680 ||
            (c >= 0x2000 && c <= 0x200a) ||
            c === 0x2028 ||
            c === 0x2029 ||
            c === 0x202f ||
            c === 0x205f ||
            c === 0x3000 ||
            c === 0xfeff);
/**
 * normalise(line) holds more than `max` code points (as `[...s]` counts them: a pair is one, a
 * lone surrogate one). Counted, never built: the words' code points and one space between two
 * words, stopping once past `max`. Building a multi-megabyte line of short words made garbage
 * some 50 times its size (six such files took 2 GB).
 */
function normalisedPast(line, max) {
    let n = 0;
    let gap = false;
    for (let i = 0; i < line.length; i++) {
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
    const texts = quote.split(/\r?\n/).map(normalise);
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
const blank = (c) => c === SP || c === TAB || c === CR;
/** UTF-8 bytes of every whitespace \s matches beyond space, tab, CR and LF: VT, FF, NBSP, U+1680, U+2000-200A, U+2028/9, U+202F, U+205F, U+3000, BOM. */
const OTHER_SPACES = [
    '\v',
    '\f',
    '\u00a0',
    '\u1680',
    ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
    '\u2028',
    '\u2029',
    '\u202f',
    '\u205f',
    '\u3000',
    '\ufeff',
].map((space) => Buffer.from(space, 'utf8'));
/**
 * Where a line may hold whitespace that trimming its ends does not normalise, over the file's
 * bytes read as latin1: two spaces, a tab or a CR after a word (a trailing run counts too). Each
 * is its own pass: a pattern of one character class and a literal is scanned natively at memory
 * speed, where alternatives are tried byte by byte (tabs and CRs only when the file has one).
 */
const AFTER_WORD = { spaces: /[^ \t\r\n] {2}/g, tab: /[^\t\n]\t/g, cr: /\r[^\n]/g };
/**
 * A file's bytes, searched without decoding or normalising the whole file.
 * A line holding only single spaces between its words, and no whitespace but
 * spaces, tabs and CRs at its ends, normalises to its bytes trimmed: there a
 * quote's first line stands verbatim, and `Buffer.indexOf` finds it natively.
 * The other lines (found by native searches too, once a file) are decoded and
 * normalised one by one. Reading every byte in JavaScript would cost more than
 * git takes to hand the file over.
 */
class LineIndex {
    buf;
    starts = [0];
    counted = false;
    /** Line starts where a quote's first line stands, by its text: quotes sharing one search once. */
    firsts = new Map();
    irregular;
    everyLine;
    latin1;
    constructor(buf) {
        this.buf = buf;
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
     * Line starts where `line` stands verbatim between blanks (spaces, tabs, CRs), ascending: each
     * hit of its bytes is checked at its two ends only, and the search goes on from the line's end.
     */
    verbatim(line) {
        const b = this.buf;
        const found = [];
        for (let at = b.indexOf(line.bytes); at >= 0;) {
            let s = at;
            while (s > 0 && blank(b[s - 1]))
                s--;
            let e = at + line.bytes.length;
            while (e < b.length && blank(b[e]))
                e++;
            if ((s === 0 || b[s - 1] === NL) && (e === b.length || b[e] === NL)) {
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
     * exact, only slower), by their normalised text: lines with two spaces, a tab or a CR after a
     * word, or any whitespace but space, tab, CR and LF. Native searches, memchr first.
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
            [CR, AFTER_WORD.cr],
        ]) {
            if (!b.includes(byte))
                continue;
            re.lastIndex = 0;
            for (let m = re.exec(this.text()); m; m = re.exec(this.text()))
                re.lastIndex = mark(m.index);
        }
        const ascii = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(b);
        for (const space of OTHER_SPACES)
            if (space.length === 1 || !ascii)
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
            const mine = this.verbatim(line);
            const others = this.decodedAs(fromEveryLine ? this.allLines() : this.irregularLines(), line.text);
            starts = others.length ? [...new Set([...mine, ...others])].sort((x, y) => x - y) : mine;
            this.firsts.set(key, starts);
        }
        return starts;
    }
    /** The line [start, end) normalises to `line`: its bytes trimmed are the text's, or its text decoded and normalised is. */
    lineEquals(start, end, line) {
        const b = this.buf;
        let s = start;
        let e = end;
        while (s < e && blank(b[s]))
            s++;
        while (e > s && blank(b[e - 1]))
            e--;
        if (e - s === line.bytes.length && b.compare(line.bytes, 0, line.bytes.length, s, e) === 0)
            return true;
        return this.normalisesTo(start, end, line.text);
    }
    /** 1-based line number of a byte offset (line starts counted once per file, as far as needed). */
    lineNumber(offset) {
        const starts = this.starts;
        const text = this.text();
        for (let last = starts[starts.length - 1]; !this.counted && last <= offset;) {
            const nl = text.indexOf('\n', last);
            if (nl < 0)
                this.counted = true;
            else
                starts.push((last = nl + 1));
        }
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    }
    /**
     * The quote's lines match the file's lines from the line starting at `start`. Each byte
     * compared is charged to `budget`; false once it is spent (the caller reports that).
     */
    matchesAt(start, q, budget) {
        let at = start;
        for (const line of q) {
            if (at > this.buf.length)
                return false;
            const end = this.lineEnd(at);
            budget.bytes -= end - at + 1;
            if (budget.bytes < 0)
                return false;
            if (!this.lineEquals(at, end, line))
                return false;
            at = end + 1;
        }
        return true;
    }
    /**
     * Where each quote stands as whole consecutive lines, whitespace normalised.
     * Lines are 1-based; blank lines around a quote do not count.
     */
    locateAll(quotes) {
        return quotes.map((quote) => {
            const texts = quoteLines(quote);
            if (texts.length === 0)
                return { status: 'unlocated', reason: 'the quote is blank' };
            const hits = [];
            // No bytes decode to a lone surrogate: such a quote matches no line.
            if (texts.every((t) => t.isWellFormed())) {
                const q = texts.map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));
                const starts = this.firstLines(q[0], texts.some((t) => t.includes('\ufffd')) && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(this.buf));
                // Comparing lines at every place the first line stands is quadratic when a long quote repeats
                // (100,000 identical lines): the work is capped at twice the file plus the quote, and a quote
                // that needs more is ambiguous, never located.
                const budget = { bytes: 2 * this.buf.length + 2 * Buffer.byteLength(quote) + 4096 };
                for (const start of starts) {
                    if (!this.matchesAt(start, q, budget)) {
                        if (budget.bytes < 0)
                            return { status: 'ambiguous', candidates: hits.slice(0, MAX_CANDIDATES), tooMany: true };
                        continue;
                    }
                    const line = this.lineNumber(start);
                    hits.push({ start: line, end: line + q.length - 1 });
                }
            }
            if (hits.length === 1)
                return { status: 'located', ...hits[0] };
            if (hits.length > 1)
                return {
                    status: 'ambiguous',
                    candidates: hits.slice(0, MAX_CANDIDATES),
                    ...(hits.length > MAX_CANDIDATES ? { places: hits.length } : {}),
                };
            return { status: 'unlocated', reason: NO_MATCH };
        });
    }
    locate(quote) {
        return this.locateAll([quote])[0];
    }
}


/***/ }),

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NE: () => (/* binding */ PATH_MAX_CHARS),
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   em: () => (/* binding */ isLockfile),
/* harmony export */   mC: () => (/* binding */ targetIsSecret),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */

const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker']);
const SECRET_NAMES = new Set([
    '.npmrc',
    '.netrc',
    '_netrc',
    '.pypirc',
    '.git-credentials',
    '.htpasswd',
    '.pgpass',
    '.dockercfg',
    'credentials',
    'credentials.json',
    'credentials.yml',
    'credentials.yaml',
    'credentials.xml',
    'credentials.ini',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    'id_ecdsa_sk',
    'id_ed25519_sk',
]);
const SECRET_EXTENSIONS = new Set([
    'pem',
    'key',
    'p12',
    'pfx',
    'crt',
    'cer',
    'der',
    'p8',
    'ppk',
    'jks',
    'keystore',
    'kdbx',
    'asc',
    'gpg',
    'tfstate',
]);
/**
 * A path's file name, lowercased: the cut is made before lowercasing, which never makes or
 * removes a `/`, so this is the last of the path's lowercased segments without an array of them.
 */
function lowerName(path) {
    return path.slice(path.lastIndexOf('/') + 1).toLowerCase();
}
/**
 * The folders a path sits in, lowercased: one lowercasing for all of them (a `/` is neither cased
 * nor case-ignorable, so no segment's case mapping depends on its neighbours, final sigma included).
 */
function lowerFolders(path) {
    const cut = path.lastIndexOf('/');
    return cut < 0 ? [] : path.slice(0, cut).toLowerCase().split('/');
}
function extension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1) : '';
}
/** `.env*`, private keys, certificates and key stores, credential files, `credentials/`, `secrets/`: any case, any depth. */
function isSecretPath(path) {
    return lowerFolders(path).some((s) => SECRET_DIRS.has(s)) || isSecretName(path);
}
/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
function targetIsSecret(link, target) {
    return isSecretPath(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(link), target)));
}
/** Secret by the file's own name (`.env`, a key, a credentials file), not only by the folder it sits in. */
function isSecretName(path) {
    const name = lowerName(path);
    if (name.startsWith('.env') || name.endsWith('.env'))
        return true;
    if (SECRET_NAMES.has(name))
        return true;
    return SECRET_EXTENSIONS.has(extension(name));
}
const LOCKFILES = new Set([
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'bun.lock',
    'deno.lock',
    'cargo.lock',
    'poetry.lock',
    'pipfile.lock',
    'pdm.lock',
    'uv.lock',
    'composer.lock',
    'gemfile.lock',
    'go.sum',
    'packages.lock.json',
    'mix.lock',
    'pubspec.lock',
    'podfile.lock',
    'flake.lock',
    'gradle.lockfile',
    'package.resolved',
]);
const GENERATED_DIRS = new Set(['node_modules', 'dist', 'build', 'vendor', 'bower_components', '__pycache__']);
/** A lockfile by its name (`package-lock.json`, `go.sum`, …): it decides which packages every install fetches, and from where. */
function isLockfile(path) {
    return LOCKFILES.has(lowerName(path));
}
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const name = lowerName(path);
    if (lowerFolders(path).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (isLockfile(path))
        return true;
    return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}
/**
 * The longest path evidence can name, in code points (JSON Schema's maxLength): `path` in
 * review-coverage.schema.json and review-findings.schema.json. A selected file with a longer name
 * could never be accounted for, so the scope refuses it.
 */
const PATH_MAX_CHARS = 4096;
/**
 * Why a path written by an agent cannot name a file, or undefined when it is
 * well-formed. Well-formed is not enough: it must also be byte-equal to a
 * selected file of the sealed scope.
 */
function pathProblem(path) {
    if (path === '')
        return 'is empty';
    if (Buffer.byteLength(path) > 4096)
        return 'is longer than 4096 bytes';
    if (/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u.test(path))
        return 'contains a control, invisible or bidi character';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'is absolute';
    if (path.includes('\\'))
        return 'contains a backslash';
    if (path.startsWith('-'))
        return 'starts with "-"';
    if (path.startsWith(':'))
        return 'starts with ":" (pathspec magic)';
    const segs = path.split('/');
    if (segs.some((s) => s === ''))
        return 'has an empty segment ("//" or a trailing "/")';
    if (segs.some((s) => s === '.' || s === '..'))
        return 'has a "." or ".." segment';
    if (segs.some((s) => s.toLowerCase() === '.git'))
        return 'has a ".git" segment';
    return undefined;
}


/***/ }),

/***/ 72135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/schemas/validators/index.js
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
const validators = {
  'agent-run': () => __webpack_require__.e(/* import() */ 800).then(__webpack_require__.bind(__webpack_require__, 20800)),
  'review-attempt': () => __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 74373)),
  'review-coverage': () => __webpack_require__.e(/* import() */ 1964).then(__webpack_require__.bind(__webpack_require__, 91964)),
  'review-findings': () => __webpack_require__.e(/* import() */ 3176).then(__webpack_require__.bind(__webpack_require__, 13176)),
  'review-ledger': () => __webpack_require__.e(/* import() */ 9999).then(__webpack_require__.bind(__webpack_require__, 19999)),
  'review-reviewers': () => __webpack_require__.e(/* import() */ 7852).then(__webpack_require__.bind(__webpack_require__, 67852)),
  'review-rules': () => __webpack_require__.e(/* import() */ 5435).then(__webpack_require__.bind(__webpack_require__, 65435)),
  'review-scope': () => __webpack_require__.e(/* import() */ 7404).then(__webpack_require__.bind(__webpack_require__, 27404)),
  'test-review-verdict': () => __webpack_require__.e(/* import() */ 8298).then(__webpack_require__.bind(__webpack_require__, 8298)),
  'uat-config': () => __webpack_require__.e(/* import() */ 3370).then(__webpack_require__.bind(__webpack_require__, 93370)),
  'uat-run': () => __webpack_require__.e(/* import() */ 9011).then(__webpack_require__.bind(__webpack_require__, 29011)),
  'uat-spec': () => __webpack_require__.e(/* import() */ 2627).then(__webpack_require__.bind(__webpack_require__, 2627)),
  'uat-triage': () => __webpack_require__.e(/* import() */ 7308).then(__webpack_require__.bind(__webpack_require__, 47308)),
};

;// CONCATENATED MODULE: ./src/schemas/validate.ts


// ajv's standalone code, generated from the schemas at build time by scripts/gen-types.mjs with
// the options allErrors, strict, allowUnionTypes and ajv-formats' date-time: nothing is compiled
// at run time, and a command loads the validators it uses only.
const loaded = new Map();
function validator(name) {
    let fn = loaded.get(name);
    if (!fn)
        loaded.set(name, (fn = validators[name]().then((m) => m.default)));
    return fn;
}
function describe(e) {
    const at = e.instancePath === '' ? '(top level)' : e.instancePath;
    if (e.keyword === 'additionalProperties')
        return `${at}: unknown key ${JSON.stringify(e.params.additionalProperty)}`;
    if (e.keyword === 'enum')
        return `${at}: ${e.message} (${e.params.allowedValues.map(String).join(', ')})`;
    if (e.keyword === 'format' && e.params.format === 'date-time')
        return `${at}: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`;
    if (e.keyword === 'const')
        return `${at}: must be ${JSON.stringify(e.params.allowedValue)}`;
    return `${at}: ${e.message ?? e.keyword}`;
}
/** Every schema error of `data`, each naming the field; empty when valid. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map(describe);
}
/** Validates or throws one ProofgateError listing the first errors with the file they came from. */
async function assertSchema(name, data, file) {
    const errors = await schemaErrors(name, data);
    if (errors.length) {
        const shown = errors.slice(0, 5).join('; ');
        const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
        throw new text_errors.ProofgateError(`${file} is not valid: ${shown}${more}`);
    }
    return data;
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ shownName),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   Zu: () => (/* binding */ yamlQuotedName),
/* harmony export */   gx: () => (/* binding */ composedTwins),
/* harmony export */   ti: () => (/* binding */ shownSpellings)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

const LIST_CAP = 10;
/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;
/**
 * A name as one line shows it: invisible code points as U+XXXX (visible), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is.
 */
function shownName(name) {
    return (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(name.normalize('NFC') === name ? name : name.replace(DECOMPOSED, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint));
}
/**
 * Among `names`, those that compose (Unicode NFC) to the same as a given name: a name git holds
 * decomposed (as macOS writes it) and the composed spelling a model or a person types are one.
 */
function composedTwins(names) {
    const byComposed = new Map();
    for (const n of names)
        byComposed.set(n.normalize('NFC'), [...(byComposed.get(n.normalize('NFC')) ?? []), n]);
    return (name) => byComposed.get(name.normalize('NFC')) ?? [];
}
/** The names proofgate shows otherwise (a control, invisible or decomposed character as `U+XXXX`), by the spelling shown. */
function shownSpellings(names) {
    const by = new Map();
    for (const n of names) {
        const shown = shownName(n);
        if (shown !== n)
            by.set(shown, [...(by.get(shown) ?? []), n]);
    }
    return by;
}
/**
 * A name as a YAML double-quoted string a person can copy into a workflow input, in printable ASCII
 * alone: JSON's quoting, and every other code point as an escape (`"cle\u0301.pem"`), so that no
 * sink's neutralising changes it and a decomposed name is not copied as its composed twin.
 */
function yamlQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/gu, (ch) => {
        const cp = ch.codePointAt(0);
        return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    });
}
/** A list for one line of output: the first ten names, then how many more. */
function nameList(items) {
    const shown = items.slice(0, LIST_CAP).map(shownName).join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Ux: () => (/* binding */ hasVisibleWords),
/* harmony export */   Xk: () => (/* binding */ hasBlank),
/* harmony export */   lr: () => (/* binding */ BIDI)
/* harmony export */ });
/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), Unicode's default
 * ignorables (U+3164 and the other Hangul fillers, U+115F, U+FFA0, variation
 * selectors, tags), and the blank symbols outside those classes: U+2800 BRAILLE
 * PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const WORD = /[\p{L}\p{N}]/u;
/** True when the text holds a character that shows nothing on its own (see BLANK), a space or a tab included. */
function hasBlank(text) {
    BLANK.lastIndex = 0;
    return BLANK.test(text);
}
/** The text with everything that shows nothing on its own removed (see BLANK). */
function withoutBlanks(text) {
    return text.replace(BLANK, '');
}
/** True when the text still holds a letter or a digit once everything invisible is removed. */
function hasVisibleWords(text) {
    return text !== undefined && WORD.test(withoutBlanks(text));
}
/** The bidirectional controls: embeddings, overrides, isolates and the directional marks (they make text show in another order than its characters). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;


/***/ })

};
