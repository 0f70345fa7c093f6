export const id = 6748;
export const ids = [6748];
export const modules = {

/***/ 56748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zx: () => (/* binding */ PR_REVIEW_MODES),
  Vy: () => (/* binding */ pullReviewDraft)
});

// UNUSED EXPORTS: findingKey, quotePlace, renameChains, reviewHunks, suggestionBlock

// EXTERNAL MODULE: ./src/review/anchor.ts
var review_anchor = __webpack_require__(31631);
// EXTERNAL MODULE: ./src/review/render-gate.ts
var render_gate = __webpack_require__(16764);
// EXTERNAL MODULE: ./src/review/identity.ts
var identity = __webpack_require__(84232);
// EXTERNAL MODULE: ./src/review/evidence.ts
var evidence = __webpack_require__(73219);
// EXTERNAL MODULE: ./src/review/line-index.ts
var line_index = __webpack_require__(14061);
// EXTERNAL MODULE: ./src/git/batch.ts
var batch = __webpack_require__(63040);
// EXTERNAL MODULE: ./src/git/diff.ts
var git_diff = __webpack_require__(63437);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(10308);
// EXTERNAL MODULE: ./src/git/diff-settings.ts
var diff_settings = __webpack_require__(3223);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(23377);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(53326);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/words.ts
var words = __webpack_require__(71670);
// EXTERNAL MODULE: ./src/text/names.ts
var names = __webpack_require__(79431);
;// CONCATENATED MODULE: ./src/text/lookalike.ts

const ASCII_WORD = /[A-Za-z0-9]/;
/**
 * A test of whether a text holds a character that reads as an ASCII letter or digit it is not:
 * one whose compatibility form (NFKC: fullwidth `ｉ`, mathematical `𝚒`) or confusable skeleton
 * (UTS #39: Cyrillic `і`, Greek `ο`, Armenian `օ`) is one. Such a character in code is another
 * identifier, number or host name than the one a reader sees. An accent or a typographic
 * apostrophe reads as itself and passes. Loaded when first needed, as the skeleton is.
 */
async function lookAlikeTest() {
    const skeleton = await (0,names/* confusableSkeleton */.y_)();
    const seen = new Map();
    const lookAlike = (c) => {
        if (c.charCodeAt(0) < 0x80)
            return false;
        let hit = seen.get(c);
        if (hit === undefined)
            seen.set(c, (hit = ASCII_WORD.test(c.normalize('NFKC')) || ASCII_WORD.test(skeleton(c))));
        return hit;
    };
    return (text) => {
        for (const c of text)
            if (lookAlike(c))
                return true;
        return false;
    };
}

// EXTERNAL MODULE: ./src/text/links.ts
var text_links = __webpack_require__(74930);
// EXTERNAL MODULE: ./src/text/fences.ts
var fences = __webpack_require__(85889);
;// CONCATENATED MODULE: ./src/review/pr-review.ts

















/**
 * A pull request review drawn from a gate result: one inline comment per open,
 * located finding on the lines GitHub shows in the diff, the rest listed in the
 * body with a link. Data, and one lookup of the head's files; `src/github/pull-review.ts` posts it.
 */
/** How a gate's pull request review is posted: not at all, as a comment, or requesting changes while the verdict is not clean. */
const PR_REVIEW_MODES = ['off', 'comment', 'request-changes'];
const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' };
/** A comment's text (GitHub takes 65,536; the publisher's marker line goes first). */
const COMMENT_MAX_BYTES = 60_000;
/** The largest suggestion offered: the prose beside it keeps at least a quarter of the comment. */
const SUGGESTION_MAX_BYTES = 40_000;
const FALLBACK_CHARS = 300;
/** A refutation quoted in a reply: the reply's few words and marker go around it. */
const REPLY_MAX_BYTES = 50_000;
const CUT_NOTE = ' (the check run has the whole finding)';
function findingKey(f) {
    return (0,hash/* sha256 */.sc)((0,identity/* findingIdentity */.A)(f)).slice(0, 24);
}
const placeOf = (lines) => `${(0,hash/* sha256 */.sc)(lines.join('\n')).slice(0, 16)}.${lines.length}`;
/** Where a finding's quote is, whatever its category: its lines as anchoring compares them, hashed, and how many. */
function quotePlace(f) {
    return placeOf((0,line_index/* quoteLines */.Cx)(f.existing_code));
}
/**
 * What looking for quotes in settled files may spend in a run, in characters hashed, WINDOW_COST a
 * window hashed and one a line start passed: twice the files (as anchoring compares), and a floor
 * that answers ordinary threads in full (quotes of every length up to 25 lines over a 2,000-line
 * file of 40-character lines). Past it a quote is not told, never taken as fixed: a push of a long
 * file, or a quote of thousands of lines, costs a bounded search, never one of every line for
 * every thread.
 */
