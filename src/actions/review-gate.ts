import * as core from '@actions/core';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openRepo, resolveCommit, SHA, type Repo } from '../git/git.js';
import type { ReviewScope } from '../schemas/types.js';
import { gateFiles, incompleteWith, owesEvidence, type GateResult } from '../review/gate.js';
import { reviewScope } from '../review/scope.js';
import type { Intent } from '../review/intent.js';
import type { PrReviewMode } from '../review/pr-review.js';
import { EVIDENCE_MAX_BYTES, loadScope, reviewPaths } from '../review/evidence.js';
import { reviewFolder } from '../review/folder.js';
import { attemptLine, reviewerLines } from '../review/run-command.js';
import { dispatchReviewers, type ReviewerRun } from '../review/dispatch.js';
import { unitsLabel } from '../review/units.js';
import { reviewMerge } from '../review/merge.js';
import { reviewAnchor } from '../review/anchor-command.js';
import { gateCommand, SARIF_NOT_FOR_UPLOAD } from '../review/gate-command.js';
import { REVIEW_EXIT } from '../review/exit-codes.js';
import { gateActionOptions, runOptions, scopeOptions, verdictOptions } from '../review/options.js';
import { publishStopped, reviewPublisher, type ReviewPublished, type ReviewPublisher } from '../github/review-publisher.js';
import { reviewLine } from '../github/review-publish.js';
import type { CheckRunHandle } from '../github/checks.js';
import { gateSections } from '../review/render-gate.js';
import { redactedCopy, type EvidenceCopy } from '../review/export.js';
import { withReviewLock } from '../review/lock.js';
import { fitSections, writeSummary } from '../github/summary.js';
import { artifactSection } from '../github/artifact.js';
import { takenLine } from '../text/taken.js';
import { actionRepositoryUrl, lineLinks } from '../github/links.js';
import { uploadArtifact, uploadTaken, type Taken } from './upload.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { checkRepository } from '../review/verify.js';
import { mdCode, mdText } from '../text/neutralise.js';
import { AgentUnavailableError, persistedWarning, runLine, unconfinedWarning, type AgentKind } from '../agent/index.js';
import {
  artifactNameInput,
  booleanInput,
  input,
  inputOptions,
  intentInput,
  listInput,
  refusePrivilegedTrigger,
  requiredInput,
  workspace,
} from './io.js';
import { log, logUntrusted } from '../github/log.js';
import { evidenceTriggerDoubt } from '../github/trigger.js';
import {
  eventChange,
  eventChangeBase,
  pullRequest,
  refuseTestsInJobThatGates,
  refuseUnnamedChange,
  verdictCommit,
} from '../github/event-change.js';
import { privateDir, readRegular, writeFileAtomic } from '../text/files.js';
import { reportPublishing } from './publishing.js';
import { pullSinceEvent } from '../github/pull-now.js';
import { workflowRunUrl } from '../workflow-run.js';
import { checkSameSeal, recordedSeal } from './seal-record.js';
import { KEEP_NO_TIMES, predates, setAsideNamed, thisJob } from '../runner/this-job.js';
import { short } from '../text/hash.js';
import { onStopPublish } from '../agent/abort.js';

/**
 * The part folders: `parts/*` stands for every folder inside `parts/` (one per
 * downloaded unit artifact). None arriving is a reason for the gate, never a
 * crash: a matrix whose unit jobs all failed still gets its verdict. A part
 * whose files predate this job (or were copied keeping an earlier job's times)
 * was left in a reused workspace, not downloaded by it (hazards 616, 622, 651):
 * named, never merged.
 */
async function findParts(entries: string[], cwd: string): Promise<{ dirs: string[]; problems: string[] }> {
  const dirs: string[] = [];
  const problems: string[] = [];
  const job = thisJob(log.warning);
  const take = async (e: string, found: string[]): Promise<number> => {
    let taken = 0;
    for (const dir of found) {
      if (job && (await predates(dir, job))) {
        problems.push(`merge-from ${e}: ${dir} was left there before this job began, not downloaded by it: not merged (${KEEP_NO_TIMES})`);
        continue;
      }
      dirs.push(dir);
      taken++;
    }
    return taken;
  };
  for (const e of entries) {
    if (!e.endsWith('/*')) {
      await take(e, await partFolders(resolve(cwd, e)));
      continue;
    }
    const base = resolve(cwd, e.slice(0, -2));
    const found = (await readdir(base, { withFileTypes: true }).catch(() => []))
      .filter((d) => d.isDirectory())
      .map((d) => join(base, d.name))
      .sort();
    const parts = (await Promise.all(found.map((dir) => partFolders(dir)))).flat();
    if ((await take(e, parts)) === 0)
      problems.push(
        `merge-from ${e}: no unit part arrived (no folder in ${base}${parts.length ? ' this job downloaded' : ''}): the unit jobs failed or uploaded nothing, so their files are not reviewed`,
      );
  }
  return { dirs, problems };
}

