export const id = 1784;
export const ids = [1784,9816];
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

/***/ 69816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YAML_MAX_FLOW_DEPTH: () => (/* binding */ YAML_MAX_FLOW_DEPTH),
/* harmony export */   checkFlowDepth: () => (/* binding */ checkFlowDepth),
/* harmony export */   lineOf: () => (/* binding */ lineOf)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/** Deeper than any real configuration or rules file nests its brackets. */
const YAML_MAX_FLOW_DEPTH = 64;
/**
 * Refuses text whose `[` / `{` brackets open deeper than YAML_MAX_FLOW_DEPTH
 * before the yaml parser sees it: its error recovery is quadratic in unclosed
 * brackets (40,000 of them, 80 KB, took 14 s). Brackets are counted everywhere,
 * quoted or not, so no quote or comment can hide them; closers never go below zero.
 */
function checkFlowDepth(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x5b || c === 0x7b) {
            if (++depth > YAML_MAX_FLOW_DEPTH)
                throw new Error(`brackets nested deeper than ${YAML_MAX_FLOW_DEPTH} levels`);
        }
        else if ((c === 0x5d || c === 0x7d) && depth > 0)
            depth--;
    }
}
/**
 * The line (1-based) of the value at `path` in a JSON or YAML text, for messages that point
 * into a file; undefined when it cannot be told (the text does not parse as YAML).
 */
function lineOf(text, path) {
    try {
        checkFlowDepth(text);
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__.LineCounter();
        const node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { lineCounter: lines, logLevel: 'silent' }).getIn(path, true);
        return node?.range ? lines.linePos(node.range[0]).line : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 26847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ atCommit)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/**
 * A commit of the repository that holds the working tree, read from git and never from the work
 * tree: the uat settings, the release and the runs as a pull request's base has them, so the
 * change under test cannot pick what judges it. Files are named by their working-tree paths.
 */



/** Opens `commit` (a base) for `cwd`'s repository; a commit missing from the clone is an error saying what it was needed for. */
async function atCommit(cwd, commit, neededFor) {
    const { openAndResolve, raw, readObjects, SuppliedSettings, treeEntries } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(4110)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const { repo, shas } = await openAndResolve(cwd, [{ ref: commit, what: 'base' }]).catch((err) => {
        if (err instanceof SuppliedSettings)
            throw err;
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`the base commit ${commit.slice(0, 12)} is not in the clone: check out with \`fetch-depth: 0\` so that ${neededFor}`);
    });
    const sha = shas[0];
    const realCwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd);
    // Through the working tree's real path (a /tmp that is a link), whether or not the file is there now.
    const inRepo = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(repo.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realCwd, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, path)))
        .split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)
        .join('/');
    return {
        short: sha.slice(0, 12),
        async read(paths) {
            const names = paths.map((p) => `${sha}:${inRepo(p)}`);
            const objects = await readObjects(repo.root, names);
            return new Map(paths.map((p, i) => [p, objects.get(names[i])?.data ?? null]));
        },
        async list(folder) {
            const entries = await treeEntries(repo, sha, [`${inRepo(folder)}/`]);
            const prefix = `${inRepo(folder)}/`;
            return entries.filter((e) => e.type === 'blob' && e.path.startsWith(prefix)).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, e.path.slice(prefix.length)));
        },
        async versions(folder) {
            const prefix = `${inRepo(folder)}/`;
            // One git process: each commit's blobs as `--raw` lists them, a merge's against each parent
            // (-m), so that a version only a merge wrote is read too; parents before children.
            const out = await raw(repo, [
                ...['--literal-pathspecs', '-c', 'core.quotePath=false', 'log', '--topo-order', '--reverse', '-m', '--no-renames'],
                ...['--raw', '--no-abbrev', '-z', '--format=%x01%H', `${sha}..HEAD`, '--', prefix],
            ]);
            const held = [];
            for (const chunk of out.split('\x01').slice(1)) {
                const [commit = '', ...fields] = chunk.split('\0');
                for (let i = 0; i + 1 < fields.length; i += 2) {
                    const [, mode, , oid] = fields[i].trim().slice(1).split(' ');
                    const path = fields[i + 1];
                    const inFolder = path.startsWith(prefix) && !path.slice(prefix.length).includes('/');
                    if (inFolder && (mode === '100644' || mode === '100755') && oid && !/^0+$/.test(oid))
                        held.push({ file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, path.slice(prefix.length)), commit: commit.slice(0, 12), oid });
                }
            }
            return held;
        },
        async blobs(oids) {
            const objects = await readObjects(repo.root, oids);
            return new Map(oids.map((o) => [o, objects.get(o)?.data ?? null]));
        },
    };
}


