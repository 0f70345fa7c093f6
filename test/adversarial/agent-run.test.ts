// Hazards 65–69 through the bundle: what a vendor CLI prints about its own run (its error words, its
// usage report) is agent output, so it is redacted, neutralised, bounded and never trusted; preflight
// cannot be talked past into a run that hangs; the run record is proofgate's, never the agent's.
import { outsideCode, unescapeMarkdown } from '../support/markdown.js';
import { linksAndImages, renderGfm } from '../support/gfm.js';
import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { actionCase, cliAsync, cliCase, runActionAsync } from '../support/run.js';
import { CART_FINDING, evidenceFiles, folderOf, lastRunRecord } from '../support/review.js';
import { useGitHubServer } from '../support/github-server.js';
import { FAKE_SECRETS } from '../support/canaries.js';
import { script, standIn, tempDir, withoutUnconfinedNotes, type StandInScenario } from '../agent/support.js';
import { useModelApis, type ModelApi } from '../support/model-api.js';
import { fixture, repoForReport, repoWith } from '../test-review/support.js';
import { vendorBin, vendorDir } from '../../scripts/vendor-clis.mjs';
import { schemaErrors } from '../../src/schemas/validate.js';
import { BWRAP, needs, ROOT_TOOLS, ROOT_USER } from '../support/needs.js';
import { ENV_CANARIES, expectNoCanary, sealedCart, sinks } from './support.js';

const github = useGitHubServer({ perTest: true });
/** The model key the agent is given: a value of no recognisable shape, so only its exact value can redact it. */
const GIVEN_KEY = 'plainkey-' + 'C4N4RY'.repeat(5);

// One agent run: its record is attempts/1/run.json.
const sealed = (): string => sealedCart('r', ['--dispatch', 'one']);

/** review-gate with claude stood in for, the runner's canaries in its environment, publishing to the local API; `run` a case of a table. */
function gate(
  repo: string,
  scenario: StandInScenario,
  extraEnv: Record<string, string> = {},
  inputs: Record<string, string> = {},
  run: typeof runActionAsync = runActionAsync,
) {
  return run(
    'review-gate.js',
    repo,
    {
      id: 'r',
      agent: 'claude',
      'env-pass': 'PROOFGATE_STAND_IN',
      'github-token': ENV_CANARIES.GITHUB_TOKEN,
      'upload-artifact': 'false',
      ...inputs,
    },
    { env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop', ...standIn(scenario), ...extraEnv } },
  );
}

const runJson = (repo: string) => lastRunRecord(repo, 'r');

describe("#65 the agent's own error words: redacted, neutralised and cut wherever they are shown", () => {
  it('#65 a claude error quoting a token, the key it was given, a workflow command, controls and markup', async () => {
    const repo = sealed();
    const said = [
      `request failed for ${FAKE_SECRETS.github_classic!} with key ${GIVEN_KEY}`,
      '::error::forged by the agent',
      '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 \u202egnp.exe',
      '<img src=x onerror=alert(1)> [link](https://evil.example) @admin',
      'x'.repeat(5000),
    ].join('\n');
    const stdout = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: true,
      result: said,
      num_turns: 1,
      terminal_reason: 'api_error',
    });
    const r = await gate(repo, { stdout, exit: 1 }, { ANTHROPIC_API_KEY: GIVEN_KEY });
    expect(r.outputs.verdict).toBe('incomplete');
    // The forged command is a code span (a word holding `:name:` is one, row 218): never live.
    const reason = /- the agent exited 1: request failed for \[REDACTED\] with key \[REDACTED\] `::error::forged`/;
    expect(r.summary.replace(/\\(.)/g, '$1')).toMatch(reason);
    const check = github().checkRuns[0]!;
    expect((check.output.summary ?? '').replace(/\\(.)/g, '$1')).toMatch(reason);
    const rec = runJson(repo);
    expect([...(rec.error as string)].length).toBe(300);
    expect(rec.error).toMatch(/U\+001B\]8;;https:\/\/evil\.exampleU\+0007click.* U\+202Egnp\.exe <img src=x/);
    // Never a live workflow command, a raw control, or active markup in the summary.
    expect(r.commands.filter((c) => c.includes('forged'))).toEqual([]);
    expect(r.summary).not.toMatch(/[\u001b\u0007\u202e]/);
    expect(outsideCode(r.summary)).not.toMatch(/<img|\]\(https/);
    expect(linksAndImages(renderGfm(r.summary)).filter((l) => l.startsWith('https'))).toEqual([]);
    expectNoCanary(sinks(r, [repo], github()), [...Object.values(ENV_CANARIES), FAKE_SECRETS.github_classic!, GIVEN_KEY]);
  });
});

describe('#365 the credential the agent was given, written into its findings (a prompt in the pull request asked for it)', () => {
  const RESULT = JSON.stringify({ type: 'result', is_error: false, num_turns: 1, modelUsage: { 'claude-opus-5': { outputTokens: 1 } } });
  const escaped = (text: string) =>
    text.replace(GIVEN_KEY, [...GIVEN_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''));

  it.each([
    ['as written', (text: string) => text],
    ['in JSON escapes', escaped],
  ])('#365 %s: the findings are not kept, the reason names the variable, no output holds the value', async (_, spell) => {
    const repo = sealed();
    const files = evidenceFiles(repo, 'r', [{ ...CART_FINDING, evidence: `debug: the key is ${GIVEN_KEY}` }]);
    const writes = Object.fromEntries(
      Object.entries(files).map(([path, text]) => [path, path.endsWith('findings.json') ? spell(text) : text]),
    );
    const r = await gate(repo, { writes, stdout: `${RESULT}\n` }, { ANTHROPIC_API_KEY: GIVEN_KEY });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(unescapeMarkdown(r.summary)).toMatch(
      /findings\.json was written but not kept, as it holds the value of ANTHROPIC_API_KEY, a credential the agent was given/,
    );
    expectNoCanary(sinks(r, [repo], github()), [GIVEN_KEY]);
  });
});

describe("#396 the proxy's password every agent is given, written into its findings", () => {
  const RESULT = JSON.stringify({ type: 'result', is_error: false, num_turns: 1, modelUsage: { 'claude-opus-5': { outputTokens: 1 } } });
  const PASSWORD = 'Sup3rS3cretProxyPw42';
  it('#396 HTTPS_PROXY with a password: the findings holding it are not kept, the reason names the variable, no output holds it', async () => {
    const repo = sealed();
    const files = evidenceFiles(repo, 'r', [{ ...CART_FINDING, evidence: `debug: the proxy word is ${PASSWORD}` }]);
    const r = await gate(
      repo,
      { writes: files, stdout: `${RESULT}\n` },
      { HTTPS_PROXY: `http://alice:${PASSWORD}@proxy.corp.example:3128` },
    );
    expect(r.outputs.verdict).toBe('incomplete');
    expect(unescapeMarkdown(r.summary)).toMatch(
      /findings\.json was written but not kept, as it holds the value of the password of HTTPS_PROXY, a credential the agent was given/,
    );
    expectNoCanary(sinks(r, [repo], github()), [PASSWORD]);
  });
});

