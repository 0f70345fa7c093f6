export const id = 2783;
export const ids = [2783];
export const modules = {

/***/ 57604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ writeAttemptRecord),
/* harmony export */   Eu: () => (/* binding */ openAttempt),
/* harmony export */   W8: () => (/* binding */ attemptRecords),
/* harmony export */   h5: () => (/* binding */ lastAttemptReasons),
/* harmony export */   iq: () => (/* binding */ abandonedInScope),
/* harmony export */   kE: () => (/* binding */ attemptRecordProblem),
/* harmony export */   s_: () => (/* binding */ unfinishedAttempts)
/* harmony export */ });
/* unused harmony exports ATTEMPT_SCHEMA, attemptNumbers */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90108);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(23377);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72135);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(73219);









const ATTEMPT_SCHEMA = 'proofgate/review-attempt/1';
const RECORD = 'attempt.json';
const RECORD_MAX_BYTES = 1024 * 1024;
const attemptsDir = (paths) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.attempts);
function attemptAt(paths, n) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptsDir(paths), String(n));
    return { root: paths.root, n, folder, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
}
/** The attempt numbers present, ascending. */
async function attemptNumbers(paths) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, attemptsDir(paths))).catch(() => []);
    return names
        .filter((n) => /^[1-9][0-9]{0,8}$/.test(n))
        .map(Number)
        .sort((a, b) => a - b);
}
/** Creates the next attempt's folder; two runs at once each get their own (mkdir is the lock). */
async function openAttempt(paths) {
    // Inside the working tree and through no link, checked again once the folders exist.
    const dir = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, attemptsDir(paths));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot create ${dir} (${err.code ?? 'error'}): check that the review folder is writable`);
    });
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .confined */ .dg)(paths.root, dir);
    for (let n = ((await attemptNumbers(paths)).at(-1) ?? 0) + 1;; n++) {
        const attempt = attemptAt(paths, n);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(attempt.folder);
            return attempt;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_4__.ProofgateError(`cannot create ${attempt.folder} (${err.code ?? 'error'})`);
        }
    }
}
async function writeAttemptRecord(attempt, record) {
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJsonAtomic */ .ZJ)(attempt.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attempt.folder, RECORD), { schema: ATTEMPT_SCHEMA, attempt: attempt.n, ...record });
}
/** Attempt N's record, when it has a valid one. */
async function recordOf(paths, n) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readStrictJson */ .Sr)(paths.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptAt(paths, n).folder, RECORD), RECORD_MAX_BYTES);
    return read.status === 'ok' && (await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)('review-attempt', read.data)).length === 0 ? read.data : undefined;
}
/** The records of the attempts, newest first; a missing or invalid record is skipped (never trusted). */
async function attemptRecords(paths) {
    const out = [];
    for (const n of (await attemptNumbers(paths)).reverse()) {
        const record = await recordOf(paths, n);
        if (record)
            out.push(record);
    }
    return out;
}
const ownersOf = (r) => r.kind === 'merge' ? (r.reviewers ?? [null]).map((x) => x ?? undefined) : [r.reviewer];
/**
 * The attempts that never ended, whatever the dispatch: a record that says `ended: false`, or a
 * folder with no valid record (proofgate stopped as it opened it). What such an attempt wrote may
 * be half-done. Another scope's are passed over.
 */
async function unfinishedAttempts(paths, scope) {
    const all = [];
    for (const n of await attemptNumbers(paths))
        all.push({ n, record: await recordOf(paths, n) });
    const ours = all.filter((a) => a.record === undefined || a.record.scopeSha256 === scope.scopeSha256);
    const endedLater = (n, owner) => ours.some(({ n: m, record: r }) => m > n && r !== undefined && r.ended !== false && !r.deferred && (owner === null || ownersOf(r).includes(owner)));
    return ours.flatMap(({ n, record }) => {
        if (!record)
            return [{ n, settled: endedLater(n, null) }];
        if (record.ended !== false)
            return [];
        const owners = ownersOf(record);
        const settled = owners.every((o) => endedLater(n, o));
        return [{ n, kind: record.kind, owners, units: record.units, ...(record.part ? { part: true } : {}), settled }];
    });
}
/**
 * How an agent attempt went for the units it was asked, as proofgate recorded it: failed when it
 * ended with a reason (the agent exited non-zero, timed out, was killed, wrote no valid part,
 * breached its boundary), completed when it ended without one. A run stood down before it started
 * asked nothing, and one that never ended is outstanding (the gate waits for it), so neither counts.
 */
function observedOutcome(r) {
    if (r.kind !== 'agent' || r.deferred || r.ended === false)
        return undefined;
    return r.reasons.length ? 'failed' : 'completed';
}
/**
 * The units proofgate itself saw fail three times in a row in this scope, per reviewer (a run of
 * no one reviewer is its own line): the agent's units[] is its word, these records are proofgate's,
 * and they are never deleted, so no later return, --resume or merge clears them.
 */
async function observedAbandoned(paths, scope) {
    const history = new Map();
    for (const r of (await attemptRecords(paths)).reverse()) {
        const outcome = r.scopeSha256 === scope.scopeSha256 ? observedOutcome(r) : undefined;
        if (outcome === undefined)
            continue;
        for (const unit of r.units) {
            const key = JSON.stringify([r.reviewer ?? null, unit]);
            const line = history.get(key) ?? history.set(key, { unit, attempts: [] }).get(key);
            line.attempts.push(outcome);
        }
    }
    return [...history.values()].filter((h) => (0,_evidence_js__WEBPACK_IMPORTED_MODULE_7__.isAbandoned)(h.attempts)).map((h) => h.unit);
}
/**
 * The units abandoned for this scope: three failed attempts in a row in the agent's units[]
 * (coverage.json) or in proofgate's own attempt records, whichever says so.
 */
async function abandonedInScope(paths, scope, coverage) {
    return [...new Set([...(coverage ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_7__.abandonedUnits)(coverage) : []), ...(await observedAbandoned(paths, scope))])];
}
/**
 * Why the part in `dir` cannot be taken, when `dir` is an attempt's folder (it holds proofgate's
 * record): its run never ended, was stood down, or ended with a reason (the agent failed, timed out,
 * breached its boundary, wrote an invalid part). An agent that wrote a complete part and then died
 * half-way did not review what the part claims. Given the part's claim, also where the record
 * disagrees with it (recordDisagrees). A folder with no record (a job's artifact) is judged by its
 * part alone.
 */
async function attemptRecordProblem(root, dir, part) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readStrictJson */ .Sr)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, RECORD), RECORD_MAX_BYTES);
    if (read.status === 'missing')
        return undefined;
    if (read.status !== 'ok' || (await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaErrors */ .d)('review-attempt', read.data)).length)
        return `its ${RECORD} is not a valid attempt record, so how its run ended is unknown`;
    const record = read.data;
    if (record.deferred)
        return `its run was stood down before it started (${record.reasons[0] ?? 'deferred'})`;
    if (record.ended === false)
        return 'its run never ended (proofgate stopped while the agent ran)';
    if (record.reasons.length)
        return `the run that wrote this part did not end cleanly (${(0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .cutChars */ .oN)(record.reasons[0], 300)})`;
    return part && recordDisagrees(record, part);
}
/**
 * Where the part and the record of the run that wrote it disagree: a part renamed as another
 * reviewer's (its coverage edited, the record not), or one whose run reviewed another scope. The
 * record is proofgate's; the part is the agent's word. (A claim on another unit's files is dropped
 * by the merge, as ever.)
 */
function recordDisagrees(record, { scope, reviewer }) {
    if (record.scopeSha256 !== scope.scopeSha256)
        return `its ${RECORD} is of scope ${record.scopeSha256.slice(0, 12)}, not the sealed ${scope.scopeSha256.slice(0, 12)}`;
    if (record.kind !== 'agent' || (record.reviewer ?? undefined) === reviewer)
        return undefined;
    return `its coverage.json names ${reviewer === undefined ? 'no reviewer' : `the ${reviewer} reviewer`}, but proofgate ran ${record.reviewer === undefined ? 'one agent for every reviewer' : `the ${record.reviewer} reviewer`} there`;
}
/**
 * Why the newest agent attempt of `reviewer` (the one run when undefined) was not taken: its
 * record's reasons, [] when it was taken or there is none. A run stood down before it started
 * says nothing about what the agent wrote, so it is passed over.
 */
async function lastAttemptReasons(paths, reviewer) {
    const last = (await attemptRecords(paths)).find((r) => r.kind === 'agent' && !r.deferred && r.reviewer === reviewer);
    return last?.reasons ?? [];
}


/***/ }),

/***/ 47569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eE: () => (/* binding */ writeCommitRecord),
/* harmony export */   kF: () => (/* binding */ uncommittedReason)
/* harmony export */ });
/* unused harmony export COMMIT_SCHEMA */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21789);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25823);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72135);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73219);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84466);






const COMMIT_SCHEMA = 'proofgate/review-commit/1';
const RECORD_MAX_BYTES = 64 * 1024;
/**
 * commit.json, written before the two files it names (as they will be written): until both are in
 * place one is not what it says, so a commit stopped between its writes is never taken for a whole.
 */
async function writeCommitRecord(paths, attempt, scopeSha256, texts) {
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .writeJsonAtomic */ .ZJ)(paths.root, paths.file('commit'), {
        schema: COMMIT_SCHEMA,
        scopeSha256,
        attempt,
        findings: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(texts.findings),
        coverage: (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(texts.coverage),
    });
}
/**
 * Why the review's findings.json and coverage.json are not the whole proofgate last committed: the
 * files whose bytes are not those commit.json names while an attempt from the committing one on
 * never ended (`neverEnded`: a commit stopped between its writes, an agent's change proofgate was
 * stopped before putting back), or a record that cannot be read. Files a person or a host agent
 * wrote after a commit that finished are theirs to vouch for, as before any commit; nor is a record
 * of another scope read (the folder was sealed again: its evidence answers another scope, which the
 * gate says).
 */
async function uncommittedReason(paths, scope, neverEnded) {
    const read = await (0,_text_json_js__WEBPACK_IMPORTED_MODULE_1__/* .readStrictJson */ .Sr)(paths.root, paths.file('commit'), RECORD_MAX_BYTES);
    if (read.status === 'missing')
        return undefined;
    const errors = read.status === 'ok' ? await (0,_schemas_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .schemaErrors */ .d)('review-commit', read.data) : read.errors;
    if (read.status !== 'ok' || errors.length)
        return `${_folder_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewFolder */ .B.files.commit} is not a valid commit record (${errors[0]}), so whether findings.json and coverage.json are what proofgate last wrote is unknown; run the review again (review run --resume) to write them anew`;
    const record = read.data;
    const stopped = neverEnded.find((n) => n >= record.attempt);
    if (record.scopeSha256 !== scope.scopeSha256 || stopped === undefined)
        return undefined;
    const differ = [];
    for (const name of ['findings', 'coverage']) {
        const file = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegular */ .VX)(paths.root, paths.file(name), _evidence_js__WEBPACK_IMPORTED_MODULE_4__.EVIDENCE_MAX_BYTES);
        if (file.status !== 'ok' || (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256 */ .sc)(file.bytes) !== record[name])
            differ.push(_folder_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewFolder */ .B.files[name]);
    }
    return differ.length
        ? `${(0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__.nameList)(differ)} ${differ.length > 1 ? 'are' : 'is'} not what attempt ${record.attempt} committed (${_folder_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewFolder */ .B.files.commit} holds another SHA-256), and attempt ${stopped} never ended: a commit stopped half-way, or an agent's change proofgate was stopped before putting back; run the review again (review run --resume) to commit the whole anew`
        : undefined;
}


