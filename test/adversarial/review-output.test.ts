// Hazards 16–19 and 21 of security-anchors.md: what the review-gate action (dist/review-gate.js)
// writes when the evidence quotes secrets, carries workflow commands or markup, or is huge.
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { actionCase, BUNDLE_NODE, cli, ROOT, runAction, type ActionRun } from '../support/run.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { commitAll, makeCartRepo } from '../support/repo.js';
import { useGitHubServer } from '../support/github-server.js';
import { FAKE_SECRETS, secretCores } from '../support/canaries.js';
import { outsideCode, unescapeMarkdown } from '../support/markdown.js';
import { codeTexts, renderGfm } from '../support/gfm.js';
import { openFence } from '../../src/text/truncate.js';
import { mdCellCode, mdCellText, mdCode, mdText } from '../../src/text/neutralise.js';
import { FAKE_AGENT } from '../agent/support.js';
import { ENV_CANARIES, expectNoCanary, gateOnPullRequest, sealedCart, sinks } from './support.js';

const ID = 'out';
const github = useGitHubServer();

/** The cart repository plus `files`, committed and sealed by the bundle (once per test process, then copied). */
const sealed = (files: Record<string, string> = {}): string => sealedCart(ID, ['--base', 'HEAD~2'], files);

const gate = (repo: string, inputs: Record<string, string> = {}) => gateOnPullRequest(github(), repo, ID, 'HEAD~2', inputs);

/** Every sink but the untrusted inputs: the committed sources and the agent's findings.json. */
function outputs(r: ActionRun, repo: string, sources: string[]): Record<string, string> {
  const untrusted = new Set([...sources.map((s) => join(repo, s)), join(folderOf(repo, ID), 'findings.json')]);
  return sinks(r, [repo], github(), (f) => untrusted.has(f));
}

const coverAll = (repo: string, paths: string[]) =>
  writeCoverage(
    repo,
    ID,
    ['src/cart.js', ...paths].map((path) => ({ path, outcome: 'completed' })),
    { run: { stop: 'completed' } },
  );

// The distinctive start of each secret: a cut secret would leave it behind.
const PREFIXES = secretCores().map((s) => s.slice(0, 14));

describe('#16 #17 secrets quoted by findings are redacted in every sink, before any cut', () => {
  it('#16 every shape, quoted, in content, evidence and the consequence: findings, and no secret anywhere', async () => {
    const lines = Object.values(FAKE_SECRETS).map((s, i) => `export const s${i} = ${JSON.stringify(s)};`);
    const repo = sealed({ 'src/config.js': lines.join('\n') + '\n' });
    writeFindings(
      repo,
      ID,
      lines.map((line, i) => ({
        ...CART_FINDING,
        id: `S${i}`,
        path: 'src/config.js',
        existing_code: line.split('\n')[0]!,
        content: `Hard-coded credential: ${line}`,
        evidence: line,
        consequence: `Anyone can use ${line}`,
        category: 'security',
      })),
    );
    coverAll(repo, ['src/config.js']);
    const r = await gate(repo);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'open-findings': String(lines.length) });
    expect(r.summary).toContain('[REDACTED]');
    expect(github().checkRuns[0]!.annotations.length).toBe(lines.length);
    expectNoCanary(outputs(r, repo, ['src/config.js']), [...secretCores(), ...Object.values(ENV_CANARIES)]);
  });

  /**
   * A finding on each line of `file` (a constant holding one credential), quoted as the code, the
   * content and the evidence; the gate's outputs hold none of `canaries` nor the cores of `shapes`.
   */
  async function quotedInEverySink(file: string, lines: string[], shapes: string[], canaries: string[] = []) {
    const repo = sealed({ [file]: lines.join('\n') + '\n' });
    writeFindings(
      repo,
      ID,
      lines.map((line, i) => ({
        ...CART_FINDING,
        id: `C${i}`,
        path: file,
        existing_code: line,
        content: `Credential in code: ${line}`,
        evidence: line,
        consequence: `Anyone can use ${line}`,
        category: 'security',
      })),
    );
    coverAll(repo, [file]);
    const r = await gate(repo);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'open-findings': String(lines.length) });
    expectNoCanary(outputs(r, repo, [file]), [
      ...secretCores().filter((core) => shapes.some((k) => FAKE_SECRETS[k]!.includes(core))),
      ...canaries,
    ]);
    return r;
  }
  const constants = (values: string[]) => values.map((v, i) => `export const c${i} = ${JSON.stringify(v)};`);

  it('#479 URL userinfo as parsers split it (an empty user, `@` in the password, a token for the user, a long password) and Claude Code OAuth tokens: redacted in every sink', async () => {
    const shapes = ['url_empty_user', 'url_at_password', 'url_token_user', 'url_long_password', 'anthropic_oauth'];
    const r = await quotedInEverySink('src/remote.js', constants(shapes.map((k) => FAKE_SECRETS[k]!)), shapes);
    // The host, the scheme and a user name that is a name stay readable.
    expect(unescapeMarkdown(r.summary)).toContain('https://bot:[REDACTED]@mirror.example.com');
  });

  it('#487 URL credentials with no scheme (a proxy as curl takes it), protocol-relative, JSON-escaped, past 400 characters; a token user of letters alone: redacted in every sink', async () => {
    const shapes = ['proxy_bare', 'url_relative', 'url_json_escaped', 'url_longer'];
    const user = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ';
    const values = [...shapes.map((k) => FAKE_SECRETS[k]!), `https://${user}@dev.azure.com/org`];
    await quotedInEverySink('src/proxy.js', constants(values), shapes, [user]);
  });

  it.each([
    [
      '#489 Hugging Face and Google OAuth tokens, a .netrc password, curl -u user:password',
      ['huggingface', 'google_oauth', 'netrc', 'curl_user'],
    ],
    [
      '#494 a URL password holding a quote, a bcrypt hash ($2b$…), slashes written as backslashes',
      ['url_quote', 'url_bcrypt', 'url_backslash'],
    ],
  ])('%s: redacted in every sink', async (_title, shapes) => {
    await quotedInEverySink('src/creds.js', constants(shapes.map((k) => FAKE_SECRETS[k]!)), shapes);
  });

  it('#17 a secret JSON-escaped, wrapped in ANSI colour, and straddling the 65,535-byte cut of the check run', async () => {
    const token = FAKE_SECRETS.github_classic!;
    const escaped = `const cfg = "{\\"token\\":\\"${token}\\"}";`;
    // The source holds the escape as written in JavaScript (backslash, u001b), the finding a real ESC.
    const coloured = `console.log("\\u001b[31m${token}\\u001b[0m");`;
    const repo = sealed({ 'src/escaped.js': `${escaped}\n${coloured}\n` });
    // Secrets edge to edge: wherever a byte cap falls, it falls inside or beside one.
    const wall = (n: number) => `${token} `.repeat(Math.floor(n / (token.length + 1)));
    writeFindings(repo, ID, [
      {
        ...CART_FINDING,
        id: 'J1',
        path: 'src/escaped.js',
        existing_code: escaped,
        content: `JSON-escaped ${JSON.stringify(JSON.stringify({ token }))}`,
        category: 'security',
      },
      { ...CART_FINDING, id: 'A1', content: `ANSI \u001b[31m${token}\u001b[0m and ${FAKE_SECRETS.aws}\u001b[0m`, category: 'security' },
      ...Array.from({ length: 10 }, (_, i) => ({
        ...CART_FINDING,
        id: `W${i}`,
        content: wall(19_990),
        evidence: wall(19_990),
        consequence: wall(19_990),
        category: 'security',
      })),
    ]);
    coverAll(repo, ['src/escaped.js']);
    const r = await gate(repo);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'open-findings': '12' });
    // The check run's text was cut at its byte cap, inside the wall of secrets.
    expect(github().checkRuns[0]!.output.text).toMatch(/characters omitted/);
    expectNoCanary(outputs(r, repo, ['src/escaped.js']), [...PREFIXES, token.slice(4)]);
  });
});

