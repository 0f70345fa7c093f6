export const id = 9142;
export const ids = [9142,7223,308,7131,7927];
export const modules = {

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ workspace),
/* harmony export */   VV: () => (/* binding */ pullRequest),
/* harmony export */   YF: () => (/* binding */ requiredInput),
/* harmony export */   dt: () => (/* binding */ listInput),
/* harmony export */   hF: () => (/* binding */ input),
/* harmony export */   of: () => (/* binding */ refusePrivilegedTrigger),
/* harmony export */   tE: () => (/* binding */ booleanInput)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91659);
/* harmony import */ var _github_trigger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87131);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);




function workspace() {
    return process.env.GITHUB_WORKSPACE || process.cwd();
}
function input(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    return v === '' ? undefined : v;
}
function requiredInput(name) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name);
    if (v === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` is required`);
    return v;
}
/** true/false only (any case); anything else names the input. */
function booleanInput(name, fallback) {
    const v = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}
/** One value per line; blank lines and surrounding spaces dropped. */
function listInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
}
/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
function pullRequest() {
    const path = process.env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        const event = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        const pr = event.pull_request;
        const sha = (s) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) ? s : undefined);
        const baseSha = sha(pr?.base?.sha);
        const headSha = sha(pr?.head?.sha);
        if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha)
            return undefined;
        return { number: pr.number, baseSha, headSha };
    }
    catch {
        return undefined;
    }
}
/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
function refusePrivilegedTrigger(what) {
    const refusal = (0,_github_trigger_js__WEBPACK_IMPORTED_MODULE_2__.agentTriggerRefusal)(what, process.env);
    if (refusal)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(refusal);
}


/***/ }),

/***/ 16443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/review/scope.ts + 1 modules
var review_scope = __webpack_require__(22763);
// EXTERNAL MODULE: ./src/review/units.ts
var units = __webpack_require__(68467);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
;// CONCATENATED MODULE: ./src/review/render-scope.ts




const LIST_CAP = 500;
function capped(items, render, what) {
    const rows = items.slice(0, LIST_CAP).map(render);
    if (items.length > LIST_CAP)
        rows.push(`\n_${items.length - LIST_CAP} more ${what} left out here; scope.json lists them all._`);
    return rows;
}
/** The sections of a scope's job summary, headline first. */
function scopeSummarySections(scope, ruleSet) {
    const t = scope.totals;
    const sections = [];
    sections.push([
        `## proofgate review scope: ${(0,neutralise.mdCode)(scope.id)}`,
        '',
        `**${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s)** — scope \`${(0,hash/* short */.h0)(scope.scopeSha256)}\``,
        '',
        `${(0,units/* describePlan */.df)(scope.plan, t.units)} · base \`${scope.refs.baseSha.slice(0, 12)}\` · head \`${scope.refs.headSha.slice(0, 12)}\`${scope.refs.workspace ? ' + working tree' : ''} · merge base \`${scope.refs.mergeBase.slice(0, 12)}\` · rule set \`${(0,hash/* short */.h0)(ruleSet.sha256)}\` (${ruleSet.source})`,
        '',
        'Every selected file must end in `coverage.json` as completed, failed or waived (with a reason). Sealing a scope reviews nothing: no agent ran in this step.',
    ].join('\n'));
    const counts = review_scope/* EXCLUSION_REASONS */.VY.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length]).filter(([, n]) => n > 0);
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
            ...capped(scope.units, (u) => `| ${u.id} | ${u.files.map(neutralise.mdCode).join('<br>')} | ${u.changedLines} |`, 'units'),
        ].join('\n'));
    }
    sections.push(scope.excluded.length
        ? [
            '### Excluded',
            '',
            '| file | reason |',
            '| --- | --- |',
            ...capped(scope.excluded, (e) => `| ${(0,neutralise.mdCode)(e.path)} | \`${e.reason}\` |`, 'excluded files'),
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
                ...capped(files, (f) => `- ${(0,neutralise.mdCode)(f.path)}`, 'files'),
                '',
                (0,neutralise.mdFence)(rule.doc.trim(), 'markdown'),
                '',
                '</details>',
            ].join('\n'));
        }
    }
    return sections;
}