/***/ }),

/***/ 84232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ findingIdentity),
/* harmony export */   Ak: () => (/* binding */ groupShows),
/* harmony export */   aS: () => (/* binding */ findingShows)
/* harmony export */ });
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20634);

/**
 * A finding is the same finding across reviews when path, category and quote agree: never line or
 * id. The quote is compared as anchoring reads it (a blank line inside it is kept): two quotes one
 * blank line apart name different places, so one never answers, or stands for, the other.
 */
function findingIdentity(f) {
    return `${f.path}\u0000${f.category}\u0000${(0,_line_index_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteLines */ .Cx)(f.existing_code).join('\n')}`;
}
/**
 * What a reader triages a finding by (severity, disposition): one notion for every sink, so a comment
 * or a code-scanning alert that showed a finding otherwise never stands for it. Its words, id and
 * confidence are not in it: a model writes them anew on every run.
 */
function findingShows(f) {
    return `${f.severity} ${f.disposition}`;
}
/**
 * What one comment or alert holding findings of one identity shows: each one's `findingShows`,
 * in an order no text decides. A finding joining or leaving it changes it; one alone shows its own.
 */
function groupShows(group) {
    return group.map(findingShows).sort().join(', ');
}


/***/ }),

/***/ 79129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ withReviewLock)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _agent_abort_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91331);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _agent_group_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68194);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18140);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21789);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84466);
/**
 * One writer per review folder, across processes: a second `review run` (or a gate, a merge) on the
 * folder while another writes it would fold into a whole the first then puts back, or write files the
 * first's look after its agent takes for that agent's. Node has no flock without native code, so the
 * lock is a file created whole (a hard link of a complete temporary file: never seen half-written)
 * naming its holder; a holder that died (its pid gone, or reused by a process started later) is
 * taken over. A second process refuses at once, naming the holder: a run holds it for as long as its
 * agent runs, which no bounded wait would cover.
 */












