export const id = 2693;
export const ids = [2693];
export const modules = {

/***/ 2807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ shownName),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   OO: () => (/* binding */ jsonQuotedName),
/* harmony export */   Zu: () => (/* binding */ yamlQuotedName),
/* harmony export */   gx: () => (/* binding */ composedTwins),
/* harmony export */   lD: () => (/* binding */ writtenName),
/* harmony export */   p6: () => (/* binding */ writableAsIs),
/* harmony export */   ti: () => (/* binding */ shownSpellings)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);
/* harmony import */ var _trim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43675);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71670);



const LIST_CAP = 10;
/**
 * What in a name that is not in NFC prints like another name: a combining mark, a conjoining
 * Hangul jamo, a singleton NFC replaces (U+212B ANGSTROM SIGN for Å).
 */
const DECOMPOSED = /[\p{M}\u1100-\u11ff\u2126\u212a\u212b]/gu;
/**
 * Every character a page draws right to left or reorders around (words.ts's RIGHT_TO_LEFT, the class
 * a suggestion is withheld for, row 684), each one: drawn, such a run is laid out right to left and
 * moves the digits and folders beside it, so `lib/אב/12/x.js` and `lib/12/אב/x.js` look the same
 * (685): a name shows them as U+XXXX and then draws in the order it is written, in any sink and any direction.
 */
const RIGHT_TO_LEFT_EACH = new RegExp(_words_js__WEBPACK_IMPORTED_MODULE_1__/* .RIGHT_TO_LEFT */ .Dl.source, 'gu');
/** A literal `U+` and four hex digits in a name: what an escaped code point looks like. */
const LOOKS_ESCAPED = /U\+(?=[0-9A-Fa-f]{4})/g;
/**
 * A name as one line shows it: invisible code points and spaces other than U+0020 as U+XXXX (a
 * U+0020 too at either end of the name or of a folder's name), and a name git holds
 * decomposed (`e` + U+0301, as macOS writes it) with its marks as U+XXXX, so it never reads as its
 * composed twin (`é`), another file: a person told which file to look at can tell which it is. A
 * name that itself holds `U+200B` has its `+` shown as U+002B (`UU+002B200B`), so it never reads
 * as the name with that invisible code point: every `U+XXXX` shown is one code point. A letter or
 * digit of a right-to-left script is shown as U+XXXX too, so the name draws in its own order.
 */
function shownName(name) {
    const literal = name.replace(LOOKS_ESCAPED, `U${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)('+')}`);
    const composed = literal.normalize('NFC') === literal ? literal : literal.replace(DECOMPOSED, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint);
    return endSpacesShown((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.visible)(composed).replace(NAME_SPACE, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint).replace(RIGHT_TO_LEFT_EACH, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint));
}
/** A space other than U+0020 draws as one (`a` U+00A0 `b.js` as `a b.js`) or, at an end, as nothing. */
const NAME_SPACE = new RegExp(`[${_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.OTHER_SPACES}]`, 'gu');
/**
 * A U+0020 at either end of a name or of a folder's name in it (`guard.js `, `dir /a.js`) draws as
 * nothing in every sink (inside a code span's shading too), so it is shown as U+0020.
 */
function endSpacesShown(name) {
    return name
        .split('/')
        .map((part) => {
        const end = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimEndOf */ .f)(part, ' ').length;
        const core = (0,_trim_js__WEBPACK_IMPORTED_MODULE_2__/* .trimOf */ .W)(part, ' ');
        const space = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.codePoint)(' ');
        return `${space.repeat(end - core.length)}${core}${space.repeat(part.length - end)}`;
    })
        .join('/');
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
/**
 * The names proofgate shows otherwise (a control, invisible or decomposed character as `U+XXXX`;
 * `spell` is how the place they were shown spells them), by the spelling shown.
 */
function shownSpellings(names, spell = shownName) {
    const by = new Map();
    for (const n of names) {
        const shown = spell(n);
        if (shown !== n)
            by.set(shown, [...(by.get(shown) ?? []), n]);
    }
    return by;
}
const unitEscape = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
/**
 * A name as a YAML double-quoted string a person can copy into a workflow input, in printable ASCII
 * alone: JSON's quoting, and every other code point as an escape (`"cle\u0301.pem"`), so that no
 * sink's neutralising changes it and a decomposed name is not copied as its composed twin.
 */
function yamlQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/gu, (ch) => {
        const cp = ch.codePointAt(0);
        return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : unitEscape(cp);
    });
}
/**
 * A name as a JSON string in printable ASCII (every other UTF-16 unit as `\uXXXX`): what
 * `writtenName` reads back as exactly that name, whatever it holds.
 */
function jsonQuotedName(name) {
    return JSON.stringify(name).replace(/[^\x20-\x7e]/g, (ch) => unitEscape(ch.charCodeAt(0)));
}
/**
 * A name as a person wrote it in a list of names (`acknowledge`): a value that is a JSON string
 * literal is that exact string, the one way an action input's line, which loses the spaces at its
 * ends and ends at a line break, can hold such a name; any other value is the name as written.
 */
