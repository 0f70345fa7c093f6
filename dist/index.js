import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 73336:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L$: () => (/* binding */ gitMemo),
/* harmony export */   V_: () => (/* binding */ withGitMemo),
/* harmony export */   _L: () => (/* binding */ MEMO_BLOB_MAX),
/* harmony export */   e3: () => (/* binding */ memoKey),
/* harmony export */   jR: () => (/* binding */ MEMO_BLOB_BUDGET),
/* harmony export */   yI: () => (/* binding */ immutableName)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);

/** Blobs larger than this are read again when asked again: a large file is rarely asked twice, and holding it costs memory. */
const MEMO_BLOB_MAX = 256 * 1024;
const MEMO_BLOB_BUDGET = 32 * 1024 * 1024;
const store = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** Runs `body` as one run: git answers are shared within it, and dropped at its end. */
function withGitMemo(body) {
    return store.run({ info: new Map(), blobs: new Map(), blobBytes: 0, toplevels: new Map(), entries: new Map(), listings: new Map() }, body);
}
const gitMemo = () => store.getStore();
/** A name whose answer never changes: it starts with a full object id and names that object, its commit, or a path in its tree. */
const immutableName = (name) => /^[0-9a-f]{40}(?:[0-9a-f]{24})?(?:$|\^\{commit\}$|:)/.test(name);
/** The memo's key of `name` in the repository at `root`: objects of one repository are not another's. */
const memoKey = (root, name) => `${root}\0${name}`;


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 53916:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path/posix");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  XI: () => (/* binding */ action),
  uF: () => (/* binding */ anchorWorker),
  xw: () => (/* binding */ cli),
  fm: () => (/* reexport */ exitWhenIdle)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __nccwpck_require__(98995);
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(73136);
;// CONCATENATED MODULE: ./src/compile-cache.ts
/**
 * V8's compile cache (Node 22.1 and later; Node 20 has none and runs as before): a command's code
 * is compiled once per bundle, not at every start. The cache lives beside the bundle, in the
 * package's own folder, never in a shared temporary folder: whoever can write there can already
 * rewrite the bundle itself, so a cache entry (compiled code a later step would run) is no new way
 * in for another user or for an agent. A folder proofgate cannot write is simply not cached.
 */




function enableCompileCache() {
    const enable = (external_node_module_default()).enableCompileCache;
    if (!enable)
        return;
    // dist/index.js (and src/ in tests) sit one folder below the package's root.
    const dir = (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url))), '.compile-cache');
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        // Ignored by git wherever the package sits (a copy vendored into a repository under review):
        // the cache is never an untracked file of a scope, a tree check or a pull request.
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, '.gitignore'), '# proofgate: V8 compile cache\n*\n', { flag: 'wx' });
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            return;
    }
    enable(dir);
}

// EXTERNAL MODULE: ./src/git/run-memo.ts
var run_memo = __nccwpck_require__(73336);
;// CONCATENATED MODULE: ./src/process-io.ts
/**
 * How the CLI's process writes its lines and ends. Touching `process.stdout` builds a stream over
 * a pipe or terminal, about 10 ms of a 40 ms Node start, for a few lines written once; and a
 * natural end tears the environment down, about 7 ms more, for a process that is finished.
 */

const streamed = new Set();
/** The fds that take no more (EPIPE: `| head`, `| true`; ENOSPC, EIO): nothing more is written there. */
const gone = new Set();
const errorCode = (err) => err?.code;
/**
 * An fd that cannot take the lines (a reader gone, a full disk, an I/O error) takes no more. A
 * reader that left wanted no more; any other loss is said once on stderr, never as a crash.
 */
function lost(fd, err) {
    gone.add(fd);
    const code = errorCode(err);
    if (code === 'EPIPE' || fd === 2 || gone.has(2))
        return;
    try {
        (0,external_node_fs_.writeSync)(2, `proofgate: the output could not be written (${String(code ?? err)}): its lines are lost; the exit code is still the command's\n`);
    }
    catch {
        gone.add(2);
    }
}
/**
 * Writes to fd 1 or 2 with `fs.writeSync`. Whatever that cannot do (a non-blocking pipe that is
 * full) goes to the stream as before, and so does everything after it, so the order of the lines
 * holds. An fd that fails ends the writing to it, never the command: its exit code is the
 * verdict's, not that of a crash (`review gate … | head` or `> /dev/full` must not turn incomplete into 1).
 */