// EXTERNAL MODULE: ./src/github/summary.ts
var summary = __webpack_require__(92935);
// EXTERNAL MODULE: ./src/github/artifact.ts
var artifact = __webpack_require__(49721);
// EXTERNAL MODULE: ./src/actions/io.ts
var io = __webpack_require__(9107);
// EXTERNAL MODULE: ./src/github/log.ts
var log = __webpack_require__(53385);
;// CONCATENATED MODULE: ./src/actions/review-scope.ts








async function run() {
    const id = (0,io/* requiredInput */.YF)('id');
    const pr = (0,io/* pullRequest */.VV)();
    const ws = (0,io/* booleanInput */.tE)('workspace', false);
    // In a pull request the default base is the PR's base commit, not HEAD~1.
    const base = (0,io/* input */.hF)('base') ?? (ws ? undefined : pr?.baseSha);
    const result = await (0,review_scope.reviewScope)({
        id,
        cwd: (0,io/* workspace */.Gl)(),
        base,
        head: (0,io/* input */.hF)('head'),
        workspace: ws,
        include: (0,io/* listInput */.dt)('include'),
        exclude: (0,io/* listInput */.dt)('exclude'),
        effort: (0,io/* input */.hF)('effort'),
        dir: (0,io/* input */.hF)('dir'),
    });
    (0,log/* logUntrusted */.t)(result.lines);
    const { scope } = result;
    const folder = (0,external_node_path_.dirname)(result.files.scope);
    core/* setOutput */.uH('scope-sha', scope.scopeSha256);
    core/* setOutput */.uH('scope-short', scope.scopeSha256.slice(0, 12));
    core/* setOutput */.uH('files', String(scope.totals.files));
    core/* setOutput */.uH('changed-lines', String(scope.totals.changedLines));
    core/* setOutput */.uH('units', JSON.stringify(scope.units.map((u) => ({ id: u.id, files: u.files.length, changedLines: u.changedLines }))));
    core/* setOutput */.uH('excluded', String(scope.totals.excluded));
    core/* setOutput */.uH('review-dir', folder);
    core/* setOutput */.uH('exit-code', String(result.exitCode));
    await (0,summary/* writeSummary */.Sy)((0,summary/* fitSections */.WK)(scopeSummarySections(scope, result.ruleSet)));
    if ((0,io/* booleanInput */.tE)('upload-artifact', true)) {
        const upload = await (0,artifact/* uploadFolder */.y)((0,io/* input */.hF)('artifact-name') ?? `proofgate-review-${id}`, (0,io/* workspace */.Gl)(), folder);
        if (upload.uploaded)
            log/* log */.R.info(upload.message);
        else
            log/* log */.R.warning(upload.message);
    }
}


/***/ }),

/***/ 63040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readObjects),
/* harmony export */   F: () => (/* binding */ streamObjects)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);
/* harmony import */ var _toplevel_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17349);



/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one name per line, so a path with a newline cannot be
 * asked for (and is refused before it gets here). An object that arrived in one
 * chunk of the pipe is a view into it; one that spans chunks is copied once.
 * An exception thrown by `onObject` stops git and rejects.
 */
