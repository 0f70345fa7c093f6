export const id = 3772;
export const ids = [3772];
export const modules = {

/***/ 72135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assertSchema: () => (/* binding */ assertSchema),
  d: () => (/* binding */ schemaErrors)
});

// EXTERNAL MODULE: ./src/text/errors.ts
var text_errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
;// CONCATENATED MODULE: ./src/schemas/validators/index.js
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.
const validators = {
  'agent-run': () => __webpack_require__.e(/* import() */ 800).then(__webpack_require__.bind(__webpack_require__, 20800)),
  'review-attempt': () => __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 74373)),
  'review-commit': () => __webpack_require__.e(/* import() */ 1087).then(__webpack_require__.bind(__webpack_require__, 91087)),
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
/** Every schema error of `data`, each naming the field; empty when valid. A key it quotes is the file's: it gets the redaction floor. */
async function schemaErrors(name, data) {
    const fn = await validator(name);
    if (fn(data))
        return [];
    return (fn.errors ?? []).map((e) => (0,redact/* redact */.E$)(describe(e)));
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

/***/ 21789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RJ: () => (/* binding */ parseStrictJson),
/* harmony export */   Sr: () => (/* binding */ readStrictJson),
/* harmony export */   Yg: () => (/* binding */ parseStrictText),
/* harmony export */   k3: () => (/* binding */ SEVERAL_OBJECTS),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   nh: () => (/* binding */ parseBounded)
/* harmony export */ });
/* unused harmony export jsonSyntaxError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _fences_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85889);



const MAX_DEPTH = 64;
const decoder = new TextDecoder('utf-8', { fatal: true });
/** Where a walk is: the keys and indexes from the top, joined only for an error. */
const where = (path) => (path.length ? `/${path.join('/')}` : '(top level)');
function walk(value, depth, errors, path) {
    if (depth > MAX_DEPTH) {
        errors.push(`${where(path)}: nested deeper than ${MAX_DEPTH} levels`);
        return 0;
    }
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            errors.push(`${where(path)}: a string holds a lone surrogate`);
        return 0;
    }
    if (Array.isArray(value)) {
        let keys = 0;
        for (let i = 0; i < value.length; i++) {
            path.push(i);
            keys += walk(value[i], depth + 1, errors, path);
            path.pop();
        }
        return keys;
    }
    if (value && typeof value === 'object') {
        let keys = 0;
        for (const k of Object.keys(value)) {
            keys++;
            if (k === '__proto__' || k === 'constructor' || k === 'prototype')
                errors.push(`${where(path)}: the key "${k}" is not accepted`);
            if (!k.isWellFormed())
                errors.push(`${where(path)}: a key holds a lone surrogate`);
            path.push(k);
            keys += walk(value[k], depth + 1, errors, path);
            path.pop();
        }
        return keys;
    }
    return 0;
}
/** Line and column (from 1) of a UTF-16 offset into `text`. */
function lineColumn(text, at) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
        line++;
    return `line ${line}, column ${at - text.lastIndexOf('\n', at - 1)}`;
}
const ALONE = 'write the JSON alone, nothing around it';
/** Said of a text that is several JSON objects one after another (JSON Lines): a caller may name the one document it wants. */
const SEVERAL_OBJECTS = 'several JSON objects one after another';
/** What a writer often puts where JSON has a value, from a fixed list (so naming it never quotes the text). */
const NOT_VALUES = [
    ['NaN', 'NaN, Infinity and undefined are not JSON values'],
    ['Infinity', 'NaN, Infinity and undefined are not JSON values'],
    ['-Infinity', 'NaN, Infinity and undefined are not JSON values'],
    ['undefined', 'NaN, Infinity and undefined are not JSON values'],
    ['True', 'JSON writes true, false and null'],
    ['False', 'JSON writes true, false and null'],
    ['None', 'JSON writes true, false and null'],
];
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c) => c >= 0x30 && c <= 0x39;
const isWordChar = (c) => c !== undefined && /[\w$]/.test(c);
/** What may follow a backslash in a JSON string, `u` aside: `"` `\\` `/` `b` `f` `n` `r` `t`. */
const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const isHex = (c) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** Why the character at `at` is wrong, for the habits models bring from JavaScript, Python and JSON5. */
function cause(text, at, key) {
    const c = text[at];
    if (c === ']' || c === '}') {
        let b = at - 1;
        while (b >= 0 && isSpace(text.charCodeAt(b)))
            b--;
        if (text[b] === ',')
            return { at: b, what: 'a trailing comma', why: 'JSON allows none' };
    }
    if (c === '/' && (text[at + 1] === '/' || text[at + 1] === '*'))
        return { at, what: 'a comment', why: 'JSON has no comments' };
    if (c === "'")
        return { at, what: 'a single-quoted string', why: 'JSON strings take double quotes' };
    if (!key)
        for (const [word, why] of NOT_VALUES)
            if (text.startsWith(word, at) && !isWordChar(text[at + word.length]))
                return { at, what: word, why };
    if (key && /[A-Za-z_$]/.test(c))
        return { at, what: 'an unquoted key', why: 'JSON keys take double quotes' };
    return { at };
}
/**
 * The first place JSON.parse would refuse, and why when it is a known habit: V8's message has no
 * position for an unexpected token (`[1,]`, `NaN`, on Node 20 and 24 alike). Run only once a parse
 * failed, so it is a scanner, not a parser: one pass over the text, no recursion (an explicit
 * stack), no regex over it (a hostile file of 16 MiB is linear work). Undefined for valid JSON.
 */
