// The composite `review` action (review/action.yml): linted as actionlint would, then its steps played
// as the runner plays them (test/support/composite.ts), the JavaScript steps through the bundle.
import { describe, expect, it } from 'vitest';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { playComposite, type ExternalStep } from '../support/composite.js';
import { lintAction } from '../support/workflow-lint.js';
import { ROOT } from '../support/run.js';
import { STAND_IN_CMD, standInCheckout } from '../support/stand-in.js';
import { codeTexts, linksAndImages, renderGfm } from '../support/gfm.js';

const UPLOAD_SARIF = 'github/codeql-action/upload-sarif@8aad20d150bbac5944a9f9d289da16a4b0d87c1e';
const UPLOAD_ARTIFACT = 'actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f';
const DOWNLOAD_ARTIFACT = 'actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c';

/** GitHub's side of the other actions: what each was asked, and the upload's result. */
function services(opts: { uploadFails?: boolean; sarifFails?: boolean; part?: string } = {}) {
  const asked: Record<string, Record<string, string>> = {};
  const external: ExternalStep = (uses, inputs) => {
    asked[uses] = inputs;
    if (uses === UPLOAD_SARIF && opts.sarifFails) return { failed: true };
    if (uses === UPLOAD_ARTIFACT) return opts.uploadFails ? { failed: true } : { outputs: { 'artifact-id': '4242' } };
    if (uses === DOWNLOAD_ARTIFACT) {
      // The artifact's files land in `path`, as download-artifact puts the one artifact of an id.
      if (!opts.part) return { failed: true };
      cpSync(opts.part, join(workspaceOf.current, inputs.path!), { recursive: true });
      return {};
    }
    return {};
  };
  return { asked, external };
}
const workspaceOf = { current: '' };

function play(workspace: string, inputs: Record<string, string>, external: ExternalStep) {
  workspaceOf.current = workspace;
  return playComposite('review', workspace, { 'github-token': '', ...inputs }, external, { env: { GITHUB_EVENT_NAME: 'push' } });
}

