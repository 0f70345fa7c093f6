export const id = 6918;
export const ids = [6918,4537];
export const modules = {

/***/ 86918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lintSpec: () => (/* binding */ lintSpec)
});

// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/uat/folder.ts
var uat_folder = __webpack_require__(61940);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/uat/labels.ts



const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'coverage', '_bmad-output']);
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 20_000;
async function collect(dir, out) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
        if (out.length >= MAX_FILES)
            return;
        const path = (0,external_node_path_.join)(dir, e.name);
        if (e.isDirectory()) {
            if (!SKIP_DIRS.has(e.name))
                await collect(path, out);
        }
        else if (e.isFile())
            out.push(path);
    }
}
/**
 * Which labels appear word for word in the source files under `dirs`
 * (text files only, dependency and build folders skipped).
 */
async function findLabels(cwd, dirs, labels) {
    const files = [];
    for (const d of dirs) {
        const abs = (0,external_node_path_.resolve)(cwd, d);
        // Never through a link, and never a FIFO or device (reading one would block or act).
        const s = await (0,promises_.lstat)(abs).catch(() => undefined);
        if (!s)
            throw new errors.ProofgateError(`--src ${JSON.stringify(d)} does not exist; give the folder that holds the screens' source`);
        if (s.isDirectory())
            await collect(abs, files);
        else if (s.isFile())
            files.push(abs);
    }
    const missing = new Set(labels);
    let textFiles = 0;
    for (const f of files) {
        const buf = await (0,promises_.readFile)(f);
        if (buf.length > MAX_FILE_BYTES || buf.includes(0))
            continue;
        textFiles++;
        const text = buf.toString('utf8');
        for (const l of missing)
            if (text.includes(l))
                missing.delete(l);
    }
    return { files: textFiles, missing: [...missing] };
}

// EXTERNAL MODULE: ./src/uat/spec.ts
var uat_spec = __webpack_require__(95223);
// EXTERNAL MODULE: ./src/text/json.ts
var json = __webpack_require__(21789);
;// CONCATENATED MODULE: ./src/uat/lint.ts





// The page shows text only: a tag, Markdown emphasis, a link or a code span would reach the tester raw.
const MARKUP = /<\/?[A-Za-z!][^>]*>|\*\*|__|\]\(|`/;
function markupErrors(spec) {
    const out = [];
    const check = (text, where) => {
        if (text !== undefined && MARKUP.test(text))
            out.push(`${where}: contains markup (${(0,neutralise.visible)(text.match(MARKUP)[0])}); the page shows plain text, write it as the tester reads it`);
    };
    check(spec.title, '/title');
    check(spec.testerNote, '/testerNote');
    spec.steps.forEach((s, i) => {
        check(s.where, `/steps/${i}/where`);
        s.do.forEach((d, j) => check(d, `/steps/${i}/do/${j}`));
        s.expect.forEach((e, j) => check(e.text, `/steps/${i}/expect/${j}/text`));
    });
    return out;
}
/** Schema, rules, markup, budget, witnesses and (with --src) every label found verbatim in the source. */
async function lintSpec(o) {
    const folder = await (0,uat_folder/* uatFolder */.p)(o.cwd, o.dir);
    const { text, file } = await (0,uat_spec/* readSpecText */.vt)(folder, o.id, o.cwd);
    let data;
    try {
        data = (0,json/* parseJsonText */.lk)(text, file);
    }
    catch (err) {
        return { exitCode: 1, errors: [err.message], lines: [`${o.id}: not a spec`, `- ${err.message}`] };
    }
    const errors = await (0,uat_spec/* specErrors */.nH)(data, o.id);
    if (errors.length)
        return {
            exitCode: 1,
            errors,
            lines: [`${o.id}: ${errors.length} error(s) against bmad-plus/uat-spec/2`, ...errors.map((e) => `- ${(0,neutralise.visible)(e)}`)],
        };
    const spec = data;
    const counts = (0,uat_spec/* specCounts */.uN)(spec);
    const { budget } = folder.config;
    errors.push(...markupErrors(spec));
    if (counts.steps > budget.steps)
        errors.push(`/steps: ${counts.steps} steps is over the page budget of ${budget.steps}; split the recipe into ordered pages`);
    if (spec.minutes !== undefined && spec.minutes > budget.minutes)
        errors.push(`/minutes: ${spec.minutes} minutes is over the page budget of ${budget.minutes}; split the recipe into ordered pages`);
    if (spec.minutes === undefined)
        errors.push(`/minutes: missing; estimate how long the tester needs (budget ${budget.minutes})`);
    if (spec.witnesses.length === 0)
        errors.push('/witnesses: none; name what the test relies on and the read-only query that proves its state');
    let sourceFiles;
    if (o.src.length) {
        const labels = [...new Set(spec.steps.flatMap((s) => s.labels))];
        const found = await findLabels(o.cwd, o.src, labels);
        sourceFiles = found.files;
        for (const l of found.missing) {
            const steps = spec.steps.filter((s) => s.labels.includes(l)).map((s) => s.id);
            errors.push(`label ${JSON.stringify((0,neutralise.visible)(l))} (step ${steps.join(', ')}) is not in any source file under ${o.src.join(', ')}; copy it word for word from the code`);
        }
    }
    const head = `${o.id}: ${counts.steps} steps, ${counts.expectations} expectations, ${counts.labels} on-screen labels${sourceFiles === undefined ? '' : ` checked against ${sourceFiles} source files`}`;
    return {
        exitCode: errors.length ? 1 : 0,
        errors,
        counts,
        ...(sourceFiles === undefined ? {} : { sourceFiles }),
        lines: [head, ...(errors.length ? errors.map((e) => `- ${e}`) : ['no error'])],
    };
}


/***/ })

};
