import { describe, expect, it } from 'vitest';
import { cpuMsSince } from '../support/cpu.js';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reviewScope } from '../../src/review/scope.js';
import { scopeHash } from '../../src/review/seal.js';
import { reviewGate } from '../../src/review/gate.js';
import { reviewAnchor } from '../../src/review/anchor-command.js';
import { gateCommand } from '../../src/review/gate-command.js';
import { describeAnchor } from '../../src/review/anchor.js';
import { LineIndex } from '../../src/review/line-index.js';
import { parseStrictJson } from '../../src/text/json.js';
import { CART_V2, commitAll, git, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { FAKE_SECRETS, secretCores } from '../support/canaries.js';

async function sealedCart(id = 'g') {
  const repo = makeCartRepo();
  await reviewScope({ id, cwd: repo, effort: 'high' });
  return repo;
}
const completed = [{ path: 'src/cart.js', outcome: 'completed' }];

describe('review gate: every reason that keeps it incomplete', () => {
  it('evidence answering another scope', async () => {
    const repo = await sealedCart();
    writeFindings(repo, 'g', [], 'a'.repeat(64));
    writeCoverage(repo, 'g', completed, {}, 'b'.repeat(64));
    const r = await reviewGate({ id: 'g', cwd: repo });
    expect(r.verdict).toBe('incomplete');
    expect(r.reasons[0]).toMatch(/^coverage\.json answers another scope \(bbbbbbbbbbbb, sealed [0-9a-f]{12}\)/);
    expect(r.reasons[1]).toMatch(/^findings\.json answers another scope \(aaaaaaaaaaaa/);
  });

  const cases: [string, unknown[], Record<string, unknown>, RegExp][] = [
    ['a failed file', [{ path: 'src/cart.js', outcome: 'failed', reason: 'timeout' }], {}, /1 selected file\(s\) failed: src\/cart\.js/],
    [
      'a waiver without a reason',
      [{ path: 'src/cart.js', outcome: 'waived', reason: '  ' }],
      {},
      /1 file\(s\) waived without a reason: src\/cart\.js/,
    ],
    ['a stopped run', completed, { run: { stop: 'budget' } }, /the review stopped before the end \(run\.stop: budget\)/],
    [
      'a unit abandoned after three failed attempts',
      completed,
      { units: [{ id: 'U1', attempts: ['failed', 'failed', 'failed', 'completed'] }] },
      /unit U1 was abandoned after three failed attempts in a row/,
    ],
    [
      'a file outside the scope',
      [...completed, { path: 'src/other.js', outcome: 'completed' }],
      {},
      /items\[1\]: path "src\/other\.js" is not a selected file of the scope/,
    ],
    [
      'a path traversal',
      [{ path: '../../etc/passwd', outcome: 'completed' }],
      {},
      /items\[0\]: path "\.\.\/\.\.\/etc\/passwd" has a "\." or "\.\." segment/,
    ],
    [
      'a bidi override in a path',
      [{ path: 'src/cart\u202e.js', outcome: 'completed' }],
      {},
      /path "src\/cartU\+202E\.js" contains a control, invisible or bidi character/,
    ],
  ];
  for (const [name, items, extra, reason] of cases) {
    it(name, async () => {
      const repo = await sealedCart();
      writeFindings(repo, 'g', []);
      writeCoverage(repo, 'g', items, extra);
      const r = await reviewGate({ id: 'g', cwd: repo });
      expect(r.verdict).toBe('incomplete');
      expect(r.exitCode).toBe(2);
      expect(r.reasons.join('\n')).toMatch(reason);
    });
  }

  it('an open finding that is not anchored; a refuted one that is not anchored does not block', async () => {
    const repo = await sealedCart();
    writeCoverage(repo, 'g', completed);
    writeFindings(repo, 'g', [{ ...CART_FINDING, existing_code: 'sum += items[i].price' }]);
    const open = await reviewGate({ id: 'g', cwd: repo });
    expect(open.reasons).toEqual([expect.stringMatching(/^1 open finding\(s\) not anchored: F1 \(unlocated: no whole consecutive lines/)]);
    // A part of a line shows no habit to name: the reader is told the rule, not to quote more of what is not there.
    expect(open.reasons[0]).toMatch(/\); requote: copy whole consecutive lines of the head version verbatim$/);
    expect((await reviewAnchor({ id: 'g', cwd: repo })).lines[1]).toBe(
      '- F1 src/cart.js: unlocated: no whole consecutive lines of the head version match the quote (requote: copy whole consecutive lines of the head version verbatim)',
    );
    writeFindings(repo, 'g', [
      { ...CART_FINDING, existing_code: 'sum += items[i].price', disposition: 'refuted', refutation: 'items is never empty here.' },
    ]);
    expect((await reviewGate({ id: 'g', cwd: repo })).verdict).toBe('clean');
  });

  // An agent's part may hold 20,000 findings, each path 4,096 characters: the hints a refusal
  // gives stay linear (a lazy pattern for a line number took 17 ms on one such path).
  it('refuses thousands of findings on paths of another spelling in bounded time', async () => {
    const repo = await sealedCart();
    writeCoverage(repo, 'g', completed);
    const hostile = [`${':1'.repeat(2000)}x`, `/${'a/'.repeat(2000)}src/cart.js`, `src/${'d/'.repeat(2000)}`];
    writeFindings(
      repo,
      'g',
      Array.from({ length: 3000 }, (_, i) => ({ ...CART_FINDING, id: `H${i}`, path: hostile[i % 3]! })),
    );
    const c0 = process.cpuUsage();
    const r = await reviewGate({ id: 'g', cwd: repo });
    expect(cpuMsSince(c0)).toBeLessThan(5000);
    expect(r.reasons.join('\n')).toMatch(/findings\.json is not valid: findings\[0\] \(H0\): path ":1:1.* and 2995 more/);
  });

  it('never derives clean from zero findings when coverage is missing', async () => {
    const repo = await sealedCart();
    writeFindings(repo, 'g', []);
    expect((await reviewGate({ id: 'g', cwd: repo })).verdict).toBe('incomplete');
  });

  const hostile: [string, string, RegExp][] = [
    ['an empty file', '', /is not valid JSON/],
    ['null', 'null', /must be object/],
    ['an empty object', '{}', /must have required property 'schema'/],
    ['a duplicate key', '{"schema":"bmad-plus/review-findings/1","scopeSha256":"x","findings":[],"findings":[]}', /duplicate key/],
    [
      'a __proto__ key',
      '{"schema":"bmad-plus/review-findings/1","__proto__":{"polluted":true},"findings":[]}',
      /"__proto__" is not accepted/,
    ],
    ['a BOM', '\ufeff{}', /byte order mark/],
  ];
  for (const [name, text, reason] of hostile) {
    it(`fails closed on ${name} in findings.json`, async () => {
      const repo = await sealedCart();
      writeCoverage(repo, 'g', completed);
      writeFileSync(join(folderOf(repo, 'g'), 'findings.json'), text);
      const r = await reviewGate({ id: 'g', cwd: repo });
      expect(r.verdict).toBe('incomplete');
      expect(r.reasons[0]).toMatch(reason);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  // The shapes an agent writes instead of the wrapper: the schema's own errors ("(top level): must
  // be object", a missing `schema`) never said what to write. The hint comes first, so the cut to
  // the first errors (and to 600 characters in the next prompt) keeps it.
  const FINDINGS_WRAPPER = '{"schema": "bmad-plus/review-findings/1", "scopeSha256": …, "findings": [ … ]}';
  const COVERAGE_WRAPPER = '{"schema": "bmad-plus/review-coverage/1", "scopeSha256": …, "items": [ … ], "run": {"stop": …}}';
  const finding = JSON.stringify(CART_FINDING);
  const item = JSON.stringify(completed[0]);
  const shapes: [string, 'findings' | 'coverage', string, string][] = [
    [
      'a bare array of findings',
      'findings',
      `[\n  ${finding}\n]\n`,
      `the top level is a list: write one JSON object, ${FINDINGS_WRAPPER}; (top level): must be object`,
    ],
    [
      'one finding per line',
      'findings',
      `${finding}\n${JSON.stringify({ ...CART_FINDING, id: 'F2' })}\n`,
      `one finding per line: write one JSON object, ${FINDINGS_WRAPPER}; is not valid JSON: several JSON objects one after another (the second starts at line 2, column 1): write one JSON document`,
    ],
    [
      'one finding alone',
      'findings',
      finding,
      `the top level is one finding: write one JSON object, ${FINDINGS_WRAPPER}; (top level): must have required property 'schema'`,
    ],
    [
      'a bare array of coverage items',
      'coverage',
      `[${item}]`,
      `the top level is a list: write one JSON object, ${COVERAGE_WRAPPER}; (top level): must be object`,
    ],
    [
      'one coverage item per line',
      'coverage',
      `${item}\n${item}`,
      `one coverage item per line: write one JSON object, ${COVERAGE_WRAPPER}; is not valid JSON: several JSON objects`,
    ],
    [
      'one coverage item alone',
      'coverage',
      item,
      `the top level is one coverage item: write one JSON object, ${COVERAGE_WRAPPER}; (top level): must have required property 'schema'`,
    ],
  ];
  for (const [name, file, text, hint] of shapes) {
    it(`names the wrapper to write for ${name} in ${file}.json`, async () => {
      const repo = await sealedCart();
      if (file === 'findings') writeCoverage(repo, 'g', completed);
      else writeFindings(repo, 'g', []);
      writeFileSync(join(folderOf(repo, 'g'), `${file}.json`), text);
      const r = await reviewGate({ id: 'g', cwd: repo });
      expect(r.verdict).toBe('incomplete');
      expect(r.reasons.find((x) => x.includes(`${file}.json`))).toContain(`${file}.json is not valid: ${hint}`);
    });
  }
  it('names no wrapper for an object that is neither the file nor one of its entries', async () => {
    const repo = await sealedCart();
    writeCoverage(repo, 'g', completed);
    writeFileSync(join(folderOf(repo, 'g'), 'findings.json'), JSON.stringify({ path: 'src/cart.js' }));
    expect((await reviewGate({ id: 'g', cwd: repo })).reasons[0]).not.toContain('write one JSON object');
  });

  it('refuses a findings.json that is a symlink (it could point at /proc/self/environ)', async () => {
    const repo = await sealedCart();
    writeCoverage(repo, 'g', completed);
    symlinkSync('/etc/hostname', join(folderOf(repo, 'g'), 'findings.json'));
    expect((await reviewGate({ id: 'g', cwd: repo })).reasons[0]).toMatch(/findings\.json is not valid: is a symbolic link/);
  });
});

describe('the repository check: the verdict answers git, not scope.json', () => {
  it('answers the head it is given (default HEAD): a later commit makes the scope stale; a ref that is an option is refused', async () => {
    const repo = await sealedCart();
    writeFindings(repo, 'g', []);
    writeCoverage(repo, 'g', completed);
    expect((await reviewGate({ id: 'g', cwd: repo })).verdict).toBe('clean');
    writeFileSync(join(repo, 'src/cart.js'), `${CART_V2}// later\n`);
    git(repo, 'commit', '-qam', 'later');
    const stale = await reviewGate({ id: 'g', cwd: repo });
    expect(stale.reasons).toEqual([
      expect.stringMatching(/^stale: sealed at [0-9a-f]{12}, head is [0-9a-f]{12}, 1 commit later: seal the scope again at the head$/),
      expect.stringMatching(/^the checkout is at [0-9a-f]{12}, not the sealed head \(tree integrity: moved\)/),
    ]);
    expect(stale.head).toBe(git(repo, 'rev-parse', 'HEAD').trim());
    // `--head` names the commit the verdict answers; the tree must hold it too.
    expect((await reviewGate({ id: 'g', cwd: repo, head: 'HEAD~1' })).tree).toMatchObject({ state: 'moved' });
    git(repo, 'checkout', '-q', 'HEAD~1');
    expect((await reviewGate({ id: 'g', cwd: repo })).verdict).toBe('clean');
    await expect(reviewGate({ id: 'g', cwd: repo, head: '--output=x' })).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(/head ref is not a valid revision/),
    });
  });

  it('a working-tree scope: a selected file edited after sealing, or a new file, no longer matches', async () => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/cart.js'), `${CART_V2}// uncommitted\n`);
    await reviewScope({ id: 'w', cwd: repo, workspace: true });
    writeFindings(repo, 'w', []);
    writeCoverage(repo, 'w', completed);
    expect((await reviewGate({ id: 'w', cwd: repo })).verdict).toBe('clean');
    writeFileSync(join(repo, 'src/cart.js'), `${CART_V2}// edited after sealing\n`);
    writeFileSync(join(repo, 'src/new.js'), 'export const n = 1;\n');
    const r = await reviewGate({ id: 'w', cwd: repo });
    expect(r.reasons[0]).toMatch(
      /^scope\.json does not match git at its sealed base [0-9a-f]{12} and head [0-9a-f]{12} \(working tree\), 2 difference\(s\): src\/cart\.js: blob [0-9a-f]{12} in scope\.json, [0-9a-f]{12} in git; src\/new\.js is new in the working tree \(untracked\) but missing from scope\.json: seal the scope again$/,
    );
  });
});

describe('anchoring', () => {
  it('matches whole consecutive lines after whitespace normalisation', () => {
    const index = new LineIndex(Buffer.from('a();\n  if (x) {\n    y();\n  }\nb();\nif (x) {\n  z();\n}\n'));
    expect(index.locate('if (x) {\n y();')).toEqual({ status: 'located', start: 2, end: 3 });
    expect(index.locate('\n\nif   (x)   {\n')).toEqual({
      status: 'ambiguous',
      candidates: [
        { start: 2, end: 2 },
        { start: 6, end: 6 },
      ],
    });
    expect(index.locate('y()')).toMatchObject({ status: 'unlocated' });
    expect(index.locate(' \n ')).toEqual({ status: 'unlocated', reason: 'the quote is blank' });
  });

  it('an ambiguous quote says how many places there are, not only the 20 it lists', () => {
    const many = new LineIndex(Buffer.from('x = 1;\n'.repeat(21))).locate('x = 1;');
    expect(many).toMatchObject({ status: 'ambiguous', places: 21 });
    expect(describeAnchor(many)).toMatch(/^ambiguous: 21 places \(the first 20 at lines 1, 2, .*, 20\)$/);
    const few = new LineIndex(Buffer.from('x = 1;\n'.repeat(20))).locate('x = 1;');
    expect(describeAnchor(few)).toMatch(/^ambiguous: 20 places \(lines 1, 2, .*, 20\)$/);
  });

  it('reads the head version as sealed, whatever the work tree holds now', async () => {
    const repo = await sealedCart();
    writeFileSync(join(repo, 'src/cart.js'), '// rewritten in the work tree\n');
    writeFindings(repo, 'g', [CART_FINDING]);
    const r = await reviewAnchor({ id: 'g', cwd: repo });
    expect(r.exitCode).toBe(0);
    expect(r.lines[0]).toMatch(/1 located, 0 ambiguous, 0 unlocated$/);
  });

  it('a symlink is not quotable', async () => {
    const repo = makeCartRepo();
    symlinkSync('/proc/self/environ', join(repo, 'src/env.js'));
    commitAll(repo, 'a link');
    await reviewScope({ id: 's', cwd: repo });
    writeFindings(repo, 's', [{ ...CART_FINDING, path: 'src/env.js', existing_code: 'PATH=' }]);
    const r = await reviewAnchor({ id: 's', cwd: repo });
    expect(r.exitCode).toBe(1);
    expect(r.lines.join('\n')).toContain('unlocated: a symlink is not quotable');
  });

  it('redacts credentials in every quoted field of every output: anchored file, check, SARIF', async () => {
    const repo = makeCartRepo();
    mkdirSync(join(repo, 'src'), { recursive: true });
    const secretLines = Object.values(FAKE_SECRETS).map((s, i) => `const s${i} = ${JSON.stringify(s)};`);
    writeFileSync(join(repo, 'src/config.js'), secretLines.join('\n') + '\n');
    commitAll(repo, 'config with secrets');
    await reviewScope({ id: 'x', cwd: repo });
    const findings = secretLines.map((line, i) => ({
      ...CART_FINDING,
      id: `S${i}`,
      path: 'src/config.js',
      existing_code: line,
      content: `Hard-coded ${line}`,
      evidence: line,
      category: 'security',
    }));
    writeFindings(repo, 'x', findings);
    writeCoverage(repo, 'x', [{ path: 'src/config.js', outcome: 'completed' }]);
    const anchor = await reviewAnchor({ id: 'x', cwd: repo });
    expect(anchor.lines[0]).toMatch(/14 located, 0 ambiguous, 0 unlocated$/);
    const gate = await gateCommand({ id: 'x', cwd: repo, emitCheck: 'check.json', sarif: 'out.sarif' });
    expect(gate.result.verdict).toBe('findings');
    const outputs = [
      readFileSync(join(folderOf(repo, 'x'), 'findings.anchored.json'), 'utf8'),
      readFileSync(join(repo, 'check.json'), 'utf8'),
      readFileSync(join(repo, 'out.sarif'), 'utf8'),
      JSON.stringify(gate.json),
      gate.lines.join('\n'),
    ];
    for (const out of outputs) for (const core of secretCores()) expect(out).not.toContain(core);
    expect(outputs[0]).toContain('[REDACTED]');
  });

  it('the check document holds at most 50 annotations, most severe first; the rest are counted', async () => {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/many.js'), Array.from({ length: 120 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n');
    commitAll(repo, 'many');
    await reviewScope({ id: 'm', cwd: repo });
    const sev = ['low', 'medium', 'high', 'critical'];
    writeFindings(
      repo,
      'm',
      Array.from({ length: 120 }, (_, i) => ({
        ...CART_FINDING,
        id: `M${i}`,
        path: 'src/many.js',
        existing_code: `export const v${i} = ${i};`,
        severity: sev[i % 4],
      })),
    );
    writeCoverage(repo, 'm', [{ path: 'src/many.js', outcome: 'completed' }]);
    const r = await gateCommand({ id: 'm', cwd: repo, emitCheck: 'check.json' });
    expect(r.result.verdict).toBe('findings');
    const check = JSON.parse(readFileSync(join(repo, 'check.json'), 'utf8'));
    expect(check.totalAnnotations).toBe(120);
    expect(check.github.output.annotations).toHaveLength(50);
    expect(check.github.output.annotations.slice(0, 30).every((a: { annotation_level: string }) => a.annotation_level === 'failure')).toBe(
      true,
    );
    expect(check.github.output.annotations[0].title).toMatch(/^critical/);
  });
});

describe('the sealed scope itself', () => {
  // Found by test/fuzz/review-scope.test.ts: the seal is a hash anyone can recompute, and a scope
  // that listed src/cart.js twice was "clean — coverage 2/2 completed" with one coverage item.
  it('a path listed twice is refused (exit 3), even with the seal recomputed', async () => {
    const repo = await sealedCart();
    const file = join(folderOf(repo, 'g'), 'scope.json');
    const scope = JSON.parse(readFileSync(file, 'utf8'));
    scope.files.push(scope.files[0]);
    scope.scopeSha256 = scopeHash(scope);
    writeFileSync(file, JSON.stringify(scope));
    writeFindings(repo, 'g', []);
    writeCoverage(repo, 'g', completed);
    await expect(reviewGate({ id: 'g', cwd: repo })).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(/"src\/cart\.js" is listed twice/),
    });
    await expect(reviewAnchor({ id: 'g', cwd: repo })).rejects.toMatchObject({ exitCode: 3 });
  });

  // Found by test/fuzz/review-scope.test.ts: an integer too large to hash exactly was an "unexpected error".
  it('a line count too large to hash is refused (exit 3), not a crash', async () => {
    const repo = await sealedCart();
    const file = join(folderOf(repo, 'g'), 'scope.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"added": \d+/, '"added": 123456789012345678901234567890'));
    await expect(reviewGate({ id: 'g', cwd: repo })).rejects.toMatchObject({
      name: 'ProofgateError',
      exitCode: 3,
      message: expect.stringMatching(/scope\.json is not a valid scope: canonical JSON holds integers only/),
    });
  });
});

describe('strict JSON', () => {
  it('accepts valid JSON whose strings contain quotes and colons', () => {
    expect(parseStrictJson(Buffer.from('{"a":"x\\":y","b":{"c":"\\\\"}}'))).toEqual({ ok: true, data: { a: 'x":y', b: { c: '\\' } } });
  });
  it('refuses invalid UTF-8 and lone surrogates', () => {
    expect(parseStrictJson(Buffer.from([0x7b, 0xff, 0x7d]))).toEqual({ ok: false, errors: ['is not valid UTF-8'] });
    expect(parseStrictJson(Buffer.from('{"a":"\\ud800"}'))).toMatchObject({ ok: false, errors: [expect.stringMatching(/lone surrogate/)] });
    // The error names where: the keys and indexes from the top.
    expect(parseStrictJson(Buffer.from('{"a":[1,{"b":"\\udc00"}]}'))).toEqual({
      ok: false,
      errors: ['/a/1/b: a string holds a lone surrogate'],
    });
    expect(parseStrictJson(Buffer.from('"\\ud800"'))).toEqual({ ok: false, errors: ['(top level): a string holds a lone surrogate'] });
  });
  // Found by test/adversarial/review-evidence.test.ts: V8's message quotes the input it refuses,
  // all of a short one, so a `.env` line an agent wrote as findings.json reached the summary; and by
  // test/fuzz/boundary.ts: raw escapes and newlines from that message reached the gate's reasons.
  it('never quotes the text it refuses, nor its control characters', () => {
    for (const text of ['TOKEN=s3cr3t-value', '{"k":"s3cr3t-value" x}', '[1,]', '{\n"a": \u001b[31m}']) {
      const r = parseStrictJson(Buffer.from(text));
      expect(r).toMatchObject({
        ok: false,
        errors: [expect.stringMatching(/^is not valid JSON: (a syntax error at|a trailing comma at|it ends|it starts)/)],
      });
      expect(JSON.stringify(r)).not.toMatch(/s3cr3t|\[1|\\u001b/);
    }
  });
  // What models add around JSON they were asked to write, named by kind (never quoted), with where.
  it('says where JSON went wrong, and names a fence or prose a writer put around it', () => {
    const error = (text: string) => (parseStrictJson(Buffer.from(text)) as { errors: string[] }).errors[0];
    const alone = 'write the JSON alone, nothing around it';
    expect(error('```json\n{"a": 1}\n```\n')).toBe(`is not valid JSON: it starts with a Markdown fence: ${alone}`);
    expect(error('  ~~~\n{}\n~~~')).toBe(`is not valid JSON: it starts with a Markdown fence: ${alone}`);
    expect(error('Here is the file:\n{"a": 1}')).toBe(`is not valid JSON: it starts with text before the JSON: ${alone}`);
    expect(error('{"a": 1}\n```\nDone.')).toBe(`is not valid JSON: text follows the JSON at line 2, column 1: ${alone}`);
    expect(error('{"a": 1,\n "b": 2,}')).toBe('is not valid JSON: a trailing comma at line 2, column 8: JSON allows none');
  });
  // V8 gives no position for an unexpected token (Node 20 and 24: `Unexpected token ']', "[1,]" is
  // not valid JSON`), so a trailing comma or a NaN was "a syntax error" with no line; each is now
  // found by a scan after the parse failed, and the habits models bring from JavaScript, Python and
  // JSON5 are named from a fixed list (never the text).
  it('names the line, the column and the habit behind every syntax error', () => {
    const error = (text: string) => (parseStrictJson(Buffer.from(text)) as { errors: string[] }).errors[0];
    const cases: [string, string][] = [
      ['[\n  {"id": "F1"},\n  {"id": "F2"},\n]\n', 'a trailing comma at line 3, column 15: JSON allows none'],
      ['{"findings": [],\n}', 'a trailing comma at line 1, column 16: JSON allows none'],
      ['["x\\"y",]', 'a trailing comma at line 1, column 8: JSON allows none'],
      ['{"score": NaN}', 'NaN at line 1, column 11: NaN, Infinity and undefined are not JSON values'],
      ['[1, -Infinity]', '-Infinity at line 1, column 5: NaN, Infinity and undefined are not JSON values'],
      ['{"fix": undefined}', 'undefined at line 1, column 9: NaN, Infinity and undefined are not JSON values'],
      ['{"ok": True}', 'True at line 1, column 8: JSON writes true, false and null'],
      ['{"a": 1, // why\n "b": 2}', 'a comment at line 1, column 10: JSON has no comments'],
      ['/* findings */\n{}', 'a comment at line 1, column 1: JSON has no comments'],
      ["{'a': 1}", 'a single-quoted string at line 1, column 2: JSON strings take double quotes'],
      ['{"a": \'x\'}', 'a single-quoted string at line 1, column 7: JSON strings take double quotes'],
      ['{\n  severity: "high"}', 'an unquoted key at line 2, column 3: JSON keys take double quotes'],
      [
        '{"content": "two\nlines"}',
        'a raw control character in a string at line 1, column 17: escape it (\\n for a line break, \\t for a tab)',
      ],
      ['[tru]', 'a syntax error at line 1, column 5'],
      ['{"a": "\\x"}', 'a syntax error at line 1, column 9'],
      ['{"a": [1 2]}', 'a syntax error at line 1, column 10'],
      ['{"a": "open', 'it ends before the JSON is complete: the string opened at line 1, column 7 is not closed'],
      [
        '{"a": 1}\r\n{"a": 2}\r\n',
        'several JSON objects one after another (the second starts at line 2, column 1): write one JSON document',
      ],
      ['{"a": 1} {"a": 2}', 'text follows the JSON at line 1, column 10: write the JSON alone, nothing around it'],
    ];
    for (const [text, why] of cases) expect(error(text), text).toBe(`is not valid JSON: ${why}`);
  });
  // The scan must agree with V8 wherever V8 does say where: every one-character change of a file.
  it('finds the place V8 names, wherever V8 names one, and a line and column for every other refusal', () => {
    const doc = JSON.stringify({ schema: 'x', n: [1, -2.5e3, 0, true, false, null], s: 'a"b\\c\u00e9\n', o: { k: {}, l: [] } }, null, 1);
    const where = (text: string, at: number) => {
      const line = text.slice(0, at).split('\n').length;
      return `line ${line}, column ${at - text.lastIndexOf('\n', at - 1)}`;
    };
    let compared = 0;
    for (let i = 0; i <= doc.length; i++)
      for (const text of [
        doc.slice(0, i) + doc.slice(i + 1),
        ...[...',}]x"\\1:{[-.e\n\'u/'].map((c) => doc.slice(0, i) + c + doc.slice(i)),
      ]) {
        let message: string;
        try {
          JSON.parse(text);
          continue;
        } catch (err) {
          message = (err as Error).message;
        }
        const got = error(text);
        if (i > 0) expect(got, text).toMatch(/at line \d+, column \d+|ends before the JSON is complete/);
        const at = /at position (\d+)/.exec(message)?.[1];
        if (at !== undefined && /a syntax error at|text follows/.test(got)) {
          expect(got, text).toContain(where(text, Number(at)));
          compared++;
        }
      }
    expect(compared).toBeGreaterThan(500);
    function error(text: string) {
      return (parseStrictJson(Buffer.from(text)) as { errors: string[] }).errors[0]!;
    }
  });
  it('finds the place in linear time on hostile text of 16 MiB', () => {
    const M = 16 * 1024 * 1024;
    const c0 = process.cpuUsage();
    // Escaped quotes all the way (each looks like a string's end), then a trailing comma; blanks before one.
    expect(parseStrictJson(Buffer.from(`["${'\\"'.repeat(M / 2 - 4)}",]`))).toMatchObject({
      errors: [expect.stringMatching(/^is not valid JSON: a trailing comma at line 1, column \d+: JSON allows none$/)],
    });
    expect(parseStrictJson(Buffer.from(`[1,${'\n'.repeat(M - 6)}]`))).toMatchObject({
      errors: ['is not valid JSON: a trailing comma at line 1, column 3: JSON allows none'],
    });
    expect(cpuMsSince(c0)).toBeLessThan(8000);
  });
  it('refuses deep nesting without overflowing', () => {
    expect(parseStrictJson(Buffer.from('['.repeat(5000) + ']'.repeat(5000)))).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/nested deeper than 64/)],
    });
  });
  // Found by test/fuzz/review-evidence.test.ts (64 MiB cap) and test/adversarial/review-evidence.test.ts
  // (a 10 MB string): the duplicate-key regex ran out of backtracking stack on one long string, and
  // `review anchor` and the gate printed "unexpected error".
  it('reads one string of 16 million characters, escapes included, without overflowing', () => {
    const long = { content: 'lorem ipsum '.repeat(1_400_000), quoted: '\\"'.repeat(4_000_000) };
    expect(parseStrictJson(Buffer.from(JSON.stringify(long)))).toEqual({ ok: true, data: long });
    expect(parseStrictJson(Buffer.from(`{"a":${JSON.stringify(long.content)},"a":1}`))).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/duplicate key/)],
    });
  });
});

