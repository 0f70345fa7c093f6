// Hazards 74–76: text from the repository or the agent that reaches the runner's log or a rendered
// Markdown sink. The log is parsed with the runner's own rules (test/support/runner-log.ts, a port
// of actions/runner's ActionCommand parsing); Markdown is rendered by GitHub's cmark-gfm with the
// autolink extension (Debian's `cmark-gfm`, installed by .ci/run).
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_NODE, cliCase, DIST_CLI, runActionAsync } from '../support/run.js';
import { commitAll, git, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, writeCoverage, writeFindings } from '../support/review.js';
import { useGitHubServer } from '../support/github-server.js';
import { runnerCommands } from '../support/runner-log.js';
import { BLOCK_STARTS, blockTags, renderGfm, linksAndImages } from '../support/gfm.js';
import { outsideCode } from '../support/markdown.js';
import { FAKE_AGENT } from '../agent/support.js';
import { EXAMPLE, makeRun, project, UAT } from '../uat/support.js';
import { ownReport, reportAgentArgs, repoWith, runProcess } from '../test-review/support.js';
import { logJson, logLine, mdCode, mdText, untrustedBlock, visible } from '../../src/text/neutralise.js';

const github = useGitHubServer();

/** File names a pull request can commit: each would be a workflow command if printed raw. */
const HOSTILE_NAMES = [
  'src/##[stop-commands]pwn.js',
  'src/a ##[notice title=forged]planted.js',
  'src/#\u00ad#[add-mask]soft-hyphen.js',
  'src/x\u2060##[warning]word-joiner.js',
  'src/\u00a0::error::nbsp.js',
];

function hostileRepo(): string {
  const repo = makeCartRepo();
  mkdirSync(join(repo, 'src'), { recursive: true });
  for (const name of HOSTILE_NAMES) writeFileSync(join(repo, name), 'export const x = 1;\n');
  commitAll(repo, 'hostile names');
  return repo;
}

const commandsIn = (r: { stdout: string; stderr: string }) => [...runnerCommands(r.stdout), ...runnerCommands(r.stderr)];

describe('#74 #75 the runner acts on no text from the repository or the agent', () => {
  it('#74 the CLI in a workflow step: review scope and review gate name hostile files, no command runs', async () => {
    const repo = hostileRepo();
    const env = { GITHUB_ACTIONS: 'true' };
    const scope = await cliCase(repo, ['review', 'scope', 'x', '--base', 'HEAD~1'], env);
    expect(scope.code).toBe(0);
    const gate = await cliCase(repo, ['review', 'gate', 'x'], env);
    expect(gate.code).toBe(2);
    expect(commandsIn(scope)).toEqual([]);
    expect(commandsIn(gate)).toEqual([]);
    expect(gate.stdout).toContain('##\\[stop-commands]pwn.js');
    const json = await cliCase(repo, ['review', 'scope', 'x', '--base', 'HEAD~1', '--json'], env);
    expect(commandsIn(json)).toEqual([]);
    // The JSON says the same thing: escapes, not changes.
    expect(JSON.parse(json.stdout).scope.files.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(HOSTILE_NAMES));
  });

  it('#74 review-gate with an agent: hidden file names and the agent output cannot silence the verdict line', async () => {
    const repo = makeCartRepo();
    // Secret-named files are hidden from the agent, and the log names them.
    writeFileSync(join(repo, '.env##[stop-commands]silenced'), 'X=1\n');
    writeFileSync(join(repo, '.env#\u00ad#[stop-commands]soft'), 'X=1\n');
    commitAll(repo, 'planted names');
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      {
        id: 'pr-7',
        agent: 'custom',
        'agent-cmd': FAKE_AGENT,
        'agent-args': [
          '--stdout',
          '\u00a0::error::forged by the agent',
          '--stderr',
          'x ##[notice]forged',
          '--stdout',
          'a\r::warning::forged',
        ].join('\n'),
        'github-token': 'ghs_test',
        'upload-artifact': 'false',
      },
      { env: { GITHUB_API_URL: github().url } },
    );
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.commands.filter((c) => !/^::(end)?group::/.test(c))).toEqual([
      expect.stringMatching(/^::error::proofgate review pr-7: incomplete/),
    ]);
  });

  it('#75 every printer: hostile lines are inert by the runner rules, and JSON stays the same value', () => {
    const hostile = [
      '::error::plain',
      '  \t::set-output name=x::y',
      '\u00a0\u3000::add-mask::z',
      'mid ##[stop-commands]tok',
      '#\u200b#[notice]zero-width',
      '#\u00ad#[notice]soft',
      '#\u{e0041}#[notice]tag-character',
      'a\r::warning::after CR',
      'a\r\n##[error]after CRLF',
      '\u2028::error::LS at the start',
      '::STOP-COMMANDS::upper',
    ];
    // Text is inert when a probe command printed after it is the only command the runner acts on.
    const inert = (text: string) =>
      runnerCommands(`${text}\n::notice::probe`)
        .map((c) => `${c.name}:${c.data}`)
        .join() === 'notice:probe';
    for (const h of hostile) {
      expect(inert(h), `the port must see ${JSON.stringify(h)} as a command`).toBe(false);
      expect(inert(logLine(h)), logLine(h)).toBe(true);
      expect(inert(untrustedBlock([h, 'more']))).toBe(true);
      const json = JSON.stringify({ h }, null, 2);
      expect(inert(logJson(json))).toBe(true);
      expect(JSON.parse(logJson(json))).toEqual({ h });
    }
    // The block ends with commands working again: our own verdict line still acts.
    expect(runnerCommands(`${untrustedBlock(hostile)}::error::ours\n`).map((c) => c.name)).toEqual(['error']);
  });
});

