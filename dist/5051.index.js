export const id = 5051;
export const ids = [5051];
export const modules = {

/***/ 65051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bO: () => (/* binding */ VERDICT_EXIT),
  uatGate: () => (/* binding */ uatGate)
});

// UNUSED EXPORTS: DOES_NOT_ESTABLISH, ESTABLISHES, assessGate, gateLines

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/text/hash.ts
var hash = __webpack_require__(25823);
// EXTERNAL MODULE: ./src/text/neutralise.ts
var neutralise = __webpack_require__(42137);
// EXTERNAL MODULE: ./src/uat/folder.ts
var uat_folder = __webpack_require__(39559);
// EXTERNAL MODULE: ./src/uat/runs.ts
var uat_runs = __webpack_require__(25282);
// EXTERNAL MODULE: ./src/uat/spec.ts
var uat_spec = __webpack_require__(95223);
// EXTERNAL MODULE: ./src/uat/triage.ts
var uat_triage = __webpack_require__(31992);
// EXTERNAL MODULE: ./src/uat/at-commit.ts
var at_commit = __webpack_require__(26847);
// EXTERNAL MODULE: ./src/text/names.ts
var text_names = __webpack_require__(79431);
;// CONCATENATED MODULE: ./src/text/name-labels.ts
/**
 * A name written with a label: `Octocat (PR author)`, `Octocat「author」`, `Octocat ((PR) author)`,
 * `Octocat - PR author`, `Octocat, the author`, `Octocat PR-author`, or the author's GitHub no-reply
 * address. The label is not the name, so a name is compared as typed and as each reading here
 * (hazards 369, 644). A name someone signed with also reads as each run of its words wherever it
 * stands (`PR author: Octocat`, `Ana & Octocat`, `QA team (Octocat)`, `github.com/octocat`: 686).
 * Every reading begins and ends at a gap, a separator or a bracket, never inside a word: `octocat2`
 * does not read as `octocat`. Each walk is linear: names are free text (row 635).
 */

/** Brackets and quotes of every kind by their Unicode class (`(`, `【`, `「`, `《`, `«`, `‹`, `⟨`, …), and `<>`. */
const OPEN = /[\p{Ps}\p{Pi}<]/u;
const CLOSE = /[\p{Pe}\p{Pf}>]/u;
/** What shows as a space between words (a Hangul filler too). */
const GAP = new RegExp(`[\\s\\p{Z}${neutralise.DRAWS_NOTHING}]`, 'u');
/** Where a word of the name ends: a gap or a bracket (`Mona <ID+login@users.noreply.github.com>`). */
const WORD_ENDS = new RegExp(`[\\s\\p{Z}${neutralise.DRAWS_NOTHING}\\p{Ps}\\p{Pi}\\p{Pe}\\p{Pf}<>]`, 'gu');
/** What starts a label after a name, as NFKC writes it (`，` is `,`, `＠` is `@`). */
const SEPARATORS = new Set([...',;:/|\\@·•∙‧・、']);
/** A hyphen inside a word joins it (`Jean-Luc`); after a gap, or any other dash, starts a label. */
const HYPHENS = new Set(['-', '\u2010']);
const DASH = /^\p{Pd}$/u;
const LETTER = /[\p{L}\p{N}]/u;
/**
 * A no-reply address's domain: GitHub's (`users.noreply.github.com`) and a GitHub Enterprise
 * Server's (`users.noreply.HOST`, or `noreply.HOST`), a host of one label or more.
 */
const NOREPLY_DOMAIN = /^(?:users\.)?noreply\.[^.@]+(?:\.[^.@]+)*$/i;
/** The text without what brackets of any kind hold, innermost first, each group a space; an unclosed one holds the rest. */
function withoutBrackets(text) {
    const kept = [];
    let depth = 0;
    for (const c of text) {
        if (OPEN.test(c)) {
            if (depth++ === 0)
                kept.push(' ');
        }
        else if (depth > 0) {
            if (CLOSE.test(c))
                depth--;
        }
        else
            kept.push(c);
    }
    return kept.join('');
}
/**
 * The readings of `name`: as typed, without brackets, and the part before the first label
 * separator. With `leadingLetters` (a name someone signed with, not a forbidden one), also every
 * run of at most `runWords` words wherever it stands (wordRuns), and every run of words it begins with (`Octocat PR-author` begins with `Octocat`) holding at most that many
 * letters and digits: a longer run cannot be the name sought, and each reading costs a comparison. A
 * GitHub no-reply address (`ID+login@users.noreply.github.com`, `login@…`, a GitHub Enterprise
 * Server's `users.noreply.HOST` or `noreply.HOST`) reads as its login.
 */