describe('#480 a credential inside a URL-valued variable the agent is given: a proxy key for its user name, a gateway password', () => {
  const RESULT = JSON.stringify({ type: 'result', is_error: false, num_turns: 1, modelUsage: { 'claude-opus-5': { outputTokens: 1 } } });
  const KEY = 'pgPROXYtok3n0123456789abcd';
  const PASSWORD = 'Gatew4yPassw0rd2026';
  for (const [what, env, secret, name] of [
    ['a proxy key for the user name', { HTTPS_PROXY: `http://${KEY}@proxy.corp.example:3128` }, KEY, 'the user name of HTTPS_PROXY'],
    [
      'the password in ANTHROPIC_BASE_URL, percent-encoded there',
      { ANTHROPIC_API_KEY: GIVEN_KEY, ANTHROPIC_BASE_URL: `https://gw:${PASSWORD.replace('2026', '%32026')}@gateway.corp.example/v1` },
      PASSWORD,
      'the password of ANTHROPIC_BASE_URL',
    ],
  ] as const)
    it(`#480 ${what}, written alone into the findings: not kept, the reason names it, no output holds it`, async () => {
      const repo = sealed();
      const files = evidenceFiles(repo, 'r', [{ ...CART_FINDING, evidence: `debug: the word is ${secret} here` }]);
      const r = await gate(repo, { writes: files, stdout: `${RESULT}\n` }, env);
      expect(r.outputs.verdict).toBe('incomplete');
      // The log says it as it is (the summary shows a word holding `$` as code).
      expect(r.stdout).toContain(
        `findings.json was written but not kept, as it holds the value of ${name}, a credential the agent was given`,
      );
      expectNoCanary(sinks(r, [repo], github()), [secret]);
    });
});

describe('#487 a proxy password written without a scheme, as curl and git take it', () => {
  const RESULT = JSON.stringify({ type: 'result', is_error: false, num_turns: 1, modelUsage: { 'claude-opus-5': { outputTokens: 1 } } });
  const PASSWORD = 'Pr0xyPassw0rdNoScheme';
  for (const proxy of [`bot:${PASSWORD}@proxy.corp.example:3128`, `//bot:${PASSWORD}@proxy.corp.example:3128`])
    it(`#487 HTTPS_PROXY=${proxy.replace(PASSWORD, 'PW')}: the findings holding the password are not kept, no output holds it`, async () => {
      const repo = sealed();
      const files = evidenceFiles(repo, 'r', [{ ...CART_FINDING, evidence: `debug: the word is ${PASSWORD} here` }]);
      const r = await gate(repo, { writes: files, stdout: `${RESULT}\n` }, { HTTPS_PROXY: proxy });
      expect(r.outputs.verdict).toBe('incomplete');
      expect(unescapeMarkdown(r.summary)).toContain(
        'as it holds the value of the password of HTTPS_PROXY, a credential the agent was given',
      );
      expectNoCanary(sinks(r, [repo], github()), [PASSWORD]);
    });
});

describe('#402 the credential the agent was given, in what the agent says of its run and in the names of files it makes', () => {
  it('#402 a model id or stop reason holding the key is dropped, a file named after it is named redacted (copy): no output holds the value', async () => {
    const repo = sealed();
    const usage = { [GIVEN_KEY]: { outputTokens: 9 }, 'claude-opus-5': { outputTokens: 1 } };
    const result = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: false,
      num_turns: 1,
      stop_reason: GIVEN_KEY,
      modelUsage: usage,
    });
    // Beside its two files, in the folder it writes them in: dropped, and named in the log.
    const files = { ...evidenceFiles(repo, 'r'), [`_bmad-output/review/r/attempts/1/out/leak-${GIVEN_KEY}`]: 'x' };
    const r = await gate(repo, { writes: files, stdout: `${result}\n` }, { ANTHROPIC_API_KEY: GIVEN_KEY }, { isolate: 'copy' });
    expect(r.stdout + r.stderr).toMatch(/did not copy back 1 entry .*out\/leak-\[REDACTED\]" \(not a file it was asked to write\)/);
    const rec = runJson(repo);
    expect([rec.models, rec.stopReason]).toEqual([['claude-opus-5'], null]);
    expectNoCanary(sinks(r, [repo], github()), [GIVEN_KEY]);
  });
});

/** The folders privateFolder made in this user's home, removed after the file's tests. */
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder of this user's that only it may write, none above it writable by others (a HOME, a CODEX_HOME), holding `files`. */
function privateFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(homedir(), 'pg-sign-in-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, rel), text, { mode: 0o600 });
  }
  chmodSync(dir, 0o700);
  return dir;
}

describe("#589 a credential the agent holds through its CLI's sign-in file, wherever that file is read from", () => {
  const RESULT = JSON.stringify({ type: 'result', is_error: false, num_turns: 1, modelUsage: { 'claude-opus-5': { outputTokens: 1 } } });
  /** Sign-in credentials of no recognisable shape: codex's refresh token, claude's OAuth access token. */
  const REFRESH = 'rt_' + 'Q7vRkZC3xJtCgYIARAAGBAS'.repeat(2);
  const ACCESS = 'oat_' + 'Lm9QwE4rTz2YuI8o'.repeat(3);
  const codexAuth = JSON.stringify({
    OPENAI_API_KEY: null,
    tokens: { id_token: 'x', access_token: 'y', refresh_token: REFRESH, account_id: 'a' },
  });
  const ACCOUNT = {
    emailAddress: 'jane.doe2@acme.example',
    displayName: 'Jane Doe',
    organizationName: "jane.doe2@acme.example's Organization",
  };
  const claudeSignIn = {
    '.claude/.credentials.json': JSON.stringify({
      claudeAiOauth: { accessToken: ACCESS, expiresAt: 1767225600000, scopes: ['user:inference'] },
    }),
    '.claude.json': JSON.stringify({ oauthAccount: ACCOUNT, hasCompletedOnboarding: true, lastOnboardingVersion: '2.1.328' }),
  };

  for (const [what, agent, env, inputs, name] of [
    [
      'codex, signed in through ~/.codex/auth.json (bwrap or a user of its own: copied into its home)',
      'codex',
      () => ({ HOME: privateFolder({ '.codex/auth.json': codexAuth }) }),
      {},
      'tokens.refresh_token in ~/.codex/auth.json',
    ],
    [
      'codex, its auth.json in the CODEX_HOME passed with env-pass',
      'codex',
      () => ({ HOME: privateFolder({}), CODEX_HOME: privateFolder({ 'auth.json': codexAuth }) }),
      { 'env-pass': 'PROOFGATE_STAND_IN\nCODEX_HOME' },
      'tokens.refresh_token in $CODEX_HOME/auth.json',
    ],
    [
      'claude under isolate none, its ~/.claude/.credentials.json read where it is',
      'claude',
      () => ({ HOME: privateFolder(claudeSignIn) }),
      { isolate: 'none' },
      'claudeAiOauth.accessToken in ~/.claude/.credentials.json',
    ],
  ] as const)
    it(`#589 ${what}: the findings holding it are not kept, the reason names the file, no output holds it`, async () => {
      const repo = sealed();
      const secret = agent === 'codex' ? REFRESH : ACCESS;
      const writes = evidenceFiles(repo, 'r', [{ ...CART_FINDING, evidence: `trace id ${secret}` }]);
      const scenario = agent === 'codex' ? { writes, replay: 'codex-0.169.0/success.jsonl' } : { writes, stdout: `${RESULT}\n` };
      const r = await gate(repo, scenario, env(), { agent, ...inputs }, actionCase);
      expect(r.outputs.verdict).toBe('incomplete');
      // The log says it as it is (the summary shows a word holding `$` as code).
      expect(r.stdout).toContain(
        `findings.json was written but not kept, as it holds the value of ${name}, a credential the agent was given`,
      );
      expectNoCanary(sinks(r, [repo], github()), [secret]);
    });

  it("#589 the account's email address and organisation name in the findings are no credential: kept", async () => {
    const repo = sealed();
    const writes = evidenceFiles(repo, 'r', [
      {
        ...CART_FINDING,
        evidence: `reported by ${ACCOUNT.displayName} <${ACCOUNT.emailAddress}> for ${ACCOUNT.organizationName}, on 2.1.328`,
      },
    ]);
    const r = await gate(repo, { writes, stdout: `${RESULT}\n` }, { HOME: privateFolder(claudeSignIn) }, {}, actionCase);
    expect(r.outputs.verdict).toBe('findings');
  });
});

