export const id = 8325;
export const ids = [8325];
export const modules = {

/***/ 40202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   initSpec: () => (/* binding */ initSpec),
/* harmony export */   j6: () => (/* binding */ EXAMPLE_ID),
/* harmony export */   w$: () => (/* binding */ starterTexts)
/* harmony export */ });
/* unused harmony export exampleSpecPath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_assets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74502);
/* harmony import */ var _text_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90108);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18140);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(39559);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4243);







const EXAMPLE_ID = 'example-1.0.0';
function exampleSpecPath() {
    return (0,_text_assets_js__WEBPACK_IMPORTED_MODULE_2__/* .assetPath */ .Q)('templates', 'uat', `${EXAMPLE_ID}.json`);
}
async function readExample() {
    return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(exampleSpecPath(), 'utf8'));
}
const starterTitle = (id) => `Acceptance of ${id} (replace with what the tester accepts)`;
/**
 * The placeholder texts of the starter `uat init` writes for `id`: its title and every text of
 * the shipped example. `uat lint` refuses a recipe for a real version that still holds one.
 */
async function starterTexts(id) {
    const ex = await readExample();
    const checks = [...ex.witnesses.map((w) => w.check), ...ex.steps.flatMap((st) => (st.verify ? [st.verify] : []))];
    return new Set([
        starterTitle(id),
        ex.title,
        ...(ex.testerNote ? [ex.testerNote] : []),
        ...ex.witnesses.map((w) => w.thing),
        ...checks.flatMap((c) => [c.query, c.instructions].filter((t) => t !== undefined)),
        ...ex.steps.flatMap((st) => [st.where, ...st.do, ...st.expect.map((e) => e.text)]),
    ]);
}
/** `name-1.2.3` → `1.2.3`; an id without a version gets 0.1.0 to edit. */
function versionOf(id) {
    return /-(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)$/.exec(id)?.[1] ?? '0.1.0';
}
/** Writes specs/<ID>.json: the shipped example (or the example itself for its own id), with the config's environment. */
async function initSpec(o) {
    const folder = await (0,_folder_js__WEBPACK_IMPORTED_MODULE_5__/* .uatFolder */ .p)(o.cwd, o.dir);
    const file = folder.spec(o.id);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(o.cwd, file) || file;
    if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(file).then(() => true, () => false))
        throw new _text_errors_js__WEBPACK_IMPORTED_MODULE_3__.ProofgateError(`${shown} already exists; edit it, or remove it to start again`);
    const spec = await readExample();
    if (o.id !== EXAMPLE_ID) {
        spec.id = o.id;
        spec.version = versionOf(o.id);
        spec.title = starterTitle(o.id);
    }
    const env = folder.config.environment;
    if (env.name || env.url)
        spec.environment = { name: env.name, url: env.url };
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)(folder.tree, file, `${JSON.stringify(spec, null, 2)}\n`);
    return {
        exitCode: _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .UAT_EXIT */ .O.ok,
        file,
        lines: [
            o.id === EXAMPLE_ID
                ? `${shown} written (${spec.steps.length} steps, version ${spec.version}): the shipped example, ready to lint and build`
                : `${shown} written (${spec.steps.length} steps, version ${spec.version}): replace the example steps with the real sequence (lint refuses the starter's texts), then run \`proofgate uat lint ${o.id} --src src\``,
        ],
    };
}


/***/ }),

/***/ 18325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lintSpec: () => (/* binding */ lintSpec)
});

// UNUSED EXPORTS: markupIn

// EXTERNAL MODULE: ./src/text/words.ts
var words = __webpack_require__(71670);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/text/yaml.ts
var yaml = __webpack_require__(69816);
// EXTERNAL MODULE: ./src/uat/folder.ts
var uat_folder = __webpack_require__(39559);
// EXTERNAL MODULE: ./src/uat/init.ts
var init = __webpack_require__(40202);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
// EXTERNAL MODULE: ./src/text/files.ts
var text_files = __webpack_require__(18140);
;// CONCATENATED MODULE: ./src/uat/labels.ts




const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'coverage', '_bmad-output', '_bmad']);
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 20_000;
/** `path` is `folder` or inside it (both real paths). */
const within = (path, folder) => path === folder || path.startsWith(folder.endsWith(external_node_path_.sep) ? folder : folder + external_node_path_.sep);
/**
 * The regular files under `dir` into `out`; a folder that cannot be read (a path past PATH_MAX, no
 * permission) into `unreadable` as one line naming it, its files unchecked, never the walk's end.
 */