const SEARCH_FLOOR = 32 * 2 ** 20;
const WINDOW_COST = 64;
function searched(text) {
    const lines = text.toString('utf8').split('\n').map(line_index/* normalise */.j7);
    const at = [0];
    for (const line of lines)
        at.push(at.at(-1) + line.length + 1);
    return { lines, at };
}
/**
 * Takes out of `wanted` the places (`quotePlace`) of `n` lines the file holds: its windows of n
 * lines hashed in one pass, however many threads ask, until none is wanted. A window starting or
 * ending on a blank line holds none (quoteLines trims those); a one-line window is hashed once a
 * text. False when `budget` ran out first: what is left in `wanted` is then not told.
 */
function takeHeld({ lines, at }, n, wanted, budget) {
    // A quote of no lines is no quote of ours: not told.
    if (!(n >= 1))
        return false;
    const once = new Set();
    for (let i = 0; wanted.size > 0 && i + n <= lines.length; i++) {
        if (--budget.left < 0)
            return false;
        if (lines[i] === '' || lines[i + n - 1] === '' || (n === 1 && once.has(lines[i])))
            continue;
        if (n === 1)
            once.add(lines[i]);
        budget.left -= at[i + n] - at[i] + WINDOW_COST;
        if (budget.left < 0)
            return false;
        wanted.delete(placeOf(lines.slice(i, i + n)));
    }
    return true;
}
/** How many lines a place (`quotePlace`) is of. */
const lengthOf = (place) => Number(place.slice(place.indexOf('.') + 1));
/**
 * Whether any file of the head's change still holds each quote asked (`quotePlace`), read in one
 * batch when asked: lines moved unchanged to another file of the change (one the review selected
 * or left out) are no fix, so a quote is gone only when no file holds it. Each file is searched once a quote length for all threads
 * (takeHeld), the shortest lengths first, within one budget for the run. A quote not found while a
 * version is not here (a shallow clone) or the budget ran out is not told: only a change seen is a fix.
 */
function quotesAtHead(cwd, r) {
    // Files the review left out (vendored, generated, binary, secret-named, a pattern's) are still
    // files of the change that lines can move to, read at the head by name; a name git's batch
    // cannot take (a line break in it) or a version past the text bound leaves every quote not
    // found untold.
    const leftOut = r.scope.excluded.filter((e) => e.reason !== 'deleted' && !e.link && !e.submodule).map((e) => e.path);
    const askable = leftOut.filter((path) => !path.includes('\n')).map((path) => `${r.scope.refs.headSha}:${path}`);
    const blobs = [...new Set(r.scope.files.filter((f) => f.kind === 'file').map((f) => f.blob))];
    return async (places) => {
        const byLength = new Map();
        for (const place of places)
            byLength.set(lengthOf(place), (byLength.get(lengthOf(place)) ?? new Set()).add(place));
        const sizes = byLength.size && askable.length ? await (0,batch/* objectInfo */._d)(cwd, askable) : new Map();
        const readable = askable.filter((name) => (sizes.get(name)?.size ?? Infinity) <= git_diff/* TEXT_MAX_BYTES */.$K);
        const names = [...blobs, ...readable];
        const unread = readable.length < leftOut.length;
        const data = byLength.size ? await (0,batch/* readObjects */.$I)(cwd, names) : new Map();
        const budget = { left: SEARCH_FLOOR + [...data.values()].reduce((n, o) => n + 2 * (o.data?.length ?? 0), 0) };
        const files = new Map();
        const fileOf = (name) => {
            const text = data.get(name)?.data;
            if (text && !files.has(name))
                files.set(name, searched(text));
            return files.get(name);
        };
        const answers = new Map();
        for (const [n, wanted] of [...byLength].sort(([a], [b]) => a - b)) {
            const left = new Set(wanted);
            let told = !unread;
            for (const name of names) {
                if (left.size === 0)
                    break;
                const file = fileOf(name);
                told = file !== undefined && takeHeld(file, n, left, budget) && told;
            }
            for (const place of wanted)
                answers.set(place, left.has(place) ? (told ? 'gone' : 'untold') : 'held');
        }
        return places.map((place) => answers.get(place) ?? 'untold');
    };
}
/**
 * The changed paths GitHub shows as "Binary file not shown", so it takes no comment on them:
 * those git's own diff calls binary (a NUL byte early in either version, a `binary` or `-diff`
 * attribute), which proofgate reviews as the UTF-8 text they are.
 */