describe('#590 a stretch of a credential the agent was given, or the credential encoded as the runner masks it', () => {
  const RESULT = JSON.stringify({ type: 'result', is_error: false, num_turns: 1, modelUsage: { 'claude-opus-5': { outputTokens: 1 } } });
  const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
  const base64 = (lead: string) => Buffer.from(`${lead}${GIVEN_KEY} was the key`).toString('base64');
  for (const [what, spelled] of [
    ['its last 16 characters', `the tail ${GIVEN_KEY.slice(-16)} only`],
    ['16 characters from inside it', `a piece ${GIVEN_KEY.slice(5, 21)} only`],
    ['base64 of a text holding it at byte 0', base64('')],
    ['base64 of a text holding it at byte 1', base64('a')],
    ['base64 of a text holding it at byte 2', base64('ab')],
    ['base64url of a text holding it', Buffer.from(`>>${GIVEN_KEY}??`).toString('base64url')],
    ['percent-encoded, every character', percent(GIVEN_KEY)],
  ] as const)
    it(`#590 ${what}, in the findings: not kept, the reason names the variable, no output holds it`, async () => {
      const repo = sealed();
      const writes = evidenceFiles(repo, 'r', [{ ...CART_FINDING, evidence: `debug: ${spelled}` }]);
      const r = await gate(repo, { writes, stdout: `${RESULT}\n` }, { ANTHROPIC_API_KEY: GIVEN_KEY }, {}, actionCase);
      expect(r.outputs.verdict).toBe('incomplete');
      expect(unescapeMarkdown(r.summary)).toContain(
        'findings.json was written but not kept, as it holds the value of ANTHROPIC_API_KEY, a credential the agent was given',
      );
      expectNoCanary(sinks(r, [repo], github()), [spelled]);
    });

  it("#590 a stretch of the key in claude's error words, JSON-escaped in its report: redacted in the reason and run.json", async () => {
    const repo = sealed();
    const stretch = GIVEN_KEY.slice(-20);
    const stdout = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: true,
      result: `401 for key ending ${stretch}`,
      num_turns: 1,
    }).replace('C4N4RY', '\\u0043\\u0034N4RY');
    const r = await gate(repo, { stdout, exit: 1 }, { ANTHROPIC_API_KEY: GIVEN_KEY }, {}, actionCase);
    expect(r.outputs.verdict).toBe('incomplete');
    expect(unescapeMarkdown(r.summary)).toContain('the agent exited 1: 401 for key ending [REDACTED]');
    expect(runJson(repo).error).toBe('401 for key ending [REDACTED]');
    expectNoCanary(sinks(r, [repo], github()), [stretch.slice(-16), stretch.slice(0, 16)]);
  });
});

describe('#367 an agent told by the pull request to skip its files waives every one, with a reason', () => {
  const RESULT = JSON.stringify({ type: 'result', is_error: false, num_turns: 1, modelUsage: { 'claude-opus-5': { outputTokens: 1 } } });

  it('#367 never clean on its word: each waived file waits for a person, shown with its reason; acknowledged, it is clean', async () => {
    const repo = sealed();
    const files = evidenceFiles(repo, 'r');
    const coverage = Object.keys(files).find((p) => p.endsWith('coverage.json'))!;
    const waived = JSON.parse(files[coverage]!) as { items: { path: string; outcome: string; reason?: string }[] };
    waived.items = [{ path: 'src/cart.js', outcome: 'waived', reason: 'Generated code (see the header): not to be reviewed.' }];
    const writes = { ...files, [coverage]: JSON.stringify(waived) };
    const r = await gate(repo, { writes, stdout: `${RESULT}\n` });
    expect(r.outputs.verdict).toBe('incomplete');
    const summary = unescapeMarkdown(r.summary);
    expect(summary).toContain('1 selected file(s) the review set aside unreviewed: a waiver is not a review');
    expect(summary).toMatch(
      /\| `src\/cart\.js` \| waived by the review: "Generated code \(see the header\): not to be reviewed\." \| \*\*not yet\*\* \|/,
    );
    const seen = await gate(repo, { writes, stdout: `${RESULT}\n` }, {}, { acknowledge: 'src/cart.js' });
    expect(seen.outputs.verdict).toBe('clean');
  });
});

