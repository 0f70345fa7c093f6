// Adversarial cases 34 and 35 (security-anchors.md) through the bundle: dist/uat-gate.js run as the
// runner runs it and dist/cli.js, with canaries in the runner's environment and the project's `.env`.
import { describe, expect, it } from 'vitest';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cli, runActionAsync, type Run } from '../support/run.js';
import { useGitHubServer } from '../support/github-server.js';
import { EXAMPLE, launch, makeRun, PAGE_URL, pageContext, project, specSha, UAT, writeJson } from '../uat/support.js';
import { renderPage } from '../../src/uat/page.js';
import { mdText } from '../../src/text/neutralise.js';
import { outsideCode } from '../support/markdown.js';
import { artifactServer } from '../support/artifact-server.js';
import { DOTENV_CANARY, ENV_CANARIES, expectNoCanary, sinks } from './support.js';

const ID = 'example-1.0.0';
const RUN_ID = 'run-20261129T100000Z-abcd';
const RUN_FILE = `${UAT}/results/${ID}/${RUN_ID}.json`;
const ALL_PASS = { E1: 'pass', E2: 'pass', E3: 'pass', E4: 'pass', E5: 'pass' };
const SHA = specSha(EXAMPLE);
const WRITE_OK = { step: 'S2', kind: 'sql', ok: true, at: '2026-11-29T11:00:00Z', by: 'Bea (ran the verify query: 1 row)' };
const TRIAGE = { schema: 'bmad-plus/uat-triage/1', specId: ID, runId: RUN_ID, items: [], writeChecks: [WRITE_OK] };

const github = useGitHubServer();

/** A project with the shipped recipe, a `.env` holding a canary, and the runner's temp dir beside it. */
function planted(spec: Record<string, any> = EXAMPLE): { dir: string; temp: string; env: Record<string, string> } {
  const dir = project(spec);
  writeFileSync(join(dir, '.env'), `API_KEY=${DOTENV_CANARY}\n`);
  const temp = mkdtempSync(join(tmpdir(), 'proofgate-adv-uat-temp-'));
  return { dir, temp, env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, RUNNER_TEMP: temp } };
}
const notDotEnv = (dir: string) => (f: string) => f === join(dir, '.env');

/** A run of the shipped recipe, every expectation passed, then changed by `edit`. */
function tampered(edit: (run: any) => void): any {
  const run = makeRun(EXAMPLE, ALL_PASS);
  edit(run);
  return run;
}

interface GateCase {
  name: string;
  /** What lies in results/<ID>/<runId>.json: a document, or raw text. */
  file: unknown;
  forbid?: string;
  verdict: 'failed' | 'stale';
  exit: 1 | 3;
  /** The reason line, without its `- ` (a pattern only where the text is the JSON parser's own). */
  reason: string | RegExp;
}

const unusable = (errors: string) => `${RUN_FILE} is not a usable run: ${errors}`;
const STATUS_ENUM = 'must be equal to one of the allowed values (pass, fail, blocked, skip, null)';

