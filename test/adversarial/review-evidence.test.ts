// Hazards 1–15 and 20 of security-anchors.md: hostile evidence handed to the review-gate action
// (dist/review-gate.js, run the runner's way, GitHub played by the local API github()). Each case
// asserts the verdict and exit code, the one-line reason in the summary and the check run, that no
// workflow command got through, and that no canary reached any sink.
import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, cliAsync, cliCase, cliInProcess, actionCase } from '../support/run.js';
import { commitAll, git, makeCartRepo } from '../support/repo.js';
import {
  CART_FINDING,
  folderOf,
  repoWith,
  reviewAgentFlags,
  scopeHashOf,
  write as writeIn,
  writeCoverage,
  writeFindings,
} from '../support/review.js';
import { childrenCpuMs } from '../support/cpu.js';
import { unescapeMarkdown } from '../support/markdown.js';
import { useGitHubServer } from '../support/github-server.js';
import { DOTENV_CANARY, ENV_CANARIES, expectNoCanary, sinks } from './support.js';

const ID = 'adv';
const completed = [{ path: 'src/cart.js', outcome: 'completed' }];
// What /etc/passwd always starts with: it must never be read into any output.
const PASSWD = readFileSync('/etc/passwd', 'utf8').split('\n')[0]!;

const github = useGitHubServer();

let pristine: string | undefined;
/**
 * The cart repository with a committed `.env` canary, `extra` applied, sealed. A case that changes
 * nothing in the repository starts from a copy of the first one sealed (a copy runs no git).
 */
async function sealedRepo(extra?: (repo: string) => void): Promise<string> {
  if (!extra && pristine) {
    const repo = mkdtempSync(join(tmpdir(), 'proofgate-evidence-'));
    cpSync(pristine, repo, { recursive: true });
    return repo;
  }
  const repo = makeCartRepo();
  writeFileSync(join(repo, '.env'), `TOKEN=${DOTENV_CANARY}\n`);
  extra?.(repo);
  commitAll(repo, 'adversarial fixture');
  expect((await cliCase(repo, ['review', 'scope', ID, '--base', 'HEAD~2'])).code).toBe(0);
  if (!extra) {
    pristine = mkdtempSync(join(tmpdir(), 'proofgate-evidence-'));
    cpSync(repo, pristine, { recursive: true });
  }
  return repo;
}

type Json = unknown;
type Source = (repo: string) => Json;
const findingsDoc = (repo: string, findings: Json[]) => ({
  schema: 'bmad-plus/review-findings/1',
  scopeSha256: scopeHashOf(repo, ID),
  findings,
});
const coverageDoc = (repo: string, items: Json[] = completed) => ({
  schema: 'bmad-plus/review-coverage/1',
  scopeSha256: scopeHashOf(repo, ID),
  items,
  run: { stop: 'completed' },
});

interface Case {
  hazard: number;
  name: string;
  repo?: (repo: string) => void;
  /** findings.json from the sealed repository (a document, raw bytes, or 'sparse'); undefined leaves it missing. */
  findings?: Source;
  coverage?: Source;
  /** The one-line reason the gate must print. */
  reason: RegExp;
  /** Text that must not appear anywhere (what a hostile path would have read). */
  neverRead?: string[];
}

const finding = (over: Record<string, Json>) => ({ ...CART_FINDING, ...over });
const withFindings = (findings: Json[]) => (repo: string) => findingsDoc(repo, findings);
const withCoverage = (items: Json[]) => (repo: string) => coverageDoc(repo, items);
const bytes = (text: string | Buffer) => () => (typeof text === 'string' ? Buffer.from(text) : text);

