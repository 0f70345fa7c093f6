export const id = 839;
export const ids = [839];
export const modules = {

/***/ 90839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ gateRecipe),
/* harmony export */   releaseGate: () => (/* binding */ releaseGate),
/* harmony export */   specPresent: () => (/* binding */ specPresent),
/* harmony export */   vh: () => (/* binding */ recipesForVersion),
/* harmony export */   zP: () => (/* binding */ worstVerdict)
/* harmony export */ });
/* unused harmony exports RELEASE_EXIT, recipeLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42137);
/* harmony import */ var _text_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21789);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31854);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(61940);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(74571);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(95223);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4243);











const RELEASE_EXIT = { ..._gate_js__WEBPACK_IMPORTED_MODULE_8__/* .VERDICT_EXIT */ .bO, 'could-not-run': _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.couldNotRun };
/** The worst first: one recipe that could not run, failed, is stale or awaits a run holds the release. */
const WORST_FIRST = ['could-not-run', 'failed', 'stale', 'awaiting', 'passed'];
/** The verdict over several recipes: the first of `worstFirst` that one of them has (none at all is `awaiting`). */
function worstVerdict(verdicts, worstFirst) {
    return worstFirst.find((v) => verdicts.includes(v)) ?? 'awaiting';
}
async function packageVersion(cwd) {
    let pkg;
    try {
        pkg = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonText */ .lk)((await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readTextCapped */ .XS)(cwd, 'package.json', _config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_MAX_BYTES */ .SL)) ?? '', 'package.json');
    }
    catch (err) {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`cannot read the version from package.json: ${err.message}`);
    }
    if (typeof pkg.version !== 'string' || pkg.version === '')
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError('package.json has no `version`');
    return pkg.version;
}
/** What a commit holds of the release: its package.json's version and its specs' versions, read from git (nothing from the work tree). */
async function releaseAt(cwd, specsFolder, commit) {
    const { openAndResolve, readObjects, treeEntries } = await __webpack_require__.e(/* import() */ 308).then(__webpack_require__.bind(__webpack_require__, 10308));
    const { repo, shas } = await openAndResolve(cwd, [{ ref: commit, what: 'base' }]).catch(() => {
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`the base commit ${commit.slice(0, 12)} is not in the clone: check out with \`fetch-depth: 0\` so that the release is read from the base too`);
    });
    const sha = shas[0];
    const rel = async (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(repo.root, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd), path))
        .split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep)
        .join('/');
    const pkgPath = await rel('package.json');
    const specsPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(repo.root, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(specsFolder).catch(() => specsFolder))
        .split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep)
        .join('/');
    const entries = (await treeEntries(repo, sha, [`${specsPath}/`])).filter((e) => e.type === 'blob' && e.path.endsWith('.json'));
    const names = [`${sha}:${pkgPath}`, ...entries.map((e) => `${sha}:${e.path}`)];
    const objects = await readObjects(repo.root, names);
    const versionOf = (name) => {
        const data = objects.get(name)?.data;
        if (!data || data.length > _config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_MAX_BYTES */ .SL)
            return null;
        try {
            const v = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonText */ .lk)(data.toString('utf8'), name)?.version;
            return typeof v === 'string' && v !== '' ? v : null;
        }
        catch {
            return null;
        }
    };
    const version = versionOf(names[0]);
    if (version === null)
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`package.json at the base commit ${commit.slice(0, 12)} has no readable \`version\``);
    const specs = new Map(entries.map((e) => [node_path__WEBPACK_IMPORTED_MODULE_2__.posix.basename(e.path, '.json'), versionOf(`${sha}:${e.path}`)]));
    return { version, specs };
}
/**
 * Every recipe of the version in package.json among specs/*.json; a spec whose version cannot be
 * read is listed, never skipped. Given a base commit (a pull request's), the release is also what
 * the base says it is: the recipes of the base's package version and of the head's, as the base
 * has them, are gated too, so neither a version edited in package.json nor one edited in a spec
 * takes a recipe out, and a recipe the change deletes cannot pass.
 */