/**
 * A part folder, or (what an agent job that ran each reviewer on its own uploads) a folder of
 * them, `1/`, `2/`…: one reviewer's part each. A folder with neither is kept, for the merge to
 * name what is missing.
 */
async function partFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  if (entries.some((d) => d.name === reviewFolder.files.coverage || d.name === reviewFolder.files.findings)) return [dir];
  const inner = entries.filter((d) => d.isDirectory() && /^\d+$/.test(d.name)).map((d) => d.name);
  return inner.length ? inner.sort((a, b) => Number(a) - Number(b)).map((name) => join(dir, name)) : [dir];
}

/** What a job that writes a part reviewed, for its outputs and summary: `U3`, or `U3-security` for one reviewer's part. */
function partLabel(entry: { units: string | undefined; reviewer: string | undefined }): { label?: string; what: string } {
  const units = entry.units ? unitsLabel(entry.units.split(/[\s,]+/).filter(Boolean)) : undefined;
  const label = [units, entry.reviewer].filter(Boolean).join('-') || undefined;
  const what = `${units ? mdCode(units) : 'the whole scope'}${entry.reviewer ? `, reviewer ${mdCode(entry.reviewer)}` : ''}`;
  return { ...(label ? { label } : {}), what };
}

/** A part job's verdict: `part` (exit 0) with no reasons, else `incomplete`, failing the step with the reasons first in the summary. */
async function partVerdict(
  id: string,
  at: { label?: string; what: string },
  reasons: string[],
  sections: string[],
  folder: string,
): Promise<void> {
  core.setOutput('verdict', reasons.length ? 'incomplete' : 'part');
  core.setOutput('exit-code', String(reasons.length ? REVIEW_EXIT.incomplete : REVIEW_EXIT.ok));
  core.setOutput('review-dir', folder);
  if (!reasons.length) return void (await writeSummary(fitSections(sections)));
  // Why first: the reasons, then the run's line and the warnings.
  await writeSummary(
    fitSections([
      `## ⚠️ proofgate review ${mdCode(id)}, ${at.what}: **incomplete**`,
      reasons.map((r) => `- ${mdText(r)}`).join('\n'),
      ...sections,
    ]),
  );
  log.fail(`proofgate review ${id} ${at.label ?? 'whole scope'}: incomplete (${reasons.length} reason(s) in the job summary)`);
}

/** The part is what the agent wrote: regular files only, read without following a link. Several (each reviewer its own run) go in numbered folders, each still naming its reviewer. */
async function copyPart(root: string, parts: string[]): Promise<string> {
  const copy = privateDir('part');
  for (const [i, part] of parts.entries()) {
    const into = parts.length === 1 ? copy : join(copy, String(i + 1));
    for (const name of [reviewFolder.files.findings, reviewFolder.files.coverage]) {
      const read = await readRegular(root, join(part, name), EVIDENCE_MAX_BYTES);
      if (read.status === 'ok') await writeFileAtomic(copy, join(into, name), read.bytes);
    }
  }
  return copy;
}

/**
 * The part as the gate job takes it: by the id this step reports (output `part-artifact-id`), never by
 * name (hazard 530); a part not uploaded, or with no id, fails the step (uploadTaken).
 */
const PART: Taken = {
  what: 'the part',
  lost: 'the gate job has no part of this job to merge',
  taker: 'the gate job',
  output: 'part-artifact-id',
};

/**
 * A matrix job reviews one entry's units (for one reviewer, or all), and an agent job (`gate: false`) the whole scope: neither
 * gates here (the other units are elsewhere; the gate runs in a later job with the write token), so
 * the step uploads its part (the attempt's findings.json and coverage.json, never the review's own)
 * for the gate job's merge, and fails when the agent's run cannot be trusted or the part is not uploaded.
 */