const CASES: Case[] = [
  {
    hazard: 1,
    name: 'a finding at ../../etc/passwd',
    findings: withFindings([finding({ path: '../../etc/passwd', existing_code: 'root' })]),
    reason: /findings\.json is not valid: findings\[0\] \(F1\): path "\.\.\/\.\.\/etc\/passwd" has a "\." or "\.\." segment/,
    neverRead: [PASSWD],
  },
  {
    hazard: 1,
    name: 'coverage of ../../etc/passwd',
    coverage: withCoverage([...completed, { path: '../../etc/passwd', outcome: 'completed' }]),
    reason: /items\[1\]: path "\.\.\/\.\.\/etc\/passwd" has a "\." or "\.\." segment/,
    neverRead: [PASSWD],
  },
  {
    hazard: 2,
    name: 'an absolute path',
    findings: withFindings([finding({ path: '/proc/self/environ', existing_code: 'PATH=' })]),
    reason: /findings\[0\] \(F1\): path "\/proc\/self\/environ" is absolute/,
  },
  {
    hazard: 2,
    name: 'a drive letter',
    findings: withFindings([finding({ path: 'C:\\x' })]),
    reason: /findings\[0\] \(F1\): path "C:\\\\x" /i,
  },
  {
    hazard: 2,
    name: 'a backslash',
    findings: withFindings([finding({ path: 'src\\cart.js' })]),
    reason: /findings\[0\] \(F1\): path "src\\\\cart\.js" .*backslash/,
  },
  {
    hazard: 3,
    name: 'a selected file that is a symlink to /proc/self/environ',
    repo: (repo) => symlinkSync('/proc/self/environ', join(repo, 'src/env.js')),
    findings: withFindings([finding({ id: 'L1', path: 'src/env.js', existing_code: 'GITHUB_TOKEN=' })]),
    coverage: withCoverage([...completed, { path: 'src/env.js', outcome: 'completed' }]),
    reason: /1 open finding\(s\) not anchored: L1 \(unlocated: a symlink is not quotable\)/,
  },
  {
    hazard: 4,
    name: 'a chain of symlinks leading outside',
    repo: (repo) => {
      symlinkSync('b.js', join(repo, 'src/a.js'));
      symlinkSync('/proc/self/environ', join(repo, 'src/b.js'));
    },
    findings: withFindings([finding({ id: 'L1', path: 'src/a.js', existing_code: 'SECRET_X=' })]),
    coverage: withCoverage([...completed, { path: 'src/a.js', outcome: 'completed' }, { path: 'src/b.js', outcome: 'completed' }]),
    reason: /1 open finding\(s\) not anchored: L1 \(unlocated: a symlink is not quotable\)/,
  },
  {
    hazard: 4,
    name: 'a path through a symlinked folder',
    repo: (repo) => symlinkSync('/proc/self', join(repo, 'proc')),
    findings: withFindings([finding({ id: 'L1', path: 'proc/environ', existing_code: 'SECRET_X=' })]),
    coverage: withCoverage([...completed, { path: 'proc', outcome: 'completed' }]),
    reason: /findings\[0\] \(L1\): path "proc\/environ" is not a selected file of the scope/,
  },
  {
    hazard: 5,
    name: 'a NUL in a path',
    findings: withFindings([finding({ path: 'src/cart.js\u0000.txt' })]),
    reason: /path "src\/cart\.jsU\+0000\.txt" contains a control, invisible or bidi character/,
  },
  {
    hazard: 5,
    name: 'a line feed in a path',
    findings: withFindings([finding({ path: 'src/cart.js\n::error::x' })]),
    // A word holding `:name:` is a code span (row 218).
    reason: /path `"src\/cart\.jsU\+000A::error::x"` contains a control, invisible or bidi character/,
  },
  {
    hazard: 5,
    name: 'a carriage return in a path',
    findings: withFindings([finding({ path: 'src/cart.js\r' })]),
    reason: /path "src\/cart\.jsU\+000D" contains a control/,
  },
  {
    hazard: 5,
    name: 'U+2028 in a path',
    findings: withFindings([finding({ path: 'src/cart\u2028.js' })]),
    reason: /path "src\/cartU\+2028\.js" contains a control, invisible or bidi character/,
  },
  {
    hazard: 5,
    name: 'a trailing space in a path',
    findings: withFindings([finding({ path: 'src/cart.js ' })]),
    reason: /findings\[0\] \(F1\): path "src\/cart\.jsU\+0020" (ends with a space|is not a selected file)/,
  },
  { hazard: 6, name: 'an option-like path -rf', findings: withFindings([finding({ path: '-rf' })]), reason: /path "-rf" starts with "-"/ },
  {
    hazard: 6,
    name: 'an option-like path --output=x',
    coverage: withCoverage([...completed, { path: '--output=x', outcome: 'completed' }]),
    reason: /path "--output=x" starts with "-"/,
  },
  {
    hazard: 6,
    name: 'pathspec magic :(top)s',
    findings: withFindings([finding({ path: ':(top)src/cart.js' })]),
    reason: /path ":\(top\)src\/cart\.js" starts with ":"/,
  },
  {
    hazard: 6,
    name: 'pathspec magic :!*',
    coverage: withCoverage([...completed, { path: ':!*', outcome: 'completed' }]),
    reason: /path ":!\*" starts with ":"/,
  },
  {
    hazard: 7,
    name: '.git/config',
    findings: withFindings([finding({ path: '.git/config', existing_code: '[core]' })]),
    reason: /path "\.git\/config" has a "\.git" segment/,
    neverRead: ['repositoryformatversion'],
  },
  {
    hazard: 7,
    name: '.GIT/HEAD',
    findings: withFindings([finding({ path: '.GIT/HEAD' })]),
    reason: /path "\.GIT\/HEAD" has a "\.git" segment/,
  },
  {
    hazard: 7,
    name: 'sub/.git/hooks/x',
    coverage: withCoverage([...completed, { path: 'sub/.git/hooks/x', outcome: 'completed' }]),
    reason: /path "sub\/\.git\/hooks\/x" has a "\.git" segment/,
  },
  {
    hazard: 8,
    name: 'a file outside the sealed scope',
    findings: withFindings([finding({ path: 'package.json', existing_code: '"name": "cart"' })]),
    reason: /findings\[0\] \(F1\): path "package\.json" is not a selected file of the scope/,
  },
  {
    hazard: 9,
    name: 'evidence for another scope hash',
    findings: (repo) => ({ ...findingsDoc(repo, []), scopeSha256: 'a'.repeat(64) }),
    coverage: (repo) => ({ ...coverageDoc(repo), scopeSha256: 'b'.repeat(64) }),
    reason: /coverage\.json answers another scope \(bbbbbbbbbbbb, sealed [0-9a-f]{12}\)/,
  },
  {
    hazard: 10,
    name: 'a missing findings.json',
    findings: undefined,
    reason: /no findings\.json: write it even when there is nothing to report/,
  },
  {
    hazard: 10,
    name: 'a missing coverage.json with zero findings',
    findings: withFindings([]),
    coverage: undefined,
    reason: /no coverage\.json: which files were reviewed is not established/,
  },
  {
    hazard: 10,
    name: 'an empty findings.json',
    findings: bytes(''),
    reason: /findings\.json is not valid: is not valid JSON: it ends before the JSON is complete/,
  },
  // V8's own message would quote this whole line, canary and all.
  {
    hazard: 10,
    name: 'a findings.json that is a copied .env line',
    findings: bytes(`TOKEN=${DOTENV_CANARY}`),
    reason: /findings\.json is not valid: is not valid JSON: it starts with text before the JSON: write the JSON alone/,
  },
  {
    hazard: 10,
    name: 'a null coverage.json',
    findings: withFindings([]),
    coverage: bytes('null'),
    reason: /coverage\.json is not valid: .*must be object/,
  },
  {
    hazard: 10,
    name: 'an empty object',
    findings: bytes('{}'),
    reason: /findings\.json is not valid: .*must have required property 'schema'/,
  },
  {
    hazard: 10,
    name: 'a wrong schema version',
    findings: (repo) => ({ ...findingsDoc(repo, []), schema: 'bmad-plus/review-findings/2' }),
    reason: /findings\.json is not valid: .*schema/,
  },
  {
    hazard: 11,
    name: 'a findings.json over the 64 MiB cap',
    findings: () => 'sparse',
    reason: /findings\.json is not valid: is 68157440 bytes; the limit is 67108864/,
  },
  {
    hazard: 11,
    name: 'nesting 100,000 deep',
    findings: bytes('['.repeat(100_000) + ']'.repeat(100_000)),
    reason: /findings\.json is not valid: .*nested deeper than 64 levels/,
  },
  {
    hazard: 11,
    name: 'a 10 MB string',
    findings: withFindings([finding({ content: 'x'.repeat(10_000_000) })]),
    reason: /findings\.json is not valid: \/findings\/0\/content: must NOT have more than 20000 characters/,
  },
  {
    hazard: 12,
    name: 'a __proto__ key',
    findings: bytes('{"schema":"bmad-plus/review-findings/1","__proto__":{"polluted":true},"findings":[]}'),
    reason: /findings\.json is not valid: \(top level\): the key "__proto__" is not accepted/,
  },
  {
    hazard: 12,
    name: 'a duplicate key',
    findings: (repo) =>
      Buffer.from(
        `{"schema":"bmad-plus/review-findings/1","scopeSha256":"${scopeHashOf(repo, ID)}","findings":[${JSON.stringify(CART_FINDING)}],"findings":[]}`,
      ),
    reason: /findings\.json is not valid: has a duplicate key in an object/,
  },
  {
    hazard: 13,
    name: 'invalid UTF-8',
    findings: bytes(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    reason: /findings\.json is not valid: .*UTF-8/,
  },
  {
    hazard: 13,
    name: 'a lone surrogate',
    findings: (repo) =>
      Buffer.from(JSON.stringify(findingsDoc(repo, [finding({ content: 'x' })])).replace('"content":"x"', '"content":"\\ud800"')),
    reason: /findings\.json is not valid: .*surrogate/,
  },
  {
    hazard: 13,
    name: 'a byte order mark',
    findings: (repo) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(findingsDoc(repo, [])))]),
    reason: /findings\.json is not valid: starts with a byte order mark/,
  },
  ...[0, -1, 1.5, '3', 999, [5, 2]].map((line): Case => ({
    hazard: 14,
    name: `a line number ${JSON.stringify(line)}`,
    findings: withFindings([Array.isArray(line) ? finding({ start_line: line[0], end_line: line[1] }) : finding({ line })]),
    reason: /findings\.json is not valid: \/findings\/0: unknown key "(line|start_line)"/,
  })),
  {
    hazard: 15,
    name: 'a quote absent from the head blob',
    findings: withFindings([finding({ existing_code: 'items.forEach((item) => charge(item));' })]),
    reason: /1 open finding\(s\) not anchored: F1 \(unlocated: no whole consecutive lines of the head version match the quote\)/,
  },
  {
    hazard: 20,
    name: 'a bidi override in a path',
    findings: withFindings([finding({ path: 'src/cart\u202e.js' })]),
    reason: /path "src\/cartU\+202E\.js" contains a control, invisible or bidi character/,
  },
  {
    hazard: 20,
    name: 'a zero-width space in a path',
    coverage: withCoverage([{ path: 'src/cart\u200b.js', outcome: 'completed' }]),
    reason: /path "src\/cartU\+200B\.js" contains a control, invisible or bidi character/,
  },
  {
    hazard: 20,
    name: 'an ANSI escape in a path',
    findings: withFindings([finding({ path: 'src/\u001b[31mcart.js' })]),
    reason: /path "src\/U\+001B\[31mcart\.js" contains a control, invisible or bidi character/,
  },
];

