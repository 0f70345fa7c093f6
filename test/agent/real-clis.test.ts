// The pinned vendor CLIs themselves (scripts/vendor-clis.mjs installs them outside the repository;
// .ci/run does that before the suite), driven through the bundle with an empty HOME: no credentials.
// A model API played on 127.0.0.1 (test/support/model-api.ts) stands in for the vendors' servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { vendorBin, vendorDir, VENDOR_CLIS } from '../../scripts/vendor-clis.mjs';
import { cli, cliAsync, runAction } from '../support/run.js';
import { makeCartRepo } from '../support/repo.js';
import { folderOf, lastRunRecord } from '../support/review.js';
import { codexProvider, modelApi, type ModelApi } from '../support/model-api.js';
import { repoWith } from '../test-review/support.js';
import { tempDir } from './support.js';
import { needs } from '../support/needs.js';

const bin = vendorBin();
const pins = Object.entries(VENDOR_CLIS)
  .map(([name, version]) => `${name}@${version}`)
  .join(' and ');
const installed = needs([
  bin !== null,
  `${pins} are not installed in ${vendorDir()} (run \`node scripts/vendor-clis.mjs\`; it needs the npm registry)`,
]);

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** No credentials: an empty HOME, and the vendor CLIs first on PATH. */
const noCredentials = () => ({ PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin`, HOME: tempDir('pg-empty-home-') });
const SIGN_IN = {
  claude: /^agent claude: not signed in \(`claude auth status` exited 1: "loggedIn": false\); sign in with `claude auth login`/,
  codex: /^agent codex: not signed in \(`codex login status` exited 1: Not logged in\); sign in with `codex login`/,
};

describe.skipIf(installed.skip)(installed.title(`the real ${pins}`), () => {
  for (const agent of ['claude', 'codex'] as const) {
    it(`${agent} not signed in: exit 2 with the sign-in fix in seconds, before anything is written (review run, review-gate)`, async () => {
      const repo = makeCartRepo();
      expect(cli(repo, ['review', 'scope', 'r']).code).toBe(0);
      const started = Date.now();
      const r = await cliAsync(repo, ['review', 'run', 'r', '--agent', agent], noCredentials());
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(r.code).toBe(2);
      expect(r.stderr.replace(/^proofgate: /, '')).toMatch(SIGN_IN[agent]);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      const action = runAction('review-gate.js', repo, { id: 'r', agent, 'upload-artifact': 'false' }, { env: noCredentials() });
      expect(action.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
      expect(action.commands.at(-1)).toMatch(new RegExp(`^::error::${SIGN_IN[agent].source.slice(1)}`));
      expect(action.summary).toContain('the agent cannot run');
      expect(readFileSync(join(folderOf(repo, 'r'), 'scope.json'), 'utf8')).toContain('"scopeSha256"');
      expect(() => readFileSync(join(folderOf(repo, 'r'), 'prompt.md'))).toThrow(/ENOENT/);
    });

    it(`${agent} not signed in: test-review ends in exit 2 with the sign-in fix (CLI and action)`, () => {
      const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
      const r = cli(repo, ['test-review', '--base', 'HEAD~1', '--agent', agent], noCredentials());
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^proofgate: ${SIGN_IN[agent].source.slice(1)}`));
      const action = runAction(
        'test-review.js',
        repo,
        { agent, base: 'HEAD~1', github: 'false', 'upload-artifact': 'false' },
        { env: noCredentials() },
      );
      expect(action.outputs['exit-code']).toBe('2');
      expect(action.summary).toContain(`agent ${agent}: not signed in`);
    });
  }

  describe('with a key, against a model API on 127.0.0.1', () => {
    let ok: ModelApi;
    let refused: ModelApi;
    beforeAll(async () => {
      [ok, refused] = await Promise.all([modelApi('ok'), modelApi('unauthorized')]);
    });
    afterAll(async () => {
      await Promise.all([ok.close(), refused.close()]);
    });
    const claudeEnv = (api: ModelApi) => ({ ...noCredentials(), ANTHROPIC_API_KEY: 'sk-local-test-key', ANTHROPIC_BASE_URL: api.url });
    const codexEnv = () => ({ ...noCredentials(), CODEX_API_KEY: 'sk-local-test-key' });
    const record = (repo: string) => lastRunRecord(repo, 'r');

    it('claude refused by the API: its own words are the reason, and run.json records the run', async () => {
      const repo = makeCartRepo();
      cli(repo, ['review', 'scope', 'r']);
      const r = await cliAsync(repo, ['review', 'run', 'r', '--agent', 'claude'], claudeEnv(refused));
      expect(r.code).toBe(2);
      expect(r.stdout).toContain('- the agent exited 1: Invalid API key · Fix external API key\n');
      expect(record(repo)).toMatchObject({ agent: 'claude', version: VENDOR_CLIS['@anthropic-ai/claude-code'], stopReason: 'api_error' });
      expect(refused.posts.some((p) => p.startsWith('/v1/messages'))).toBe(true);
    });

    it('claude answered: run.json has the model it reported, turns, tokens and cost; the line shows them', async () => {
      const repo = makeCartRepo();
      cli(repo, ['review', 'scope', 'r', '--dispatch', 'one']); // one run: one line
      const r = await cliAsync(repo, ['review', 'run', 'r', '--agent', 'claude'], claudeEnv(ok));
      // It wrote no evidence (the model only said "Review done."): incomplete, but the run itself is recorded.
      expect(r.code).toBe(2);
      expect(r.stdout.split('\n')[0]).toMatch(
        new RegExp(
          `^agent claude ${esc(VENDOR_CLIS['@anthropic-ai/claude-code']!)} \\(claude-[\\w.-]+\\): exit 0 \\(completed\\) after \\d+ s, 1 turn, 1\\.2k input \\+ 42 output tokens, \\$0\\.\\d{4}, isolation (bwrap|copy) \\(agent-user\\)$`,
        ),
      );
      expect(record(repo)).toMatchObject({
        modelSource: 'reported',
        turns: 1,
        tokens: { input: 1200, cachedInput: 0, output: 42 },
        error: null,
      });
    });

    it('codex: a refused key is the reason in its words; an answer records turns and tokens', async () => {
      const repo = makeCartRepo();
      cli(repo, ['review', 'scope', 'r', '--dispatch', 'one']); // one run: one line
      const args = (api: ModelApi) => [
        'review',
        'run',
        'r',
        '--agent',
        'codex',
        '--env-pass',
        'CODEX_API_KEY',
        ...codexProvider(api).map((a) => `--agent-arg=${a}`),
      ];
      const failed = await cliAsync(repo, args(refused), codexEnv());
      expect(failed.code).toBe(2);
      // The redaction floor reads "Unauthorized: Incorrect" as a credential key and value: the safe side.
      expect(failed.stdout).toMatch(/- the agent exited 1: unexpected status 401 Unauthorized: \[REDACTED\] API key provided\./);
      expect(record(repo)).toMatchObject({ agent: 'codex', version: VENDOR_CLIS['@openai/codex'], stopReason: 'failed' });
      const answered = await cliAsync(repo, args(ok), codexEnv());
      expect(answered.stdout.split('\n')[0]).toMatch(
        new RegExp(
          `^agent codex ${esc(VENDOR_CLIS['@openai/codex']!)} \\(gpt-6\\.1-sol, requested\\): exit 0 \\(completed\\) after \\d+ s, 1 turn, 5\\.2k input \\(4\\.1k cached\\) \\+ 310 output tokens, isolation (bwrap|copy) \\(agent-user\\)$`,
        ),
      );
    });
  });
});
