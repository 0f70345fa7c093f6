export const id = 7047;
export const ids = [7047,308,8281];
export const modules = {

/***/ 63437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hl: () => (/* binding */ headRanges),
/* harmony export */   Xw: () => (/* binding */ diffChanges),
/* harmony export */   eP: () => (/* binding */ diffsOf),
/* harmony export */   wo: () => (/* binding */ inspectUntracked)
/* harmony export */ });
/* unused harmony exports parseRawNumstat, looksBinary, countLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);




const ZERO = /^0+$/;
const RAW = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])(\d*)$/;
function kindOf(mode) {
    if (mode === '120000')
        return 'symlink';
    if (mode === '160000')
        return 'submodule';
    return 'file';
}
function statusOf(letter, srcMode, dstMode, srcOid, dstOid) {
    switch (letter) {
        case 'A':
            return 'added';
        case 'D':
            return 'deleted';
        case 'R':
            return 'renamed';
        case 'T':
            return 'type-changed';
        default:
            return srcMode !== dstMode && srcOid === dstOid && !ZERO.test(dstOid) ? 'mode-changed' : 'modified';
    }
}
/**
 * Parses `git diff --raw --numstat -z` (raw records first, then numstat). Every
 * path is taken positionally after its record, so no file name can be mistaken
 * for a record, whatever bytes it holds.
 */
function parseRawNumstat(out) {
    const tok = out.split('\0');
    if (tok[tok.length - 1] === '')
        tok.pop();
    const changes = [];
    const byPath = new Map();
    let i = 0;
    while (i < tok.length && tok[i].startsWith(':')) {
        const m = RAW.exec(tok[i]);
        if (!m)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`unexpected git diff output: ${JSON.stringify(tok[i].slice(0, 80))}`);
        const [, srcMode, dstMode, srcOid, dstOid, letter] = m;
        const twoPaths = letter === 'R' || letter === 'C';
        const first = tok[i + 1];
        const second = twoPaths ? tok[i + 2] : undefined;
        if (first === undefined || (twoPaths && second === undefined))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError('truncated git diff output');
        const status = letter === 'C' ? 'added' : statusOf(letter, srcMode, dstMode, srcOid, dstOid);
        const deleted = status === 'deleted';
        const change = {
            path: twoPaths ? second : first,
            status,
            kind: kindOf(deleted ? srcMode : dstMode),
            blob: deleted || ZERO.test(dstOid) ? '' : dstOid,
            added: 0,
            deleted: 0,
        };
        if (letter === 'R')
            change.from = first;
        changes.push(change);
        byPath.set(change.path, change);
        i += twoPaths ? 3 : 2;
    }
    while (i < tok.length) {
        const t = tok[i];
        const tab1 = t.indexOf('\t');
        const tab2 = t.indexOf('\t', tab1 + 1);
        if (tab1 < 0 || tab2 < 0)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`unexpected git numstat output: ${JSON.stringify(t.slice(0, 80))}`);
        const a = t.slice(0, tab1);
        const d = t.slice(tab1 + 1, tab2);
        let path = t.slice(tab2 + 1);
        if (path === '') {
            path = tok[i + 2] ?? '';
            i += 3;
        }
        else
            i += 1;
        const change = byPath.get(path);
        if (!change)
            continue;
        change.added = a === '-' ? null : Number(a);
        change.deleted = d === '-' ? null : Number(d);
    }
    return changes;
}
async function diffChanges(repo, { from, to, range }) {
    const args = [
        '-c',
        'core.quotePath=false',
        'diff',
        '--raw',
        '--numstat',
        '-z',
        '-M',
        '--no-abbrev',
        '--no-ext-diff',
        '--no-textconv',
        '--ignore-submodules=none',
        from,
    ];
    if (to)
        args.push(to);
    args.push('--');
    const changes = parseRawNumstat(await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, args));
    if (to === null && !range) {
        const untracked = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, ['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-standard', '-z']))
            .split('\0')
            .filter(Boolean);
        for (const path of untracked) {
            changes.push({ path, status: 'added', kind: 'file', blob: '', added: 0, deleted: 0, untracked: true });
        }
    }
    return changes;
}
/** git's own binary test: a NUL byte in the first 8000 bytes. */
function looksBinary(data) {
    const end = Math.min(data.length, 8000);
    for (let i = 0; i < end; i++)
        if (data[i] === 0)
            return true;
    return false;
}
function countLines(data) {
    if (data.length === 0)
        return 0;
    let n = 0;
    for (let i = 0; i < data.length; i++)
        if (data[i] === 10)
            n++;
    return data[data.length - 1] === 10 ? n : n + 1;
}
const UNTRACKED_MAX_BYTES = 16 * 1024 * 1024;
/** Fills in kind, line count and binary state of an untracked file, reading it only now that it is kept. */
async function inspectUntracked(root, change) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, change.path);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full);
    if (info.isSymbolicLink()) {
        change.kind = 'symlink';
        change.added = 1;
        return { symlinkTarget: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(full) };
    }
    if (!info.isFile() || info.size > UNTRACKED_MAX_BYTES) {
        change.added = null;
        change.deleted = null;
        return {};
    }
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(full, 'r');
    try {
        const data = await fh.readFile();
        if (looksBinary(data)) {
            change.added = null;
            change.deleted = null;
        }
        else
            change.added = countLines(data);
    }
    finally {
        await fh.close();
    }
    return {};
}
/**
 * `git diff -U<context>` of each path, from a few git processes (500 paths each) rather than one per file.
 * Each file's part is taken only when its header names the path exactly; a path git quotes in
 * the header is asked for on its own, so no file can be given another's hunks.
 */