const LOCK_MAX_BYTES = 4096;
const TAKE_TRIES = 3;
/** This process's locks by folder: a command that calls another (run, then gate) takes it once; the last to end releases it. */
const held = new Map();
/** The holder a lock file names, or undefined when it names none (anything but a lock proofgate wrote). */
function parseHolder(bytes) {
    const parsed = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_8__/* .parseStrictJson */ .RJ)(bytes);
    const h = (parsed.ok && typeof parsed.data === 'object' ? parsed.data : null);
    const ok = h !== null &&
        Number.isSafeInteger(h.pid) &&
        (h.started === null || Number.isSafeInteger(h.started)) &&
        [h.host, h.command, h.since].every((s) => typeof s === 'string');
    return ok ? h : undefined;
}
/** Whether the holder still runs: on another host it cannot be asked, so it does. */
function alive(h) {
    if (h.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)())
        return true;
    const started = (0,_agent_group_js__WEBPACK_IMPORTED_MODULE_6__/* .processStarted */ .Dk)(h.pid);
    if (started !== undefined)
        return started !== null && (h.started === null || started === h.started);
    try {
        process.kill(h.pid, 0);
        return true;
    }
    catch (err) {
        return err.code !== 'ESRCH';
    }
}
function inUse(folder, file, h) {
    const elsewhere = h.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)();
    return `the review folder ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(folder)} is in use: proofgate pid ${h.pid}${elsewhere ? ` on ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(h.host)}` : ''} (${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(h.command)}) has written it since ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(h.since)}; one process writes a review folder at a time: wait for it to end, then run this again${elsewhere ? ` (if no proofgate runs there any more, remove ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)})` : ''}`;
}
/** Creates `file` holding `text`, whole, unless it exists: false then. */
async function createWhole(file, text) {
    const tmp = `${file}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, text, { flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(tmp, file);
        return true;
    }
    catch (err) {
        if (err.code === 'EEXIST')
            return false;
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(`cannot create the lock ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)} (${err.code ?? 'error'}): check that the review folder is writable`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
    }
}
/**
 * Moves a dead holder's lock aside and deletes it only when it is the lock judged dead: of two
 * processes taking it over at once one finds nothing to move, and one that moved a lock taken
 * meanwhile puts it back.
 */
async function takeOver(root, file, judged) {
    const aside = `${file}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.stale`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(file, aside);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return;
        throw err;
    }
    const moved = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegular */ .VX)(root, aside, LOCK_MAX_BYTES);
    if (moved.status !== 'ok' || !moved.bytes.equals(judged))
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(aside, file).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(aside, { force: true });
}
/**
 * The folder as the lock may be taken in it, made first when `create`; undefined when there is no
 * such folder (the command finds no scope there) or its path is refused (the command says why).
 */
async function lockable(root, folder, create) {
    const dir = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .confined */ .dg)(root, folder).catch((err) => {
        if (err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError)
            return undefined;
        throw err;
    });
    if (dir === undefined)
        return undefined;
    if (create)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(dir).catch(() => undefined))?.isDirectory() ? dir : undefined;
}
/** Takes the folder's lock for `command`, or refuses naming its holder; what it wrote, to release it by (none: no folder to lock). */
async function take(root, folder, command, create) {
    const dir = await lockable(root, folder, create);
    if (dir === undefined)
        return undefined;
    // Checked again once the folders exist: one made meanwhile may be a link.
    const file = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .confined */ .dg)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(dir, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.lock));
    const me = {
        pid: process.pid,
        started: (0,_agent_group_js__WEBPACK_IMPORTED_MODULE_6__/* .processStarted */ .Dk)(process.pid) ?? null,
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_3__.hostname)(),
        command,
        since: new Date().toISOString(),
    };
    const text = `${JSON.stringify(me)}\n`;
    for (let i = 0; i < TAKE_TRIES; i++) {
        if (await createWhole(file, text))
            return text;
        const found = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegular */ .VX)(root, file, LOCK_MAX_BYTES);
        if (found.status === 'missing')
            continue;
        const holder = found.status === 'ok' ? parseHolder(found.bytes) : undefined;
        if (found.status !== 'ok' || !holder)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)} is not a proofgate lock (${found.status === 'refused' ? found.reason : 'not its holder'}): remove it once no proofgate writes ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(folder)}`);
        if (alive(holder))
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(inUse(folder, file, holder));
        await takeOver(root, file, found.bytes);
    }
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_9__.ProofgateError(`cannot take the lock ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_10__.visible)(file)}: other processes took it each time; run this again`);
}
/** Removes the lock when it is still this process's (one taken over meanwhile is its new holder's). */
async function release(root, folder, text) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.lock);
    const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readRegular */ .VX)(root, file, LOCK_MAX_BYTES);
    if (read.status === 'ok' && read.bytes.toString('utf8') === text)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
}
/** release() for a process about to exit: synchronous, the lock removed when it is still this process's. */
function releaseNow(folder, text) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.join)(folder, _folder_js__WEBPACK_IMPORTED_MODULE_11__/* .reviewFolder */ .B.lock);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(file, 'utf8') === text)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(file, { force: true });
}
/**
 * Runs `work` holding the review folder's lock (`command` names the holder to a process refused).
 * Every command that writes the folder runs under it, from its first read of what it will write
 * to its last write: a `review run` from the copy of the review's own files it takes before its
 * agent starts until its attempt record is written. `create`: the folder is made when missing (a
 * scope sealed); otherwise a missing folder has nothing to guard.
 */
async function withReviewLock(paths, command, work, o = {}) {
    const key = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.resolve)(paths.folder);
    const entry = held.get(key) ?? { users: 0, taken: take(paths.root, paths.folder, command, o.create === true) };
    held.set(key, entry);
    entry.users++;
    let unstop;
    try {
        const text = await entry.taken;
        // A cancelled run exits without reaching the finally below: the lock it holds goes with it, never left to refuse the next run.
        if (text !== undefined)
            unstop = (0,_agent_abort_js__WEBPACK_IMPORTED_MODULE_4__.onStop)(() => releaseNow(paths.folder, text), 'last');
        return await work();
    }
    finally {
        unstop?.();
        if (--entry.users === 0) {
            held.delete(key);
            const text = await entry.taken.catch(() => undefined);
            if (text !== undefined)
                await release(paths.root, paths.folder, text);
        }
    }
}


/***/ }),

/***/ 55164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ loadPart),
/* harmony export */   DL: () => (/* binding */ earlierFindings),
/* harmony export */   MT: () => (/* binding */ worstStop),
/* harmony export */   Tq: () => (/* binding */ commitWhole),
/* harmony export */   gN: () => (/* binding */ partPaths),
/* harmony export */   reviewMerge: () => (/* binding */ reviewMerge),
/* harmony export */   xV: () => (/* binding */ foldPart),
/* harmony export */   ym: () => (/* binding */ loadWhole)
/* harmony export */ });
/* unused harmony export unitsOf */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84466);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26781);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75643);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(73219);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(57604);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84232);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(20634);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(48745);
/* harmony import */ var _commit_record_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(47569);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(79129);
















/** The folder of a part (an attempt, or a job's artifact inside the working tree) read as evidence of the review. */
function partPaths(paths, dir) {
    return { id: paths.id, root: paths.root, folder: dir, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files[name]) };
}
/** Copies a part's two files, byte for byte, from `from` into `to` (regular files only, never through a link). */
async function copyPart(root, from, to) {
    for (const name of [_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files.findings, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files.coverage]) {
        const read = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegular */ .VX)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(from, name), _evidence_js__WEBPACK_IMPORTED_MODULE_9__.EVIDENCE_MAX_BYTES);
        if (read.status === 'ok')
            await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(to, name), read.bytes);
        else if (read.status !== 'missing')
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`cannot keep ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(from, name)}: ${read.status === 'refused' ? read.reason : 'too large'}; nothing was merged`);
    }
}
function why(loaded, what, notKept) {
    if (loaded.status === 'ok')
        return undefined;
    if (loaded.status === 'missing')
        return `${what} ${notKept ?? 'is missing'}`;
    if (loaded.status === 'other-scope')
        return `${what} answers another scope (${loaded.scopeSha256.slice(0, 12)})`;
    return `${what} is not valid: ${loaded.errors.slice(0, 3).join('; ')}`;
}
/**
 * A part's findings.json and coverage.json, both valid for the scope, or why not. `notKept` says,
 * by file path, why a file the agent wrote is not there (dropped by its run: past the size cap, a
 * link), so it is not called missing.
 */