// Case 34: every way a result file can lie about what a person observed.
const GATE_CASES: GateCase[] = [
  {
    name: 'results for another revision of the spec (another SHA)',
    file: makeRun(EXAMPLE, ALL_PASS, { specSha256: 'b'.repeat(64) }),
    verdict: 'stale',
    exit: 3,
    reason: `the latest run (${RUN_ID}) answered spec ${'b'.repeat(12)}; the spec is now ${SHA.slice(0, 12)}: rebuild the page and replay`,
  },
  {
    name: 'a missing expectation id',
    file: tampered((r) => r.answers.pop()),
    verdict: 'failed',
    exit: 1,
    reason: '1 expectation(s) unanswered: E5',
  },
  {
    name: 'a duplicate expectation id',
    file: tampered((r) => r.answers.push({ expect: 'E1', status: 'pass', note: '' })),
    verdict: 'failed',
    exit: 1,
    reason: unusable('/answers/5: expectation "E1" is answered twice'),
  },
  {
    name: 'an unknown expectation id',
    file: tampered((r) => r.answers.push({ expect: 'E9', status: 'pass', note: '' })),
    verdict: 'failed',
    exit: 1,
    reason: unusable('/answers/5: expectation "E9" is not in the spec'),
  },
  {
    name: 'status "pass " (trailing space)',
    file: tampered((r) => (r.answers[0].status = 'pass ')),
    verdict: 'failed',
    exit: 1,
    reason: unusable(`/answers/0/status: ${STATUS_ENUM}`),
  },
  {
    name: 'status "PASS"',
    file: tampered((r) => (r.answers[1].status = 'PASS')),
    verdict: 'failed',
    exit: 1,
    reason: unusable(`/answers/1/status: ${STATUS_ENUM}`),
  },
  {
    name: 'an unknown status',
    file: tampered((r) => (r.answers[2].status = 'accepted')),
    verdict: 'failed',
    exit: 1,
    reason: unusable(`/answers/2/status: ${STATUS_ENUM}`),
  },
  {
    name: 'self-acceptance by the pull request author (forbid-tester)',
    file: makeRun(EXAMPLE, ALL_PASS, { tester: 'Octo Cat' }),
    forbid: 'octo cat',
    verdict: 'failed',
    exit: 1,
    reason: 'the run was played by "Octo Cat", which reads as "octo cat", who may not accept their own work',
  },
  {
    name: 'tampered: a field the page never writes ("accepted": true)',
    file: makeRun(EXAMPLE, ALL_PASS, { accepted: true }),
    verdict: 'failed',
    exit: 1,
    reason: unusable('(top level): unknown key "accepted"'),
  },
  {
    name: 'tampered: the spec id of another recipe',
    file: makeRun(EXAMPLE, ALL_PASS, { specId: 'other-1.0.0' }),
    verdict: 'failed',
    exit: 1,
    reason: unusable('/specId: is "other-1.0.0", not "example-1.0.0"'),
  },
  {
    name: 'tampered: revision as a string',
    file: makeRun(EXAMPLE, ALL_PASS, { revision: '12' }),
    verdict: 'failed',
    exit: 1,
    reason: unusable('/revision: must be integer'),
  },
  {
    name: 'tampered: a spec hash that is not one',
    file: makeRun(EXAMPLE, ALL_PASS, { specSha256: 'passed' }),
    verdict: 'failed',
    exit: 1,
    reason: unusable('/specSha256: must match pattern "^[0-9a-f]{64}$"'),
  },
  {
    name: 'tampered: not JSON at all',
    file: '{"schema": "bmad-plus/uat-run/1", "answers": [',
    verdict: 'failed',
    exit: 1,
    reason: new RegExp(`^${RUN_FILE} is not a usable run: not a run: .*JSON`),
  },
];

/** The reason lines a run printed: `- …` lines of the verdict block. */
const reasonLines = (r: Run) =>
  r.stdout
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));