describe('review/action.yml, the composite action, as actionlint reads it', () => {
  it('passes: siblings by $/, other actions pinned, inputs and outputs that exist, every input used', () => {
    expect(lintAction(ROOT, 'review')).toEqual([]);
  });

  /** A copy of the repository's actions with review/action.yml edited. */
  function edited(edit: (text: string) => string): string[] {
    const root = mkdtempSync(join(tmpdir(), 'proofgate-lint-'));
    for (const f of ['review-scope', 'review-gate', 'review']) {
      mkdirSync(join(root, f));
      copyFileSync(join(ROOT, f, 'action.yml'), join(root, f, 'action.yml'));
    }
    writeFileSync(join(root, 'review/action.yml'), edit(readFileSync(join(ROOT, 'review/action.yml'), 'utf8')));
    return lintAction(root, 'review');
  }
  const bad: [string, (t: string) => string, RegExp][] = [
    [
      'a sibling by ./ (the caller workspace)',
      (t) => t.replace('uses: $/review-scope', 'uses: ./review-scope'),
      /resolves against the caller's workspace/,
    ],
    ['a sibling that does not exist', (t) => t.replace('uses: $/review-scope', 'uses: $/review-scop'), /has no action.yml/],
    [
      'an input the sibling does not have',
      (t) => t.replace('        effort: ${{ inputs.effort }}\n', '        effrot: ${{ inputs.effort }}\n'),
      /effrot is not an input of \$\/review-scope/,
    ],
    ['an undeclared input read', (t) => t.replace('id: ${{ inputs.id }}', 'id: ${{ inputs.ident }}'), /inputs\.ident is not an input/],
    [
      'an output the step does not give',
      (t) => t.replace('steps.gate.outputs.verdict', 'steps.gate.outputs.verdikt'),
      /steps\.gate\.outputs\.verdikt is not an output/,
    ],
    [
      'a later step read',
      (t) => t.replace('path: ${{ steps.gate.outputs.evidence-dir }}', 'path: ${{ steps.later.outputs.x }}'),
      /steps\.later is not an earlier step/,
    ],
    ['a tag pin', (t) => t.replace(UPLOAD_SARIF, 'github/codeql-action/upload-sarif@v4'), /not pinned by a full 40-hex SHA/],
    [
      'an expression inside run:',
      (t) => t.replace('"$ARTIFACT_ID" >> "$GITHUB_STEP_SUMMARY" ;;', '"${{ inputs.id }}" >> "$GITHUB_STEP_SUMMARY" ;;'),
      /inside run:/,
    ],
    ['a broken expression', (t) => t.replace("inputs.part-artifact-id != ''\n", "inputs.part-artifact-id != '\n"), /merge-parts/],
    ['an input never used', (t) => t.replace('inputs:\n', 'inputs:\n  unused:\n    description: x\n'), /input unused is never used/],
    [
      '#574 a gate step that a failed seal skips (no always())',
      (t) => t.replace(/^ {6}if: always\(\) && steps\.switches\.outcome[^\n]*\n/m, ''),
      /step 4: review-gate publishes the verdict, or why it stopped: a failed earlier step must not skip it/,
    ],
    [
      '#628 a sibling input the composite does not pass through',
      (t) => t.replace('        tests-check: ${{ inputs.tests-check }}\n', ''),
      /input tests-check of \$\/review-gate: neither passed through/,
    ],
    [
      '#628 a sibling input passed through with another default',
      (t) => t.replace('    default: each\n', '    default: one\n'),
      /input dispatch of \$\/review-scope: passed through with the default "one", not its "each"/,
    ],
    [
      '#628 an input not taken that the first step does not refuse',
      (t) => t.replace('        NOT_TAKEN_UNIT: ${{ inputs.unit }}\n', ''),
      /input unit of \$\/review-gate: refused, so declared with no default and read by a run: step/,
    ],
    [
      '#628 an input not taken that is not declared (the runner would only warn)',
      (t) => t.replace(/^ {2}reviewer:\n(?: {4}[^\n]*\n)+/m, '').replace('        NOT_TAKEN_REVIEWER: ${{ inputs.reviewer }}\n', ''),
      /input reviewer of \$\/review-gate: not passed .*yet not declared here/,
    ],
    [
      '#628 an output of the gate not exposed',
      (t) => t.replace(/^ {2}evidence-dir:\n(?: {4}[^\n]*\n)+/m, ''),
      /output evidence-dir of \$\/review-gate is neither exposed/,
    ],
    [
      '#629 a gate step whose if: spells always() only inside a string',
      (t) => t.replace(/^( {6}if: )always\(\) && steps\.switches\.outcome[^\n]*\n/m, "$1\"'always()' != ''\"\n"),
      /step 4: review-gate publishes the verdict, or why it stopped: a failed earlier step must not skip it/,
    ],
  ];
  for (const [name, edit, problem] of bad) it(`catches ${name}`, () => expect(edited(edit).join('\n')).toMatch(problem));
});

