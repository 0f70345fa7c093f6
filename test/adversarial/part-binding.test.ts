// Hazard 530: evidence that crosses jobs is bound to the job that produced it, never chosen by name
// or pattern. Code in any job of a workflow run (the pull request's tests) can upload an artifact to
// the run, under the agent job's part name first: the agent job's own upload is then refused (409),
// and a gate that downloads `proofgate-part-*` would merge the planted part. The agent job's step
// fails instead, the gate takes the part by the id the step reports, and the workflow lint refuses
// a gate that downloads parts by name beside a job that runs code.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { git, twoCommits, writeRepoFile } from '../support/repo.js';
import { REVIEW_AGENT } from '../support/review.js';
import { actionCase, cliCase, ROOT } from '../support/run.js';
import { STAND_IN_CMD, standInCheckout } from '../support/stand-in.js';
import { artifactServer } from '../support/artifact-server.js';
import { lintWorkflow } from '../support/workflow-lint.js';
import { unescapeMarkdown } from '../support/markdown.js';

const PART = 'proofgate-part-pr-7';
const AGENT_JOB = { id: 'pr-7', agent: 'custom', 'agent-cmd': STAND_IN_CMD, gate: 'false', isolate: 'none', 'github-token': '' };

/**
 * The agent job of review-gate.yml: the scope sealed, then the agent's part written and uploaded to `env`'s service
 * (or, with other `inputs`, review-gate's job after the seal).
 */
async function agentJob(env: Record<string, string>, inputs: Record<string, string> = AGENT_JOB) {
  const repo = standInCheckout();
  const event = {
    pull_request: {
      number: 7,
      base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
      head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
    },
  };
  const scope = await actionCase('review-scope.js', repo, { id: 'pr-7', 'upload-artifact': 'false' }, { env, event });
  expect(scope.code, scope.stdout).toBe(0);
  return actionCase('review-gate.js', repo, inputs, { env, event });
}

describe('#530 a part is bound to the job that uploaded it, never taken by name', () => {
  it('#530 another job of the run took the part name first (409 Conflict): the agent job fails, incomplete, naming the artifact', async () => {
    const service = await artifactServer({ taken: [PART] });
    try {
      const r = await agentJob(service.env);
      expect([r.code, r.outputs.verdict, r.outputs['exit-code']], r.stdout).toEqual([1, 'incomplete', '2']);
      // No id: the gate job downloads nothing, so the planted part is never merged.
      expect(r.outputs['part-artifact-id']).toBe('');
      expect(unescapeMarkdown(r.summary)).toMatch(
        /\*\*incomplete\*\*\n\n- the part was not uploaded.*: artifact proofgate-part-pr-7 not uploaded: .*\(409\) Conflict/,
      );
      expect(r.commands).toContainEqual(expect.stringMatching(/^::error::proofgate review pr-7 whole scope: incomplete/));
      expect(service.artifacts().has(PART)).toBe(false);
    } finally {
      await service.close();
    }
  });

  it('#530 no artifact runtime where the part is to be uploaded: incomplete, not a part with exit 0', async () => {
    const r = await agentJob({});
    expect([r.code, r.outputs.verdict, r.outputs['exit-code']], r.stdout).toEqual([1, 'incomplete', '2']);
    expect(unescapeMarkdown(r.summary)).toMatch(/- the part was not uploaded.*the Actions artifact runtime is absent/);
  });

  it('#530 the part uploaded under a free name: verdict part, and its id is the output the gate downloads by', async () => {
    const service = await artifactServer();
    try {
      const r = await agentJob(service.env);
      expect([r.code, r.outputs.verdict, r.outputs['exit-code']], r.stdout).toEqual([0, 'part', '0']);
      expect(r.outputs['part-artifact-id']).toBe(String(service.ids().get(PART)));
      expect([...service.artifacts().get(PART)!.keys()].sort()).toEqual([
        '1/coverage.json',
        '1/findings.json',
        '2/coverage.json',
        '2/findings.json',
        '3/coverage.json',
        '3/findings.json',
      ]);
    } finally {
      await service.close();
    }
  });

  it('#530 the recipe: the gate downloads the review job part by its id; the download by pattern beside the test job is refused', () => {
    const text = readFileSync(join(ROOT, 'docs/recipes/ci-review/review-gate.yml'), 'utf8');
    expect(lintWorkflow(text)).toEqual([]);
    type Job = { outputs?: Record<string, string>; steps: { id?: string; if?: string; uses?: string; with?: Record<string, string> }[] };
    const doc = parse(text) as { jobs: Record<string, Job> };
    expect(doc.jobs.review!.outputs?.['part-artifact-id']).toBe('${{ steps.review.outputs.part-artifact-id }}');
    const download = doc.jobs.gate!.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!;
    expect(download.with).toEqual({ 'artifact-ids': '${{ needs.review.outputs.part-artifact-id }}', path: 'parts/review' });
    // The recipe as it was: every proofgate-part-* of the run, the test job's upload too.
    delete download.if;
    download.with = { pattern: 'proofgate-part-*', path: 'parts' };
    expect(lintWorkflow(stringify(doc)).join('\n')).toMatch(
      /job gate step 3: the parts this job merges are downloaded by name or pattern while job test runs code in the same workflow run/,
    );
    // By id without a guard: an empty id (the review failed) would download every artifact of the run.
    download.with = { 'artifact-ids': '${{ needs.review.outputs.part-artifact-id }}', path: 'parts' };
    expect(lintWorkflow(stringify(doc)).join('\n')).toMatch(
      /job gate step 3: artifact-ids from \$\{\{ needs\.review\.outputs\.part-artifact-id \}\} downloads every artifact of the run when it is empty/,
    );
  });
});