describe('adversarial 34: uat-gate over lying result files, through dist/', () => {
  it.each(GATE_CASES)('$name → $verdict (exit $exit), listed', async (c) => {
    const { dir, temp, env } = planted();
    writeJson(join(dir, UAT, 'triage', `${ID}.json`), TRIAGE);
    writeJson(join(dir, RUN_FILE), typeof c.file === 'string' ? {} : c.file);
    if (typeof c.file === 'string') writeFileSync(join(dir, RUN_FILE), c.file);
    const inputs = { id: ID, mode: 'gate', ...(c.forbid ? { 'forbid-tester': `someone-else\n${c.forbid}` } : {}) };
    const action = await runActionAsync('uat-gate.js', dir, inputs, { env });
    // The step fails (gate mode) with the verdict; exit-code carries the gate's own code.
    expect(action.code).toBe(1);
    expect(action.outputs).toMatchObject({ verdict: c.verdict, 'exit-code': String(c.exit), mode: 'gate' });
    expect(action.commands).toEqual([`::error::uat gate ${ID}: ${c.verdict}`]);
    // One line per problem in the log (commands off) and in the job summary.
    const logged = reasonLines(action);
    expect(logged).toHaveLength(1);
    if (typeof c.reason === 'string') expect(logged[0]).toBe(c.reason);
    else expect(logged[0]).toMatch(c.reason);
    expect(action.summary).toContain(`- ${mdText(logged[0]!)}`);
    expect(action.summary).toContain(`### ${c.verdict === 'stale' ? '\u26a0\ufe0f' : '\u274c'} ${c.verdict}`);
    // The CLI says the same with the documented exit code.
    const r = cli(dir, ['uat', 'gate', ID, ...(c.forbid ? ['--forbid-tester', c.forbid] : [])], ENV_CANARIES);
    expect(r.code).toBe(c.exit);
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^${ID}: ${c.verdict}\\b`));
    expect(reasonLines(r)).toEqual(logged);
    // Nothing reached the API; no canary reached any sink (streams, summary, outputs, files, temp).
    expect(github().requests).toEqual([]);
    expectNoCanary({ ...sinks(action, [dir, temp], github(), notDotEnv(dir)), 'cli stdout': r.stdout, 'cli stderr': r.stderr });
  });

  it('several lies at once: each is its own line, and the gate still fails', async () => {
    const { dir, temp, env } = planted();
    writeJson(join(dir, UAT, 'triage', `${ID}.json`), TRIAGE);
    const files = GATE_CASES.filter((c) => c.verdict === 'failed' && !c.forbid && String(c.reason).includes('is not a usable run'));
    files.forEach((c, i) => {
      const runId = `run-20261129T09000${i}Z-bad${i}`;
      const file = join(dir, UAT, 'results', ID, `${runId}.json`);
      if (typeof c.file === 'string') writeFileSync(file, c.file);
      else writeJson(file, { ...(c.file as object), runId });
    });
    writeJson(join(dir, RUN_FILE), makeRun(EXAMPLE, ALL_PASS));
    const action = await runActionAsync('uat-gate.js', dir, { id: ID, mode: 'gate' }, { env });
    expect([action.code, action.outputs.verdict, action.outputs['exit-code']]).toEqual([1, 'failed', '1']);
    const logged = reasonLines(action);
    expect(logged).toHaveLength(files.length);
    expect(new Set(logged.map((l) => l.split(' is not a usable run')[0])).size).toBe(files.length);
    expectNoCanary(sinks(action, [dir, temp], github(), notDotEnv(dir)));
  });
});

// Case 35: hostile spec text on the tester's page.
const HOSTILE = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
interface PageCase {
  name: string;
  edit: (spec: Record<string, any>) => void;
  /** `uat lint` passes (labels and witnesses are not markup-checked: a screen may show any text), so the action hands the page over. */
  lints: boolean;
}
const PAGE_CASES: PageCase[] = [
  {
    name: 'in the title, a place, a step and an expectation (lint refuses; uat build still renders it inert)',
    lints: false,
    edit: (spec) => {
      spec.title = HOSTILE[0];
      spec.steps[0].where = HOSTILE[1];
      spec.steps[0].do = [`Click ${HOSTILE[1]} then </script><script>alert(2)</script>`];
      spec.steps[0].expect[0].text = HOSTILE[0];
    },
  },
  {
    name: 'in on-screen labels and a witness (lint passes; the action builds and hands over the page)',
    lints: true,
    edit: (spec) => {
      spec.steps[0].labels = [...HOSTILE, '</script><script>alert(2)</script>'];
      spec.witnesses[0].thing = HOSTILE[1];
    },
  },
];

/** The page's embedded data (the only place spec text lives) and everything around it. */
function splitPage(html: string): { data: string; rest: string } {
  const open = '<script type="application/json" id="uat-data">';
  const at = html.indexOf(open);
  const end = html.indexOf('</script>', at);
  expect(at).toBeGreaterThan(0);
  return { data: html.slice(at + open.length, end), rest: html.slice(0, at + open.length) + html.slice(end) };
}

/** What a page must be whatever its spec says: inert, offline, SHA-bound. */
function expectSafePage(html: string, spec: Record<string, any>): void {
  const sha = specSha(spec);
  const { data, rest } = splitPage(html);
  // SHA-bound: the spec's hash in the meta tag and in the data, with the spec itself.
  expect(rest).toContain(`<meta name="proofgate-uat-spec-sha256" content="${sha}">`);
  expect(JSON.parse(data)).toMatchObject({ sha, serve: false, spec });
  // No executable form: the data cannot close its script element or open a tag; the rest holds no spec text.
  expect(data).toMatch(/^[\x20-\x7e]*$/);
  expect(data).not.toMatch(/[<>&]/);
  for (const t of [...HOSTILE, 'alert(', 'onerror']) expect(rest).not.toContain(t);
  expect(html).not.toMatch(/<script>alert|<img/i);
  expect(html.match(/<script\b/g)).toHaveLength(2);
  expect(html.match(/<\/script>/g)).toHaveLength(2);
  // Offline: a CSP that allows no other origin, and no reference to one outside the data (the spec's own URL is text in it).
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(rest)?.[1] ?? '';
  expect(csp.split('; ')).toEqual(
    expect.arrayContaining(["default-src 'none'", "connect-src 'none'", "base-uri 'none'", "form-action 'none'", 'img-src data:']),
  );
  expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(csp).not.toMatch(/https?:|\*/);
  expect(rest).not.toMatch(/https?:\/\/|@import/i);
  expect(rest).not.toMatch(/(^|[^A-Za-z])url\(\s*['"]?(?!data:)/); // CSS url(), not the script's createObjectURL(
  expect(rest).not.toMatch(/\b(src|href|action)\s*=\s*["']?(?!data:)[a-z]+:/i);
}

describe('adversarial 35: the tester page built from hostile titles, through dist/', () => {
  it.each(PAGE_CASES)('$name', async (c) => {
    // The example's own id: a recipe under another id still holding the starter's texts would not lint.
    const spec = structuredClone(EXAMPLE);
    c.edit(spec);
    const { dir, temp, env } = planted(spec);
    const page = join(dir, UAT, `pages/uat-${spec.id}.html`);
    // The in-process renderer the Chromium tests play (test/uat/page.test.ts proves it renders
    // through textContent) is inert whatever the spec says, lint or not.
    const html = await renderPage({ spec: spec as any, sha256: specSha(spec), serve: false });
    expectSafePage(html, spec);
    const built = cli(dir, ['uat', 'build', spec.id, '--json'], ENV_CANARIES);
    if (c.lints) {
      expect(built.code, built.stderr).toBe(0);
      expect(JSON.parse(built.stdout)).toMatchObject({ page, specSha256: specSha(spec), bytes: Buffer.byteLength(html) });
      // Deterministic: the bundle writes the in-process bytes, and a second build the same again.
      expect(readFileSync(page, 'utf8')).toBe(html);
      expect(cli(dir, ['uat', 'build', spec.id], ENV_CANARIES).code).toBe(0);
      expect(readFileSync(page, 'utf8')).toBe(html);
    } else {
      // The seed: a page is not handed over when lint fails; build lints first and writes nothing.
      expect(built.code).toBe(1);
      expect(JSON.parse(built.stdout)).toMatchObject({
        page: null,
        lintErrors: expect.arrayContaining([expect.stringMatching(/^\/title: contains markup/)]),
      });
      expect(existsSync(page)).toBe(false);
    }

    // The action with build-page (gate mode): a page is handed over only when the recipe lints.
    const artifacts = await artifactServer();
    const action = await runActionAsync(
      'uat-gate.js',
      dir,
      { id: spec.id, mode: 'gate', 'build-page': 'true' },
      { env: { ...env, ...artifacts.env } },
    );
    await artifacts.close();
    expect(action.code).toBe(1);
    if (c.lints) {
      expect(action.outputs).toMatchObject({ page, verdict: 'awaiting', 'exit-code': '2', 'page-artifact-id': '1000' });
      expect(action.commands.filter((x) => !x.startsWith('::debug::'))).toEqual([`::error::uat gate ${spec.id}: awaiting`]);
      expect(readFileSync(page, 'utf8')).toBe(html);
    } else {
      expect(action.outputs).toMatchObject({ verdict: 'lint-failed', 'exit-code': '1' });
      expect(action.outputs.page).toBe('');
      expect(action.commands).toEqual([
        expect.stringMatching(new RegExp(`^::error::uat lint ${spec.id} found \\d+ error\\(s\\): the page is not built$`)),
      ]);
      expect(action.stdout).toContain(`- /title: contains markup (<script>); the page shows plain text`);
      expect(existsSync(page)).toBe(false);
    }
    // The summary renders no markup from the spec.
    expect(outsideCode(action.summary)).not.toMatch(/<script|<img|onerror/i);
    expect(github().requests).toEqual([]);
    expectNoCanary({ ...sinks(action, [dir, temp], github(), notDotEnv(dir)), 'cli stdout': built.stdout, 'cli stderr': built.stderr });
  });
});

// Case 261: a bidirectional control in a text the tester reads. The page shows text through textContent, so the
// browser applies the control: `\u202e001 EUR\u202c` in the JSON is `RUE 100` on screen, the reverse of what the
// recipe says (and of what lint, the gate and the summary show, each with U+XXXX). The tester checks another fact.
interface DirectionCase {
  name: string;
  edit: (spec: Record<string, any>) => void;
  /** The place lint must name, and the code point. */
  where: string;
  code: string;
}
const DIRECTION_CASES: DirectionCase[] = [
  {
    name: 'U+202E (right-to-left override) in an expectation',
    edit: (spec) => (spec.steps[1].expect[1].text = 'The booking number shown starts with \u202e-KB\u202c'),
    where: '/steps/1/expect/1/text',
    code: 'U+202E',
  },
  {
    name: 'U+2066/U+2069 (isolate) in a gesture',
    edit: (spec) => (spec.steps[1].do[2] = 'Click \u2067Cancel booking\u2069 Confirm'),
    where: '/steps/1/do/2',
    code: 'U+2067',
  },
  {
    name: 'U+202A (embedding) in the title',
    edit: (spec) => (spec.title = 'Book a table \u202aand find it again'),
    where: '/title',
    code: 'U+202A',
  },
  {
    name: 'U+202D (left-to-right override) in the tester note',
    edit: (spec) => (spec.testerNote = 'Use the test customer \u202dAna Test\u202c.'),
    where: '/testerNote',
    code: 'U+202D',
  },
  {
    name: 'U+061C (Arabic letter mark) in a place',
    edit: (spec) => (spec.steps[0].where = 'The home page\u061c of the staging site'),
    where: '/steps/0/where',
    code: 'U+061C',
  },
  {
    name: 'U+200F (right-to-left mark) in an on-screen label',
    edit: (spec) => (spec.steps[0].labels = ['Book a table\u200f', 'Your booking']),
    where: '/steps/0/labels/0',
    code: 'U+200F',
  },
  {
    name: 'U+200E (left-to-right mark) in the environment name',
    edit: (spec) => (spec.environment.name = 'staging\u200e'),
    where: '/environment/name',
    code: 'U+200E',
  },
  {
    name: 'U+202B (embedding) in the version',
    edit: (spec) => (spec.version = '1.0.0\u202b'),
    where: '/version',
    code: 'U+202B',
  },
];

describe('adversarial 261: a bidirectional control in a text the tester reads, through dist/', () => {
  it.each(DIRECTION_CASES.map((c, i) => ({ ...c, first: i === 0 })))(
    'adversarial 261 $name: lint refuses it, no page is built or handed over',
    async (c) => {
      const spec = structuredClone(EXAMPLE);
      c.edit(spec);
      const { dir, temp, env } = planted(spec);
      const page = join(dir, UAT, `pages/uat-${spec.id}.html`);
      const built = cli(dir, ['uat', 'build', spec.id, '--json'], ENV_CANARIES);
      expect(built.code, built.stdout + built.stderr).toBe(1);
      expect(JSON.parse(built.stdout)).toMatchObject({
        page: null,
        lintErrors: expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${c.where}: holds a bidirectional control \\(${c.code.replace('+', '\\+')}\\)`)),
        ]),
      });
      expect(existsSync(page)).toBe(false);
      if (!c.first) return;
      // The action with build-page: the page is not handed over.
      const action = await runActionAsync('uat-gate.js', dir, { id: spec.id, mode: 'gate', 'build-page': 'true' }, { env });
      expect(action.outputs).toMatchObject({ verdict: 'lint-failed', 'exit-code': '1' });
      expect(action.outputs.page).toBe('');
      expect(action.stdout).toContain(`- ${c.where}: holds a bidirectional control (${c.code})`);
      expect(existsSync(page)).toBe(false);
      expectNoCanary({ ...sinks(action, [dir, temp], github(), notDotEnv(dir)), 'cli stdout': built.stdout, 'cli stderr': built.stderr });
    },
  );
});

