export const id = 5164;
export const ids = [5164];
export const modules = {

/***/ 55164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewMerge: () => (/* binding */ reviewMerge)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42137);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84466);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73219);






function part(loaded, what, dir) {
    if (loaded.status === 'ok')
        return loaded.data;
    const why = loaded.status === 'missing'
        ? 'is missing'
        : loaded.status === 'other-scope'
            ? `answers another scope (${loaded.scopeSha256.slice(0, 12)})`
            : `is not valid: ${loaded.errors.slice(0, 3).join('; ')}`;
    throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, what)} ${why}`);
}
const STOP_ORDER = ['interrupted', 'failure-streak', 'time-limit', 'budget'];
/**
 * `review merge ID --from DIR…`: one findings.json and coverage.json from the
 * per-unit files of parallel jobs. Every part must answer the same sealed scope
 * and cover its files once; any overlap is an error, never a silent choice.
 */
async function reviewMerge(options) {
    if (options.from.length === 0)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError('--from DIR is required (one per part; repeatable)');
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewPaths */ .xF)(options.cwd, options.id, options.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadScope */ .h9)(paths);
    const findings = [];
    const items = [];
    const units = [];
    const stops = [];
    const owner = new Map();
    const claim = (key, dir, what) => {
        const prior = owner.get(key);
        if (prior !== undefined && prior !== dir)
            throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.ProofgateError(`conflict: ${what} appears in both ${prior} and ${dir} (each file, unit and finding id belongs to one part; prefix finding ids with the unit, e.g. U2-F1)`);
        owner.set(key, dir);
    };
    for (const raw of options.from) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(options.cwd, raw);
        const part_ = { id: paths.id, root: paths.root, folder: dir, file: (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files[name]) };
        const f = part(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadFindings */ .fk)(part_, scope), _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.findings, dir);
        const c = part(await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCoverage */ .b2)(part_, scope), _folder_js__WEBPACK_IMPORTED_MODULE_4__/* .reviewFolder */ .B.files.coverage, dir);
        for (const finding of f.findings)
            claim(`finding:${finding.id}`, dir, `finding ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(finding.id)}`);
        for (const item of c.items)
            claim(`file:${item.path}`, dir, `file ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_3__.visible)(item.path)}`);
        for (const unit of c.units ?? [])
            claim(`unit:${unit.id}`, dir, `unit ${unit.id}`);
        findings.push(...f.findings);
        items.push(...c.items);
        units.push(...(c.units ?? []));
        if (c.run)
            stops.push(c.run.stop);
    }
    const stop = STOP_ORDER.find((s) => stops.includes(s)) ?? (stops.length ? 'completed' : undefined);
    const coverage = {
        schema: 'bmad-plus/review-coverage/1',
        scopeSha256: scope.scopeSha256,
        items,
        ...(units.length ? { units } : {}),
        ...(stop ? { run: { stop } } : {}),
    };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, paths.file('findings'), {
        schema: 'bmad-plus/review-findings/1',
        scopeSha256: scope.scopeSha256,
        findings,
    });
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeJsonAtomic */ .ZJ)(paths.root, paths.file('coverage'), coverage);
    return {
        exitCode: _text_errors_js__WEBPACK_IMPORTED_MODULE_2__.EXIT.ok,
        lines: [
            `merged ${options.from.length} part(s): ${findings.length} finding(s), ${items.length} of ${scope.files.length} selected file(s) accounted for → ${paths.folder}`,
        ],
        json: { folder: paths.folder, findings: findings.length, items: items.length, stop: stop ?? null },
    };
}


/***/ })

};