function nameReadings(name, leadingLetters = 0, runWords = 4) {
    const bare = withoutBrackets(name);
    const readings = new Set([name, bare]);
    if (leadingLetters)
        for (const run of wordRuns(name, leadingLetters, runWords))
            readings.add(run);
    let at = 0;
    let letters = 0;
    let wordHasLetter = false;
    let gapBefore = false;
    let separated = false;
    for (const c of bare) {
        const n = c.normalize('NFKC');
        const gap = GAP.test(c);
        const separator = SEPARATORS.has(n) || (DASH.test(n) && (gapBefore || !HYPHENS.has(n)));
        const wordEnds = wordHasLetter && letters <= leadingLetters && (separator || gap);
        if ((separator && !separated) || wordEnds)
            readings.add(bare.slice(0, at));
        if (separator && !leadingLetters)
            break;
        separated ||= separator;
        if (LETTER.test(c)) {
            letters++;
            wordHasLetter = true;
        }
        else if (gap || separator)
            wordHasLetter = false;
        gapBefore = gap;
        at += c.length;
    }
    for (const word of name.split(WORD_ENDS)) {
        const login = noreplyLogin(word);
        if (login !== undefined)
            readings.add(login);
    }
    return [...readings];
}
/** What parts a list of names written on one line: a gap, a comma, a semicolon (as NFKC writes them). */
const LIST_PARTS = new RegExp(`[\\s\\p{Z}${neutralise.DRAWS_NOTHING},;]+`, 'u');
/**
 * The names one forbidden value stands for: as written, then each of its words apart from what
 * brackets hold (`octocat, hubot`, `octocat; hubot`, `octocat hubot` forbid both; `Octocat (PR
 * author)` forbids Octocat): a workflow that writes two logins on one line forbids both (687), and
 * forbidding a word of a full name too only fails closed.
 */
function forbiddenNames(value) {
    const parts = withoutBrackets(value.normalize('NFKC')).split(LIST_PARTS);
    return [...new Set([value, ...parts.filter((p) => LETTER.test(p))])];
}
/** Where a word ends in a signed name: a gap, a label separator, any dash that is not a hyphen inside a word, a bracket. */
function endsWord(c, gapBefore) {
    if (GAP.test(c))
        return 'gap';
    const n = c.normalize('NFKC');
    const dash = DASH.test(n) && (gapBefore || !HYPHENS.has(n));
    return SEPARATORS.has(n) || dash || OPEN.test(c) || CLOSE.test(c) ? 'break' : undefined;
}
/**
 * Every run of whole words of `name` that stays within one stretch between separators and brackets
 * (the words of a label before the name, a co-signer's, a bracket's content, an address's local
 * part, a link's last folder), of at most `maxWords` words holding letters and `maxLetters` letters
 * and digits: a longer one cannot be the name sought. The work grows with the name's length times
 * `maxWords` (row 635).
 */