// #627: a character that draws nothing (a variation selector, a Hangul filler, a braille blank, a tag character) in a
// text the tester reads: the page shows a blank or nothing, lint, the gate and the summary show U+XXXX.
const BLANK_CASES: DirectionCase[] = [
  {
    name: 'U+3164 (Hangul filler) in an expectation',
    edit: (spec) => (spec.steps[1].expect[1].text = 'The booking number shown starts with \u3164BK'),
    where: '/steps/1/expect/1/text',
    code: 'U+3164',
  },
  {
    name: 'U+FE0F (variation selector) in an on-screen label',
    edit: (spec) => (spec.steps[0].labels = ['Book a table\ufe0f', 'Your booking']),
    where: '/steps/0/labels/0',
    code: 'U+FE0F',
  },
  {
    name: 'U+2800 (braille blank) in a gesture',
    edit: (spec) => (spec.steps[1].do[2] = 'Click Cancel\u2800booking'),
    where: '/steps/1/do/2',
    code: 'U+2800',
  },
  {
    name: 'U+E0100 (variation selector 17) in the title',
    edit: (spec) => (spec.title = 'Book a table\u{e0100} and find it again'),
    where: '/title',
    code: 'U+E0100',
  },
];

describe('#627 a character that draws nothing in a text the tester reads, through dist/', () => {
  it.each(BLANK_CASES.map((c, i) => ({ ...c, first: i === 0 })))(
    '#627 $name: lint refuses it, no page is built or handed over',
    async (c) => {
      const spec = structuredClone(EXAMPLE);
      c.edit(spec);
      const { dir, env } = planted(spec);
      const page = join(dir, UAT, `pages/uat-${spec.id}.html`);
      const built = cli(dir, ['uat', 'build', spec.id, '--json']);
      expect(built.code, built.stdout + built.stderr).toBe(1);
      expect(JSON.parse(built.stdout)).toMatchObject({
        page: null,
        lintErrors: expect.arrayContaining([
          `${c.where}: holds a character that draws nothing (${c.code}): the page would show a blank or nothing where lint, the gate and the summary show ${c.code}; write the text without it`,
        ]),
      });
      expect(existsSync(page)).toBe(false);
      if (!c.first) return;
      const action = await runActionAsync('uat-gate.js', dir, { id: spec.id, mode: 'gate', 'build-page': 'true' }, { env });
      expect(action.outputs).toMatchObject({ verdict: 'lint-failed', 'exit-code': '1' });
      expect(action.stdout).toContain(`- ${c.where}: holds a character that draws nothing (${c.code})`);
      expect(existsSync(page)).toBe(false);
    },
  );
});