async function binaryDiffs(repo, mergeBase, headSha, renamed) {
    const numstat = ['diff', '--numstat', '-z', ...diff_settings.DIFF_SETTINGS];
    const binary = (line) => line.startsWith('-\t-\t');
    const out = new Set();
    // Paths are taken from the records, never a pathspec: no name is read as a pattern.
    for (const rec of (await (0,git.raw)(repo, [...numstat, '--no-renames', mergeBase, headSha])).split('\0'))
        if (binary(rec))
            out.add(rec.slice(4));
    // A rename shows as its old version against its new one: binary when either is.
    for (const [to, from] of renamed)
        if (binary(await (0,git.raw)(repo, [...numstat, `${mergeBase}:${from}`, `${headSha}:${to}`])))
            out.add(to);
    return out;
}
/**
 * The head-side lines each selected file shows in the pull request's diff
 * (GitHub's three lines of context): the scope's own merge base and head, so
 * the lines are those of the very blobs the findings were anchored in. A
 * rename is diffed against its old path, as GitHub shows it. A file GitHub
 * shows as binary shows no lines (`binary`).
 */
async function reviewHunks(cwd, r, paths) {
    const repo = await (0,git.openRepo)(cwd);
    const { mergeBase, headSha } = r.scope.refs;
    const files = new Map(r.scope.files.map((f) => [f.path, f]));
    const plain = paths.filter((p) => files.get(p)?.from === undefined);
    const renamed = new Map(paths.filter((p) => files.get(p)?.from !== undefined).map((p) => [p, files.get(p).from]));
    const out = new Map();
    for (const [p, diff] of await (0,git_diff/* diffsOf */.eP)(repo, mergeBase, headSha, plain, 3))
        out.set(p, (0,git_diff/* headRanges */.Hl)(diff));
    for (const [p, from] of renamed) {
        const diff = await (0,git.raw)(repo, [
            'diff',
            '-U3',
            // As every diff proofgate reads: by content, in one algorithm (DIFF_SETTINGS), whatever config or attribute says.
            '--text',
            ...diff_settings.DIFF_SETTINGS,
            '--no-color',
            `${mergeBase}:${from}`,
            `${headSha}:${p}`,
        ]);
        out.set(p, (0,git_diff/* headRanges */.Hl)(diff));
    }
    const binary = paths.length ? await binaryDiffs(repo, mergeBase, headSha, renamed) : new Set();
    for (const p of binary)
        out.delete(p);
    return { hunks: out, binary };
}
/** The part of a finding's lines that one hunk shows: all of them when one hunk holds them, else the largest overlap. */
function placeIn(ranges, want) {
    let best;
    for (const h of ranges) {
        const start = Math.max(h.start, want.start);
        const end = Math.min(h.end, want.end);
        if (start > end)
            continue;
        if (!best || end - start > best.end - best.start)
            best = { start, end };
    }
    return best && { at: best, whole: best.start === want.start && best.end === want.end };
}
function longestBacktickRun(text) {
    return Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
}
/** A text's lines, the newline that ends its last one not counted as a line of its own. */
const linesOf = (text, eol) => (text.endsWith('\n') ? text.slice(0, -1) : text).split(eol);
const blank = (line) => line.trim() === '';
/**
 * The suggestion's lines for the lines the anchor located: anchoring drops the quote's blank
 * lines at either end, so the suggestion's lines there go too, or there is no suggestion when
 * they are not blank (it would change lines the comment is not on).
 */
function replacedLines(quote, suggestion) {
    const q = linesOf(quote, /\r?\n/); // as anchoring splits it
    let lead = 0;
    while (lead < q.length && blank(q[lead]))
        lead++;
    let trail = 0;
    while (trail < q.length - lead && blank(q[q.length - 1 - trail]))
        trail++;
    const out = linesOf(suggestion, '\n'); // a CR stays, for the check that refuses it
    if (out.length < lead + trail || !out.slice(0, lead).every(blank) || !out.slice(out.length - trail).every(blank))
        return undefined;
    return out.slice(lead, out.length - trail).join('\n');
}
/**
 * A replacement as a model often writes it, which committing would put in the code: wrapped in a
 * Markdown fence, or every line carrying the diff's `+`, where the quoted lines have neither.
 */
function wrappedByWriter(quote, text) {
    const q = linesOf(quote, /\r?\n/).filter((l) => !blank(l));
    const t = linesOf(text, '\n').filter((l) => !blank(l));
    const marks = t.length >= 2 ? (0,fences/* fenceOpening */.YY)(t[0])?.marks : undefined;
    const fenced = marks !== undefined && (0,fences/* closesFence */.Tv)(t.at(-1), marks) && !q.some((l) => (0,fences/* fenceOpening */.YY)(l));
    const prefixed = t.length > 0 && t.every((l) => l.startsWith('+')) && !q.some((l) => /^\s*\+/.test(l));
    return fenced || prefixed;
}
/**
 * The committable replacement, or nothing: never for lines only partly on the
 * diff, never when redaction touched it, never with an invisible or control
 * character a reviewer could not see before committing (tabs aside), nor one
 * that reads as an ASCII letter or digit it is not (`lookAlike`), never too
 * large to fit whole, never wrapped in a fence or the diff's `+` the quoted
 * lines do not have.
 */