describe('review/action.yml played through the bundle', () => {
  it('one job: seals, reviews with the stand-in agent, gates clean, uploads the SARIF and the evidence it wrote', async () => {
    const repo = standInCheckout();
    const { asked, external } = services();
    const r = await play(repo, { id: 'one', agent: 'custom', 'agent-cmd': STAND_IN_CMD }, external);
    const gate = r.steps.find((s) => s.step.id === 'gate')!;
    expect(r.outputs.verdict, gate.run!.stdout + gate.run!.stderr).toBe('clean');
    expect(r.failed).toBe(false);
    expect(r.outputs['scope-sha']).toMatch(/^[0-9a-f]{64}$/);
    // The SARIF the gate wrote is the file the upload is given, under the category asked.
    expect(asked[UPLOAD_SARIF]).toEqual({ sarif_file: join(repo, 'proofgate-one.sarif'), category: 'proofgate-review' });
    expect(JSON.parse(readFileSync(join(repo, 'proofgate-one.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(r.outputs['sarif-file']).toBe(join(repo, 'proofgate-one.sarif'));
    // The evidence uploaded is the gate's redacted copy, under the review's own name.
    expect(asked[UPLOAD_ARTIFACT]).toMatchObject({
      name: 'proofgate-review-one',
      path: gate.outputs['evidence-dir'],
      'if-no-files-found': 'error',
    });
    expect(existsSync(join(gate.outputs['evidence-dir']!, 'scope.json'))).toBe(true);
    expect(r.outputs['artifact-id']).toBe('4242');
    expect(r.summary).toContain("This run holds the evidence as the artifact id 4242 (this action's output `artifact-id`).");
    expect(asked[DOWNLOAD_ARTIFACT]).toBeUndefined();
  });

  it('a switch spelled other than true or false stops the action before anything runs, naming it; any case and spaces are read', async () => {
    const repo = standInCheckout();
    for (const [name, value] of [
      ['upload-sarif', 'yes'],
      ['upload-artifact', '1'],
      ['merge-parts', 'on'],
      ['gate', 'no'],
    ]) {
      const { asked, external } = services();
      const r = await play(repo, { id: 'sw', agent: 'custom', 'agent-cmd': STAND_IN_CMD, [name!]: value! }, external);
      const check = r.steps.find((s) => s.step.id === 'switches')!;
      expect(check.outcome).toBe('failure');
      expect(check.run!.stdout).toContain(`::error::input \`${name}\` must be true or false`);
      expect(r.steps.filter((s) => s.ran && s.step.id !== 'switches')).toEqual([]);
      expect(asked).toEqual({});
    }
    const { asked, external } = services();
    const r = await play(repo, { id: 'sw2', 'upload-sarif': ' FALSE ', 'upload-artifact': 'False', gate: 'TRUE' }, external);
    expect(r.steps.find((s) => s.step.id === 'switches')!.outputs).toEqual({
      gate: 'true',
      'merge-parts': 'false',
      'upload-sarif': 'false',
      'upload-artifact': 'false',
    });
    expect(asked[UPLOAD_SARIF]).toBeUndefined();
    expect(asked[UPLOAD_ARTIFACT]).toBeUndefined();
  });

  it('uploads only the SARIF this run wrote: one the pull request committed under that name stays where it is', async () => {
    const repo = standInCheckout();
    writeFileSync(join(repo, 'proofgate-forged.sarif'), '{"version":"2.1.0","runs":[]}');
    execFileSync('git', ['add', 'proofgate-forged.sarif'], { cwd: repo });
    execFileSync('git', ['commit', '-qm', 'a sarif of our own'], { cwd: repo });
    const { asked, external } = services();
    // The scope step fails (an unknown effort): the gate never runs, so nothing may be uploaded.
    const r = await play(repo, { id: 'forged', effort: 'extreme' }, external);
    expect(r.steps.find((s) => s.step.id === 'scope')!.outcome).toBe('failure');
    expect(asked[UPLOAD_SARIF]).toBeUndefined();
  });

  it('an upload that fails: the summary says the evidence is not attached, never that it is', async () => {
    const repo = standInCheckout();
    const { external } = services({ uploadFails: true });
    const r = await play(repo, { id: 'lost', agent: 'custom', 'agent-cmd': STAND_IN_CMD }, external);
    expect(r.outputs['artifact-id']).toBe('');
    expect(r.summary).toContain('The evidence is not attached to this run: its upload failed or gave no artifact id');
    expect(r.summary).not.toContain('holds the evidence');
    expect(r.summary).not.toContain('proofgate-review-lost');
  });

  // A workflow may name the artifact from a branch (`proofgate-${{ github.head_ref }}`): git allows
  // backticks, brackets and parentheses in a branch name, so the summary never shows the name (hazard 630).
  it.each([
    ['attached', false, 'holds the evidence as the artifact id 4242'],
    ['not attached', true, 'its upload failed'],
  ])('an artifact name holding Markdown (%s): never shown, never a link', async (_name, uploadFails, said) => {
    const repo = standInCheckout();
    const { external } = services({ uploadFails });
    const name = 'ev`[ok](evil.example)``x';
    const r = await play(repo, { id: 'md', agent: 'custom', 'agent-cmd': STAND_IN_CMD, 'artifact-name': name }, external);
    const html = renderGfm(r.summary);
    expect(html).toContain(said);
    expect(linksAndImages(html)).toEqual([]);
    expect(r.summary).not.toContain('evil.example');
    expect(codeTexts(html)).not.toContain(name);
  });

  it('the trust split: the agent job only writes its part; the gate job downloads it, merges and gates clean', async () => {
    const agentRepo = standInCheckout();
    const agentJob = services();
    // upload-artifact: false, as no artifact service answers here: the part stays in part-dir (a part
    // that must be uploaded and cannot be fails the step: test/adversarial/part-binding.test.ts).
    const a = await play(
      agentRepo,
      { id: 'pr-7', agent: 'custom', 'agent-cmd': STAND_IN_CMD, gate: 'false', 'upload-artifact': 'false' },
      agentJob.external,
    );
    const part = a.steps.find((s) => s.step.id === 'gate')!;
    expect(a.outputs.verdict, part.run!.stdout + part.run!.stderr).toBe('part');
    expect(part.inputs['upload-artifact']).toBe('false');
    // Nothing is gated, uploaded to code scanning or attached as evidence in the agent's job.
    expect(Object.keys(agentJob.asked)).toEqual([]);
    expect(a.outputs['check-run-id']).toBe('');
    // The scope was sealed with dispatch each: each reviewer was its own run, and its part names it.
    const reviewerOf = (n: number) =>
      JSON.parse(readFileSync(join(part.outputs['part-dir']!, String(n), 'coverage.json'), 'utf8')).reviewer;
    expect([reviewerOf(1), reviewerOf(2)]).toEqual(['blind', 'edge-case']);

    const gateRepo = mkdtempSync(join(tmpdir(), 'proofgate-gate-job-'));
    execFileSync('git', ['clone', '--quiet', agentRepo, gateRepo]);
    const gateJob = services({ part: part.outputs['part-dir'] });
    const g = await play(gateRepo, { id: 'pr-7', 'merge-parts': 'true', 'part-artifact-id': '4242' }, gateJob.external);
    // By the id the agent job reported, never by the part's name, which any job of the run can upload under.
    expect(gateJob.asked[DOWNLOAD_ARTIFACT]).toEqual({ 'artifact-ids': '4242', path: 'proofgate-parts/pr-7' });
    const gate = g.steps.find((s) => s.step.id === 'gate')!;
    expect(g.outputs.verdict, gate.run!.stdout + gate.run!.stderr).toBe('clean');
    // The gate job's ledger accounts for each reviewer the agent job ran (security for package.json, a file of commands).
    expect(JSON.parse(readFileSync(join(gateRepo, '_bmad-output/review/pr-7/ledger.json'), 'utf8')).reviewers).toEqual([
      expect.objectContaining({ id: 'blind', state: 'returned' }),
      expect.objectContaining({ id: 'edge-case', state: 'returned' }),
      expect.objectContaining({ id: 'security', state: 'returned' }),
    ]);
    expect(gate.inputs['merge-from']).toBe('proofgate-parts/pr-7');
    expect(gate.inputs.agent).toBe('none');
  });

  it('a part that never arrived: the download failing does not skip the gate, which says incomplete and attaches the evidence', async () => {
    const repo = standInCheckout();
    const { asked, external } = services();
    const g = await play(repo, { id: 'pr-8', 'merge-parts': 'true', 'part-artifact-id': '4243' }, external);
    const download = g.steps.find((s) => s.step.uses === DOWNLOAD_ARTIFACT)!;
    expect(download.outcome).toBe('failure');
    expect(g.outputs.verdict).toBe('incomplete');
    expect(g.failed).toBe(true);
    expect(asked[UPLOAD_ARTIFACT]).toBeDefined();
  });

  it("no part id (the agent job failed): nothing is downloaded (an empty artifact-ids would take the run's every artifact), incomplete", async () => {
    const repo = standInCheckout();
    const { asked, external } = services();
    const g = await play(repo, { id: 'pr-8', 'merge-parts': 'true' }, external);
    expect(g.steps.find((s) => s.step.uses === DOWNLOAD_ARTIFACT)!.outcome).toBe('skipped');
    expect(asked[DOWNLOAD_ARTIFACT]).toBeUndefined();
    expect(g.outputs.verdict).toBe('incomplete');
    expect(g.failed).toBe(true);
  });

  it('a part id that is not one id in digits is refused before anything runs', async () => {
    const repo = standInCheckout();
    const { asked, external } = services();
    const r = await play(repo, { id: 'pr-8', 'merge-parts': 'true', 'part-artifact-id': '4242,13' }, external);
    const check = r.steps.find((s) => s.step.id === 'switches')!;
    expect(check.outcome).toBe('failure');
    expect(check.run!.stdout).toContain('::error::input `part-artifact-id` must be one artifact id in digits');
    expect(r.steps.filter((s) => s.ran && s.step.id !== 'switches')).toEqual([]);
    expect(asked).toEqual({});
  });
});

describe('#209 code scanning gets only a complete analysis, under the category the workflow asked', () => {
  const sarifOf = (repo: string, id: string) => JSON.parse(readFileSync(join(repo, `proofgate-${id}.sarif`), 'utf8'));

  it("#209 an incomplete review (the agent job's part never arrived) is not uploaded; its SARIF says the run did not succeed, and why", async () => {
    const repo = standInCheckout();
    const { asked, external } = services();
    const g = await play(repo, { id: 'pr-9', 'merge-parts': 'true', 'sarif-category': 'my-team/proofgate' }, external);
    expect(g.outputs.verdict).toBe('incomplete');
    // An upload with no results would close every alert of the category as fixed: none is made.
    expect(asked[UPLOAD_SARIF]).toBeUndefined();
    expect(g.steps.find((s) => s.step.id === 'gate')!.outputs['sarif-file']).toBe('');
    const [run] = sarifOf(repo, 'pr-9').runs;
    expect(run.results).toEqual([]);
    expect(run.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: expect.arrayContaining([
          { level: 'error', message: { text: expect.stringMatching(/^incomplete review: .*never accounted for/) } },
        ]),
      },
    ]);
  });

  it('#665 sarif-file names what this action uploaded: an upload that failed (no security-events: write) leaves it empty', async () => {
    const repo = standInCheckout();
    const { asked, external } = services({ sarifFails: true });
    const g = await play(repo, { id: 'nosec', agent: 'custom', 'agent-cmd': STAND_IN_CMD }, external);
    expect(g.outputs.verdict).toBe('clean');
    expect(asked[UPLOAD_SARIF]).toEqual({ sarif_file: join(repo, 'proofgate-nosec.sarif'), category: 'proofgate-review' });
    expect(g.steps.find((s) => s.step.id === 'gate')!.outputs['sarif-file']).toBe(join(repo, 'proofgate-nosec.sarif'));
    expect(g.outputs['sarif-file']).toBe('');
    expect(g.failed).toBe(true);
  });

  it('#209 a complete review is uploaded under sarif-category: the SARIF names no category of its own for upload-sarif to keep', async () => {
    const repo = standInCheckout();
    const { asked, external } = services();
    const g = await play(repo, { id: 'cat', agent: 'custom', 'agent-cmd': STAND_IN_CMD, 'sarif-category': 'my-team/proofgate' }, external);
    expect(g.outputs.verdict).toBe('clean');
    expect(asked[UPLOAD_SARIF]).toEqual({ sarif_file: join(repo, 'proofgate-cat.sarif'), category: 'my-team/proofgate' });
    // github/codeql-action upload-sarif (src/upload-lib.ts, populateRunAutomationDetails) writes
    // `category` into a run's automationDetails only when the run has none: so it must have none.
    const { runs } = sarifOf(repo, 'cat');
    expect(runs.map((r: Record<string, unknown>) => r.automationDetails)).toEqual([undefined]);
    expect(runs[0].invocations).toEqual([{ executionSuccessful: true }]);
  });
});