describe('#579 no agent starts on a checkout whose tracked files are not the sealed head, in any mode', () => {
  // The change calls a helper it does not change; a step between checkout and the agent (a build, a formatter, the
  // pull request's postinstall) edited the helper. The agent would read it as edited, the gate job's fresh checkout not.
  const HELPER = 'src/auth.js';
  const EDITED = 'export function mayDelete(user) {\n  return user.isAdmin === true;\n}\n';
  function helperCheckout() {
    const repo = twoCommits(
      {
        [HELPER]: 'export function mayDelete(user) {\n  return true; // everyone, for now\n}\n',
        'src/route.js': 'export function del(user, id) {\n  return db.remove(id);\n}\n',
      },
      {
        'src/route.js':
          'import { mayDelete } from "./auth.js";\nexport function del(user, id) {\n  if (!mayDelete(user)) throw new Error("no");\n  return db.remove(id);\n}\n',
      },
    );
    const [base, head] = git(repo, 'rev-parse', 'HEAD~1', 'HEAD').trim().split('\n') as [string, string];
    // What the agent was asked, written only when it runs.
    const asked = join(mkdtempSync(join(tmpdir(), 'proofgate-579-')), 'asked.json');
    return { repo, head, asked, event: { pull_request: { number: 7, base: { sha: base }, head: { sha: head } } } };
  }
  const refused = (head: string) =>
    `1 tracked file(s) in the work tree are not what git holds for ${head.slice(0, 12)}, and the agent would read them as they are: ${HELPER}`;

  it('#579 the agent job (gate: false): refused before its agent starts, exit-code 3 naming the helper, no part uploaded', async () => {
    const { repo, head, asked, event } = helperCheckout();
    const service = await artifactServer();
    try {
      const scope = await actionCase('review-scope.js', repo, { id: 'pr-7', 'upload-artifact': 'false' }, { env: service.env, event });
      expect(scope.code, scope.stdout).toBe(0);
      writeRepoFile(repo, HELPER, EDITED);
      const r = await actionCase(
        'review-gate.js',
        repo,
        { ...AGENT_JOB, 'agent-cmd': REVIEW_AGENT, 'agent-args': `--record\n${asked}` },
        { env: service.env, event },
      );
      expect([r.code, r.outputs['exit-code']], r.stdout).toEqual([1, '3']);
      expect(r.outputs.verdict).not.toBe('part');
      expect(r.commands.filter((c) => c.startsWith('::error::')).join('\n')).toContain(refused(head));
      expect(existsSync(asked)).toBe(false);
      expect(service.artifacts().size).toBe(0);
    } finally {
      await service.close();
    }
  });

  it('#579 review run, whole, a unit, resumed and on a working-tree seal: the edit refused (exit 3) also where assume-unchanged hides it; restored, the agent runs', async () => {
    const { repo, head, asked } = helperCheckout();
    const agent = ['--agent', 'custom', '--agent-cmd', REVIEW_AGENT, '--agent-arg', '--record', '--agent-arg', asked, '--isolate', 'none'];
    expect((await cliCase(repo, ['review', 'scope', 'pr', '--base', 'HEAD~1'])).code).toBe(0);
    writeRepoFile(repo, HELPER, EDITED);
    git(repo, 'update-index', '--assume-unchanged', HELPER);
    expect(git(repo, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    for (const mode of [[], ['--unit', 'U1'], ['--resume']]) {
      const r = await cliCase(repo, ['review', 'run', 'pr', ...agent, ...mode]);
      expect([r.code, r.stderr], mode.join(' ')).toEqual([
        3,
        expect.stringContaining(
          `${refused(head)}; git status does not show ${HELPER}, as the index's assume-unchanged bit hides the edit: clear it (git update-index --no-assume-unchanged -- ${HELPER})`,
        ),
      ]);
    }
    git(repo, 'update-index', '--no-assume-unchanged', HELPER);
    git(repo, 'checkout', '--', HELPER);
    // A working-tree seal: the helper is no part of the change sealed, so its edit is no more the head's than before.
    expect((await cliCase(repo, ['review', 'scope', 'ws', '--base', 'HEAD~1', '--workspace'])).code).toBe(0);
    writeRepoFile(repo, HELPER, `${EDITED}// edited after sealing\n`);
    const workspace = await cliCase(repo, ['review', 'run', 'ws', ...agent]);
    expect([workspace.code, workspace.stderr]).toEqual([3, expect.stringContaining(refused(head))]);
    expect(existsSync(asked)).toBe(false);
    git(repo, 'checkout', '--', HELPER);
    const restored = await cliCase(repo, ['review', 'run', 'pr', ...agent]);
    expect(restored.code, restored.stdout + restored.stderr).toBe(0);
    expect(existsSync(asked)).toBe(true);
  });
});

describe('#640 review-gate on its own names its evidence artifact by the id its upload gave, never by its name alone', () => {
  // A later job of the run can upload under the evidence's name (upload-artifact's overwrite): a reader who takes it by
  // name can get planted evidence. The step outputs the id, and the summary sends the reader to it.
  const GATE_JOB = { ...AGENT_JOB, gate: 'true' };
  const gateJob = (env: Record<string, string>) => agentJob(env, GATE_JOB);

  it('#640 a the evidence uploaded: its id is the output artifact-id, and the summary gives that id, telling the reader never to take it by name', async () => {
    const service = await artifactServer();
    try {
      const r = await gateJob(service.env);
      const id = service.ids().get('proofgate-review-pr-7');
      expect(id, r.stdout).toBeDefined();
      expect(r.outputs['artifact-id']).toBe(String(id));
      const summary = unescapeMarkdown(r.summary);
      expect(summary).toContain(
        `This run holds the evidence as the artifact \`proofgate-review-pr-7\`, id ${id} (the step's output \`artifact-id\`)`,
      );
      expect(summary).toContain('never by its name');
      expect(summary).not.toMatch(/is attached to this run as the artifact/);
    } finally {
      await service.close();
    }
  });

  it('#640 b another job of the run took the evidence name first (409): artifact-id is empty and the summary says not attached, never the name as its place', async () => {
    const service = await artifactServer({ taken: ['proofgate-review-pr-7'] });
    try {
      const r = await gateJob(service.env);
      expect(r.outputs['artifact-id'] ?? '').toBe('');
      const summary = unescapeMarkdown(r.summary);
      expect(summary).toMatch(/The evidence is not attached to this run: artifact proofgate-review-pr-7 not uploaded: .*409/);
      expect(summary).not.toMatch(/holds the evidence|is attached to this run as the artifact/);
    } finally {
      await service.close();
    }
  });
});