async function finishPart(job: GateJob, parts: string[], reasons: string[], notes: string[], run: string): Promise<void> {
  const { id, paths } = job;
  const at = partLabel({ units: job.run.unit, reviewer: job.run.reviewers[0] });
  if (parts.length === 1) core.setOutput('part-dir', parts[0]);
  if (reasons.length) return partVerdict(id, at, reasons, [mdText(run), ...notes], paths.folder);
  // Nothing was asked (every file accounted for): no part, nothing to upload.
  if (!parts.length)
    return partVerdict(
      id,
      at,
      [],
      [
        `## ⚠️ proofgate review ${mdCode(id)}, ${at.what}: **incomplete**`,
        '- nothing was asked: every file is accounted for',
        mdText(run),
        ...notes,
      ],
      paths.folder,
    );
  const copy = await copyPart(paths.root, parts);
  if (parts.length > 1) core.setOutput('part-dir', copy);
  // upload-artifact: false leaves the part in part-dir for a step of the workflow's own to upload (and bind by its id).
  const bound = job.upload
    ? await uploadTaken(job.artifactName ?? `proofgate-part-${id}${at.label ? `-${at.label}` : ''}`, copy, copy, PART)
    : undefined;
  if (bound?.refused !== undefined) return partVerdict(id, at, [bound.refused], [mdText(run), ...notes], paths.folder);
  return partVerdict(
    id,
    at,
    [],
    [
      `## proofgate review ${mdCode(id)}, ${at.what}: part written\n\n${mdText(run)}\n\nThe gate job merges the parts and gates the whole scope.\n`,
      ...(bound ? [takenLine(bound.upload, 'this part', PART.output)] : []),
      ...notes,
    ],
    paths.folder,
  );
}

/**
 * The agent is missing, not signed in or not answering. Whether anything ran is what the run
 * recorded (`began`: an agent started), never what the error's type suggests.
 */
async function agentUnavailable(id: string, folder: string, err: AgentUnavailableError, began: boolean): Promise<void> {
  const line = describeError(err);
  core.setOutput('verdict', 'incomplete');
  core.setOutput('exit-code', String(err.exitCode));
  core.setOutput('review-dir', folder);
  const touched = began
    ? `An agent ran before this one could not start: its attempt is in ${mdCode(folder)}, and no verdict was given.`
    : 'Nothing ran and no evidence was touched.';
  await writeSummary(`## ⚠️ proofgate review ${mdCode(id)}: **incomplete**, the agent cannot run\n\n${mdText(line)}\n\n${touched}\n`);
  log.fail(line);
}

/** The intent to seal, when this job seals the scope: the spec input, or the pull request's description. */
async function intentOf(cwd: string): Promise<{ intent?: Intent }> {
  const intent = await intentInput(cwd);
  return intent ? { intent } : {};
}

/** What the job was asked, read and checked once, and the scope it answers. */
interface GateJob {
  id: string;
  pr: ReturnType<typeof pullRequest>;
  run: ReturnType<typeof runOptions>;
  action: ReturnType<typeof gateActionOptions>;
  verdict: ReturnType<typeof verdictOptions>;
  dir: string | undefined;
  cwd: string;
  /** The commit the verdict answers (verdictCommit, resolved): the pull request's head, a workflow_run's head, a comment's checkout, else the commit the workflow runs for. */
  verdictHead: string;
  paths: ReturnType<typeof reviewPaths>;
  repo: Repo;
  scope: ReviewScope;
  publisher: ReviewPublisher;
  /** This job gates; a matrix unit job or `gate: false` writes a part for the gate job instead. */
  gates: boolean;
  /** Upload the redacted evidence as an artifact. */
  upload: boolean;
  /** The workflow's name for the artifact (`artifact-name`), checked. */
  artifactName: string | undefined;
  /** Where a stop before the verdict is said (stopped). */
  stop: StopTarget;
  /** The verdict was published (its check run completed): a cancel from here leaves it standing. */
  verdictOut?: boolean;
}

/** What the agent's runs leave for the gate and the summary. */
interface AgentOutcome {
  /** Reasons the verdict cannot be clean (breaches of the run's rules). */
  reasons: string[];
  /** Why an attempt was not merged: a reason only when nothing earlier proves the review. */
  context: string[];
  /** Warnings shown in the summary as quotes. */
  notes: string[];
  /** One line per reviewer's run. */
  lines: string[];
}

/** Where a run that stops before its verdict says so (stopped): known once the inputs are checked. */
interface StopTarget {
  id: string;
  checkName: string;
  verdictHead: string;
  review?: { pr: number; baseRef?: string; mode: Exclude<PrReviewMode, 'off'> };
}

/** The commit `ref` names: a full id as it is, else resolved in the checkout. */
async function concreteCommit(repo: Repo, ref: string): Promise<string> {
  return SHA.test(ref) ? ref : resolveCommit(repo, ref, 'the commit the verdict answers');
}

/**
 * The scope this step judges: the scope.json found, else one `seal` seals here. Nothing a reused
 * workspace held before this job is its evidence, whoever sealed the scope and whatever it says
 * (hazards 614, 615, 620, 622): that evidence is set aside, named, first. A scope.json left before the job
 * that no review-scope step of it recorded gives way to this step's own seal, named when it differs.
 */
