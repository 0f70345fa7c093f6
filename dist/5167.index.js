export const id = 5167;
export const ids = [5167,1331,5681,9816,6479];
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

/***/ 28247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderCommand: () => (/* binding */ renderCommand)
/* harmony export */ });
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42137);
/* harmony import */ var _render_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84463);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(38556);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(29293);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(46065);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(74930);











/** A verdict holds at most the findings of a 16 MiB report: refused by size before it is read. */
const VERDICT_MAX_BYTES = 32 * 1024 * 1024;
/** `proofgate test-review render`: a verdict file to one surface's text. */
async function renderCommand(o) {
    const as = (o.as ?? 'comment');
    if (!['comment', 'summary', 'check', 'conclusion'].includes(as))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--as must be comment, summary, check or conclusion (got ${JSON.stringify(o.as)})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (o.exitCode !== undefined && !/^[0-3]$/.test(o.exitCode))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--exit-code must be 0, 1, 2 or 3 (got ${JSON.stringify(o.exitCode)})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (o.agent !== undefined && !(0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .isTag */ .dz)(o.agent))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--agent is the comment marker's tag: letters, digits, dots, dashes and underscores, 1 to 64 (got ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(o.agent))})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (o.compat !== undefined && o.compat !== 'proofgate' && o.compat !== 'tea')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--compat must be proofgate or tea (got ${JSON.stringify(o.compat)})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (o.runUrl !== undefined && !(0,_text_links_js__WEBPACK_IMPORTED_MODULE_10__/* .linkUrl */ .YY)(o.runUrl))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--run-url ${_text_links_js__WEBPACK_IMPORTED_MODULE_10__/* .LINK_URL_RULE */ .GX}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    const given = o.exitCode === undefined ? undefined : Number(o.exitCode);
    let verdict = null;
    let cause;
    try {
        if (!o.verdict)
            throw new Error('no --verdict FILE given');
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(o.verdict)), o.verdict, VERDICT_MAX_BYTES);
        if (text === null)
            throw new Error(`larger than ${VERDICT_MAX_BYTES / 1024 / 1024} MiB: not a verdict`);
        const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
        if (!parsed.ok)
            throw new Error(parsed.error.replace(/^is /, ''));
        const data = parsed.data;
        const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('test-review-verdict', data);
        if (errors.length)
            throw new Error(`not a test-review verdict (${errors[0]})`);
        verdict = data;
    }
    catch (err) {
        // An error that names the file already (no such file) is not prefixed with it again.
        const message = (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(err.message);
        cause = o.verdict && message.startsWith(`${o.verdict}: `) ? message : `${o.verdict ?? '--verdict'}: ${message}`;
        if (given !== _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment && given !== _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.agent)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${cause}; pass --exit-code 2 or 3 to render a broken gate`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    }
    // A broken gate (--exit-code 2 or 3) shows no verdict; any other text speaks for the verdict's commit and
    // its own numbers, never for what the caller says of them.
    if (verdict && !('promptOnly' in verdict) && (given === undefined || given < _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment)) {
        const head = verdict.reviewProvenance.headSha;
        if (o.headSha !== undefined && o.headSha !== head)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`--head-sha ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(o.headSha))} is not the commit the verdict reviewed (${head === null ? 'it names none' : JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(head))})`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
        const wrong = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_9__/* .contradiction */ .qX)(verdict);
        if (wrong)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_5__.visible)(o.verdict ?? '')}: not a verdict a run writes: ${wrong}`, _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment);
    }
    const exitCode = given ??
        (verdict && 'gateFailures' in verdict && verdict.gateFailures?.length && !('waived' in verdict && verdict.waived)
            ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.failed
            : _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.ok);
    const text = (0,_render_js__WEBPACK_IMPORTED_MODULE_6__/* .render */ .XX)({
        verdict: exitCode >= _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.environment ? null : verdict,
        exitCode,
        ...(cause ? { cause } : {}),
        tag: o.agent ?? 'claude',
        ...(o.compat === 'tea' ? { compat: 'tea' } : {}),
        ...(o.runUrl ? { runUrl: o.runUrl } : {}),
        ...(o.artifactName ? { artifactName: o.artifactName } : {}),
        ...(o.reportPath ? { reportPath: o.reportPath } : {}),
        ...(o.headSha ? { headSha: o.headSha } : {}),
        ...(o.focus ? { focus: o.focus } : {}),
    }, as);
    return { exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .TEST_REVIEW_EXIT */ .v.ok, lines: [text], json: { as, text } };
}


/***/ }),

