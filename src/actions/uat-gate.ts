import * as core from '@actions/core';
import { basename, dirname } from 'node:path';
import { uatGate } from '../uat/gate.js';
import { loadUatConfig, type UatMode } from '../uat/config.js';
import { checkSpecId } from '../uat/folder.js';
import { gateSummarySections } from '../uat/render-gate.js';
import { specForPackageVersion } from '../uat/release.js';
import { fitSections, writeSummary } from '../github/summary.js';
import { uploadFolder } from '../github/artifact.js';
import { ProofgateError } from '../text/errors.js';
import { booleanInput, input, listInput, workspace } from './io.js';
import { log, logUntrusted } from '../github/log.js';

const MODES = ['advisory', 'gate', 'off'];

async function resolveId(cwd: string, dir: string | undefined): Promise<string> {
  const id = input('id');
  if (booleanInput('from-package-version', false)) {
    if (id) throw new ProofgateError('give either input `id` or `from-package-version: true`, not both');
    const r = await specForPackageVersion(cwd, dir);
    if (!r.id)
      throw new ProofgateError(
        `version ${r.version} in package.json has no recipe in specs/: write one with \`proofgate uat init <name>-${r.version}\``,
      );
    return r.id;
  }
  if (!id) throw new ProofgateError('input `id` is required (or set `from-package-version: true`)');
  return checkSpecId(id);
}

export async function run(): Promise<void> {
  const cwd = workspace();
  const dir = input('dir');
  const config = await loadUatConfig(cwd);
  const mode = (input('mode') ?? config.mode) as UatMode;
  if (!MODES.includes(mode)) throw new ProofgateError(`input \`mode\` must be advisory, gate or off, not ${JSON.stringify(mode)}`);
  core.setOutput('mode', mode);
  if (mode === 'off') {
    core.setOutput('verdict', 'off');
    core.setOutput('exit-code', '0');
    log.info('uat mode is off: no recipe is produced or gated');
    await writeSummary('## proofgate uat gate\n\nHuman acceptance is **off** (`mode: off`): no recipe was built or gated.\n');
    return;
  }
  const id = await resolveId(cwd, dir);
  let page = '';
  if (booleanInput('build-page', false)) {
    const { lintSpec } = await import('../uat/lint.js');
    const lint = await lintSpec({ id, cwd, dir, src: listInput('src') });
    logUntrusted(lint.lines);
    if (lint.exitCode !== 0) {
      core.setOutput('verdict', 'lint-failed');
      core.setOutput('exit-code', String(lint.exitCode));
      await writeSummary(
        fitSections([
          `## proofgate uat gate: \`${id}\``,
          '**The recipe does not lint: the page is not handed over.**',
          ['```text', ...lint.lines.map((l) => l.replace(/`/g, "'")), '```'].join('\n'),
        ]),
      );
      const msg = `uat lint ${id} found ${lint.errors.length} error(s): the page is not built`;
      if (mode === 'gate') log.fail(msg);
      else log.warning(`${msg} (advisory: nothing is gated)`);
      return;
    }
    const { buildPage } = await import('../uat/build.js');
    const built = await buildPage({ id, cwd, dir });
    logUntrusted(built.lines);
    page = built.page;
    core.setOutput('page', page);
    const upload = await uploadFolder(input('artifact-name') ?? `proofgate-uat-${id}`, cwd, dirname(page));
    if (upload.uploaded) log.info(upload.message);
    else log.warning(upload.message);
  }
  const g = await uatGate({ id, cwd, dir, forbidTester: listInput('forbid-tester') });
  logUntrusted(g.lines);
  core.setOutput('verdict', g.verdict);
  core.setOutput('exit-code', String(g.exitCode));
  await writeSummary(fitSections(gateSummarySections(id, g, mode, page ? basename(page) : undefined)));
  if (g.exitCode === 0) return;
  const msg = `uat gate ${id}: ${g.verdict}`;
  if (mode === 'gate') log.fail(msg);
  else log.notice(`${msg} (advisory mode: nothing is gated)`);
}