function writtenName(value) {
    if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"'))
        return value;
    try {
        return JSON.parse(value);
    }
    catch {
        return value;
    }
}
/** Whether a line of an action input holds `name` as written: no space or line break at its ends, no line break in it, no JSON string. */
const writableAsIs = (name) => name === name.trim() && !/[\r\n]/.test(name) && writtenName(name) === name;
/** A list for one line of output: the first ten names (each as `show` spells it), then how many more. */
function nameList(items, show = shownName) {
    const shown = items
        .slice(0, LIST_CAP)
        .map((name) => show(name))
        .join(', ');
    return items.length > LIST_CAP ? `${shown} and ${items.length - LIST_CAP} more` : shown;
}


/***/ }),

/***/ 79431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ nameLetters),
/* harmony export */   MH: () => (/* binding */ nameMatcher),
/* harmony export */   Sr: () => (/* binding */ caseFold),
/* harmony export */   y_: () => (/* binding */ confusableSkeleton)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71670);
/**
 * Person names as a person reads them. A name typed on a page is free text: `Octo Cat`,
 * `octo.cat`, `ＯＣＴＯＣＡＴ` and `Оctocat` (a Cyrillic О) all read as the login `octocat`.
 */

/**
 * Unicode's full case folding, as a name needs it: lower case alone is the simple fold, which
 * keeps `ß`, so `Strauß` would not read as `STRAUSS`. Upper case spells out every letter whose
 * capital is more than one letter (`ß` is `SS`, `ﬁ` is `FI`, `ŉ` is `ʼN`), and lowering first
 * takes the capital `ẞ` to `ß` (it has no capital of its own): every full fold reads the same.
 */
const caseFold = (text) => text.toLowerCase().toUpperCase().toLowerCase();
/**
 * The letters and digits of a name, case-folded (caseFold), after NFKC: spaces, punctuation, symbols,
 * combining marks, format characters (zero-width, bidi) and the letters that show nothing (the
 * Hangul fillers U+3164, U+FFA0, U+115F, U+1160 are letters to Unicode, blank to a reader) are
 * gone. Empty means no name, and so does a name holding a bidirectional control.
 */
function nameLetters(name) {
    // Bidi controls make a name show in another order than its letters (U+202E `tacotcO` shows as
    // `Octocat`): such a name is no name.
    if (_words_js__WEBPACK_IMPORTED_MODULE_0__/* .BIDI */ .lr.test(name))
        return '';
    // Folded before the marks go: a fold may leave one (`ǰ` is `j` and a caron).
    return (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutBlanks */ .Al)(caseFold(name.normalize('NFKC')).normalize('NFD')).replace(/[^\p{L}\p{N}]/gu, '');
}
/** Latin letters' small capitals (ᴛ, ʀ, …): no decomposition folds them, and confusables maps Cyrillic т to ᴛ. */
const SMALL_CAPITALS = new Map([...'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz'].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]]])));
/** Compatibility forms decomposed, marks dropped (`ö` is `o`, however typed), small capitals as letters, lower case. */
const plain = (text) => [...text.normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((c) => SMALL_CAPITALS.get(c) ?? c)
    .join('')
    .toLowerCase();
/**
 * Unicode's confusable skeleton (UTS #39, the `unhomoglyph` package's table), loaded when first
 * needed: `Ѕeverity` is `Severity`. Every source in the table is one code point, so the package's
 * alternation of 6,311 of them (tried at every offset: seconds over a 5 MB report) is one
 * character class here, and the same replacement.
 */
async function confusableSkeleton() {
    skeleton ??= __webpack_require__.e(/* import() */ 144).then(__webpack_require__.t.bind(__webpack_require__, 70144, 19)).then(({ default: table }) => {
        const to = new Map(Object.entries(table));
        const sources = [...to.keys()].map((c) => `\\u{${c.codePointAt(0).toString(16)}}`).join('');
        const re = new RegExp(`[${sources}]`, 'gu');
        return (text) => text.replace(re, (c) => to.get(c));
    });
    return skeleton;
}
let skeleton;
/**
 * A test of whether two names read the same: equal letters after NFKC, marks dropped, case
 * (fully: `ß` is `ss`) and small capitals folded, and Unicode's confusable mapping (UTS #39
 * confusables.txt, from the `unhomoglyph` package). The mapping is case-sensitive (`I` maps to
 * `l`, Cyrillic `т` to a small capital, `ö` to Arabic `ة`), so each name is folded both ways, plain
 * first and confusables first, and folded again after; any shared key matches. A name is read as
 * typed and as case folding spells it: the mapping may take a letter and its fold apart (it maps
 * Cyrillic `ъ` to `ˉb` and leaves `ᲆ`, which folds to `ъ`), and a fold may make a mark a letter
 * (`ᾳ` is `α` with iota below, and folds to `αι`).
 */
async function nameMatcher() {
    const skeleton = await confusableSkeleton();
    const spellingKeys = (name) => [skeleton(plain(name)), skeleton(plain(skeleton(name.normalize('NFKC'))))].map((k) => nameLetters(plain(k)));
    const keys = (name) => [...[name, caseFold(name)].flatMap(spellingKeys), ...symbolsAsLetters(name)].filter(Boolean);
    return (a, b) => {
        const [ka, kb] = [keys(a), keys(b)];
        return kb.some((k) => ka.includes(k)) || ka.some((k) => loosely(k, kb)) || kb.some((k) => loosely(k, ka));
    };
}
/** A symbol outside ASCII, which the letters of a name drop: `©`, `◯`, `🅾`, a regional indicator `🇴`. */
const SYMBOL = /(?![\x00-\x7f])[\p{So}\p{Sk}]/u;
const SYMBOLS = new RegExp(SYMBOL.source, 'gu');
/**
 * The name with each symbol read as a letter it may be drawn as (`🅾ctocat`, `Octo©at`, `Oct◯cat`):
 * a letter loosely matches any one (see loosely). None when the name holds no symbol.
 */
function symbolsAsLetters(name) {
    return SYMBOL.test(name) ? [nameLetters(plain(name.replace(SYMBOLS, 'ƈ')))] : [];
}
/**
 * A letter no folding turned into ASCII (`ƈ`, `ʈ`, `ⱥ`, `Ꝍ`: a hook, a stroke, a bar; no
 * decomposition, not in confusables.txt, over a hundred such Latin letters) reads as the letter
 * it is drawn on: it may stand for any one ASCII letter or digit, so `Octoƈat` is `octocat`.
 */
function loosely(key, others) {
    if (/^[a-z0-9]*$/.test(key))
        return false;
    const re = new RegExp(`^${[...key].map((c) => (/[a-z0-9]/.test(c) ? c : '[a-z0-9]')).join('')}$`);
    return others.some((k) => re.test(k));
}


/***/ }),

