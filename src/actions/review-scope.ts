import * as core from '@actions/core';
import { setJsonOutput } from './outputs.js';
import { dirname } from 'node:path';
import { reviewScope } from '../review/scope.js';
import { scopeMatrix } from '../review/units.js';
import { scopeOptions } from '../review/options.js';
import { scopeSummarySections } from '../review/render-scope.js';
import { fitSections, writeSummary } from '../github/summary.js';
import { notTakenSection } from '../github/artifact.js';
import { takenLine } from '../text/taken.js';
import { uploadTaken, type Taken } from './upload.js';
import { ERROR_EXIT } from '../text/errors.js';
import { artifactNameInput, booleanInput, inputOptions, intentInput, requiredInput, workspace } from './io.js';
import { eventChange, refuseUnnamedChange } from '../github/event-change.js';
import { log, logUntrusted } from '../github/log.js';
import { reviewPaths } from '../review/evidence.js';
import { sealBegun, sealDone } from './seal-record.js';
import { setAsideNamed, thisJob } from '../runner/this-job.js';

export async function run(): Promise<void> {
  const id = requiredInput('id');
  const artifactName = artifactNameInput();
  const change = eventChange();
  const { maxJobs, ...settings } = scopeOptions(inputOptions());
  // From here the pull request can make the seal fail (its description, its base): review-gate, run after this step whatever
  // its outcome, must know the seal did not finish rather than judge a scope an earlier run left, or seal its own.
  const sealing = reviewPaths(workspace(), id, settings.dir).folder;
  sealBegun(sealing);
  // A seal in a reused workspace starts from nothing an earlier job left: no evidence of its counts for this one (hazard 615).
  await setAsideNamed(sealing, thisJob(log.warning));
  // The event's change decides the default refs (a pull request's base and head: the gate answers that head; a merge
  // queue group's; a push's), else HEAD~1 and HEAD; a working tree is compared with HEAD.
  const refs = settings.workspace ? {} : { base: settings.base ?? change?.baseSha, head: settings.head ?? change?.headSha };
  refuseUnnamedChange({ base: refs.base, workspace: settings.workspace });
  const intent = await intentInput(workspace());
  const result = await reviewScope({ id, cwd: workspace(), ...settings, ...refs, ...(intent ? { intent } : {}) });
  logUntrusted(result.lines);
  // Also as annotations: a glob that dispatches nothing is read on the run's page, not in a log.
  for (const w of result.warnings) log.warning(w);
  const { scope } = result;
  sealDone(sealing, scope.scopeSha256);
  const folder = dirname(result.files.scope);
  core.setOutput('scope-sha', scope.scopeSha256);
  core.setOutput('scope-short', scope.scopeSha256.slice(0, 12));
  core.setOutput('files', String(scope.totals.files));
  core.setOutput('changed-lines', String(scope.totals.changedLines));
  // At most 256 entries (GitHub's matrix limit), each carrying unit ids (and the reviewer, when each is its own run), never file lists.
  setJsonOutput('units', scopeMatrix(scope, maxJobs), `the matrix is in ${result.files.scope}`);
  core.setOutput('head-sha', scope.refs.headSha);
  core.setOutput('excluded', String(scope.totals.excluded));
  core.setOutput('review-dir', folder);

  // Its own name: a gate step in the same job uploads `proofgate-review-<id>`, and names are unique in a run.
  const bound = booleanInput('upload-artifact', true)
    ? await uploadTaken(artifactName ?? `proofgate-scope-${id}`, workspace(), folder, SCOPE)
    : undefined;
  const sections = scopeSummarySections(scope, result.ruleSet, result.person);
  if (bound?.refused !== undefined) return scopeNotBound(bound.refused, sections);
  core.setOutput('exit-code', String(result.exitCode));
  await writeSummary(
    fitSections(bound ? [sections[0]!, takenLine(bound.upload, 'the sealed scope', SCOPE.output), ...sections.slice(1)] : sections),
  );
}

/** The scope as a unit job of the matrix recipe takes it: by the id this step reports, never by name (hazard 591). */
const SCOPE: Taken = {
  what: 'the sealed scope',
  lost: "a later job has no scope of this step to read (one under its name in the run is not this step's)",
  taker: 'a later job',
  output: 'scope-artifact-id',
};

/** The scope was sealed but is not bound to this step: an error, why first in the summary, the step fails. */
async function scopeNotBound(refused: string, sections: string[]): Promise<void> {
  core.setOutput('exit-code', String(ERROR_EXIT));
  await writeSummary(
    fitSections([sections[0]!, notTakenSection(refused, 'The sealed scope is not handed over: the step fails.'), ...sections.slice(1)]),
  );
  log.fail(refused);
}