const EVIL = [
  'https://evil.example/login',
  'see www.evil.example now',
  'mailto:boss@evil.example',
  'write to boss@evil.example',
  '[click](https://evil.example/a)',
  '![pixel](https://evil.example/p.png)',
  '<img src="https://evil.example/i.png">',
  '<a href="https://evil.example/b">b</a>',
  '&lt;https://evil.example/c&gt;',
  'ftp://evil.example/f and HTTPS://EVIL.EXAMPLE/UPPER and xmpp:x@evil.example',
  '(https://evil.example/in-parens)',
].join(' ; ');

/** Every link and image GitHub would render from `markdown`, none of which may lead to the attacker. */
function expectNoEvilLink(markdown: string, where: string): void {
  const html = renderGfm(markdown);
  for (const target of linksAndImages(html)) expect(target, `${where} renders a link or image to ${target}`).not.toMatch(/evil\.example/i);
  expect(html, `${where} renders an image`).not.toMatch(/<img\b/i);
}

describe('#76 Markdown that cannot link: every sink rendered by cmark-gfm with autolinks', () => {
  it('#76 review-gate: job summary, check run summary and text', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'pr-7', '--base', 'HEAD~1'])).code).toBe(0);
    writeFindings(repo, 'pr-7', [
      { ...CART_FINDING, content: EVIL, evidence: EVIL, consequence: EVIL, fix: EVIL },
      { ...CART_FINDING, id: 'F2', disposition: 'refuted', refutation: EVIL },
    ]);
    writeCoverage(repo, 'pr-7', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'pr-7', 'github-token': 'ghs_test', 'upload-artifact': 'false' },
      {
        env: { GITHUB_API_URL: github().url },
        event: {
          pull_request: {
            number: 7,
            base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
            head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
          },
        },
      },
    );
    expect(r.outputs.verdict).toBe('findings');
    expect(r.summary).toContain('evil.example');
    expectNoEvilLink(r.summary, 'the job summary');
    const run = github().checkRuns.at(-1)!;
    expect(run.output.text).toContain('evil.example');
    expectNoEvilLink(run.output.summary ?? '', 'the check run summary');
    expectNoEvilLink(run.output.text ?? '', 'the check run text');
  });

  it('#76 uat-gate: a tester note and the run text in the job summary', async () => {
    const summary = await uatShowing(EVIL.slice(0, 200), EVIL);
    expect(summary).toContain('evil.example');
    expectNoEvilLink(summary, 'the uat job summary');
  });

  it('#76 test-review: a finding title in the comment, the job summary and the check run', async () => {
    const dir = repoWith({ 'tests/a.spec.ts': "test('a', () => {\n  expect(1).toBe(1);\n});\n" });
    const report = join(dir, '..', `${dir.split('/').pop()}-report.md`);
    writeFileSync(
      report,
      ownReport(
        ['tests/a.spec.ts'],
        // Without the raw HTML, character references and images, which the parser refuses: the page would show them otherwise.
        [
          {
            severity: 'High',
            row: 'H1',
            path: 'tests/a.spec.ts',
            line: 2,
            title: EVIL.replace(/<[^>]*>|&\w+;|!\[[^\]]*\]\([^)]*\)/g, '').replace(/[\n;]/g, ','),
          },
        ],
      ),
    );
    const args = ['test-review', '--base', 'HEAD~1', ...reportAgentArgs(report)];
    // The commit checked out: a verdict is published only on the commit it read (hazard 251).
    args.push('--github', '--pr', '7', '--head-sha', git(dir, 'rev-parse', 'HEAD').trim(), '--comment-out', 'comment.md');
    const env = { GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop', GITHUB_TOKEN: 'ghs_test', GITHUB_ACTIONS: 'true' };
    const r = await runProcess(BUNDLE_NODE, [DIST_CLI, ...args], dir, env);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const comment = github().comments.at(-1)!.body;
    expect(comment).toContain('evil.example');
    expectNoEvilLink(comment, 'the pull-request comment');
    const run = github().checkRuns.at(-1)!;
    expectNoEvilLink(`${run.output.summary ?? ''}\n\n${run.output.text ?? ''}`, 'the test-review check run');
  });
});

