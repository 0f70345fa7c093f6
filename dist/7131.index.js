export const id = 7131;
export const ids = [7131];
export const modules = {

/***/ 87131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY_ASSOCIATION: () => (/* binding */ BY_ASSOCIATION),
/* harmony export */   TRUSTED_ASSOCIATIONS: () => (/* binding */ TRUSTED_ASSOCIATIONS),
/* harmony export */   agentTriggerRefusal: () => (/* binding */ agentTriggerRefusal),
/* harmony export */   evidenceTriggerDoubt: () => (/* binding */ evidenceTriggerDoubt)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Which events may run an agent over a pull request's code (docs/security.md, "Triggers").
 *
 * An agent reads untrusted code; the run must not also hold what the code's author could steer.
 * `pull_request` runs a fork's code with a read-only token and no secrets, and a branch of this
 * repository was pushed by someone with write access; `push`, `workflow_dispatch`, `schedule`,
 * `merge_group`, `repository_dispatch` and the release events are started by people with write
 * access. `pull_request_target` and `workflow_run` run the base repository's workflow with its
 * secrets and a write token beside code anyone could send: always refused. Events that anyone can
 * start with a comment, a review or an issue run with the same secrets: allowed only when that
 * person can write to the repository, as anthropics/claude-code-action checks. The payload's
 * association says OWNER for the owner; MEMBER and COLLABORATOR say nothing of write access (an
 * organisation's read-only member, a collaborator invited to read or triage), so GitHub is asked
 * for that person's permission. Every other event is refused.
 */
const ALLOWED = new Set([
    'pull_request',
    'push',
    'workflow_dispatch',
    'schedule',
    'merge_group',
    'repository_dispatch',
    'release',
    'create',
]);
const REFUSED = new Set(['pull_request_target', 'workflow_run']);
/** Events started by a comment, a review or an issue, and the payload object naming its author. */
const BY_ASSOCIATION = {
    issue_comment: 'comment',
    pull_request_review: 'review',
    pull_request_review_comment: 'comment',
    commit_comment: 'comment',
    discussion_comment: 'comment',
    discussion: 'discussion',
    issues: 'issue',
};
const TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/** Whether a comment, a review or an issue starts `event` (own keys only: `constructor` is no event of theirs). */
const startedByAuthor = (event) => Object.hasOwn(BY_ASSOCIATION, event);
/** The event payload as an object; empty when absent or unreadable (it then names nothing). */
function payloadAt(path) {
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path ?? '', 'utf8'));
        return payload !== null && typeof payload === 'object' ? payload : {};
    }
    catch {
        return {};
    }
}
/** The payload's author of `event` (the comment's, the review's, the issue's): their association and login, each null when absent. */
function author(event, payloadPath) {
    const by = payloadAt(payloadPath)[BY_ASSOCIATION[event]];
    const association = by?.author_association;
    const login = by?.user?.login;
    return { association: typeof association === 'string' ? association : null, login: typeof login === 'string' ? login : null };
}
/** The permissions that may start an agent with the repository's secrets (`maintain` is answered as `write`). */
const WRITERS = new Set(['admin', 'write']);
/**
 * Why `what` may not run on this workflow event, or null when it may (or when not in a workflow).
 * `permissionOf` asks GitHub what a member or a collaborator may do; without it they are refused.
 */
async function agentTriggerRefusal(what, env, permissionOf) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event))
        return null;
    const fix = 'run it on `pull_request` (see docs/security.md, "Triggers")';
    if (REFUSED.has(event))
        return `refusing to run ${what} on \`${event}\`: that trigger holds the base repository's secrets and a write token, and the agent reads the pull request's code; ${fix}`;
    if (!startedByAuthor(event))
        return `refusing to run ${what} on \`${event}\`: not a trigger an agent runs on; ${fix}`;
    const { association: who, login } = author(event, env.GITHUB_EVENT_PATH);
    const refused = (why) => `refusing to run ${what} on \`${event}\`: ${why}, and this trigger holds the base repository's secrets; ${fix}, or let only people who can write to the repository start it`;
    if (who === 'OWNER')
        return null;
    if (!who || !TRUSTED_ASSOCIATIONS.includes(who))
        return refused(`its author's association is ${who ?? 'unknown'}, not ${TRUSTED_ASSOCIATIONS.join(', ')}`);
    // A member or a collaborator may hold read access alone: GitHub says what this one may do.
    const asked = login === null
        ? { problem: 'the event names no author' }
        : permissionOf
            ? await permissionOf(login)
            : { problem: 'no token to ask GitHub with' };
    if ('problem' in asked)
        return refused(`its author is a ${who.toLowerCase()} whose write access could not be confirmed (${asked.problem})`);
    if (WRITERS.has(asked.permission))
        return null;
    return refused(`its author ${JSON.stringify(login)} is a ${who.toLowerCase()} with ${JSON.stringify(asked.permission)} access, not write`);
}
/** Where each event's payload names the repository its change came from. */
const CHANGE_FROM = {
    pull_request_target: (p) => p.pull_request?.head?.repo?.full_name,
    workflow_run: (p) => p.workflow_run?.head_repository?.full_name,
};
/** What follows every evidence doubt: why the other run's word is none, and where to review instead. */
const OTHER_RUN = "a fork's run writes its own workflow and artifacts, so nothing it uploaded is evidence; review a fork's change in this repository's workflow, started by OWNER, MEMBER or COLLABORATOR (e.g. `issue_comment`), see docs/security.md, \"Triggers\"";
/**
 * Why the evidence a gate reads on this event may be the pull request's own writing, or null. An
 * allowlist, as for the agent: evidence is trusted on the events an agent may run on, whose run is
 * this repository's workflow over a change the event names. No agent runs on `pull_request_target`
 * or `workflow_run`, so what is gated there came from another run: a fork's pull_request run runs
 * the fork's workflow file, and every artifact it uploads (a coverage of `completed`, no findings) is
 * the fork's to write. A change from this repository was pushed by someone with write access, as on
 * `pull_request`; a payload that names none is a fork's. Any other event (`deployment_status`,
 * `check_suite`, `status`, one GitHub adds later) proves neither the run nor the change: doubted.
 */
function evidenceTriggerDoubt(env) {
    const event = env.GITHUB_EVENT_NAME;
    if (!event || ALLOWED.has(event) || startedByAuthor(event))
        return null;
    if (!Object.hasOwn(CHANGE_FROM, event))
        return `no agent runs on \`${event}\`, so the evidence here came from another run, and this event names no change of this repository: ${OTHER_RUN}`;
    // Unreadable: no repository named, so a fork's.
    const payload = payloadAt(env.GITHUB_EVENT_PATH);
    const name = CHANGE_FROM[event](payload);
    const here = payload.repository?.full_name ?? env.GITHUB_REPOSITORY;
    if (typeof name === 'string' && typeof here === 'string' && name.toLowerCase() === here.toLowerCase())
        return null;
    const who = typeof name === 'string' && /^[\w.-]+\/[\w.-]+$/.test(name) ? `${name}'s` : "another repository's (the payload names none)";
    return `no agent runs on \`${event}\`, so the evidence here came from another run, and this change is ${who}: ${OTHER_RUN}`;
}


/***/ })

};