describe('anchoring: regular and irregular whitespace give the same answers', () => {
  const cases: [string, string, string][] = [
    ['tabs inside a line', 'a();\nif\t(x)  {\n  y();\n}\nif (x) {\n', 'if (x) {'],
    ['CRLF line ends', 'a();\r\nif (x) {\r\n  y();\r\n}\r\n', 'if (x) {\n y();'],
    ['a no-break space', 'a();\nif\u00a0(x) {\n  y();\n', 'if (x) {'],
    ['an en quad', 'a();\nif\u2000(x) {\nif (x) {\n', 'if (x) {'],
    ['a prefix of a longer line', 'if (x) { y(); }\nif (x) {\n', 'if (x) {'],
    ['indentation only', '    if (x) {\n', 'if (x) {'],
    // Found by the fuzzer (test/fuzz/review.test.ts, seed 20261129): a CR before the first word.
    ['a carriage return before the first word', '\r+= \n', '\r+= '],
  ];
  const expected: Record<string, unknown> = {
    'tabs inside a line': {
      status: 'ambiguous',
      candidates: [
        { start: 2, end: 2 },
        { start: 5, end: 5 },
      ],
    },
    'CRLF line ends': { status: 'located', start: 2, end: 3 },
    'a no-break space': { status: 'located', start: 2, end: 2 },
    'an en quad': {
      status: 'ambiguous',
      candidates: [
        { start: 2, end: 2 },
        { start: 3, end: 3 },
      ],
    },
    'a prefix of a longer line': { status: 'located', start: 2, end: 2 },
    'indentation only': { status: 'located', start: 1, end: 1 },
    'a carriage return before the first word': { status: 'located', start: 1, end: 1 },
  };
  for (const [name, file, quote] of cases) it(name, () => expect(new LineIndex(Buffer.from(file)).locate(quote)).toEqual(expected[name]));
});
