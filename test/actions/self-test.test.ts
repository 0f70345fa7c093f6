// The self-test workflow (.github/workflows/self-test.yml) proves the actions on a real runner; this
// test plays its steps here the way the runner would: each `uses: ./<action>` step with its own
// `with:` inputs, through the bundle, in a checkout that holds what the workflow relies on.
import { describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { commitAll, makeCartRepo } from '../support/repo.js';
import { ROOT, runAction, type ActionRun } from '../support/run.js';

interface Step {
  id?: string;
  uses?: string;
  with?: Record<string, string>;
}
const workflow = parse(readFileSync(join(ROOT, '.github/workflows/self-test.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };

/** A checkout like the workflow's: the stand-in agent at its path, a package.json, two commits or more. */
function checkout(): string {
  const repo = makeCartRepo();
  mkdirSync(join(repo, 'test/fixtures/agents'), { recursive: true });
  copyFileSync(join(ROOT, 'test/fixtures/agents/cover-all.mjs'), join(repo, 'test/fixtures/agents/cover-all.mjs'));
  writeFileSync(join(repo, 'package.json'), '{ "name": "shop", "version": "0.1.0" }\n');
  commitAll(repo, 'the self-test stand-in');
  return repo;
}

/** Runs a job's local action steps in order; returns each step's run by id. */
function playJob(name: string): Record<string, ActionRun> {
  const repo = checkout();
  const runs: Record<string, ActionRun> = {};
  for (const step of workflow.jobs[name]!.steps.filter((s) => s.uses?.startsWith('./'))) {
    const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
    runs[step.id!] = runAction(`${step.uses!.slice(2)}.js`, repo, inputs, { env: { GITHUB_EVENT_NAME: 'push' } });
  }
  return runs;
}

describe('the self-test workflow, its steps played through the bundle', () => {
  it('review: review-scope seals, review-gate runs the stand-in agent and says clean', () => {
    const { scope, gate } = playJob('review');
    expect(scope!.outputs['scope-sha'], scope!.stdout + scope!.stderr).toMatch(/^[0-9a-f]{64}$/);
    expect(gate!.outputs.verdict, gate!.stdout + gate!.stderr).toBe('clean');
  });

  it('uat: uat-gate in advisory mode with no recipe waits and passes', () => {
    const { uat } = playJob('uat');
    expect(uat!.code, uat!.stdout + uat!.stderr).toBe(0);
    expect(uat!.outputs.verdict).toBe('awaiting');
  });

  it('test-review: against HEAD itself there is no changed test, and it says so', () => {
    const { tr } = playJob('test-review');
    expect(tr!.code, tr!.stdout + tr!.stderr).toBe(0);
    expect(tr!.outputs.verdict).toBeTruthy();
  });
});