/***/ 82693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LT: () => (/* binding */ codeAt),
/* harmony export */   d$: () => (/* binding */ codeDrift),
/* harmony export */   dh: () => (/* binding */ servedCodeRefusal),
/* harmony export */   lA: () => (/* binding */ workingCode),
/* harmony export */   sJ: () => (/* binding */ uncommittedNote)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(21789);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(72135);
/* harmony import */ var _page_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(84767);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(31992);
/**
 * The code an acceptance run tested: the commit (and its tree) of the checkout the page was served
 * or built from, read from git, never from a field a pull request types. A run passes only for the
 * code being gated: a run played before a later change to the code is no evidence for it.
 */













/**
 * The repository's top folder holding `cwd` (the nearest folder with a `.git`, file or folder), or
 * undefined when there is none: a project outside git has no commit to bind a run to. A `.git` that
 * git then refuses (an owner it does not trust) is an error, never "no repository".
 */
function repositoryOf(cwd) {
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(d, '.git'), { throwIfNoEntry: false }))
            return d;
        if (d === (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d))
            return undefined;
    }
}
/**
 * The commit and tree `ref` names in `cwd`'s repository; undefined outside any repository. Given
 * the uat folder, the tree without it too (a page built for a named commit records it).
 */
async function codeAt(cwd, ref = 'HEAD', uatRoot) {
    if (!repositoryOf(cwd))
        return undefined;
    const { openAndResolve, raw } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3040)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const { repo, shas } = await openAndResolve(cwd, [{ ref, what: 'tested code' }]);
    const commit = shas[0];
    const tree = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${commit}^{tree}`])).trim();
    const outside = uatRoot === undefined ? undefined : await treeOutside(repo, tree, uatPathIn(repo.root, uatRoot));
    return { commit, tree, ...(outside ? { outside } : {}) };
}
/**
 * `tree` with the uat folder's records left out: its code, written by git in an index of its own (the
 * checkout's is untouched); undefined when the uat folder is the top folder. With `index`, that index
 * already holds the tree. A file at a record's path is left out only when it is a record (recordsAmong).
 */
async function treeOutside(repo, tree, folder, index) {
    if (!folder)
        return undefined;
    const { runGit, scanTree } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3040)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const shaped = await scanTree(repo, tree, (e) => isUatRecord(e.path, folder));
    const records = await recordsAmong(repo, tree, shaped.map((e) => ({ path: e.path, from: null, to: { mode: e.mode, oid: e.oid } })), folder);
    const tmp = index === undefined ? (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .freshDir */ .E6)('index') : undefined;
    const env = { GIT_INDEX_FILE: index ?? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'index') };
    try {
        if (tmp)
            await runGit(repo.root, ['read-tree', tree], { env });
        await runGit(repo.root, ['update-index', '--force-remove', '-z', '--stdin'], {
            env,
            stdin: [...records].map((p) => `${p}\0`).join(''),
        });
        return (await runGit(repo.root, ['write-tree'], { env })).trim();
    }
    finally {
        if (tmp)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { recursive: true, force: true });
    }
}
/** The uat folder as a path inside the repository at `root` ('' when it is the top folder): runs and triage are written there, never code. */
function uatPathIn(root, uatRoot) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(uatRoot)).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
}
/**
 * The code the checkout runs: HEAD's commit and the tree of its working files but the uat folder's records
 * (staged, unstaged and untracked files alike; ignored ones are no code git holds). With nothing
 * uncommitted the tree is HEAD's; else it is a tree no commit has, so a run records what ran and the
 * gate can tell it is no commit's code. Built in a copy of the index: the checkout's own is untouched,
 * and its stat data spares rehashing unchanged files. The uat folder's records are HEAD's, so a run saved
 * at every tick does not move the code under its own run; any other file there is code (recordsAmong). A file
 * git is told not to look at (an index bit) is refused; one git cleans to another blob (a filter, line ends) is recorded as it is.
 */
async function workingCode(cwd, uatRoot) {
    const head = await codeAt(cwd);
    if (!head)
        return undefined;
    const { modifiedFiles, nestedRepositories, openRepo, raw, runGit, withIndexCopy } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3040)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const { rawSides } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3437), __webpack_require__.e(3175)]).then(__webpack_require__.bind(__webpack_require__, 63437));
    const { hiddenLocally } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(5879)]).then(__webpack_require__.bind(__webpack_require__, 35879));
    const { pathGroups } = await __webpack_require__.e(/* import() */ 384).then(__webpack_require__.bind(__webpack_require__, 50384));
    const { hiddenAdvice, unsealable } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3314), __webpack_require__.e(3219), __webpack_require__.e(3360), __webpack_require__.e(659)]).then(__webpack_require__.bind(__webpack_require__, 93360));
    const repo = await openRepo(cwd);
    // Where the checkout has no index to copy, HEAD's tree read into a new one.
    return withIndexCopy(repo.root, async (env, copied) => {
        if (!copied)
            await runGit(repo.root, ['read-tree', head.commit], { env });
        const folder = uatPathIn(repo.root, uatRoot);
        // A repository of its own records as a gitlink: the commit it has checked out, never its files.
        // Outside the uat folder, one with no commit yet (git add -A refuses it), or whose files are not
        // that commit, holds code a run would not record, and the run could pass for HEAD's: refused.
        // A repository of its own is never a record: in the uat folder too it is code.
        const { empty, dirty } = await nestedRepositories(repo);
        if (empty.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${shownNames(empty)}: a repository of its own with no commit yet, whose files no tree can record (a run would pass for code it did not record); commit in it, remove it or ignore it (.gitignore), then serve or build again`);
        if (dirty.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${shownNames(dirty)}: a repository of its own (a submodule, or a clone in the checkout) with changes no commit of it holds: a run records only the commit it has checked out, and would pass for code it did not record; commit them in it or discard them, then serve or build again`);
        // An edit an index bit hides from git add is refused, as a working-tree review refuses it (hazard 313).
        const { hidden } = await unsealable(repo);
        if (hidden.length)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${hidden.length} edited file(s) of the checkout are hidden from git, so a run would record HEAD's code for them: ${hiddenAdvice(hidden)}; then serve or build again`);
        // Before git add, which takes a file's size as it is: git status's view of the checkout.
        const modified = await modifiedFiles(repo.root, env);
        await runGit(repo.root, ['add', '-A'], { env });
        // git add reads .git/info/exclude whatever it is told: what only that file hides is code too (untracked.ts).
        const localOnly = (await hiddenLocally(repo.root)).map((b) => b.toString('utf8'));
        for (const group of pathGroups(localOnly))
            await runGit(repo.root, ['add', '-f', '--', ...group], { env });
        await asCheckedOut(repo, env, modified);
        const full = (await runGit(repo.root, ['write-tree'], { env })).trim();
        const changed = rawSides(await raw(repo, ['-c', 'core.quotePath=false', 'diff-tree', '-r', '--raw', '--no-abbrev', '--no-renames', '-z', head.tree, full]));
        // The records are HEAD's: a run saved at every tick does not move the code under its own run.
        // Only files that are records (recordsAmong, by the links of the code as it is): any other file there is code.
        const records = await recordsAmong(repo, full, changed.filter((c) => isUatRecord(c.path, folder)), folder);
        const kept = changed.filter((c) => records.has(c.path));
        const zero = head.tree.replace(/./g, '0');
        await runGit(repo.root, ['update-index', '-z', '--index-info'], {
            env,
            stdin: kept.map((c) => `${c.from ? `${c.from.mode} ${c.from.oid}` : `0 ${zero}`}\t${c.path}\0`).join(''),
        });
        const tree = kept.length ? (await runGit(repo.root, ['write-tree'], { env })).trim() : full;
        const uncommitted = changed.map((c) => c.path).filter((p) => !records.has(p));
        const outside = await treeOutside(repo, tree, folder, env.GIT_INDEX_FILE);
        return { ...head, tree, ...(outside ? { outside } : {}), uncommitted };
    });
}
/**
 * Puts in the index `env` names, as their bytes are, the files it holds whose bytes git's clean step
 * takes to another blob (checkedOutOtherwise; `modified`: what git status calls modified): any clean
 * conversion (a filter of any config or attributes file, `.git/info/attributes` too, core.autocrlf,
 * a `text`, `eol` or `ident` attribute) can hand git add the blob of other bytes, and an index
 * refreshed after the edit takes it for unchanged.
 */