async function loadPart(paths, scope, notKept = new Map()) {
    const [f, c] = await Promise.all([(0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.loadFindings)(paths, scope), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.loadCoverage)(paths, scope)]);
    const [fp, cp] = [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files.findings), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.folder, _folder_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewFolder */ .B.files.coverage)];
    const problems = [why(f, fp, notKept.get(fp)), why(c, cp, notKept.get(cp))];
    if (f.status === 'ok' && c.status === 'ok')
        return { findings: f.data.findings, coverage: c.data };
    return { problems: problems.filter((p) => p !== undefined) };
}
const MAX_UNIT_ATTEMPTS = 100;
/** A unit's attempts, earlier ones first, within the schema's 100; an abandoned unit stays abandoned. */
function joinAttempts(earlier, later) {
    const all = [...earlier, ...later];
    if (all.length <= MAX_UNIT_ATTEMPTS)
        return all;
    const kept = all.slice(-MAX_UNIT_ATTEMPTS);
    // Three failures stand for an abandonment the cut would drop: the gate reads the same.
    return (0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.isAbandoned)(all) && !(0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.isAbandoned)(kept) ? ['failed', 'failed', 'failed', ...kept.slice(3 - MAX_UNIT_ATTEMPTS)] : kept;
}
/** A finding id not yet taken: the part's own, else prefixed with the part's tag (e.g. `A2-F1`). */
function freeId(id, tag, taken) {
    let candidate = id;
    for (let i = 1; taken.has(candidate); i++)
        candidate = `${tag}${i > 1 ? `.${i}` : ''}-${id}`.slice(0, 64);
    taken.add(candidate);
    return candidate;
}
const BASIS_RANK = { executed: 3, read: 2, reasoned: 1, unstated: 0 };
const rank = (f) => BASIS_RANK[f.basis ?? 'unstated'];
const SEVERITY_RANK = { critical: 3, high: 2, medium: 1, low: 0 };
/** The graver of two severities: a finding reported twice is as grave as its gravest report. */
const graver = (a, b) => (SEVERITY_RANK[b] > SEVERITY_RANK[a] ? b : a);
/** Every reviewer that reported a finding: whoever it is filed under, and `alsoBy`. */
const reporters = (f) => [...(f.reviewer !== undefined ? [f.reviewer] : []), ...(f.alsoBy ?? [])];
/**
 * The review's findings a run asked about `asked` may answer, shown in its prompt: every one on
 * those files for a run of no one reviewer (it wrote them all). A reviewer's run gets those it
 * reported, each in its own words (`reports`: what it returned, see ownReport) under the review's
 * id: a merged finding keeps one reporter's words, and another reviewer's (a repository reader's,
 * shown to the blind one) are never its own. One none of its parts holds (evidence written with no
 * run) is not shown.
 */
function earlierFindings(whole, asked, reviewer) {
    const on = (whole?.findings ?? []).filter((f) => asked.has(f.path));
    if (reviewer === undefined)
        return on;
    return on.flatMap((f) => {
        const own = reporters(f).includes(reviewer.id) ? ownReport(f, reviewer.reports) : undefined;
        return own ? [{ ...own, id: f.id }] : [];
    });
}
/**
 * A reviewer's own report of the review's finding `f`: one of the same identity and disposition
 * (what withoutRepeats merges), the one in f's words when there is one, else its latest.
 */
function ownReport(f, reports) {
    const same = reports.filter((r) => r.disposition === f.disposition && (0,_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .findingIdentity */ .AZ)(r) === (0,_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .findingIdentity */ .AZ)(f));
    return same.find((r) => r.content === f.content) ?? same.at(-1);
}
/** `f` with `alsoBy` set to `others` (none: no field). */
const withAlso = (f, others) => {
    const { alsoBy: _, ...rest } = f;
    return others.length ? { ...rest, alsoBy: others } : rest;
};
/**
 * A part's finding that another reviewer already reported (same identity and disposition) is that
 * finding, not a second one: it keeps one entry, filed under whoever reported it at the strongest
 * basis, with the gravest severity any of them gave it (one reviewer's `low` never stands for
 * another's `critical`, in any fold order), and every other reporter in `alsoBy`. Findings of the
 * part's own reviewer, and findings that judge it differently, are never merged away.
 */
function withoutRepeats(kept, incoming, reviewer) {
    const out = [...kept];
    const fresh = [];
    for (const f of incoming) {
        const at = out.findIndex((k) => k.reviewer !== undefined &&
            !reporters(k).includes(reviewer) &&
            k.disposition === f.disposition &&
            (0,_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .findingIdentity */ .AZ)(k) === (0,_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .findingIdentity */ .AZ)(f));
        if (at < 0) {
            fresh.push(f);
            continue;
        }
        const severity = graver(out[at].severity, f.severity);
        if (rank(f) > rank(out[at])) {
            const { reviewer: by, basis, ran, pass } = f;
            const { ran: _ran, pass: _pass, ...rest } = out[at];
            out[at] = withAlso({ ...rest, severity, reviewer: by, ...(basis ? { basis } : {}), ...(ran ? { ran } : {}), ...(pass ? { pass } : {}) }, reporters(out[at]));
        }
        else
            out[at] = withAlso({ ...out[at], severity }, [...(out[at].alsoBy ?? []), reviewer]);
    }
    return { kept: out, fresh };
}
/**
 * What is left of a finding `reviewer`'s part answered: nothing when that reviewer alone reported
 * it; else it stands for the others (filed under the next one, its basis no longer known, when it
 * was filed under this one).
 */
function withdrawn(f, reviewer) {
    if (f.reviewer !== reviewer)
        return f.alsoBy?.includes(reviewer)
            ? withAlso(f, f.alsoBy.filter((r) => r !== reviewer))
            : f;
    const [next, ...rest] = f.alsoBy ?? [];
    if (next === undefined)
        return undefined;
    const { basis: _basis, ran: _ran, pass: _pass, ...base } = f;
    return withAlso({ ...base, reviewer: next }, rest);
}
/**
 * Whether the part's finding `p` answers the earlier finding `k`: the same finding judged again
 * (same identity), or one the part's prompt showed it (`shown`) named by its id (requoted, given
 * evidence, or refuted) that is still about its code: a quote sharing a line with k's, or any
 * quote where k's was not located (`owed` a requote). An agent that numbers each run from `F1`
 * reuses an id for another idea; that must not withdraw a confirmed finding. Silence answers
 * nothing: a reading that does not find a finding again does not disprove it.
 */
function answers(p, k, shown, owed) {
    if (p.path !== k.path)
        return false;
    if ((0,_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .findingIdentity */ .AZ)(p) === (0,_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .findingIdentity */ .AZ)(k))
        return true;
    if (shown?.has(k.id) !== true || p.id !== k.id)
        return false;
    if (owed?.has(k.id) === true)
        return true;
    const lines = new Set((0,_line_index_js__WEBPACK_IMPORTED_MODULE_12__/* .quoteLines */ .Cx)(k.existing_code).filter((l) => l !== ''));
    return (0,_line_index_js__WEBPACK_IMPORTED_MODULE_12__/* .quoteLines */ .Cx)(p.existing_code).some((l) => lines.has(l));
}
/**
 * The files a stopped part of no one reviewer vouches for none of, with its stop: every file it
 * accounts for, when it says it stopped yet accounts for every file it was asked (`asked`, else the
 * files of the units its items touch), less those the review held done and unmarked already. One
 * that stopped leaving files owed keeps what it completed: the owed files keep the review
 * incomplete. The rule of the ledger's stoppedFiles, for the parts no ledger judges (dispatch one):
 * the mark rides on each file, so a later part's `completed` clears only the files it accounts for
 * again, in any merge order.
 */