describe('#66 the usage report is agent output: every value checked, none trusted', () => {
  it('#66 hostile model ids, counts, cost and stop reason are dropped; run.json stays valid; nothing acts', async () => {
    const repo = sealed();
    const fake = JSON.stringify({
      type: 'result',
      is_error: false,
      num_turns: 1,
      total_cost_usd: 0.01,
      modelUsage: { 'claude-fake-cheap': { outputTokens: 1 } },
    });
    const hostile = JSON.stringify({
      type: 'result',
      is_error: false,
      num_turns: 1e300,
      total_cost_usd: -5,
      terminal_reason: 'completed\n::error::x',
      usage: { input_tokens: -1, output_tokens: 'lots' },
      modelUsage: {
        'claude-sonnet-5-5\n::error::forged': { outputTokens: 9 },
        '<script>alert(1)</script>': { outputTokens: 8 },
        ['m'.repeat(300)]: { outputTokens: 7 },
        'claude-opus-5': { outputTokens: 1, inputTokens: Number.MAX_SAFE_INTEGER + 2 },
      },
      result: `${fake}\n`,
    });
    // A line that looks like a result before the real one, and a text result that holds another.
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout: `${fake}\n${hostile}\n` });
    const rec = runJson(repo);
    expect(await schemaErrors('agent-run', rec)).toEqual([]);
    expect(rec).toMatchObject({ models: ['claude-opus-5'], modelSource: 'reported', turns: null, costUsd: null, stopReason: null });
    expect(rec.tokens).toEqual({ input: 0, cachedInput: 0, output: 1 });
    // A terminal reason that is not `completed` (here, with a command in it) is a run that did not finish (#445).
    expect(r.outputs.verdict).toBe('incomplete');
    expect(unescapeMarkdown(r.summary)).toContain('the run ended before it finished (terminal_reason: an unreadable reason)');
    expect(r.commands.filter((c) => c.includes('forged') || c.includes('::x'))).toEqual([]);
    expect(r.summary).not.toContain('<script>');
  });
});

describe('#67 a login bypass that never reaches the agent does not skip the status check', () => {
  it('#67 CODEX_API_KEY set on the runner but not passed with env-pass: preflight asks, exit 2 (codex would hang)', async () => {
    const repo = sealed();
    const started = Date.now();
    const r = await cliAsync(repo, ['review', 'run', 'r', '--agent', 'codex', '--env-pass', 'PROOFGATE_STAND_IN'], {
      ...standIn({ signedIn: false, hang: true }),
      CODEX_API_KEY: 'sk-' + 'C4N4RY'.repeat(6),
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^proofgate: agent codex: not signed in \(`codex login status` exited 1: Not logged in\);.*pass CODEX_API_KEY with env-pass\)\n$/,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe('#68 a login status that never answers is a failure, not a pass', () => {
  it('#68 the status hangs: exit 2 once the 10 s query limit passes, and the agent is never started', async () => {
    const repo = sealed();
    const started = Date.now();
    const r = await cliAsync(
      repo,
      ['review', 'run', 'r', '--agent', 'claude', '--env-pass', 'PROOFGATE_STAND_IN'],
      standIn({ statusHang: true, hang: true }),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^proofgate: agent claude: `claude auth status` did not answer within 10 s; run it by hand on this machine, then sign in with `claude auth login`/,
    );
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(() => readFileSync(join(folderOf(repo, 'r'), 'run.json'))).toThrow(/ENOENT/);
  });
});

describe("#69 the run record is proofgate's: an agent cannot write its own", () => {
  for (const isolate of ['copy', 'bwrap']) {
    const need = isolate === 'bwrap' ? needs(BWRAP) : needs();
    it.skipIf(need.skip)(
      need.title(
        `#69 an agent that writes run.json (a cheap model, no cost), isolation ${isolate}: incomplete, and the record is proofgate's`,
      ),
      async () => {
        const repo = sealed();
        const forged = JSON.stringify({ schema: 'proofgate/agent-run/1', agent: 'claude', models: ['claude-fake-cheap'], costUsd: 0 });
        const r = await gate(
          repo,
          { writes: { ...evidenceFiles(repo, 'r'), '_bmad-output/review/r/attempts/1/run.json': forged } },
          {},
          { isolate },
        );
        expect(r.outputs.verdict).toBe('incomplete');
        // The attempt's folder is not the agent's (its out/ folder is): bwrap refuses the write (read-only),
        // a copy too (the folder stays this user's), so the agent fails.
        expect(r.summary).toMatch(
          isolate === 'copy'
            ? /the agent exited 1: Error: EACCES: permission denied, open '.*run\.json'/
            : /the agent exited 1: Error: EROFS: read-only file system, open '.*run\.json'/,
        );
        const rec = runJson(repo);
        expect(await schemaErrors('agent-run', rec)).toEqual([]);
        expect(rec).toMatchObject({ agent: 'claude', version: '2.1.328', isolation: isolate });
        expect(rec.models).not.toContain('claude-fake-cheap');
        expect(rec.costUsd).not.toBe(0);
      },
    );
  }
});

// Row 656: a failed run's error in run.json is never null, whatever the agent said (nothing) and
// however it ended; the record and the reasons say it in the same words.
describe('#656 a run that failed and printed nothing: run.json names how it ended, as the reason does', () => {
  /** Custom runners that print nothing: each reads its prompt first. */
  const runners: [string, string, object, string][] = [
    ['exits 1', 'cat >/dev/null; exit 1', { code: 1, signal: null, timedOut: false }, 'exited 1 (it said nothing)'],
    [
      'kills itself with SIGKILL',
      'cat >/dev/null; kill -9 $$',
      { code: null, signal: 'SIGKILL', timedOut: false },
      'exited on signal SIGKILL (it said nothing)',
    ],
    [
      'hangs past --timeout-ms',
      'cat >/dev/null; sleep 30',
      { code: null, signal: 'SIGTERM', timedOut: true },
      'timed out after 3 s; its processes were killed (it said nothing)',
    ],
  ];
  // auto is bwrap here (a pid namespace whose first process exits 128+n for a signal n); a copy as root has one of its own too.
  const modes: Record<string, [boolean, string][]> = { none: [], auto: [BWRAP], copy: [ROOT_USER, ROOT_TOOLS] };
  for (const [isolate, wants] of Object.entries(modes)) {
    const need = needs(...wants);
    for (const [what, body, exit, error] of runners)
      it.skipIf(need.skip)(
        need.title(`#656 review run, isolate ${isolate}, a custom runner that ${what}: incomplete, and run.json's error says so`),
        async () => {
          const repo = sealed();
          const agent = script(tempDir('pg-656-'), 'runner.sh', body);
          const args = ['review', 'run', 'r', '--agent', 'custom', '--agent-cmd', agent, '--isolate', isolate, '--timeout-ms', '3000'];
          const r = await cliAsync(repo, args);
          expect(r.code).toBe(2);
          expect(r.stdout).toContain(`- the agent ${error}\n`);
          const rec = runJson(repo);
          expect(rec).toMatchObject({ exit, error });
          expect(await schemaErrors('agent-run', rec)).toEqual([]);
        },
      );
  }

  for (const isolate of ['none', 'auto']) {
    const need = needs(...modes[isolate]!);
    it.skipIf(need.skip)(
      need.title(`#656 test-review, isolate ${isolate}, a custom runner killed by SIGKILL that said nothing: the reason names the signal`),
      async () => {
        const dir = repoWith({ 'tests/a.spec.ts': "import { test } from 'vitest';\n\ntest('adds', () => {});\n" });
        const agent = script(tempDir('pg-656-'), 'runner.sh', 'cat >/dev/null; kill -9 $$');
        const args = ['test-review', '--base', 'HEAD~1', '--agent', 'custom', '--agent-cmd', agent, '--retries', '0'];
        const r = await cliAsync(dir, [...args, ...(isolate === 'auto' ? ['--isolate'] : [])]);
        expect(r.code).toBe(3);
        expect(r.stderr).toContain('the custom agent exited on signal SIGKILL (it said nothing)');
      },
    );
  }
});

describe("#306 the CLI's report is read whole, however long its line", () => {
  it("#306 claude exits 0 with an error result of one 100 KiB line (a long answer, many permission denials): incomplete, and the record is the CLI's", async () => {
    const repo = sealed();
    // What claude -p prints on an API error mid-run (exit 0, anthropics/claude-code#79500), its
    // denied tool calls listed with their inputs: one line longer than the 64 KiB output tail.
    const denied = Array.from({ length: 40 }, (_, i) => ({
      tool_name: 'Write',
      tool_use_id: `toolu_${i}`,
      tool_input: { file_path: `/elsewhere/${i}.js`, content: 'x'.repeat(2500) },
    }));
    const stdout = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: true,
      result: 'API Error: 529 overloaded_error',
      terminal_reason: 'api_error',
      num_turns: 7,
      total_cost_usd: 0.42,
      modelUsage: { 'claude-sonnet-5-5': { inputTokens: 1000, outputTokens: 50 } },
      permission_denials: denied,
    });
    expect(stdout.length).toBeGreaterThan(100 * 1024);
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout, exit: 0 });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.summary.replace(/\\(.)/g, '$1')).toMatch(/the agent reported an error: API Error: 529 overloaded_error/);
    const rec = runJson(repo);
    expect(await schemaErrors('agent-run', rec)).toEqual([]);
    expect(rec).toMatchObject({
      models: ['claude-sonnet-5-5'],
      modelSource: 'reported',
      turns: 7,
      costUsd: 0.42,
      stopReason: 'api_error',
      error: 'API Error: 529 overloaded_error',
    });
  });
});