function firstFault(text) {
    const n = text.length;
    const stack = [];
    // value: a value is due; first: a value or `]` (after `[`); key: a key or `}` (after `{`);
    // next: a key (after `,` in an object); colon; after: `,`, a close, or the end at the top.
    let state = 'value';
    let i = 0;
    for (;;) {
        while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        if (i >= n)
            return state === 'after' && stack.length === 0 ? undefined : { end: true };
        const c = text.charCodeAt(i);
        if (state === 'after') {
            if (stack.length === 0)
                return { after: i };
            const top = stack[stack.length - 1];
            if (c === 0x2c)
                state = top === 0x5b ? 'value' : 'next';
            else if ((c === 0x5d && top === 0x5b) || (c === 0x7d && top === 0x7b))
                stack.pop();
            else
                return cause(text, i, false);
            i++;
            continue;
        }
        if (state === 'colon') {
            if (c !== 0x3a)
                return cause(text, i, false);
            state = 'value';
            i++;
            continue;
        }
        const key = state === 'key' || state === 'next';
        if (key) {
            if (c === 0x7d && state === 'key') {
                stack.pop();
                state = 'after';
                i++;
                continue;
            }
            if (c !== 0x22)
                return cause(text, i, true);
        }
        else if (c === 0x5d && state === 'first') {
            stack.pop();
            state = 'after';
            i++;
            continue;
        }
        if (c === 0x22) {
            // A string, to its closing quote: a raw control character, or an escape JSON has not, is refused.
            const open = i++;
            for (let s = text.charCodeAt(i); s !== 0x22; s = text.charCodeAt(i)) {
                if (i >= n)
                    return { end: true, string: open };
                if (s < 0x20)
                    return { at: i, what: 'a raw control character in a string', why: 'escape it (\\n for a line break, \\t for a tab)' };
                if (s !== 0x5c) {
                    i++;
                    continue;
                }
                const e = text.charCodeAt(i + 1);
                if (i + 1 >= n)
                    return { end: true, string: open };
                if (e !== 0x75) {
                    if (!ESCAPES.has(e))
                        return { at: i + 1 };
                    i += 2;
                    continue;
                }
                for (let k = i + 2; k < i + 6; k++) {
                    if (k >= n)
                        return { end: true, string: open };
                    if (!isHex(text.charCodeAt(k)))
                        return { at: k };
                }
                i += 6;
            }
            i++;
            state = key ? 'colon' : 'after';
        }
        else if (c === 0x7b || c === 0x5b) {
            stack.push(c);
            state = c === 0x7b ? 'key' : 'first';
            i++;
        }
        else if (c === 0x2d || isDigit(c)) {
            if (c === 0x2d && text.startsWith('-Infinity', i))
                return cause(text, i, false);
            // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, each part checked where it must start.
            if (c === 0x2d)
                i++;
            if (text.charCodeAt(i) === 0x30)
                i++;
            else if (isDigit(text.charCodeAt(i)))
                while (isDigit(text.charCodeAt(i)))
                    i++;
            else
                return i >= n ? { end: true } : { at: i };
            if (text.charCodeAt(i) === 0x2e) {
                if (!isDigit(text.charCodeAt(++i)))
                    return i >= n ? { end: true } : { at: i };
                while (isDigit(text.charCodeAt(i)))
                    i++;
            }
            if (text[i] === 'e' || text[i] === 'E') {
                if (text[++i] === '+' || text[i] === '-')
                    i++;
                if (!isDigit(text.charCodeAt(i)))
                    return i >= n ? { end: true } : { at: i };
                while (isDigit(text.charCodeAt(i)))
                    i++;
            }
            state = 'after';
        }
        else {
            const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : undefined;
            if (word === undefined)
                return cause(text, i, false);
            for (let k = 0; k < word.length; k++, i++) {
                if (i >= n)
                    return { end: true };
                if (text[i] !== word[k])
                    return { at: i };
            }
            state = 'after';
        }
    }
}
/**
 * Why JSON.parse refused a text, without the text: V8's message quotes the input (all of a short
 * one, such as a `.env` line an agent copied), and that would reach logs and summaries. Where it
 * went wrong is said by line and column, with the cause when it is a known habit (a trailing
 * comma, a comment, NaN, single quotes, an unquoted key), named from a fixed list; what is around
 * JSON a writer added is named by kind (a Markdown fence, a line of prose before or after it, a
 * second object on the next line), as models often add one.
 */
