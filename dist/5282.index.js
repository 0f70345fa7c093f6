export const id = 5282;
export const ids = [5282];
export const modules = {

/***/ 25282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ futureTime),
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   Pc: () => (/* binding */ storeRun),
/* harmony export */   Rf: () => (/* binding */ RUN_MAX_BYTES),
/* harmony export */   VS: () => (/* binding */ storedText),
/* harmony export */   bM: () => (/* binding */ statuses),
/* harmony export */   d2: () => (/* binding */ runErrors),
/* harmony export */   gI: () => (/* binding */ changedOutside),
/* harmony export */   lR: () => (/* binding */ loadRuns),
/* harmony export */   le: () => (/* binding */ runText),
/* harmony export */   rn: () => (/* binding */ CLOCK_SKEW_MS),
/* harmony export */   uR: () => (/* binding */ instant),
/* harmony export */   ye: () => (/* binding */ pastSave)
/* harmony export */ });
/* unused harmony exports RUNS_MAX_BYTES, RUNS_MAX_FILES, byTime */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72135);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39559);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42137);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95223);









const RUN_MAX_BYTES = 1024 * 1024;
/**
 * What one recipe's runs may hold in all, in the work tree and at the base together: every run read is
 * held (the gate weighs each against the latest), so a folder of thousands of 1 MiB files (a pull
 * request's, compressed by git to nothing) took twice its bytes of heap and stopped node mid-read.
 * A real recipe plays a few runs of some KiB each per version.
 */
const RUNS_MAX_BYTES = 32 * 1024 * 1024;
const RUNS_MAX_FILES = 2000;
/** The text a run is stored and exported as; the page writes the same bytes. */
function runText(run) {
    return `${JSON.stringify(run, null, 2)}\n`;
}
/**
 * What makes a run unusable for this spec id: schema errors, then answers
 * that name an unknown or repeated expectation. Checked against the current
 * spec only when the run answers the current revision.
 */