function wordRuns(name, maxLetters, maxWords) {
    const words = [];
    let stretch = 0;
    let start = -1;
    let letters = 0;
    let gapBefore = true;
    let at = 0;
    const close = () => {
        if (start >= 0)
            words.push({ start, end: at, letters, stretch });
        start = -1;
        letters = 0;
    };
    for (const c of name) {
        const ends = endsWord(c, gapBefore);
        if (ends) {
            close();
            if (ends === 'break')
                stretch++;
        }
        else {
            if (start < 0)
                start = at;
            if (LETTER.test(c))
                letters++;
        }
        gapBefore = ends === 'gap';
        at += c.length;
    }
    close();
    const runs = [];
    for (const [i, first] of words.entries()) {
        let sum = 0;
        if (!first.letters)
            continue;
        // A word without letters (`&`) adds none, so the words a run may hold, with letters or not, are bounded too.
        let named = 0;
        for (let j = i; j < words.length && j - i <= 2 * maxWords && words[j].stretch === first.stretch; j++) {
            sum += words[j].letters;
            if (sum > maxLetters || (words[j].letters && ++named > maxWords))
                break;
            if (words[j].letters)
                runs.push(name.slice(first.start, words[j].end));
        }
    }
    return runs;
}
/** How many words holding a letter or digit `name` has (as wordRuns parts them): the runs read of a signed name need no more. */
function lettered(name) {
    let words = 0;
    let inWord = false;
    let gapBefore = true;
    for (const c of name) {
        const ends = endsWord(c, gapBefore);
        if (ends)
            inWord = false;
        else if (LETTER.test(c) && !inWord) {
            words++;
            inWord = true;
        }
        gapBefore = ends === 'gap';
    }
    return words;
}
/** The login a GitHub or GitHub Enterprise Server no-reply address stands for (a numeric id and `+` first, or not), if `word` is one. */
function noreplyLogin(word) {
    const at = word.lastIndexOf('@');
    if (at <= 0 || !NOREPLY_DOMAIN.test(word.slice(at + 1)))
        return undefined;
    const local = word.slice(0, at);
    const plus = local.indexOf('+');
    return plus > 0 && /^\d+$/.test(local.slice(0, plus)) ? local.slice(plus + 1) : local;
}

// EXTERNAL MODULE: ./src/uat/config.ts
var uat_config = __webpack_require__(31854);
// EXTERNAL MODULE: ./src/uat/exit-codes.ts
var exit_codes = __webpack_require__(4243);
// EXTERNAL MODULE: ./src/uat/code.ts
var code = __webpack_require__(82693);
// EXTERNAL MODULE: ./src/text/errors.ts
var errors = __webpack_require__(90108);
;// CONCATENATED MODULE: ./src/uat/gate.ts














const VERDICT_EXIT = {
    passed: exit_codes/* UAT_EXIT */.O.ok,
    failed: exit_codes/* UAT_EXIT */.O.failed,
    awaiting: exit_codes/* UAT_EXIT */.O.awaiting,
    stale: exit_codes/* UAT_EXIT */.O.stale,
};
const ESTABLISHES = 'human-observed: complete, current and triaged';
const DOES_NOT_ESTABLISH = 'that the tester looked at the right place, or anything the recipe does not cover';
const ANSWERED = { fail: 'failed', blocked: 'blocked', skip: 'skipped' };
/**
 * The forbidden name `who` reads as, if any: the name as typed or as any reading without its label
 * (nameReadings: `Octocat (PR author)`, `Octocat - PR author`, `octocat[bot]`), each against each
 * forbidden name as typed or without a label of its own, and each name a forbidden value lists
 * (forbiddenNames). One reading for the tester, risk owners and write checks' `by`.
 */