async function recipesForVersion(cwd, dir, config, base) {
    const version = await packageVersion(cwd);
    // Given a base, its settings say where the recipes are: the change cannot point the gate elsewhere.
    const settings = config ?? (base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .loadUatConfigAt */ .wA)(cwd, base));
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_7__/* .uatFolder */ .p)(cwd, dir, settings);
    const specs = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder.root, 'specs');
    const atBase = base === undefined ? undefined : await releaseAt(cwd, specs, base);
    const versions = new Set([version, ...(atBase ? [atBase.version] : [])]);
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(specs).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
    const out = {
        version,
        ids: [],
        uncertain: [],
        ...(atBase && atBase.version !== version ? { baseVersion: atBase.version } : {}),
    };
    const shown = (id) => (0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(specs, `${id}.json`)));
    for (const name of names) {
        const id = name.slice(0, -'.json'.length);
        try {
            const { text, file } = await (0,_spec_js__WEBPACK_IMPORTED_MODULE_9__/* .readSpecText */ .vt)(folder, id, cwd);
            const doc = (0,_text_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonText */ .lk)(text, file);
            if (typeof doc?.version !== 'string')
                throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${file} has no \`version\``);
            const fromBase = atBase?.specs.get(id);
            if (versions.has(doc.version) || (fromBase != null && versions.has(fromBase)))
                out.ids.push(id);
            // One edited field would otherwise take a failing recipe out of the release.
            else {
                const named = [...versions].find((v) => id.endsWith(`-${v}`));
                if (named !== undefined)
                    out.uncertain.push({
                        file: shown(id),
                        why: `its id names ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(named)}, but its \`version\` is ${JSON.stringify((0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(doc.version))}`,
                    });
            }
        }
        catch (err) {
            out.uncertain.push({ file: shown(id), why: `its version cannot be read: ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(err)}` });
        }
    }
    const present = new Set(names);
    for (const [id, v] of atBase?.specs ?? [])
        if (v !== null && versions.has(v) && !present.has(`${id}.json`))
            out.uncertain.push({ file: shown(id), why: `the base has it as a recipe of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(v)}, and the change deletes it` });
    return out;
}
/** Exit 0 when the version in package.json has a recipe, 1 when it has none. */
async function specPresent(o) {
    const r = await recipesForVersion(o.cwd, o.dir);
    const warnings = r.uncertain.map((u) => `warning: ${u.file}: ${u.why}`);
    if (!r.ids.length)
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.failed,
            version: r.version,
            ids: [],
            lines: [
                `version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(r.version)} has no recipe: write one with \`proofgate uat init <name>-${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(r.version)}\` before releasing`,
                ...warnings,
            ],
        };
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.ok,
        version: r.version,
        ids: r.ids,
        lines: [`version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(r.version)} has ${r.ids.length} recipe(s): ${r.ids.join(', ')}`, ...warnings],
    };
}
/** The gate of one recipe; whatever stops it (an unreadable triage file, an invalid spec) is `could-not-run`, never a pass. */
async function gateRecipe(id, o) {
    try {
        const gate = await (0,_gate_js__WEBPACK_IMPORTED_MODULE_8__.uatGate)({ id, ...o });
        return { id, verdict: gate.verdict, exitCode: gate.exitCode, gate };
    }
    catch (err) {
        return { id, verdict: 'could-not-run', exitCode: RELEASE_EXIT['could-not-run'], error: (0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(err) };
    }
}
/** Lines for one recipe's outcome: the gate's own, or why it could not run. */
function recipeLines(r) {
    return r.gate ? r.gate.lines : [`${r.id}: could not run (not a pass): ${r.error}`];
}
/**
 * The release check over every recipe of the version: 0 passed, 1 failed, 2 no finished run,
 * 3 another revision, 4 could not run (never a pass). The worst recipe decides.
 */
async function releaseGate(o) {
    let found;
    // With a base, its settings say where the recipes are, for finding them and for gating them.
    let config;
    try {
        config = o.base === undefined ? undefined : await (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .loadUatConfigAt */ .wA)(o.cwd, o.base);
        found = await recipesForVersion(o.cwd, o.dir, config, o.base);
    }
    catch (err) {
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.couldNotRun,
            verdict: 'could-not-run',
            recipes: [],
            lines: [`release gate could not run (not a pass): ${(0,_text_errors_js__WEBPACK_IMPORTED_MODULE_3__.describeError)(err)}`],
        };
    }
    const { version, ids, uncertain } = found;
    const cannotTell = uncertain.map((u) => `- ${u.file} may be a recipe of ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(version)}: ${u.why}`);
    if (!ids.length)
        return {
            exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_10__/* .UAT_EXIT */ .O.couldNotRun,
            verdict: 'could-not-run',
            version,
            recipes: [],
            lines: [`release gate could not run: version ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(version)} has no recipe (not a pass)`, ...cannotTell],
        };
    const recipes = [];
    for (const id of ids)
        recipes.push(await gateRecipe(id, { cwd: o.cwd, ...(o.dir !== undefined ? { dir: o.dir } : {}), ...(config ? { config } : {}) }));
    const verdict = uncertain.length
        ? 'could-not-run'
        : worstVerdict(recipes.map((r) => r.verdict), WORST_FIRST);
    return {
        exitCode: RELEASE_EXIT[verdict],
        verdict,
        version,
        recipes,
        lines: [
            `release ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(version)}${found.baseVersion !== undefined ? ` (the base's is ${(0,_text_neutralise_js__WEBPACK_IMPORTED_MODULE_4__.visible)(found.baseVersion)})` : ''}: ${verdict}${verdict === 'could-not-run' ? ' (not a pass)' : ''} \u2014 ${recipes.length} recipe(s): ${recipes.map((r) => `${r.id} ${r.verdict}`).join(', ')}`,
            ...cannotTell,
            ...recipes.flatMap(recipeLines),
        ],
    };
}


/***/ })

};