function streamObjects(root, names, onObject) {
    return new Promise((resolve, reject) => {
        if (names.length === 0)
            return resolve();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['cat-file', '--batch'], { cwd: root, env: (0,_toplevel_js__WEBPACK_IMPORTED_MODULE_2__/* .gitEnv */ .gE)(), stdio: ['pipe', 'pipe', 'pipe'] });
        let stderr = '';
        let failed;
        let exit;
        const ready = [];
        let handed = 0;
        let scheduled = false;
        let header = [];
        let body;
        let filled = 0;
        let oid = '';
        // The newline git writes after each object's content.
        let newline = false;
        const settle = () => {
            if (exit === undefined || scheduled)
                return;
            if (failed)
                reject(failed);
            else if (handed < names.length)
                reject(new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file stopped after ${handed} of ${names.length} objects (exit ${exit}): ${stderr.trim()}`));
            else
                resolve();
        };
        const fail = (err) => {
            failed ??= err;
            child.kill();
        };
        const hand = () => {
            scheduled = false;
            const blob = ready[handed];
            if (blob && !failed) {
                // Handed over: held from here on only as long as the caller holds it.
                ready[handed] = undefined;
                try {
                    onObject(names[handed++], blob);
                }
                catch (err) {
                    fail(err);
                }
            }
            if (handed < ready.length && !failed)
                schedule();
            else
                settle();
        };
        const schedule = () => {
            if (scheduled)
                return;
            scheduled = true;
            setImmediate(hand);
        };
        const emit = (data) => {
            if (ready.length === names.length)
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file answered more than the ${names.length} objects asked`);
            ready.push({ oid: data ? oid : '', data });
            schedule();
        };
        const parse = (chunk) => {
            let at = 0;
            while (at < chunk.length) {
                if (newline) {
                    if (chunk[at] !== 10)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError('git cat-file sent an object without its closing newline');
                    newline = false;
                    at++;
                }
                else if (body) {
                    const take = Math.min(body.length - filled, chunk.length - at);
                    chunk.copy(body, filled, at, at + take);
                    filled += take;
                    at += take;
                    if (filled === body.length) {
                        emit(body);
                        body = undefined;
                        newline = true;
                    }
                }
                else {
                    const nl = chunk.indexOf(10, at);
                    if (nl < 0) {
                        header.push(chunk.subarray(at));
                        return;
                    }
                    const line = (header.length ? Buffer.concat([...header, chunk.subarray(at, nl)]) : chunk.subarray(at, nl)).toString('utf8');
                    header = [];
                    at = nl + 1;
                    if (line.endsWith(' missing') || line.endsWith(' ambiguous')) {
                        emit(null);
                        continue;
                    }
                    const [id, , sizeText] = line.split(' ');
                    const size = Number(sizeText);
                    if (!id || !Number.isSafeInteger(size) || size < 0)
                        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git cat-file sent an unreadable header: ${JSON.stringify(line.slice(0, 100))}`);
                    oid = id;
                    if (at + size <= chunk.length) {
                        emit(chunk.subarray(at, at + size));
                        at += size;
                        newline = true;
                    }
                    else {
                        body = Buffer.allocUnsafe(size);
                        filled = 0;
                    }
                }
            }
        };
        child.stderr.on('data', (d) => (stderr += d.toString()));
        child.stdout.on('data', (chunk) => {
            if (failed)
                return;
            try {
                parse(chunk);
            }
            catch (err) {
                fail(err);
            }
        });
        child.on('error', reject);
        // git gone early (killed, or failed) is reported by `close`, not as an unhandled EPIPE.
        child.stdin.on('error', () => { });
        child.on('close', (code) => {
            exit = code;
            settle();
        });
        child.stdin.end(names.map((n) => `${n}\n`).join(''));
    });
}
/** Every object of `names`, by name, once all have arrived (see streamObjects). */
async function readObjects(root, names) {
    const out = new Map();
    await streamObjects(root, names, (name, blob) => out.set(name, blob));
    return out;
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

/***/ 17349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ar: () => (/* binding */ toplevel),
/* harmony export */   bd: () => (/* binding */ GIT_SETTINGS),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   n3: () => (/* binding */ openError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


/**
 * Every git call goes through here: literal pathspecs (no `:(top)` magic from a
 * file name), no pager, no external diff or textconv driver from the repository.
 */
const GIT_SETTINGS = { GIT_LITERAL_PATHSPECS: '1', GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
const PASSED = ['PATH', 'HOME', 'USERPROFILE', 'TMPDIR', 'TMP', 'TEMP', 'SYSTEMROOT'];
/** git gets a small, known environment: no GIT_DIR, GIT_CONFIG_* or hooks path inherited from the caller. */
function gitEnv() {
    const env = { ...GIT_SETTINGS };
    for (const k of PASSED)
        if (process.env[k] !== undefined)
            env[k] = process.env[k];
    return env;
}
/** The error for a folder git cannot open, in one line. */
function openError(cwd, why) {
    if (/not a git repository/i.test(why))
        return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`not a git repository: ${cwd} (run inside a clone, or check out the repository first)`);
    return new _text_errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`git could not open ${cwd}: ${why.trim().split('\n')[0]}`);
}
/**
 * The working tree's top folder, from one `git rev-parse` without loading simple-git: for the
 * commands that need nothing else from git (`review rules` starts in about twice `node -e 0`).
 */
function toplevel(cwd) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['rev-parse', '--show-toplevel'], { cwd, env: gitEnv() }, (err, stdout, stderr) => {
            if (err)
                reject(openError(cwd, stderr || err.message));
            else
                resolve(stdout.trim());
        });
    });
}


/***/ }),

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ uploadFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);



const BAD_NAME = /["':<>|*?\r\n\\/]/;
async function listFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(e.parentPath, e.name));
}
/**
 * Uploads a folder inside the working tree `root` as one artifact. Without the Actions runtime
 * (a local run, GHES) it uploads nothing and says where the files stay: never an error. What is
 * uploaded is a private copy of the folder's regular files: a folder that is (or passes through)
 * a link is refused, and links, FIFOs and devices inside it are left out and named.
 */
async function uploadFolder(name, root, folder) {
    if (name === '' || BAD_NAME.test(name))
        return {
            uploaded: false,
            message: `artifact name ${JSON.stringify(name)} is not valid (no quotes, colons, slashes, <>|*? or newlines)`,
        };
    if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
        return {
            uploaded: false,
            message: `no artifact uploaded: the Actions artifact runtime is absent (a local run?); the files stay in ${folder}`,
        };
    }
    try {
        const copy = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .copyRegularFiles */ .pz)(root, folder);
        const left = copy.skipped.length ? `; left out (not regular files): ${copy.skipped.slice(0, 10).join(', ')}` : '';
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(1351), __webpack_require__.e(9645)]).then(__webpack_require__.bind(__webpack_require__, 9645));
        const files = await listFiles(copy.dir);
        const res = await new DefaultArtifactClient().uploadArtifact(name, files, copy.dir, {});
        return { uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)${left}` };
    }
    catch (err) {
        return { uploaded: false, message: `artifact ${name} not uploaded: ${err.message}` };
    }
}


/***/ }),

