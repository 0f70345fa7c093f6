export const id = 2349;
export const ids = [2349];
export const modules = {

/***/ 22349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewRun: () => (/* binding */ reviewRun)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10308);
/* harmony import */ var _agent_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14928);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73219);
/* harmony import */ var _agent_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97197);
/* harmony import */ var _anchor_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48183);
/* harmony import */ var _gate_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19770);






/**
 * `review run ID --agent …`: what the review-gate action does, from a terminal:
 * preflight, the agent on the prompt, the control-plane check, then anchor and gate.
 * An agent that is missing or not signed in ends here with exit 2, nothing written.
 */
async function reviewRun(o) {
    const paths = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewPaths */ .xF)(o.cwd, o.id, o.dir);
    const scope = await (0,_evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .loadScope */ .h9)(paths);
    const repo = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepo */ .B8)(o.cwd);
    const agent = await (0,_agent_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runReviewAgent */ .b)({
        repo,
        paths,
        scope,
        agent: { kind: o.agent, command: o.agentCmd, args: o.agentArgs, model: o.model },
        timeoutMs: o.timeoutMs,
        envPass: o.envPass,
        isolate: o.isolate,
        unit: o.unit,
        progress: o.progress,
    });
    const anchored = await (0,_anchor_command_js__WEBPACK_IMPORTED_MODULE_4__.reviewAnchor)({ id: o.id, cwd: o.cwd, dir: o.dir });
    const gate = await (0,_gate_command_js__WEBPACK_IMPORTED_MODULE_5__.gateCommand)({ id: o.id, cwd: o.cwd, dir: o.dir, extraReasons: agent.reasons });
    const run = agent.record ? (0,_agent_index_js__WEBPACK_IMPORTED_MODULE_1__/* .runLine */ .u_)(agent.record) : `agent ${o.agent}: did not run`;
    return {
        exitCode: gate.exitCode,
        lines: [run, ...anchored.lines.slice(0, 1), ...gate.lines],
        json: { agent: agent.run ?? null, run: agent.record ?? null, gate: gate.json },
    };
}


/***/ })

};