function suggestionBlock(f, whole, lookAlike) {
    const s = f.suggestion;
    if (s === undefined || !whole)
        return undefined;
    const text = replacedLines(f.existing_code, s);
    if (text === undefined)
        return undefined;
    if (text.includes(redact/* REDACTED */.XF) || Buffer.byteLength(text) > SUGGESTION_MAX_BYTES)
        return undefined;
    if (wrappedByWriter(f.existing_code, text))
        return undefined;
    // A character that draws nothing (a control, a bidi override, a Hangul filler: a JavaScript letter) hides code from the reader who commits it.
    if (text.split('\n').some((line) => (0,words/* hasBlank */.Xk)(line.replace(/[ \t]/g, ''))))
        return undefined;
    // A look-alike (Cyrillic `і` in `іtems`) is another identifier than the one the reader commits.
    if (lookAlike(text))
        return undefined;
    const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
    return `${fence}suggestion\n${text}${text === '' ? '' : '\n'}${fence}`;
}
function lines(r) {
    return r.start === r.end ? `line ${r.start}` : `lines ${r.start}-${r.end}`;
}
function commentBody(f, want, at, whole, lookAlike) {
    const suggestion = suggestionBlock(f, whole, lookAlike);
    const prose = [
        `**${(0,neutralise.mdText)(f.severity)} · ${(0,neutralise.mdText)(f.category)}** · ${(0,neutralise.mdCode)(f.id)} · _${(0,neutralise.mdText)(f.disposition)}, ${(0,neutralise.mdText)(f.confidence)} confidence_`,
        ...(whole ? [] : ['', `_The finding quotes ${lines(want)}; the diff shows ${lines(at)} of them._`]),
        '',
        (0,neutralise.mdProse)(f.content),
        ...(f.evidence ? ['', (0,neutralise.mdLabelled)('**Evidence.**', f.evidence)] : []),
        ...(f.consequence ? ['', (0,neutralise.mdLabelled)('**Consequence.**', f.consequence)] : []),
        ...(f.fix ? ['', (0,neutralise.mdLabelled)('**Fix.**', f.fix)] : []),
    ].join('\n');
    // The prose is cut, never the suggestion: a cut fence would offer a broken change.
    const room = COMMENT_MAX_BYTES - (suggestion ? Buffer.byteLength(suggestion) + 2 : 0);
    return [(0,truncate/* fitBytes */.ZN)(prose, room, 'characters', CUT_NOTE), ...(suggestion ? [suggestion] : [])].join('\n\n');
}
/** Why a finding on a file GitHub shows as binary is listed: GitHub takes no comment there. */
const BINARY_NOTE = ' (GitHub shows no diff of a binary file: git calls it binary)';
function bullet(f, want, links, note = '') {
    const where = links.lines ? `[${lines(want)}](${links.lines(f.path, want.start, want.end)})` : lines(want);
    const first = f.content.split('\n')[0];
    const text = first.length > FALLBACK_CHARS ? `${(0,truncate/* cutChars */.oN)(first, FALLBACK_CHARS)}…` : first;
    return `- **${(0,neutralise.mdText)(f.severity)} · ${(0,neutralise.mdText)(f.category)}** ${(0,neutralise.mdCode)(f.id)} in ${(0,neutralise.mdCode)(f.path)}${note}, ${where}: ${(0,neutralise.mdText)(text)}`;
}
function summary(r, unplaced, links) {
    const c = r.coverage;
    const open = r.open.length;
    const located = r.open.filter((f) => f.anchor.status === 'located').length;
    const linkLine = [(0,text_links/* mdLink */.YF)('check run', links.checkRunUrl), (0,text_links/* mdLink */.YF)('job summary', links.summaryUrl)].filter(Boolean).join(' · ');
    return [
        `### ${ICON[r.verdict]} proofgate review ${(0,neutralise.mdCode)(r.id)}: **${r.verdict}**`,
        '',
        `Coverage ${c.completed}/${c.selected} files completed (${c.waived} waived) · ${open} open finding(s) · head ${(0,neutralise.mdCode)((0,hash/* short */.h0)(r.scope.refs.headSha))}`,
        ...(r.reasons.length
            ? [
                '',
                `Incomplete because:`,
                ...r.reasons.slice(0, 5).map((x) => `- ${(0,neutralise.mdText)(x)}`),
                ...(r.reasons.length > 5 ? [`- and ${r.reasons.length - 5} more`] : []),
            ]
            : []),
        ...(open > located
            ? ['', `${open - located} open finding(s) could not be located in the head version: the check run lists them.`]
            : []),
        ...(unplaced ? ['', `${unplaced} finding(s) not commented inline (off the diff's lines): listed below.`] : []),
        ...(linkLine ? ['', linkLine] : []),
    ].join('\n');
}
/**
 * Every old path of a file the change holds, with its path at the head: the scope's renames from
 * the base, and those along the pull request's own commits (a file it added, then renamed in a
 * later push, is no rename from the base), each chained to the file's last name. A path the head
 * holds again is no old path.
 */