async function scopeToJudge(
  paths: ReturnType<typeof reviewPaths>,
  recorded: string | undefined,
  seal: () => Promise<ReviewScope>,
): Promise<ReviewScope> {
  const job = thisJob(log.warning);
  await setAsideNamed(paths.folder, job);
  const file = paths.file('scope');
  if (!existsSync(file)) return seal();
  const found = await loadScope(paths);
  if (recorded !== undefined || !job || !(await predates(file, job))) return found;
  const fresh = await seal();
  if (fresh.scopeSha256 !== found.scopeSha256)
    log.warning(
      `the scope.json in ${paths.folder} (${short(found.scopeSha256)}) was left before this job began, sealed by no step of it, and is not the one this step's inputs seal: sealed here instead (${short(fresh.scopeSha256)})`,
    );
  return fresh;
}

async function prepare(inputsChecked: (at: StopTarget) => void): Promise<GateJob> {
  const id = requiredInput('id');
  const pr = pullRequest();
  // The workflow's inputs, read and checked once; in a pull request the scope's refs default to its base and head.
  const change = eventChange();
  const raw = inputOptions({
    inputs: { 'agent-arg': 'agent-args' },
    defaults: { base: change?.baseSha, head: change?.headSha },
    unused: ['timeout-ms', 'workspace', 'max-jobs'],
  });
  const run = runOptions(raw, { agentRequired: false });
  if (run.agent !== 'none') await refusePrivilegedTrigger(`the ${run.agent} agent`);
  const action = gateActionOptions(raw);
  const verdict = verdictOptions(raw);
  if (input('tests-junit') !== undefined) refuseTestsInJobThatGates('input `tests-junit`');
  const { maxJobs: _matrix, dir, ...sealing } = scopeOptions(raw);
  const cwd = workspace();
  // Every input is checked before any work: a bad value is refused before the agent runs or a check run is opened.
  const gates = !run.unit && booleanInput('gate', true);
  const upload = booleanInput('upload-artifact', true);
  const artifactName = artifactNameInput();
  const repo = await openRepo(cwd);
  // A symbolic verdict commit (a comment's checkout, `HEAD`) is resolved now: every stop from here marks a concrete commit.
  const verdictHead = await concreteCommit(repo, verdictCommit());
  // What stops the run from here (the pull request's description, its base, the seal, the agent) may
  // change without a new commit: an earlier verdict of this head must not stand for this run.
  const review =
    pr && action.prReview !== 'off'
      ? { pr: pr.number, ...(pr.baseRef !== undefined ? { baseRef: pr.baseRef } : {}), mode: action.prReview }
      : undefined;
  const stop: StopTarget = { id, checkName: action.checkName, verdictHead, ...(review ? { review } : {}) };
  inputsChecked(stop);
  const intent = await intentOf(cwd);
  if (run.agent === 'none' && !gates)
    throw new ProofgateError(
      `input \`${run.unit ? 'unit' : 'gate'}\`: a job that writes a part for the gate job runs an agent; give \`agent\`, or leave \`${run.unit ? 'unit' : 'gate'}\` out to gate here`,
    );
  const paths = reviewPaths(cwd, id, dir);

  // A unit job reviews the scope the scope job sealed: its units only mean something there.
  if (run.agent !== 'none' && run.unit && !existsSync(paths.file('scope')))
    throw new ProofgateError(
      `${run.unitOption}: no sealed scope in ${paths.folder}; a unit job reviews the scope the scope job sealed: download its artifact into that folder first (docs/recipes/ci-review/review-gate-matrix.yml)`,
    );
  // Seal here, or judge against the scope an earlier job sealed (its seal is checked); never in place
  // of, nor against anything but, the scope a review-scope step of this job was to seal.
  const recorded = recordedSeal(paths.folder, existsSync(paths.file('scope')));
  const scope = await scopeToJudge(paths, recorded, async () => {
    refuseUnnamedChange(sealing);
    const sealed = await reviewScope({ id, cwd, ...(dir !== undefined ? { dir } : {}), ...sealing, ...intent });
    for (const w of sealed.warnings) log.warning(w);
    return sealed.scope;
  });
  checkSameSeal(paths.folder, recorded, scope.scopeSha256);
  log.info(
    `scope ${scope.scopeSha256.slice(0, 12)}: ${scope.totals.files} file(s), ${scope.totals.changedLines} changed lines, ${scope.totals.units} unit(s)`,
  );
  const publisher = reviewPublisher({
    id,
    scope,
    checkName: action.checkName,
    checkRun: true,
    // The check run goes on the commit the verdict answers (a stale scope's verdict is about that head too).
    headSha: verdictHead,
    ...(pr ? { pr: pr.number, ...(pr.baseRef !== undefined ? { prBaseRef: pr.baseRef } : {}) } : {}),
    prReview: action.prReview,
    token: input('github-token'),
    repository: process.env.GITHUB_REPOSITORY,
    serverUrl: process.env.GITHUB_SERVER_URL,
    summaryUrl: workflowRunUrl(process.env),
    cwd,
  });
  return {
    id,
    pr,
    run,
    action,
    verdict,
    dir,
    cwd,
    verdictHead,
    paths,
    repo,
    scope,
    publisher,
    gates,
    upload,
    artifactName,
    stop,
  };
}

