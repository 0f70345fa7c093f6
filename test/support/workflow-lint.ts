import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fileURLToPath } from 'node:url';
import { parseExpression, statusFunctionsCalled } from './composite.js';

/** This repository: where the actions a workflow names by `OWNER/proofgate/<action>`, `./` or `$/` are read. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const PINNED = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(?:\/[^@\s]+)?@[0-9a-f]{40}$/;
/** Before proofgate's first release its own actions are written with a placeholder the runner cannot resolve (docs/releasing.md). */
const UNRELEASED = /^OWNER\/proofgate(?:\/[a-z-]+)?@PROOFGATE_SHA$/;
const UNTRUSTED_TRIGGERS = ['pull_request_target', 'workflow_run'];
/** Triggers whose jobs check out and may run a pull request's code (the action refuses `tests-junit` on them). */
const PULL_REQUEST_TRIGGERS = ['pull_request', 'pull_request_target', 'merge_group', 'issue_comment', 'workflow_run'];

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

/** An action of another repository: pinned by a full SHA with a version comment on its line. */
function pinProblems(text: string, uses: string, at: string): string[] {
  const line = text.split('\n').find((l) => l.includes(`uses: ${uses}`)) ?? '';
  if (UNRELEASED.test(uses))
    return /#\s*unreleased: /.test(line) ? [] : [`${at}: the PROOFGATE_SHA placeholder needs its "# unreleased: …" comment`];
  return [
    ...(PINNED.test(uses) ? [] : [`${at}: ${uses} is not pinned by a full 40-hex SHA`]),
    ...(/#\s*v\d+(\.\d+)*\b/.test(line) ? [] : [`${at}: ${uses} has no version comment (# vX.Y.Z)`]),
  ];
}

/**
 * A step that runs an agent: review-gate with an agent, or test-review unless it only prints the prompt;
 * or the CLI in a `run:` script (hazard 259): `proofgate review run`, `proofgate test-review` (not
 * `render`) unless `--agent none`, any proofgate command given `--agent` other than `none`.
 */
function runsAgent(step: Step): boolean {
  const agent = step.with?.agent;
  const action = proofgateAction(step.uses);
  if (action === 'review-gate' || action === 'review') return agent !== undefined && agent !== 'none';
  if (action === 'test-review') return agent !== 'none';
  const script = rootActionScript(step) ?? step.run;
  return typeof script === 'string' && cliRunsAgent(script);
}

/** The root action (`OWNER/proofgate@…`, `./`) runs one CLI command: read as the script that would start it. */
function rootActionScript(step: Step): string | undefined {
  if (!/^(?:[^/@\s]+\/proofgate@\S+|\.\/?)$/.test(step.uses ?? '')) return undefined;
  return `proofgate ${scalar(step.with?.command)} ${scalar(step.with?.args).split('\n').join(' ')}`;
}

/** An action's switch as the action reads it (any case, blank is the default); an expression is not known to be off. */
const switchOn = (value: unknown, fallback: boolean): boolean => {
  const v = scalar(value).trim().toLowerCase();
  return v === '' ? fallback : v !== 'false';
};

/**
 * The write permissions a step publishes with (hazard 664): a fragment of steps is judged by what its steps
 * need, not by the `permissions: {}` its wrapper grants, since a reader's job grants what publishing needs.
 * test-review publishes unless `github: false` (its default is true); review-gate and the review action when
 * they gate (not `gate: false`, not a `unit`), the review action uploading SARIF too; the CLI's
 * `test-review --github` and `review publish`, in a `run:` script or through the root action.
 */
function publishingNeeds(step: Step): string[] {
  const w = step.with ?? {};
  const action = proofgateAction(step.uses);
  if (w['github-token'] === '') return [];
  if (action === 'test-review') {
    if (!switchOn(w.github, true)) return [];
    return [...(switchOn(w['check-run'], true) ? ['checks'] : []), ...(switchOn(w['pr-comment'], true) ? ['pull-requests'] : [])];
  }
  if (action === 'review-gate' || action === 'review') {
    if (!switchOn(w.gate, true) || w.unit !== undefined) return [];
    return [
      'checks',
      ...(scalar(w['pr-review']).trim() === 'off' ? [] : ['pull-requests']),
      ...(action === 'review' && switchOn(w['upload-sarif'], true) ? ['security-events'] : []),
    ];
  }
  const script = rootActionScript(step) ?? step.run;
  if (typeof script !== 'string') return [];
  const commands = cliCommands(script);
  return commands.some((args) => /^review\s+publish\b/.test(args)) ||
    commands.some((args) => /^test-review\b/.test(args) && !/^test-review\s+render\b/.test(args) && /(?:^|\s)--github\b/.test(args))
    ? ['checks', 'pull-requests']
    : [];
}

/** The arguments of each proofgate command a shell script starts, a line continued with `\\` joined. */
const cliCommands = (script: string): string[] =>
  [...script.replace(/\\\r?\n/g, ' ').matchAll(/\bproofgate(?:[@#]\S*)?\s+([^\n;&|]*)/g)].map((m) => m[1]!);

/** A shell script that starts proofgate's CLI on an agent. */
function cliRunsAgent(script: string): boolean {
  for (const args of cliCommands(script)) {
    const agent = /(?:^|\s)--agent(?:=|\s+)['"]?([^\s'"]+)/.exec(args)?.[1];
    if (agent !== undefined) {
      if (agent !== 'none') return true;
      continue;
    }
    if (/^review\s+run\b/.test(args) || (/^test-review\b/.test(args) && !/^test-review\s+render\b/.test(args))) return true;
  }
  return false;
}

/** `on.pull_request.types` lists `edited` (and the default three): a retarget or a new description runs the gate again. */
function rerunsOnEdit(on: unknown): boolean {
  const pr = on && typeof on === 'object' && !Array.isArray(on) ? (on as Record<string, unknown>).pull_request : undefined;
  const types = pr && typeof pr === 'object' ? (pr as { types?: unknown }).types : undefined;
  return Array.isArray(types) && ['opened', 'synchronize', 'reopened', 'edited'].every((t) => types.includes(t));
}

/** The proofgate action a step uses, in every spelling (`OWNER/proofgate/<action>@…`, `./<action>`, `$/<action>`). */
export function proofgateAction(uses: string | undefined): string | undefined {
  return /^(?:[^/@\s]+\/proofgate\/|\.\/|\$\/)([a-z-]+)(?:@\S+)?$/.exec(uses ?? '')?.[1];
}

/**
 * The hygiene rules every workflow we ship or recommend must follow: full-SHA
 * pins with a version comment, `permissions: {}` at the top, no trigger that
 * runs with a write token next to pull-request code, no `${{ }}` inside `run:`,
 * checkouts that do not persist credentials (and, beside a proofgate review step on a pull
 * request, check out its head), and a job that runs an agent holds
 * no write permission and no id-token (it gates and publishes in a later job).
 */
export function lintWorkflow(text: string): string[] {
  const problems: string[] = [];
  const doc = parse(text) as {
    on?: unknown;
    permissions?: unknown;
    jobs?: Record<
      string,
      { name?: string; steps?: Step[]; permissions?: unknown; if?: unknown; needs?: unknown; strategy?: unknown; 'runs-on'?: unknown }
    >;
  };
  const triggers = typeof doc.on === 'string' ? [doc.on] : Array.isArray(doc.on) ? doc.on : Object.keys((doc.on as object) ?? {});
  for (const t of triggers)
    if (UNTRUSTED_TRIGGERS.includes(String(t))) problems.push(`trigger ${t}: runs with a write token beside pull-request data`);
  if (!doc.permissions || typeof doc.permissions !== 'object' || Object.keys(doc.permissions).length !== 0)
    problems.push('top-level permissions must be {}');
  for (const [name, job] of Object.entries(doc.jobs ?? {})) {
    if (job.permissions === 'write-all') problems.push(`job ${name}: permissions write-all`);
    // SARIF that nothing uploads is a file nobody sees: the job that writes it uploads it to code scanning.
    const steps = job.steps ?? [];
    const writesSarif = steps.findIndex((s) => s.with?.['sarif-file'] !== undefined);
    if (writesSarif >= 0) {
      const uploads = steps.slice(writesSarif + 1).some((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
      const perms = (typeof job.permissions === 'object' && job.permissions ? job.permissions : {}) as Record<string, unknown>;
      if (!uploads || perms['security-events'] !== 'write')
        problems.push(
          `job ${name}: writes SARIF (sarif-file) without uploading it (github/codeql-action/upload-sarif, security-events: write)`,
        );
      // A file of that name may have come with the pull request: only the path the gate says it wrote is uploaded.
      const written = `steps.${steps[writesSarif]!.id ?? '<no id>'}.outputs.sarif-file`;
      for (const upload of steps.slice(writesSarif + 1).filter((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@')))
        if (String(upload.with?.sarif_file).replace(/\s/g, '') !== `\${{${written}}}` || !(upload.if ?? '').includes(`${written} != ''`))
          problems.push(`job ${name}: upload-sarif must upload \${{ ${written} }} and run only when it is set`);
    }
    // The review action uploads its SARIF itself: the job grants what that upload needs.
    const reviewUploads = steps.some(
      (s) => proofgateAction(s.uses) === 'review' && s.with?.gate !== 'false' && s.with?.['upload-sarif'] !== 'false',
    );
    if (reviewUploads && (job.permissions as Record<string, unknown> | undefined)?.['security-events'] !== 'write')
      problems.push(`job ${name}: the review action uploads SARIF without security-events: write (or set upload-sarif: 'false')`);
    // A self-hosted runner keeps the agent signed in (a hosted one gets a fork no secret): a fork's pull
    // request would have that agent read the fork's code, its sign-in within its reach.
    const selfHosted = [job['runs-on']].flat().map(String).includes('self-hosted');
    if (selfHosted && steps.some(runsAgent) && triggers.map(String).includes('pull_request') && !ownPullRequestsOnly(doc.jobs ?? {}, name))
      problems.push(
        `job ${name} runs a signed-in agent on a fork's pull request too: add if: github.event.pull_request.head.repo.full_name == github.repository (or need a job that has it)`,
      );
    if ((job.steps ?? []).some(runsAgent)) {
      // What its steps publish with is granted to the job a reader pastes them into, stated or not (hazard 664).
      const perms = {
        ...(typeof job.permissions === 'object' && job.permissions ? (job.permissions as Record<string, unknown>) : {}),
        ...Object.fromEntries(steps.flatMap(publishingNeeds).map((scope) => [scope, 'write'])),
      };
      const granted = Object.entries(perms).filter(([scope, level]) => level === 'write' || scope === 'id-token');
      if (job.permissions === 'write-all' || granted.length)
        problems.push(
          `job ${name} runs an agent with ${granted.map(([k, v]) => `${k}: ${String(v)}`).join(', ') || 'write-all'}; gate and publish in a later job`,
        );
    }
    // A gate's check run stays on its commit: a pull request retargeted to another base (or, with
    // spec-from-pull-request, its description rewritten) keeps a verdict about another change unless
    // the gate runs again, and `pull_request` without `types` never runs on `edited` (hazard 252).
    // The CLI in a `run:` step gates as well (its exit code is the job's result, a check on the commit; hazard 260).
    const gates = steps.some(
      (s) =>
        ['review-gate', 'review', 'test-review'].includes(proofgateAction(s.uses) ?? '') ||
        (typeof s.run === 'string' &&
          cliCommands(s.run).some(
            (args) => /^(?:review\s+(?:gate|run|publish)|test-review)\b/.test(args) && !/^test-review\s+render\b/.test(args),
          )),
    );
    if (gates && triggers.map(String).includes('pull_request') && !rerunsOnEdit(doc.on))
      problems.push(
        `job ${name} gates a pull request that is not gated again when retargeted: give pull_request types: [opened, synchronize, reopened, edited]`,
      );
    // The job that gates runs no code of the pull request (hazard 477): its tests run in a job of their
    // own, whose check run (named by the job's name) tests-check reads once the gate job needs it.
    const needs = [job.needs ?? []].flat().map(String);
    for (const [i, step] of steps.entries()) {
      // The review action passes both through to its review-gate step (hazard 628).
      if (!['review-gate', 'review'].includes(proofgateAction(step.uses) ?? '')) continue;
      if (step.with?.['tests-junit'] !== undefined && triggers.map(String).some((t) => PULL_REQUEST_TRIGGERS.includes(t)))
        problems.push(`job ${name} step ${i + 1}: tests-junit on a pull request: run the tests in a job of their own and give tests-check`);
      const check = step.with?.['tests-check'];
      if (check !== undefined && !needs.some((n) => (doc.jobs?.[n]?.name ?? n) === check))
        problems.push(`job ${name} step ${i + 1}: tests-check ${JSON.stringify(check)} is the name of no job this job needs`);
    }
    // A matrix of no entries fails its job (hazard 478): one over a job's units runs only when there are
    // some, and a job run always() on another's outputs only when that job succeeded.
    const units = /fromJSON\(\s*needs\.([\w-]+)\.outputs\.units\s*\)/.exec(JSON.stringify(job.strategy ?? {}))?.[1];
    const when = typeof job.if === 'string' ? job.if : '';
    if (units && !when.includes(`needs.${units}.outputs.units != '[]'`))
      problems.push(
        `job ${name}: its matrix is needs.${units}.outputs.units, empty when nothing is selected: add if: needs.${units}.outputs.units != '[]'`,
      );
    // A part's artifact id is the exception: empty when its job failed, it downloads nothing (partBinding
    // checks the guard) and the gate says incomplete, which it must be able to say.
    if (callsAlways(when))
      for (const used of new Set([...JSON.stringify(job).matchAll(/needs\.([\w-]+)\.outputs\.(?!part-artifact-id\b)/g)].map((m) => m[1]!)))
        if (!when.includes(`needs.${used}.result == 'success'`))
          problems.push(`job ${name}: runs always() on needs.${used}'s outputs: add needs.${used}.result == 'success'`);
    problems.push(...partBinding(doc.jobs ?? {}, name));
    problems.push(...artifactBinding(doc.jobs ?? {}, name));
    problems.push(...stopPublished(name, job, doc.permissions));
    // On pull_request a checkout without ref: is the merge commit, while the scope seals the pull
    // request's head: the gate would find the tree moved and never say clean.
    const sealsHead = steps.some((s) => ['review-scope', 'review-gate', 'review'].includes(proofgateAction(s.uses) ?? ''));
    if (sealsHead && triggers.map(String).includes('pull_request'))
      for (const [i, step] of steps.entries())
        if (step.uses?.startsWith('actions/checkout@') && !step.with?.ref)
          problems.push(
            `job ${name} step ${i + 1}: actions/checkout without ref: (the pull request's head the scope seals, not the merge commit)`,
          );
    for (const [i, step] of (job.steps ?? []).entries()) {
      const at = `job ${name} step ${i + 1}`;
      // `./` is the workspace's action, `$/` this repository's at the running commit: neither carries a ref.
      if (step.uses && !step.uses.startsWith('./') && !step.uses.startsWith('$/')) problems.push(...pinProblems(text, step.uses, at));
      // proofgate's own actions are read from this repository: a `with:` key they do not take is a typo that does nothing.
      const own = proofgateAction(step.uses);
      const action = own === undefined ? undefined : readActionFile(REPO_ROOT, own);
      if (action) problems.push(...inputProblems(action, step, at));
      if (step.run && step.run.includes('${{')) problems.push(`${at}: \${{ }} inside run: (pass values through env:)`);
      if (step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false)
        problems.push(`${at}: actions/checkout without persist-credentials: false`);
    }
  }
  return problems;
}

/** A YAML scalar as text (`if: true` is `true`); a mapping or none, empty. */
const scalar = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/** An `if:` that calls always() (read from its parsed expression, hazard 629); one that does not parse does not. */
const callsAlways = (condition: unknown): boolean => statusFunctionsCalled(scalar(condition))?.has('always') ?? false;

/**
 * A step that publishes a review's verdict under its check name: review-gate or the review action gating,
 * with a token that may write check runs (another token given, or the job's own granted `checks: write`).
 */
function publishesVerdict(step: Step, permissions: unknown): boolean {
  const w = step.with ?? {};
  const token = w['github-token'];
  const granted =
    permissions === 'write-all' || (typeof permissions === 'object' && (permissions as Record<string, unknown> | null)?.checks === 'write');
  return (
    ['review-gate', 'review'].includes(proofgateAction(step.uses) ?? '') &&
    String(w.gate).toLowerCase() !== 'false' &&
    w.unit === undefined &&
    token !== '' &&
    (granted || (typeof token === 'string' && !/\bgithub\.token\b/.test(token)))
  );
}

/**
 * The step that publishes a review's verdict, or its stop, runs whatever came before it (hazard 574). On an
 * `edited` event the pull request can make a seal fail (a retarget it cannot seal against, an emptied
 * description): a step that fails before it skips it, and a job it needs that fails skips its job, and the
 * earlier verdict of the head stands for a change never reviewed. So the step runs always() (a cancelled
 * run too: the old verdict would stand as well), and so does its job, its `if:` waiting on no job it needs.
 */
function stopPublished(
  name: string,
  job: { steps?: Step[]; if?: unknown; needs?: unknown; permissions?: unknown },
  top: unknown,
): string[] {
  const steps = job.steps ?? [];
  const publishes = (step: Step) => publishesVerdict(step, job.permissions ?? top);
  const problems: string[] = [];
  for (const [i, step] of steps.entries())
    if (i > 0 && publishes(step) && !callsAlways(step.if))
      problems.push(
        `job ${name} step ${i + 1}: it publishes the verdict, and a step before it that fails (the seal, on an edited pull request) skips it, leaving an earlier verdict of the head standing: add if: always()`,
      );
  const when = typeof job.if === 'string' ? job.if : '';
  if (steps.some(publishes) && [job.needs ?? []].flat().length && (!callsAlways(when) || /\bneeds\./.test(when)))
    problems.push(
      `job ${name} publishes the verdict but a job it needs can skip it (its if: must hold always() and read no needs.*), leaving an earlier verdict of the head standing: take the head from the event and seal again here`,
    );
  return problems;
}

/** A step that runs the code of the checkout (a pull request's, on its events): a `run:` script or a workspace action (`uses: ./…`). */
const runsCheckoutCode = (step: Step): boolean => typeof step.run === 'string' || (step.uses?.startsWith('./') ?? false);

/**
 * Evidence that crosses jobs is bound to the job that produced it (hazard 530). Any job of a run can
 * upload an artifact under any name (code with the runner's ACTIONS_RUNTIME_TOKEN), so a job that merges
 * parts (review-gate's `merge-from`, the review action's `merge-parts`) and downloads them by name or
 * pattern shares its workflow with no job that runs code (a matrix's parts have no id per leg to take them
 * by; artifactBinding checks every other download), and `merge-parts` names the part's id.
 */
function partBinding(jobs: Record<string, { steps?: Step[] }>, name: string): string[] {
  const steps = jobs[name]?.steps ?? [];
  const merges = steps.some(
    (s) =>
      (proofgateAction(s.uses) === 'review-gate' && s.with?.['merge-from'] !== undefined) ||
      (proofgateAction(s.uses) === 'review' && String(s.with?.['merge-parts']).toLowerCase() === 'true'),
  );
  if (!merges) return [];
  const problems: string[] = [];
  const runners = Object.entries(jobs)
    .filter(([other, job]) => other !== name && (job.steps ?? []).some(runsCheckoutCode))
    .map(([other]) => other);
  for (const [i, step] of steps.entries()) {
    const at = `job ${name} step ${i + 1}`;
    if (
      proofgateAction(step.uses) === 'review' &&
      String(step.with?.['merge-parts']).toLowerCase() === 'true' &&
      !step.with?.['part-artifact-id']
    )
      problems.push(`${at}: merge-parts without part-artifact-id downloads no part: give the agent job's output part-artifact-id`);
    if (step.uses?.startsWith('actions/download-artifact@') && step.with?.['artifact-ids'] === undefined && runners.length)
      problems.push(
        `${at}: the parts this job merges are downloaded by name or pattern while job ${runners.join(', ')} runs code in the same workflow run, and any job of a run can upload a part under that name first: download by artifact-ids from the agent job's part-artifact-id output, or run that code in a workflow of its own`,
      );
  }
  return problems;
}

/**
 * The artifact a proofgate step uploads for a later job or a person, bound to the step by the id it reports
 * (hazards 530, 591): its name (up to the first part a workflow fills in) and that output. None for a step
 * that uploads nothing, or whose artifact no one takes (the review evidence).
 */
function boundUpload(step: Step): { name: string; output: string } | undefined {
  const w = step.with ?? {};
  const uploads = String(w['upload-artifact']).toLowerCase() !== 'false';
  const named = (fallback: string) => (typeof w['artifact-name'] === 'string' ? w['artifact-name'] : fallback);
  const action = proofgateAction(step.uses);
  if (!uploads) return undefined;
  if (action === 'review-scope') return { name: named('proofgate-scope-'), output: 'scope-artifact-id' };
  if (action === 'uat-gate' && String(w['build-page']).toLowerCase() === 'true')
    return { name: named('proofgate-uat-'), output: 'page-artifact-id' };
  if (action === 'test-review') return { name: named('proofgate-test-review'), output: 'report-artifact-id' };
  const part = String(w.gate).toLowerCase() === 'false' || (action === 'review-gate' && w.unit !== undefined);
  if ((action === 'review-gate' || action === 'review') && part) return { name: named('proofgate-part-'), output: 'part-artifact-id' };
  return undefined;
}

/** A name or pattern up to its first part filled in or matched: `proofgate-part-*` is `proofgate-part-`. */
const literalPart = (text: string) => text.split(/\$\{\{|[*?[]/)[0]!;

/**
 * A download of what another job's proofgate step uploaded is bound to that step (hazards 530, 591): by
 * `artifact-ids` from its id output, never by a name or pattern any job of the run can upload under first,
 * and only when the id is set (an empty `artifact-ids` downloads every artifact of the run). A matrix job has
 * no output per leg to name each id: its parts are partBinding's.
 */
function artifactBinding(jobs: Record<string, { steps?: Step[]; strategy?: unknown }>, name: string): string[] {
  const uploaders = Object.entries(jobs).flatMap(([other, job]) =>
    other === name || job.strategy !== undefined
      ? []
      : (job.steps ?? []).flatMap((s) => {
          const bound = boundUpload(s);
          return bound ? [{ job: other, ...bound }] : [];
        }),
  );
  const problems: string[] = [];
  for (const [i, step] of (jobs[name]?.steps ?? []).entries()) {
    if (!step.uses?.startsWith('actions/download-artifact@')) continue;
    const at = `job ${name} step ${i + 1}`;
    const ids = step.with?.['artifact-ids'];
    if (ids === undefined) {
      // Neither a name nor a pattern: every artifact of the run.
      const given = step.with?.name ?? step.with?.pattern;
      const asked = literalPart(typeof given === 'string' ? given : '');
      for (const u of uploaders.filter((x) => asked.startsWith(literalPart(x.name)) || literalPart(x.name).startsWith(asked)))
        problems.push(
          `${at}: downloads by name or pattern what job ${u.job}'s proofgate step uploads and reports the id of, and any job of the run can upload under that name first: download artifact-ids: \${{ needs.${u.job}.outputs.${u.output} }} (the job passing its step's ${u.output} through outputs:)`,
        );
      continue;
    }
    for (const e of [...(typeof ids === 'string' ? ids : '').matchAll(/\$\{\{(.*?)\}\}/gs)].map((m) => m[1]!.trim()))
      if (!String(step.if ?? '').includes(`${e} != ''`))
        problems.push(`${at}: artifact-ids from \${{ ${e} }} downloads every artifact of the run when it is empty: add if: ${e} != ''`);
  }
  return problems;
}

/** The job, or a job it needs (a skipped need skips it), runs only for pull requests of this repository. */
function ownPullRequestsOnly(jobs: Record<string, { if?: unknown; needs?: unknown }>, name: string, seen = new Set<string>()): boolean {
  const job = jobs[name];
  if (!job || seen.has(name)) return false;
  seen.add(name);
  const when = typeof job.if === 'string' ? job.if : '';
  if (/github\.event\.pull_request\.head\.repo\.full_name\s*==\s*github\.repository\b/.test(when)) return true;
  // always() runs the job whatever its needs did (one that does not parse is judged as if it did).
  if (when.trim() && (statusFunctionsCalled(when)?.has('always') ?? true)) return false;
  const needs = typeof job.needs === 'string' ? [job.needs] : Array.isArray(job.needs) ? job.needs.map(String) : [];
  return needs.some((need) => ownPullRequestsOnly(jobs, need, seen));
}

interface ActionFile {
  inputs?: Record<string, { required?: boolean; default?: unknown }>;
  outputs?: Record<string, { value?: string }>;
  runs?: { using?: string; steps?: (Step & { id?: string; if?: string; shell?: string; env?: Record<string, string> })[] };
}

/** A step's `with:` against the action's inputs: each key one of them, each required one given. */
function inputProblems(action: ActionFile, step: Step, at: string): string[] {
  const inputs = action.inputs ?? {};
  const given = step.with ?? {};
  return [
    ...Object.keys(given)
      .filter((key) => !(key in inputs))
      .map((key) => `${at}: ${key} is not an input of ${step.uses}`),
    ...Object.entries(inputs)
      .filter(([key, spec]) => spec.required && spec.default === undefined && !(key in given))
      .map(([key]) => `${at}: ${step.uses} requires ${key}`),
  ];
}

function readActionFile(root: string, folder: string): ActionFile | undefined {
  const file = join(root, folder, 'action.yml');
  return existsSync(file) ? (parse(readFileSync(file, 'utf8')) as ActionFile) : undefined;
}

/**
 * The inputs of a composite's `$/` siblings it does not pass through under the same name, and the
 * outputs of a sibling step it does not expose, each with why (hazard 628; docs/action-review.md).
 * `refused`: the composite declares the input with no default and its first step fails when it is given.
 */
export const NOT_PASSED: Record<
  string,
  { inputs: Record<string, { why: string; refused?: true }>; outputs: Record<string, Record<string, string>> }
> = {
  review: {
    inputs: {
      'upload-artifact': {
        why: "the action's own: its upload step attaches the evidence; the scope's artifact is off (the evidence holds the scope); the gate uploads only a gate: false part",
      },
      'artifact-name': { why: "the action's own: the evidence artifact's name; the scope uploads none, and a part keeps its own name" },
      'merge-from': { why: 'set from merge-parts: the part downloaded by part-artifact-id, never by a name', refused: true },
      'sarif-file': { why: 'set from upload-sarif: the gate writes the SARIF this action uploads', refused: true },
      workspace: { why: 'the action reviews commits; a working tree is the CLI or review-scope', refused: true },
      'max-jobs': { why: 'caps the units output, which this action does not expose', refused: true },
      unit: { why: 'a matrix job of one unit: review-gate', refused: true },
      reviewer: { why: 'a matrix job or a rerun of one reviewer: review-gate', refused: true },
    },
    outputs: {
      // The gate's outputs are the action's result; the scope's are the gate's to check, and the sealed hash is exposed.
      gate: {
        'scope-sha': 'taken from the seal step (the same hash; set even when the gate stopped)',
        'artifact-id': "the action's own: its upload step's id (the gate's evidence upload is off here)",
        'sarif-file': "what this action uploaded: the gate's, only when the upload-sarif step succeeded (hazard 665)",
      },
    },
  },
};

/**
 * Every input of a `$/` sibling is the composite's under the same name with the same default, passed as
 * `${{ inputs.<name> }}`, or on NOT_PASSED with why (a refused one declared with no default and read by a
 * `run:` step): an input the composite does not declare the runner only warns about, and the step goes on
 * without it (hazard 628). Every output of a sibling step NOT_PASSED lists outputs for is exposed under its name.
 */
function passThroughProblems(root: string, folder: string, meta: ActionFile): string[] {
  const problems: string[] = [];
  const not = NOT_PASSED[folder] ?? { inputs: {}, outputs: {} };
  const ours = meta.inputs ?? {};
  const steps = meta.runs?.steps ?? [];
  const readByRun = (name: string) =>
    steps.some(
      (s) => s.run !== undefined && Object.values(s.env ?? {}).some((v) => String(v).replace(/\s/g, '') === `\${{inputs.${name}}}`),
    );
  for (const step of steps) {
    if (!step.uses?.startsWith('$/')) continue;
    const sibling = readActionFile(root, step.uses.slice(2));
    for (const [name, spec] of Object.entries(sibling?.inputs ?? {})) {
      const at = `${folder}: input ${name} of ${step.uses}`;
      const passed = scalar(step.with?.[name]).replace(/\s/g, '') === `\${{inputs.${name}}}`;
      const excluded = not.inputs[name];
      if (passed) {
        if (!(name in ours)) continue; // the expression lint reports it
        if (scalar(ours[name]!.default) !== scalar(spec.default))
          problems.push(
            `${at}: passed through with the default ${JSON.stringify(ours[name]!.default ?? '')}, not its ${JSON.stringify(spec.default ?? '')}`,
          );
      } else if (!excluded)
        problems.push(`${at}: neither passed through (${name}: \${{ inputs.${name} }}) nor listed as not passed, with why`);
      else if (!(name in ours))
        problems.push(`${at}: not passed (${excluded.why}), yet not declared here: the runner would only warn when a workflow gives it`);
      else if (excluded.refused && (scalar(ours[name]!.default) !== '' || !readByRun(name)))
        problems.push(`${at}: refused, so declared with no default and read by a run: step that fails when it is given`);
    }
    const sibOutputs = step.id ? not.outputs[step.id] : undefined;
    if (!sibOutputs) continue;
    for (const name of Object.keys(sibling?.outputs ?? {}))
      if (!sibOutputs[name] && String(meta.outputs?.[name]?.value ?? '').replace(/\s/g, '') !== `\${{steps.${step.id}.outputs.${name}}}`)
        problems.push(
          `${folder}: output ${name} of ${step.uses} is neither exposed (steps.${step.id}.outputs.${name}) nor listed as not exposed, with why`,
        );
  }
  return problems;
}

/**
 * A composite action's own hygiene, as actionlint checks it: each step a `$/` sibling that exists
 * (a `./` path would be the caller's workspace, not this repository) or an action pinned by SHA with
 * a version comment; every `with:` key an input of the sibling and every required one given; every
 * `${{ }}` parsed, reading only inputs this action declares and outputs an earlier step's action
 * declares; no `${{ }}` inside `run:`, and a shell for each; every input used.
 */
export function lintAction(root: string, folder: string): string[] {
  const text = readFileSync(join(root, folder, 'action.yml'), 'utf8');
  const meta = parse(text) as ActionFile;
  if (meta.runs?.using !== 'composite') return [`${folder}: not a composite action`];
  const problems: string[] = [];
  const declared = new Set(Object.keys(meta.inputs ?? {}));
  const used = new Set<string>();
  const stepOutputs = new Map<string, Set<string> | undefined>();
  /** Parses each `${{ }}` of a value and checks what it reads; `known` are the step ids defined so far. */
  const expressions = (value: unknown, at: string, known: Map<string, Set<string> | undefined>, bare = false) => {
    const texts = bare ? [String(value)] : [...String(value).matchAll(/\$\{\{(.*?)\}\}/gs)].map((m) => m[1]!);
    for (const e of texts) {
      try {
        parseExpression(e);
      } catch (err) {
        problems.push(`${at}: ${(err as Error).message} in ${JSON.stringify(e.trim())}`);
        continue;
      }
      const code = e.replace(/'(?:[^']|'')*'/g, "''");
      for (const [, name] of code.matchAll(/\binputs\.([A-Za-z0-9_-]+)/g)) {
        used.add(name!);
        if (!declared.has(name!)) problems.push(`${at}: inputs.${name} is not an input of this action`);
      }
      for (const [, id, output] of code.matchAll(/\bsteps\.([A-Za-z0-9_-]+)(?:\.outputs\.([A-Za-z0-9_-]+))?/g)) {
        if (!known.has(id!)) problems.push(`${at}: steps.${id} is not an earlier step`);
        else if (output && known.get(id!) && !known.get(id!)!.has(output))
          problems.push(`${at}: steps.${id}.outputs.${output} is not an output of that step's action`);
      }
    }
  };
  for (const [i, step] of (meta.runs.steps ?? []).entries()) {
    const at = `${folder} step ${i + 1}`;
    let outputs: Set<string> | undefined;
    if (step.uses?.startsWith('./'))
      problems.push(`${at}: ${step.uses} resolves against the caller's workspace; use $/ for this repository`);
    else if (step.uses?.startsWith('$/')) {
      const sibling = readActionFile(root, step.uses.slice(2));
      if (!sibling) problems.push(`${at}: ${step.uses} has no action.yml in this repository`);
      else {
        problems.push(...inputProblems(sibling, step, at));
        outputs = new Set(Object.keys(sibling.outputs ?? {}));
      }
    } else if (step.uses) problems.push(...pinProblems(text, step.uses, at));
    if (step.run !== undefined) {
      if (step.run.includes('${{')) problems.push(`${at}: \${{ }} inside run: (pass values through env:)`);
      if (!step.shell) problems.push(`${at}: a run: step of a composite action needs shell:`);
    }
    if (step.if !== undefined) expressions(String(step.if).replace(/^\s*\$\{\{(.*)\}\}\s*$/s, '$1'), `${at} if:`, stepOutputs, true);
    // The gate publishes the verdict or the stop: a failed earlier step (the seal) must not skip it (hazard 574).
    if (i > 0 && step.uses === '$/review-gate' && !callsAlways(step.if))
      problems.push(
        `${at}: review-gate publishes the verdict, or why it stopped: a failed earlier step must not skip it (its if: needs always())`,
      );
    for (const [key, value] of Object.entries({ ...step.with, ...step.env })) expressions(value, `${at} ${key}`, stepOutputs);
    if (step.id) stepOutputs.set(step.id, outputs);
  }
  problems.push(...passThroughProblems(root, folder, meta));
  for (const [name, o] of Object.entries(meta.outputs ?? {})) expressions(o.value ?? '', `${folder} output ${name}`, stepOutputs);
  for (const [name, spec] of Object.entries(meta.inputs ?? {})) expressions(spec.default ?? '', `${folder} input ${name}`, stepOutputs);
  for (const name of declared) if (!used.has(name)) problems.push(`${folder}: input ${name} is never used`);
  return problems;
}

/** A YAML example of a Markdown page, as the workflow a reader would paste it into. */
export interface WorkflowExample {
  /** `page:line` of the fence. */
  at: string;
  /** The example made whole: its jobs, a job's keys or a list of steps wrapped in a `pull_request` workflow. */
  workflow: string;
}

const dedent = (text: string) => {
  const lines = text.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
};
const indented = (text: string, by: number) =>
  text
    .split('\n')
    .map((l) => (l.trim() ? ' '.repeat(by) + l : l))
    .join('\n');

/**
 * Every ```yaml example of a page that a reader copies into a workflow (a whole one, its jobs, a
 * job's keys or a list of steps), wrapped so that `lintWorkflow` reads it as it would run: the rules the
 * recipes keep hold for what the pages show too. Other YAML (rules, reviewers) is not a workflow.
 */
export function workflowExamples(page: string, markdown: string): WorkflowExample[] {
  const examples: WorkflowExample[] = [];
  for (const m of markdown.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```/gm)) {
    const at = `${page}:${markdown.slice(0, m.index).split('\n').length}`;
    // docs/releasing.md shows the pin's shape: its placeholder stands for the release's full SHA.
    const body = dedent(m[1]!.replace(/(OWNER\/proofgate(?:\/[a-z-]+)?)@<[^>\n]+>/g, `$1@${'0'.repeat(40)}`)).trimEnd();
    const doc = parse(body) as unknown;
    const jobs = 'on:\n  pull_request:\n    types: [opened, synchronize, reopened, edited]\npermissions: {}\njobs:\n';
    const head = `${jobs}  example:\n`;
    if (Array.isArray(doc)) {
      if (doc.some((s) => typeof s === 'object' && s !== null && ('uses' in s || 'run' in s)))
        examples.push({ at, workflow: `${head}    runs-on: ubuntu-latest\n    steps:\n${indented(body, 6)}\n` });
    } else if (doc && typeof doc === 'object') {
      if ('jobs' in doc) examples.push({ at, workflow: `${body}\n` });
      else if ('steps' in doc) examples.push({ at, workflow: `${head}${indented(body, 4)}\n` });
      // The jobs of a workflow without their `jobs:` key.
      else if (Object.values(doc).every((job) => typeof job === 'object' && job !== null && 'steps' in job))
        examples.push({ at, workflow: `${jobs}${indented(body, 2)}\n` });
    }
  }
  return examples;
}