/***/ 92935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   WK: () => (/* binding */ fitSections)
/* harmony export */ });
/* unused harmony export SUMMARY_MAX_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53385);


/** GitHub refuses a step summary over 1 MiB (and then shows none): stay well under. */
const SUMMARY_MAX_BYTES = 1024 * 1024 - 16 * 1024;
/**
 * Joins sections in order until the byte budget is spent; what does not fit is
 * named, never silently lost. Sections should be whole Markdown blocks.
 */
function fitSections(sections, maxBytes = SUMMARY_MAX_BYTES) {
    const out = [];
    let used = 0;
    for (const [i, s] of sections.entries()) {
        const size = Buffer.byteLength(s) + 2;
        if (used + size > maxBytes - 200) {
            out.push(`> [!WARNING]\n> ${sections.length - i} more section(s) left out to stay under GitHub's 1 MiB summary limit: the full evidence is in the review folder and its artifact.`);
            break;
        }
        out.push(s);
        used += size;
    }
    return `${out.join('\n\n')}\n`;
}
/**
 * Appends to the step summary; false, with a line saying why, when there is none (run outside
 * Actions) or it cannot be written (a full disk: a warning, and the verdict stands).
 */
async function writeSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.info('no GITHUB_STEP_SUMMARY: job summary skipped');
        return false;
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(file, markdown);
        return true;
    }
    catch (err) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .log */ .R.warning(`the job summary could not be written (${err.code ?? 'error'}); the verdict stands`);
        return false;
    }
}


/***/ }),