// Cases 282 and 283: the page the tester reads, played in Chromium. Text from the spec reaches it through
// textContent, so no markup runs, but the browser still lays it out: right-to-left letters reorder what sits
// beside them, and a line without spaces or with thousands of combining marks can paint over the controls.
/** The boxes of `part` (an index range of the element's text) as [left, right, top, bottom], through every text node. */
type Box = [left: number, right: number, top: number, bottom: number];
async function box(page: import('playwright-core').Page, selector: string, from: number, to: number): Promise<Box> {
  return page.$eval(
    selector,
    (root: any, [a, b]: number[]): Box => {
      const doc = root.ownerDocument;
      const walk = doc.createTreeWalker(root, 4);
      const range = doc.createRange();
      let at = 0;
      const out: Box = [Infinity, -Infinity, Infinity, -Infinity];
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const len = (n.textContent ?? '').length;
        for (let i = Math.max(a!, at); i < Math.min(b!, at + len); i++) {
          range.setStart(n, i - at);
          range.setEnd(n, i - at + 1);
          for (const r of Array.from(range.getClientRects() as ArrayLike<any>)) {
            out[0] = Math.min(out[0], r.left);
            out[1] = Math.max(out[1], r.right);
            out[2] = Math.min(out[2], r.top);
            out[3] = Math.max(out[3], r.bottom);
          }
        }
        at += len;
      }
      return out;
    },
    [from, to],
  );
}
async function played(spec: Record<string, any>): Promise<{ page: import('playwright-core').Page; done: () => Promise<void> }> {
  const browser = await launch();
  const { ctx } = await pageContext(browser, await renderPage({ spec: spec as any, sha256: specSha(spec), serve: false }));
  const page = await ctx.newPage();
  await page.goto(PAGE_URL);
  await page.fill('#tester-name', 'Ana Test');
  await page.click('#start');
  return { page, done: () => browser.close() };
}