function forbidden(g, who) {
    const forbid = g.forbiddenTesters.flatMap(forbiddenNames).map((n) => [n, nameReadings(n).filter((f) => (0,text_names/* nameLetters */.H)(f))]);
    // The words a name begins with are read up to four times the letters of the longest forbidden
    // reading, and some: a confusable or a fold may spell one letter as several (`m` as `rn`).
    const longest = Math.max(0, ...forbid.flatMap(([, readings]) => readings.map((f) => (0,text_names/* nameLetters */.H)(f).length)));
    // Runs of words wherever they stand in the name (`PR author: Octocat`), of as many words as a forbidden reading has, and one more.
    const words = Math.max(1, ...forbid.flatMap(([, readings]) => readings.map(lettered)));
    const names = nameReadings(who, 4 * longest + 8, words + 1).filter((name) => (0,text_names/* nameLetters */.H)(name));
    return forbid.find(([, readings]) => readings.some((f) => names.some((name) => g.sameName?.(name, f))))?.[0];
}
/** The verdict over the latest run: finished, current, complete, triaged, writes confirmed, else the reasons. */
function assessGate(g) {
    const reasons = [];
    const rel = (f) => (0,external_node_path_.relative)(g.cwd, f) || f;
    for (const bad of g.runs.invalid)
        reasons.push(`${rel(bad.file)} is not a usable run: ${bad.errors.slice(0, 3).map(neutralise.visible).join('; ')}`);
    // Which run is the latest cannot be told from the runs read: no verdict of a run, failed.
    if (g.runs.overflow)
        return { verdict: 'failed', reasons: [`${rel(g.runs.overflow.folder)} ${g.runs.overflow.why}`, ...reasons], open: [] };
    const last = g.runs.runs.at(-1);
    if (!last) {
        if (reasons.length)
            return { verdict: 'failed', reasons, open: [] };
        return { verdict: 'awaiting', reasons: ['no run yet'], open: [] };
    }
    const { run } = last;
    const base = { run, runFile: last.file };
    if (last.stale) {
        return {
            ...base,
            verdict: 'stale',
            open: [],
            reasons: [
                `the latest run (${run.runId}) answered spec ${(0,hash/* short */.h0)(run.specSha256)}; the spec is now ${(0,hash/* short */.h0)(g.sha256)}: rebuild the page and replay`,
                ...reasons,
            ],
        };
    }
    if (g.codeStale)
        return { ...base, verdict: 'stale', open: [], reasons: [g.codeStale, ...reasons] };
    const t = (0,uat_runs/* tally */.N4)(run, g.spec);
    if (run.finishedAt === null) {
        return {
            ...base,
            tally: t,
            open: [],
            verdict: 'awaiting',
            reasons: [
                `the run ${run.runId} is not finished: ${t.todo} of ${t.todo + t.pass + t.fail + t.blocked + t.skip} expectations still to do`,
                ...reasons,
            ],
        };
    }
    const tf = g.triageFile;
    if (!(0,text_names/* nameLetters */.H)(run.tester))
        reasons.push('the run is unsigned: the tester gave no name');
    else {
        const match = forbidden(g, run.tester);
        if (match)
            reasons.push(`the run was played by ${JSON.stringify((0,neutralise.visible)(run.tester))}, which reads as ${JSON.stringify((0,neutralise.visible)(match))}, who may not accept their own work`);
    }
    const s = (0,uat_runs/* statuses */.bM)(run);
    reasons.push(...disagreements(g.runs.runs, last, s));
    const todo = (0,uat_spec/* expectations */.Eu)(g.spec).filter((e) => (s.get(e.id)?.status ?? null) === null);
    if (todo.length)
        reasons.push(`${todo.length} expectation(s) unanswered: ${todo.map((e) => e.id).join(', ')}`);
    let triage = g.triage;
    if (triage && triage.runId !== run.runId) {
        reasons.push(`${tf} answers run ${(0,neutralise.visible)(triage.runId)}, not the latest run ${run.runId}: triage the latest run there`);
        triage = undefined;
    }
    else
        reasons.push(...(g.editedChecks ?? []));
    // Who may not accept their own work may not settle it for someone else's run either.
    for (const [role, who] of [
        ...(triage?.items ?? []).flatMap((i) => i.decision === 'accept-risk' && i.owner ? [[`owns the accepted risk of ${(0,neutralise.visible)(i.expect)}`, i.owner]] : []),
        ...(triage?.writeChecks ?? []).map((c) => [`recorded the write check of ${(0,neutralise.visible)(c.step)}`, c.by]),
    ]) {
        const match = forbidden(g, who);
        if (match)
            reasons.push(`${JSON.stringify((0,neutralise.visible)(who))} ${role} in ${tf} and reads as ${JSON.stringify((0,neutralise.visible)(match))}, who may not accept their own work`);
    }
    const items = new Map((triage?.items ?? []).map((i) => [i.expect, i]));
    const open = [];
    for (const e of (0,uat_spec/* expectations */.Eu)(g.spec)) {
        const a = s.get(e.id);
        if (!a || a.status === null || a.status === 'pass')
            continue;
        const item = items.get(e.id);
        open.push({
            expect: e.id,
            step: e.step.id,
            text: e.text,
            status: a.status,
            note: a.note,
            ...(item ? { class: item.class, decision: item.decision, ...(item.owner ? { owner: item.owner } : {}) } : {}),
        });
        const what = `${e.id} (${ANSWERED[a.status]})`;
        if (!item)
            reasons.push(`${what} is not triaged: add a class and a decision in ${tf}`);
        else if (item.class === 'undecided')
            reasons.push(`${what} is undecided: ask the tester what they saw, never guess, then record the class and decision in ${tf}`);
        else if (item.decision === 'ask-tester')
            reasons.push(`${what} waits for the tester's answer: record the decision in ${tf}`);
        else if (a.status !== 'fail' && item.decision !== 'accept-risk')
            reasons.push(`${what} needs a replay or an accept-risk decision by a named owner in ${tf}`);
    }
    reasons.push(...writeReasons(g.spec, run, s, items, triage, tf));
    return { ...base, tally: t, open, verdict: reasons.length ? 'failed' : 'passed', reasons };
}
/**
 * The other runs that were, or may have been, still being played when the latest began (finished
 * after it began, less than CLOCK_SKEW_MS before it, or never finished), and that hold what the
 * latest does not answer: one line each. Whether two runs overlap is a matter of time only, never of
 * the spec revision, code or format a run answered: an edit to the recipe while a tester plays
 * (a full stop) makes her run stale, but she saw the product all the same. The margin is the one
 * the tools allow a tester's clock: a clock that fast dates a run started during another after that
 * one's finish. A run played at the same time (another tester, another tab) is a second witness of
 * the same product, and the later start alone does not make it the one to believe; a run replays
 * over those that finished the margin or more before it started. What the witness holds is weighed
 * by `witnessed`; an unfinished one counts whatever it holds, since what its tester saw after its
 * last save may never be saved (`uat serve` refuses a save of another revision or code).
 */