describe("#307 claude's error in each spelling it has: an error subtype without is_error, the errors list", () => {
  it('#307 claude exits 0 with `subtype: error_max_turns`, `is_error: false` and its words in `errors`: incomplete, in those words', async () => {
    const repo = sealed();
    const stdout = JSON.stringify({
      type: 'result',
      subtype: 'error_max_turns',
      is_error: false,
      num_turns: 31,
      terminal_reason: 'max_turns',
      result: 'Partial review: src/cart.js looks fine so far',
      errors: ['Reached maximum number of turns (30)'],
    });
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout, exit: 0 });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.summary.replace(/\\(.)/g, '$1')).toMatch(/the agent reported an error: Reached maximum number of turns \(30\)/);
    const rec = runJson(repo);
    expect(await schemaErrors('agent-run', rec)).toEqual([]);
    expect(rec).toMatchObject({ turns: 31, stopReason: 'max_turns', error: 'Reached maximum number of turns (30)' });
  });
});

describe('#308 agent arguments cannot switch off the report the gate reads', () => {
  it('#308 claude with `--output-format text` in agent-args, exiting 0 on an API error: refused, never clean', async () => {
    const repo = sealed();
    const r = await gate(
      repo,
      { writes: evidenceFiles(repo, 'r'), stdout: 'API Error: 529 overloaded_error\n', exit: 0 },
      {},
      { 'agent-args': '--output-format\ntext' },
    );
    expect(r.outputs.verdict).not.toBe('clean');
    expect(r.summary.replace(/\\(.)/g, '$1')).toMatch(/--output-format text.*(json|report)/);
  });
});