describe("adversarial 282: right-to-left text beside digits, Latin text and the page's own words, in Chromium", () => {
  it('adversarial 282 an expectation `12-\u05d0 \u05d0\u05d9\u05e9\u05d5\u05e8` reads in its own order, and its number stays outside it', async () => {
    const spec = structuredClone(EXAMPLE);
    const text = '12-\u05d0 \u05d0\u05d9\u05e9\u05d5\u05e8';
    spec.steps[0].expect[0].text = text;
    spec.steps[0].do[0] = `${text} then press OK`;
    const { page, done } = await played(spec);
    try {
      const q = `#q-${spec.steps[0].expect[0].id}`;
      const shown = (await page.textContent(q)) ?? '';
      const at = shown.indexOf(text);
      // Its first strong letter is Hebrew: read right to left, the first word lies wholly right of the second.
      const first = await box(page, q, at, at + 4);
      const second = await box(page, q, at + 5, at + text.length);
      expect(second[1], 'the second word is left of the first').toBeLessThanOrEqual(first[0] + 0.5);
      // The page's number of the check lies wholly outside the spec's text.
      const number = await box(page, q, 0, at);
      const whole = await box(page, q, at, at + text.length);
      expect(number[1] <= whole[0] + 0.5 || number[0] >= whole[1] - 0.5, JSON.stringify({ number, whole })).toBe(true);
      // A gesture is its own paragraph in its own direction too.
      const li = '.do li:first-child';
      const w1 = await box(page, li, 0, 4);
      const w2 = await box(page, li, 5, text.length);
      expect(w2[1]).toBeLessThanOrEqual(w1[0] + 0.5);
    } finally {
      await done();
    }
  });
});

