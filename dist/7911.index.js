export const id = 7911;
export const ids = [7911];
export const modules = {

/***/ 87911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandHelp: () => (/* binding */ commandHelp),
/* harmony export */   commandUsage: () => (/* binding */ commandUsage),
/* harmony export */   mainHelp: () => (/* binding */ mainHelp)
/* harmony export */ });
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67989);

function commandUsage(c) {
    const pos = c.positionals.map((p) => (p.required ? p.name : `[${p.name}]`)).join(' ');
    return ['proofgate', c.area, c.name, pos, '[options]'].filter(Boolean).join(' ');
}
/** A flag or argument padded to the help's column, and never run into its description. */
const column = (text) => (text.length < 23 ? text.padEnd(24) : `${text}  `);
function commandHelp(c) {
    const out = [`usage: ${commandUsage(c)}`, '', c.summary, ''];
    if (c.positionals.length) {
        out.push('arguments:');
        for (const p of c.positionals)
            out.push(`  ${column(p.name)}${p.help}`);
        out.push('');
    }
    out.push('options:');
    for (const [name, o] of Object.entries(c.options)) {
        const flag = `--${name}${o.value ? ` ${o.value}` : ''}`;
        const extra = [
            o.multiple && !o.help.includes('repeatable') ? 'repeatable' : '',
            o.default !== undefined && o.default !== false ? `default ${String(o.default)}` : '',
        ]
            .filter(Boolean)
            .join('; ');
        out.push(`  ${column(flag)}${o.help}${extra ? ` (${extra})` : ''}`);
    }
    for (const [old, now] of Object.entries(c.aliases ?? {}))
        out.push(`  ${column(`--${old}`)}the former spelling of --${now} (deprecated)`);
    out.push(`  ${column('--help')}show this help`, '', 'exit codes:');
    for (const [code, meaning] of c.exitCodes)
        out.push(`  ${code}  ${meaning}`);
    return out.join('\n');
}
function mainHelp(version) {
    const out = [`proofgate ${version}: checkable AI-assisted review`, '', 'usage: proofgate <area> <command> [arguments] [options]', ''];
    for (const [area, about] of Object.entries(_registry_js__WEBPACK_IMPORTED_MODULE_0__.AREAS)) {
        out.push(`${area}: ${about}`);
        for (const c of _registry_js__WEBPACK_IMPORTED_MODULE_0__.COMMANDS.filter((k) => k.area === area))
            out.push(`  ${commandUsage(c)
                .replace(/^proofgate /, '')
                .padEnd(44)}${c.summary}`);
        out.push('');
    }
    out.push('`proofgate <area> <command> --help` describes every option, default and exit code.');
    out.push('Each command lists its exit codes in its --help; an error it can name is one line on stderr.');
    return out.join('\n');
}


/***/ })

};