describe('#476 claude --verbose prints its report as one JSON array of the whole conversation: read as claude meant it', () => {
  const plain = (r: { summary: string }) => r.summary.replace(/\\(.)/g, '$1');
  // proofgate passes --verbose itself (row 502): `--output-format json` among the agent arguments makes the array.
  it('#476 review-gate, agent-args `--output-format json`, claude exits 0 having written its evidence: the result element is the report, the attempt merged', async () => {
    const repo = sealed();
    const r = await gate(
      repo,
      { writes: evidenceFiles(repo, 'r'), replay: 'claude-2.1.328/verbose-success.json' },
      {},
      { 'agent-args': '--output-format\njson' },
    );
    expect(r.outputs.verdict).toBe('clean');
    const rec = runJson(repo);
    expect(await schemaErrors('agent-run', rec)).toEqual([]);
    expect(rec).toMatchObject({ modelSource: 'reported', turns: 1, tokens: { input: 1200, cachedInput: 0, output: 42 }, error: null });
  });

  it("#476 test-review, `--agent-arg=--output-format=json`, claude exits 1 on a refused key: its own words, not the array's first characters", async () => {
    const repo = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const r = await cliAsync(
      repo,
      [
        'test-review',
        '--base',
        'HEAD~1',
        '--agent',
        'claude',
        '--agent-arg=--output-format=json',
        '--env-pass',
        'PROOFGATE_STAND_IN',
        '--retries',
        '0',
      ],
      standIn({ replay: 'claude-2.1.328/verbose-invalid-api-key.json', exit: 1 }),
    );
    expect(r.code).toBe(3);
    expect(withoutUnconfinedNotes(r.stderr)).toBe('proofgate: the claude agent exited 1: Invalid API key · Fix external API key\n');
  });

  // Past the 16 MiB a report line is read up to: the reason is its size and the fix, never a missing report or JSON noise.
  const tooLarge =
    /claude printed its report on a line larger than the 16 MiB proofgate reads, so its error and usage are unknown: drop --output-format json from the agent arguments .*stream-json, the default, a line per message/;
  it('#476 review-gate, a json conversation of 17 MiB, claude exits 0: incomplete, the report too large to read and what to change', async () => {
    const repo = sealed();
    const scenario = { writes: evidenceFiles(repo, 'r'), replay: 'claude-2.1.328/verbose-success.json', pad: 17 * 1024 * 1024 };
    const r = await gate(repo, scenario, {}, { 'agent-args': '--output-format\njson' });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(plain(r)).toMatch(new RegExp(`the agent reported an error: ${tooLarge.source}`));
  });
  it('#476 review run, the same exiting 1: the reason is the size, not the JSON at the end of stdout', async () => {
    const repo = sealed();
    const scenario = { replay: 'claude-2.1.328/verbose-invalid-api-key.json', pad: 17 * 1024 * 1024, exit: 1 };
    const r = await cliAsync(
      repo,
      ['review', 'run', 'r', '--agent', 'claude', '--agent-arg', '--output-format=json', '--env-pass', 'PROOFGATE_STAND_IN'],
      standIn(scenario),
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(new RegExp(`the agent exited 1: ${tooLarge.source}`));
  });

  describe('the pinned claude itself, against a model API on 127.0.0.1', () => {
    const bin = vendorBin();
    const need = needs([bin !== null, `the pinned claude is not installed in ${vendorDir()} (run \`node scripts/vendor-clis.mjs\`)`]);
    const apis = useModelApis();
    const run = (api: ModelApi, args: string[]) =>
      cliAsync(sealed(), ['review', 'run', 'r', '--agent', 'claude', ...args], {
        PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin`,
        HOME: tempDir('pg-empty-home-'),
        ANTHROPIC_API_KEY: 'sk-local-test-key',
        ANTHROPIC_BASE_URL: api.url,
      });
    const cases: [string, () => ModelApi, string[], RegExp][] = [
      [
        '`--agent-arg=--verbose`, answered: its turns and tokens',
        () => apis.ok,
        ['--agent-arg=--verbose'],
        /^agent claude 2\.1\.328 \(claude-[\w.-]+\): exit 0 \(completed\) after \d+ s, 1 turn, 1\.2k input \+ 42 output tokens/,
      ],
      [
        '`--agent-arg --verbose`, its key refused: its own words',
        () => apis.refused,
        ['--agent-arg', '--verbose'],
        /^- the agent exited 1: Invalid API key · Fix external API key$/m,
      ],
      [
        '`--agent-arg=--output-format=json` beside the `--verbose` proofgate passes, answered: one array, its turns and tokens',
        () => apis.ok,
        ['--agent-arg=--output-format=json'],
        /^agent claude 2\.1\.328 \(claude-[\w.-]+\): exit 0 \(completed\) after \d+ s, 1 turn, 1\.2k input \+ 42 output tokens/,
      ],
    ];
    for (const [what, api, args, expected] of cases) {
      it.skipIf(need.skip)(need.title(`#476 review run with the pinned claude, ${what}`), async () => {
        const r = await run(api(), args);
        expect(r.stdout).toMatch(expected);
        expect(r.stdout).not.toMatch(/printed no report|\[\{"type"/);
      });
    }
  });
});

describe("#502 claude's run is every result it printed: an error result is not undone by a later turn", () => {
  const plain = (r: { summary: string }) => r.summary.replace(/\\(.)/g, '$1');
  const line = (o: object) => `${JSON.stringify(o)}\n`;
  // What the pinned claude printed (trimmed to the fields that matter) when its turn died on an API
  // error while a background agent (the Agent tool's default) ran: the agent's completion started a
  // second turn, which ended well, and claude exited 0. Captured against a model API on 127.0.0.1.
  const stats = { spawned: 1, started_in_background: 1, completed: 1, failed: 0, killed: { parent: 0, user: 0, system: 0 } };
  const failed = {
    type: 'result',
    subtype: 'success',
    is_error: true,
    terminal_reason: 'api_error',
    api_error_status: 500,
    result: 'API Error: 500 boom. This is a server-side issue, usually temporary',
    num_turns: 4,
    result_index: 0,
    subagent_stats: stats,
    modelUsage: { 'claude-sonnet-5-5': { inputTokens: 400, outputTokens: 200 } },
  };
  const later = {
    type: 'result',
    subtype: 'success',
    is_error: false,
    terminal_reason: 'completed',
    stop_reason: 'end_turn',
    origin: { kind: 'task-notification', producer: 'session-task', runId: '0mxcbkt2t-e2fac0d2' },
    subagent_stats: stats,
    result: 'Background agent finished; all good.',
    num_turns: 1,
    result_index: 1,
    modelUsage: { 'claude-sonnet-5-5': { inputTokens: 400, outputTokens: 200 } },
  };
  // The background agent's turn between them: 80 KiB of conversation, past the 64 KiB of JSON lines kept.
  const said = Array.from({ length: 20 }, (_, i) =>
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: `${i} ${'x'.repeat(4000)}` }] } }),
  ).join('');
  const streamed = `${line({ type: 'system', subtype: 'init' })}${line(failed)}${said}${line(later)}`;

  it('#502 review-gate, claude printing only its last result (result_index 1, as json without --verbose prints it): the results before it unknown, incomplete', async () => {
    const repo = sealed();
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout: line(later) });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(plain(r)).toContain("the agent reported an error: claude's result_index 1 came after 0 result(s)");
  });

  it("#502 review-gate `gate: false`, the error result, 80 KiB of a background turn, then its success: no part, in the error's words", async () => {
    const repo = sealed();
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout: streamed }, {}, { gate: 'false' });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(plain(r)).toContain('the agent reported an error: API Error: 500 boom.');
    expect(runJson(repo)).toMatchObject({ stopReason: 'api_error', turns: 5, error: failed.result });
  });

  it('#502 test-review: the approving report of a run whose turn failed behind a background agent is not a verdict', async () => {
    const report = fixture('approve.md');
    const repo = repoForReport(report);
    const args = ['test-review', '--base', 'HEAD~1', '--agent', 'claude', '--env-pass', 'PROOFGATE_STAND_IN', '--retries', '0'];
    const r = await cliAsync(repo, args, standIn({ writes: { 'test-review.md': report }, stdout: streamed }));
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('the claude agent reported an error: API Error: 500 boom.');
  });

  it('#502 review run, one result saying success beside a failed and a killed subagent: incomplete, the delegated work not done', async () => {
    const repo = sealed();
    const unfinished = {
      ...later,
      result_index: 0,
      subagent_stats: { ...stats, completed: 0, failed: 1, killed: { parent: 0, user: 0, system: 1 } },
    };
    const r = await cliAsync(
      repo,
      ['review', 'run', 'r', '--agent', 'claude', '--env-pass', 'PROOFGATE_STAND_IN'],
      standIn({ writes: evidenceFiles(repo, 'r'), stdout: line(unfinished) }),
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(
      '- the agent reported an error: a subagent the run started did not finish (subagent_stats failed: 1, killed.system: 1)\n',
    );
  });
});

describe("#312 codex's error wherever its JSONL puts one, and a report that is missing: never clean", () => {
  const line = (o: object) => JSON.stringify(o);
  const started = [line({ type: 'thread.started', thread_id: 't' }), line({ type: 'turn.started' })];
  const answered = [
    line({ type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text: 'Review done.' } }),
    line({ type: 'turn.completed', usage: { input_tokens: 10, output_tokens: 2 } }),
  ];
  const cases: [string, string[], RegExp][] = [
    [
      'an `error` event after the completed turn',
      [...started, ...answered, line({ type: 'error', message: 'stream error: connection reset by peer' })],
      /the agent reported an error: stream error: connection reset by peer/,
    ],
    [
      'a `turn.failed` before a later turn that completes',
      [...started, line({ type: 'turn.failed', error: { message: 'unexpected status 500' } }), line({ type: 'turn.started' }), ...answered],
      /the agent reported an error: unexpected status 500/,
    ],
    [
      'event types the reader does not know, and no turn ended',
      [...started, line({ type: 'turn.cancelled' }), line({ type: 'item.completed', item: { type: 'agent_message', text: 'done' } })],
      /the agent reported an error: codex printed events but no turn ended/,
    ],
    ['no events at all', [], /the agent reported an error: codex printed no report of its run/],
    [
      // #444: the report is folded from every line as it is printed, not read from a window of the last ones.
      'a `turn.failed` followed by 80 KiB of command output before a later turn completes (#444)',
      [
        ...started,
        line({ type: 'turn.failed', error: { message: 'unexpected status 500' } }),
        line({ type: 'turn.started' }),
        ...Array.from({ length: 40 }, (_, i) =>
          line({ type: 'item.completed', item: { id: `cmd_${i}`, type: 'command_execution', aggregated_output: 'x'.repeat(2000) } }),
        ),
        ...answered,
      ],
      /the agent reported an error: unexpected status 500/,
    ],
  ];
  for (const [what, lines, reason] of cases) {
    it(`#312 codex exits 0 having written its evidence, with ${what}: incomplete, in its words`, async () => {
      const repo = sealed();
      const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout: `${lines.join('\n')}\n`, exit: 0 }, {}, { agent: 'codex' });
      expect(r.outputs.verdict).toBe('incomplete');
      expect(r.summary.replace(/\\(.)/g, '$1')).toMatch(reason);
      expect(await schemaErrors('agent-run', runJson(repo))).toEqual([]);
    });
  }
});