/***/ 87131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY_ASSOCIATION: () => (/* binding */ BY_ASSOCIATION),
/* harmony export */   TRUSTED_ASSOCIATIONS: () => (/* binding */ TRUSTED_ASSOCIATIONS),
/* harmony export */   agentTriggerRefusal: () => (/* binding */ agentTriggerRefusal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Which events may run an agent over a pull request's code (docs/security.md, "Triggers").
 *
 * An agent reads untrusted code; the run must not also hold what the code's author could steer.
 * `pull_request` runs a fork's code with a read-only token and no secrets, and a branch of this
 * repository was pushed by someone with write access; `push`, `workflow_dispatch`, `schedule`,
 * `merge_group`, `repository_dispatch` and the release events are started by people with write
 * access. `pull_request_target` and `workflow_run` run the base repository's workflow with its
 * secrets and a write token beside code anyone could send: always refused. Events that anyone can
 * start with a comment, a review or an issue run with the same secrets: allowed only when that
 * person is the repository's owner, a member of its organisation or a collaborator, as
 * anthropics/claude-code-action checks. Every other event is refused.
 */
const ALLOWED = new Set([
    'pull_request',
    'push',
    'workflow_dispatch',
    'schedule',
    'merge_group',
    'repository_dispatch',
    'release',
    'create',
]);
const REFUSED = new Set(['pull_request_target', 'workflow_run']);
/** Events started by a comment, a review or an issue, and the payload object naming its author. */
const BY_ASSOCIATION = {
    issue_comment: 'comment',
    pull_request_review: 'review',
    pull_request_review_comment: 'comment',
    commit_comment: 'comment',
    discussion_comment: 'comment',
    discussion: 'discussion',
    issues: 'issue',
};
const TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/** The event payload's author association for `event`, or null when absent or unreadable. */
function association(event, payloadPath) {
    if (!payloadPath)
        return null;
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(payloadPath, 'utf8'));
        const value = payload[BY_ASSOCIATION[event]]?.author_association;
        return typeof value === 'string' ? value : null;
    }
    catch {
        return null;
    }
}
/** Why `what` may not run on this workflow event, or null when it may (or when not in a workflow). */
function agentTriggerRefusal(what, env) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event))
        return null;
    const fix = 'run it on `pull_request` (see docs/security.md, "Triggers")';
    if (REFUSED.has(event))
        return `refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; ${fix}`;
    if (event in BY_ASSOCIATION) {
        const who = association(event, env.GITHUB_EVENT_PATH);
        if (who && TRUSTED_ASSOCIATIONS.includes(who))
            return null;
        return `refusing to run ${what} on \`${event}\`: its author's association is ${who ?? 'unknown'}, not ${TRUSTED_ASSOCIATIONS.join(', ')}, and this trigger holds the base repository's secrets; ${fix}, or let only the repository's people start it`;
    }
    return `refusing to run ${what} on \`${event}\`: not a trigger an agent runs on; ${fix}`;
}


/***/ }),