/***/ 84463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ legacyMarkers),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   Lv: () => (/* binding */ isRenderedComment),
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   XX: () => (/* binding */ render),
/* harmony export */   xL: () => (/* binding */ marker)
/* harmony export */ });
/* unused harmony export conclusion */
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53326);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(23377);
/* harmony import */ var _text_links_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74930);
/* harmony import */ var _text_taken_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77612);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38556);









/**
 * A verdict's path as the repository names it (where GitHub shows and links it), from the folder its paths are
 * relative to; none when no repository holds it: a location on another file of the same name is worse than none.
 */
const repositoryPath = (path, from) => from === null ? undefined : from ? `${from}/${path}` : path;
/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdText)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(text));
/**
 * The same hidden marker the GitHub publisher keeps one comment by. With `--compat tea` it is
 * the peer's (`<!-- tea-test-review:<tag> -->`), so the comment the peer kept is the one updated.
 */
const marker = (tag, compat = 'proofgate') => compat === 'tea' ? `<!-- tea-test-review:${tag} -->` : `<!-- proofgate:test-review.${tag} -->`;
/** Text an earlier run wrote as its comment: it opens with a marker, either spelling, whatever its tag. */
const isRenderedComment = (text) => ['proofgate', 'tea'].some((compat) => text.startsWith(marker('', compat).replace(/ -->$/, '')));
/** The peer's untagged marker of older releases: adopted only under the claude tag, as the peer does. */
const legacyMarkers = (tag, compat = 'proofgate') => compat === 'tea' && tag === 'claude' ? ['<!-- tea-test-review -->'] : [];
const SEVERITY_ORDER = ['Critical', 'High', 'Medium', 'Low'];
function stateOf(i) {
    const v = i.verdict;
    if (i.exitCode >= 2 || !v)
        return 'broken';
    if ('promptOnly' in v)
        return 'dry-run';
    const failures = v.gateFailures ?? [];
    const waived = 'waived' in v && v.waived === true;
    if ('skipped' in v) {
        if (i.exitCode === 0 && failures.length && !waived)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: the skip has unwaived gate failures', _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .TEST_REVIEW_EXIT */ .v.environment);
        return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'skipped';
    }
    if (i.exitCode === 0 && failures.length && !waived)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 0 contradicts the verdict: it has unwaived gate failures (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .TEST_REVIEW_EXIT */ .v.environment);
    if (i.exitCode === 1 && failures.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('--exit-code 1 contradicts the verdict: it has no gate failure (the two came from different runs)', _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .TEST_REVIEW_EXIT */ .v.environment);
    return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'pass';
}
function conclusion(state, skipFails = false) {
    if (state === 'pass' || state === 'waived')
        return 'success';
    if (state === 'dry-run' || (state === 'skipped' && !skipFails))
        return 'neutral';
    return 'failure';
}
function headline(state, i) {
    const v = i.verdict;
    switch (state) {
        case 'pass':
            return 'Pass for the changed tests';
        case 'fail':
            return v && 'skipped' in v ? 'Fail: skipped review' : `Fail: ${String(v?.recommendation)}`;
        case 'waived':
            return `${v && 'skipped' in v ? 'Skipped' : String(v?.recommendation)}, waived until ${String(v?.waiveUntil)}`;
        case 'skipped':
            return 'Skipped';
        case 'dry-run':
            return 'No review performed';
        case 'broken':
            return 'Broken gate';
    }
}
const withheld = (files) => `Secret files withheld from the agent (a secret's name, or its content moved, copied or pasted; a person must check them): ${files
    .slice(0, 10)
    .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
    .join(', ')}.`;
const unreadable = (files) => `Test files that hold no text an agent can read (a person must check them): ${files
    .slice(0, 10)
    .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
    .join(', ')}.`;
function body(state, i) {
    const v = i.verdict;
    const at = i.headSha ? ` at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.headSha.slice(0, 8))}` : '';
    const out = [];
    if (state === 'broken') {
        out.push(`No verdict: ${mdText(i.cause ?? `the run exited ${i.exitCode}`)}.`, 'These tests are not approved.');
    }
    else if (v && 'promptOnly' in v) {
        out.push(`A dry run (\`--agent none\`): ${v.files.length} test file(s) would be reviewed. This is not a verdict.`);
    }
    else if (v && 'skipped' in v) {
        out.push(`${mdText(v.reason)}.`);
        if (v.deletedFiles?.length)
            out.push(`Deleted test files: ${v.deletedFiles
                .slice(0, 10)
                .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
                .join(', ')}.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        if (v.contextFiles.length)
            out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
        if (v.unscorableTestArtifacts?.length)
            out.push(`Unscored test artifacts: ${v.unscorableTestArtifacts
                .slice(0, 10)
                .map((p) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(p)))
                .join(', ')}.`);
    }
    else if (v) {
        const gating = v.findings
            .filter((f) => f.verdict_impact)
            .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
        if (state === 'pass') {
            out.push(gating.length === 0
                ? `Reviewed ${v.files.length} changed test file(s)${at}. No findings attributable to this PR.`
                : `Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
        }
        else {
            out.push(`Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
            for (const g of (v.gateFailures ?? []).slice(0, 3))
                out.push(`- ${mdText(g)}`);
            for (const f of gating.slice(0, 3)) {
                const path = f.path ? repositoryPath(f.path, i.pathsFrom) : undefined;
                const at = path ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(`${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(path)}${f.line ? `:${f.line}` : ''}`) : '(no location)';
                out.push(`- **${f.severity}** ${path && f.line && i.link ? `[${at}](${i.link(path, f.line)})` : at}: ${mdText(f.title)}`);
            }
            if (gating.length > 3)
                out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
        }
        if (state === 'waived')
            out.push(`Waived: ${mdText(v.waiveReason ?? '')}.`);
        if (v.removedTests?.length)
            out.push(`Removed coverage: ${v.removedTests
                .slice(0, 10)
                .map((t) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)((0,_text_list_js__WEBPACK_IMPORTED_MODULE_2__/* .shownName */ .HD)(t.path)))
                .join(', ')} no longer run as tests or apply to them.`);
        if (v.withheldFiles?.length)
            out.push(withheld(v.withheldFiles));
        if (v.unreadableFiles?.length)
            out.push(unreadable(v.unreadableFiles));
        const model = v.model ? ` / ${mdText(v.model)}` : '';
        out.push('', `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${_version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`);
    }
    if (i.focus)
        out.push(`**Focus**: ${mdText(i.focus)}`);
    const run = (0,_text_links_js__WEBPACK_IMPORTED_MODULE_7__/* .mdLink */ .YF)('The run', i.runUrl);
    if (run)
        out.push(run);
    const a = i.artifact;
    if (a?.uploaded && a.id !== undefined)
        out.push((0,_text_taken_js__WEBPACK_IMPORTED_MODULE_4__/* .takenLine */ .E)({ name: a.name, id: a.id, ...(a.url ? { url: a.url } : {}) }, 'the report and verdict', 'report-artifact-id'));
    else if (a)
        out.push(`The report and verdict are not attached to this run: ${mdText(a.uploaded ? (a.refused ?? a.message) : a.message)}.`);
    else if (i.artifactName)
        // Only the upload step knows the id: the name alone is no address, as any job of the run can upload under it first (hazard 640).
        out.push(`A later step of this job uploads the report and verdict as the artifact ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.artifactName)}: take it by the id that step reports, never by its name, which any job of the run can upload under first.`);
    else if (i.reportPath && i.reportWritten !== false)
        out.push(`The report is at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_1__.mdCode)(i.reportPath)} in the job workspace; it is deleted when the job ends unless the job uploads it.`);
    else if (i.reportWritten === false)
        out.push('The run wrote no report.');
    return out;
}
function render(i, as) {
    const state = stateOf(i);
    const skipFails = state === 'fail' && !!i.verdict && 'skipped' in i.verdict;
    if (as === 'conclusion')
        return conclusion(state, skipFails);
    const head = headline(state, i);
    const lines = body(state, i);
    if (as === 'check')
        return [`Test quality: ${head}`, ...lines].join('\n');
    const text = [`## Test quality: ${head}`, '', ...lines].join('\n');
    // Cut as every published text is: never inside a code span, which would let a neutralised link or mention act.
    const capped = (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .fitBytes */ .ZN)(text, 60_000, 'characters', '');
    return as === 'comment' ? `${marker(i.tag, i.compat)}\n${capped}` : capped;
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

/***/ 77612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ takenLine)
/* harmony export */ });
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74930);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42137);


/**
 * The line that sends the taker to the artifact by its id (the step's output `output`), never by its name:
 * any job of the run can upload an artifact under that name first (hazards 530, 591).
 */
function takenLine(a, what, output) {
    const link = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .mdLink */ .YF)('download it by its id', a.url);
    return `This run holds ${what} as the artifact ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(a.name)}, id ${a.id} (the step's output ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__.mdCode)(output)})${link ? `: ${link}` : ''}. Take it by this id${link ? ' or link' : ''}, never by its name: any job of the run can upload an artifact under that name first.`;
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