async function asCheckedOut(repo, env, modified) {
    const { checkedOutOtherwise, hashFiles, indexedFiles, notUtf8Name, runGit } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3040)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const { files, byBytes } = await indexedFiles(repo.root, env);
    if (byBytes.length)
        throw notUtf8Name(byBytes[0].path.toString('utf8'));
    const edited = await checkedOutOtherwise(repo.root, files, modified);
    if (!edited.length)
        return;
    const oids = await hashFiles(repo.root, edited.map((e) => e.path), { filters: false });
    await runGit(repo.root, ['update-index', '-z', '--index-info'], {
        env,
        stdin: edited.map((e, i) => `${e.mode} ${oids[i]}\t${e.path}\0`).join(''),
    });
}
/** Names from the checkout as a message shows them: controls and bidirectional marks as U+XXXX, so a name forges no line. */
function shownNames(paths) {
    return `${paths
        .slice(0, 5)
        .map((p) => JSON.stringify((0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(p)))
        .join(', ')}${paths.length > 5 ? ', …' : ''}`;
}
/** The words for code a build or a server hands over with uncommitted changes: its runs pass for no commit. */
function uncommittedNote(code) {
    if (!code.uncommitted.length)
        return undefined;
    return `the checkout has uncommitted changes to ${code.uncommitted.length} file(s) of code (${shownNames(code.uncommitted)}): a run of this page records them (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(code.tree)}, not commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(code.commit)}'s) and passes the gate for no commit; commit them, then serve or build again`;
}
/**
 * Where the uat folder holds acceptance itself, and so no code: recipes (`specs/<id>.json`, bound to
 * a run by their hash), built pages (`pages/uat-<id>.html`), runs (`results/<id>/<run>.json`) and
 * triage files (`triage/<id>.json`); the groups are the ids each path names. Any other file there is
 * code as any file is: a module or a link target a page's code loads from the uat folder
 * (`lib/impl.js` that `src/app.js` requires) changes what was tested. A file at a record's path is a
 * record only when it is exactly one (recordsAmong).
 */
