export const id = 5681;
export const ids = [5681,1331,9816,6479];
export const modules = {

/***/ 91331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STOP_BUDGET_MS: () => (/* binding */ STOP_BUDGET_MS),
/* harmony export */   handleStops: () => (/* binding */ handleStops),
/* harmony export */   onStop: () => (/* binding */ onStop),
/* harmony export */   onStopPublish: () => (/* binding */ onStopPublish),
/* harmony export */   stopReason: () => (/* binding */ stopReason),
/* harmony export */   untilStopped: () => (/* binding */ untilStopped),
/* harmony export */   workStopped: () => (/* binding */ workStopped)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * What runs when this process is told to stop (a cancelled job, a step's timeout-minutes: SIGINT,
 * then SIGTERM about 7.5 s later). First each cleanup, synchronously: it kills its agent and gives
 * back what it closed or lent (without it a copy's agent outlived a cancelled run and the folders
 * closed for it stayed closed), or releases a lock. Then, in a run with a stop handler
 * (`handleStops`: every action and CLI command), what says on GitHub that the run stopped before a
 * verdict, within STOP_BUDGET_MS, and the run's last words; then the exit, 128+signal. A bare
 * `process.exit` skipped every `finally` that completes the open check run (hazards 673, 674).
 */
const cleanups = new Set();
/** Cleanups that wait until the stop is said, just before the exit (a lock: the work that holds it is not over before). */
const lastCleanups = new Set();
const publishers = new Set();
/** What stops a process that does not handle them: a cancel's two, a closed terminal, a quit. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
/** Under the runner's grace between SIGINT and SIGTERM, so the stop is published before the second signal. */
const STOP_BUDGET_MS = 5000;
/** Commands whose normal end is a signal (`uat serve`: Ctrl-C stops it): the first one ends them, not the run. */
const ends = new Set();
let told;
/** The run's last words and exit, once told to stop: a second signal takes them at once, not after the stop is said. */
let finish;
let run;
let listening = false;
/** Set inside what publishes the stop: the only GitHub calls allowed once told to stop. */
const publishing = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Why the run was told to stop, once it was: `the run was cancelled (SIGINT)`. */
function stopReason() {
    return told ? `the run was cancelled (${told})` : undefined;
}
/** Told to stop, and this is the work in progress (not what publishes the stop): it must publish nothing more, no verdict. */
function workStopped() {
    return told !== undefined && publishing.getStore() === undefined;
}
function runAll(set) {
    for (const cleanup of set) {
        try {
            cleanup();
        }
        catch {
            // the next one still runs
        }
    }
}
function exit(signal) {
    runAll(lastCleanups);
    process.exit(128 + (node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals[signal] ?? 15));
}
function stop(signal) {
    // A second signal (the runner's SIGTERM, a user's second ^C) ends the process at once.
    if (told)
        return finish ? finish(signal) : exit(signal);
    if (ends.size) {
        for (const end of ends)
            end();
        return ends.clear();
    }
    told = signal;
    runAll(cleanups);
    const last = run;
    if (!last)
        exit(signal);
    const why = stopReason();
    finish = (by) => {
        try {
            last(why);
        }
        finally {
            exit(by);
        }
    };
    // Whatever a publisher awaits (a GitHub that hangs), the process ends within the budget.
    setTimeout(() => finish(signal), STOP_BUDGET_MS);
    void publishing.run(true, () => Promise.allSettled([...publishers].map((p) => p(why)))).then(() => finish(signal));
}
function listen() {
    const wanted = run !== undefined || cleanups.size > 0 || lastCleanups.size > 0 || ends.size > 0;
    if (wanted === listening)
        return;
    for (const s of SIGNALS)
        if (wanted)
            process.on(s, stop);
        else
            process.off(s, stop);
    listening = wanted;
}
/**
 * Runs `cleanup` (synchronously) if the process is told to stop before the returned function is called: at
 * once, or (`last`) once the stop is said, just before the exit.
 */
function onStop(cleanup, when = 'first') {
    const set = when === 'first' ? cleanups : lastCleanups;
    set.add(cleanup);
    listen();
    return () => {
        set.delete(cleanup);
        listen();
    };
}
/**
 * Runs `publish` (what says on GitHub that the run stopped before its verdict) if the process is told to
 * stop before the returned function is called: only in a run with a stop handler, within STOP_BUDGET_MS.
 */
function onStopPublish(publish) {
    publishers.add(publish);
    return () => void publishers.delete(publish);
}
/**
 * The stop handler of one run (an action, a CLI command), until the returned function is called: a
 * signal ends it after its publishers and `last` (its outputs, summary or last line: synchronous, as
 * the process exits right after), never by the signal's default death, which skipped all of them.
 */
function handleStops(last) {
    run = last;
    listen();
    return () => {
        run = undefined;
        // What this run registered to say its stop goes with it (a process that runs one command after another).
        publishers.clear();
        listen();
    };
}
/** Resolves at the first signal, which then ends only the command that waits on it (`uat serve`), not as a cancel. */
function untilStopped() {
    return new Promise((resolve) => {
        ends.add(resolve);
        listen();
    });
}


/***/ }),

