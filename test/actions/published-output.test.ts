// What the actions publish, read as a reviewer reads it (issue 15, "Published output"): severity
// colours, the root cause first, nothing invisible in what is copied, the artifact named only once
// uploaded and under a name of its own, and each finding linked to its lines at the head commit.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cli, runAction, runActionAsync, type ActionRun } from '../support/run.js';
import { git, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, writeCoverage, writeFindings } from '../support/review.js';
import { useGitHubServer } from '../support/github-server.js';
import { codeTexts, renderGfm } from '../support/gfm.js';

const github = useGitHubServer({ perTest: true });
const TOKEN = 'ghs_' + 'Q'.repeat(36);

function sealed(id: string): string {
  const repo = makeCartRepo();
  expect(cli(repo, ['review', 'scope', id]).code).toBe(0);
  return repo;
}

/** Findings on the cart's lines: two high, one critical, one low, no medium. */
const quotes: [string, string][] = [
  ['high', 'for (let i = 0; i <= items.length; i++) sum += items[i].price;'],
  ['high', 'return sum;'],
  ['critical', 'let sum = 0;'],
  ['low', 'return items.length;'],
];
const FINDINGS = quotes.map(([severity, existing_code], i) => ({ ...CART_FINDING, id: `F${i + 1}`, severity, existing_code }));

function gated(id: string, env: Record<string, string> = {}): ActionRun {
  const repo = sealed(id);
  writeFindings(repo, id, FINDINGS);
  writeCoverage(repo, id, [{ path: 'src/cart.js', outcome: 'completed' }]);
  return runAction('review-gate.js', repo, { id, 'github-token': '' }, { env });
}

/** Every code span and fenced block of a Markdown text, as GitHub renders it: what a reader selects and copies. */
const copyable = (markdown: string) => codeTexts(renderGfm(markdown));
const FORMAT = /\p{Cf}/u;