function disagreements(runs, latest, s) {
    const began = (0,uat_runs/* instant */.uR)(latest.run.startedAt);
    return runs.flatMap((other) => {
        const { run } = other;
        if (run === latest.run || (run.finishedAt !== null && (0,uat_runs/* instant */.uR)(run.finishedAt) + uat_runs/* CLOCK_SKEW_MS */.rn <= began))
            return [];
        const against = witnessed(other, s);
        // An unfinished run of another revision: uat serve refuses its later saves, so what it saw since is unknown.
        return against.length || (run.finishedAt === null && other.stale) ? [overlapReason(other, latest, against)] : [];
    });
}
/** The line naming a run that overlapped the latest, what it holds against it, and the way out. */
function overlapReason({ run, stale }, latest, against) {
    const margin = `${uat_runs/* CLOCK_SKEW_MS */.rn / 60_000} min`;
    const when = `${(0,neutralise.visible)(run.startedAt)} to ${run.finishedAt === null ? 'unfinished' : (0,neutralise.visible)(run.finishedAt)}`;
    const anew = `play a new run starting ${margin} or more after both finished`;
    const then = run.finishedAt === null ? `finish or remove it, then ${anew}` : anew;
    const revision = stale ? `spec ${(0,hash/* short */.h0)(run.specSha256)} (the latest run answered ${(0,hash/* short */.h0)(latest.run.specSha256)})` : 'this revision';
    const played = run.finishedAt !== null && (0,uat_runs/* instant */.uR)(run.finishedAt) <= (0,uat_runs/* instant */.uR)(latest.run.startedAt)
        ? `finished less than ${margin} before the latest run ${latest.run.runId} started, so the runs may have overlapped (clocks may differ by ${margin})${stale ? `; it played ${revision}` : ''}`
        : `played ${revision} while the latest run ${latest.run.runId} did`;
    const holds = !against.length
        ? 'and is not finished: what its tester saw after its last save may not be recorded'
        : stale
            ? `and holds ${against.join(', ')}, ids of the revision it answered, which the latest run's answers do not settle`
            : `and disagrees: ${against.join(', ')} there`;
    return `run ${run.runId} by ${JSON.stringify((0,neutralise.visible)(run.tester))} (${when}) ${played}, ${holds}; ${then}`;
}
/**
 * What a second witness saw that the latest run does not answer. A run of the same revision asks the
 * same checks by the same ids: a failure or block the latest failed too is answered (a pass, a skip
 * or a block of the latest is not), and a skip disagrees where the latest passed. A run of another
 * revision names the checks of that revision, which an id of today's need not: each failure or
 * block it holds stands, whatever the latest answered.
 */