/** Each run's line for the summary; its breaches, notes and output go to the outcome and the log. */
async function recordRuns(runs: ReviewerRun[], agent: AgentKind, id: string, outcome: AgentOutcome): Promise<void> {
  // One warning for every run: the agent config any reviewer could follow (the blind one's folder
  // holds none), and each folder it reads instructions from that other users may write.
  const ran = runs.flatMap((r) => (r.result?.run ? [r.result.run] : []));
  const first = ran.find((run) => run.confinement === 'unconfined');
  const all = (key: 'configInReach' | 'writableByOthers') => [...new Set(ran.flatMap((run) => run[key] ?? []))];
  const unconfined =
    first && unconfinedWarning({ ...first, configInReach: all('configInReach'), writableByOthers: all('writableByOthers') });
  if (unconfined) {
    log.warning(unconfined);
    outcome.notes.push(`> ⚠️ ${mdText(unconfined)}`);
  }
  for (const r of runs) {
    const result = r.result;
    if (!result) {
      outcome.lines.push(...reviewerLines(r, agent, id));
      continue;
    }
    const who = r.reviewer ? `reviewer ${r.reviewer}: ` : '';
    outcome.reasons.push(...result.breaches);
    outcome.context.push(...result.notes);
    logUntrusted([`${who}${attemptLine(result, id)}`]);
    if (result.run) {
      const tail = [result.run.stdoutTail, result.run.stderrTail]
        .map((t) => t.trim())
        .filter(Boolean)
        .join('\n');
      // What the agent said, for whoever debugs the run: redacted by runAgent, and unable to issue workflow commands.
      if (tail)
        await core.group(`agent ${agent}${r.reviewer ? ` (${r.reviewer})` : ''} output (last 64 KiB)`, () =>
          Promise.resolve(logUntrusted(tail.split('\n'))),
        );
    }
    const leftovers = result.run?.leftoversKilled;
    outcome.lines.push(
      `${who}${result.record ? runLine(result.record) : `agent ${agent}: did not run`}${leftovers ? `, ${leftovers} leftover process(es) killed` : ''}`,
    );
  }
}

/**
 * Runs the agent: the scope's reviewers in the job that gates (each its own run when the scope was
 * sealed so); in a job that writes a part, one agent for its units: one reviewer (a matrix entry of
 * units × reviewers), else one run that plays them all. Undefined when the job ends here (the part
 * is written); `unavailable` when the agent cannot run in the job that gates.
 */
async function reviewWithAgent(job: GateJob, agent: AgentKind): Promise<AgentOutcome | { unavailable: AgentUnavailableError } | undefined> {
  const { id, run, paths, gates } = job;
  const outcome: AgentOutcome = { reasons: [], context: [], notes: [], lines: [] };
  let began = false;
  const persisted = persistedWarning(job.cwd);
  if (persisted) {
    log.warning(persisted);
    outcome.notes.push(`> ⚠️ ${mdText(persisted)}`);
  }
  const options = {
    repo: job.repo,
    paths,
    scope: job.scope,
    agent: { kind: agent, command: run.agentCmd, args: run.agentArgs, model: run.model },
    timeoutMs: run.timeoutMs,
    envPass: run.envPass,
    isolate: run.isolate,
    unitOption: run.unitOption,
    resume: run.resume,
    progress: (line: string) => log.info(line),
    // The pull request shows the check running once the agent's preflight passed: an agent that cannot run leaves no run behind.
    starting: async () => {
      began = true;
      if (gates) await job.publisher.open();
    },
  };
  const part = !gates;
  if (part && run.reviewers.length > 1)
    throw new ProofgateError(
      `input \`reviewer\`: a job that writes a part runs one reviewer (a matrix entry's \`reviewer\`), not ${run.reviewers.length}; give one, or none for a run that plays every reviewer`,
    );
  // A scope sealed with dispatch each gets each reviewer its own run in an agent job too, so the gate
  // job's ledger accounts for each; a unit's job without a reviewer is one run that plays them all.
  const runs = await core
    .group(`agent ${agent}`, () =>
      dispatchReviewers({
        ...options,
        ...(run.reviewers.length ? { reviewers: run.reviewers } : {}),
        ...(part && run.unit !== undefined ? { unit: run.unit } : {}),
        concurrency: run.concurrency,
        ...(run.deadlineMs !== undefined ? { deadline: Date.now() + run.deadlineMs } : {}),
      }),
    )
    .catch((err: unknown) => {
      if (err instanceof AgentUnavailableError) return err;
      throw err;
    });
  if (runs instanceof AgentUnavailableError) {
    await agentUnavailable(id, paths.folder, runs, began);
    // Incomplete with no verdict published: run() says so on the commit, as for any stop.
    return gates ? { unavailable: runs } : undefined;
  }
  await recordRuns(runs, agent, id, outcome);
  if (part) {
    const reasons = runs.flatMap((r) => (r.result ? [...r.result.breaches, ...r.result.notes] : r.deferred ? [r.deferred] : []));
    await finishPart(
      job,
      runs.flatMap((r) => (r.result?.attempt ? [r.result.attempt.folder] : [])),
      reasons,
      outcome.notes,
      outcome.lines.join('\n\n'),
    );
    return undefined;
  }
  logUntrusted(outcome.lines);
  return outcome;
}

