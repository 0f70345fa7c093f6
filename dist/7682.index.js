export const id = 7682;
export const ids = [7682,108];
export const modules = {

/***/ 67682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAction: () => (/* binding */ runAction)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


const ACTIONS = {
    command: () => Promise.all(/* import() */[__webpack_require__.e(3869), __webpack_require__.e(1370)]).then(__webpack_require__.bind(__webpack_require__, 31370)),
    'review-scope': () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(8785), __webpack_require__.e(3151), __webpack_require__.e(2763), __webpack_require__.e(6443)]).then(__webpack_require__.bind(__webpack_require__, 16443)),
    'test-review': () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(2529), __webpack_require__.e(4928), __webpack_require__.e(5622), __webpack_require__.e(6796), __webpack_require__.e(4799), __webpack_require__.e(2762)]).then(__webpack_require__.bind(__webpack_require__, 10560)),
    'review-gate': () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2830), __webpack_require__.e(4724), __webpack_require__.e(8785), __webpack_require__.e(2529), __webpack_require__.e(3151), __webpack_require__.e(2763), __webpack_require__.e(8309), __webpack_require__.e(4928), __webpack_require__.e(9770), __webpack_require__.e(3114)]).then(__webpack_require__.bind(__webpack_require__, 16800)),
    'uat-gate': () => Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2529), __webpack_require__.e(5282), __webpack_require__.e(1128)]).then(__webpack_require__.bind(__webpack_require__, 41128)),
};
/** Runs one action; an unexpected error fails the step with one line, never a bare stack. */
async function runAction(name) {
    try {
        const load = ACTIONS[name];
        if (!load)
            throw new Error(`no action named ${JSON.stringify(name)}`);
        await (await load()).run();
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.setOutput('exit-code', String(_text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.error));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__.setFailed((0,_text_errors_js__WEBPACK_IMPORTED_MODULE_1__.describeError)(err));
    }
}


/***/ }),

/***/ 90108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXIT: () => (/* binding */ EXIT),
/* harmony export */   ProofgateError: () => (/* binding */ ProofgateError),
/* harmony export */   describeError: () => (/* binding */ describeError)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);

/** Exit codes shared by every command; each command documents which it uses. */
const EXIT = { ok: 0, findings: 1, incomplete: 2, error: 3 };
/**
 * An expected failure: says what was wrong, where and what to do, in one line.
 * The CLI and the actions print `message` alone (no stack) and exit with `exitCode`.
 */
class ProofgateError extends Error {
    exitCode;
    constructor(message, exitCode = EXIT.error) {
        super(message);
        this.exitCode = exitCode;
        this.name = 'ProofgateError';
    }
}
/**
 * One line for any thrown value, never a bare stack trace. A message may quote
 * what it read (JSON.parse quotes the bad text, newlines and escapes included),
 * so control and invisible characters are shown as U+XXXX.
 */
function describeError(err) {
    if (err instanceof ProofgateError)
        return (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(err.message);
    if (err instanceof Error)
        return `unexpected error: ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(err.message)}`;
    return `unexpected error: ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .visible */ .RK)(String(err))}`;
}


/***/ }),

/***/ 42137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ mdFence),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports codePoint, hasInvisible, htmlText */
/**
 * Untrusted text (file names, quotes, notes) is made inert before it reaches a
 * terminal, Markdown or HTML: invisible and control code points become visible
 * `U+XXXX` so that a bidi override or an ANSI escape can neither hide nor act.
 */
// C0 and C1 controls, DEL, bidi controls and marks, zero-width, line/paragraph separators, BOM.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;
function codePoint(ch) {
    return `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** One line of plain text with every invisible or control code point shown as U+XXXX. */
function visible(text) {
    return text.replace(INVISIBLE, codePoint);
}
function hasInvisible(text) {
    INVISIBLE.lastIndex = 0;
    const found = INVISIBLE.test(text);
    INVISIBLE.lastIndex = 0;
    return found;
}
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        run = c === ch ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}
/** A Markdown code span that no content can close early; safe inside a table cell. */
function mdCode(text) {
    const v = visible(text).replace(/\|/g, '\\|');
    const ticks = '`'.repeat(longestRun(v, '`') + 1);
    const pad = v.startsWith('`') || v.endsWith('`') || v === '' ? ' ' : '';
    return `${ticks}${pad}${v}${pad}${ticks}`;
}
/** A fenced block that no content can close early. Lines keep their text; controls become visible. */
function mdFence(text, lang = '') {
    const body = text
        .split('\n')
        .map((line) => visible(line))
        .join('\n');
    const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
    return `${fence}${lang}\n${body}\n${fence}`;
}
/**
 * Free text inside Markdown: no HTML, no hidden comment, no link or image, no
 * @mention ping, no issue backlink, no table break. Entities first, so that a
 * literal `&#64;` cannot decode back into a mention.
 */
function mdText(text) {
    return visible(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_[\]()#|~!])/g, '\\$1')
        .replace(/@/g, '@\u200b');
}
/** Text for an HTML element or attribute. */
function htmlText(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}


/***/ })

};