async function collect(dir, out, skip, unreadable) {
    if (skip.some((s) => within(dir, s)))
        return;
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (err) {
        const problem = (0,text_files/* pathErrorProblem */.zc)(err);
        if (!problem)
            throw err;
        unreadable.push(`the source folder ${(0,text_files/* shownPath */.pS)(dir)} ${problem}; its files were not checked`);
        return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
        if (out.length >= MAX_FILES)
            return;
        const path = (0,external_node_path_.join)(dir, e.name);
        if (e.isDirectory()) {
            if (!SKIP_DIRS.has(e.name))
                await collect(path, out, skip, unreadable);
        }
        else if (e.isFile())
            out.push(path);
    }
}
/**
 * Which labels appear word for word in the source files under `dirs` (text files only, dependency
 * and build folders skipped). Never in `skip` (the uat folder, wherever it is and whatever its
 * name): a recipe holds every label it names, so reading it as source would find them all.
 * Each file is read through `readRegular`: one over MAX_FILE_BYTES by its size, never read (a sparse
 * file of gigabytes, hard-linked many times, would take minutes and gigabytes each), and no FIFO
 * swapped in is opened. The folders that could not be walked come back as lines in `unreadable`.
 */
async function findLabels(cwd, dirs, labels, skip = []) {
    // Compared as real paths: the walk below follows no link, so every path it meets is real.
    const skipped = (await Promise.all(skip.map((s) => (0,promises_.realpath)(s).catch(() => undefined)))).filter((s) => s !== undefined);
    const files = [];
    const unreadable = [];
    for (const d of dirs) {
        const abs = (0,external_node_path_.resolve)(cwd, d);
        // Never through a link, and never a FIFO or device (reading one would block or act).
        const s = await (0,promises_.lstat)(abs).catch(() => undefined);
        // The options were checked when read (options.ts): only a folder removed since ends here.
        if (!s)
            throw new errors.ProofgateError(`the source ${JSON.stringify(d)} no longer exists`);
        const real = await (0,promises_.realpath)(abs);
        if (s.isDirectory())
            await collect(real, files, skipped, unreadable);
        else if (s.isFile() && !skipped.some((k) => within(real, k)))
            files.push(real);
    }
    const missing = new Set(labels);
    let textFiles = 0;
    for (const f of files) {
        // Read within its own folder: every path the walk met is real, so no link lies between.
        const read = await (0,text_files/* readRegular */.VX)((0,external_node_path_.dirname)(f), (0,external_node_path_.relative)((0,external_node_path_.dirname)(f), f), MAX_FILE_BYTES);
        if (read.status !== 'ok')
            continue;
        const buf = read.bytes;
        if (buf.includes(0))
            continue;
        textFiles++;
        const text = buf.toString('utf8');
        for (const l of missing)
            if (text.includes(l))
                missing.delete(l);
    }
    return { files: textFiles, missing: [...missing], unreadable };
}

// EXTERNAL MODULE: ./src/uat/spec.ts
var uat_spec = __webpack_require__(95223);
;// CONCATENATED MODULE: ./src/uat/sql.ts
/**
 * Whether an `sql` check's query is one read-only SELECT. Not a SQL parser (no single grammar
 * covers every database a recipe targets): a lexical check of the query's shape once comments,
 * string literals and quoted names are blanked out, so that nothing inside them counts. The
 * databases disagree on what quotes and comments are (a backslash escape, `$$` quoting, `#`
 * comments), and a text that is a string to one is a statement to another: the query must pass
 * under every reading. A function called by the SELECT can still write: run witness and verify
 * queries with a read-only role (docs/uat-lint.md).
 */