async function runErrors(data, spec, currentSha) {
    const errors = await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrors */ .d)('uat-run', data);
    if (errors.length)
        return errors;
    const run = data;
    // Format 2 is bound to the code it tested; 1 predates that and records none.
    if ((run.schema === 'bmad-plus/uat-run/2') !== (run.code !== undefined))
        return [
            run.code === undefined ? '/code: format 2 records the code the run tested' : `/code: format 1 records no code (it is ${run.schema})`,
        ];
    if (run.specId !== spec.id)
        return [`/specId: is ${JSON.stringify(run.specId)}, not ${JSON.stringify(spec.id)}`];
    // The file is named after it: the schema's pattern alone lets `a..b` through.
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        return [`/runId: ${JSON.stringify(run.runId)} is not a valid run id (no "..")`];
    const out = timeErrors(run);
    if (out.length || run.specSha256 !== currentSha)
        return out;
    // The revision it answers says which version it is: a record that says another is no run of it.
    if (run.specVersion !== spec.version)
        return [`/specVersion: is ${JSON.stringify(run.specVersion)}, but the revision it answers is version ${JSON.stringify(spec.version)}`];
    const known = new Set((0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec).map((e) => e.id));
    const seen = new Set();
    run.answers.forEach((a, i) => {
        if (!known.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is not in the spec`);
        else if (seen.has(a.expect))
            out.push(`/answers/${i}: expectation ${JSON.stringify(a.expect)} is answered twice`);
        seen.add(a.expect);
    });
    return out;
}
/**
 * How far ahead of this machine's clock a tester's clock may run (and, for a save `uat serve` receives,
 * behind it); the gate takes two runs this close as possibly played at once.
 */
const CLOCK_SKEW_MS = 10 * 60_000;
/** Why a time of a run or triage file cannot be taken: ahead of this clock by more than the skew allowed, else undefined. */
function futureTime(where, time) {
    return instant(time) > Date.now() + CLOCK_SKEW_MS
        ? `${where}: ${JSON.stringify(time)} is in the future (more than ${CLOCK_SKEW_MS / 60_000} min ahead of this clock)`
        : undefined;
}
/**
 * Why `uat serve` cannot take a save, stamped `updatedAt` by the page as it is made: more than the skew
 * allowed behind the server's clock (the tester's clock is behind), else undefined. A run dated back
 * seems finished before a run it overlapped began, and its disagreeing answers would be no second witness.
 */
function pastSave(run) {
    return instant(run.updatedAt) < Date.now() - CLOCK_SKEW_MS
        ? `/updatedAt: ${JSON.stringify(run.updatedAt)} is in the past (more than ${CLOCK_SKEW_MS / 60_000} min behind this clock), but the page stamps each save as it is made: the clock of the tester's computer is behind; set it right, then reload the page and start a new run`
        : undefined;
}
/** The instant an ISO 8601 time with its offset names, in ms (NaN when it names none): the order of runs and checks, never their text. */
function instant(time) {
    return Date.parse(time);
}
/** Times the schema's date-time format lets through but no clock can order (a leap second), a run that ends before it starts or well before its last save. */
function timeErrors(run) {
    const out = [];
    const times = [
        ['/startedAt', run.startedAt],
        ['/updatedAt', run.updatedAt],
        ['/finishedAt', run.finishedAt],
        ...run.answers.map((a, i) => [`/answers/${i}/at`, a.at]),
    ];
    for (const [where, t] of times)
        if (typeof t === 'string' && Number.isNaN(instant(t)))
            out.push(`${where}: ${JSON.stringify(t)} names no instant that can be ordered`);
    if (out.length)
        return out;
    const start = instant(run.startedAt);
    const saved = instant(run.updatedAt);
    if (saved < start)
        out.push('/updatedAt: is before startedAt');
    if (run.finishedAt !== null && instant(run.finishedAt) < start)
        out.push('/finishedAt: is before startedAt');
    // The page stamps the finish in the save that makes it, and saves nothing more to a finished run: a
    // finish dated well before the last save ends the run before runs it overlapped began.
    if (run.finishedAt !== null && instant(run.finishedAt) + CLOCK_SKEW_MS < saved)
        out.push(`/finishedAt: ${JSON.stringify(run.finishedAt)} is more than ${CLOCK_SKEW_MS / 60_000} min before the run's last save (${JSON.stringify(run.updatedAt)}), but the page stamps the finish in that save`);
    // The page stamps every answer between the start and the save that holds it, and takes none once the run is finished.
    const last = run.finishedAt !== null ? Math.min(saved, instant(run.finishedAt)) : saved;
    run.answers.forEach((a, i) => {
        if (a.at !== undefined && (instant(a.at) < start || instant(a.at) > last))
            out.push(`/answers/${i}/at: ${JSON.stringify(a.at)} is outside the run (started ${run.startedAt}, ${run.finishedAt !== null ? `finished ${run.finishedAt}` : `last saved ${run.updatedAt}`})`);
    });
    // A run dated ahead of this clock would stay "the latest run" and hide every run played after it.
    for (const [where, t] of times) {
        const ahead = typeof t === 'string' ? futureTime(where, t) : undefined;
        if (ahead)
            out.push(ahead);
    }
    return out;
}
/** Oldest first by the instant the run started, then by its last save; the run id only breaks a tie of instants. */
function byTime(a, b) {
    return (instant(a.run.startedAt) - instant(b.run.startedAt) ||
        instant(a.run.updatedAt) - instant(b.run.updatedAt) ||
        (a.run.runId < b.run.runId ? -1 : a.run.runId > b.run.runId ? 1 : 0));
}
/** Per-expectation status of a run (unanswered ones are `null`). */
function statuses(run) {
    return new Map(run.answers.map((a) => [a.expect, { status: a.status, note: a.note }]));
}
function tally(run, spec) {
    const t = { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 };
    const s = statuses(run);
    for (const e of (0,_spec_js__WEBPACK_IMPORTED_MODULE_8__/* .expectations */ .Eu)(spec))
        t[s.get(e.id)?.status ?? 'todo']++;
    return t;
}
/** A stored run read leniently (any object), only to compare a base's copy with the change's. */
function lenient(text) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBounded */ .nh)(text);
    return parsed.ok && parsed.data !== null && typeof parsed.data === 'object' ? parsed.data : undefined;
}
/** What fixes a run when it begins: a copy that changes any of these is another run, not this one carried on. */
const FIXED_AT_START = ['schema', 'specId', 'specVersion', 'specSha256', 'code', 'runId', 'tester', 'startedAt'];
function editsBaseRun(held, text, { where, gated }) {
    if (held === text)
        return undefined;
    const was = lenient(held);
    if (!was)
        return undefined;
    if (typeof was.finishedAt === 'string')
        return `it edits a finished run ${where} holds: a finished run is evidence, never edited (${gated}); restore it`;
    const now = lenient(text) ?? {};
    const changed = FIXED_AT_START.filter((k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]));
    if (typeof was.revision === 'number' && !(typeof now.revision === 'number' && now.revision > was.revision))
        changed.push(`revision (not after the held copy's ${was.revision})`);
    const answers = Array.isArray(now.answers) ? now.answers : [];
    for (const a of Array.isArray(was.answers) ? was.answers : []) {
        if (a?.status === null || typeof a?.expect !== 'string')
            continue;
        const same = answers.filter((b) => b?.expect === a.expect);
        if (same.length !== 1 || JSON.stringify(same[0]) !== JSON.stringify(a))
            changed.push(`the answer to ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(a.expect)}`);
    }
    const early = backdated(was, now);
    if (!changed.length && !early.length)
        return undefined;
    const what = [
        ...(changed.length ? [`changes what the unfinished run ${where} holds already records (${changed.join(', ')})`] : []),
        ...(early.length
            ? [`dates ${early.join(', ')} before the last save ${where} holds of the unfinished run (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(was.updatedAt))})`]
            : []),
    ].join(', and ');
    return `it ${what}: a run goes on only as its tester plays it (later saves, answers to the checks still open, its finish); ${gated}; restore it, or play a new run`;
}
/**
 * The times of the change's copy `now` that come before the base copy's last save, `was.updatedAt`:
 * its own last save, its finish, and each answer the base does not hold as it is. The page stamps each
 * as it is made, after every save the base holds: one dated before it would finish the run before
 * another it overlapped began, or answer a writing step before a write check made after it.
 */