/***/ 27053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   EQ: () => (/* binding */ checkGlobs),
/* harmony export */   Jj: () => (/* binding */ braceGlobs)
/* harmony export */ });
/* unused harmony exports GLOB_MAX_LENGTH, pathFormProblem */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

// The checks of a glob from outside, apart from the glob engine (globs.ts): a command that only
// lists rules checks their globs but tests no path, and so never loads micromatch.
const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
/** `before` + a brace list of the names + `after`, in as many globs as keep each within GLOB_MAX_LENGTH (a name alone without braces). */
function braceGlobs(before, names, after = '') {
    const glob = (some) => `${before}${some.length === 1 ? some[0] : `{${some.join(',')}}`}${after}`;
    const lists = [];
    for (const name of names) {
        const last = lists.at(-1);
        if (last && glob([...last, name]).length <= GLOB_MAX_LENGTH)
            last.push(name);
        else
            lists.push([name]);
    }
    return lists.map(glob);
}
// eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): globProblem refuses a glob longer than GLOB_MAX_LENGTH (256) before RANGE reads it
const RANGE = /\{[^}]*\.\.[^}]*\}/;
/**
 * What is wrong with one glob from outside (inputs, a project's rules file), or null when nothing
 * is. The hazards are closed: a length cap, no extglob (ReDoS), no brace ranges (expansion bombs);
 * brace lists are allowed only where `braces` says so.
 */
function globProblem(glob, options) {
    if (typeof glob !== 'string' || glob.trim() === '')
        return 'empty glob';
    if (glob.length > GLOB_MAX_LENGTH)
        return `glob longer than ${GLOB_MAX_LENGTH} characters`;
    if (/[\u0000-\u001f\u007f]/.test(glob))
        return 'glob contains a control character';
    // A trailing backslash escapes nothing; a run of four or more there sends picomatch 2.3's parser past the end, forever.
    if (glob.endsWith('\\'))
        return `a glob may not end in a backslash: ${JSON.stringify(glob)}`;
    // micromatch reads a leading `!` as "every path but": `!docs/api/**` in exclude (gitignore's and
    // on.push.paths' "except") left every code file out; a rule or trigger applied to all but one folder.
    if (glob.startsWith('!'))
        return `a leading "!" would match every path but ${JSON.stringify(glob.slice(1))}: no glob here is negated (to leave paths out, write them in exclude; to match a name starting with "!", write "\\!"): ${JSON.stringify(glob)}`;
    if (EXTGLOB.test(glob))
        return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
    if (!options.braces && /[{}]/.test(glob))
        return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give each alternative as a glob of its own)`;
    if (RANGE.test(glob))
        return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
    const spelled = options.braces ? alternatives(glob) : [glob];
    if (typeof spelled === 'string')
        return `${spelled}: ${JSON.stringify(glob)}`;
    for (const one of spelled) {
        const problem = pathFormProblem(one);
        if (problem)
            return `${problem}: ${JSON.stringify(glob)}${one === glob ? '' : ` (as ${JSON.stringify(one)})`}`;
    }
    return null;
}
/** A glob's brace lists written out, at most this many: enough for any list braceGlobs writes within GLOB_MAX_LENGTH. */
const ALTERNATIVES_MAX = 4096;
/** What a backslash may escape: a glob's own characters (any other is no git path's separator, and micromatch drops it). */
const ESCAPABLE = new Set('*?[]{}()!+@,\\');
/**
 * The globs a brace list stands for (`a/*.{js,ts}` → `a/*.js`, `a/*.ts`), or why it cannot be read
 * as one: micromatch reads a list of one item (`*.{js}`) or an unclosed one as the literal braces,
 * which no path has, so the glob matched nothing and its rule or reviewer was never dispatched.
 */
