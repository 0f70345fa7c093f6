import * as core from '@actions/core';
import { setJsonOutput } from './outputs.js';
import { dirname } from 'node:path';
import { reviewScope } from '../review/scope.js';
import { scopeMatrix } from '../review/units.js';
import { scopeOptions } from '../review/options.js';
import { scopeSummarySections } from '../review/render-scope.js';
import { fitSections, writeSummary } from '../github/summary.js';
import { artifactSection } from '../github/artifact.js';
import { uploadArtifact } from './upload.js';
import { artifactNameInput, booleanInput, inputOptions, intentInput, requiredInput, workspace } from './io.js';
import { eventChange, refuseUnnamedChange } from '../github/event-change.js';
import { logUntrusted } from '../github/log.js';
import { reviewPaths } from '../review/evidence.js';
import { sealBegun, sealDone } from './seal-record.js';

export async function run(): Promise<void> {
  const id = requiredInput('id');
  const artifactName = artifactNameInput();
  const change = eventChange();
  const { maxJobs, ...settings } = scopeOptions(inputOptions());
  // From here the pull request can make the seal fail (its description, its base): review-gate, run after this step whatever
  // its outcome, must know the seal did not finish rather than judge a scope an earlier run left, or seal its own.
  const sealing = reviewPaths(workspace(), id, settings.dir).folder;
  sealBegun(sealing);
  // The event's change decides the default refs (a pull request's base and head: the gate answers that head; a merge
  // queue group's; a push's), else HEAD~1 and HEAD; a working tree is compared with HEAD.
  const refs = settings.workspace ? {} : { base: settings.base ?? change?.baseSha, head: settings.head ?? change?.headSha };
  refuseUnnamedChange({ base: refs.base, workspace: settings.workspace });
  const intent = await intentInput(workspace());
  const result = await reviewScope({ id, cwd: workspace(), ...settings, ...refs, ...(intent ? { intent } : {}) });
  logUntrusted(result.lines);
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
  core.setOutput('exit-code', String(result.exitCode));

  // Its own name: a gate step in the same job uploads `proofgate-review-<id>`, and names are unique in a run.
  const upload = booleanInput('upload-artifact', true)
    ? await uploadArtifact(artifactName ?? `proofgate-scope-${id}`, workspace(), folder)
    : undefined;
  const sections = scopeSummarySections(scope, result.ruleSet);
  await writeSummary(fitSections(upload ? [sections[0]!, artifactSection(upload, 'The sealed scope'), ...sections.slice(1)] : sections));
}