function write(file: string, source: Source | undefined, repo: string): void {
  if (source === undefined) return;
  const v = source(repo);
  if (v === 'sparse') {
    // 65 MiB of nothing, without writing it: the cap must refuse it before a byte is read.
    writeFileSync(file, '{');
    truncateSync(file, 65 * 1024 * 1024);
  } else writeFileSync(file, Buffer.isBuffer(v) ? v : JSON.stringify(v));
}

describe('adversarial review evidence through dist/review-gate.js: incomplete, the reason on one line, nothing read or leaked', () => {
  for (const c of CASES) {
    it(`#${c.hazard} ${c.name}`, async () => {
      const repo = await sealedRepo(c.repo);
      const folder = folderOf(repo, ID);
      mkdirSync(folder, { recursive: true });
      write(join(folder, 'findings.json'), 'findings' in c ? c.findings : withFindings([]), repo);
      write(join(folder, 'coverage.json'), 'coverage' in c ? c.coverage : withCoverage(completed), repo);
      const head = git(repo, 'rev-parse', 'HEAD').trim();
      const r = await actionCase(
        'review-gate.js',
        repo,
        { id: ID, 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false', 'sarif-file': 'out.sarif' },
        {
          env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' },
          event: { pull_request: { number: 7, base: { sha: git(repo, 'rev-parse', 'HEAD~2').trim() }, head: { sha: head } } },
        },
      );
      expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
      expect(r.code).toBe(1);
      // The only workflow commands are our own: the verdict line, and for a file over the evidence copy's cap (#654) the
      // warning naming it, left out; nothing from the evidence got through.
      expect(r.commands).toEqual([
        ...(c.name.includes('over the 64 MiB cap')
          ? ['::warning::the evidence copy leaves out 1 file(s) of the review folder too large to copy: findings.json']
          : []),
        expect.stringMatching(new RegExp(`^::error::proofgate review ${ID}: incomplete \\(\\d+ reason\\(s\\) in the job summary\\)$`)),
      ]);
      expect(r.stderr).toBe('');
      // The reason, on one line of the summary and of the check run GitHub shows.
      const reasonLine = (md: string) =>
        unescapeMarkdown(md)
          .split('\n')
          .find((l) => c.reason.test(l));
      expect(reasonLine(r.summary), r.summary.slice(0, 3000)).toBeDefined();
      expect(github().checkRuns).toHaveLength(1);
      const run = github().checkRuns[0]!;
      expect(run).toMatchObject({ status: 'completed', conclusion: 'failure', head_sha: head });
      expect(reasonLine(`${run.output?.summary ?? ''}\n${run.output?.text ?? ''}`)).toBeDefined();
      // Nothing leaked: the repository's .env and the untrusted evidence itself aside, every file and stream.
      const untrusted = (f: string) =>
        f === join(repo, '.env') || f === join(folder, 'findings.json') || f === join(folder, 'coverage.json');
      const where = sinks(r, [repo], github(), untrusted);
      expectNoCanary(where);
      if (c.neverRead) expectNoCanary(where, c.neverRead);
    });
  }
});

// Rows 570 and 571: two proofgates on one review folder, each reading the whole, folding and writing
// it back, undid one another (the slower run's look after its agent took the other's merge for its
// agent's change and put the old files back); and a proofgate killed between the writes of a commit of
// the whole left new findings beside the old coverage, which the gate took for a whole.
describe('one writer per review folder, and a whole never taken half-written (the CLI bundle)', () => {
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 600 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(done()).toBe(true);
  };
  const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

  it('#570 a review run, a gate and a continue while another review run writes the folder refuse at once naming its pid; the first is blamed for nothing, and the finding merged next stays', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'r1', '--effort', 'high'])).code).toBe(0);
    const folder = folderOf(repo, 'r1');
    // A: a slow reviewer that finds nothing; the others start while its agent runs.
    const a = cliAsync(repo, ['review', 'run', 'r1', '--reviewer', 'blind', ...reviewAgentFlags('--sleep', '8000', '--report', '[]')]);
    await until(() => existsSync(join(folder, 'attempts/1/attempt.json')));
    // Who holds the folder, as its lock says (none: nobody holds it, and the others write it at once).
    const lock = join(folder, 'review.lock');
    const holder = existsSync(lock) ? json(lock) : {};
    const b = await cliAsync(repo, ['review', 'run', 'r1', '--reviewer', 'edge-case', ...reviewAgentFlags()]);
    const gate = await cliInProcess(repo, ['review', 'gate', 'r1']);
    const resume = await cliInProcess(repo, ['review', 'continue', 'r1']);
    for (const r of [b, gate, resume]) {
      expect(r.stderr).toBe(
        `proofgate: the review folder ${folder} is in use: proofgate pid ${String(holder.pid)} (review run) has written it since ${String(holder.since)}; one process writes a review folder at a time: wait for it to end, then run this again\n`,
      );
      expect(r.code).toBe(3);
    }
    const ra = await a;
    expect(ra.stdout, ra.stdout).not.toContain('changed files outside');
    expect(existsSync(join(folder, 'review.lock'))).toBe(false);
    expect(existsSync(join(folder, 'ledger.json')) && json(join(folder, 'ledger.json'))).toMatchObject({
      reviewers: [{ id: 'blind', state: 'returned' }, { id: 'edge-case', state: 'outstanding' }, { id: 'verification-gap' }],
    });
    // B in its turn: its finding is merged, and nothing puts it back.
    const rb = await cliAsync(repo, ['review', 'run', 'r1', '--reviewer', 'edge-case', ...reviewAgentFlags()]);
    expect(rb.stdout, rb.stdout).not.toContain('changed files outside');
    const rc = await cliAsync(repo, ['review', 'run', 'r1', '--resume', ...reviewAgentFlags('--report', '[]')]);
    expect((json(join(folder, 'findings.json')).findings as { reviewer: string }[]).map((f) => f.reviewer)).toEqual(['edge-case']);
    expect(rc.stdout, rc.stdout).toMatch(/^r1: findings — coverage 1\/1 completed \(0 waived\), 1 open finding\(s\), 0 refuted$/m);
    expect(rc.code).toBe(1);
  });

  const refuting = JSON.stringify([
    {
      id: 'U1-F1',
      path: 'src/cart.js',
      existing_code: 'for (let i = 0; i <= items.length; i++) sum += items[i].price;',
      content: 'The loop runs one step past the end.',
      category: 'correctness',
      severity: 'high',
      confidence: 'high',
      disposition: 'refuted',
      refutation: 'items always carries a sentinel element.',
      unit: 'U1',
      pass: 'blind',
    },
  ]);
  const tools = mkdtempSync(join(tmpdir(), 'pg-571-'));
  // kill -9 at the instant proofgate renames onto the review's coverage.json: after findings.json, before coverage.json.
  const killHook = join(tools, 'kill-before-coverage.cjs');
  writeFileSync(
    killHook,
    [
      "const fsp = require('fs/promises');",
      "const { syncBuiltinESMExports } = require('module');",
      'const rename = fsp.rename;',
      "fsp.rename = async (from, to) => { if (String(to).endsWith('review/r1/coverage.json')) process.kill(process.pid, 'SIGKILL'); return rename(from, to); };",
      'syncBuiltinESMExports();',
    ].join('\n'),
  );
  // An unconfined agent that empties the review's findings.json, then kills proofgate before it can put it back.
  const emptier = (findings: string) => {
    const file = join(tools, 'empty-findings.mjs');
    writeFileSync(
      file,
      [
        '#!/usr/bin/env node',
        "import { readFileSync, writeFileSync } from 'node:fs';",
        "const sha = /# Code review: scope (\\S+)/.exec(readFileSync(0, 'utf8'))[1];",
        `writeFileSync(${JSON.stringify(findings)}, JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256: sha, findings: [] }));`,
        "process.kill(process.ppid, 'SIGKILL');",
      ].join('\n'),
      { mode: 0o755 },
    );
    return file;
  };

  for (const [what, kill, half] of [
    [
      'killed between the two writes of a commit of the whole (a refutation by a run stopped on its budget)',
      (repo: string) =>
        cliAsync(repo, ['review', 'run', 'r1', ...reviewAgentFlags('--report', refuting, '--stop', 'budget')], {
          NODE_OPTIONS: `--require ${killHook}`,
        }),
      'coverage.json is not what attempt 2 committed',
    ],
    [
      'killed by its unconfined agent before it put back the findings.json that agent emptied',
      (repo: string) =>
        cliAsync(repo, [
          'review',
          'run',
          'r1',
          '--isolate',
          'none',
          '--agent',
          'custom',
          '--agent-cmd',
          emptier(join(folderOf(repo, 'r1'), 'findings.json')),
        ]),
      'findings.json is not what attempt 1 committed',
    ],
  ] as const)
    it(`#571 dispatch one, proofgate ${what}: the gate is incomplete, naming the attempt and the file, until a run commits the whole again`, async () => {
      const repo = makeCartRepo();
      expect((await cliCase(repo, ['review', 'scope', 'r1', '--dispatch', 'one'])).code).toBe(0);
      expect((await cliCase(repo, ['review', 'run', 'r1', ...reviewAgentFlags()])).code).toBe(1);
      const folder = folderOf(repo, 'r1');
      expect((await kill(repo)).code).toBe(-1);
      expect(json(join(folder, 'attempts/2/attempt.json'))).toMatchObject({ ended: false, merged: false });
      const gate = await cliAsync(repo, ['review', 'gate', 'r1']);
      expect(gate.stdout, gate.stdout).toContain(
        '- attempt 2 never ended: proofgate stopped while its agent ran or its part was merged, so what it wrote may be half-done; run it again (review run --resume)\n',
      );
      expect(gate.stdout).toContain(`- ${half} (commit.json holds another SHA-256), and attempt 2 never ended: a commit stopped half-way`);
      expect(gate.code).toBe(2);
      // Run again (the dead run's lock taken over): the review is whole again, its finding read anew.
      const again = await cliAsync(repo, ['review', 'run', 'r1', '--resume', ...reviewAgentFlags()]);
      expect(again.stdout, again.stdout).toMatch(/^r1: findings — coverage 1\/1 completed \(0 waived\), 1 open finding\(s\), 0 refuted$/m);
      expect(again.code).toBe(1);
    });
});