describe('published output, through the bundle', () => {
  it("point 1: the severity chart: each slice takes its severity's colour, empty severities left out", () => {
    const r = gated('colours');
    const chart = /```mermaid\n%%\{init: (.*)\}%%\npie[^\n]*\n([\s\S]*?)\n```/.exec(r.summary);
    expect(chart, r.summary).not.toBeNull();
    const colours = (JSON.parse(chart![1]!) as { themeVariables: Record<string, string> }).themeVariables;
    const slices = [...chart![2]!.matchAll(/"(\w+)" : (\d+)/g)].map((m) => m[1]!);
    expect(slices).toEqual(['high', 'critical', 'low']);
    // Mermaid colours the N-th slice with pieN: each severity's slice reads as that severity.
    const expected: Record<string, string> = { critical: '#cf222e', high: '#e16f24', low: '#8c959f' };
    slices.forEach((s, i) => expect(colours[`pie${i + 1}`], s).toBe(expected[s]));
    expect(Object.keys(colours)).toHaveLength(3);
  });

  it('point 2: the agent cannot run: the summary says why in its first lines, before any table', () => {
    const repo = sealed('why');
    const r = runAction('review-gate.js', repo, { id: 'why', agent: 'claude', 'agent-cmd': '/nonexistent/claude', 'github-token': '' });
    expect(r.outputs.verdict).toBe('incomplete');
    const head = r.summary.split('\n').slice(0, 3).join('\n');
    expect(head).toMatch(/incomplete\*\*, the agent cannot run/);
    expect(head).toContain('/nonexistent/claude');
    expect(r.summary.indexOf('|') === -1 || r.summary.indexOf('/nonexistent/claude') < r.summary.indexOf('|')).toBe(true);
  });

  it('point 2: the agent timed out: the reason comes before the table of counts', () => {
    const repo = sealed('slow');
    const r = runAction('review-gate.js', repo, {
      id: 'slow',
      agent: 'custom',
      'agent-cmd': process.execPath,
      'agent-args': '-e\nsetTimeout(() => {}, 60000)',
      'timeout-minutes': '0.05',
      // One reviewer: the scope's reviewers run one after another here (isolate none), each waiting out its time limit.
      reviewer: 'blind',
      isolate: 'none',
      'github-token': '',
    });
    expect(r.outputs.verdict, r.stdout + r.stderr).toBe('incomplete');
    const why = r.summary.search(/timed out|time limit/i);
    expect(why, r.summary).toBeGreaterThan(-1);
    expect(why).toBeLessThan(r.summary.indexOf('| selected |'));
  });

  it('point 3: every code span and fenced block a reader copies is free of format characters (U+200B and the like)', () => {
    const repo = sealed('copy');
    // No claude on PATH: the fix is an install line, with an @ that must not become a mention.
    const missing = runAction(
      'review-gate.js',
      repo,
      { id: 'copy', agent: 'claude', 'github-token': '' },
      { env: { PATH: '/usr/bin:/bin' } },
    );
    const scope = runAction('review-scope.js', makeCartRepo(), { id: 'copy3' });
    const spans = [missing.summary, gated('copy2').summary, scope.summary].flatMap(copyable);
    expect(spans.length).toBeGreaterThan(10);
    expect(spans.filter((s) => FORMAT.test(s))).toEqual([]);
    // The install line is one code span, copied whole: the span stops the mention, nothing is inserted.
    expect(spans).toContain('npm install --global @anthropic-ai/claude-code');
  });

  it('point 4: an upload that fails: the summary says the evidence is not attached, never that it is', () => {
    const r = gated('lost', deadResults());
    expect(r.summary).toMatch(/The evidence is not attached to this run: artifact proofgate-review-lost not uploaded/);
    expect(r.summary).not.toMatch(/is attached to this run as the artifact/);
  });

  it('point 5: scope and gate in one job: two names of their own; one name given twice is refused with the fix', () => {
    const repo = makeCartRepo();
    const temp = mkdtempSync(join(tmpdir(), 'proofgate-job-'));
    const env = deadResults();
    const scope = runAction('review-scope.js', repo, { id: 'both' }, { runnerTemp: temp, env });
    const gate = runAction('review-gate.js', repo, { id: 'both', 'github-token': '', 'allow-empty': 'true' }, { runnerTemp: temp, env });
    expect(scope.summary).toContain('artifact proofgate-scope-both not uploaded');
    expect(gate.summary).toContain('artifact proofgate-review-both not uploaded');

    const again = mkdtempSync(join(tmpdir(), 'proofgate-job-'));
    runAction('review-scope.js', repo, { id: 'same', 'artifact-name': 'evidence' }, { runnerTemp: again, env });
    const second = runAction(
      'review-gate.js',
      repo,
      { id: 'same', 'artifact-name': 'evidence', 'github-token': '' },
      { runnerTemp: again, env },
    );
    expect(second.summary).toContain('an earlier step of this job uploads under that name');
    expect(second.summary).toContain("give this step's artifact-name a name of its own");
  });

  it('point 6: each finding links to its lines at the head commit, in the summary and the check run', async () => {
    const repo = sealed('links');
    writeFindings(repo, 'links', FINDINGS);
    writeCoverage(repo, 'links', [{ path: 'src/cart.js', outcome: 'completed' }]);
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const env = { GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop', GITHUB_SERVER_URL: 'https://github.example' };
    const r = await runActionAsync('review-gate.js', repo, { id: 'links', 'github-token': TOKEN, 'upload-artifact': 'false' }, { env });
    const link = `https://github.example/acme/shop/blob/${head}/src/cart.js#L3`;
    expect(r.summary).toContain(`(${link})`);
    const output = github().checkRuns[0]!.output;
    expect(`${output.summary}\n${output.text}`).toContain(`(${link})`);
    // What the check run shows to copy is as clean as the summary's.
    expect(copyable(`${output.summary}\n${output.text}`).filter((s) => FORMAT.test(s))).toEqual([]);
    // No repository (a local run): a location, never a link.
    const local = gated('local', { GITHUB_REPOSITORY: '' });
    expect(local.summary).toContain('src/cart.js');
    expect(local.summary).not.toContain('/blob/');
  });
});

/** An artifact runtime whose results service refuses the connection: every upload fails, fast. */
function deadResults(): Record<string, string> {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const jwt = `${part({ alg: 'none' })}.${part({ scp: 'Actions.Results:ce7f54c7-61c7-4aae-887f-30da475f5f1a:ca395085-040a-526b-2ce8-bdc85f692774' })}.x`;
  return { ACTIONS_RUNTIME_TOKEN: jwt, ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/' };
}