/** Why the verdict would not answer the event's pull request as it is now (retargeted, its description edited): asked once the agent is done. */
async function pullSince(job: GateJob, outcome: AgentOutcome): Promise<string[]> {
  if (!job.pr) return [];
  const since = await pullSinceEvent(
    { number: job.pr.number, baseRef: job.pr.baseRef, intent: job.scope.intent },
    { token: input('github-token'), repository: process.env.GITHUB_REPOSITORY, apiUrl: process.env.GITHUB_API_URL },
  );
  if (since.warning) {
    log.warning(since.warning);
    outcome.notes.push(`> ⚠️ ${mdText(since.warning)}`);
  }
  return since.reason ? [since.reason] : [];
}

/** The graded result, and the SARIF this run wrote that code scanning may take, should the final verdict stay complete. */
interface Graded {
  graded: GateResult;
  sarif?: string;
}

/** Checks the repository once (the merge and the gate both answer it), merges the unit parts, anchors and gates. */
async function gateReview(job: GateJob, outcome: AgentOutcome): Promise<Graded> {
  const { id, cwd, dir, paths } = job;
  // Evidence a fork's run wrote (workflow_run, pull_request_target, any event no agent runs on) is no evidence, whatever it says.
  const doubt = evidenceTriggerDoubt(process.env);
  const reasons = [...outcome.reasons, ...(doubt ? [doubt] : [])];
  reasons.push(...(await pullSince(job, outcome)));
  const sarifFile = input('sarif-file');
  const junit = input('tests-junit');
  const emitCheck = resolve(paths.folder, reviewFolder.outputs.check);
  // The gate's own files (its report, its documents), untracked in the tree, are no part of a working-tree change.
  const own = gateFiles({ cwd, writes: [emitCheck, ...(sarifFile !== undefined ? [sarifFile] : [])], tests: { junit } });
  const check = await checkRepository(job.repo, job.scope, { head: job.verdictHead, folder: paths.folder, gateFiles: own });
  const parts = await findParts(listInput('merge-from'), cwd);
  // No part arriving is a reason only where one is owed (the matrix recipe runs no unit job for a scope that selects nothing).
  if (owesEvidence(job.scope, job.verdict.allowEmpty)) reasons.push(...parts.problems);
  if (parts.dirs.length && check.matches) {
    try {
      logUntrusted((await reviewMerge({ id, from: parts.dirs, cwd, dir, check })).lines);
    } catch (err) {
      if (!(err instanceof ProofgateError)) throw err;
      reasons.push(`merge-from: ${describeError(err)}`);
    }
  }
  // Anchoring again writes anchored.json: a path it cannot write (a folder committed there) is a reason, never a stop before publishing.
  try {
    logUntrusted((await reviewAnchor({ id, cwd, dir })).lines);
  } catch (err) {
    if (!(err instanceof ProofgateError)) throw err;
    reasons.push(`anchor: ${describeError(err)}`);
  }
  const testsCheck = input('tests-check');
  const gate = await gateCommand({
    id,
    cwd,
    dir,
    extraReasons: reasons,
    changeBase: eventChangeBase(),
    context: outcome.context,
    check,
    acknowledge: job.verdict.acknowledge,
    allowEmpty: job.verdict.allowEmpty,
    emitCheck,
    checkName: job.action.checkName,
    sarif: sarifFile,
    toolUri: actionRepositoryUrl(process.env),
    tests: {
      junit,
      check: testsCheck,
      checks:
        testsCheck === undefined
          ? undefined
          : await (
              await import('../github/commit-checks.js')
            ).commitChecks({ token: input('github-token'), repository: process.env.GITHUB_REPOSITORY }),
    },
  });
  logUntrusted(gate.sarifUnfit ? gate.lines.slice(0, -1) : gate.lines);
  // What to upload: the file this run wrote, never one the pull request committed under that name; and
  // none for an incomplete review: code scanning takes any upload as a complete analysis of its category
  // (it ignores `executionSuccessful`) and would close the alerts an earlier run opened. Nor one code
  // scanning would cut or refuse: the alerts would lack findings, or the upload fail the job late.
  // The output is set by report(), from the verdict publishing leaves (a shared check name makes it incomplete).
  if (!gate.files.sarif || gate.result.verdict === 'incomplete') return { graded: gate.result };
  if (!gate.sarifUnfit) return { graded: gate.result, sarif: gate.files.sarif };
  const warning = `${SARIF_NOT_FOR_UPLOAD}: ${gate.sarifUnfit}. Nothing is uploaded, so earlier alerts stay open; the review folder (and the evidence artifact, where one is uploaded) holds all ${gate.result.open.length} open finding(s).`;
  log.warning(warning);
  outcome.notes.push(`> ⚠️ ${mdText(warning)}`);
  return { graded: gate.result };
}