const UAT_RECORD = /^(?:specs\/(?<spec>[^/]+)\.json|pages\/uat-(?<page>[^/]+)\.html|results\/(?<runOf>[^/]+)\/(?<run>[^/]+)\.json|triage\/(?<triage>[^/]+)\.json)$/;
/** The ids the record path `path` names, or undefined when it is no record's path. */
function recordIds(path, folder) {
    if (folder === '' || !path.startsWith(`${folder}/`))
        return undefined;
    return UAT_RECORD.exec(path.slice(folder.length + 1))?.groups;
}
function isUatRecord(path, folder) {
    return recordIds(path, folder) !== undefined;
}
/** Whether `data` passes `schema` and holds, field for field, the ids its path names: a copy under another name is no record. */
async function isNamedRecord(schema, data, ids) {
    if ((await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .schemaErrors */ .d)(schema, data)).length)
        return false;
    return Object.entries(ids).every(([field, id]) => data[field] === id);
}
/** How a JSON record at a path naming `ids` is checked: its size bound, and what it must be. */
function jsonRecord(ids) {
    const { spec, runOf, run, triage } = ids;
    if (spec !== undefined)
        return { max: _spec_js__WEBPACK_IMPORTED_MODULE_11__/* .SPEC_MAX_BYTES */ .Fv, valid: async (d) => !(await (0,_spec_js__WEBPACK_IMPORTED_MODULE_11__/* .specErrors */ .nH)(d, spec)).length };
    if (run !== undefined)
        return { max: _runs_js__WEBPACK_IMPORTED_MODULE_10__/* .RUN_MAX_BYTES */ .Rf, valid: (d) => isNamedRecord('uat-run', d, { specId: runOf, runId: run }) };
    return { max: _triage_js__WEBPACK_IMPORTED_MODULE_12__/* .TRIAGE_MAX_BYTES */ .gV, valid: (d) => isNamedRecord('uat-triage', d, { specId: triage }) };
}
/**
 * Whether `data`, found at `path`, is exactly what proofgate reads or writes there: a page `uat build`
 * writes for the recipe its name says, or a spec, run or triage file its schema takes whose ids are the
 * ones its path names.
 */
async function isRecord(path, folder, data) {
    const ids = recordIds(path, folder);
    if (!data || !ids)
        return false;
    if (ids.page !== undefined)
        return (0,_page_js__WEBPACK_IMPORTED_MODULE_9__/* .isBuiltPage */ .WS)(data.toString('utf8'), ids.page);
    const { max, valid } = jsonRecord(ids);
    if (data.length > max)
        return false;
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parseStrictJson */ .RJ)(data);
    return parsed.ok && (await valid(parsed.data));
}
/**
 * Where a link at `link` whose text is `target` leads, as a repository path ('.' for its top folder),
 * or undefined when it leads out of the repository. A link no blob was read for leads anywhere.
 */
function linkTarget(root, link, target) {
    if (!target)
        return '.';
    const text = target.toString('utf8');
    const at = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.isAbsolute(text) ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(root, text).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/') : node_path__WEBPACK_IMPORTED_MODULE_3__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.dirname(link), text);
    const path = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(at || '.').replace(/\/$/, '');
    return path === '..' || path.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_3__.posix.isAbsolute(path) ? undefined : path;
}
/**
 * The changed paths of record shape that are records: a regular file on each side the change has, that
 * is exactly a record of its kind there (isRecord: a page as `uat build` writes it, a spec, run or triage file named by its ids),
 * and that no link in `head` leads to (itself or a folder holding it). An app can load any file (a link
 * `src/flags.json`, a `require` of `../_bmad-output/uat/specs/flags.json`): one that is not a record is
 * code. Only the changed files are read, with the links, in one `git cat-file --batch`.
 */