// A lock taken by the read (FOR UPDATE / SHARE, MySQL's LOCK IN SHARE MODE) or a table it
// creates (SELECT … INTO) make a SELECT act on the database.
const WRITING = /\b(into|for\s+(?:update|share|no\s+key\s+update|key\s+share)|lock\s+in\s+share\s+mode)\b/i;
const FLAGS = ['backslash', 'dollar', 'hash', 'bracket', 'nested', 'dashSpace'];
/** Every combination: a query must pass under each, whatever database runs it. */
const READINGS = Array.from({ length: 1 << FLAGS.length }, (_, n) => Object.fromEntries(FLAGS.map((f, bit) => [f, (n & (1 << bit)) !== 0])));
/** Where the block comment opened at `i` ends (exclusive), nested ones counted when `nested`; -1 when it never does. */
function commentEnd(q, i, nested) {
    let depth = 1;
    for (let j = i + 2; j < q.length - 1; j++) {
        if (q[j] === '*' && q[j + 1] === '/') {
            if (--depth === 0)
                return j + 2;
            j++;
        }
        else if (nested && q[j] === '/' && q[j + 1] === '*') {
            depth++;
            j++;
        }
    }
    return -1;
}
const lineAt = (text, at) => text.slice(0, at).split('\n').length;
/** Where the quoted part or comment starting at `i` ends (exclusive), or -1 when it never does; undefined when none starts there. */
function quotedEnd(q, i, r) {
    const c = q[i];
    const two = q.slice(i, i + 2);
    const dashComment = two === '--' && (!r.dashSpace || i + 2 >= q.length || /[\s\x00-\x1f]/.test(q[i + 2]));
    if (dashComment || (r.hash && c === '#')) {
        const nl = q.indexOf('\n', i);
        return nl < 0 ? q.length : nl;
    }
    if (two === '/*')
        return commentEnd(q, i, r.nested);
    if (r.bracket && c === '[') {
        for (let j = i + 1; j < q.length; j++) {
            if (q[j] !== ']')
                continue;
            if (q[j + 1] !== ']')
                return j + 1;
            j++; // `]]` is the bracket itself
        }
        return -1;
    }
    if (c === "'" || c === '"' || c === '`') {
        for (let j = i + 1; j < q.length; j++) {
            if (r.backslash && c !== '`' && q[j] === '\\')
                j++;
            else if (q[j] === c) {
                if (q[j + 1] !== c)
                    return j + 1;
                j++; // a doubled quote is the quote itself
            }
        }
        return -1;
    }
    if (r.dollar && c === '$') {
        const tag = /^\$[A-Za-z_]*\$/.exec(q.slice(i))?.[0];
        if (!tag)
            return undefined;
        const close = q.indexOf(tag, i + tag.length);
        return close < 0 ? -1 : close + tag.length;
    }
    return undefined;
}
/** Why `query` read as `r` is not one read-only SELECT; undefined when it is. */
function problemIn(query, r) {
    // `text`: strings, quoted names and comments blanked; `client`: only strings and quoted names.
    let text = '';
    let client = '';
    for (let i = 0; i < query.length;) {
        const end = quotedEnd(query, i, r);
        if (end === undefined) {
            text += query[i];
            client += query[i++];
            continue;
        }
        if (end < 0)
            return `line ${lineAt(query, i)} of the query opens a string, quoted name or comment it never closes`;
        const blank = query.slice(i, end).replace(/[^\n]/g, ' ');
        text += blank;
        client += /^(?:--|#|\/\*)/.test(query.slice(i, i + 2)) ? query.slice(i, end) : blank;
        i = end;
    }
    // The person pastes the query into a database's client, which acts on its own commands before any
    // SQL reaches the database: psql's and mysql's backslash commands (`\! cmd` and `\g |cmd` run a
    // shell, `\gexec` runs each value as SQL, `\.` a file), sqlite3's dot-commands (`.shell`, `.system`).
    const meta = /\\|(?:^|\n)[ \t]*\./.exec(client);
    if (meta)
        return `line ${lineAt(client, meta.index + meta[0].length - 1)} of the query has a client command (${JSON.stringify(client.slice(meta.index, meta.index + 12).trim())}): psql, mysql and sqlite3 run a backslash or a line's leading dot themselves (a shell, a file, each value as SQL) before any SQL reaches the database; write the query as SQL alone`;
    const word = (at) => /^[A-Za-z_]+/.exec(text.slice(at))?.[0] ?? text[at];
    const semi = text.indexOf(';');
    const after = semi < 0 ? -1 : text.slice(semi + 1).search(/\S/);
    if (after >= 0) {
        const at = semi + 1 + after;
        return `line ${lineAt(text, at)} of the query starts a second statement (${word(at)}); keep one SELECT`;
    }
    const first = text.search(/\S/);
    if (first < 0)
        return 'the query is empty once its comments are set aside';
    if (word(first).toUpperCase() !== 'SELECT')
        return `line ${lineAt(text, first)} of the query starts with ${word(first)}, not SELECT`;
    const w = WRITING.exec(text);
    if (w)
        return `line ${lineAt(text, w.index)} of the query has ${w[0].replace(/\s+/g, ' ').toUpperCase()}, which writes or locks`;
    return undefined;
}
/** Why `query` is not one read-only SELECT under some database's reading, naming the line of the query; undefined when it is. */
function sqlProblem(query) {
    // MySQL runs the inside of `/*! … */` as SQL.
    const exec = query.indexOf('/*!');
    if (exec >= 0)
        return `line ${lineAt(query, exec)} of the query has an executable comment (/*!), which some databases run`;
    for (const r of READINGS) {
        const p = problemIn(query, r);
        if (p)
            return p;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/text/json.ts
var json = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/uat/exit-codes.ts
var exit_codes = __webpack_require__(4243);
;// CONCATENATED MODULE: ./src/uat/lint.ts










// The page shows text only: a tag, Markdown emphasis, a link or a code span would reach the tester raw.
const TAG_START = /<\/?[A-Za-z!]/;
const MARK = /\*\*|__|\]\(|`/;
/**
 * The first markup in `text`, as `/<\/?[A-Za-z!][^>]*>|\*\*|__|\]\(|`/` finds it: a tag runs from the
 * first tag opening to the `>` after it (a later opening closes only where the first does). By index:
 * that pattern scanned to the end from each `<a` of a text with no `>` after them, quadratic (#658).
 */
function markupIn(text) {
    const tag = TAG_START.exec(text);
    const end = tag ? text.indexOf('>', tag.index + tag[0].length) : -1;
    const mark = MARK.exec(text);
    if (tag && end >= 0 && (!mark || tag.index < mark.index))
        return text.slice(tag.index, end + 1);
    return mark?.[0];
}
function markupErrors(spec) {
    const out = [];
    const check = (text, where) => {
        const markup = text === undefined ? undefined : markupIn(text);
        if (markup !== undefined)
            out.push(`${where}: contains markup (${(0,neutralise.visible)(markup)}); the page shows plain text, write it as the tester reads it`);
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
/** A character that draws nothing (neutralise.ts DRAWS_NOTHING: a variation selector, a Hangul filler, U+2800, a zero-width space). */
const DRAWN_AS_NOTHING = new RegExp(`[${neutralise.DRAWS_NOTHING}]`, 'u');
/**
 * The page shows every text as the browser lays it out, so a bidirectional control acts there: `\u202e001 EUR`
 * shows as `RUE 100`, the reverse of what the recipe says and of what lint, the gate and the summary show
 * (U+XXXX). A character that draws nothing is a blank or nothing there, where they show U+XXXX: the
 * tester would read another text than the one the gate names. So no text the page shows may hold either.
 */
function pageTextErrors(spec) {
    const shown = [
        ['/title', spec.title],
        ['/version', spec.version],
        ['/environment/name', spec.environment.name],
        ['/environment/url', spec.environment.url],
        ['/testerNote', spec.testerNote],
        ...spec.steps.flatMap((s, i) => [
            [`/steps/${i}/where`, s.where],
            ...s.do.map((d, j) => [`/steps/${i}/do/${j}`, d]),
            ...s.expect.map((e, j) => [`/steps/${i}/expect/${j}/text`, e.text]),
            ...s.labels.map((l, j) => [`/steps/${i}/labels/${j}`, l]),
        ]),
    ];
    return shown.flatMap(([where, text]) => {
        if (text === undefined)
            return [];
        const bidi = words/* BIDI */.lr.exec(text);
        if (bidi)
            return [
                `${where}: holds a bidirectional control (${(0,neutralise.visible)(bidi[0])}): the page would show its characters in another order than the recipe has them; write the text without it`,
            ];
        const blank = DRAWN_AS_NOTHING.exec(text);
        return blank
            ? [
                `${where}: holds a character that draws nothing (${(0,neutralise.visible)(blank[0])}): the page would show a blank or nothing where lint, the gate and the summary show ${(0,neutralise.visible)(blank[0])}; write the text without it`,
            ]
            : [];
    });
}
/** Every text of the spec a tester reads or a person runs, with where it is. */
function texts(spec) {
    const check = (c, at) => c
        ? [
            [[...at, 'query'], c.query],
            [[...at, 'instructions'], c.instructions],
        ]
        : [];
    return [
        [['title'], spec.title],
        [['testerNote'], spec.testerNote],
        ...spec.witnesses.flatMap((w, i) => [
            [['witnesses', i, 'thing'], w.thing],
            ...check(w.check, ['witnesses', i, 'check']),
        ]),
        ...spec.steps.flatMap((st, i) => [
            [['steps', i, 'where'], st.where],
            ...st.do.map((d, j) => [['steps', i, 'do', j], d]),
            ...st.expect.map((e, j) => [['steps', i, 'expect', j, 'text'], e.text]),
            ...check(st.verify, ['steps', i, 'verify']),
        ]),
    ];
}
const pointer = (path) => `/${path.join('/')}`;
/** A recipe started with `uat init` for a real version still holds the starter's texts: each place is named. */
async function starterErrors(spec, id) {
    if (id === init/* EXAMPLE_ID */.j6)
        return []; // the shipped example is itself, not a placeholder
    const starter = await (0,init/* starterTexts */.w$)(id);
    const left = texts(spec)
        .filter(([, t]) => t !== undefined && starter.has(t))
        .map(([p]) => pointer(p));
    if (!left.length)
        return [];
    return [
        `the recipe still holds ${left.length} text(s) of the starter \`uat init\` wrote (${left.join(', ')}); replace them with what the tester does and sees for ${id}`,
    ];
}
/** Every `sql` check must be one read-only SELECT; the error names the line in the spec file and in the query. */
function sqlErrors(spec, text, file) {
    const out = [];
    const checks = [
        ...spec.witnesses.map((w, i) => [['witnesses', i, 'check', 'query'], w.check, 'a witness']),
        ...spec.steps.flatMap((st, i) => st.verify ? [[['steps', i, 'verify', 'query'], st.verify, `the verify check of ${st.id}`]] : []),
    ];
    for (const [path, c, whose] of checks) {
        const problem = c.kind === 'sql' && c.query !== undefined ? sqlProblem(c.query) : undefined;
        if (!problem)
            continue;
        const line = (0,yaml.lineOf)(text, path);
        out.push(`${pointer(path)}${line ? ` (${file} line ${line})` : ''}: ${whose} query must be one read-only SELECT: ${problem}`);
    }
    return out;
}
/** Schema, rules, starter texts, read-only queries, markup, budget, witnesses and (with --src) every label found verbatim in the source. */
async function lintSpec(o) {
    const folder = await (0,uat_folder/* uatFolder */.p)(o.cwd, o.dir, o.config);
    const { text, file } = await (0,uat_spec/* readSpecText */.vt)(folder, o.id, o.cwd);
    let data;
    try {
        data = (0,json/* parseJsonText */.lk)(text, file);
    }
    catch (err) {
        return { exitCode: exit_codes/* UAT_EXIT */.O.failed, errors: [err.message], lines: [`${o.id}: not a spec`, `- ${err.message}`] };
    }
    const errors = await (0,uat_spec/* specErrors */.nH)(data, o.id);
    if (errors.length)
        return {
            exitCode: exit_codes/* UAT_EXIT */.O.failed,
            errors,
            lines: [`${o.id}: ${errors.length} error(s) against bmad-plus/uat-spec/2`, ...errors.map((e) => `- ${(0,neutralise.visible)(e)}`)],
        };
    const spec = data;
    const counts = (0,uat_spec/* specCounts */.uN)(spec);
    const { budget } = folder.config;
    errors.push(...(await starterErrors(spec, o.id)), ...sqlErrors(spec, text, file), ...markupErrors(spec), ...pageTextErrors(spec));
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
        const found = await findLabels(o.cwd, o.src, labels, [folder.root]);
        sourceFiles = found.files;
        errors.push(...found.unreadable);
        for (const l of found.missing) {
            const steps = spec.steps.filter((s) => s.labels.includes(l)).map((s) => s.id);
            errors.push(`label ${JSON.stringify((0,neutralise.visible)(l))} (step ${steps.join(', ')}) is not in any source file under ${o.src.join(', ')}; copy it word for word from the code`);
        }
    }
    const head = `${o.id}: ${counts.steps} steps, ${counts.expectations} expectations, ${counts.labels} on-screen labels${sourceFiles === undefined ? '' : ` checked against ${sourceFiles} source files`}`;
    return {
        exitCode: errors.length ? exit_codes/* UAT_EXIT */.O.failed : exit_codes/* UAT_EXIT */.O.ok,
        errors,
        counts,
        ...(sourceFiles === undefined ? {} : { sourceFiles }),
        loaded: { spec, sha256: (0,uat_spec/* specSha256 */.n9)(spec), file },
        lines: [head, ...(errors.length ? errors.map((e) => `- ${(0,neutralise.visible)(e)}`) : ['no error'])],
    };
}


/***/ })

};