/***/ 84466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ reviewFolder)
/* harmony export */ });
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90108);

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The review folder `<dir>/<id>/` and the names of the evidence files in it. */
const reviewFolder = {
    files: {
        scope: 'scope.json',
        checklist: 'checklist.md',
        findings: 'findings.json',
        coverage: 'coverage.json',
        anchored: 'findings.anchored.json',
        continue: 'continue.json',
    },
    checkId(id) {
        if (id === undefined || id === '')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
        if (!ID.test(id) || id.includes('..'))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_0__.ProofgateError(`review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
        return id;
    },
};


/***/ }),

/***/ 82536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ isGeneratedOrVendored),
/* harmony export */   _p: () => (/* binding */ isSecretPath),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
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
function segments(path) {
    return path.split('/').map((s) => s.toLowerCase());
}
function extension(name) {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1) : '';
}
/** `.env*`, private keys, certificates and key stores, credential files, `credentials/`, `secrets/`: any case, any depth. */
function isSecretPath(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => SECRET_DIRS.has(s)))
        return true;
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
/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
function isGeneratedOrVendored(path) {
    const segs = segments(path);
    const name = segs[segs.length - 1] ?? '';
    if (segs.slice(0, -1).some((s) => GENERATED_DIRS.has(s)))
        return true;
    if (LOCKFILES.has(name))
        return true;
    return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}
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

/***/ 34919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ DEFAULT_REVIEW_DIR),
/* harmony export */   h: () => (/* binding */ scopeHash)
/* harmony export */ });
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25823);

// Apart from scope.ts, so that the commands that read a sealed scope (anchor, gate) do not load
// what sealing one needs (git diff, globs, rules).
const DEFAULT_REVIEW_DIR = '_bmad-output/review';
/** Removes the fields that are not part of the sealed identity, then hashes the rest canonically. */
function scopeHash(scope) {
    const { id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
    return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_text_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(sealed));
}


/***/ }),

/***/ 18140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VX: () => (/* binding */ readRegular),
/* harmony export */   XK: () => (/* binding */ privateDir),
/* harmony export */   XS: () => (/* binding */ readTextCapped),
/* harmony export */   ZJ: () => (/* binding */ writeJsonAtomic),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   nM: () => (/* binding */ removeFile),
/* harmony export */   pz: () => (/* binding */ copyRegularFiles)
/* harmony export */ });
/* unused harmony export confined */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90108);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);








/**
 * Every file proofgate reads as evidence or writes goes through here. A path is taken only
 * inside its working tree (`root`) and never through a symbolic link below it: a pull request
 * can commit `_bmad-output` as a link to `~`, `/tmp` or `.git/hooks`, and a plain `mkdir -p` and
 * `writeFile` (or `readFile`, or an artifact upload) would follow it. What lies above `root` is
 * the runner's, not the repository's, and is not checked.
 */
// Windows has neither flag; there a link is refused by the lstat walk alone.
const OPEN_READ = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/** Why `path` may not be used inside `root`, or undefined with the absolute path when it may. */
async function placeProblem(root, path) {
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root);
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(base, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(base, abs);
    if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel))
        return {
            abs,
            problem: `is outside the working tree ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(base)}: proofgate reads and writes only inside it; give a path inside it`,
        };
    let at = base;
    const segs = rel === '' ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep);
    for (const [i, seg] of segs.entries()) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(at, seg);
        let info;
        try {
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(at);
        }
        catch (err) {
            if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
                return { abs };
            throw err;
        }
        const shown = (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(segs.slice(0, i + 1).join('/'));
        if (info.isSymbolicLink())
            return {
                abs,
                problem: i === segs.length - 1
                    ? 'is a symbolic link: only regular files are read or written; remove the link'
                    : `passes through ${shown}, a symbolic link (a committed link could lead outside the working tree): remove the link or choose another folder`,
            };
        if (i < segs.length - 1 && !info.isDirectory())
            return { abs, problem: `passes through ${shown}, which is not a folder: move it or choose another folder` };
    }
    return { abs };
}
/**
 * The absolute path of `path` (relative to `root`), refused with one line when it leaves the
 * working tree or passes through a symbolic link.
 */
async function confined(root, path) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(abs)}: it ${problem}`);
    return abs;
}
async function readAll(fh, maxBytes) {
    const chunks = [];
    let total = 0;
    for (;;) {
        const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, maxBytes + 1 - total));
        const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0)
            return Buffer.concat(chunks, total);
        chunks.push(chunk.subarray(0, bytesRead));
        total += bytesRead;
        // A file that grows past its cap while being read is refused like one that was too large.
        if (total > maxBytes)
            return null;
    }
}
/** Opens a regular file without following a link or blocking on a FIFO; anything else is refused. */
async function openRegular(abs) {
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(abs);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { status: 'missing' };
        throw err;
    }
    // Checked before opening: opening a FIFO or a device can block or act.
    if (info.isSymbolicLink())
        return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
    if (info.isDirectory())
        return { status: 'refused', reason: 'is a folder, not a file' };
    if (!info.isFile())
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(abs, OPEN_READ);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            return { status: 'missing' };
        if (code === 'ELOOP')
            return { status: 'refused', reason: 'is a symbolic link (only regular files are read)' };
        throw err;
    }
    // Checked again on what was opened: the name may have been swapped since the lstat.
    const opened = await fh.stat();
    if (!opened.isFile()) {
        await fh.close();
        return { status: 'refused', reason: 'is not a regular file (a FIFO, socket or device is never read)' };
    }
    return { fh, size: opened.size };
}
/**
 * A regular file inside `root` of at most `maxBytes`, read whole. Links (anywhere below `root`),
 * FIFOs, sockets and devices are refused without being followed or read; the size is checked
 * before a byte is read and again while reading.
 */