describe('adversarial 283: a spec text that paints over the controls, in Chromium', () => {
  it.each([
    { name: 'a line of 10,000 combining marks (zalgo)', text: `Total ${'\u0336\u0489\u030d\u0353'.repeat(2500)} is 12 EUR` },
    { name: 'a 400,000-character line without a space', text: 'x'.repeat(400_000) },
    {
      name: 'markup as text: <style>, style=, </textarea>, markdown',
      text: '</textarea><style>.choices{display:none}</style><p style="position:fixed;inset:0">**Pass**</p>',
    },
  ])('adversarial 283 $name: the text and the four answers stay visible, nothing of it over them', async (c) => {
    const spec = structuredClone(EXAMPLE);
    spec.steps[0].expect[0].text = c.text;
    const { page, done } = await played(spec);
    try {
      const id = spec.steps[0].expect[0].id;
      const q = await page.$eval(`#q-${id}`, (e: any) => {
        const { getComputedStyle, innerWidth } = globalThis as any;
        const r = e.getBoundingClientRect();
        return {
          r: [r.left, r.right, r.top, r.bottom] as Box,
          clip: getComputedStyle(e).overflowX !== 'visible' || getComputedStyle(e).overflowY !== 'visible',
          width: e.ownerDocument.documentElement.scrollWidth,
          view: innerWidth,
        };
      });
      expect(q.width, 'nothing wider than the window').toBeLessThanOrEqual(q.view);
      expect(q.clip, 'what paints outside the text is clipped').toBe(true);
      const buttons = await page.$$eval(`[data-expect="${id}"] .choice`, (bs) => bs.map((b) => b.getBoundingClientRect().top));
      expect(buttons).toHaveLength(4);
      for (const top of buttons) expect(top).toBeGreaterThanOrEqual(q.r[3]);
      // Each answer is the element at its own centre: nothing is painted or laid over it.
      await page.locator(`[data-expect="${id}"] .choice-pass`).scrollIntoViewIfNeeded();
      const hit = await page.$$eval(`[data-expect="${id}"] .choice`, (bs) =>
        bs.map((b) => {
          const r = b.getBoundingClientRect();
          const at = b.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!at && b.contains(at);
        }),
      );
      expect(hit).toEqual([true, true, true, true]);
      // The expectation's own text is shown, from its start, in the view when scrolled to.
      expect(await page.textContent(`#q-${id}`)).toContain(c.text.slice(0, 20));
    } finally {
      await done();
    }
  });
});