function witnessed({ run, stale }, s) {
    return run.answers.flatMap((a) => {
        const failed = a.status === 'fail' || a.status === 'blocked';
        const mine = s.get(a.expect)?.status;
        const seen = stale ? failed : failed ? mine !== 'fail' : a.status === 'skip' && mine === 'pass';
        return seen ? [`${a.expect} ${ANSWERED[a.status]}`] : [];
    });
}
/**
 * Every answered writing step needs its write check, made once the step was played, whatever its
 * answers and their triage: a tick is not a write, and a failed, blocked or skipped check does not
 * show that nothing was written. A failed write check is accepted only where the step's failure is
 * triaged as the product's (or the data's): a `recipe` class says the screen was right, which a
 * missing write contradicts.
 */
function writeReasons(spec, run, s, items, triage, tf) {
    const out = [];
    for (const step of spec.steps.filter((st) => st.writes)) {
        const answers = step.expect.map((e) => ({ id: e.id, status: s.get(e.id)?.status ?? null }));
        if (answers.some((a) => a.status === null))
            continue; // unanswered: said above
        const open = answers.filter((a) => a.status !== 'pass');
        const which = open.map((a) => `${a.id} ${ANSWERED[a.status]}`).join(', ');
        const kind = step.verify.kind;
        const played = playedAt(step, run);
        const check = (0,uat_triage/* latestWriteCheck */.Fp)(triage, step.id, played, kind);
        const recorded = check ? [] : (triage?.writeChecks ?? []).filter((c) => c.step === step.id);
        const why = recorded.some((c) => c.kind !== kind)
            ? ` (the one recorded is a \`${recorded.find((c) => c.kind !== kind).kind}\` check: only a \`${kind}\` check, as the step says, vouches for its write)`
            : recorded.length
                ? ` (the one recorded was made before ${step.id} was last answered, ${(0,neutralise.visible)(played)}: it saw only what was there already, an earlier run's write)`
                : '';
        const record = `run its \`${kind}\` check read-only (\`uat verify\`) and record it in writeChecks of ${tf}${why}`;
        if (!check && !open.length)
            out.push(`${step.id} writes and passed, but no write check is recorded: ${record}`);
        else if (!check)
            out.push(`${step.id} writes and ${which}, but no write check is recorded: a failed, blocked or skipped check does not show that nothing was written; ${record} (ok: false when nothing was written)`);
        else if (!check.ok && !open.length)
            out.push(`${step.id} writes and passed, but its write check failed (${(0,neutralise.visible)(check.by)}, ${(0,neutralise.visible)(check.at)}): the tick is not a write`);
        else if (!check.ok) {
            const classes = open.map((a) => items.get(a.id)?.class);
            if (classes.every((c) => c !== undefined) && !classes.some((c) => c === 'product' || c === 'data'))
                out.push(`${step.id}'s write check failed (nothing was written), but ${which} is triaged as ${[...new Set(classes)].join(', ')}, which says the screen was right: classify the failure as product or data in ${tf}`);
        }
    }
    return out;
}
/**
 * When a step was last played: the latest time an expectation of it was answered (a status set
 * again stamps it again). An answer with no time (format 1, older pages) counts as the run's finish.
 */