async function recordsAmong(repo, head, shaped, folder) {
    const files = shaped.filter((c) => [c.from, c.to].every((s) => !s || /^100(644|755)$/.test(s.mode)));
    if (!files.length)
        return new Set();
    const { readObjects, scanTree } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3040)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const links = await scanTree(repo, head, (e) => e.mode === '120000');
    const oids = [...files.flatMap((c) => [c.from?.oid, c.to?.oid]), ...links.map((l) => l.oid)].filter((o) => !!o);
    const blobs = await readObjects(repo.root, [...new Set(oids)]);
    const targets = links.map((l) => linkTarget(repo.root, l.path, blobs.get(l.oid)?.data)).filter((t) => t !== undefined);
    const out = new Set();
    for (const c of files) {
        if (targets.some((t) => t === '.' || t === c.path || c.path.startsWith(`${t}/`)))
            continue;
        const sides = [c.from, c.to].filter((s) => s !== null);
        let record = true;
        for (const s of sides)
            record &&= await isRecord(c.path, folder, blobs.get(s.oid)?.data);
        if (record)
            out.add(c.path);
    }
    return out;
}
/**
 * Why `run` is not a run of the code `head` holds, else undefined. The run's own commit is usually not
 * the head: committing the run (and its triage) makes a new one. So the two are compared outside the
 * uat folder, where the code is; with `since` (a merge queue group's base: its head also holds the
 * changes queued before it), the files the group changes since it and those the played commit changed
 * since its merge base with it: only code merged ahead, which the run's branch never touched, stays out.
 */
async function codeDrift(o) {
    const play = `play the recipe again on a page served or built at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}`;
    if (o.run.tree === o.head.tree)
        return undefined;
    const { mergeBase, openRepo, raw } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3040)]).then(__webpack_require__.bind(__webpack_require__, 26781));
    const { DIFF_SETTINGS } = await __webpack_require__.e(/* import() */ 3223).then(__webpack_require__.bind(__webpack_require__, 3223));
    const { rawSides } = await Promise.all(/* import() */[__webpack_require__.e(3668), __webpack_require__.e(6781), __webpack_require__.e(3437), __webpack_require__.e(3175)]).then(__webpack_require__.bind(__webpack_require__, 63437));
    const repo = await openRepo(o.cwd);
    const diff = (how, from, to) => raw(repo, ['-c', 'core.quotePath=false', 'diff', ...how, '--no-renames', '-z', ...DIFF_SETTINGS, from, to, '--']);
    const names = async (from, to) => (await diff(['--name-only'], from, to)).split('\0').filter(Boolean);
    // With each side's mode and object: whether a file at a record's path is a record is read from them.
    const changes = async (from, to) => rawSides(await diff(['--raw', '--no-abbrev'], from, to));
    const folder = uatPathIn(repo.root, o.uatRoot);
    let changed;
    let committed;
    try {
        committed = (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${o.run.commit}^{tree}`])).trim();
        changed = o.run.commit === o.head.commit ? [] : await changes(o.run.commit, o.head.commit);
    }
    catch {
        // A squash or rebase merge: the commit played is gone with its branch, and the code is what the run records.
        if (o.run.outside && o.run.outside === (await treeOutside(repo, o.head.tree, folder)))
            return undefined;
        return `the run tested commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)}, which is not in this clone (check out with \`fetch-depth: 0\`), so it cannot be shown to be the code of ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}: ${o.run.commit} may be a commit rewritten away${o.run.outside ? `, and its code (but the uat folder's records) is not ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}'s` : ''}; ${play}`;
    }
    // A tree that is not its commit's is a checkout's uncommitted files (see workingCode): no commit holds what ran, the head's included.
    if (committed !== o.run.tree)
        return `the run was played on uncommitted changes to commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)} (it records tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.tree)}, not the commit's ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(committed)}): no commit holds the code it tested, so it is no evidence for ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}; commit the changes, then ${play}`;
    // A group's scope: the files it changes since its base, and every file the played commit changed on its
    // branch (a change made before the run and taken back after it is in neither the group's diff nor the base's).
    // Without one merge base to tell the branch by (unrelated or criss-cross histories, a shallow clone), every file.
    const scopeOf = async (since) => {
        const branch = await mergeBase(repo, since, o.run.commit).catch(() => undefined);
        return branch && new Set([...(await names(since, o.head.commit)), ...(await names(branch, o.run.commit))]);
    };
    const scope = o.since === undefined ? undefined : await scopeOf(o.since);
    const scoped = changed.filter((c) => !scope || scope.has(c.path));
    const records = await recordsAmong(repo, o.head.commit, scoped.filter((c) => isUatRecord(c.path, folder)), folder);
    const code = scoped.map((c) => c.path).filter((p) => !records.has(p));
    if (!code.length)
        return undefined;
    return `the run tested commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.run.commit)}, but the code gated is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(o.head.commit)}: ${code.length} file(s) changed since (${shownNames(code)}); ${play}`;
}
/** The code a run records, checked against the one `uat serve` holds: a run is saved only for the code served. */
function servedCodeRefusal(run, served) {
    if (!served)
        return run.code ? 'this checkout is in no git repository: a run here records no commit' : undefined;
    if (run.code?.commit === served.commit && run.code.tree === served.tree && run.code.outside === served.outside)
        return undefined;
    const now = served.uncommitted.length
        ? `${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.commit)} with uncommitted changes (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.tree)}: ${shownNames(served.uncommitted)})`
        : (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(served.commit);
    return run.code
        ? `the run was started on commit ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(run.code.commit)} (tree ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(run.code.tree)}), but this checkout is now at ${now}: the code changed under the run; reload the page and start a new run`
        : `the run records no commit, but this checkout is at ${now}: reload the page and start a new run`;
}


/***/ }),