// Rows 515 and 516: a claude result that ended well, the run's only one, and one JSON line of a report.
const claudeOk = {
  type: 'result',
  subtype: 'success',
  is_error: false,
  terminal_reason: 'completed',
  stop_reason: 'end_turn',
  result: 'Review written.',
  num_turns: 3,
  result_index: 0,
  modelUsage: { 'claude-sonnet-5-5': { inputTokens: 400, outputTokens: 200 } },
};
const jsonLine = (o: object) => JSON.stringify(o);

describe("#515 a JSON line of the CLI's report cut short, anywhere on stdout: its report unreadable, never clean", () => {
  const failed = jsonLine({ ...claudeOk, is_error: true, terminal_reason: 'api_error', result: 'API Error: 500 boom', result_index: 1 });
  const cut = (kind: string) =>
    `${kind} printed a line of its report that is not whole JSON objects (cut short, or other text), so its error and usage are unknown`;
  const codex = [
    jsonLine({ type: 'thread.started', thread_id: 't' }),
    jsonLine({ type: 'turn.started' }),
    jsonLine({ type: 'turn.completed', usage: { input_tokens: 10, output_tokens: 2 } }),
  ];
  const cases: [string, string, string][] = [
    // The last line, without its newline at EOF: read and judged.
    ['claude', 'a success result, then the error result cut mid-line at the end', `${jsonLine(claudeOk)}\n${failed.slice(0, 60)}`],
    ['claude', 'a message cut mid-line before the success result', `{"type":"assistant","message":{"content":[\n${jsonLine(claudeOk)}\n`],
    [
      'codex',
      'a completed turn, then an `error` event cut at 30 characters',
      [...codex, jsonLine({ type: 'error', message: 'stream disconnected before completion: boom' }).slice(0, 30)].join('\n'),
    ],
  ];
  for (const [agent, what, stdout] of cases) {
    it(`#515 review run, ${agent} exits 0 having written its evidence, with ${what}: not merged, the report unreadable`, async () => {
      const repo = sealed();
      const r = await cliAsync(
        repo,
        ['review', 'run', 'r', '--agent', agent, '--env-pass', 'PROOFGATE_STAND_IN'],
        standIn({ writes: evidenceFiles(repo, 'r'), stdout, exit: 0 }),
      );
      expect(r.code).toBe(2);
      expect(r.stdout).toContain(`- the agent reported an error: ${cut(agent)}\n`);
      expect(runJson(repo)).toMatchObject({ error: cut(agent), turns: null, tokens: null });
    });
  }
});

describe("#516 claude's last result still owing work (a subagent with no outcome, a queued turn): never clean", () => {
  const stats = { spawned: 2, started_in_background: 2, completed: 2, failed: 0, killed: { parent: 0, user: 0, system: 0 } };
  const cases: [string, object, string][] = [
    [
      'two subagents spawned, one completed, none failed or killed',
      { subagent_stats: { ...stats, completed: 1 } },
      'a subagent the run started did not finish (subagent_stats spawned: 2, completed: 1, failed: 0, killed.parent: 0, killed.user: 0, killed.system: 0)',
    ],
    [
      'a spawned count that is not a whole number',
      { subagent_stats: { ...stats, spawned: 2.5 } },
      'a subagent the run started did not finish (subagent_stats spawned: unreadable)',
    ],
    [
      'queued_turn_count 1 (another turn and result follow) and nothing after it',
      { queued_turn_count: 1 },
      "claude's last result says 1 queued turn(s) follow it (queued_turn_count), and none came: how the run ended is unknown",
    ],
    [
      'queued_turn_count -1',
      { queued_turn_count: -1 },
      "claude's last result says an unreadable number of queued turn(s) follow it (queued_turn_count), and none came: how the run ended is unknown",
    ],
  ];
  for (const [what, fields, reason] of cases) {
    it(`#516 review run, claude exits 0 with one success result, ${what}: not merged, in those words`, async () => {
      const repo = sealed();
      const r = await cliAsync(
        repo,
        ['review', 'run', 'r', '--agent', 'claude', '--env-pass', 'PROOFGATE_STAND_IN'],
        standIn({ writes: evidenceFiles(repo, 'r'), stdout: `${jsonLine({ ...claudeOk, ...fields })}\n` }),
      );
      expect(r.code).toBe(2);
      expect(r.stdout).toContain(`- the agent reported an error: ${reason}\n`);
    });
  }

  // Only the last result is judged so: an earlier one is written while a background subagent runs and before a queued turn.
  it('#516 review-gate, a first result with a queued turn and a subagent still running, then the turn it promised, all ended: clean', async () => {
    const repo = sealed();
    const first = { ...claudeOk, queued_turn_count: 1, subagent_stats: { ...stats, completed: 0 } };
    const second = { ...claudeOk, result_index: 1, queued_turn_count: 0, subagent_stats: stats };
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout: `${jsonLine(first)}\n${jsonLine(second)}\n` });
    expect(r.outputs.verdict).toBe('clean');
    expect(runJson(repo)).toMatchObject({ turns: 6, error: null });
  });
});

// Rows 519 and 520: claude's and codex's stdout is their report and nothing else, and it ends at its last event.
const codexTurn = [
  jsonLine({ type: 'thread.started', thread_id: 't' }),
  jsonLine({ type: 'turn.started' }),
  jsonLine({ type: 'turn.completed', usage: { input_tokens: 10, output_tokens: 2 } }),
];
/** `review run` with claude or codex stood in for, exiting 0 having written its evidence, printing `stdout`. */
const reviewRun = (repo: string, agent: string, stdout: string) =>
  cliCase(
    repo,
    ['review', 'run', 'r', '--agent', agent, '--env-pass', 'PROOFGATE_STAND_IN'],
    standIn({ writes: evidenceFiles(repo, 'r'), stdout, exit: 0 }),
  );