async function readRegular(root, path, maxBytes) {
    const { abs, problem } = await placeProblem(root, path);
    if (problem)
        return { status: 'refused', reason: problem };
    const opened = await openRegular(abs);
    if ('status' in opened)
        return opened;
    const { fh, size } = opened;
    try {
        if (size > maxBytes)
            return { status: 'too-large', size };
        const bytes = await readAll(fh, maxBytes);
        return bytes ? { status: 'ok', bytes } : { status: 'too-large', size: maxBytes + 1 };
    }
    finally {
        await fh.close();
    }
}
/**
 * A file's text when it is at most `maxBytes`, else null. A missing file throws an ENOENT error
 * (callers decide what absence means); a link, FIFO or device is a ProofgateError.
 */
async function readTextCapped(root, path, maxBytes) {
    const read = await readRegular(root, path, maxBytes);
    if (read.status === 'ok')
        return read.bytes.toString('utf8');
    if (read.status === 'too-large')
        return null;
    if (read.status === 'missing')
        throw Object.assign(new Error(`${path}: no such file`), { code: 'ENOENT' });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(root, path))} ${read.reason}`);
}
/**
 * Write to a temp file beside the target, then rename: readers never see half a
 * file, and a failure (read-only folder, full disk) leaves the old file whole and
 * says what could not be written. The target must be inside `root`, through no link.
 */
async function writeFileAtomic(root, path, data) {
    const target = await confined(root, path);
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(target)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_4__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        // The folders just made are checked too; `wx` never opens an existing name (nor a link).
        await confined(root, target);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, data, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, target);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError)
            throw err;
        const code = err.code ?? 'error';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`cannot write ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(target)} (${code}): check that the folder is writable and the disk has room; nothing was half-written`);
    }
}
function writeJsonAtomic(root, path, value) {
    return writeFileAtomic(root, path, `${JSON.stringify(value, null, 2)}\n`);
}
/** Removes a file inside `root` (never through a link below it); a missing file is fine. */
async function removeFile(root, path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(await confined(root, path), { force: true });
}
/** A fresh folder only this process knows, under the runner's temp folder when there is one. */
function privateDir(prefix) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)(), `proofgate-${prefix}-`));
}
/**
 * Copies the regular files of `folder` (inside `root`, itself no link) into a fresh private
 * folder, the same relative paths; links, FIFOs, sockets and devices are left out and named.
 * What leaves the runner (an artifact) is read from the copy, so nothing is uploaded through a link.
 */
async function copyRegularFiles(root, folder) {
    const from = await confined(root, folder);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(from);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__.ProofgateError(`refusing ${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(from)}: it is not a folder`);
    const dir = await privateDir('copy');
    const skipped = [];
    let files = 0;
    for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(from, { withFileTypes: true, recursive: true })) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(e.parentPath, e.name);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(from, abs);
        if (e.isDirectory())
            continue;
        const opened = e.isFile() ? await openRegular(abs) : { status: 'refused', reason: '' };
        if ('status' in opened) {
            if (opened.status !== 'missing')
                skipped.push((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')));
            continue;
        }
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel)), { recursive: true });
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(opened.fh.createReadStream({ autoClose: false }), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, rel), { flags: 'wx' }));
            files++;
        }
        finally {
            await opened.fh.close();
        }
    }
    return { dir, files, skipped: skipped.sort() };
}


/***/ }),

/***/ 25823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   n2: () => (/* binding */ sortByBytes),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90108);


function sha256(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** The 12-hex short form shown to people; the full hash is what files quote. */
function short(hash) {
    return hash.slice(0, 12);
}
/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, arrays in order.
 * Our sealed documents hold only strings, integers, booleans and null, so this
 * matches RFC 8785 for them (strings serialise as JSON.stringify does); other
 * numbers are refused rather than guessed.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => {
        // A refusal, not a crash: the documents hashed here come from files anyone can edit.
        if (typeof v === 'number' && !Number.isSafeInteger(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__.ProofgateError(`canonical JSON holds integers only (at most 2^53 - 1), got ${v}`);
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}
/** Sorts by the UTF-8 bytes of `key(item)`, encoding each key once. */
function sortByBytes(items, key) {
    const keyed = items.map((item) => ({ item, k: Buffer.from(key(item), 'utf8') }));
    keyed.sort((a, b) => Buffer.compare(a.k, b.k));
    return keyed.map((x) => x.item);
}


/***/ })

};