async function renamesOf(cwd, r) {
    const { mergeBase, headSha } = r.scope.refs;
    const args = ['log', '--reverse', '--format=', '--name-status', '-z', '-M', '--diff-filter=R', '--no-ext-diff'];
    return renameChains(await (0,git.raw)(await (0,git.openRepo)(cwd), [...args, `${mergeBase}..${headSha}`]), r.scope.files);
}
/** The renames of `git log --name-status -z` (oldest first) and the scope's own, each old path chained to its last name. */
function renameChains(log, files) {
    const tok = log.split('\0');
    // Where each earlier path is now, and (inverse) which earlier paths are at each path: a rename
    // moves one bucket, never a walk of every path seen (a pull request can rename 100,000 files).
    const now = new Map();
    const at = new Map();
    const move = (old, to) => {
        at.get(now.get(old) ?? '')?.delete(old);
        now.set(old, to);
        at.set(to, (at.get(to) ?? new Set()).add(old));
    };
    // Paths are taken by position after their status, so no file name is read as a status.
    for (let i = 0; i + 2 < tok.length; i++) {
        if (!/^\n*R\d*$/.test(tok[i]))
            continue;
        const [from, to] = [tok[i + 1], tok[i + 2]];
        for (const old of [...(at.get(from) ?? [])])
            move(old, to);
        move(from, to);
        i += 2;
    }
    for (const f of files)
        if (f.status === 'renamed' && f.from !== undefined)
            move(f.from, f.path);
    const held = new Set(files.map((f) => f.path));
    return [...now].filter(([from, to]) => held.has(to) && !held.has(from)).map(([from, to]) => ({ from, to }));
}
/**
 * The key an open finding on a renamed file had at each old path, where an earlier run commented
 * it (the key holds the path). One still open under that key (the old path added again) keeps it.
 */
function formerKeys(open, renames, openKeys) {
    const from = new Map();
    for (const r of renames) {
        const to = from.get(r.to);
        if (to)
            to.push(r);
        else
            from.set(r.to, [r]);
    }
    return open.flatMap((f) => (from.get(f.path) ?? [])
        .map((r) => ({ was: findingKey({ ...f, path: r.from }), key: findingKey(f) }))
        .filter((k) => !openKeys.has(k.was)));
}
/** The review for a gate result: comments placed on the diff, the rest listed, most severe first. */
async function pullReviewDraft(r, o) {
    const links = o.links ?? {};
    const commitId = r.scope.refs.headSha;
    const located = (0,render_gate/* bySeverity */.Np)(r.open).filter((f) => f.anchor.status === 'located');
    const { hunks, binary } = await reviewHunks(o.cwd, r, [...new Set(located.map((f) => f.path))]);
    const lookAlike = located.some((f) => f.suggestion !== undefined) ? await lookAlikeTest() : () => false;
    const comments = [];
    const outside = [];
    const keys = new Set();
    for (const f of located) {
        const want = f.anchor;
        const placed = placeIn(hunks.get(f.path) ?? [], want);
        if (!placed) {
            outside.push(bullet(f, want, links, binary.has(f.path) ? BINARY_NOTE : ''));
            continue;
        }
        // One comment an identity (path, category, quote): a second finding of it is the same finding.
        const key = findingKey(f);
        if (keys.has(key))
            continue;
        keys.add(key);
        comments.push({
            key,
            place: quotePlace(f),
            shows: `${f.severity} ${f.disposition}`,
            path: f.path,
            line: placed.at.end,
            ...(placed.at.start < placed.at.end ? { startLine: placed.at.start } : {}),
            body: commentBody(f, want, placed.at, placed.whole, lookAlike),
            fallback: bullet(f, want, links),
        });
    }
    const coverage = await (0,evidence/* loadCoverage */.b2)(r.paths, r.scope);
    const settledPaths = r.verdict === 'incomplete' || coverage.status !== 'ok'
        ? []
        : coverage.data.items.filter((i) => i.outcome === 'completed').map((i) => i.path);
    const openKeys = r.open.map(findingKey);
    const renames = await renamesOf(o.cwd, r);
    return {
        commitId,
        summary: summary(r, outside.length, links),
        comments,
        outside,
        openKeys,
        settledPaths,
        renames,
        formerKeys: formerKeys(r.open, renames, new Set(openKeys)),
        refuted: r.findings
            .filter((f) => !(0,review_anchor/* isOpen */.nT)(f))
            .map((f) => ({ key: findingKey(f), refutation: (0,truncate/* fitBytes */.ZN)((0,neutralise.mdProse)(f.refutation ?? ''), REPLY_MAX_BYTES, 'characters', CUT_NOTE) })),
        quoted: r.open.map((f) => ({
            path: f.path,
            place: quotePlace(f),
            finding: `as a ${(0,neutralise.mdText)(f.severity)} ${(0,neutralise.mdText)(f.category)} finding (${(0,neutralise.mdCode)(f.id)})`,
        })),
        stillQuoted: quotesAtHead(o.cwd, r),
        blocking: r.verdict !== 'clean',
    };
}


