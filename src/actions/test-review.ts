import * as core from '@actions/core';
import { basename, join } from 'node:path';
import { uploadArtifact } from './upload.js';
import { fitSections, writeSummary } from '../github/summary.js';
import { pullBase } from '../github/pull-base.js';
import { githubPublisher } from '../github/test-review-publisher.js';
import { REPORT_MAX_BYTES, testReview, type TestReviewResultOut } from '../test-review/command.js';
import { render, stateOf } from '../test-review/render.js';
import { lineLinks } from '../github/links.js';
import { privateDir, readRegular, writeFileAtomic, writeJsonAtomic } from '../text/files.js';
import { mdText } from '../text/neutralise.js';
import { persistedCredentials, unconfinedWarning } from '../agent/index.js';
import { booleanInput, input, listInput, pullRequest, refusePrivilegedTrigger, workspace } from './io.js';
import { log, logUntrusted } from '../github/log.js';
import { reportPublishing } from './publishing.js';

/** A TEA switch input: empty leaves the configuration to decide; true or false forces it like `--x` / `--no-x`. */
function forced(name: string, on: string, off: string): Record<string, boolean> {
  if (input(name) === undefined) return {};
  return booleanInput(name, false) ? { [on]: true } : { [off]: true };
}

/** The report and verdict as an artifact, uploaded before anything is published, so every text says whether it is there. */
async function attach(name: string, r: TestReviewResultOut) {
  // A fresh private folder: a fixed name under RUNNER_TEMP could be a link an earlier step left.
  const folder = await privateDir('test-review');
  const report = r.options ? await readRegular(r.options.projectRoot, r.options.output, REPORT_MAX_BYTES) : undefined;
  if (r.options && report?.status === 'ok') await writeFileAtomic(folder, join(folder, basename(r.options.output)), report.bytes);
  await writeJsonAtomic(folder, join(folder, 'test-review.json'), r.json);
  return uploadArtifact(name, folder, folder);
}

