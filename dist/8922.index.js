export const id = 8922;
export const ids = [8922];
export const modules = {

/***/ 58922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ isText),
/* harmony export */   Q: () => (/* binding */ declaredEncoding)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
// What content is text to a reader of UTF-8: no heavy import, for the start-up path of the preview commands.

/**
 * Text is content that decodes as UTF-8, NUL bytes included, and declares no other encoding
 * (declaredEncoding). Not git's test (a NUL in the first 8000 bytes) and no attribute: one byte or
 * one `.gitattributes` line must not take code out of review.
 */
function isText(data) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(data) && declaredEncoding(data) === undefined;
}
/** Names that decode as UTF-8 does: its aliases and Emacs' line-end suffixes, and ASCII, a subset. */
const UTF8_NAMES = /^(?:utf-?8(?:-[a-z\d]+)*|(?:us-)?ascii)$/;
/** What follows `coding` in a declaration: `:` or `=`, then the name (quoted in XML). */
const NAMED = /[ \t\f]*[:=][ \t\f]*["']?([-\w.]{1,64})/y;
/** A line that opens with a `#` comment or an XML declaration. */
const OPENING = /[ \t\f]*(#|<\?xml)/y;
/**
 * The first encoding other than UTF-8 the first two lines declare, or undefined: an interpreter
 * decodes such a file otherwise than a reader of UTF-8 sees it (UTF-7's `+AAo-` is a line feed).
 * A declaration, as interpreters read it and in any case: `coding` followed by `:` or `=` and a
 * name, in a line that starts with a `#` comment (Python's PEP 263, Ruby's magic comment, Vim's
 * `fileencoding=`), after Emacs' `-*-` in any language's comment, or in an XML declaration's
 * `encoding=`. Each `coding` is looked at once, whatever the lines hold: linear in their length
 * (a pattern of `-*-.*?coding` took minutes over a long line of `-*-`).
 */
function declaredEncoding(data) {
    // Lines end at LF, CR or CRLF, as Python's tokenizer ends them: `\r# coding: utf-7` is a second line there.
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
    const eol = (from) => {
        const [lf, cr] = [bytes.indexOf(10, from), bytes.indexOf(13, from)];
        return lf < 0 ? (cr < 0 ? bytes.length : cr) : cr < 0 ? lf : Math.min(lf, cr);
    };
    const first = eol(0);
    const end = first >= bytes.length ? first : eol(first + (bytes[first] === 13 && bytes[first + 1] === 10 ? 2 : 1));
    const head = bytes
        .toString('latin1', 0, end)
        .replace(/^\xef\xbb\xbf/, '')
        .toLowerCase();
    // Per line (at most two), once: whether it opens with a `#` comment or an XML declaration, and where its first `-*-` is.
    const ending = /\r\n?|\n/.exec(head);
    const next = ending ? ending.index + ending[0].length : head.length;
    const lines = [0, next].map((start) => {
        OPENING.lastIndex = start;
        const emacs = head.indexOf('-*-', start);
        return { opening: OPENING.exec(head)?.[1], emacs: start > 0 || emacs < next ? emacs : -1 };
    });
    // An XML declaration may go on to the second line.
    lines[1].opening ??= lines[0].opening === '<?xml' ? '<?xml' : undefined;
    for (let at = head.indexOf('coding'); at >= 0; at = head.indexOf('coding', at + 1)) {
        const line = lines[at < next ? 0 : 1];
        if (!line.opening && !(line.emacs >= 0 && line.emacs < at))
            continue;
        NAMED.lastIndex = at + 'coding'.length;
        const name = NAMED.exec(head)?.[1];
        if (name !== undefined && !UTF8_NAMES.test(name.replaceAll('_', '-')))
            return name;
    }
    return undefined;
}


/***/ })

};