/***/ }),

/***/ 16764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ gateSections),
/* harmony export */   Np: () => (/* binding */ bySeverity),
/* harmony export */   Ux: () => (/* binding */ findingSection),
/* harmony export */   o$: () => (/* binding */ gateHeadSections)
/* harmony export */ });
/* unused harmony exports SEVERITY_ORDER, findingPlace, SEVERITY_COLOUR, severityChart */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31631);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84877);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _render_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68391);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);






const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];
const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' };
/** Most severe first, then by path and line, so the first 50 are the ones that matter. */
function bySeverity(findings) {
    const line = (f) => (f.anchor.status === 'located' ? f.anchor.start : Number.MAX_SAFE_INTEGER);
    return [...findings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        line(a) - line(b));
}
/** Where a finding is: its path and lines, a link to them at the head commit when the publisher supplies one. */
function findingPlace(f, link) {
    const where = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`;
    return link && f.anchor.status === 'located' ? `[${where}](${link(f.path, f.anchor.start, f.anchor.end)})` : where;
}
function findingSection(f, link) {
    return [
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} in ${findingPlace(f, link)}`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdProse)(f.content),
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdFence)(f.existing_code),
        ...(f.claim ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Claim of the intent.**', f.claim)] : []),
        ...(f.evidence ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Evidence.**', f.evidence)] : []),
        ...(f.trigger ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Trigger.**', f.trigger)] : []),
        ...(f.consequence ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Consequence.**', f.consequence)] : []),
        ...(f.fix ? ['', (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLabelled)('**Fix.**', f.fix)] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_5__/* .describeProvenance */ .h)(f.provenance))}_`,
    ].join('\n');
}
const STATE_ICON = {
    returned: '✅',
    outstanding: '⏳',
    unmeasured: '⚠️',
    deferred: '⏸️',
    failed: '❌',
};
/** What became of each dispatched reviewer (ledger.json), its reason being among the reasons above. */
function ledgerTable(l) {
    const returned = l.reviewers.filter((x) => x.state === 'returned').length;
    return [
        `**Reviewers.** ${returned} of ${l.reviewers.length} returned and measured${l.complete ? '' : ': the review is incomplete until every one has'} (\`ledger.json\`).`,
        '',
        '| reviewer | state | attempts | files completed | findings | time |',
        '| --- | --- | ---: | ---: | ---: | ---: |',
        ...l.reviewers.map((x) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCellCode)(x.id)} | ${STATE_ICON[x.state]} ${x.state} | ${x.attempts.length} | ${x.files.completed}/${x.files.asked}${x.files.waived ? ` (${x.files.waived} waived)` : ''} | ${x.findings} | ${((x.durationMs ?? 0) / 1000).toFixed(1)} s |`),
    ].join('\n');
}
/** The working tree at the moment of grading: only a clean one lets the verdict be clean. */
function treeLine(t) {
    if (t.state === 'clean')
        return '**Tree at grading.** clean: no tracked file differs from the head the review answers.';
    if (t.state === 'dirty')
        return `**Tree at grading.** dirty: ${t.detail.length} path(s) differ, so the verdict cannot be clean.`;
    if (t.state === 'moved')
        return `**Tree at grading.** moved: the checkout is at \`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(t.detail[0]?.slice(0, 12) ?? '?')}\`, not the sealed head, so the verdict cannot be clean.`;
    return `**Tree at grading.** unchecked: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(t.detail[0] ?? '')}; the verdict cannot be clean.`;
}
/**
 * The head of every report: verdict first, the coverage table, the reasons. `shared` (another
 * review holds the check name on the commit, or whether one does cannot be told) fails the run
 * whatever its evidence says: said first.
 */
function gateHeadSections(r, shared) {
    const c = r.coverage;
    const cause = r.cause ?? [];
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.id)}: **${r.verdict}**`,
        '',
        ...(shared ? ['> [!CAUTION]', `> **The check name is shared, or may be.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(shared)}`, ''] : []),
        // The root cause before any count: a table of zeros says nothing about why.
        ...(cause.length ? ['> [!CAUTION]', "> **This run's agent gave no evidence.**", ...cause.map((x) => `> - ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`), ''] : []),
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.headline),
        '',
        r.verdict === 'clean'
            ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .zY}._`
            : r.verdict === 'findings'
                ? 'The scope is fully covered and at least one finding is open.'
                : shared && r.reasons.every((x) => x === shared)
                    ? 'The evidence is complete: only the shared check name keeps the verdict from clean or findings.'
                    : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head, treeLine(r.tree)];
    if (r.ledger)
        sections.push(ledgerTable(r.ledger));
    else if (r.scope.reviewers.length)
        sections.push(`**Reviewers.** ${r.scope.reviewers.map((x) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(x.id)).join(', ')}: ${r.scope.dispatch === 'each' ? 'no run of its own is recorded for each (evidence a host agent wrote, or a part of one run that played them all), so no ledger accounts for each' : 'one run played every one (dispatch one), so no ledger accounts for each'}.`);
    if (r.tests)
        sections.push(`**Tests at the head.** ${r.tests.passed ? '✅ passed' : '❌ not passed'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.tests.line)}${r.tests.url ? ` (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.tests.url)})` : ''}`);
    const missing = r.reasons.filter((x) => !cause.includes(x) && x !== shared);
    if (missing.length)
        sections.push(['### What is missing', '', ...missing.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
    if (r.attention.length)
        sections.push((0,_render_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .personSection */ .R)(r.attention));
    if (r.notes.length)
        sections.push(['### Notes', '', ...r.notes.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
    if (r.open.length)
        sections.push(severityChart(r.open));
    return sections;
}
/** Each severity's colour, so a slice reads as its severity: critical red, high orange, medium yellow, low grey. */
const SEVERITY_COLOUR = {
    critical: '#cf222e',
    high: '#e16f24',
    medium: '#d4a72c',
    low: '#8c959f',
};
/**
 * The open findings as a Mermaid pie whose N-th slice takes `pieN`. Slices are written largest
 * first (ties in severity order), empty ones left out, and the colours listed in the same order:
 * Mermaid before 11.13 sorted slices by size and coloured them in that order, later versions keep
 * the written order, so both give each severity its own colour.
 */
function severityChart(open) {
    const slices = SEVERITY_ORDER.map((s) => ({ s, n: open.filter((f) => f.severity === s).length }))
        .filter((x) => x.n > 0)
        .sort((a, b) => b.n - a.n);
    const colours = Object.fromEntries(slices.map((x, i) => [`pie${i + 1}`, SEVERITY_COLOUR[x.s]]));
    return [
        '```mermaid',
        `%%{init: ${JSON.stringify({ themeVariables: colours })}}%%`,
        'pie showData title Open findings by severity',
        ...slices.map((x) => `  "${x.s}" : ${x.n}`),
        '```',
    ].join('\n');
}
/** Every section of the gate's report, in reading order; `link` makes each finding's lines a link, `shared` as in gateHeadSections. */
function gateSections(r, link, shared) {
    const sections = gateHeadSections(r, shared);
    const open = bySeverity(r.open);
    if (open.length)
        sections.push(`### Open findings (${open.length})`, ...open.map((f) => findingSection(f, link)));
    const refuted = r.findings.filter((f) => f.disposition === 'refuted');
    if (refuted.length)
        sections.push([
            '<details><summary>Refuted findings (' + refuted.length + ')</summary>',
            '',
            ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdLines)(f.refutation ?? f.content)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_provenance_js__WEBPACK_IMPORTED_MODULE_5__/* .describeProvenance */ .h)(f.provenance))})`),
            '',
            '</details>',
        ].join('\n'));
    const excluded = r.scope.excluded;
    sections.push(excluded.length
        ? [
            '<details><summary>Excluded files (' + excluded.length + ')</summary>',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...excluded.slice(0, 500).map((e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCellCode)(e.path)} | \`${e.reason}\` |`),
            ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []),
            '',
            '</details>',
        ].join('\n')
        : '_No file was excluded._');
    return sections;
}