function writeOut(fd, text) {
    if (gone.has(fd))
        return;
    const bytes = Buffer.from(text);
    let done = 0;
    if (!streamed.has(fd))
        try {
            while (done < bytes.length)
                done += (0,external_node_fs_.writeSync)(fd, bytes, done);
            return;
        }
        catch (err) {
            if (errorCode(err) !== 'EAGAIN')
                return lost(fd, err);
            streamed.add(fd);
            (fd === 1 ? process.stdout : process.stderr).on('error', (e) => lost(fd, e));
        }
    (fd === 1 ? process.stdout : process.stderr).write(bytes.subarray(done));
}
/**
 * Ends the process now when a natural end would come next: nothing left to run (no child, timer,
 * socket or request) and every line already written whole. Otherwise the process ends as usual,
 * once those are done.
 */
async function exitWhenIdle() {
    // Handles whose close was already asked for finish within one turn of the loop.
    await new Promise((resolve) => setImmediate(resolve));
    if (streamed.size === 0 && process.getActiveResourcesInfo().length === 0)
        process.exit();
}

;// CONCATENATED MODULE: ./src/index.ts
/**
 * The one bundle's entry. The CLI and every action reach the core through here;
 * each loads its part on demand so a command that publishes nothing never
 * parses the GitHub toolkit.
 */



// Before any part is loaded: each is compiled from the cache from then on.
enableCompileCache();
// dist/cli.js ends the process with it once the command is done (scripts/build.mjs).

/** Runs the CLI; `write` prints to fd 1 or 2 (a test in process passes its own). */
async function cli(argv = process.argv.slice(2), write = writeOut) {
    const [{ runCli }, { handleStops }] = await Promise.all([Promise.all(/* import() */[__nccwpck_require__.e(2137), __nccwpck_require__.e(2957)]).then(__nccwpck_require__.bind(__nccwpck_require__, 12957)), __nccwpck_require__.e(/* import() */ 1331).then(__nccwpck_require__.bind(__nccwpck_require__, 91331))]);
    // runCli neutralises every line. In a workflow step stderr (progress, errors) is also fenced
    // off with stop-commands; stdout is not, because it may be redirected into a file or a pipe.
    const fenced = process.env.GITHUB_ACTIONS === 'true' ? (await __nccwpck_require__.e(/* import() */ 2137).then(__nccwpck_require__.bind(__nccwpck_require__, 42137))).untrustedBlock : undefined;
    // A command told to stop ends as one without a verdict: its stop said on GitHub where it published (abort.ts), one line, 128+signal.
    const unhandle = handleStops((why) => write(2, `proofgate: stopped before a verdict: ${why}\n`));
    try {
        // One command is one run: git's answers are shared within it (run-memo.ts).
        process.exitCode = await (0,run_memo/* withGitMemo */.V_)(() => runCli(argv, {
            cwd: process.cwd(),
            out: (text) => write(1, `${text}\n`),
            err: (text) => write(2, fenced ? fenced([text]) : `${text}\n`),
        }));
    }
    finally {
        unhandle();
    }
}
async function action(name) {
    const { runAction } = await Promise.all(/* import() */[__nccwpck_require__.e(8815), __nccwpck_require__.e(4119), __nccwpck_require__.e(4040), __nccwpck_require__.e(618), __nccwpck_require__.e(7589), __nccwpck_require__.e(2137), __nccwpck_require__.e(3205)]).then(__nccwpck_require__.bind(__nccwpck_require__, 33205));
    await (0,run_memo/* withGitMemo */.V_)(() => runAction(name));
}
/** A worker thread of `review anchor` (dist/anchor-worker.js): locates the quotes of the files it takes. */
async function anchorWorker() {
    (await Promise.all(/* import() */[__nccwpck_require__.e(634), __nccwpck_require__.e(7659)]).then(__nccwpck_require__.bind(__nccwpck_require__, 67659))).locateForMainThread();
}

var __webpack_exports__action = __webpack_exports__.XI;
var __webpack_exports__anchorWorker = __webpack_exports__.uF;
var __webpack_exports__cli = __webpack_exports__.xw;
var __webpack_exports__exitWhenIdle = __webpack_exports__.fm;
export { __webpack_exports__action as action, __webpack_exports__anchorWorker as anchorWorker, __webpack_exports__cli as cli, __webpack_exports__exitWhenIdle as exitWhenIdle };