/***/ 84767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ renderPage),
/* harmony export */   WS: () => (/* binding */ isBuiltPage),
/* harmony export */   tb: () => (/* binding */ pageAssets),
/* harmony export */   yY: () => (/* binding */ PAGE_GUARANTEES)
/* harmony export */ });
/* unused harmony export asciiJson */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_assets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74502);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21789);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95223);





/** What the page promises; `uat build` prints them and test/uat/page-*.test.ts proves them in Chromium. */
const PAGE_GUARANTEES = [
    'hidden-before-start',
    'no-answer-before-run',
    'verified-local-write',
    'honest-save-status',
    'save-on-every-change',
    'restore-before-capabilities',
    'newer-copy-wins',
    'revision-guard',
    'other-tab-notice',
    'unreadable-draft-kept',
    'progress-accessible',
    'storage-explained',
    'finished-is-not-accepted',
    'unload-guard',
    'utf8-and-escaped-diacritics',
    'export-is-the-run',
    'no-third-party-requests',
];
let assets;
/** The template ships as files beside the bundle; read once per process. */
async function pageAssets() {
    if (!assets) {
        const read = (name) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,_text_assets_js__WEBPACK_IMPORTED_MODULE_2__/* .assetPath */ .Q)('templates', 'uat', name), 'utf8');
        const [html, css, js, i18n] = await Promise.all([read('page.html'), read('page.css'), read('page.js'), read('i18n.json')]);
        assets = { html, css, js, i18n: JSON.parse(i18n) };
    }
    return assets;
}
/**
 * Every code point outside printable ASCII as \uXXXX, and `<`, `>`, `&` too:
 * the file is pure ASCII (no encoding mix-up can mangle a diacritic) and no
 * spec text can close the script element it sits in.
 */