describe('#581 anchoring has one comparison budget per file and per command; identical quotes are located once', () => {
  it('#581 1,000 findings quoting `a` then another line, over a file of 200,000 lines `a` (400 KB): gated in bounded CPU, those past the file budget ambiguous, an open one never clean', () => {
    const repo = repoWith({ 'src/a.js': 'x\n' }, (r) => writeIn(r, 'src/a.js', 'a\n'.repeat(200_000)));
    expect(cli(repo, ['review', 'scope', ID, '--base', 'HEAD~1', '--dispatch', 'one']).code).toBe(0);
    const quoting = (id: string, existing_code: string, open = false) => ({
      ...CART_FINDING,
      id,
      path: 'src/a.js',
      existing_code,
      ...(open ? {} : { disposition: 'refuted', refutation: 'It is not so.' }),
    });
    // One text 400 times, 300 times more in other whitespace, and 300 texts of their own: each compared alone cost 65 s of CPU.
    const refuted = [
      ...Array.from({ length: 400 }, (_, i) => quoting(`S${i}`, 'a\nb')),
      ...Array.from({ length: 300 }, (_, i) => quoting(`W${i}`, `a${' '.repeat(1 + (i % 9))}\n\tb  `)),
      ...Array.from({ length: 300 }, (_, i) => quoting(`D${i}`, `a\nb${i}`)),
    ];
    writeFindings(repo, ID, refuted);
    writeCoverage(repo, ID, [{ path: 'src/a.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    const cpu = childrenCpuMs();
    const gate = cli(repo, ['review', 'gate', ID]);
    // Refuted findings past the budget change nothing: clean.
    expect(gate.code, gate.stdout + gate.stderr).toBe(0);
    const anchor = cli(repo, ['review', 'anchor', ID]);
    // Generous for a loaded machine: both commands take well under a second of CPU here.
    expect(childrenCpuMs() - cpu).toBeLessThan(15_000);
    expect(anchor.stdout).toMatch(/0 located, \d+ ambiguous, \d+ unlocated/);
    expect(anchor.stdout).toMatch(/- S0 src\/a\.js: unlocated: no whole consecutive lines/);
    expect(anchor.stdout).toMatch(/- W299 src\/a\.js: unlocated: no whole consecutive lines/);
    expect(anchor.stdout).toMatch(
      /- D299 src\/a\.js: ambiguous: too many places to compare in this file: the comparison budget its quotes share is spent/,
    );
    // Open findings past the budget are never anchored: the gate is not clean, and says why.
    writeFindings(repo, ID, [...refuted, ...Array.from({ length: 300 }, (_, i) => quoting(`O${i}`, `a\nc${i}`, true))]);
    const open = cli(repo, ['review', 'gate', ID]);
    expect(open.code, open.stderr).toBe(2);
    expect(open.stdout).toMatch(/- 300 open finding\(s\) not anchored: O0 \(unlocated: no whole consecutive lines/);
    // Open ones first: those in the budget are answered, the rest never located.
    const reanchored = cli(repo, ['review', 'anchor', ID]).stdout;
    expect(reanchored).toMatch(/- O0 src\/a\.js: unlocated: no whole consecutive lines/);
    expect(reanchored).toMatch(
      /- O299 src\/a\.js: ambiguous: too many places to compare in this file: the comparison budget its quotes share is spent/,
    );
    expect(childrenCpuMs() - cpu).toBeLessThan(25_000);
  });
});

describe("#587 a reviewer is shown, as its earlier findings, only the words it wrote, never another reviewer's", () => {
  // One place (same file, category and quote), two reviewers' words: one finding once merged.
  const words = (who: string, basis: string) => ({
    ...CART_FINDING,
    content: `${who}-CONTENT: the loop reads one item past the end.`,
    evidence: `${who}-EVIDENCE: one item, and i reaches 1.`,
    trigger: `${who}-TRIGGER`,
    consequence: `${who}-CONSEQUENCE`,
    fix: `${who}-FIX`,
    basis,
  });
  // Blind read the diff alone (reasoned); edge-case read the repository (read, the stronger basis).
  const report = { blind: words('BLIND', 'reasoned'), 'edge-case': words('EDGECASE', 'read') };
  const run = (repo: string, reviewer: string, findings: object[], extra: string[] = []) =>
    cliCase(repo, ['review', 'run', ID, '--reviewer', reviewer, ...extra, ...reviewAgentFlags('--report', JSON.stringify(findings))]);

  /** Each reviewer's report folded as its run ends, in this order; or both as matrix parts, then `review merge`. */
  const folds: [string, (repo: string) => Promise<unknown>][] = [
    ['edge-case then blind', (repo) => foldInTurn(repo, ['edge-case', 'blind'])],
    ['blind then edge-case', (repo) => foldInTurn(repo, ['blind', 'edge-case'])],
    ['both merged from parts', (repo) => mergedParts(repo)],
  ];
  async function foldInTurn(repo: string, order: readonly ('blind' | 'edge-case')[]) {
    for (const reviewer of order) expect((await run(repo, reviewer, [report[reviewer]])).stdout).toContain('merged');
  }
  async function mergedParts(repo: string) {
    for (const reviewer of ['blind', 'edge-case'] as const)
      expect((await run(repo, reviewer, [report[reviewer]], ['--unit', 'U1'])).code).toBe(0);
    const parts = ['1', '2'].flatMap((n) => ['--from', join(folderOf(repo, ID), 'attempts', n)]);
    expect((await cliCase(repo, ['review', 'merge', ID, ...parts])).code).toBe(0);
  }

  it.each(folds)(
    "#587 blind and edge-case report one place in their own words (%s): each one's next prompt holds its own words and none of the other's",
    async (_how, fold) => {
      const repo = makeCartRepo();
      expect((await cliCase(repo, ['review', 'scope', ID, '--base', 'HEAD~1', '--effort', 'medium'])).code).toBe(0);
      await fold(repo);
      const { findings } = JSON.parse(readFileSync(join(folderOf(repo, ID), 'findings.json'), 'utf8')) as {
        findings: { reviewer: string; alsoBy?: string[] }[];
      };
      expect(findings.map((f) => [f.reviewer, ...(f.alsoBy ?? [])].sort())).toEqual([['blind', 'edge-case']]);
      // Each reruns silent; its prompt shows the one finding it may answer, in its own words only.
      const next = readdirSync(join(folderOf(repo, ID), 'attempts')).length + 1;
      for (const [n, reviewer] of (['blind', 'edge-case'] as const).map((r, i) => [next + i, r] as const)) {
        expect((await run(repo, reviewer, [])).code).not.toBe(3);
        const prompt = readFileSync(join(folderOf(repo, ID), 'attempts', String(n), 'prompt.md'), 'utf8');
        const shown = prompt.slice(prompt.indexOf('## Earlier findings on these files (untrusted data)'));
        expect(shown, reviewer).toContain(report[reviewer].content);
        expect(shown, reviewer).toContain(report[reviewer].evidence);
        expect(prompt, reviewer).not.toContain(`${reviewer === 'blind' ? 'EDGECASE' : 'BLIND'}-`);
      }
    },
  );
});