function stoppedBy(scope, before, part, asked) {
    const stop = part.coverage.run?.stop;
    if (stop === undefined || stop === 'completed')
        return new Map();
    const items = part.coverage.items.filter((i) => !asked || asked.has(i.path));
    const accounted = new Set(items.filter(_evidence_js__WEBPACK_IMPORTED_MODULE_9__.accountedFor).map((i) => i.path));
    const unitOf = new Map(scope.files.map((f) => [f.path, f.unit]));
    const units = new Set(items.map((i) => unitOf.get(i.path)));
    const done = (p) => (0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.accountedFor)(before.get(p)) && before.get(p)?.stopped === undefined;
    const owed = scope.files.filter((f) => (asked ? asked.has(f.path) : units.has(f.unit)) && !done(f.path) && !accounted.has(f.path));
    return new Map(owed.length ? [] : [...accounted].map((p) => [p, stop]));
}
/** The files these items say were completed: read through, not failed, waived or left out. */
const completedPaths = (items) => new Set([...items].filter((i) => i.outcome === 'completed').map((i) => i.path));
/**
 * Folds one part into the review. Coverage, file by file: a file the part completed (or waived with
 * a reason) takes the part's outcome; a file it did not complete keeps what the review had.
 * Findings are only ever added: an earlier finding stays unless the part answers it (see
 * `answers`), which withdraws the part's reviewer's report of it (the whole finding for a part of
 * no one reviewer), the part's finding taking its place. Only a part that completed the finding's
 * file answers it (not failed, waived, left out, or unvouched by its stop): a reading that did not
 * read the file cannot withdraw what one that did found; its finding is added as its own. A file
 * the part was not asked about (`asked`) keeps the review's outcome and findings whatever the part
 * claims. Unit attempts are appended to the part's reviewer's own line (see foldUnits). `run` is
 * a part of no one reviewer's when it contributed an outcome, else the review's: one reviewer's stop is that reviewer's, judged by the ledger, so no
 * fold order lets one reviewer's `completed` stand for another's stop. An outcome a part of no one
 * reviewer gave while it stopped carries that stop (`stopped`, see stoppedBy) until a later part
 * replaces it.
 */
function foldPart(scope, whole, part, tag, o = {}) {
    const { asked, reviewer, shown, owed, answering } = o;
    const before = new Map((whole?.coverage.items ?? []).map((i) => [i.path, i]));
    // `stopped` is proofgate's to write, never the agent's.
    const now = new Map(part.coverage.items.filter((i) => !asked || asked.has(i.path)).map(({ stopped: _, ...i }) => [i.path, i]));
    const marks = (o.parts ?? [part]).flatMap((q) => [...stoppedBy(scope, before, q, asked)]);
    const stops = new Map(reviewer === undefined ? marks : []);
    const items = [];
    let taken = 0;
    for (const { path } of scope.files) {
        const p = now.get(path);
        const w = before.get(path);
        // A completion stands over a waiver in the review's account of the file, unless a stop left it
        // unvouched; else the part's account wins. A reviewer's own waiver still counts against it: the
        // ledger judges each reviewer by its own parts (reviewerWaivers).
        const readBefore = w?.outcome === 'completed' && w.stopped === undefined && p?.outcome !== 'completed';
        const item = !readBefore && ((0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.accountedFor)(p) || (p && !(0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.accountedFor)(w))) ? p : w;
        if (item === undefined)
            continue;
        if (item === p)
            taken++;
        const stopped = item === p ? stops.get(path) : undefined;
        items.push(stopped ? { ...item, stopped } : item);
    }
    // Only the part's own completed reading of a file answers a finding on it; a stop that unvouches
    // its outcomes unvouches its answers too, a reviewer's as well (whose stop the ledger carries).
    const read = completedPaths(now.values());
    for (const [path] of marks)
        read.delete(path);
    const answerable = part.findings.filter((p) => read.has(p.path) && (!answering || answering.has(p.id)));
    const kept = (whole?.findings ?? []).flatMap((k) => {
        if (!answerable.some((p) => answers(p, k, shown, owed)))
            return [k];
        const left = reviewer === undefined ? undefined : withdrawn(k, reviewer);
        return left ? [left] : [];
    });
    // Who else reported a finding is proofgate's to say, never the agent's.
    const incoming = part.findings.map((f) => (reviewer === undefined ? withAlso(f, []) : { ...withAlso(f, []), reviewer }));
    const merged = reviewer === undefined ? { kept, fresh: incoming } : withoutRepeats(kept, incoming, reviewer);
    const ids = new Set(merged.kept.map((f) => f.id));
    const findings = [...merged.kept, ...merged.fresh.map((f) => ({ ...f, id: freeId(f.id, tag, ids) }))];
    const units = foldUnits(scope, whole?.coverage.units ?? [], part.coverage.units ?? [], reviewer);
    const run = reviewer === undefined && taken > 0 ? part.coverage.run : whole?.coverage.run;
    const coverage = {
        schema: 'bmad-plus/review-coverage/1',
        scopeSha256: scope.scopeSha256,
        items,
        ...(units.length ? { units } : {}),
        ...(run ? { run } : {}),
    };
    return { findings, coverage, taken };
}
/**
 * The review's unit attempts with a part's appended: one line per unit and reviewer (`reviewer`,
 * proofgate's to write: a part's own is dropped), so one reviewer's streak is never broken, or
 * made, by another's attempts folded between its own, and the gate's verdict is the same in every
 * fold order (of `--from`, of concurrent runs finishing). Lines in scope order, then by reviewer.
 */
function foldUnits(scope, earlier, incoming, reviewer) {
    const lines = new Map();
    const add = (id, by, attempts) => {
        const key = JSON.stringify([id, by ?? null]);
        lines.set(key, { id, ...(by !== undefined ? { reviewer: by } : {}), attempts: joinAttempts(lines.get(key)?.attempts ?? [], attempts) });
    };
    for (const u of earlier)
        add(u.id, u.reviewer, u.attempts);
    for (const u of incoming)
        add(u.id, reviewer, u.attempts);
    if (lines.size === 0)
        return [];
    const unitAt = new Map(scope.units.map((u, i) => [u.id, i]));
    const reviewerAt = (r) => (r === undefined ? -1 : scope.reviewers.findIndex((x) => x.id === r));
    return [...lines.values()]
        .filter((u) => unitAt.has(u.id))
        .sort((a, b) => unitAt.get(a.id) - unitAt.get(b.id) ||
        reviewerAt(a.reviewer) - reviewerAt(b.reviewer) ||
        Number((a.reviewer ?? '') > (b.reviewer ?? '')) - Number((a.reviewer ?? '') < (b.reviewer ?? '')));
}
/** The review's own findings.json and coverage.json, when both are valid for the scope. */
async function loadWhole(paths, scope) {
    const loaded = await loadPart(paths, scope);
    return 'problems' in loaded ? undefined : loaded;
}
/**
 * Writes the review's findings.json and coverage.json, after copying what they held into the
 * attempt's `previous/` (so a merge never loses a byte). commit.json, naming both as they will be,
 * is written first: until both are in place one is not what it names, so a commit stopped between
 * its writes (or a reader between them) never takes a half-written whole for one (the gate's check).
 */