describe("#519 a line of claude's or codex's stdout that is neither blank nor whole JSON objects, whatever starts it: the report unreadable, never clean", () => {
  const failed = jsonLine({ ...claudeOk, is_error: true, terminal_reason: 'api_error', result: 'API Error: 500 boom', result_index: 1 });
  const unreadable = (kind: string) =>
    `${kind} printed a line of its report that is not whole JSON objects (cut short, or other text), so its error and usage are unknown`;
  const before: [string, string][] = [
    ['a BOM', '\uFEFF'],
    ['a NUL', '\u0000'],
    ['a form feed', '\f'],
    ['a vertical tab', '\v'],
    ['a no-break space', '\u00a0'],
  ];
  const cases: [string, string, string][] = [
    ...before.map(([what, c]): [string, string, string] => [
      'claude',
      `a success result, then the error result behind ${what}`,
      `${jsonLine(claudeOk)}\n${c}${failed}\n`,
    ]),
    [
      'codex',
      'a completed turn, then an `error` event behind a BOM',
      `${[...codexTurn, `\uFEFF${jsonLine({ type: 'error', message: 'stream disconnected before completion: boom' })}`].join('\n')}\n`,
    ],
    ['claude', 'a success result, then a line of plain text', `${jsonLine(claudeOk)}\nAPI Error: 500 boom\n`],
    ['claude', 'one array line holding the error result in an array of its own', `[${jsonLine(claudeOk)},[${failed}]]\n`],
  ];
  for (const [agent, what, stdout] of cases) {
    it(`#519 review run, ${agent} exits 0 having written its evidence, with ${what}: not merged, the report unreadable`, async () => {
      const repo = sealed();
      const r = await reviewRun(repo, agent, stdout);
      expect(r.code).toBe(2);
      expect(r.stdout).toContain(`- the agent reported an error: ${unreadable(agent)}\n`);
      expect(runJson(repo)).toMatchObject({ error: unreadable(agent), turns: null, tokens: null });
    });
  }

  it("#519 review-gate, blank lines of spaces, tabs and CRs between claude's lines, each ended by CRLF: its report read, clean", async () => {
    const repo = sealed();
    const stdout = `${jsonLine({ type: 'system', subtype: 'init' })}\r\n \t\r\n\r\n${jsonLine(claudeOk)}\r\n\n`;
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout });
    expect(r.outputs.verdict).toBe('clean');
    expect(runJson(repo)).toMatchObject({ turns: 3, error: null });
  });
});

describe("#520 a turn begun after the report's last end (claude's last result, codex's last turn) that nothing ended: never clean", () => {
  const claudeBegun = (type: string) =>
    `a turn began after claude's last result and no result ended it (first event type: ${type}), so how the run ended is unknown`;
  const codexBegun = (type: string) =>
    `a turn began after codex's last turn and no turn.completed or turn.failed ended it (first event type: ${type}), so how the run ended is unknown`;
  const message = { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'subagent done; continuing' }] } };
  const cases: [string, string, string, string][] = [
    ['claude', 'a success result, then an assistant message', `${jsonLine(claudeOk)}\n${jsonLine(message)}\n`, claudeBegun('assistant')],
    [
      'claude',
      "a success result, then a turn's init and a stream event",
      `${jsonLine(claudeOk)}\n${jsonLine({ type: 'system', subtype: 'init' })}\n${jsonLine({ type: 'stream_event', event: { type: 'message_start' } })}\n`,
      claudeBegun('system'),
    ],
    [
      'codex',
      'a completed turn, then `turn.started` and nothing more',
      `${[...codexTurn, jsonLine({ type: 'turn.started' })].join('\n')}\n`,
      codexBegun('turn.started'),
    ],
    [
      'codex',
      'a completed turn, then an `item.started` of a command',
      `${[...codexTurn, jsonLine({ type: 'item.started', item: { id: 'item_1', type: 'command_execution', status: 'in_progress' } })].join('\n')}\n`,
      codexBegun('item.started'),
    ],
  ];
  for (const [agent, what, stdout, reason] of cases) {
    it(`#520 review run, ${agent} exits 0 having written its evidence, with ${what}: not merged, in those words`, async () => {
      const repo = sealed();
      const r = await reviewRun(repo, agent, stdout);
      expect(r.code).toBe(2);
      expect(r.stdout).toContain(`- the agent reported an error: ${reason}\n`);
    });
  }

  // What claude prints after its last result without a turn beginning: a session's notices, a prompt suggestion.
  it("#520 review-gate, claude's success result, then system notices and a prompt suggestion: clean", async () => {
    const repo = sealed();
    const after = [
      { type: 'system', subtype: 'session_state_changed', state: 'idle' },
      { type: 'system', subtype: 'task_notification', task_id: 't1', status: 'completed' },
      { type: 'prompt_suggestion', suggestion: 'Run the tests' },
    ];
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout: [claudeOk, ...after].map((o) => `${jsonLine(o)}\n`).join('') });
    expect(r.outputs.verdict).toBe('clean');
    expect(runJson(repo)).toMatchObject({ error: null });
  });
});

// Row 657: claude prints `success`, `is_error: false` and `terminal_reason: completed` beside a
// model stop that did not end its turn; only end_turn or a stop sequence is a finished run.
describe("#657 claude's result saying success and completed, beside a stop reason that did not end the turn: never clean", () => {
  const reason = (stop: string) => `the run ended before it finished (stop_reason: ${stop})`;
  for (const stop of ['pause_turn', 'max_tokens', 'refusal', 'tool_use', 'model_context_window_exceeded'])
    it(`#657 review run, claude exits 0 having written its evidence, its one result with stop_reason ${stop}: not merged, in those words`, async () => {
      const repo = sealed();
      const r = await reviewRun(repo, 'claude', `${jsonLine({ ...claudeOk, stop_reason: stop })}\n`);
      expect(r.code).toBe(2);
      expect(r.stdout).toContain(`- the agent reported an error: ${reason(stop)}\n`);
      expect(runJson(repo)).toMatchObject({ stopReason: 'completed', error: reason(stop) });
    });

  it('#657 review-gate, a paused result, then a result that ends its turn: the paused one is the run, incomplete', async () => {
    const repo = sealed();
    const stdout = `${jsonLine({ ...claudeOk, stop_reason: 'pause_turn' })}\n${jsonLine({ ...claudeOk, result_index: 1 })}\n`;
    const r = await gate(repo, { writes: evidenceFiles(repo, 'r'), stdout });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(runJson(repo)).toMatchObject({ error: reason('pause_turn') });
  });

  it('#657 review-gate, a result with stop_reason stop_sequence: finished, clean', async () => {
    const repo = sealed();
    const r = await gate(repo, {
      writes: evidenceFiles(repo, 'r'),
      stdout: `${jsonLine({ ...claudeOk, stop_reason: 'stop_sequence' })}\n`,
    });
    expect(r.outputs.verdict).toBe('clean');
    expect(runJson(repo)).toMatchObject({ error: null });
  });
});