/***/ }),

/***/ 31854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SL: () => (/* binding */ CONFIG_MAX_BYTES),
/* harmony export */   Tk: () => (/* binding */ loadUatConfig),
/* harmony export */   eJ: () => (/* binding */ DEFAULT_DIR),
/* harmony export */   wA: () => (/* binding */ loadUatConfigAt)
/* harmony export */ });
/* unused harmony export CONFIG_FILE */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _at_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26847);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38815);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90108);
/* harmony import */ var _text_yaml_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69816);







const CONFIG_FILE = '_bmad/config.yaml';
const DEFAULT_DIR = '_bmad-output/uat';
/** A configuration file, like the review rules: refused by size before it is read. */
const CONFIG_MAX_BYTES = 256 * 1024;
/** The `uat` block of the working tree's _bmad/config.yaml with its defaults; no file or no block means advisory. */
async function loadUatConfig(cwd) {
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(cwd, CONFIG_FILE, CONFIG_MAX_BYTES);
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`${CONFIG_FILE} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
    return parseUatConfig(text, CONFIG_FILE);
}
/**
 * The same block as it is at `commit` (a pull request's base): what decides a verdict is read
 * from there, never from the change under test. A commit missing from the clone is an error.
 */
async function loadUatConfigAt(cwd, commit) {
    const at = await (0,_at_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .atCommit */ .n)(cwd, commit, 'the uat settings are read from the base, never from the change');
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, CONFIG_FILE);
    const data = (await at.read([file])).get(file);
    const where = `${CONFIG_FILE} at ${commit.slice(0, 12)}`;
    if (data && data.length > CONFIG_MAX_BYTES)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`${where} is larger than ${CONFIG_MAX_BYTES / 1024} KiB`);
    return parseUatConfig(data ? data.toString('utf8') : undefined, where);
}
async function parseUatConfig(text, where) {
    let block = {};
    if (text !== undefined) {
        let doc;
        try {
            (0,_text_yaml_js__WEBPACK_IMPORTED_MODULE_6__.checkFlowDepth)(text);
            doc = (0,yaml__WEBPACK_IMPORTED_MODULE_3__.parse)(text, { logLevel: 'error' });
        }
        catch (err) {
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_5__.ProofgateError(`${where} is not valid YAML: ${err.message.split('\n')[0]}`);
        }
        const raw = doc && typeof doc === 'object' ? doc.uat : undefined;
        if (raw !== undefined && raw !== null)
            block = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_4__.assertSchema)('uat-config', raw, `${where} (uat block)`);
    }
    return {
        mode: block.mode ?? 'advisory',
        granularity: block.granularity ?? 'delivery',
        environment: { name: block.environment?.name ?? '', url: block.environment?.url ?? '' },
        budget: { steps: block.page_budget?.steps ?? 15, minutes: block.page_budget?.minutes ?? 30 },
        dir: block.dir ?? DEFAULT_DIR,
        source: text === undefined || block.mode === undefined ? 'default' : where,
    };
}


/***/ }),

/***/ 39559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ isRunId),
/* harmony export */   checkSpecId: () => (/* binding */ checkSpecId),
/* harmony export */   p: () => (/* binding */ uatFolder)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31854);



const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
function checkSpecId(id) {
    if (id === undefined || id === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError('a recipe id is required (e.g. `proofgate uat lint shop-1.2.0`)');
    if (!ID.test(id) || id.includes('..'))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`recipe id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
    return id;
}
function isRunId(id) {
    return RUN_ID.test(id) && !id.includes('..');
}
/**
 * `--dir` wins over the config's `dir`, which wins over `_bmad-output/uat`. The config is the
 * caller's when given (the action resolves it from the pull request's base), else cwd's.
 */
async function uatFolder(cwd, dir, resolved) {
    const config = resolved ?? (await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadUatConfig */ .Tk)(cwd));
    const d = dir ?? config.dir;
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(d) ? d : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, d);
    // A run is current while nothing but the uat folder's records changed: a folder holding the whole tree
    // would make every committed run, page and triage a change of the code it vouches for.
    if (root === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`the uat folder ${JSON.stringify(d)} is the working tree itself: committing a run would change the code it vouches for, so no run could stay current; name a folder of its own (the default is ${_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DIR */ .eJ})`);
    return {
        tree: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd),
        root,
        config,
        spec: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'specs', `${id}.json`),
        page: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'pages', `uat-${id}.html`),
        results: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'results', id),
        run: (id, runId) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'results', id, `${runId}.json`),
        triage: (id) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'triage', `${id}.json`),
    };
}


