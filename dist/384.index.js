export const id = 384;
export const ids = [384];
export const modules = {

/***/ 50384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ ARGV_GROUP_BYTES),
/* harmony export */   H: () => (/* binding */ argvGroups),
/* harmony export */   pathGroups: () => (/* binding */ pathGroups)
/* harmony export */ });
/**
 * Bytes of arguments one process is given from a list that grows with the change (paths after
 * `--`). Linux refuses an exec whose arguments pass ARG_MAX (2 MiB with the default stack) with
 * E2BIG, and a path may be 4,096 characters: 500 of them were 2 MB, 1,500 link targets of 525
 * characters an error where a verdict was due.
 */
const ARGV_GROUP_BYTES = 128 * 1024;
/** What one argument takes of ARG_MAX: its bytes, its NUL and its pointer. */
const argBytes = (arg) => Buffer.byteLength(arg) + 9;
/**
 * `items` cut, in order, into groups whose arguments (`argsOf`) fit one command line: at most
 * `bytes` of them and at most `most` items. An item is never split: one over `bytes` alone is a
 * group of its own (a path is at most 4,096 characters, and Linux takes 128 KiB in one argument).
 */
function argvGroups(items, argsOf, { most = Infinity, bytes = ARGV_GROUP_BYTES } = {}) {
    const groups = [];
    let group = [];
    let used = 0;
    for (const item of items) {
        const cost = argsOf(item).reduce((n, arg) => n + argBytes(arg), 0);
        if (group.length > 0 && (group.length >= most || used + cost > bytes)) {
            groups.push(group);
            group = [];
            used = 0;
        }
        group.push(item);
        used += cost;
    }
    if (group.length)
        groups.push(group);
    return groups;
}
/** Paths in groups that fit one command line each (argvGroups). */
const pathGroups = (paths, limits) => argvGroups(paths, (p) => [p], limits);


/***/ })

};