async function diffsOf(repo, base, head, paths, context = 0) {
    const args = [
        '-c',
        'core.quotePath=false',
        'diff',
        '--no-renames',
        `-U${context}`,
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        base,
        head,
        '--',
    ];
    const out = new Map();
    for (let i = 0; i < paths.length; i += 500) {
        const group = paths.slice(i, i + 500);
        const byHeader = new Map(group.map((p) => [`diff --git a/${p} b/${p}`, p]));
        for (const part of (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, [...args, ...group])).split(/^(?=diff --git )/m)) {
            const path = byHeader.get(part.slice(0, part.indexOf('\n')));
            if (path !== undefined)
                out.set(path, part);
        }
    }
    for (const p of paths)
        if (!out.has(p))
            out.set(p, await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .raw */ .lS)(repo, [...args, p]));
    return out;
}
const HUNK_HEAD = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm;
/** The head-side line ranges a diff's hunks show (context lines included): where a review comment may sit. */
function headRanges(diff) {
    const ranges = [];
    for (const m of diff.matchAll(HUNK_HEAD)) {
        const count = m[2] === undefined ? 1 : Number(m[2]);
        if (count > 0)
            ranges.push({ start: Number(m[1]), end: Number(m[1]) + count - 1 });
    }
    return ranges;
}


/***/ }),

/***/ 10308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   lS: () => (/* binding */ raw),
/* harmony export */   openAndResolve: () => (/* binding */ openAndResolve),
/* harmony export */   readObjects: () => (/* reexport safe */ _batch_js__WEBPACK_IMPORTED_MODULE_4__.$),
/* harmony export */   wu: () => (/* binding */ mergeBase),
/* harmony export */   yQ: () => (/* binding */ hashFiles)
/* harmony export */ });
/* unused harmony export isShallow */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74724);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _toplevel_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17349);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63040);