function alternatives(glob) {
    const out = [];
    const expand = (g) => {
        const open = topBrace(g);
        if (open === undefined) {
            out.push(g);
            return out.length > ALTERNATIVES_MAX ? `more than ${ALTERNATIVES_MAX} brace alternatives` : undefined;
        }
        if (open.close < 0)
            return 'an unclosed or unopened brace "{" "}" is read literally (escape it as "\\{")';
        if (open.items.length < 2)
            return `a brace list of one item ("{${open.items[0] ?? ''}}") is read literally, so it matches no path: write the item without braces`;
        for (const item of open.items) {
            const problem = expand(g.slice(0, open.at) + item + g.slice(open.close + 1));
            if (problem)
                return problem;
        }
        return undefined;
    };
    return expand(glob) ?? out;
}
/** The first brace list outside a character class, with its items split at its own commas (close -1: unbalanced). */
function topBrace(g) {
    let at = -1;
    let depth = 0;
    let from = 0;
    const items = [];
    for (let i = 0; i < g.length; i++) {
        const c = g[i];
        if (c === '\\')
            i++;
        else if (c === '[') {
            const end = g.indexOf(']', i + 2);
            if (end > 0)
                i = end;
        }
        else if (c === '{') {
            if (depth++ === 0)
                [at, from] = [i, i + 1];
        }
        else if (c === '}') {
            if (depth === 0)
                return { at: i, close: -1, items };
            if (--depth === 0)
                return { at, close: i, items: [...items, g.slice(from, i)] };
        }
        else if (c === ',' && depth === 1) {
            items.push(g.slice(from, i));
            from = i + 1;
        }
    }
    return at < 0 ? undefined : { at, close: -1, items };
}
/**
 * Why a glob (its braces written out) can match no git path, which is relative, separated by `/`,
 * and has no empty, `.` or `..` folder: refused with the spelling to write, never left to match
 * nothing (a CODEOWNERS-style `/src/**`, a gitignore-style `src/`, a Windows `src\auth\**`).
 */
function pathFormProblem(glob) {
    for (let i = glob.indexOf('\\'); i >= 0; i = glob.indexOf('\\', i + 2))
        if (!ESCAPABLE.has(glob[i + 1] ?? ''))
            return 'a git path is separated by "/", never "\\" (a backslash only escapes a glob character like "\\*")';
    if (glob.startsWith('/') || /^[A-Za-z]:\//.test(glob))
        return `a glob is matched against repository paths, which never start with "/" or a drive: write it from the top folder (${JSON.stringify(glob.replace(/^(?:[A-Za-z]:)?\/+/, ''))})`;
    if (glob.endsWith('/'))
        return `a glob matches files, never a folder ending in "/": write ${JSON.stringify(`${glob}**`)} for every file under it`;
    const segments = glob.split('/');
    if (segments.includes(''))
        return 'a git path has no empty folder ("//")';
    if (segments.some((s) => s === '.' || s === '..')) {
        const top = glob.replace(/^(?:\.\/)+/, '');
        return `a git path has no "." or ".." folder: write it from the top folder${top.split('/').some((s) => s === '.' || s === '..') ? '' : ` (${JSON.stringify(top)})`}`;
    }
    return null;
}
/** Refuses the first glob with a problem, named by `where` and its index. */
function checkGlobs(globs, where, options) {
    for (const [i, glob] of globs.entries()) {
        const problem = globProblem(glob, options);
        if (problem)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`${where}[${i}]: ${problem}`);
    }
}


/***/ }),

/***/ 96479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileGlobs: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98785);
/* harmony import */ var micromatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(micromatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27053);


/** A matcher of globs from outside, checked first (glob-check.ts). */
function compileGlobs(globs, where, options) {
    (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkGlobs */ .EQ)(globs, where, options);
    if (globs.length === 0)
        return () => false;
    // One regular expression for all the globs, as micromatch's matcher tests each (the empty path
    // never matches; a path equal to a glob matches it): a rule is tested on thousands of paths.
    // dotAll (`s`): micromatch writes `**` with `.`, which stops at LF, CR, U+2028 and U+2029 while
    // its `*` (`[^/]`) does not, so a folder named with a line break escaped every `**`: a rule, a
    // reviewer's trigger, --include. A git path may hold any byte but NUL; a glob matches it whole.
    // nonegate: a leading `!` is refused (globProblem); were a check skipped, it matches a literal "!", never "all but".
    const opts = { dot: true, noextglob: true, nonegate: true, nobrace: !options.braces, posix: false, nocase: options.nocase === true };
    const literal = new Set(options.nocase ? [] : globs);
    // Compiled at the first path tested: a command that lists rules or reviewers tests none.
    let any;
    return (path) => {
        if (path === '')
            return false;
        if (literal.has(path))
            return true;
        any ??= new RegExp(globs.map((g) => `(?:${micromatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(g, opts).source})`).join('|'), options.nocase ? 'si' : 's');
        return any.test(path);
    };
}


/***/ }),