/***/ }),

/***/ 95223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ expectations),
/* harmony export */   Fv: () => (/* binding */ SPEC_MAX_BYTES),
/* harmony export */   II: () => (/* binding */ loadSpec),
/* harmony export */   n9: () => (/* binding */ specSha256),
/* harmony export */   nH: () => (/* binding */ specErrors),
/* harmony export */   uN: () => (/* binding */ specCounts),
/* harmony export */   vt: () => (/* binding */ readSpecText)
/* harmony export */ });
/* unused harmony exports checkProblem, specProblems */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21789);






const SPEC_MAX_BYTES = 512 * 1024;
/** The revision fingerprint: SHA-256 of the spec's canonical JSON, so whitespace or key order never changes it. */
function specSha256(spec) {
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)(spec));
}
function specCounts(spec) {
    return {
        steps: spec.steps.length,
        expectations: spec.steps.reduce((n, s) => n + s.expect.length, 0),
        labels: new Set(spec.steps.flatMap((s) => s.labels)).size,
    };
}
/** Every expectation with the step it belongs to, in playing order. */
function expectations(spec) {
    return spec.steps.flatMap((step) => step.expect.map((e) => ({ step, id: e.id, text: e.text })));
}
const KIND_FIELD = { sql: 'query', manual: 'instructions', http: 'url', command: 'argv' };
/** What a check of this kind must carry, or undefined when it is complete. */
function checkProblem(check, where) {
    const field = KIND_FIELD[check.kind];
    return check[field] === undefined ? `${where}: a \`${check.kind}\` check needs \`${field}\`` : undefined;
}
/** Rules the schema cannot say: unique ids, a verify on every writing step, complete checks. */
function specProblems(spec, fileId) {
    const out = [];
    if (spec.id !== fileId)
        out.push(`/id: is ${JSON.stringify(spec.id)} but the file is specs/${fileId}.json; make them equal`);
    const seen = new Set();
    const unique = (id, where) => {
        if (seen.has(id))
            out.push(`${where}: id ${JSON.stringify(id)} is used twice; ids must be unique in the spec`);
        seen.add(id);
    };
    spec.witnesses.forEach((w, i) => {
        unique(w.id, `/witnesses/${i}`);
        const p = checkProblem(w.check, `/witnesses/${i}/check`);
        if (p)
            out.push(p);
    });
    spec.steps.forEach((s, i) => {
        unique(s.id, `/steps/${i}`);
        s.expect.forEach((e, j) => unique(e.id, `/steps/${i}/expect/${j}`));
        if (s.writes && !s.verify)
            out.push(`/steps/${i} (${s.id}): writes but has no \`verify\` check; add the read-only check that proves the write`);
        if (s.verify) {
            const p = checkProblem(s.verify, `/steps/${i}/verify`);
            if (p)
                out.push(p);
            if (!s.writes)
                out.push(`/steps/${i} (${s.id}): has a \`verify\` check but not \`writes: true\`; say whether the step persists something`);
        }
    });
    return out;
}
/** The text of specs/<ID>.json, bounded in size; a missing file says how to write one. */
async function readSpecText(folder, id, cwd) {
    const file = folder.spec(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(folder.tree, file, SPEC_MAX_BYTES);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`no recipe spec ${shown}: write one with \`proofgate uat init ${id}\``);
        throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${shown} is larger than ${SPEC_MAX_BYTES / 1024} KiB; split the recipe`);
    return { text, file: shown };
}
/** Every schema and rule problem of a parsed spec; empty when it can be built and gated. */
async function specErrors(data, id) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-spec', data);
    return errors.length ? errors : specProblems(data, id);
}
/** A spec that is valid, or a ProofgateError that says to run `uat lint`. */
async function loadSpec(folder, id, cwd) {
    const { text, file } = await readSpecText(folder, id, cwd);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonText */ .lk)(text, file);
    const errors = await specErrors(data, id);
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`${file} is not valid (${errors.length} error(s), first: ${errors[0]}); run \`proofgate uat lint ${id}\``);
    const spec = data;
    return { spec, sha256: specSha256(spec), file };
}


/***/ })

};