async function commitWhole(paths, attempt, merged) {
    await copyPart(paths.root, paths.folder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attempt.folder, 'previous'));
    const scopeSha256 = merged.coverage.scopeSha256;
    const texts = {
        findings: (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s$)({ schema: 'bmad-plus/review-findings/1', scopeSha256, findings: merged.findings }),
        coverage: (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s$)(merged.coverage),
    };
    await (0,_commit_record_js__WEBPACK_IMPORTED_MODULE_14__/* .writeCommitRecord */ .eE)(paths, attempt.n, scopeSha256, texts);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(paths.root, paths.file('findings'), texts.findings);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(paths.root, paths.file('coverage'), texts.coverage);
}
/** The units holding these selected files, in scope order. */
function unitsOf(scope, files) {
    const wanted = new Set(files);
    const units = new Set(scope.files.filter((f) => wanted.has(f.path)).map((f) => f.unit));
    return scope.units.filter((u) => units.has(u.id)).map((u) => u.id);
}
const STOP_ORDER = ['interrupted', 'failure-streak', 'time-limit', 'budget'];
/** The worst of these stops, whatever their order (none: undefined). */
function worstStop(stops) {
    return STOP_ORDER.find((s) => stops.includes(s)) ?? (stops.length ? 'completed' : undefined);
}
/**
 * Parts written at the same time (matrix jobs) as one: each file, unit and finding id belongs to
 * one part (an overlap is an error, never a silent choice), and the stop is the worst of theirs.
 * Parts of different reviewers (`coverage.json` `reviewer`) may share them: each reviewer reads
 * every unit. A part of no one reviewer plays them all, so it shares nothing with any part.
 */