/** The test-review action: the same command as the CLI, inputs for flags, the renderer for the summary. */
export async function run(): Promise<void> {
  const agent = input('agent') ?? 'claude';
  refusePrivilegedTrigger(`the ${agent} test review`);
  const pr = pullRequest();
  const token = input('github-token');
  const publish = booleanInput('github', true);
  const env = { ...process.env, ...(token ? { GITHUB_TOKEN: token } : {}) };
  const tag = input('publish-as') ?? agent;
  const artifact = booleanInput('upload-artifact', true) ? (input('artifact-name') ?? 'proofgate-test-review') : undefined;
  const publisher = publish
    ? githubPublisher(
        {
          repo: input('repo'),
          pr: input('pr'),
          headSha: input('head-sha') ?? pr?.headSha,
          checkName: input('check-name'),
          publishAs: tag,
          agent,
          checkRun: booleanInput('check-run', true),
          prComment: booleanInput('pr-comment', true),
          runUrl: input('run-url'),
          focus: input('focus'),
          compat: input('compat'),
          commentAuthor: input('comment-author'),
        },
        env,
        () => undefined, // shown once, below, as workflow warnings and a summary block
      )
    : undefined;
  const files = listInput('files');
  const isolated = booleanInput('isolate', true);
  const notes: string[] = [];
  if (agent !== 'none') {
    const persisted = persistedCredentials(workspace());
    const warnings = [
      ...(persisted.length
        ? [
            `actions/checkout persisted a credential in the repository's git config (${persisted.join(', ')}); the agent is shown the repository without it, but every later step of this job can read it: set persist-credentials: false`,
          ]
        : []),
      // In CI an isolated run is confined or refused: only isolate false runs the agent unconfined.
      ...(isolated ? [] : [unconfinedWarning({ confinement: 'unconfined', isolation: 'none' })!]),
    ];
    for (const w of warnings) {
      log.warning(w);
      notes.push(`> ⚠️ ${mdText(w)}`);
    }
  }
  const r = await core.group('test review', () =>
    testReview(
      {
        // In a pull request the default base is its base commit, never a guess.
        base: input('base') ?? (files.length ? undefined : pr?.baseSha),
        ...(files.length ? { files } : {}),
        scope: input('scope'),
        testDir: input('test-dir'),
        focus: input('focus'),
        testGlob: listInput('test-glob'),
        skillRoot: input('skill-root'),
        pr: input('pr'),
        repo: input('repo'),
        retries: input('retries'),
        runUrl: input('run-url'),
        github: publish,
        headSha: input('head-sha') ?? (publish ? pr?.headSha : undefined),
        checkName: publish ? input('check-name') : undefined,
        publishAs: publish ? input('publish-as') : undefined,
        output: input('output'),
        json: input('json'),
        agent,
        model: input('model'),
        agentCmd: input('agent-cmd'),
        agentArg: listInput('agent-arg'),
        envPass: listInput('env-pass'),
        timeoutMs: input('timeout-ms'),
        minScore: input('min-score'),
        maxCritical: input('max-critical'),
        minFiles: input('min-files'),
        failOn: input('fail-on'),
        gateOn: input('gate-on'),
        failOnSkip: booleanInput('fail-on-skip', false),
        waive: input('waive'),
        waiveUntil: input('waive-until'),
        ...(isolated ? { isolate: true } : { noIsolate: true }),
        projectSkill: booleanInput('project-skill', false),
        executionMode: input('execution-mode'),
        ...forced('capability-probe', 'capabilityProbe', 'noCapabilityProbe'),
        ...forced('use-playwright-utils', 'usePlaywrightUtils', 'noUsePlaywrightUtils'),
        ...forced('use-pactjs-utils', 'usePactjsUtils', 'noUsePactjsUtils'),
        pactMcp: input('pact-mcp'),
        compat: input('compat'),
        commentAuthor: publish ? input('comment-author') : undefined,
      },
      workspace(),
      {
        progress: (line) => logUntrusted([line]),
        env,
        pullBase: (n, repo) => pullBase(n, repo, env),
        ...(publisher ? { publisher } : {}),
        ...(artifact ? { attach: (out: TestReviewResultOut) => attach(artifact, out) } : {}),
      },
    ),
  );
  logUntrusted(r.exitCode >= 2 ? [`test-review: no verdict (exit ${r.exitCode}): ${r.cause ?? ''}`] : r.lines.slice(0, 20));
  const v = r.verdict;
  const state = stateOf({ verdict: r.exitCode >= 2 ? null : v, exitCode: r.exitCode, tag });
  core.setOutput('verdict', state);
  core.setOutput('exit-code', String(r.exitCode));
  core.setOutput('recommendation', v && 'recommendation' in v && v.recommendation ? v.recommendation : '');
  core.setOutput('quality-score', v && 'qualityScore' in v && v.qualityScore !== null ? String(v.qualityScore) : '');
  core.setOutput('report', r.reportWritten && r.options ? r.options.output : '');
  core.setOutput('json', JSON.stringify(r.json));

  const headSha =
    input('head-sha') ?? pr?.headSha ?? (v && 'reviewProvenance' in v ? (v.reviewProvenance.headSha ?? undefined) : undefined);
  const link = lineLinks(
    { GITHUB_SERVER_URL: process.env.GITHUB_SERVER_URL, GITHUB_REPOSITORY: input('repo') ?? process.env.GITHUB_REPOSITORY },
    headSha,
  );
  const summary = render(
    {
      verdict: r.exitCode >= 2 ? null : v,
      exitCode: r.exitCode,
      ...(r.cause ? { cause: r.cause } : {}),
      tag,
      ...(input('compat') === 'tea' ? { compat: 'tea' as const } : {}),
      ...(r.artifact ? { artifact: r.artifact } : {}),
      reportWritten: r.reportWritten,
      ...(link ? { link } : {}),
    },
    'summary',
  );
  await writeSummary(fitSections([...notes, summary, reportPublishing(r.warnings ?? [])].filter(Boolean)));
  if (r.exitCode !== 0) log.fail(`test review: ${state}${r.cause ? `: ${r.cause}` : ''} (exit ${r.exitCode})`);
}
