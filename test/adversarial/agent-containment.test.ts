// Hazard 596: an agent that exits 0 while processes it started are still running has not finished
// (the custom runner contract, item 5): what it left may still have been writing its evidence. Under
// every isolation the run is counted as failed: its files are kept, never merged or scored. Under
// bwrap the agent's pid namespace ends with it and takes what it left along, so only the namespace's
// first process can count them (`isolate auto` is bwrap here, the agent as a user of its own; a copy
// as root runs in a pid namespace of its own too).
import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, runActionAsync } from '../support/run.js';
import { folderOf } from '../support/review.js';
import { unescapeMarkdown } from '../support/markdown.js';
import { makeCartRepo } from '../support/repo.js';
import { useGitHubServer } from '../support/github-server.js';
import { BWRAP, needs, ROOT_TOOLS, ROOT_USER } from '../support/needs.js';
import { ownReport, reportAgentArgs, repoWith } from '../test-review/support.js';
import { ENV_CANARIES } from './support.js';

const github = useGitHubServer({ perTest: true });

/**
 * Writes provisional evidence (no finding, every file completed), hands the review to a worker and
 * exits 0 without waiting for it: the worker's finding would come 3 s later.
 */
const RUNNER = `#!/usr/bin/env node
const { readFileSync, writeFileSync } = require('node:fs');
const { spawn } = require('node:child_process');
const prompt = readFileSync(0, 'utf8');
const out = (n) => [...prompt.matchAll(/^OUTPUT (\\w+): (.+)$/gm)].find((m) => m[1] === n)[2].trim();
const hash = /[0-9a-f]{64}/.exec(prompt)[0];
const doc = (findings) => JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: hash, findings });
writeFileSync(out('findings'), doc([]));
writeFileSync(out('coverage'), JSON.stringify({ schema: 'bmad-plus/review-coverage/1', scopeSha256: hash,
  items: [{ path: 'src/cart.js', outcome: 'completed' }], run: { stop: 'completed' } }));
const later = doc([{ id: 'F1', severity: 'critical', path: 'src/cart.js', title: 'still reviewing' }]);
spawn(process.execPath, ['-e', 'setTimeout(() => require("fs").writeFileSync(' + JSON.stringify(out('findings')) + ', ' + JSON.stringify(later) + '), 3000)'], { stdio: 'ignore' }).unref();
`;

const LEFT = 'exited while 1 process(es) it started were still running (killed)';

function runner(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-596-'));
  chmodSync(dir, 0o755); // the agent's own uid runs it under isolate auto
  const file = join(dir, 'runner.cjs');
  writeFileSync(file, RUNNER);
  chmodSync(file, 0o755);
  return file;
}

describe('#596 a run whose processes had not ended when its agent exited is a failed attempt', () => {
  const modes: Record<string, [boolean, string][]> = { none: [], auto: [BWRAP], copy: [ROOT_USER, ROOT_TOOLS] };
  for (const [isolate, wants] of Object.entries(modes)) {
    const need = needs(...wants);
    it.skipIf(need.skip)(
      need.title(
        `#596 review-gate, isolate ${isolate}: an agent that exits 0 while its worker still reviews is never clean; its files are kept, not merged`,
      ),
      async () => {
        const repo = makeCartRepo();
        expect(cli(repo, ['review', 'scope', 'bg', '--dispatch', 'one']).code).toBe(0);
        const r = await runActionAsync(
          'review-gate.js',
          repo,
          {
            id: 'bg',
            agent: 'custom',
            'agent-cmd': runner(),
            isolate,
            'upload-artifact': 'false',
            'github-token': ENV_CANARIES.GITHUB_TOKEN,
          },
          { env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' } },
        );
        expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
        expect(unescapeMarkdown(r.summary)).toContain(`the agent ${LEFT}`);
        const attempt = join(folderOf(repo, 'bg'), 'attempts/1');
        // Kept as evidence, never merged: the record says why, and run.json carries the error.
        expect(JSON.parse(readFileSync(join(attempt, 'findings.json'), 'utf8'))).toMatchObject({ findings: [] });
        expect(JSON.parse(readFileSync(join(attempt, 'attempt.json'), 'utf8'))).toMatchObject({
          merged: false,
          reasons: [expect.stringContaining(LEFT)],
        });
        // bwrap and a copy as root: a pid namespace of the agent's own, gone with it; its first process counted.
        expect(JSON.parse(readFileSync(join(attempt, 'run.json'), 'utf8'))).toMatchObject({
          isolation: isolate === 'auto' ? 'bwrap' : isolate,
          exit: { code: 0, signal: null, timedOut: false },
          error: expect.stringContaining(LEFT),
        });
      },
    );
  }
  // test-review's --isolate is isolate auto; without it, none.
  for (const isolate of ['none', 'auto']) {
    const need = needs(...modes[isolate]!);
    it.skipIf(need.skip)(
      need.title(
        `#596 test-review, isolate ${isolate}: a report written by an agent that left a process running is never parsed or scored (exit 3)`,
      ),
      () => {
        const dir = repoWith({ 'tests/a.spec.ts': "import { test } from 'vitest';\n\ntest('adds', () => {});\n" });
        // Inside the project: an isolated agent sees a /tmp of its own.
        const report = join(dir, '.report.md');
        writeFileSync(report, ownReport(['tests/a.spec.ts']));
        const args = ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(report), '--agent-arg', '--background'];
        const r = cli(dir, [...args, ...(isolate === 'auto' ? ['--isolate'] : []), '--json', 'verdict.json']);
        expect(r.code).toBe(3);
        expect(r.stderr).toContain(`the custom agent ${LEFT}`);
        // Neither taken to --output nor scored.
        expect(existsSync(join(dir, 'test-review.md'))).toBe(false);
        expect(existsSync(join(dir, 'verdict.json'))).toBe(false);
      },
    );
  }
});