describe('#595 the label check never reads the uat folder as source, wherever the configuration puts it', () => {
  const MISSING = 'Zorblax label no screen has';
  /** A project whose uat folder is qa/uat (config), the shipped recipe plus a label no code shows, and code holding every other label. */
  function configured(): string {
    const dir = mkdtempSync(join(tmpdir(), 'proofgate-595-'));
    const spec = structuredClone(EXAMPLE);
    spec.steps[0].labels.push(MISSING);
    mkdirSync(join(dir, '_bmad'));
    writeFileSync(join(dir, '_bmad/config.yaml'), 'uat:\n  dir: qa/uat\n');
    writeJson(join(dir, 'qa/uat/specs', `${ID}.json`), spec);
    const labels = (EXAMPLE.steps as { labels: string[] }[]).flatMap((s) => s.labels);
    writeFileSync(join(dir, 'app.js'), labels.map((l) => `render(${JSON.stringify(l)});`).join('\n'));
    return dir;
  }
  for (const src of ['.', 'qa', `qa/uat/specs/${ID}.json`])
    it(`#595 --src ${src}: the label only the recipe holds is missing, and lint fails`, () => {
      const dir = configured();
      const r = cli(dir, ['uat', 'lint', ID, '--src', src]);
      expect(r.stdout).toContain(`label ${JSON.stringify(MISSING)} (step S1) is not in any source file`);
      expect(r.code).toBe(1);
    });
});

describe('#655 uat lint --src reads no file past its 2 MiB cap and walks past a folder it cannot read', () => {
  /** A project with src/ holding every label of the recipe in one file. */
  function withSource(): string {
    const dir = project();
    mkdirSync(join(dir, 'src'));
    const labels = (EXAMPLE.steps as { labels: string[] }[]).flatMap((s) => s.labels);
    writeFileSync(join(dir, 'src/app.js'), labels.map((l) => `render(${JSON.stringify(l)});`).join('\n'));
    return dir;
  }

  it('#655 a 3 GiB sparse file and 100 hard links to a 1.9 GiB one: never read, lint ends in seconds', () => {
    const dir = withSource();
    execFileSync('truncate', ['-s', '3G', join(dir, 'src/big.bin')]);
    execFileSync('truncate', ['-s', '1900M', join(dir, 'src/huge.bin')]);
    for (let i = 0; i < 100; i++) linkSync(join(dir, 'src/huge.bin'), join(dir, `src/huge${i}.bin`));
    const started = Date.now();
    const r = cli(dir, ['uat', 'lint', ID, '--src', 'src']);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(r.stdout).toContain('checked against 1 source files');
    expect(r.code).toBe(0);
  });

  it('#655 a folder chain past PATH_MAX: lint names the folder it could not read in one bounded line and fails (exit 1)', () => {
    const dir = withSource();
    const name = 'd'.repeat(200);
    execFileSync('bash', ['-c', `cd src && for i in $(seq 1 40); do mkdir ${name} && cd ${name}; done && echo x > deep.js`], { cwd: dir });
    const r = cli(dir, ['uat', 'lint', ID, '--src', 'src']);
    const out = `${r.stdout}${r.stderr}`;
    expect(out).not.toMatch(/unexpected error/);
    const line = out.split('\n').find((l) => l.includes('ENAMETOOLONG'));
    expect(line).toMatch(/the source folder .*dddd…dddd.* is too long a path for this system \(ENAMETOOLONG\).*its files were not checked/);
    expect(line!.length).toBeLessThan(600);
    expect(r.code).toBe(1);
    execFileSync('rm', ['-rf', join(dir, 'src')]);
  });
});