/***/ }),

/***/ 68391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ personSection),
/* harmony export */   f: () => (/* binding */ scopeSummarySections)
/* harmony export */ });
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33688);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68467);
/* harmony import */ var _attention_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55114);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);





const LIST_CAP = 500;
function capped(items, render, what) {
    const rows = items.slice(0, LIST_CAP).map(render);
    if (items.length > LIST_CAP)
        rows.push(`\n_${items.length - LIST_CAP} more ${what} left out here; scope.json lists them all._`);
    return rows;
}
/** "A person must look at these": each changed file no agent reviews, why, and (at the gate) whether it is acknowledged. */
function personSection(items) {
    const status = items.some((u) => u.acknowledged !== undefined);
    return [
        '### A person must look at these',
        '',
        'No agent reviews these changed files (or the review waived them: a waiver is no review), and the verdict cannot be clean until a person has looked at each in the change and acknowledged it: `--acknowledge PATH` (review gate, review run), or one path per line in the `acknowledge` input of the review-gate action.',
        '',
        status ? '| file | why | acknowledged |' : '| file | why |',
        status ? '| --- | --- | --- |' : '| --- | --- |',
        ...capped(items, (u) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellCode)(u.path)} | ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellText)(u.why)} |${status ? ` ${u.acknowledged ? 'yes' : '**not yet**'} |` : ''}`, 'files'),
    ].join('\n');
}
/** The line that says an edit to the review's own configuration waits for the merge. */
function configEditSection(paths) {
    return [`> [!NOTE]`, `> ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdText)(_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_EDIT_NOTE */ .rZ)}: ${paths.slice(0, 50).map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode).join(', ')}${paths.length > 50 ? ', …' : ''}`].join('\n');
}
/** The sections of a scope's job summary, headline first. */
function scopeSummarySections(scope, ruleSet) {
    const t = scope.totals;
    const sections = [];
    sections.push([
        `## proofgate review scope: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(scope.id)}`,
        '',
        `**${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s)** — scope \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(scope.scopeSha256)}\``,
        '',
        `${(0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .describePlan */ .df)(scope.plan, t.units)} · base \`${scope.refs.baseSha.slice(0, 12)}\` · head \`${scope.refs.headSha.slice(0, 12)}\`${scope.refs.workspace ? ' + working tree' : ''} · merge base \`${scope.refs.mergeBase.slice(0, 12)}\` · rule set \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(ruleSet.sha256)}\` (${ruleSet.source})`,
        '',
        'Every selected file must end in `coverage.json` as completed, failed or waived (with a reason). Sealing a scope reviews nothing: no agent ran in this step.',
    ].join('\n'));
    const edits = scope.config ?? [];
    if (edits.length)
        sections.push(configEditSection(edits));
    const person = (0,_attention_js__WEBPACK_IMPORTED_MODULE_2__/* .needsPerson */ .z6)(scope);
    if (person.length)
        sections.push(personSection(person));
    if (t.files === 0)
        sections.push(t.excluded === 0
            ? '_No changes: the base and the head do not differ._'
            : '_Nothing is selected: every changed file is excluded, so no agent reviews this change. Each file listed for a person must be acknowledged, and an empty review is clean only with `allow-empty`, which then owes no unit part, coverage or findings._');
    const counts = _selection_js__WEBPACK_IMPORTED_MODULE_0__/* .EXCLUSION_REASONS */ .VY.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
    if (t.files + t.excluded > 0) {
        sections.push([
            '```mermaid',
            'pie showData title Changed files',
            `  "selected" : ${t.files}`,
            ...counts.map(([r, n]) => `  "excluded: ${r}" : ${n}`),
            '```',
        ].join('\n'));
    }
    if (scope.units.length) {
        sections.push([
            '### Units',
            '',
            '| unit | files | changed lines |',
            '| --- | --- | ---: |',
            ...capped(scope.units, (u) => `| ${u.id} | ${u.files.map(_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellCode).join('<br>')} | ${u.changedLines} |`, 'units'),
        ].join('\n'));
    }
    sections.push(scope.excluded.length
        ? [
            '### Excluded',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...capped(scope.excluded, (e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCellCode)(e.path)} | \`${e.reason}\` |`, 'excluded files'),
        ].join('\n')
        : '### Excluded\n\nNothing was left out.');
    const applied = ruleSet.rules
        .map((rule) => ({ rule, files: scope.files.filter((f) => f.rules.includes(rule.id)) }))
        .filter((x) => x.files.length > 0);
    if (applied.length) {
        sections.push(`### Checklist\n\n${applied.length} rule(s) apply. A rule is a prompt to look, not a finding.`);
        for (const { rule, files } of applied) {
            sections.push([
                `<details><summary><b>${rule.id}</b> (${rule.group}, ${rule.origin}): ${files.length} file(s)</summary>`,
                '',
                ...capped(files, (f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdCode)(f.path)}`, 'files'),
                '',
                (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.mdFence)(rule.doc.trim(), 'markdown'),
                '',
                '</details>',
            ].join('\n'));
        }
    }
    return sections;
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


/***/ })

};