/**
 * SARIF's embedded links (2.1.0 §3.11.6): `[text](target)` in a plain-text message is a link
 * wherever the bracket is not escaped by a backslash (an even run of backslashes escapes itself);
 * code scanning shows such a message with the link.
 */
function sarifLinks(text: string): string[] {
  return [...text.matchAll(/(?<!\\)(?:\\\\)*\[((?:[^\]\\]|\\.)*)\]\(([^)]*)\)/g)].map((m) => m[2]!);
}

describe('#226 SARIF messages that cannot link', () => {
  it('#226 review-gate: a link in a finding or in a name a reason quotes is no embedded link in any SARIF message', async () => {
    const sly = `${EVIL} ; \\[escaped](https://evil.example/odd) ; \\\\[even](https://evil.example/even) ; [nested [x]](https://evil.example/n)`;
    const messages = async (coverage: { path: string; outcome: string }[], verdict: string): Promise<string[]> => {
      const repo = makeCartRepo();
      expect((await cliCase(repo, ['review', 'scope', 'pr-7', '--base', 'HEAD~1'])).code).toBe(0);
      writeFindings(repo, 'pr-7', [{ ...CART_FINDING, content: sly, evidence: sly }]);
      writeCoverage(repo, 'pr-7', coverage, { run: { stop: 'completed' } });
      const r = await runActionAsync('review-gate.js', repo, { id: 'pr-7', 'upload-artifact': 'false', 'sarif-file': 'out.sarif' });
      expect(r.outputs.verdict).toBe(verdict);
      const run = JSON.parse(readFileSync(join(repo, 'out.sarif'), 'utf8')).runs[0];
      return [
        ...run.results.map((x: { message: { text: string } }) => x.message.text),
        ...(run.invocations[0].toolExecutionNotifications ?? []).map((x: { message: { text: string } }) => x.message.text),
      ];
    };
    const texts = [
      ...(await messages([{ path: 'src/cart.js', outcome: 'completed' }], 'findings')),
      ...(await messages(
        [
          { path: 'src/cart.js', outcome: 'completed' },
          { path: 'src/[click](https://evil.example/name).js', outcome: 'completed' },
        ],
        'incomplete',
      )),
    ];
    expect(texts.join('\n')).toContain('evil.example/name');
    for (const text of texts) expect(sarifLinks(text), text).toEqual([]);
  });
});

