import * as core from '@actions/core';
import { setJsonOutput } from './outputs.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { basename, join } from 'node:path';
import { uploadTaken, type Taken } from './upload.js';
import { fitSections, writeSummary } from '../github/summary.js';
import { testReviewPull } from '../github/test-review-pull.js';
import { githubPublisher } from '../github/test-review-publisher.js';
import { REPORT_MAX_BYTES, testReview, type TestReviewResultOut } from '../test-review/command.js';
import { flagsTag, publishFlags } from '../test-review/options.js';
import { TEST_REVIEW_EXIT } from '../test-review/exit-codes.js';
import { render, stateOf, type ArtifactOutcome } from '../test-review/render.js';
import { lineLinks } from '../github/links.js';
import { privateDir, readRegular, writeFileAtomic, writeJsonAtomic } from '../text/files.js';
import { mdText } from '../text/neutralise.js';
import { redact } from '../text/redact.js';
import { persistedWarning, unconfinedWarning } from '../agent/index.js';
import { artifactNameInput, booleanInput, input, inputOptions, listInput, refusePrivilegedTrigger, workspace } from './io.js';
import { eventChange, eventChangeBase, pullRequest } from '../github/event-change.js';
import { log, logUntrusted } from '../github/log.js';
import { reportPublishing } from './publishing.js';

/** The report and verdict as a later job or a reader takes them: by the id this step reports, never by name (hazard 591). */
const REPORT: Taken = {
  what: 'the artifact of the report and verdict',
  lost: "no one can take this step's report and verdict (an artifact under its name in the run is not this step's)",
  taker: 'a reader or a later job',
  output: 'report-artifact-id',
};

/** The report and verdict as an artifact, uploaded before anything is published, so every text says whether it is there. */
async function attach(name: string, r: TestReviewResultOut): Promise<ArtifactOutcome> {
  // A fresh private folder: a fixed name under RUNNER_TEMP could be a link an earlier step left.
  const folder = privateDir('test-review');
  const report = r.options ? await readRegular(r.options.projectRoot, r.options.output, REPORT_MAX_BYTES) : undefined;
  if (r.options && report?.status === 'ok') await writeFileAtomic(folder, join(folder, basename(r.options.output)), report.bytes);
  await writeJsonAtomic(folder, join(folder, 'test-review.json'), r.json);
  const bound = await uploadTaken(name, folder, folder, REPORT);
  return bound.refused === undefined ? bound.upload : { ...bound.upload, refused: bound.refused };
}

/** The workflow's inputs, read and checked before any work. */
async function readInputs() {
  const agent = input('agent') ?? 'claude';
  // No agent runs under `none`: nothing for the trigger to steer, as the CLI has it.
  if (agent !== 'none') await refusePrivilegedTrigger(`the ${agent} test review`);
  const pr = pullRequest();
  const token = input('github-token');
  const publish = booleanInput('github', true);
  const env = { ...process.env, ...(token ? { GITHUB_TOKEN: token } : {}) };
  const artifact = booleanInput('upload-artifact', true) ? (artifactNameInput() ?? 'proofgate-test-review') : undefined;
  const files = listInput('files');
  const isolated = booleanInput('isolate', true);
  const raw = inputOptions({
    defaults: {
      github: String(publish),
      isolate: String(isolated),
      // In a pull request or a merge queue group the default base is its base commit, never a guess.
      base: files.length ? undefined : eventChange()?.baseSha,
      'head-sha': publish ? pr?.headSha : undefined,
    },
    // Naming a check run, a comment's tag or its author means nothing when nothing is published; the artifact is
    // the action's own upload (attach, below), never a later step's that the texts would promise.
    unused: [...(publish ? [] : ['check-name', 'publish-as', 'comment-author']), 'artifact-name'],
  });
  const tag = input('publish-as') ?? agent;
  const publisher = publish
    ? githubPublisher(publishFlags(raw), env, () => undefined) // shown once, below, as workflow warnings and a summary block
    : undefined;
  return { agent, pr, env, artifact, isolated, raw, tag, publisher };
}