describe('#18 #19 text from the pull request is inert in every sink', () => {
  const hostile = [
    '::add-mask::x',
    '::error file=a.js,line=1::injected',
    '::stop-commands::t',
    '%0A::warning::encoded',
    '@acme/security-team and &#64;octocat, fixes #1 and acme/shop#2, see GH-3',
    'fixed in f0e1d2c4b5a6, and (E0D1C2B) too',
    '<!-- proofgate:review -->',
    '![t](http://x.example/pixel.png) <img src=x onerror=alert(1)>',
    'a | table | breaker',
    '```\n</details><details open>',
  ].join('\n');

  it("#18 workflow commands in findings and in the agent's output: only our own verdict line is a command", async () => {
    const repo = sealed();
    const findings = JSON.stringify({
      schema: 'bmad-plus/review-findings/1',
      scopeSha256: JSON.parse(readFileSync(join(folderOf(repo, ID), 'scope.json'), 'utf8')).scopeSha256,
      findings: [{ ...CART_FINDING, content: hostile, evidence: hostile }],
    });
    const coverage = JSON.stringify({
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256: JSON.parse(findings).scopeSha256,
      items: [{ path: 'src/cart.js', outcome: 'completed' }],
      run: { stop: 'completed' },
    });
    const args = [
      ...hostile.split('\n').flatMap((line) => ['--stdout', line]),
      '--stderr',
      '::error::from stderr',
      '--write-output',
      `findings=${findings}`,
      '--write-output',
      `coverage=${coverage}`,
    ];
    const r = await gate(repo, { agent: 'custom', 'agent-cmd': FAKE_AGENT, 'agent-args': args.join('\n'), isolate: 'none' });
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1' });
    expect(r.stdout).toContain('::add-mask::x'); // logged, inside a stop-commands block
    // Our own lines only: the warning that isolate none ran the agent unconfined, and the verdict.
    expect(r.commands.filter((c) => !/^::(end)?group::/.test(c))).toEqual([
      expect.stringMatching(/^::warning::the agent ran unconfined \(isolation none/),
      '::error::proofgate review out: findings',
    ]);
  });

  it('#19 mentions, references, markers, images, pipes, fences and <details> are neutralised in the summary, the check run and the annotations', async () => {
    const repo = sealed();
    writeFindings(repo, ID, [{ ...CART_FINDING, content: hostile, evidence: hostile, trigger: hostile }]);
    coverAll(repo, []);
    const r = await gate(repo);
    expect(r.outputs.verdict).toBe('findings');
    const run = github().checkRuns[0]!;
    for (const [sink, md] of [
      ['summary', r.summary],
      ['check summary', run.output.summary ?? ''],
      // Our own one-time create mark (hazard 649) opens the text; only that exact line is taken out.
      ['check text', (run.output.text ?? '').replace(/^<!-- proofgate-create:[0-9a-f]{16} -->\n\n/, '')],
    ] as const) {
      // What GitHub would render as markup: code and backslash-escaped characters taken out.
      const markup = outsideCode(md).replace(/\\[!-/:-@[-`{-~]/g, '');
      expect(markup, sink).not.toMatch(/<img|<!--|!\[t\]\(|@acme|@octocat|&#64;/);
      // GitHub links an issue reference even with its # escaped (`\#1`): only code keeps it inert.
      expect(outsideCode(md), sink).not.toMatch(/#\d|GH-\d/i);
      // #275 nor a commit reference: GitHub links 7 to 40 hex digits standing alone to that commit, a fork's included.
      expect(outsideCode(md), sink).not.toMatch(/f0e1d2c|E0D1C2B/);
      if (sink === 'summary') expect(md).toContain('`f0e1d2c4b5a6`,');
      // Balanced: every <details> we open is closed.
      expect((md.match(/<details/g) ?? []).length, sink).toBe((md.match(/<\/details>/g) ?? []).length);
    }
    // Annotations are plain text on GitHub; the github() has checked them against their limits.
    expect(run.annotations).toHaveLength(1);
  });

  it('#19 control and invisible characters (ESC, a bidi override, a lone CR, a zero-width space) reach no plain-text sink raw: annotations and SARIF show them as U+XXXX', async () => {
    const repo = sealed();
    const sly = 'safe\u202e\u0007txt.exe \u001b[31mred\u001b[0m\rOVERWRITE\u200b\tkept tab\r\nnext line';
    writeFindings(repo, ID, [{ ...CART_FINDING, content: sly, evidence: sly, consequence: sly }]);
    coverAll(repo, []);
    const sarifFile = join(repo, 'out.sarif');
    const r = await gate(repo, { 'sarif-file': 'out.sarif' });
    expect(r.outputs.verdict).toBe('findings');
    const [annotation] = github().checkRuns[0]!.annotations;
    const sarifText = JSON.parse(readFileSync(sarifFile, 'utf8')).runs[0].results[0].message.text as string;
    for (const [sink, text] of [
      ['annotation message', annotation!.message],
      ['annotation title', annotation!.title ?? ''],
      ['annotation raw_details', annotation!.raw_details ?? ''],
      ['SARIF message', sarifText],
    ] as const)
      expect(text, sink).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(annotation!.message).toContain('safeU+202EU+0007txt.exe U+001B[31mred');
    expect(annotation!.message).toContain('U+000DOVERWRITEU+200B\tkept tab\nnext line');
    expect(sarifText).toContain('U+000DOVERWRITEU+200B\tkept tab\nnext line');
  });
});

/** A sealed repository of `n` one-line findings on `src/many.js`, each line its own quote; `more` adds to finding i. */
function manyFindings(n: number): string {
  const repo = sealed({ 'src/many.js': Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n' });
  writeFindings(
    repo,
    ID,
    Array.from({ length: n }, (_, i) => ({
      ...CART_FINDING,
      id: `M${i}`,
      path: 'src/many.js',
      existing_code: `export const v${i} = ${i};`,
      content: `Value ${i} is magic.`,
      severity: i % 7 === 0 ? 'critical' : 'medium',
    })),
  );
  coverAll(repo, ['src/many.js']);
  return repo;
}

describe('#21 5,000 findings end to end', () => {
  it('#21 annotations in batches of 50, summary under 1 MiB, check text under 65,535 with the rest counted, every finding kept and counted', async () => {
    const N = 5000;
    const repo = manyFindings(N);
    const r = await gate(repo);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'open-findings': String(N) });
    expect(r.code).toBe(1);
    const writes = github().requests.filter((q) => /check-runs/.test(q.path) && q.method !== 'GET');
    for (const w of writes)
      expect(((w.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length).toBeLessThanOrEqual(50);
    const run = github().checkRuns[0]!;
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(run.annotations).toHaveLength(N);
    expect(Buffer.byteLength(run.output.text ?? '')).toBeLessThanOrEqual(65535);
    expect(run.output.text).toMatch(/… \d+ characters omitted/);
    expect(Buffer.byteLength(r.summary)).toBeLessThan(1024 * 1024);
    // The full evidence stays in the review folder: all 5,000 anchored, none dropped.
    const anchored = JSON.parse(readFileSync(join(folderOf(repo, ID), 'findings.anchored.json'), 'utf8'));
    expect(anchored.findings).toHaveLength(N);
    expect(anchored.totals).toMatchObject({ located: N });
  });
});

describe('#352 a SARIF code scanning would cut or refuse is never offered for upload', () => {
  // Past either limit the action takes one path (sarifUnfit's reason); the 10 MB gzipped edge is
  // test/review/sarif-limits.test.ts's (a review that passes it takes 45 s of the suite through the bundle).
  it('#352 5,001 findings, past the 5,000 code scanning keeps of a run: the verdict stands, no sarif-file output, one warning where the whole is, the file written whole', async () => {
    const n = 5001;
    const repo = manyFindings(n);
    const r = await gate(repo);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1', 'open-findings': String(n) });
    expect(r.code).toBe(1);
    expect(r.outputs['sarif-file']).toBe('');
    const warning = r.stdout.split('\n').filter((l) => l.startsWith('::warning') && l.includes('not for code scanning'));
    expect(warning).toHaveLength(1);
    const reason = /its 5,001 results are past the 5,000 code scanning keeps of a run/;
    expect(warning[0]).toMatch(reason);
    expect(warning[0]).toContain(`holds all ${n} open finding(s)`);
    expect(r.summary).toMatch(reason);
    // The file is the whole, for a reader; only the upload is withheld.
    const doc = JSON.parse(readFileSync(join(repo, 'out.sarif'), 'utf8')) as { runs: { results: unknown[] }[] };
    expect(doc.runs[0]!.results).toHaveLength(n);
    expectNoCanary(outputs(r, repo, ['src/many.js']));
  });
});

describe("#353 an output past the 1 MB GitHub holds of a job's outputs is never set", () => {
  it("#353 the root action's stdout of `review gate --json` on 3,000 findings: left empty, one warning saying where the whole is", async () => {
    const repo = manyFindings(3000);
    const r = await actionCase('action.js', repo, { command: 'review gate', args: `${ID}\n--json` }, { env: ENV_CANARIES });
    expect(r.outputs['exit-code']).toBe('1');
    expect(r.outputs.stdout).toBe('');
    const warning = r.stdout.split('\n').filter((l) => l.startsWith('::warning') && l.includes('output `stdout`'));
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatch(
      /left empty: its [\d,]+ characters are past the 1 MB GitHub holds of a job's outputs; the whole is in this step's log/,
    );
    // The log has it whole: the last finding is there.
    expect(r.stdout).toContain('Value 2999 is magic.');
    expectNoCanary(outputs(r, repo, ['src/many.js']));
  });
});

describe('#302 the 65,535-byte cut of the check run leaves no block open', () => {
  it('#302 a cut inside a quoted fence: the fence is closed, the note that says what was left out is text, not code', async () => {
    // 340 lines, about 18,400 characters: each finding quotes them all, so the fourth one's quote holds the cut.
    const lines = Array.from({ length: 340 }, (_, i) => `export const l${String(i).padStart(3, '0')} = '${'q'.repeat(30)}';`);
    const repo = sealed({ 'src/long.js': lines.join('\n') + '\n' });
    const categories = ['correctness', 'security', 'performance', 'maintainability', 'testing'];
    writeFindings(
      repo,
      ID,
      categories.map((category, i) => ({ ...CART_FINDING, id: `L${i}`, path: 'src/long.js', existing_code: lines.join('\n'), category })),
    );
    coverAll(repo, ['src/long.js']);
    const r = await gate(repo);
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'open-findings': String(categories.length) });
    const text = github().checkRuns[0]!.output.text ?? '';
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(65535);
    const note = /… (\d+) characters omitted/.exec(text);
    expect(note).not.toBeNull();
    expect(openFence(text)).toBe('');
    const html = renderGfm(text);
    expect(html).toMatch(/<p>… \d+ characters omitted[^<]*<\/p>\n$/);
    expect(html.replace(/<pre[\s\S]*?<\/pre>/g, '')).toContain(note![0]);
  });
});

describe('#317 a pipe in code is shown as written in prose and in table cells alike', () => {
  it('#317 a file named `src/a|b.js` and a finding quoting `a | b`: every code span renders the exact text, with no backslash outside a table and no broken cell inside one', async () => {
    const repo = sealed({ 'src/a|b.js': 'export const or = (a, b) => a || b;\n', 'lock|x/package-lock.json': '{}\n' });
    writeFindings(repo, ID, [
      {
        ...CART_FINDING,
        path: 'src/a|b.js',
        existing_code: 'export const or = (a, b) => a || b;',
        content: 'Run `a | b` then `x\\|y`: the pipe stays.',
      },
    ]);
    coverAll(repo, ['src/a|b.js']);
    const r = await gate(repo, { acknowledge: 'lock|x/package-lock.json' });
    expect(r.outputs.verdict).toBe('findings');
    expect(r.summary).toContain('| `lock\\|x/package-lock.json` |'); // a table cell: escaped for the table
    const scope = runAction('review-scope.js', repo, { id: 'again', base: 'HEAD~2' });
    for (const [sink, md] of [
      ['summary', r.summary],
      ['check text', github().checkRuns[0]!.output.text ?? ''],
      ['scope summary', scope.summary],
    ] as const) {
      // Code spans only: fenced blocks (a rule's document, a quote) hold the text as written anyway.
      const codes = codeTexts(renderGfm(md).replace(/<pre[\s\S]*?<\/pre>/g, '')).filter((c) => c.includes('|'));
      expect(codes.length, sink).toBeGreaterThan(0);
      // Every pipe in code is one of the texts written: a backslash before it is a character the reader copies.
      for (const c of codes) expect(['src/a|b.js', 'lock|x/package-lock.json', 'a | b', 'x\\|y'], `${sink}: ${c}`).toContain(c);
    }
  });
});

describe('#317 every code span shows its text exactly, in the sink it is written for', () => {
  const texts = ['a|b', 'a \\| b', '`a|b`', 'x `` y', ' padded ', '` ', '||', 'a\\'];
  it.each(texts)('#317 %j as code in prose, in a table cell, and as a code span inside free text', (t) => {
    // Free text that writes a code span as CommonMark has it (mdCode's own spelling).
    const written = `see ${mdCode(t)}`;
    const prose = renderGfm(`- ${mdCode(t)} and ${mdText(written)}\n`);
    expect(codeTexts(prose)).toEqual([t, t]);
    const cell = renderGfm(`| a | b |\n| --- | --- |\n| ${mdCellCode(t)} | ${mdCellText(written)} |\n`);
    expect(codeTexts(cell)).toEqual([t, t]);
    expect((cell.match(/<td>/g) ?? []).length).toBe(2);
  });
});

describe('#383 every field an agent writes as free text gets the redaction floor, in every sink', () => {
  it("#383 a token in a finding's claim, a waiver's reason, a failed file's reason and the run's note: masked in the summary, the check run, SARIF, the log and the evidence copy", async () => {
    const tokens = {
      claim: FAKE_SECRETS.aws!,
      waiver: FAKE_SECRETS.aws_example!,
      note: FAKE_SECRETS.google!,
      failed: FAKE_SECRETS.anthropic!,
      ran: FAKE_SECRETS.github_classic!,
      content: FAKE_SECRETS.slack!,
    };
    const line = 'export const t = 1;';
    const repo = sealed({ 'src/config.js': `${line}\n`, 'src/other.js': 'x\n', 'src/third.js': 'y\n' });
    writeFindings(repo, ID, [
      {
        ...CART_FINDING,
        id: 'C1',
        path: 'src/config.js',
        existing_code: line,
        content: `bad ${tokens.content}`,
        category: 'security',
        claim: `the token ${tokens.claim} must not be committed`,
        basis: 'executed',
        ran: `curl -H 'Authorization: token ${tokens.ran}' https://api.example`,
      },
    ]);
    writeCoverage(
      repo,
      ID,
      [
        { path: 'src/cart.js', outcome: 'completed' },
        { path: 'src/config.js', outcome: 'completed' },
        { path: 'src/other.js', outcome: 'waived', reason: `fixture holding ${tokens.waiver}` },
        { path: 'src/third.js', outcome: 'failed', reason: `failed on ${tokens.failed}` },
      ],
      { run: { stop: 'completed', note: `note ${tokens.note}` } },
    );
    const r = await gate(repo);
    expect(r.outputs.verdict).toBe('incomplete');
    // The waiver is still shown, as words a person reads, with the token masked.
    expect(r.summary).toMatch(/fixture holding/);
    const evidence = r.outputs['evidence-dir']!;
    const untrusted = new Set(
      ['src/config.js', 'findings.json', 'coverage.json'].map((f) => join(f.endsWith('.js') ? repo : folderOf(repo, ID), f)),
    );
    expectNoCanary({ ...sinks(r, [repo, evidence], github(), (f) => untrusted.has(f)) }, Object.values(tokens));
  });
});

describe('#609 a value the redaction floor recognised anywhere in a document is redacted everywhere in it', () => {
  it('#609 a client_secret and a Basic credential redacted in the quote, repeated in content, evidence, a part of one and a waiver: in no file the CLI writes', () => {
    const secret = 'Zq9xW2vB7nM4kL1pR8tY';
    const basic = 'dXNlcjpwYXNzd29yZA==';
    const lines = [`const cfg = { client_secret: "${secret}" };`, `headers.Authorization = "Basic ${basic}";`];
    const repo = sealed({ 'src/config.js': `${lines.join('\n')}\n`, 'src/other.js': 'x\n' });
    const finding = { ...CART_FINDING, path: 'src/config.js', category: 'security' as const };
    writeFindings(repo, ID, [
      {
        ...finding,
        id: 'S1',
        existing_code: lines[0]!,
        content: `The client_secret ${secret} is hard-coded.`,
        evidence: `Hard-coded value \`${secret}\` grants access.`,
      },
      // Another finding's text: 18 characters of the value, and the Basic value with no header before it.
      {
        ...finding,
        id: 'S2',
        existing_code: lines[1]!,
        content: `Logged in with Basic ${basic} to prod`,
        evidence: `the key starts ${secret.slice(0, 18)}, value ${basic}`,
      },
    ]);
    writeCoverage(
      repo,
      ID,
      [
        { path: 'src/cart.js', outcome: 'completed' },
        { path: 'src/config.js', outcome: 'completed' },
        { path: 'src/other.js', outcome: 'waived', reason: `holds ${basic} too` },
      ],
      { run: { stop: 'completed' } },
    );
    const folder = folderOf(repo, ID);
    expect(cli(repo, ['review', 'anchor', ID]).code).toBe(0);
    const gated = cli(repo, [
      'review',
      'gate',
      ID,
      '--emit-check',
      join(folder, 'check.json'),
      '--sarif',
      join(folder, 'x.sarif'),
      '--json',
    ]);
    const anchored = readFileSync(join(folder, 'findings.anchored.json'), 'utf8');
    // The floor recognised each in its quote; the other fields hold the values or a stretch of one.
    expect(anchored).toContain('client_secret: \\"[REDACTED]\\"');
    expect(anchored).toContain('Logged in with Basic [REDACTED] to prod');
    expect(gated.stdout).toContain('holds [REDACTED] too');
    const published = [
      anchored,
      gated.stdout,
      gated.stderr,
      ...['check.json', 'x.sarif'].map((f) => readFileSync(join(folder, f), 'utf8')),
    ];
    for (const text of published)
      for (const value of [secret.slice(0, 16), secret.slice(-16), basic.slice(0, 16)]) expect(text).not.toContain(value);
  });
});

describe('#440 #441 agent-written ids and keys never reach a sink as written', () => {
  /** The gate's run, every sink of it (the evidence copy too) searched for `tokens`; the untrusted evidence itself aside. */
  async function gatedWithout(repo: string, tokens: string[]): Promise<ActionRun> {
    const r = await gate(repo);
    expect(r.outputs.verdict).toBe('incomplete');
    const untrusted = new Set(['findings.json', 'coverage.json'].map((f) => join(folderOf(repo, ID), f)));
    expectNoCanary(
      sinks(r, [repo, r.outputs['evidence-dir']!], github(), (f) => untrusted.has(f)),
      tokens,
    );
    return r;
  }

  it('#440 a finding whose id is a token (ghp_, npm_, AKIA…) is refused by its index, the id quoted nowhere', async () => {
    const ids = [FAKE_SECRETS.github_classic!, FAKE_SECRETS.npm!, FAKE_SECRETS.aws!];
    const repo = sealed();
    writeFindings(
      repo,
      ID,
      ids.map((id) => ({ ...CART_FINDING, id })),
    );
    writeCoverage(repo, ID, [{ path: 'src/cart.js', outcome: 'completed' }]);
    const r = await gatedWithout(repo, ids);
    expect(unescapeMarkdown(r.summary)).toMatch(
      /findings\[0\]: the id has the shape of a credential or holds one: write a plain id \(F1, F2/,
    );
  });

  it("#621 an id equal to a value the floor recognised in another finding's text or in coverage.json (a client_secret, a Basic credential) is refused by its index, quoted nowhere", async () => {
    const [secret, basic] = ['Zq9xW2vB7nM4kL1pR8tY', 'dXNlcjpwYXNzd29yZA'];
    const repo = sealed();
    writeFindings(repo, ID, [
      { ...CART_FINDING, id: 'F1', content: `The client_secret: "${secret}" is hard-coded.` },
      { ...CART_FINDING, id: secret },
    ]);
    writeCoverage(repo, ID, [{ path: 'src/cart.js', outcome: 'completed', reason: `Authorization: Basic ${basic}` }]);
    const r = await gatedWithout(repo, [secret]);
    expect(unescapeMarkdown(r.summary)).toMatch(/findings\[1\]: the id has the shape of a credential or holds one/);
    writeFindings(repo, ID, [{ ...CART_FINDING, id: `x-${basic}` }]);
    const again = await gatedWithout(repo, [basic]);
    expect(unescapeMarkdown(again.summary)).toMatch(/findings\[0\]: the id has the shape of a credential or holds one/);
  });

  it("#441 a token in a finding's path, in a coverage item's unknown key and in a finding's unknown key: the reasons and the evidence copy redacted", async () => {
    const [inPath, inKey, inFindingKey] = [FAKE_SECRETS.github_classic!, FAKE_SECRETS.npm!, FAKE_SECRETS.aws!];
    const repo = sealed();
    writeFindings(repo, ID, [{ ...CART_FINDING, path: `src/${inPath}.js` }]);
    writeCoverage(repo, ID, [{ path: 'src/cart.js', outcome: 'completed', [inKey]: 1 }]);
    const r = await gatedWithout(repo, [inPath, inKey]);
    expect(unescapeMarkdown(r.summary)).toMatch(/findings\[0\] \(F1\): path "src\/\[REDACTED\]\.js" is not a selected file/);
    expect(unescapeMarkdown(r.summary)).toMatch(/unknown key "\[REDACTED\]"/);
    writeFindings(repo, ID, [{ ...CART_FINDING, [inFindingKey]: 1 }]);
    const again = await gatedWithout(repo, [inFindingKey]);
    expect(unescapeMarkdown(again.summary)).toMatch(/\/findings\/0: unknown key "\[REDACTED\]"/);
  });
});

describe('#401 a reader that closes early (`| head`, `| true`)', () => {
  // Python holds the pipe: closed before the CLI writes, or filled (non-blocking, one page) and closed unread.
  const script = [
    'import fcntl, os, subprocess, sys, time',
    'r, w = os.pipe()',
    'full = sys.argv[1] == "full"',
    'if full:',
    '    fcntl.fcntl(w, fcntl.F_SETPIPE_SZ, 4096)',
    '    fcntl.fcntl(w, fcntl.F_SETFL, fcntl.fcntl(w, fcntl.F_GETFL) | os.O_NONBLOCK)',
    'else:',
    '    os.close(r)',
    'p = subprocess.Popen(sys.argv[2:], stdout=w, stderr=subprocess.PIPE)',
    'os.close(w)',
    'if full:',
    '    time.sleep(0.5)',
    '    os.close(r)',
    'err = p.stderr.read()',
    'sys.stdout.write(str(p.wait()) + " " + err.decode())',
  ].join('\n');
  const piped = (repo: string, how: string, args: string[]) =>
    execFileSync('/usr/bin/python3', ['-c', script, how, BUNDLE_NODE, join(ROOT, 'dist/cli.js'), ...args], { cwd: repo, encoding: 'utf8' });

  it.skipIf(!existsSync('/usr/bin/python3'))(
    '#401 ends the output, never the command: an incomplete gate still exits 2 (not 1, a crash read as findings), a full pipe closed unread exits 0, no stack',
    () => {
      const repo = sealed();
      expect(piped(repo, 'closed', ['review', 'gate', ID])).toBe('2 ');
      expect(piped(repo, 'full', ['review', 'rules', '--json'])).toBe('0 ');
    },
  );

  it.skipIf(!existsSync('/dev/full'))(
    '#599 an output that fails (a full disk: /dev/full) ends the output, never the command: the gate still exits 2, with one line saying the lines are lost, no stack',
    () => {
      const repo = sealed();
      for (const args of [
        ['review', 'gate', ID],
        ['review', 'gate', ID, '--json'],
      ]) {
        const full = openSync('/dev/full', 'w');
        const r = spawnSync(BUNDLE_NODE, [join(ROOT, 'dist/cli.js'), ...args], {
          cwd: repo,
          stdio: ['ignore', full, 'pipe'],
          encoding: 'utf8',
        });
        closeSync(full);
        expect(r.status, r.stderr).toBe(2);
        expect(r.stderr).toBe(
          "proofgate: the output could not be written (ENOSPC): its lines are lost; the exit code is still the command's\n",
        );
      }
    },
  );
});

describe('#685 right-to-left folders drawn in another order: two names that look the same', () => {
  const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

  it('#685 review-scope: lib/אב/12/x.js and lib/12/אב/x.js show their Hebrew letters as U+XXXX in the summary and checklist.md, each in its own order', async () => {
    const repo = makeCartRepo();
    for (const name of ['lib/\u05d0\u05d1/12/x.js', 'lib/12/\u05d0\u05d1/x.js', 'lib/\u0627\u0644/\u0661/y.js']) {
      mkdirSync(join(repo, dirname(name)), { recursive: true });
      writeFileSync(join(repo, name), `export const v = ${JSON.stringify(name)};\n`);
    }
    commitAll(repo, 'right-to-left folders');
    const r = await actionCase('review-scope.js', repo, { id: 'rtl', base: 'HEAD~1', 'upload-artifact': 'false' });
    expect(r.code, r.stderr).toBe(0);
    const checklist = readFileSync(join(folderOf(repo, 'rtl'), 'checklist.md'), 'utf8');
    for (const [sink, text] of Object.entries({ summary: r.summary, checklist })) {
      expect(text, sink).toContain('lib/U+05D0U+05D1/12/x.js');
      expect(text, sink).toContain('lib/12/U+05D0U+05D1/x.js');
      expect(text, sink).toContain('lib/U+0627U+0644/U+0661/y.js');
      expect(text, sink).not.toMatch(RIGHT_TO_LEFT);
    }
  });
});

describe('#627 names and text drawn as nothing (variation selectors, Hangul fillers, tag characters, blanks) are U+XXXX in every sink', () => {
  /** Code points that draw nothing but are not format characters (\p{Cf}): Unicode's other default ignorables and the blanks. */
  // eslint-disable-next-line no-misleading-character-class -- lone selectors and marks are what the test looks for
  const DRAWN_AS_NOTHING = /[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{1d159}\u{e0100}-\u{e01ef}]/u;
  const NAMES = ['logo.png', 'logo.png\ufe0f', 'logo\u3164.png', 'src\ufe00.js', 'a\u2800.js', 'b\u{e0100}.js'];
  const SHOWN = ['logo.pngU+FE0F', 'logoU+3164.png', 'srcU+FE00.js', 'aU+2800.js', 'bU+E0100.js'];

  it('#627 review-scope: the summary, checklist.md and the log show logo.pngU+FE0F, logoU+3164.png, srcU+FE00.js, never the raw name', async () => {
    const repo = makeCartRepo();
    for (const name of NAMES) writeFileSync(join(repo, name), `export const v = ${JSON.stringify(name)};\n`);
    commitAll(repo, 'names drawn alike');
    const r = await actionCase('review-scope.js', repo, { id: 'alike', base: 'HEAD~1', 'upload-artifact': 'false' });
    expect(r.code, r.stderr).toBe(0);
    const checklist = readFileSync(join(folderOf(repo, 'alike'), 'checklist.md'), 'utf8');
    for (const [sink, text] of [
      ['summary', r.summary],
      ['checklist.md', checklist],
    ] as const)
      for (const shown of SHOWN) expect(text, `${sink} ${shown}`).toContain(shown);
    for (const [sink, text] of Object.entries({ summary: r.summary, checklist, log: r.stdout + r.stderr }))
      expect(text, sink).not.toMatch(DRAWN_AS_NOTHING);
    // The plain name is still itself, beside its look-alikes.
    expect(r.summary).toContain('`logo.png`');
  });

  it('#627 review-gate: a finding on src/a.js U+FE0F beside src/a.js, and text with U+3164, U+2800, U+E0100, is U+XXXX in the summary, check run, annotations and SARIF', async () => {
    const code = 'export const evil = 1;';
    const repo = sealed({ 'src/a.js': `${code}\n`, 'src/a.js\ufe0f': `${code}\n` });
    const sly = 'see src/a.js\ufe0f: a filler \u3164 here, a blank \u2800 there, a selector \u{e0100} at the end';
    writeFindings(repo, ID, [
      { ...CART_FINDING, id: 'F2', path: 'src/a.js\ufe0f', existing_code: code, content: sly, evidence: sly, trigger: sly },
    ]);
    coverAll(repo, ['src/a.js', 'src/a.js\ufe0f']);
    const sarifFile = join(repo, 'out.sarif');
    const r = await gate(repo, { 'sarif-file': 'out.sarif' });
    expect(r.outputs.verdict, r.stdout + r.stderr).toBe('findings');
    const run = github().checkRuns[0]!;
    const [annotation] = run.annotations;
    const sarif = readFileSync(sarifFile, 'utf8');
    for (const [sink, text] of [
      ['summary', r.summary],
      ['check summary', run.output.summary ?? ''],
      ['check text', run.output.text ?? ''],
      ['annotation message', annotation!.message],
      ['annotation raw_details', annotation!.raw_details ?? ''],
      ['SARIF message', JSON.parse(sarif).runs[0].results[0].message.text as string],
      ['log', r.stdout + r.stderr],
    ] as const) {
      expect(text, sink).not.toMatch(DRAWN_AS_NOTHING);
      // The check run's summary counts findings and raw_details holds the quoted code; every other sink quotes the finding's text.
      if (!['check summary', 'annotation raw_details', 'log'].includes(sink))
        for (const shown of ['U+FE0F', 'U+3164', 'U+2800', 'U+E0100']) expect(text, `${sink} ${shown}`).toContain(shown);
    }
    expect(r.summary).toContain('src/a.jsU+FE0F');
    expect(run.output.text ?? '').toContain('src/a.jsU+FE0F');
  });
});

describe('#645 #646 code-scanning alerts: a SARIF fingerprint is what a reader has seen, never a rank by text', () => {
  const LINE = 'export const value = compute(input) + 1;';
  const base = { ...CART_FINDING, path: 'src/a.js', existing_code: LINE, evidence: 'Read it.', category: 'correctness' };
  const A = { ...base, id: 'A', severity: 'low', content: 'Zero padding: the name is unclear.' };
  // Its text sorts before A's: a rank by text gave it A's alert.
  const B = { ...base, id: 'B', severity: 'critical', content: 'Any user reaches compute with unchecked input.' };
  type Result = {
    ruleId: string;
    partialFingerprints: Record<string, string>;
    properties: { id: string; ids?: string[] };
    message: { text: string };
  };

  /** One `review gate --sarif` run of the built CLI over one scope: each result by the ids it holds. */
  function sarifRuns(): (findings: object[]) => Map<string, Result> {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/a.js'), `${LINE}\n`);
    commitAll(repo, 'a');
    expect(cli(repo, ['review', 'scope', 'h', '--base', 'HEAD~1']).code).toBe(0);
    return (findings) => {
      writeFindings(repo, 'h', findings);
      writeCoverage(repo, 'h', [{ path: 'src/a.js', outcome: 'completed' }]);
      const g = cli(repo, ['review', 'gate', 'h', '--sarif', 'out.sarif']);
      expect(g.code, g.stderr).toBe(1);
      const results = JSON.parse(readFileSync(join(repo, 'out.sarif'), 'utf8')).runs[0].results as Result[];
      return new Map(results.map((r) => [(r.properties.ids ?? [r.properties.id]).join('+'), r]));
    };
  }
  const print = (r: Result | undefined) => JSON.stringify(r?.partialFingerprints);
  const alert = (r: Result | undefined) => `${r?.ruleId} ${print(r)}`;

  it('#645 a new critical finding on a low finding’s quote gets an alert of its own; the low one keeps its alert', () => {
    const run = sarifRuns();
    const first = run([A]);
    const second = run([A, B]);
    expect(second.size).toBe(2);
    expect(print(second.get('B'))).not.toBe(print(first.get('A')));
    expect(alert(second.get('A'))).toBe(alert(first.get('A')));
  });

  it('#645 two findings of one quote whose texts swap between runs keep their alerts (by severity, never by text)', () => {
    const run = sarifRuns();
    const first = run([A, B]);
    const second = run([
      { ...A, content: B.content },
      { ...B, content: A.content },
    ]);
    expect(alert(second.get('A'))).toBe(alert(first.get('A')));
    expect(alert(second.get('B'))).toBe(alert(first.get('B')));
  });

  it('#645 a second finding of the same severity on the quote never takes the first one’s alert: both are in one new alert, each in its message; reworded, it stays', () => {
    const run = sarifRuns();
    const first = run([A]);
    const twin = { ...A, id: 'A2', content: 'Another problem: the value is off by one.' };
    const second = run([A, twin]);
    expect([...second.keys()]).toEqual(['A+A2']);
    const both = second.get('A+A2')!;
    expect(print(both)).not.toBe(print(first.get('A')));
    expect(both.message.text).toContain(A.content);
    expect(both.message.text).toContain(twin.content);
    const third = run([
      { ...twin, content: 'Reworded: off by one.' },
      { ...A, content: 'Reworded: unclear name.' },
    ]);
    expect(alert(third.get('A2+A') ?? third.get('A+A2'))).toBe(alert(both));
  });

  it('#646 a finding raised from low to critical (a category with one rule) is a new alert; reworded only, it keeps its alert', () => {
    const run = sarifRuns();
    const low = { ...A, category: 'maintainability', content: 'The name is unclear.' };
    const first = run([low]);
    const raised = run([{ ...low, severity: 'critical' }]);
    expect(alert(raised.get('A'))).not.toBe(alert(first.get('A')));
    expect(print(raised.get('A'))).not.toBe(print(first.get('A')));
    const reworded = run([{ ...low, severity: 'critical', content: 'The name misleads.', confidence: 'low' }]);
    expect(alert(reworded.get('A'))).toBe(alert(raised.get('A')));
    const unresolved = run([{ ...low, severity: 'critical', disposition: 'unresolved' }]);
    expect(print(unresolved.get('A'))).not.toBe(print(raised.get('A')));
  });
});

describe('#648 names that differ only by a space (U+00A0, U+3000, a U+0020 at an end of the name or a folder) are told apart in every sink', () => {
  /** Every space (Zs) but U+0020. */
  const OTHER_SPACE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u;
  const NAMES = ['guard.js', 'guard.js ', 'guard.js\u3000', 'a b.js', 'a\u00a0b.js', 'dir /x.js'];
  const SHOWN = ['guard.jsU+0020', 'guard.jsU+3000', 'aU+00A0b.js', 'dirU+0020/x.js'];

  it('#648 review-scope: the summary and checklist.md show guard.jsU+0020, guard.jsU+3000, aU+00A0b.js, dirU+0020/x.js, no raw space other than U+0020', async () => {
    const repo = makeCartRepo();
    mkdirSync(join(repo, 'dir '), { recursive: true });
    for (const name of NAMES) writeFileSync(join(repo, name), `export const v = ${JSON.stringify(name)};\n`);
    commitAll(repo, 'names told apart by a space');
    const r = await actionCase('review-scope.js', repo, { id: 'blanks', base: 'HEAD~1', 'upload-artifact': 'false' });
    expect(r.code, r.stderr).toBe(0);
    const folder = folderOf(repo, 'blanks');
    const checklist = readFileSync(join(folder, 'checklist.md'), 'utf8');
    // The agent's prompt (its table of files): a name it copies as shown is read back as that file.
    const written = cli(repo, ['review', 'prompt', 'blanks']);
    expect(written.code, written.stderr).toBe(0);
    const prompt = readFileSync(join(folder, 'prompt.md'), 'utf8');
    for (const [sink, text] of Object.entries({ summary: r.summary, checklist, prompt })) {
      for (const shown of SHOWN) expect(text, `${sink} ${shown}`).toContain(shown);
      // The prompt also quotes each file's code, which holds the names (`export const v = "a b.js"`): a fence shows code as it is.
      if (sink !== 'prompt') expect(text, sink).not.toMatch(OTHER_SPACE);
      // No name is shown with a blank that draws nothing at its end, nor with a raw exotic space.
      for (const raw of ['`guard.js `', '`dir /x.js`', '`a\u00a0b.js`', '`guard.js\u3000`'])
        expect(text, `${sink} ${raw}`).not.toContain(raw);
    }
    expect(r.summary).toContain('`guard.js`');
    expect(r.summary).toContain('`a b.js`');
    expect(r.stdout + r.stderr, 'log').not.toMatch(OTHER_SPACE);
  });

  it('#648 review-gate: findings on guard.js U+3000, guard.js U+0020 and a U+00A0 b.js are told from guard.js and a b.js in the summary and check run; annotations and SARIF place them on the real name', async () => {
    const code = 'export const evil = 1;';
    const names = ['guard.js', 'guard.js ', 'guard.js\u3000', 'a b.js', 'a\u00a0b.js'];
    const repo = sealed(Object.fromEntries(names.map((n) => [n, `${code}\n`])));
    writeFindings(
      repo,
      ID,
      ['guard.js ', 'guard.js\u3000', 'a\u00a0b.js'].map((path, i) => ({ ...CART_FINDING, id: `F${i + 2}`, path, existing_code: code })),
    );
    coverAll(repo, names);
    const sarifFile = join(repo, 'out.sarif');
    const r = await gate(repo, { 'sarif-file': 'out.sarif' });
    expect(r.outputs.verdict, r.stdout + r.stderr).toBe('findings');
    const run = github().checkRuns[0]!;
    const sarif = JSON.parse(readFileSync(sarifFile, 'utf8'));
    for (const [sink, text] of Object.entries({ summary: r.summary, 'check text': run.output.text ?? '' })) {
      for (const shown of ['guard.jsU+0020', 'guard.jsU+3000', 'aU+00A0b.js']) expect(text, `${sink} ${shown}`).toContain(shown);
      expect(text, sink).not.toMatch(OTHER_SPACE);
    }
    // The annotation's path and SARIF's uri are the real name, which GitHub itself resolves to the file.
    expect(new Set(run.annotations.map((a) => a.path))).toEqual(new Set(['guard.js ', 'guard.js\u3000', 'a\u00a0b.js']));
    for (const a of run.annotations) expect(`${String(a.message)} ${String(a.title)}`, 'annotation').not.toMatch(OTHER_SPACE);
    for (const result of sarif.runs[0].results) expect(result.message.text as string, 'SARIF message').not.toMatch(OTHER_SPACE);
    expect(r.stdout + r.stderr, 'log').not.toMatch(OTHER_SPACE);
  });
});