describe('#76 math cannot be written: GitHub renders $…$, $`…`$ and $$…$$ as formulas', () => {
  it('#76 no dollar outside a code span, so no formula can dress up as a verdict', () => {
    const math = 'Off by one. $`\\Huge\\color{green}\\textsf{proofgate: clean, 0 open findings}`$ and $$x^2$$ and $\\alpha$';
    const out = mdText(math);
    expect(outsideCode(out)).not.toContain('$');
    expect(renderGfm(out)).toMatch(/<code>\$[^<]*\\Huge/);
  });
});

/**
 * GitHub draws math from the dollars of a paragraph's text: a backslash before a dollar is no
 * escape there (GitHub's own advice for a literal dollar beside math is a `<span>`), so
 * `\$\color{green}…\$` was still a formula. Every dollar from untrusted text must sit in a code
 * span, where GitHub draws no math.
 */
const MATH = [
  '$\\Huge\\color{green}\\textsf{proofgate: clean}$',
  '$`\\color{green}\\text{0 open findings}`$',
  '$$\\text{approved}$$',
  '$\\href{https://evil.example}{details}$',
  'cost:$5,total$6',
];

/** Every dollar GitHub could read as math in `markdown`: text outside code and pre, tags removed. */
function shownDollars(markdown: string): number {
  const text = renderGfm(markdown)
    .replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return [...text.matchAll(/\$/g)].length;
}