function joinParts(scope, parts) {
    const owners = new Map();
    const claim = (key, part, what) => {
        const reviewer = part.evidence.coverage.reviewer;
        const mine = owners.get(key) ?? [];
        const prior = mine.find((o) => o.dir !== part.dir && (o.reviewer === undefined || reviewer === undefined || o.reviewer === reviewer));
        if (prior !== undefined)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`conflict: ${what} appears in both ${prior.dir} and ${part.dir}${reviewer && prior.reviewer ? ` (both the ${reviewer} reviewer's)` : ''} (each file, unit and finding id belongs to one part of a reviewer; prefix finding ids with the unit, e.g. U2-F1)`);
        owners.set(key, [...mine, { dir: part.dir, reviewer }]);
    };
    const findings = [];
    const items = [];
    const units = [];
    const stops = [];
    for (const part of parts) {
        const { evidence } = part;
        for (const f of evidence.findings)
            claim(`finding:${f.id}`, part, `finding ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(f.id)}`);
        for (const item of evidence.coverage.items)
            claim(`file:${item.path}`, part, `file ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(item.path)}`);
        for (const unit of evidence.coverage.units ?? [])
            claim(`unit:${unit.id}`, part, `unit ${unit.id}`);
        findings.push(...evidence.findings);
        items.push(...evidence.coverage.items);
        units.push(...(evidence.coverage.units ?? []));
        if (evidence.coverage.run)
            stops.push(evidence.coverage.run.stop);
    }
    const stop = worstStop(stops);
    return {
        findings,
        coverage: {
            schema: 'bmad-plus/review-coverage/1',
            scopeSha256: scope.scopeSha256,
            items,
            ...(units.length ? { units } : {}),
            ...(stop ? { run: { stop } } : {}),
        },
    };
}
/**
 * A reviewer's part speaks for that reviewer only: a finding naming another is a claim it cannot
 * make. And only a scope that dispatches each reviewer its own run has such parts: its ledger
 * judges each reviewer (a stop included), which a scope of one run for all has not. Such a scope
 * takes no part of one run that played them all: it speaks for none, so it would complete the
 * review's files with no reviewer's reading.
 */
function checkPartReviewer(scope, part) {
    const reviewer = part.evidence.coverage.reviewer;
    if (reviewer !== undefined && scope.dispatch !== 'each')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${part.dir}: the part is the ${reviewer} reviewer's, but the scope was sealed with --dispatch one (one run plays every reviewer); nothing was merged`);
    if (reviewer === undefined && scope.dispatch === 'each' && scope.reviewers.length > 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${part.dir}: the part names no reviewer (one run played every reviewer), but the scope was sealed with --dispatch each: only each reviewer's own part counts (review run ID --unit U --reviewer R, one per reviewer); nothing was merged`);
    const stranger = reviewer === undefined ? undefined : part.evidence.findings.find((f) => f.reviewer !== undefined && f.reviewer !== reviewer);
    if (stranger)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${part.dir}: the ${reviewer} reviewer's part names another reviewer on finding ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(stranger.id)} (${stranger.reviewer}); a part speaks for its own reviewer only`);
}
/** The ids of a part's findings on files it completed. */
function ownFileFindings({ evidence }) {
    const covered = completedPaths(evidence.coverage.items);
    return evidence.findings.filter((f) => covered.has(f.path)).map((f) => f.id);
}
/** The parts grouped by reviewer, in the order each reviewer first appears. */
function byReviewer(parts) {
    const groups = new Map();
    for (const p of parts) {
        const r = p.evidence.coverage.reviewer;
        groups.set(r, [...(groups.get(r) ?? []), p]);
    }
    return [...groups];
}
/**
 * `review merge ID --from DIR…`: the parts of parallel jobs, joined, then folded into the review's
 * findings.json and coverage.json (see foldPart). The parts are copied into a new attempt
 * (`attempts/N/parts/1…`) with what the review held before, so the review folder keeps every part.
 */
async function reviewMerge(options) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.reviewPaths)(options.cwd, options.id, options.dir);
    return (0,_lock_js__WEBPACK_IMPORTED_MODULE_15__/* .withReviewLock */ .K)(paths, 'review merge', () => mergeParts(options, paths));
}
async function mergeParts(options, paths) {
    const startedAt = new Date();
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_9__.loadScope)(paths);
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_7__.openRepo)(options.cwd);
    const dirs = options.from.map((raw) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.cwd, raw));
    // One folder given twice (by another spelling, or through a link) would count each finding twice.
    const real = await Promise.all(dirs.map((d) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(d).catch(() => d)));
    const twice = real.findIndex((r, i) => real.indexOf(r) !== i);
    if (twice >= 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`nothing merged: the part ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(dirs[twice])} is given twice (as ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(dirs[real.indexOf(real[twice])])})`);
    // Parts answer a scope git gives again, and come from the run: none is tracked at the head.
    const [check, tracked] = await Promise.all([
        (0,_verify_js__WEBPACK_IMPORTED_MODULE_8__/* .reusableCheck */ .qA)(options.check, scope) ?? (0,_verify_js__WEBPACK_IMPORTED_MODULE_8__/* .checkRepository */ .n_)(repo, scope, { folder: paths.folder }),
        (0,_verify_js__WEBPACK_IMPORTED_MODULE_8__/* .trackedEvidence */ .is)(repo, scope.refs.headSha, dirs),
    ]);
    if (!check.matches)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`nothing merged: ${check.moved.join('; ')}`);
    if (tracked.length)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`nothing merged: ${(0,_verify_js__WEBPACK_IMPORTED_MODULE_8__/* .trackedReason */ .P3)(tracked)}`);
    const parts = [];
    for (const dir of dirs) {
        const loaded = await loadPart(partPaths(paths, dir), scope);
        const failed = await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_10__/* .attemptRecordProblem */ .kE)(paths.root, dir, 'problems' in loaded ? undefined : { scope, reviewer: loaded.coverage.reviewer });
        if (failed)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(dir)}: ${failed}; nothing was merged (run the unit again and merge that attempt)`);
        if ('problems' in loaded)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(loaded.problems[0]);
        parts.push({ dir, evidence: loaded });
    }
    for (const part of parts)
        checkPartReviewer(scope, part);
    const joined = joinParts(scope, parts);
    const files = new Set(joined.coverage.items.map((i) => i.path));
    const attempt = await (0,_attempts_js__WEBPACK_IMPORTED_MODULE_10__/* .openAttempt */ .Eu)(paths);
    const recordMerge = (ended) => (0,_attempts_js__WEBPACK_IMPORTED_MODULE_10__/* .writeAttemptRecord */ .AN)(attempt, {
        scopeSha256: scope.scopeSha256,
        kind: 'merge',
        files: files.size,
        units: unitsOf(scope, [...files]),
        resume: false,
        merged: ended,
        reasons: [],
        from: parts.map((p) => p.dir),
        ...(parts.some((p) => p.evidence.coverage.reviewer) ? { reviewers: parts.map((p) => p.evidence.coverage.reviewer ?? null) } : {}),
        ...(ended ? {} : { ended: false }),
        startedAt: startedAt.toISOString(),
        durationMs: Date.now() - startedAt.getTime(),
    });
    // Written before anything is copied or committed: a merge stopped half-way is named by the gate, whose reviewers it was.
    await recordMerge(false);
    for (const [i, { dir }] of parts.entries())
        await copyPart(paths.root, dir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attempt.folder, 'parts', String(i + 1)));
    // Each reviewer's parts are folded as that reviewer's (its findings carry it; another reviewer's
    // stand). A part answers earlier findings only on files it completed itself: a unit's agent was
    // never shown another unit's files, so its word on them answers nothing.
    const merged = byReviewer(parts).reduce((whole, [reviewer, group]) => foldPart(scope, whole, joinParts(scope, group), `A${attempt.n}`, {
        reviewer,
        answering: new Set(group.flatMap(ownFileFindings)),
        parts: group.map((p) => p.evidence),
    }), await loadWhole(paths, scope));
    await commitWhole(paths, attempt, merged);
    await recordMerge(true);
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .REVIEW_EXIT */ .y.ok,
        lines: [
            `merged ${options.from.length} part(s) as attempt ${attempt.n}: ${merged.findings.length} finding(s), ${merged.coverage.items.length} of ${scope.files.length} selected file(s) accounted for → ${paths.folder}`,
        ],
        json: {
            folder: paths.folder,
            attempt: attempt.n,
            findings: merged.findings.length,
            items: merged.coverage.items.length,
            stop: merged.coverage.run?.stop ?? null,
        },
    };
}


/***/ }),

/***/ 75643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ sealedShas),
/* harmony export */   LT: () => (/* binding */ codeAt),
/* harmony export */   P3: () => (/* binding */ trackedReason),
/* harmony export */   is: () => (/* binding */ trackedEvidence),
/* harmony export */   n_: () => (/* binding */ checkRepository),
/* harmony export */   qA: () => (/* binding */ reusableCheck)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26781);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25823);
/* harmony import */ var _text_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _selection_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(33688);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(34919);









/**
 * The gate's own files that a working-tree scope's derivation leaves out while they are untracked (a
 * test report, the SARIF, the check document): they are no part of the change, and a gate that wrote
 * them would otherwise find its own output changed in git. Never a path the scope seals, whose
 * changes stay the gate's to compare (selectChanges sets aside untracked files alone: a tracked one is code).
 */
function setAsidePaths(repo, scope, files) {
    const sealed = new Set([...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]);
    const rels = files.map((f) => inRepository(repo, f)).filter((r) => r !== undefined && !sealed.has(r));
    return new Set(scope.refs.workspace ? rels : []);
}
/** Each changed path with what the scope says of it, field by field. */
function entries(s) {
    const out = new Map();
    for (const { path, ...f } of s.files)
        out.set(path, { selection: 'selected', ...f });
    for (const e of s.excluded)
        out.set(e.path, {
            selection: `excluded as ${e.reason}`,
            ...(e.runBy !== undefined ? { runBy: e.runBy } : {}),
            ...(e.link ? { link: true } : {}),
            ...(e.reviewers !== undefined ? { reviewers: e.reviewers } : {}),
        });
    return out;
}
function show(key, v) {
    if (v === undefined)
        return 'none';
    if (key === 'blob' && typeof v === 'string')
        return (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(v);
    if (Array.isArray(v))
        return `[${v.join(', ')}]`;
    return typeof v === 'string' ? (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(v) : JSON.stringify(v);
}
const same = (a, b) => (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(a) === (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)(b);
/** Every difference between the sealed scope and the one git gives again, file by file, then the rest of the seal. */
function scopeDifferences(sealed, derived, untracked) {
    const out = [];
    const a = entries(sealed);
    const b = entries(derived);
    for (const path of (0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sortByBytes */ .n2)([...new Set([...a.keys(), ...b.keys()])], (p) => p)) {
        const was = a.get(path);
        const is = b.get(path);
        const p = (0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(path);
        // An untracked file is new in the working tree, not a change git records.
        if (!was)
            out.push(`${p} is ${untracked.has(path) ? 'new in the working tree (untracked)' : 'changed in git'} but missing from scope.json`);
        else if (!is)
            out.push(`${p} is in scope.json but not changed in git`);
        else {
            const keys = was.selection !== is.selection ? ['selection'] : [...new Set([...Object.keys(was), ...Object.keys(is)])];
            const differ = keys.filter((k) => !same(was[k], is[k]));
            if (differ.length)
                out.push(`${p}: ${differ.map((k) => `${k} ${show(k, was[k])} in scope.json, ${show(k, is[k])} in git`).join(', ')}`);
        }
    }
    if (out.length)
        return out;
    if (sealed.refs.mergeBase !== derived.refs.mergeBase)
        out.push(`the merge base is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(derived.refs.mergeBase)} in git, ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed.refs.mergeBase)} in scope.json`);
    if (!same(sealed.ruleSet, derived.ruleSet))
        out.push(`the rule set at the base is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(derived.ruleSet.sha256)} (${derived.ruleSet.source}), scope.json seals ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed.ruleSet.sha256)}`);
    for (const key of ['units', 'plan', 'totals', 'reviewers'])
        if (!same(sealed[key], derived[key]))
            out.push(`the ${key} differ from what the selection gives`);
    return out;
}
/** The folder relative to the repository in git's form, or undefined when it lies outside. */
function inRepository(repo, folder) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(repo.root, folder);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel))
        return undefined;
    return rel.split('\\').join('/');
}
/**
 * Why the gate must not write its document at `path` (absolute), if it must not: a file git tracks is
 * code (written over, the tree would be dirty, and the change no longer the one reviewed), and so is
 * a file a working-tree scope seals (untracked, but part of the change).
 */
async function codeAt(repo, scope, path) {
    const rel = inRepository(repo, path);
    if (rel === undefined)
        return undefined;
    const where = 'write it in the review folder or to a path git ignores';
    if (scope.files.some((f) => f.path === rel) || scope.excluded.some((e) => e.path === rel))
        return `refusing ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(rel)}: the scope seals it as part of the change under review: ${where}`;
    // A tracked file at that very path (a folder there is refused as a folder when written).
    if ((await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.raw)(repo, ['--literal-pathspecs', 'ls-files', '-z', '--', rel])).split('\0').includes(rel))
        return `refusing ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__.visible)(rel)}: git tracks it, so it is code, never the gate's to write over: ${where}`;
    return undefined;
}
/** Files tracked in `commit` under the given folders: evidence committed by a change, never by this run. */
async function trackedEvidence(repo, commit, folders) {
    const rels = folders.map((f) => inRepository(repo, f)).filter((r) => r !== undefined);
    return (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.treeEntries)(repo, commit, rels, { recursive: true })).map((e) => e.path);
}
function trackedReason(paths) {
    return `${paths.length} file(s) of the review are tracked in git at the head (committed by the change), so they are never evidence: ${(0,_text_list_js__WEBPACK_IMPORTED_MODULE_5__/* .nameList */ .OD)(paths)}; evidence comes from the run: take them out of the change`;
}
async function staleReason(repo, sealed, head, sealedHere) {
    const at = `stale: sealed at ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sealed)}, head is ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(head)}`;
    if (!sealedHere)
        return `${at} (the sealed commit is not in this clone): seal the scope again at the head`;
    const { ahead, behind } = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.aheadBehind)(repo, sealed, head);
    if (behind > 0)
        return `${at}, which does not descend from it: seal the scope again at the head`;
    return `${at}, ${ahead} commit${ahead === 1 ? '' : 's'} later: seal the scope again at the head`;
}
/**
 * True when a parsed scope's sealed base and head are commit ids: all the
 * repository check hands to git as a revision (the patterns are checked where
 * they are compiled). The schema and the seal are checked meanwhile, and a
 * scope refused there is never judged.
 */