/**
 * The redacted evidence copy, built before the verdict is published: one that cannot be built (a full
 * disk) makes the verdict incomplete, never a published success the step then contradicts. The files
 * it leaves out (over their cap) are a warning, named.
 */
async function evidenceCopy(paths: GateJob['paths']): Promise<{ copy?: EvidenceCopy; reason?: string; left?: string }> {
  let copy: EvidenceCopy;
  try {
    copy = await redactedCopy(paths.root, paths.folder);
  } catch (err) {
    return { reason: `the evidence copy of the review folder could not be made: ${describeError(err)}` };
  }
  if (!copy.tooLarge.length) return { copy };
  const shown = copy.tooLarge.slice(0, 10).join(', ') + (copy.tooLarge.length > 10 ? ` and ${copy.tooLarge.length - 10} more` : '');
  const left = `the evidence copy leaves out ${copy.tooLarge.length} file(s) of the review folder too large to copy: ${shown}`;
  log.warning(left);
  return { copy, left };
}

/** Publishes the verdict (check run, pull request review), uploads the redacted evidence, writes the summary and the outputs. */
async function report(job: GateJob, outcome: AgentOutcome, { graded: gradedFirst, sarif }: Graded): Promise<void> {
  const { id, paths } = job;
  if (job.action.prReview !== 'off' && !job.pr) log.info('no pull request in this event: no pull request review');
  // What leaves the runner is a redacted copy: regular files only, each capped, credential shapes masked.
  const { copy, reason, left } = await evidenceCopy(paths);
  const graded = reason ? incompleteWith(gradedFirst, [reason]) : gradedFirst;
  const published = await job.publisher.close(graded);
  job.verdictOut = true;
  // Its check run failed under a name another review holds: one verdict, so the outputs, the step and the summary fail too.
  const result = published.shared ? incompleteWith(graded, [published.shared]) : graded;
  // The outputs first: nothing after publishing may leave them unset.
  core.setOutput('verdict', result.verdict);
  core.setOutput('exit-code', String(result.exitCode));
  core.setOutput('open-findings', String(result.open.length));
  core.setOutput('check-run-id', published.checkRunId === undefined ? '' : String(published.checkRunId));
  core.setOutput('pr-review-id', published.reviewId === undefined ? '' : String(published.reviewId));
  core.setOutput('review-dir', paths.folder);
  core.setOutput('scope-sha', job.scope.scopeSha256);
  core.setOutput('evidence-dir', copy?.dir ?? '');
  // An output that means complete evidence is set from the final verdict only (left empty for an incomplete one): code
  // scanning takes any upload as a complete analysis and would close the alerts an earlier run opened.
  if (sarif && result.verdict !== 'incomplete') core.setOutput('sarif-file', sarif);
  try {
    await afterPublishing(job, outcome, { graded, result, published, copy, left });
  } catch (err) {
    // The verdict is out: a failure past it (the upload, the summary) is a warning, never a step that contradicts it.
    log.warning(`after the verdict was published: ${describeError(err)}`);
  }
  const fails = result.verdict === 'incomplete' || (job.action.failOn === 'findings' && result.verdict === 'findings');
  if (fails)
    log.fail(
      `proofgate review ${id}: ${result.verdict}${published.shared ? `: ${published.shared}` : result.reasons.length ? ` (${result.reasons.length} reason(s) in the job summary)` : ''}`,
    );
}