function backdated(was, now) {
    if (typeof was.updatedAt !== 'string')
        return [];
    const last = instant(was.updatedAt);
    const before = (t) => typeof t === 'string' && instant(t) < last;
    const held = new Set((Array.isArray(was.answers) ? was.answers : []).map((a) => JSON.stringify(a)));
    const added = (Array.isArray(now.answers) ? now.answers : []).filter((a) => !held.has(JSON.stringify(a)));
    return [
        ...['updatedAt', 'finishedAt'].filter((k) => before(now[k])),
        ...added.filter((a) => before(a?.at)).map((a) => `the answer to ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(a?.expect))}`),
    ];
}
/** One stored file read as a run of `spec` (its name must be `<runId>.json`), into `out`. */
async function readRun(out, file, name, text, spec, currentSha) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStrictText */ .Yg)(text);
    if (!parsed.ok) {
        out.invalid.push({ file, errors: parsed.errors.map((e) => `not a run: ${e}`) });
        return;
    }
    const run = parsed.data;
    const errors = await runErrors(parsed.data, spec, currentSha);
    // A run is stored under its id: a copy under another name (`x.json.orig` renamed back, a second
    // copy edited) is not the run it names.
    if (!errors.length && name !== `${run.runId}.json`)
        errors.push(`the file is named ${JSON.stringify(name)}, but its runId is ${JSON.stringify(run.runId)}: a run is stored as <runId>.json`);
    if (errors.length)
        out.invalid.push({ file, errors });
    else
        out.runs.push({ run, file, stale: run.specSha256 !== currentSha });
}
const SHA_LIKE = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * One run's copies git holds, in order, against the working tree's. Each copy that does not edit the
 * one before it carries the run on; one that does is passed over, so the evidence is the run as its
 * tester last carried it on. The working tree's copy that edits it is no usable run (named), and a
 * run it edits or removes is read from that held copy: a run is evidence, whichever commit wrote it.
 */