/** A check made earlier, when it answers the scope now read (`data`, as read from scope.json): a scope resealed meanwhile is checked again. */
function reusableCheck(check, data) {
    return check && check.scopeSha256 === data?.scopeSha256 ? check : undefined;
}
function sealedShas(data) {
    const refs = data?.refs;
    return typeof refs?.baseSha === 'string' && _git_git_js__WEBPACK_IMPORTED_MODULE_2__.SHA.test(refs.baseSha) && typeof refs.headSha === 'string' && _git_git_js__WEBPACK_IMPORTED_MODULE_2__.SHA.test(refs.headSha);
}
/**
 * Checks a sealed scope against the repository: the head it answers (when
 * asked), the selection derived again from git at the sealed base and head
 * with the sealed options and compared file by file, and evidence the change
 * itself committed into the review folder.
 */
async function checkRepository(repo, scope, o) {
    if (o.head !== undefined)
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.checkRef)(o.head, 'head');
    const moved = [];
    const { baseSha, headSha, workspace } = scope.refs;
    // The derivation (a whole diff) starts first and runs while the rest is looked at; if a sealed
    // commit is missing here, its failure is expected and the reason says why instead.
    const derivation = (0,_selection_js__WEBPACK_IMPORTED_MODULE_7__/* .selectChanges */ .wW)({
        repo,
        baseSha,
        headSha,
        ...(0,_seal_js__WEBPACK_IMPORTED_MODULE_8__/* .sealedOptions */ .jt)(scope),
        reviewDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(o.folder),
        writeObjects: false,
        setAside: setAsidePaths(repo, scope, o.gateFiles ?? []),
    }).then((derived) => ({ derived }), (err) => ({ err }));
    // One git process says which sealed commits this clone has, and which commit the head to check is.
    // It also says whether the review folder is a tree at that head: most often not, and then nothing is tracked in it.
    const asked = o.head === undefined ? [] : [`${o.head}^{commit}`];
    const rel = inRepository(repo, o.folder);
    const folderAt = rel !== undefined ? `${o.head ?? headSha}:${rel}` : undefined;
    const info = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.objectInfo)(repo.root, [`${baseSha}^{commit}`, `${headSha}^{commit}`, ...asked, ...(folderAt ? [folderAt] : [])]);
    const missing = [
        ['base', baseSha],
        ['head', headSha],
    ].filter(([, sha]) => !info.get(`${sha}^{commit}`));
    const headAsked = o.head === undefined ? undefined : info.get(asked[0])?.oid;
    const folderTracked = folderAt === undefined || info.get(folderAt) !== null;
    const trackedAt = !folderTracked
        ? undefined
        : o.head === undefined
            ? missing.some(([w]) => w === 'head')
                ? undefined
                : headSha
            : headAsked;
    // Settled at once, so that no rejection is left unhandled while the head is awaited.
    const tracked = (trackedAt === undefined ? Promise.resolve([]) : trackedEvidence(repo, trackedAt, [o.folder])).then((paths) => ({ paths }), (err) => ({ err }));
    let head;
    if (o.head !== undefined) {
        try {
            head = headAsked ?? (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_2__.resolveCommit)(repo, o.head, 'head'));
            if (head !== headSha)
                moved.push(await staleReason(repo, headSha, head, !missing.some(([w]) => w === 'head')));
        }
        catch (err) {
            moved.push(`the head to check cannot be found: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(err)}`);
        }
    }
    let matches = false;
    let ruleSet;
    let setAside = [];
    const outcome = await derivation;
    if (missing.length) {
        moved.push(`the sealed ${missing.map(([w, sha]) => `${w} ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(sha)}`).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not in this clone, so the scope cannot be checked against git: check out with fetch-depth: 0`);
    }
    else if ('err' in outcome) {
        if (!(outcome.err instanceof _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError))
            throw outcome.err;
        moved.push(`scope.json cannot be derived again from git: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(outcome.err)}`);
    }
    else {
        const { derived } = outcome;
        ruleSet = derived.ruleSet;
        setAside = derived.setAside;
        // Every sealed field, compared whole first: only a difference needs naming.
        const { schema: _schema, id: _id, scopeSha256: _hash, request: _request, ...sealed } = scope;
        matches = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.isDeepStrictEqual)(sealed, derived.sealed);
        if (!matches) {
            const differences = scopeDifferences(scope, derived.sealed, derived.untracked);
            if (!differences.length)
                differences.push('the sealed fields differ from what the selection gives');
            const shown = differences.slice(0, 5).join('; ');
            const more = differences.length > 5 ? `; and ${differences.length - 5} more` : '';
            moved.push(`scope.json does not match git at its sealed base ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(baseSha)} and head ${(0,_text_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .short */ .h0)(headSha)}${workspace ? ' (working tree)' : ''}, ${differences.length} difference(s): ${shown}${more}: seal the scope again`);
        }
    }
    const listed = await tracked;
    if ('err' in listed)
        throw listed.err;
    const trackedPaths = listed.paths;
    const reasons = [...moved, ...(trackedPaths.length ? [trackedReason(trackedPaths)] : [])];
    const absent = missing.map(([, sha]) => sha);
    return {
        ...(head ? { head } : {}),
        moved,
        tracked: trackedPaths,
        reasons,
        matches,
        absent,
        scopeSha256: scope.scopeSha256,
        ...(ruleSet ? { ruleSet } : {}),
        ...(setAside.length ? { setAside } : {}),
    };
}


/***/ })

};
