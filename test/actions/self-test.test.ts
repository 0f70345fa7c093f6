// The self-test workflow (.github/workflows/self-test.yml) proves the actions on a real runner; this
// test plays its steps here the way the runner would: each `uses: ./<action>` step with its own
// `with:` inputs, through the bundle, in a checkout that holds what the workflow relies on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { standInCheckout } from '../support/stand-in.js';
import { ROOT, runActionAsync, type ActionRun } from '../support/run.js';
import { artifactServer } from '../support/artifact-server.js';
import { playComposite, type CompositeRun } from '../support/composite.js';

interface Step {
  id?: string;
  uses?: string;
  with?: Record<string, string>;
}
const workflow = parse(readFileSync(join(ROOT, '.github/workflows/self-test.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };

/** Runs a job's local action steps in order (`./<action>` through its bundle, `$/review` as its composite steps); returns each step's run by id. */
async function playJob(name: string): Promise<Record<string, ActionRun | CompositeRun>> {
  const repo = standInCheckout();
  const runs: Record<string, ActionRun | CompositeRun> = {};
  // The artifact service is GitHub's: a bundle's upload goes to the local stand-in, a composite's upload step is played as succeeding.
  const artifacts = await artifactServer();
  const env = { GITHUB_EVENT_NAME: 'push', ...artifacts.env };
  for (const step of workflow.jobs[name]!.steps) {
    const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
    if (step.uses?.startsWith('./')) runs[step.id!] = await runActionAsync(`${step.uses.slice(2)}.js`, repo, inputs, { env });
    if (step.uses?.startsWith('$/'))
      runs[step.id!] = await playComposite(
        step.uses.slice(2),
        repo,
        inputs,
        (uses) => (uses.startsWith('actions/upload-artifact@') ? { outputs: { 'artifact-id': '1' } } : {}),
        { env },
      );
  }
  await artifacts.close();
  return runs;
}

describe('the self-test workflow, its steps played through the bundle', () => {
  it('review: review-scope seals, review-gate runs the stand-in agent and says clean', async () => {
    const { scope, gate } = (await playJob('review')) as Record<string, ActionRun>;
    expect(scope!.outputs['scope-sha'], scope!.stdout + scope!.stderr).toMatch(/^[0-9a-f]{64}$/);
    expect(gate!.outputs.verdict, gate!.stdout + gate!.stderr).toBe('clean');
  });

  it('review-composite: the review action seals, reviews, gates clean and attaches the evidence in one step', async () => {
    const { review } = (await playJob('review-composite')) as Record<string, CompositeRun>;
    expect(review!.outputs['scope-sha']).toMatch(/^[0-9a-f]{64}$/);
    expect(review!.outputs.verdict, review!.summary).toBe('clean');
    expect(review!.outputs['artifact-id']).toBe('1');
    expect(review!.steps.find((s) => s.step.uses?.startsWith('github/codeql-action/upload-sarif@'))!.ran).toBe(false);
  });

  it('uat: uat-gate in advisory mode with no recipe waits and passes', async () => {
    const { uat } = (await playJob('uat')) as Record<string, ActionRun>;
    expect(uat!.code, uat!.stdout + uat!.stderr).toBe(0);
    expect(uat!.outputs.verdict).toBe('awaiting');
  });

  it('test-review: against HEAD itself there is no changed test, and it says so', async () => {
    const { tr } = (await playJob('test-review')) as Record<string, ActionRun>;
    expect(tr!.code, tr!.stdout + tr!.stderr).toBe(0);
    expect(tr!.outputs.verdict).toBeTruthy();
  });
});
