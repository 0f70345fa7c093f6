export const id = 5879;
export const ids = [5879];
export const modules = {

/***/ 35879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hiddenLocally: () => (/* binding */ hiddenLocally),
/* harmony export */   x: () => (/* binding */ UNTRACKED_LISTING)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_dirs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81965);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73073);




/**
 * The untracked files as the tree's own `.gitignore` files decide, and nothing else: `.git/info/exclude`
 * and `core.excludesFile` (`~/.config/git/ignore` by default; pinned empty for every call in run.ts)
 * are this machine's, travel with no commit, and one planted there (an earlier job on a self-hosted
 * runner, an unconfined agent) hid a new file from the scope and every check of the tree. `-z`, names
 * as they are; a repository of its own is listed by its name and a slash.
 */
const UNTRACKED_LISTING = ['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-per-directory=.gitignore', '-z'];
/** Whether the repository's `info/exclude` holds a pattern (git's own holds only comments): else nothing is hidden by it. */
function excludesLocally(root) {
    const dirs = (0,_git_dirs_js__WEBPACK_IMPORTED_MODULE_2__/* .gitDirs */ .V)(root);
    // A git folder named some other way (GIT_DIR cannot be: gitEnv drops it): listed to be sure.
    if (!dirs.length)
        return true;
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirs.at(-1), 'info/exclude'), 'utf8');
    }
    catch {
        return false;
    }
    return text.split('\n').some((l) => l.trim() !== '' && !l.startsWith('#'));
}
/**
 * The untracked files only `.git/info/exclude` hides (UNTRACKED_LISTING's reason), as git names them
 * (bytes), for the git commands that read it whatever they are told (status, add -A): their callers
 * count these too.
 */
async function hiddenLocally(root) {
    if (!excludesLocally(root))
        return [];
    // As bytes: a name that is not UTF-8, decoded, is another name or none.
    const listed = async (args) => {
        const found = [];
        await (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .scanRecords */ .u3)(root, args, (r) => void (r.length && found.push(Buffer.from(r))));
        return found;
    };
    const [all, standard] = await Promise.all([
        listed(UNTRACKED_LISTING),
        listed(['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-standard', '-z']),
    ]);
    const shown = new Set(standard.map((b) => b.toString('latin1')));
    return all.filter((b) => !shown.has(b.toString('latin1')));
}


/***/ })

};
