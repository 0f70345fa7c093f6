export const id = 485;
export const ids = [485];
export const modules = {

/***/ 31992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ latestWriteCheck),
/* harmony export */   Vm: () => (/* binding */ loadTriage)
/* harmony export */ });
/* unused harmony export TRIAGE_MAX_BYTES */
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _schemas_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52529);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21789);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42137);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25282);







/** Far above any real triage (a line per expectation); refused by size before it is read. */
const TRIAGE_MAX_BYTES = 4 * 1024 * 1024;
/** triage/<ID>.json, or undefined when there is none yet; an invalid file is an error naming each problem. */
async function loadTriage(folder, id, cwd) {
    const file = folder.triage(id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, file) || file;
    let text;
    try {
        text = await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readTextCapped */ .XS)(file, TRIAGE_MAX_BYTES);
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
            errors.push(`/specId: is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(triage.specId))}, not ${JSON.stringify(id)}`);
        triage.items.forEach((it, i) => {
            if (it.decision === 'accept-risk' && !it.owner?.trim())
                errors.push(`/items/${i}: accept-risk needs a named \`owner\``);
        });
        triage.writeChecks.forEach((c, i) => {
            if (Number.isNaN((0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .instant */ .uR)(c.at)))
                errors.push(`/writeChecks/${i}/at: ${JSON.stringify(c.at)} names no instant that can be ordered`);
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
/** The latest write check recorded for a step, if any: by the instant it names (a later line wins a tie). */
function latestWriteCheck(triage, step) {
    const checks = (triage?.writeChecks ?? []).filter((c) => c.step === step);
    return checks.reduce((last, c) => (!last || (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .instant */ .uR)(c.at) >= (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .instant */ .uR)(last.at) ? c : last), undefined);
}


/***/ }),

/***/ 70485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyWrites: () => (/* binding */ verifyWrites)
/* harmony export */ });
/* unused harmony export VERIFIER */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18140);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61940);
/* harmony import */ var _runs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25282);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95223);
/* harmony import */ var _triage_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(31992);









const VERIFIER = 'proofgate uat verify';
/** GET or HEAD only, with a timeout. The body is compared, never recorded: it may hold data that must not leak. */
async function runHttp(c) {
    const method = c.method ?? 'GET';
    const want = c.expectStatus ?? 200;
    try {
        const res = await fetch(c.url, { method, redirect: 'manual', signal: AbortSignal.timeout(c.timeoutMs ?? 10_000) });
        const body = method === 'GET' && c.contains !== undefined ? await res.text() : '';
        const found = c.contains === undefined || body.includes(c.contains);
        return {
            ok: res.status === want && found,
            detail: `${method} ${c.url} answered ${res.status} (expected ${want})${c.contains === undefined ? '' : found ? ', expected text found' : ', expected text NOT found'}`,
        };
    }
    catch (err) {
        return {
            ok: false,
            detail: `${method} ${c.url} failed: ${err.name === 'TimeoutError' ? `no answer within ${c.timeoutMs ?? 10_000} ms` : err.message}`,
        };
    }
}
/** The program and its arguments, no shell: `;`, `$()` and quotes are plain characters. */
function runCommand(c, cwd) {
    const [file, ...args] = c.argv;
    const want = c.expectExit ?? 0;
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(file, args, { cwd, shell: false, timeout: c.timeoutMs ?? 10_000, maxBuffer: 1024 * 1024, encoding: 'utf8' }, (err, stdout) => {
            const e = err;
            if (e && typeof e.code !== 'number')
                return resolve({
                    ok: false,
                    detail: `${file} could not run: ${e.killed ? `killed after ${c.timeoutMs ?? 10_000} ms` : e.message}`,
                });
            const code = e ? Number(e.code) : 0;
            const found = c.contains === undefined || stdout.includes(c.contains);
            resolve({
                ok: code === want && found,
                detail: `${file} exited ${code} (expected ${want})${c.contains === undefined ? '' : found ? ', expected text found' : ', expected text NOT found'}`,
            });
        });
    });
}
/**
 * Runs the `http` and `command` checks of the latest run's answered writing steps (passed or
 * not: a failed check does not show that nothing was written) and records each in
 * triage/<ID>.json `writeChecks`; `sql` and `manual` checks are listed for a person to run and record.
 */
async function verifyWrites(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .uatFolder */ .p)(o.cwd, o.dir);
    const { spec, sha256 } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSpec */ .II)(folder, o.id, o.cwd);
    const last = (await (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .loadRuns */ .lR)(folder, spec, sha256)).runs.at(-1);
    if (!last)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.id}: no run yet, nothing to verify`, 2);
    if (last.stale)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${o.id}: the latest run answered another revision of the spec; replay before verifying`, 3);
    const s = (0,_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .statuses */ .bM)(last.run);
    const triageFile = folder.triage(o.id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, triageFile) || triageFile;
    const existing = await (0,_triage_js__WEBPACK_IMPORTED_MODULE_7__/* .loadTriage */ .Vm)(folder, o.id, o.cwd);
    if (existing && existing.runId !== last.run.runId)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${shown} triages run ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__/* .visible */ .RK)(existing.runId)}, not the latest run ${last.run.runId}: update its runId and items first`);
    const triage = existing ?? {
        schema: 'bmad-plus/uat-triage/1',
        specId: spec.id,
        runId: last.run.runId,
        items: [],
        writeChecks: [],
    };
    const lines = [];
    const checks = [];
    const owed = [];
    for (const step of spec.steps.filter((st) => st.writes && st.verify)) {
        if (step.expect.some((e) => (s.get(e.id)?.status ?? null) === null)) {
            lines.push(`${step.id}: not answered yet, no write to confirm`);
            continue;
        }
        const c = step.verify;
        if (c.kind === 'sql' || c.kind === 'manual') {
            owed.push(step.id);
            lines.push(`${step.id}: ${c.kind} check to run by a person and record in writeChecks of ${shown}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__/* .visible */ .RK)(c.query ?? c.instructions ?? '')}${c.expect ? ` (expect ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__/* .visible */ .RK)(c.expect)})` : ''}`);
            continue;
        }
        const r = c.kind === 'http' ? await runHttp(c) : await runCommand(c, o.cwd);
        const check = {
            step: step.id,
            kind: c.kind,
            ok: r.ok,
            at: new Date().toISOString(),
            by: VERIFIER,
            detail: r.detail.slice(0, 2000),
        };
        checks.push(check);
        triage.writeChecks.push(check);
        lines.push(`${step.id}: ${r.ok ? 'confirmed' : 'NOT confirmed'}: ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_8__/* .visible */ .RK)(r.detail)}`);
    }
    if (checks.length)
        await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeJsonAtomic */ .ZJ)(triageFile, triage);
    const failed = checks.filter((c) => !c.ok).length;
    lines.unshift(`${o.id}: ${checks.length} write check(s) run, ${failed} failed, ${owed.length} to record by a person${checks.length ? ` (recorded in ${shown})` : ''}`);
    return { exitCode: failed ? 1 : 0, lines, checks, owed };
}


/***/ })

};