/** The test-review action: the same command as the CLI, inputs for flags, the renderer for the summary. */
export async function run(): Promise<void> {
  let inputs: Awaited<ReturnType<typeof readInputs>>;
  try {
    inputs = await readInputs();
  } catch (err) {
    // A refused input or trigger is what the CLI says it is: exit 2, a broken gate (docs/test-review.md),
    // with the summary and outputs of any run without a verdict, so `fromJSON(…outputs.json)` reads.
    if (!(err instanceof ProofgateError)) throw err;
    const cause = redact(describeError(err));
    const exitCode = TEST_REVIEW_EXIT.environment;
    await report(
      { exitCode, lines: [], json: { error: cause, exitCode }, verdict: null, cause, reportWritten: false },
      { tag: flagsTag({ publishAs: input('publish-as'), agent: input('agent') }), notes: [] },
    );
    log.fail(cause);
    return;
  }
  const { agent, pr, env, artifact, isolated, raw, tag, publisher } = inputs;
  const notes: string[] = [];
  if (agent !== 'none') {
    const persisted = persistedWarning(workspace());
    const warnings = [
      ...(persisted ? [persisted] : []),
      // In CI an isolated run is confined or refused: only isolate false runs the agent unconfined.
      ...(isolated ? [] : [unconfinedWarning({ confinement: 'unconfined', isolation: 'none' })!]),
    ];
    for (const w of warnings) {
      log.warning(w);
      notes.push(`> ⚠️ ${mdText(w)}`);
    }
  }
  // Whatever base the inputs give, the review must start where the event's change does (hazard 434).
  const changeBase = eventChangeBase();
  const warn = (w: string) => {
    log.warning(w);
    notes.push(`> ⚠️ ${mdText(w)}`);
  };
  const pull = testReviewPull(env, warn);
  const r = await core.group('test review', () =>
    testReview(raw, workspace(), {
      progress: (line) => logUntrusted([line]),
      warn,
      env,
      ...pull,
      ...(changeBase ? { changeBase } : {}),
      ...(publisher ? { publisher } : {}),
      ...(artifact ? { attach: (out: TestReviewResultOut) => attach(artifact, out) } : {}),
    }),
  );
  logUntrusted(
    r.exitCode >= TEST_REVIEW_EXIT.environment ? [`test-review: no verdict (exit ${r.exitCode}): ${r.cause ?? ''}`] : r.lines.slice(0, 20),
  );
  const state = await report(r, { tag, notes, ...(pr ? { pr } : {}) });
  if (r.exitCode !== 0) log.fail(`test review: ${state}${r.cause ? `: ${r.cause}` : ''} (exit ${r.exitCode})`);
}

/** The outputs and the job summary of a run, whether or not its inputs were read: returns the state they say. */
async function report(
  r: TestReviewResultOut,
  ctx: { tag: string; notes: string[]; pr?: NonNullable<ReturnType<typeof pullRequest>> },
): Promise<string> {
  // A run that cannot stand (exit 2 or 3) has no verdict in any output: no recommendation or score a later step
  // gates on, and `json` the error (hazard 660).
  const broken = r.exitCode >= TEST_REVIEW_EXIT.environment;
  const v = broken ? null : r.verdict;
  const json = broken && !('error' in r.json) ? { error: r.cause ?? 'no verdict', exitCode: r.exitCode } : r.json;
  const state = stateOf({ verdict: v, exitCode: r.exitCode, tag: ctx.tag });
  core.setOutput('verdict', state);
  core.setOutput('exit-code', String(r.exitCode));
  core.setOutput('recommendation', v && 'recommendation' in v && v.recommendation ? v.recommendation : '');
  core.setOutput('quality-score', v && 'qualityScore' in v && v.qualityScore !== null ? String(v.qualityScore) : '');
  core.setOutput('report', r.reportWritten && r.options ? r.options.output : '');
  setJsonOutput(
    'json',
    json,
    r.reportWritten && r.options ? `the verdict is in ${r.options.output} (the \`report\` output)` : 'the verdict is in the log',
  );

  const headSha =
    input('head-sha') ??
    ctx.pr?.headSha ??
    (r.verdict && 'reviewProvenance' in r.verdict ? (r.verdict.reviewProvenance.headSha ?? undefined) : undefined);
  const link = lineLinks(
    {
      GITHUB_SERVER_URL: process.env.GITHUB_SERVER_URL,
      GITHUB_API_URL: process.env.GITHUB_API_URL,
      GITHUB_REPOSITORY: input('repo') ?? process.env.GITHUB_REPOSITORY,
    },
    headSha,
  );
  const summary = render(
    {
      verdict: v,
      exitCode: r.exitCode,
      ...(r.cause ? { cause: r.cause } : {}),
      tag: ctx.tag,
      ...(r.artifact ? { artifact: r.artifact } : {}),
      reportWritten: r.reportWritten,
      ...(link ? { link } : {}),
      pathsFrom: r.pathsFrom ?? null,
    },
    'summary',
  );
  await writeSummary(fitSections([...ctx.notes, summary, reportPublishing(r.warnings ?? [])].filter(Boolean)));
  return state;
}