async function readHeld(out, held, names, texts, spec, currentSha) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(held[0]?.file ?? '');
    const removed = names.includes(name) ? '' : 'this change removes it';
    let evidence;
    for (const copy of held) {
        if (!copy.data || copy.data.length > RUN_MAX_BYTES) {
            // The working tree's copy is judged on its own; one it no longer holds is named.
            if (removed)
                out.invalid.push({ file: heldFile(copy, removed), errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
            continue;
        }
        const text = copy.data.toString('utf8');
        if (!evidence || !editsBaseRun(evidence.text, text, evidence.copy.at))
            evidence = { copy, text };
    }
    if (!evidence)
        return;
    if (!removed) {
        const edit = editsBaseRun(evidence.text, texts.get(name) ?? '', evidence.copy.at);
        if (!edit)
            return;
        const edited = evidence.copy.file;
        out.runs = out.runs.filter((r) => r.file !== edited);
        out.invalid = out.invalid.filter((r) => r.file !== edited);
        out.invalid.push({ file: edited, errors: [edit] });
    }
    await readRun(out, heldFile(evidence.copy, removed), name, evidence.text, spec, currentSha);
}
/** A held copy's file as messages name it: where git holds it. */
function heldFile(copy, note) {
    return `${copy.file} (at ${copy.at.where}${note ? `; ${note}` : ''})`;
}
/**
 * Every run in results/<ID>/, oldest first by start time; unusable files are listed, never dropped
 * silently. Given the base a change merges into, a run the base holds that the working tree no
 * longer has (deleted, or renamed to a name no run has) is read from the base: a run is evidence,
 * and a change that removes the latest, failing one does not make an older pass the latest.
 */
async function loadRuns(folder, spec, currentSha, base) {
    const dir = folder.results(spec.id);
    const isRunName = (n) => n.endsWith('.json') && !n.startsWith('.');
    let names;
    try {
        // Never through a link (a committed `results/<id>` may loop or lead out of the tree): refused by name.
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .confined */ .dg)(folder.tree, dir))).filter(isRunName).sort();
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOTDIR')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder.tree, dir) || dir} is a file, not a folder: the runs of ${spec.id} are stored in it, one file per run`);
        if (code !== 'ENOENT')
            throw err;
        names = [];
    }
    const out = { runs: [], invalid: [] };
    const budget = { files: RUNS_MAX_FILES, bytes: RUNS_MAX_BYTES, unread: 0 };
    /** Whether another file may be read (its bytes are counted once read); past the budget it is counted as not read. */
    const mayRead = () => {
        if (budget.files > 0 && budget.bytes > 0) {
            budget.files -= 1;
            return true;
        }
        budget.unread += 1;
        return false;
    };
    /** The text of each file read, by name, for comparing with the base's. */
    const texts = new Map();
    for (const name of names) {
        if (!mayRead())
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        const text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readTextCapped */ .XS)(folder.tree, file, RUN_MAX_BYTES).catch((err) => {
            if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
                return err;
            throw err;
        });
        if (text instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError)
            out.invalid.push({ file, errors: [`not a run: ${text.message}`] });
        else if (text === null)
            out.invalid.push({ file, errors: [`not a run: larger than ${RUN_MAX_BYTES / 1024} KiB`] });
        else {
            budget.bytes -= Buffer.byteLength(text);
            texts.set(name, text);
            await readRun(out, file, name, text, spec, currentSha);
        }
    }
    if (base) {
        // Each name's copies, the base's first, then each a commit of the change held, oldest first.
        const copies = new Map();
        const add = (c) => copies.set((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(c.file), [...(copies.get((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(c.file)) ?? []), c]);
        for (const f of (await base.list(dir)).filter((f) => isRunName((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f))))
            add({ file: f, key: f, at: { where: `the base ${base.short}`, gated: "the base's is gated" } });
        for (const v of (await base.versions(dir)).filter((v) => isRunName((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(v.file))))
            add({ file: v.file, key: v.oid, at: { where: `commit ${v.commit} of this change`, gated: 'the copy it held is gated' } });
        const all = [...copies.values()];
        // Read from git a few names at a time, so that what the budget refuses is never held.
        for (let i = 0; i < all.length; i += 16) {
            const group = all.slice(i, i + 16).map((held) => held.filter(() => mayRead()));
            const keys = group.flat().map((c) => c.key);
            const fromBase = await base.read(keys.filter((k) => !SHA_LIKE.test(k)));
            const fromChange = await base.blobs(keys.filter((k) => SHA_LIKE.test(k)));
            for (const held of group) {
                const read = held.map((c) => ({ ...c, data: fromBase.get(c.key) ?? fromChange.get(c.key) ?? null }));
                for (const c of read)
                    budget.bytes -= Math.min(c.data?.length ?? 0, RUN_MAX_BYTES + 1);
                await readHeld(out, read, names, texts, spec, currentSha);
            }
        }
    }
    // Fail closed in one line: the latest run may be among those not read.
    if (budget.unread)
        out.overflow = {
            folder: dir,
            why: `holds more runs than the gate reads (${RUNS_MAX_BYTES / 1024 / 1024} MiB, ${RUNS_MAX_FILES} files): ${budget.unread} file(s) not read, the latest among them perhaps; not a pass: take out of it what is no run of this recipe`,
        };
    out.runs.sort(byTime);
    return out;
}
/** The bytes of a stored run file; undefined when there is none that can be read as a regular file. */
async function storedText(folder, file) {
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegular */ .VX)(folder.tree, file, RUN_MAX_BYTES);
    return read.status === 'ok' ? read.bytes.toString('utf8') : undefined;
}
/**
 * Why a run file no longer holds `wrote`, the bytes its writer last put there (someone else changed or
 * removed it), else undefined: any field counts, answers, notes, tester, times or revision alike.
 */
function changedOutside(onDisk, wrote) {
    if (onDisk === wrote)
        return undefined;
    const revision = JSON.parse(wrote).revision;
    return `the run file was ${onDisk === undefined ? 'removed or replaced' : 'changed'} outside the page after the page saved revision ${revision} there: nothing is saved over it and the run cannot be saved or finished here, so that the tester signs only what they answered on the page (their answers stay in their browser: Export); the file is left as it is for the team`;
}
async function stored(folder, file) {
    const text = await storedText(folder, file);
    if (text === undefined)
        return undefined;
    const data = lenient(text);
    return { text, ...(data ? { data } : {}) };
}
/**
 * Writes a checked run to results/<ID>/<runId>.json atomically. A run for
 * another revision is refused, and a finished run is never replaced; the newer copy (higher revision) wins, so an
 * old tab or a late request never overwrites more recent answers. Given
 * `wrote`, the bytes this writer last stored for the run, a file holding
 * anything else was changed by someone else: refused, never written over.
 */
async function storeRun(folder, run, currentSha, wrote) {
    if (!(0,_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .isRunId */ .P)(run.runId))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`runId ${JSON.stringify(run.runId)} is not a valid run id`);
    const file = folder.run(run.specId, run.runId);
    if (run.specSha256 !== currentSha) {
        return {
            stored: false,
            file,
            reason: 'revision',
            message: `the run answered spec revision ${run.specSha256.slice(0, 12)}, the current one is ${currentSha.slice(0, 12)}: rebuild the page and replay`,
        };
    }
    const text = runText(run);
    const onDisk = await stored(folder, file);
    const outside = wrote === undefined ? undefined : changedOutside(onDisk?.text, wrote);
    if (outside)
        return { stored: false, file, reason: 'changed-outside', message: outside };
    // The same copy again (a retried request) is already stored.
    if (onDisk?.text === text)
        return { stored: true, file };
    const before = onDisk?.data;
    // The page fixes a run's tester and start when it begins: a copy naming others is another run.
    if (typeof before?.tester === 'string' && (before.tester !== run.tester || before.startedAt !== run.startedAt)) {
        return {
            stored: false,
            file,
            reason: 'another-run',
            message: `run ${run.runId} was started by ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(before.tester))} at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(String(before.startedAt))}; a copy naming another tester or start is another run (a run of its own has its own id)`,
        };
    }
    if (typeof before?.revision === 'number' && before.revision >= run.revision) {
        return {
            stored: false,
            file,
            reason: 'older',
            message: `a copy with revision ${before.revision} is already stored; revision ${run.revision} is not newer`,
        };
    }
    // A finished run is evidence: the page saves nothing after its finish, so no copy (an import, a
    // save to a server started since) replaces it, whatever its revision.
    if (typeof before?.finishedAt === 'string')
        return {
            stored: false,
            file,
            reason: 'finished',
            message: `run ${run.runId} finished at ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_7__.visible)(before.finishedAt)}: a finished run is evidence, never replaced (play a new run)`,
        };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(folder.tree, file, text);
    return { stored: true, file };
}


/***/ })

};