function asciiJson(value) {
    return JSON.stringify(value).replace(/[^\x20-\x7e]|[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const cspHash = (text) => `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/** Where a page holds the data it was rendered from: asciiJson escapes every `<`, so the first `</script>` ends it. */
const PAGE_DATA = /<script type="application\/json" id="uat-data">([^<]*)<\/script>/;
const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** Whether `code` is null or the code a page records: commit and tree (and the tree outside the uat folder) as git names them. */
function isPageCode(code) {
    if (code === null)
        return true;
    if (typeof code !== 'object')
        return false;
    const c = code;
    return [c.commit, c.tree, c.outside ?? c.tree].every((v) => typeof v === 'string' && OBJECT_ID.test(v));
}
/**
 * Whether `text` is byte for byte the page `uat build` writes for recipe `id`: its data a valid recipe
 * of that id and the code it records, re-rendered by this version's template. A file at a page's path
 * that is anything else is code (code.ts: an app may serve it, whatever its first lines say).
 */
async function isBuiltPage(text, id) {
    const json = PAGE_DATA.exec(text)?.[1];
    const parsed = json === undefined ? undefined : (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStrictText */ .Yg)(json);
    if (!parsed?.ok)
        return false;
    const { spec, code } = (parsed.data ?? {});
    // Valid before it is hashed: the recipe's hash takes integers only.
    if ((await (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .specErrors */ .nH)(spec, id)).length || !isPageCode(code))
        return false;
    const page = await renderPage({ spec: spec, sha256: (0,_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .specSha256 */ .n9)(spec), serve: false, ...(code ? { code } : {}) });
    return page === text;
}
/** The fields of `code` a page carries into its runs (a working checkout's list of uncommitted files stays with the server). */
function runCode(code) {
    return { commit: code.commit, tree: code.tree, ...(code.outside ? { outside: code.outside } : {}) };
}
/** One self-contained HTML file: inline style and script pinned by hash in a CSP that allows no other origin. */
async function renderPage(input) {
    const a = await pageAssets();
    const code = input.code ? runCode(input.code) : null;
    const data = asciiJson({ spec: input.spec, sha: input.sha256, serve: input.serve, code, i18n: a.i18n });
    if (/[^\x00-\x7f]/.test(a.js + a.css + a.html))
        throw new Error('the page template must be ASCII');
    const csp = [
        "default-src 'none'",
        `script-src ${cspHash(a.js)}`,
        `style-src ${cspHash(a.css)}`,
        'img-src data:',
        `connect-src ${input.serve ? "'self'" : "'none'"}`,
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    const fill = { CSP: csp, SHA: input.sha256, STYLE: a.css, DATA: data, SCRIPT: a.js };
    return a.html.replace(/\{\{([A-Z]+)\}\}/g, (m, k) => fill[k] ?? m);
}


/***/ }),

/***/ 31992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ latestWriteCheck),
/* harmony export */   Qq: () => (/* binding */ editedWriteChecks),
/* harmony export */   Vm: () => (/* binding */ loadTriage),
/* harmony export */   gV: () => (/* binding */ TRIAGE_MAX_BYTES)
/* harmony export */ });
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25282);
/* harmony import */ var _text_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(79431);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25823);










/** Far above any real triage (a line per expectation); refused by size before it is read. */
const TRIAGE_MAX_BYTES = 4 * 1024 * 1024;
/** triage/<ID>.json, or undefined when there is none yet; an invalid file is an error naming each problem. */
async function loadTriage(folder, id, cwd) {
    const file = folder.triage(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(folder.tree, file, TRIAGE_MAX_BYTES);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    if (text === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is larger than ${TRIAGE_MAX_BYTES / 1024 / 1024} MiB: not a triage file`);
    const data = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonText */ .lk)(text, shown);
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-triage', data);
    const triage = data;
    if (!errors.length) {
        // A triage copied from another recipe may name the same run id; it does not settle this one.
        if (triage.specId !== id)
            errors.push(`/specId: is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(triage.specId))}, not ${JSON.stringify(id)}`);
        triage.items.forEach((it, i) => {
            if (it.decision !== 'accept-risk')
                return;
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(it.owner ?? ''))
                errors.push(`/items/${i}: accept-risk needs a named \`owner\``);
            // A risk accepted is settled for good: the file says which risk and why, or nobody can weigh it later.
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(it.note ?? ''))
                errors.push(`/items/${i}: accept-risk needs a \`note\` saying which risk is accepted and why`);
        });
        triage.writeChecks.forEach((c, i) => {
            if (Number.isNaN((0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at)))
                errors.push(`/writeChecks/${i}/at: ${JSON.stringify(c.at)} names no instant that can be ordered`);
            // A check dated ahead would count as made after every later run started.
            else {
                const ahead = (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .futureTime */ .B7)(`/writeChecks/${i}/at`, c.at);
                if (ahead)
                    errors.push(ahead);
            }
            if (!(0,_text_names_js__WEBPACK_IMPORTED_MODULE_7__/* .nameLetters */ .H)(c.by))
                errors.push(`/writeChecks/${i}: a write check needs a named \`by\``);
        });
        const seen = new Set();
        triage.items.forEach((it, i) => {
            if (seen.has(it.expect))
                errors.push(`/items/${i}: expectation ${JSON.stringify(it.expect)} is triaged twice`);
            seen.add(it.expect);
        });
    }
    if (errors.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} is not valid: ${errors.slice(0, 5).join('; ')}${errors.length > 5 ? `; and ${errors.length - 5} more` : ''}`);
    return triage;
}
/**
 * The latest write check of `kind` recorded for a step since `since` (when the step was last
 * answered), if any: by the instant it names (a later line wins a tie). A check made before the
 * step was played could see only what was there already (an earlier run's write), never this
 * one's; a check of another kind than the step's is not its check (a person's `manual` note does
 * not stand for the `command` check `uat verify` runs).
 */
function latestWriteCheck(triage, step, since, kind) {
    const checks = (triage?.writeChecks ?? []).filter((c) => c.step === step && c.kind === kind && (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at) >= (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(since));
    return checks.reduce((last, c) => (!last || (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(c.at) >= (0,_runs_js__WEBPACK_IMPORTED_MODULE_6__/* .instant */ .uR)(last.at) ? c : last), undefined);
}
/** The versions of a triage file the change's commits hold that are compared: far above a real change's. */
const TRIAGE_MAX_VERSIONS = 64;
/**
 * The write checks the triage file records for the run the change's triage answers, at the base or at
 * any commit of the change (688), that the change no longer holds as they were (a failed check
 * flipped to `ok: true`, its time or step moved, removed): one line each. A recorded check is
 * evidence, as a finished run is; a newer check is added beside it, never written over it.
 */
async function editedWriteChecks(folder, id, triage, base, tf) {
    if (!triage)
        return [];
    const file = folder.triage(id);
    const atBase = (await base.read([file])).get(file);
    const later = (await base.versions((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file))).filter((v) => v.file === file);
    // At most as many versions as the runs' budget reads: past it, the gate reads no more and says so.
    const blobs = await base.blobs(later.slice(-TRIAGE_MAX_VERSIONS).map((v) => v.oid));
    const copies = [
        { where: `the base ${base.short}`, data: atBase },
        ...later.slice(-TRIAGE_MAX_VERSIONS).map((v) => ({ where: `commit ${v.commit} of this change`, data: blobs.get(v.oid) })),
    ];
    const kept = new Set(triage.writeChecks.map((c) => (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .dj)(c)));
    const lines = new Map();
    if (later.length > TRIAGE_MAX_VERSIONS)
        lines.set('', `${tf} has more versions in this change's commits (${later.length}) than the gate reads (${TRIAGE_MAX_VERSIONS}): the oldest were not compared; not a pass`);
    for (const { where, data } of copies) {
        if (!data || data.length > TRIAGE_MAX_BYTES)
            continue;
        const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(data.toString('utf8'));
        const held = parsed.ok ? parsed.data : null;
        if (!held || held.runId !== triage.runId || !Array.isArray(held.writeChecks))
            continue;
        for (const c of held.writeChecks) {
            const key = (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .dj)(c);
            if (kept.has(key) || lines.has(key))
                continue;
            lines.set(key, `${tf} no longer holds the write check of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.step))} recorded at ${where} (${c?.ok === true ? 'ok' : 'failed'}, ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.at))}, by ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(String(c?.by))}): a recorded check is evidence, never edited or removed; restore it and add a newer check beside it`);
        }
    }
    return [...lines.values()];
}


/***/ })

};