/** The pull request review's line, the evidence upload and the job summary, once the verdict is published. */
async function afterPublishing(
  job: GateJob,
  outcome: AgentOutcome,
  {
    graded,
    result,
    published,
    copy,
    left,
  }: { graded: GateResult; result: GateResult; published: ReviewPublished; copy?: EvidenceCopy; left?: string },
): Promise<void> {
  const { id, paths } = job;
  if (published.review && published.reviewId !== undefined) logUntrusted([reviewLine(published.review)]);
  const warnings = reportPublishing(published.warnings);
  // A failed attempt on a review that was already complete: the verdict stands, and the summary says why nothing was merged.
  const kept =
    graded.verdict !== 'incomplete' && outcome.context.length
      ? [
          `### ⚠️ This run's agent attempt was not merged\n\nThe review keeps what earlier attempts proved.\n\n${outcome.context.map((r) => `- ${mdText(r)}`).join('\n')}`,
        ]
      : [];
  const upload =
    job.upload && copy ? await uploadArtifact(job.artifactName ?? `proofgate-review-${id}`, copy.dir, copy.dir, 'artifact-id') : undefined;
  const [head, ...rest] = gateSections(result, lineLinks(process.env, result.scope.refs.headSha), published.shared);
  const summary = fitSections([
    head!,
    ...(outcome.lines.length ? [outcome.lines.map((l) => mdText(l)).join('\n\n')] : []),
    ...outcome.notes,
    ...(upload ? [artifactSection(upload, 'the evidence', 'artifact-id')] : []),
    ...(left ? [`> ⚠️ ${mdText(left)}`] : []),
    ...rest,
    ...kept,
    ...(warnings ? [warnings] : []),
  ]);
  // Off a runner (no step summary) a copy in the review folder; one that cannot land there is said.
  if (!(await writeSummary(summary)))
    await writeFileAtomic(paths.root, resolve(paths.folder, reviewFolder.outputs.summary), summary).catch((err: unknown) => {
      if (!(err instanceof ProofgateError)) throw err;
      log.warning(`no summary.md: ${describeError(err)}`);
    });
}

export async function run(): Promise<void> {
  let at: StopTarget | undefined;
  let job: GateJob | undefined;
  // Why the run ends without its verdict; cleared once the verdict is published (or a part written).
  let stop: unknown = new ProofgateError('the run ended before its verdict');
  let said: Promise<void> | undefined;
  // Said once, by the finally or by a cancel's stop handler, whichever comes first.
  const sayStopped = (why: unknown) => (said ??= at ? stopped(why, at, job?.publisher.opened()) : Promise.resolve());
  // A cancel (SIGINT, SIGTERM) ends the process without reaching the finally: the stop is said from there, until
  // the verdict is out (a check run still open, or an earlier verdict of the head standing, is what it must not leave).
  const unstop = onStopPublish((why) =>
    stop !== undefined || (job?.gates && !job.verdictOut) ? sayStopped(new ProofgateError(why)) : Promise.resolve(),
  );
  try {
    const checked = await prepare((target) => (at = target));
    job = checked;
    // One writer of the review folder from the agent to the evidence uploaded: no other process's run, merge or gate between.
    await withReviewLock(checked.paths, 'review-gate', async () => {
      const agent = checked.run.agent;
      const outcome = agent === 'none' ? { reasons: [], context: [], notes: [], lines: [] } : await reviewWithAgent(checked, agent);
      if (outcome && 'unavailable' in outcome) return void (stop = outcome.unavailable);
      // No outcome: a part for the gate job.
      if (!outcome) return void (stop = undefined);
      const result = await gateReview(checked, outcome);
      stop = undefined; // the verdict is published from here, or the run says why it could not be
      await report(checked, outcome, result);
    });
  } catch (err) {
    if (stop !== undefined) stop = err;
    throw err;
  } finally {
    unstop();
    // Every exit before the verdict (a stop, an agent that cannot run, a crash) says so on the commit.
    if (stop !== undefined) await sayStopped(stop);
  }
}

/**
 * A run that stopped before its verdict: the check run it opened completed as stopped, else a failed
 * one under its name (publishStopped), its warnings logged.
 */
async function stopped(err: unknown, { id, checkName, verdictHead, review }: StopTarget, opened?: CheckRunHandle): Promise<void> {
  const warnings = await publishStopped({
    id,
    checkName,
    headSha: verdictHead,
    token: input('github-token'),
    repository: process.env.GITHUB_REPOSITORY,
    reason: describeError(err),
    ...(review ? { review } : {}),
    ...(opened ? { opened } : {}),
  }).catch((e: unknown) => [`no check run says the run stopped: ${describeError(e)}`]);
  for (const w of warnings) log.warning(w);
}