async function openRepo(cwd) {
    const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: cwd, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)());
    let root;
    try {
        root = (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (err) {
        throw (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .openError */ .n3)(cwd, err.message);
    }
    return {
        root,
        git: (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)()),
    };
}
/** `git <args>` in the repository; rejects with git's own message. */
function raw(repo, args) {
    return repo.git.raw(args);
}
async function isShallow(repo) {
    return (await raw(repo, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
const SHALLOW_HINT = 'the clone is shallow: check out with `fetch-depth: 0` (actions/checkout) so that the base and the merge base are present';
function checkRef(ref, what) {
    if (ref === '' || ref.startsWith('-') || /[\u0000-\u001f\u007f]/.test(ref) || ref.length > 256) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${what} ref is not a valid revision: ${JSON.stringify(ref)}`);
    }
}
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * Opens the repository and resolves refs to commits in one git process (the
 * common case); on any failure, the one-by-one path names what is wrong.
 */
async function openAndResolve(cwd, refs) {
    for (const r of refs)
        checkRef(r.ref, r.what);
    try {
        const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: cwd, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)());
        const [root, ...shas] = (await git.raw(['rev-parse', '--show-toplevel', ...refs.map((r) => `${r.ref}^{commit}`), '--']))
            .trim()
            .split('\n');
        if (root && shas.length === refs.length + 1 && shas.slice(0, -1).every((s) => SHA.test(s))) {
            return {
                repo: {
                    root,
                    git: (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({ baseDir: root, maxConcurrentProcesses: 4, trimmed: false, allowEnvironment: Object.keys(_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .GIT_SETTINGS */ .bd) }).env((0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)()),
                },
                shas: shas.slice(0, -1),
            };
        }
    }
    catch {
        /* the precise path below explains */
    }
    const repo = await openRepo(cwd);
    return { repo, shas: await Promise.all(refs.map((r) => resolveCommit(repo, r.ref, r.what))) };
}
/** Resolves a ref to a commit SHA, or explains why it cannot. */
async function resolveCommit(repo, ref, what) {
    checkRef(ref, what);
    try {
        // simple-git resolves a silent non-zero exit with empty output: only a SHA counts.
        const sha = (await raw(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])).trim();
        if (!SHA.test(sha))
            throw new Error('not found');
        return sha;
    }
    catch {
        const hint = (await isShallow(repo)) ? `; ${SHALLOW_HINT}` : '';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`unknown ${what} ref: ${JSON.stringify(ref)} is not a commit in this repository${hint}`);
    }
}
async function mergeBase(repo, base, head) {
    try {
        return (await raw(repo, ['merge-base', base, head])).trim();
    }
    catch {
        const hint = (await isShallow(repo)) ? SHALLOW_HINT : 'the two refs share no history';
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`no merge base between ${base.slice(0, 12)} and ${head.slice(0, 12)}: ${hint}`);
    }
}
/**
 * Hashes working-tree files as `git add` would; with `write` (the default) into
 * the object store, so later reads come from git objects.
 */
function hashFiles(root, paths, { write = true } = {}) {
    return new Promise((resolve, reject) => {
        if (paths.length === 0)
            return resolve([]);
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'], { cwd: root, env: (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_3__/* .gitEnv */ .gE)() });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d.toString()));
        child.stderr.on('data', (d) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => {
            const oids = stdout.split('\n').filter(Boolean);
            if (code !== 0 || oids.length !== paths.length)
                reject(new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`git hash-object failed: ${stderr.trim()}`));
            else
                resolve(oids);
        });
        child.stdin.end(paths.map((p) => `${p}\n`).join(''));
    });
}


/***/ }),

/***/ 28281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateLines: () => (/* binding */ gateLines),
/* harmony export */   reviewGate: () => (/* binding */ reviewGate),
/* harmony export */   z: () => (/* binding */ CLEAN_MEANS)
/* harmony export */ });
/* unused harmony export VERDICT_EXIT */
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31631);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);






const VERDICT_EXIT = { clean: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.ok, findings: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.findings, incomplete: _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.EXIT.incomplete };
const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';
function evidenceReason(name, loaded, scope, missing) {
    if (loaded.status === 'missing')
        return `no ${name}: ${missing}`;
    if (loaded.status === 'invalid')
        return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
    if (loaded.status === 'other-scope')
        return `${name} answers another scope (${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(loaded.scopeSha256)}, sealed ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .short */ .h0)(scope.scopeSha256)}): the review must answer the sealed scope`;
    return undefined;
}
function coverageReasons(scope, coverage) {
    const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
    const paths = scope.files.map((f) => f.path);
    const unaccounted = paths.filter((p) => !items.has(p));
    const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
    const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
    const unexplained = waived.filter((p) => !items.get(p).reason?.trim());
    const reasons = [];
    if (unaccounted.length)
        reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unaccounted)}`);
    if (failed.length)
        reasons.push(`${failed.length} selected file(s) failed: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(failed)}`);
    if (unexplained.length)
        reasons.push(`${unexplained.length} file(s) waived without a reason: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(unexplained)}`);
    if (coverage?.run && coverage.run.stop !== 'completed')
        reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
    for (const unit of coverage ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .abandonedUnits */ .QY)(coverage) : [])
        reasons.push(`unit ${unit} was abandoned after three failed attempts in a row`);
    const completed = paths.filter((p) => items.get(p)?.outcome === 'completed');
    const done = [...completed, ...waived.filter((p) => !unexplained.includes(p))];
    return {
        reasons,
        done,
        counts: {
            selected: paths.length,
            completed: completed.length,
            waived: waived.length,
            failed: failed.length,
            unaccounted: unaccounted.length,
        },
    };
}
/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
async function reviewGate(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadScope */ .h9)(paths);
    const [coverage, findings] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(paths, scope), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(paths, scope)]);
    const reasons = [...(options.extraReasons ?? [])];
    const coverageProblem = evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established');
    const findingsProblem = evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report');
    if (coverageProblem)
        reasons.push(coverageProblem);
    if (findingsProblem)
        reasons.push(findingsProblem);
    const cov = coverageReasons(scope, coverage.status === 'ok' ? coverage.data : undefined);
    reasons.push(...cov.reasons);
    let anchored = [];
    if (findings.status === 'ok') {
        const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(options.cwd);
        anchored = await (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .anchorFindings */ .Cz)(repo.root, scope, findings.data.findings);
        const notAnchored = anchored.filter((f) => (0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT)(f) && f.anchor.status !== 'located');
        if (notAnchored.length) {
            reasons.push(`${notAnchored.length} open finding(s) not anchored: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(notAnchored.map((f) => `${f.id} (${(0,_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .describeAnchor */ .zJ)(f.anchor)})`))}; requote a longer exact excerpt`);
        }
        const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !f.evidence?.trim());
        if (noEvidence.length)
            reasons.push(`a confirmed finding needs evidence: ${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(noEvidence.map((f) => f.id))}`);
    }
    const open = anchored.filter(_anchor_js__WEBPACK_IMPORTED_MODULE_4__/* .isOpen */ .nT);
    const refuted = anchored.length - open.length;
    const verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
    const c = cov.counts;
    const headline = `${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
    return {
        id: paths.id,
        verdict,
        exitCode: VERDICT_EXIT[verdict],
        reasons,
        coverage: c,
        done: cov.done,
        findings: anchored,
        open,
        refuted,
        scope,
        headline,
        paths,
    };
}
/** What a person reads: the headline, then each reason (or what clean means). */
function gateLines(r) {
    if (r.verdict === 'incomplete')
        return [r.headline, ...r.reasons.map((x) => `- ${x}`)];
    if (r.verdict === 'clean')
        return [r.headline, CLEAN_MEANS];
    return [r.headline];
}


/***/ }),

/***/ 84232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ findingIdentity)
/* harmony export */ });
/** A finding is the same finding across reviews when path, category and normalised quote agree: never line or id. */
function findingIdentity(f) {
    const quote = f.existing_code
        .split(/\r?\n/)
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter((l) => l !== '')
        .join('\n');
    return `${f.path}\u0000${f.category}\u0000${quote}`;
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
/* unused harmony export SEVERITY_ORDER */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28281);
/* harmony import */ var _anchor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31631);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42137);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25823);




const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'];
const ICON = { clean: '✅', findings: '❌', incomplete: '⚠️' };
/** Most severe first, then by path and line, so the first 50 are the ones that matter. */
function bySeverity(findings) {
    const line = (f) => (f.anchor.status === 'located' ? f.anchor.start : Number.MAX_SAFE_INTEGER);
    return [...findings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        line(a) - line(b));
}
function findingSection(f) {
    return [
        `#### ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.severity)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.category)} · ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} in ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)((0,_anchor_js__WEBPACK_IMPORTED_MODULE_1__/* .describeAnchor */ .zJ)(f.anchor))})`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.content),
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdFence)(f.existing_code),
        ...(f.evidence ? ['', `**Evidence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.evidence)}`] : []),
        ...(f.trigger ? ['', `**Trigger.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.trigger)}`] : []),
        ...(f.consequence ? ['', `**Consequence.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.consequence)}`] : []),
        ...(f.fix ? ['', `**Fix.** ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.fix)}`] : []),
        '',
        `_${f.disposition}, ${f.confidence} confidence_`,
    ].join('\n');
}
/** The head of every report: verdict first, the coverage table, the reasons. */
function gateHeadSections(r) {
    const c = r.coverage;
    const head = [
        `## ${ICON[r.verdict]} proofgate review ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(r.id)}: **${r.verdict}**`,
        '',
        (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(r.headline),
        '',
        r.verdict === 'clean'
            ? `_${_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAN_MEANS */ .z}._`
            : r.verdict === 'findings'
                ? 'The scope is fully covered and at least one finding is open.'
                : 'The evidence is incomplete: the verdict cannot be clean or findings until every reason below is answered.',
        '',
        '| selected | completed | waived | failed | never accounted for | open findings | refuted | scope |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| ${c.selected} | ${c.completed} | ${c.waived} | ${c.failed} | ${c.unaccounted} | ${r.open.length} | ${r.refuted} | \`${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .short */ .h0)(r.scope.scopeSha256)}\` |`,
    ].join('\n');
    const sections = [head];
    if (r.reasons.length)
        sections.push(['### What is missing', '', ...r.reasons.map((x) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(x)}`)].join('\n'));
    if (r.open.length) {
        const counts = SEVERITY_ORDER.map((s) => [s, r.open.filter((f) => f.severity === s).length]).filter(([, n]) => n > 0);
        sections.push(['```mermaid', 'pie showData title Open findings by severity', ...counts.map(([s, n]) => `  "${s}" : ${n}`), '```'].join('\n'));
    }
    return sections;
}
/** Every section of the gate's report, in reading order. */
function gateSections(r) {
    const sections = gateHeadSections(r);
    const open = bySeverity(r.open);
    if (open.length)
        sections.push(`### Open findings (${open.length})`, ...open.map(findingSection));
    const refuted = r.findings.filter((f) => f.disposition === 'refuted');
    if (refuted.length)
        sections.push([
            '<details><summary>Refuted findings (' + refuted.length + ')</summary>',
            '',
            ...refuted.map((f) => `- ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.id)} ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(f.path)}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdText)(f.refutation ?? f.content)}`),
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
            ...excluded.slice(0, 500).map((e) => `| ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_2__.mdCode)(e.path)} | \`${e.reason}\` |`),
            ...(excluded.length > 500 ? [`\n_${excluded.length - 500} more in scope.json._`] : []),
            '',
            '</details>',
        ].join('\n')
        : '_No file was excluded._');
    return sections;
}


/***/ }),

/***/ 23377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ fitBytes)
/* harmony export */ });
/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character,
 * preferring a line end in the second half, and ends it with how many
 * characters were left out (`where` says where the rest is). Deterministic.
 * Redact before calling: a cut must never be what hides (or splits) a secret.
 */
function fitBytes(text, maxBytes, what = 'characters', where = ' (the full evidence is in the review folder)') {
    const buf = Buffer.from(text, 'utf8');
    if (buf.length <= maxBytes)
        return text;
    const total = [...text].length;
    const note = (omitted) => `\n\n… ${omitted} ${what} omitted${where}`;
    // Room for the note with the widest count it could carry.
    let cut = Math.max(0, maxBytes - Buffer.byteLength(note(total)));
    while (cut > 0 && (buf[cut] & 0xc0) === 0x80)
        cut--;
    const newline = buf.lastIndexOf(0x0a, cut - 1);
    if (newline > cut / 2)
        cut = newline;
    const kept = buf.subarray(0, cut).toString('utf8');
    return `${kept}${note(total - [...kept].length)}`;
}


/***/ })

};