/** review-gate on the cart repository with `planted` as a finding's content, evidence and fix: its job summary and check run. */
async function gateShowing(planted: string) {
  const repo = makeCartRepo();
  expect((await cliCase(repo, ['review', 'scope', 'pr-7', '--base', 'HEAD~1'])).code).toBe(0);
  writeFindings(repo, 'pr-7', [{ ...CART_FINDING, content: planted, evidence: planted, fix: planted }]);
  writeCoverage(repo, 'pr-7', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
  const r = await runActionAsync(
    'review-gate.js',
    repo,
    { id: 'pr-7', 'github-token': 'ghs_test', 'upload-artifact': 'false' },
    { env: { GITHUB_API_URL: github().url } },
  );
  expect(r.outputs.verdict).toBe('findings');
  const run = github().checkRuns.at(-1)!;
  return { summary: r.summary, checkText: run.output.text ?? '', check: `${run.output.summary ?? ''}\n\n${run.output.text ?? ''}` };
}

/** uat-gate on a failed run whose tester is `tester` and whose every note is `planted`: its job summary. */
async function uatShowing(tester: string, planted: string): Promise<string> {
  const dir = project();
  const statuses = Object.fromEntries(EXAMPLE.steps.flatMap((s: any) => s.expect.map((e: any) => [e.id, 'fail'])));
  const run = makeRun(EXAMPLE, statuses, { tester });
  for (const a of run.answers) a.note = planted;
  mkdirSync(join(dir, UAT, 'results', EXAMPLE.id), { recursive: true });
  writeFileSync(join(dir, UAT, 'results', EXAMPLE.id, `${run.runId}.json`), JSON.stringify(run));
  const r = await runActionAsync('uat-gate.js', dir, { id: EXAMPLE.id });
  expect(r.outputs.verdict).toBe('failed');
  return r.summary;
}

describe('#290 no math from untrusted text: a word holding a dollar is a code span in every Markdown sink', () => {
  const planted = MATH.join(' ; ');
  it('#290 review-gate: job summary, check run summary and text', async () => {
    const { summary, check } = await gateShowing(planted);
    expect(renderGfm(summary)).toContain('<code>$$\\text{approved}$$</code>');
    expect(shownDollars(summary), 'the job summary').toBe(0);
    expect(shownDollars(check), 'the check run').toBe(0);
  });

  it("#290 uat-gate: the tester's name and notes in the job summary", async () => {
    const summary = await uatShowing('Ana $\\color{green}\\text{passed}$', planted);
    expect(shownDollars(summary), 'the uat job summary').toBe(0);
  });
});

describe('#76 neutralising stays linear: a long run of text without a mark', () => {
  // One pattern with `\S*` on both sides of the marks took cubic time: 8,000 hex characters, 30 s;
  // a finding field may hold 20,000. The bound here is minutes away from the old code's.
  it('#76 20,000 characters without a space: plain text, a mark deep inside makes it one code span', () => {
    const blob = 'c'.repeat(20_000);
    expect(mdText(`blob=${blob}`)).toBe(`blob=${blob}`);
    expect(mdText(`x ${blob}https://evil.example${blob} y`)).toBe(`x \`${blob}https://evil.example${blob}\` y`);
  }, 10_000);

  // #317's test for a padded span (`^ .*[^ ].* $`) backtracked quadratically: 40,000 characters, 2.5 s; 200,000, a minute.
  it('#76 a code span of 200,000 characters after a space: read in one pass, its padding kept', () => {
    const span = ` ${'c'.repeat(200_000)}`;
    expect(mdText(`\`${span}\``)).toBe(`\`${span}\``);
    expect(mdCode(span)).toBe(`\`${span}\``);
    expect(mdCode(`${span} `)).toBe(`\` ${span}  \``);
  }, 10_000);
});

/**
 * GitHub shows `:name:` outside code as its emoji (its emoji filter runs on the rendered page's text, so
 * escaping the underscores changes nothing): a finding, a tester's note or name, a test-review title could
 * draw a verdict's own marks (✅, ✔️, 🟢) beside the real one. Each must stay text: a code span.
 */
const SHORTCODES = [
  ':white_check_mark: approved',
  'ok:heavy_check_mark:',
  ':+1:',
  ':green_circle:PASS:green_circle:',
  ':WHITE_CHECK_MARK:',
];

/** Every shortcode GitHub would draw from `markdown`: text outside code and pre, tags removed. */
function shownShortcodes(markdown: string): string[] {
  const text = renderGfm(markdown)
    .replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return [...text.matchAll(/:[\w+-]+:/g)].map((m) => m[0]);
}

describe('#218 no emoji from untrusted text: a shortcode is a code span in every Markdown sink', () => {
  const planted = SHORTCODES.join(' ; ');
  it('#218 review-gate: job summary, check run summary and text', async () => {
    const { summary, check, checkText } = await gateShowing(planted);
    expect(renderGfm(summary)).toContain('<code>:white_check_mark:</code> approved');
    expect(shownShortcodes(summary), 'the job summary').toEqual([]);
    expect(renderGfm(checkText)).toContain('<code>:white_check_mark:</code> approved');
    expect(shownShortcodes(check), 'the check run').toEqual([]);
  });

  it("#218 uat-gate: the tester's name and notes in the job summary", async () => {
    const summary = await uatShowing('Ana :white_check_mark: passed', planted);
    expect(renderGfm(summary)).toContain(':green_circle:PASS:green_circle:');
    expect(shownShortcodes(summary), 'the uat job summary').toEqual([]);
  });
});

/** Where the sinks put neutralised text: each shape a caller writes around it. */
const PLACES: Array<[string, (text: string) => string]> = [
  ['under a line', (t) => `**proofgate review**: findings\n${t}`],
  ['its own paragraph', (t) => `## proofgate review\n\n${t}\n\nThe scope is fully covered.`],
  ['a list item', (t) => `### Notes\n\n- ${t}\n- the last note`],
  ['a list item in an alert', (t) => `> [!WARNING]\n> Publishing was incomplete:\n> - ${t}`],
  ['after a label', (t) => `**Fix.** ${t}`],
  ['a table cell', (t) => `| text | note |\n| --- | --- |\n| ${t} | x |`],
];

/** The text a reader sees: tags gone, the character references cmark-gfm writes decoded. */
const shownText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('#301 text at the start of a line makes no block: a list, a rule, a heading, a quote, code', () => {
  it('#301 every block start, in every place a sink puts neutralised text, renders as the same blocks as plain words, its characters shown', () => {
    for (const [place, around] of PLACES) {
      const plain = blockTags(renderGfm(around(mdText('plain words'))));
      for (const start of BLOCK_STARTS) {
        const html = renderGfm(around(mdText(start)));
        expect(blockTags(html), `${JSON.stringify(start)} ${place}`).toEqual(plain);
        expect(shownText(html), `${JSON.stringify(start)} ${place}`).toContain(visible(start).trim());
      }
    }
  });
});