function playedAt(step, run) {
    const ids = new Set(step.expect.map((e) => e.id));
    return run.answers
        .filter((a) => ids.has(a.expect))
        .map((a) => a.at ?? run.finishedAt) // the gate weighs writes of finished runs only
        .reduce((last, t) => ((0,uat_runs/* instant */.uR)(t) > (0,uat_runs/* instant */.uR)(last) ? t : last), run.startedAt);
}
function gateLines(id, a) {
    const by = a.run && a.verdict !== 'awaiting' ? ` (run by ${(0,text_names/* nameLetters */.H)(a.run.tester) ? (0,neutralise.visible)(a.run.tester) : 'an unsigned tester'})` : '';
    const lines = [`${id}: ${a.verdict}${by}`, ...a.reasons.map((r) => `- ${r}`)];
    if (a.verdict !== 'passed')
        return lines;
    // Triaged is not fixed: a pass with failures decided on says which stand, as the job summary's table does.
    for (const o of a.open)
        lines.push(`- stays open: ${(0,neutralise.visible)(o.expect)} (${ANSWERED[o.status]}) triaged ${o.class}, decision ${o.decision}${o.owner ? `, risk owned by ${(0,neutralise.visible)(o.owner)}` : ''}: passed as triaged, not replayed`);
    lines.push(`establishes: ${ESTABLISHES}; does not establish ${DOES_NOT_ESTABLISH}`);
    return lines;
}
/**
 * Why the latest run is no evidence for the code gated, else undefined: it tested another commit whose
 * code differs (any file but the uat folder's records), or it records none (format 1). Outside a git repository there is
 * no commit to bind to; a run of another spec revision is stale already.
 */
async function runCodeStale(o, uatRoot, last) {
    if (!last || last.stale)
        return undefined;
    const head = await (0,code/* codeAt */.LT)(o.cwd, o.head);
    if (!head) {
        if (o.head !== undefined)
            throw new errors.ProofgateError(`--head ${JSON.stringify(o.head)}: ${o.cwd} is in no git repository`);
        return undefined;
    }
    const { run } = last;
    if (!run.code)
        return `the latest run (${run.runId}) records no commit (format ${run.schema}, from before runs were bound to the code they tested): it is kept and read, but it passes for no code; play the recipe again on a page served or built at ${(0,hash/* short */.h0)(head.commit)}`;
    const drift = await (0,code/* codeDrift */.d$)({ cwd: o.cwd, uatRoot, run: run.code, head, ...(o.headSince !== undefined ? { since: o.headSince } : {}) });
    return drift && `the latest run (${run.runId}): ${drift}`;
}
async function uatGate(o) {
    // Given a base, its settings say where the runs are: a change that moves the uat folder moves none.
    const config = o.config ?? (o.base === undefined ? undefined : await (0,uat_config/* loadUatConfigAt */.wA)(o.cwd, o.base));
    const folder = await (0,uat_folder/* uatFolder */.p)(o.cwd, o.dir, config);
    const { spec, sha256 } = await (0,uat_spec/* loadSpec */.II)(folder, o.id, o.cwd);
    const base = o.base === undefined ? undefined : await (0,at_commit/* atCommit */.n)(o.cwd, o.base, 'the runs the base holds are read too');
    const runs = await (0,uat_runs/* loadRuns */.lR)(folder, spec, sha256, base);
    const triage = await (0,uat_triage/* loadTriage */.Vm)(folder, o.id, o.cwd);
    const triageFile = (0,external_node_path_.relative)(o.cwd, folder.triage(o.id)) || folder.triage(o.id);
    const editedChecks = base ? await (0,uat_triage/* editedWriteChecks */.Qq)(folder, o.id, triage, base, triageFile) : [];
    const forbiddenTesters = o.forbidTester ?? [];
    const codeStale = await runCodeStale(o, folder.root, runs.runs.at(-1));
    const a = assessGate({
        spec,
        sha256,
        runs,
        triage,
        forbiddenTesters,
        ...(forbiddenTesters.length ? { sameName: await (0,text_names/* nameMatcher */.MH)() } : {}),
        triageFile,
        editedChecks,
        ...(codeStale ? { codeStale } : {}),
        cwd: o.cwd,
    });
    return {
        ...a,
        exitCode: VERDICT_EXIT[a.verdict],
        lines: gateLines(o.id, a),
        specSha256: sha256,
        establishes: ESTABLISHES,
        doesNotEstablish: DOES_NOT_ESTABLISH,
    };
}


/***/ })

};