function jsonSyntaxError(err, text) {
    // A Windows editor's byte order mark: invisible, and JSON.parse refuses it.
    if (text.startsWith('\ufeff'))
        return 'it starts with a byte order mark (U+FEFF): save it as UTF-8 without a BOM';
    const start = text.search(/\S/);
    const comment = start >= 0 && text[start] === '/' && (text[start + 1] === '/' || text[start + 1] === '*');
    if (start >= 0 && !comment && !/[[{"\d\-tfn]/.test(text[start]))
        return (0,_fences_js__WEBPACK_IMPORTED_MODULE_2__/* .opensWithFence */ .vc)(text) ? `it starts with a Markdown fence: ${ALONE}` : `it starts with text before the JSON: ${ALONE}`;
    const fault = firstFault(text);
    if (fault === undefined) {
        // Not expected (the scanner accepts what JSON.parse accepts); V8's position, when it gives one.
        const found = /at position (\d+)/.exec(err instanceof Error ? err.message : String(err))?.[1];
        return found === undefined ? 'a syntax error' : `a syntax error at ${lineColumn(text, Number(found))}`;
    }
    if ('end' in fault)
        return fault.string === undefined
            ? 'it ends before the JSON is complete'
            : `it ends before the JSON is complete: the string opened at ${lineColumn(text, fault.string)} is not closed`;
    if ('after' in fault) {
        // JSON Lines, or objects pasted one after another: an object, a line break, another object.
        let end = fault.after - 1;
        while (isSpace(text.charCodeAt(end)) && text[end] !== '\n')
            end--;
        if (text[start] === '{' && text[end] === '\n' && text[fault.after] === '{')
            return `${SEVERAL_OBJECTS} (the second starts at ${lineColumn(text, fault.after)}): write one JSON document`;
        return `text follows the JSON at ${lineColumn(text, fault.after)}: ${ALONE}`;
    }
    return `${fault.what ?? 'a syntax error'} at ${lineColumn(text, fault.at)}${fault.why ? `: ${fault.why}` : ''}`;
}
/** Far above any evidence file (20,000 findings of a dozen fields) and a bound on what a parse may build. */
const MAX_VALUES = 2_000_000;
const STRUCTURE = /["[\]{},]/g;
/**
 * The shape of JSON text, found before JSON.parse builds anything: nesting deeper than 64 levels
 * or more than two million strings, arrays, objects and list items are refused at the first
 * token past the limit (a 64 MiB `[[[[…` would otherwise become gigabytes of arrays). Strings
 * are skipped with native searches, so the cost is one pass over the text. Also counts the keys
 * (string tokens followed by a colon): exact for valid JSON, which is all this is used on.
 */
function shape(text) {
    let depth = 0;
    let values = 0;
    let keys = 0;
    STRUCTURE.lastIndex = 0;
    // test(), not exec(): no match array per token (a findings file holds some 100,000 tokens).
    while (STRUCTURE.test(text)) {
        const at = STRUCTURE.lastIndex - 1;
        const c = text[at];
        if (++values > MAX_VALUES)
            return { error: `holds more than ${MAX_VALUES} values` };
        if (c === '[' || c === '{') {
            if (++depth > MAX_DEPTH)
                return { error: `is nested deeper than ${MAX_DEPTH} levels` };
        }
        else if (c === ']' || c === '}')
            depth--;
        else if (c === '"') {
            let close = text.indexOf('"', at + 1);
            // A quote preceded by an odd run of backslashes is escaped.
            for (;;) {
                if (close < 0)
                    return { keys };
                let b = close - 1;
                while (text.charCodeAt(b) === 0x5c)
                    b--;
                if ((close - 1 - b) % 2 === 0)
                    break;
                close = text.indexOf('"', close + 1);
            }
            let next = close + 1;
            while (next < text.length && ' \t\n\r'.includes(text[next]))
                next++;
            if (text[next] === ':')
                keys++;
            STRUCTURE.lastIndex = next;
        }
    }
    return { keys };
}
/** JSON.parse behind the shape check; the error never quotes the text. */
function parseBounded(text) {
    const s = shape(text);
    if ('error' in s)
        return { ok: false, error: s.error };
    try {
        return { ok: true, data: JSON.parse(text), keys: s.keys };
    }
    catch (err) {
        return { ok: false, error: `is not valid JSON: ${jsonSyntaxError(err, text)}` };
    }
}
/**
 * Strict JSON for a file read whole (the checks of parseStrictJson on decoded text): a duplicate
 * key, which JSON.parse would silently settle by keeping the last, is refused like a syntax error.
 * One line naming `name`, never the file's text.
 */
function parseJsonText(text, name) {
    const parsed = parseStrictText(text);
    if (!parsed.ok)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${name} ${parsed.errors.slice(0, 3).join('; ')}`);
    return parsed.data;
}
/**
 * Strict JSON for evidence written by someone else: UTF-8 without BOM, no
 * duplicate keys (JSON.parse would silently keep the last), no prototype keys,
 * no lone surrogates, bounded depth and size. Duplicate keys are found by
 * counting key tokens against the keys JSON.parse kept: exact for valid JSON,
 * and faster than a tokenizing parser on multi-megabyte files.
 */
function parseStrictJson(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return { ok: false, errors: ['starts with a byte order mark (write UTF-8 without BOM)'] };
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        return { ok: false, errors: ['is not valid UTF-8'] };
    }
    return parseStrictText(text);
}
/** parseStrictJson for text already decoded (read as UTF-8). */
function parseStrictText(text) {
    const parsed = parseBounded(text);
    if (!parsed.ok)
        return { ok: false, errors: [parsed.error] };
    const errors = [];
    const keys = walk(parsed.data, 0, errors, []);
    if (parsed.keys !== keys)
        errors.push('has a duplicate key in an object (each key may appear once)');
    return errors.length ? { ok: false, errors } : { ok: true, data: parsed.data };
}
/** Reads a regular file inside `root` (never through a link, FIFO or device) of at most `maxBytes` and parses it strictly. */
async function readStrictJson(root, path, maxBytes) {
    const read = await (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegular */ .VX)(root, path, maxBytes);
    if (read.status === 'missing')
        return { status: 'missing' };
    if (read.status === 'refused')
        return { status: 'invalid', errors: [read.reason] };
    if (read.status === 'too-large')
        return { status: 'invalid', errors: [`is ${read.size} bytes; the limit is ${maxBytes}`] };
    const parsed = parseStrictJson(read.bytes);
    return parsed.ok ? { status: 'ok', data: parsed.data } : { status: 'invalid', errors: parsed.errors };
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
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/**
 * Characters that show nothing on their own: every control, format, private-use,
 * unassigned and surrogate code point (\p{C}: U+00AD, U+200B, bidi controls,
 * U+FEFF…), separators (\p{Z}), combining marks (\p{M}), and what every sink
 * shows as U+XXXX (DRAWS_NOTHING: the default ignorables such as U+3164 and the
 * variation selectors, U+2800 BRAILLE PATTERN BLANK, U+1D159).
 */
const BLANK = new RegExp(`[\\p{C}\\p{Z}\\p{M}${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.DRAWS_NOTHING}]`, 'gu');
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