/***/ 18949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ hasCodeExtension)
/* harmony export */ });
/* unused harmony export CODE_EXTENSIONS */
/**
 * Source code by its file name's extension (case as written: `.R` and `.r` are both R), in every
 * language proofgate reads tests of.
 */
// Every module spelling of JavaScript and TypeScript the runners' default globs take
// (`*.{test,spec}.?(c|m)[jt]s?(x)` in vitest, jest and Playwright): a test the runner runs is reviewed.
const CODE_EXTENSIONS = new Set([
    'ts',
    'tsx',
    'js',
    'jsx',
    'mjs',
    'cjs',
    'mts',
    'cts',
    'mjsx',
    'cjsx',
    'mtsx',
    'ctsx',
    'py',
    'go',
    'rb',
    'php',
    'cs',
    'java',
    'kt',
    'swift',
    'rs',
    'dart',
    'exs',
    'ex',
    'vue',
    'svelte',
    'scala',
    'groovy',
    // Languages whose tests are files of their own, by their runners' conventions (TEST_NAMES):
    // C and C++ (GoogleTest, Catch2, CTest), Lua (busted), Perl (prove), R (testthat), Julia,
    // Clojure, Haskell (hspec), Erlang (EUnit, Common Test), bats.
    'c',
    'cc',
    'cpp',
    'cxx',
    'c++',
    'h',
    'hh',
    'hpp',
    'lua',
    't',
    'pl',
    'pm',
    'r',
    'R',
    'jl',
    'clj',
    'cljc',
    'cljs',
    'hs',
    'erl',
    'bats',
]);
/** The file's extension is a programming language's (CODE_EXTENSIONS). */
function hasCodeExtension(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return CODE_EXTENSIONS.has(/\.([^.]+)$/.exec(name)?.[1] ?? '');
}


/***/ }),

/***/ 43675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ trimOf),
/* harmony export */   f: () => (/* binding */ trimEndOf)
/* harmony export */ });
/**
 * `text` without the characters of `set` at either end (trimEndOf: at its end), by two index walks.
 * A regex trim (`/^[ \t]+|[ \t]+$/g`, `/\s+$/`) is retried by V8 from every place inside a long run
 * that is not at the end, each try scanning to the run's end: a 1 MB line of spaces then a letter
 * took minutes (hazard #635; `npm run lint` refuses such a pattern, scripts/regex-runs.mjs). For
 * JavaScript's own white space, String.prototype.trim and trimEnd are linear too.
 */
function trimOf(text, set) {
    let start = 0;
    while (start < text.length && set.includes(text[start]))
        start++;
    return trimEndOf(text.slice(start), set);
}
function trimEndOf(text, set) {
    let end = text.length;
    while (end > 0 && set.includes(text[end - 1]))
        end--;
    return end === text.length ? text : text.slice(0, end);
}


/***/ }),

/***/ 71670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ withoutBlanks),
/* harmony export */   Dl: () => (/* binding */ RIGHT_TO_LEFT),
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
/**
 * Characters a left-to-right page draws right to left, or whose neighbours it reorders: the letters
 * and digits of bidi classes R, AL and AN (`מחיר", 1, 1000` draws as `1000 ,1 ,"ריחמ`, Trojan Source
 * with no control), the bidi controls besides. JavaScript has no `\p{Bidi_Class}`, so this is every
 * right-to-left script by Script_Extensions (which holds the Arabic comma, tatweel and question mark
 * Script leaves Common), and the blocks Unicode gives a right-to-left default (DerivedBidiClass.txt),
 * for letters a later Unicode adds there (Garay) on a Node that does not know them yet.
 */
const RTL_SCRIPTS = [
    'Adlam',
    'Arabic',
    'Avestan',
    'Chorasmian',
    'Cypriot',
    'Elymaic',
    'Hanifi_Rohingya',
    'Hatran',
    'Hebrew',
    'Imperial_Aramaic',
    'Inscriptional_Pahlavi',
    'Inscriptional_Parthian',
    'Kharoshthi',
    'Lydian',
    'Mandaic',
    'Manichaean',
    'Mende_Kikakui',
    'Meroitic_Cursive',
    'Meroitic_Hieroglyphs',
    'Nabataean',
    'Nko',
    'Old_Hungarian',
    'Old_North_Arabian',
    'Old_Sogdian',
    'Old_South_Arabian',
    'Old_Turkic',
    'Old_Uyghur',
    'Palmyrene',
    'Phoenician',
    'Psalter_Pahlavi',
    'Samaritan',
    'Sogdian',
    'Syriac',
    'Thaana',
    'Yezidi',
];
const RIGHT_TO_LEFT = new RegExp(`[${RTL_SCRIPTS.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefe\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}${BIDI.source.slice(1, -1)}]`, 'u');


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


/***/ })

};
