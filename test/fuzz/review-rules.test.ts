// _bmad/review-rules.yaml at the command boundary: review rules (with and
// without a path) and review scope, on one cart repository. See docs/review-rules.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { git, makeCartRepo } from '../support/repo.js';
import { documented, expectBoundary, expectBoundedAtCap, feeder, run, type Feed } from './boundary.js';
import { hostileJson, readBack } from './mutate.js';
import { breachParams, LONG, params } from './settings.js';

const ID = 'fz';

describe('fuzz at the boundary: _bmad/review-rules.yaml', () => {
  let repo: string;
  let rules: Feed;
  let rulesFor: Feed;
  let scope: Feed;
  const VALID = {
    schema: 'bmad-plus/review-rules/1',
    rules: [{ id: 'money', title: 'Money arithmetic', group: 'code', globs: ['src/**'], doc: '_bmad/rules/money.md' }],
    disable: ['sql-and-migrations'],
  };
  beforeAll(() => {
    repo = makeCartRepo();
    mkdirSync(join(repo, '_bmad/rules'), { recursive: true });
    writeFileSync(join(repo, '_bmad/rules/money.md'), '# Money\nLook at rounding.\n');
    writeFileSync(join(repo, 'README.md'), 'outside _bmad\n');
    const file = join(repo, '_bmad/review-rules.yaml');
    rules = feeder(repo, file, ['review', 'rules'], documented('review', 'rules'));
    rulesFor = feeder(repo, file, ['review', 'rules', 'src/cart.js'], documented('review', 'rules'));
    // A scope reads the rules from its base commit: each case is committed, then sealed on it.
    scope = async (bytes, ms) => {
      writeFileSync(file, bytes);
      git(repo, 'add', '--', '_bmad/review-rules.yaml', '_bmad/rules/money.md', 'README.md');
      git(repo, 'commit', '-q', '--allow-empty', '-m', 'rules');
      const o = await run(repo, ['review', 'scope', ID, '--base', 'HEAD']);
      expectBoundary(o, documented('review', 'scope'), ms);
      return o;
    };
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  /** The same document written as block YAML, when the yaml package can write it (not 20,000 levels deep). */
  const asYaml = (b: Buffer) => {
    try {
      return readBack(b) === undefined ? b : Buffer.from(stringify(readBack(b)));
    } catch {
      return b;
    }
  };
  // YAML's own hazards, put in front of or in place of a valid file.
  const yamlHazard = fc.constantFrom(
    'a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n', // aliases (the parser allows none)
    'schema: !!js/function "function(){}"\n',
    'schema: !!binary aGVsbG8=\n',
    '<<: {schema: x}\n',
    'schema: a\nschema: a\n',
    '%YAML 1.1\n---\nschema: yes\n',
    '--- a\n--- b\n',
    '\tschema: x\n',
    'schema: "\\ud800"\n',
    '? [a, b]\n: c\n',
    'rules: [' + '['.repeat(2000) + ']'.repeat(2000) + ']\n',
    '\ufeffschema: bmad-plus/review-rules/1\n',
    'schema: bmad-plus/review-rules/1\n__proto__: {polluted: true}\n',
    'x'.repeat(3000) + ': 1\n',
  );
  const hostileYaml = fc.oneof(
    { weight: 6, arbitrary: hostileJson(VALID).map(asYaml) },
    { weight: 2, arbitrary: hostileJson(VALID) },
    { weight: 2, arbitrary: fc.tuple(yamlHazard, fc.boolean()).map(([h, before]) => (before ? h + stringify(VALID) : h)) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom(
          'schema',
          ':',
          ' ',
          '\n',
          '- ',
          '[',
          ']',
          '{',
          '}',
          '&a',
          '*a',
          '!!str',
          '"',
          "'",
          '#',
          '|',
          '>',
          'rules',
          'id',
          '\t',
        ),
        maxLength: 60,
      }),
    },
  );

  it(
    'review rules: hostile YAML never crashes it; listed (0) only for a file that says the rules schema',
    async () => {
      expect((await rules(stringify(VALID))).code).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileYaml, fc.boolean(), async (text, forPath) => {
          const o = await (forPath ? rulesFor : rules)(text);
          if (o.code === 0) expect(o.out).toMatch(/^rule set [0-9a-f]{12} \(_bmad\/review-rules\.yaml\)/);
        }),
        params,
      );
    },
    LONG,
  );

  // Each is refused by docs/review-rules.md, never ignored.
  const rule = VALID.rules[0]!;
  const breach = fc.constantFrom<[string, unknown]>(
    ['no schema', { rules: VALID.rules }],
    ['another schema', { ...VALID, schema: 'bmad-plus/review-rules/2' }],
    ['an unknown key', { ...VALID, extra: 1 }],
    ['an unknown key in a rule', { ...VALID, rules: [{ ...rule, severity: 'high' }] }],
    ['a duplicate id', { ...VALID, rules: [rule, rule] }],
    ['disabling an unknown rule', { ...VALID, disable: ['nope'] }],
    ['defined and disabled', { ...VALID, disable: ['money'] }],
    ['a document outside _bmad/', { ...VALID, rules: [{ ...rule, doc: 'README.md' }] }],
    ['a document through ..', { ...VALID, rules: [{ ...rule, doc: '_bmad/../README.md' }] }],
    ['an absolute document', { ...VALID, rules: [{ ...rule, doc: '/etc/passwd' }] }],
    ['a missing document', { ...VALID, rules: [{ ...rule, doc: '_bmad/rules/none.md' }] }],
    ['an extglob', { ...VALID, rules: [{ ...rule, globs: ['+(a|b)'] }] }],
    ['a brace range', { ...VALID, rules: [{ ...rule, globs: ['src/{1..9}.js'] }] }],
    ['no globs', { ...VALID, rules: [{ ...rule, globs: [] }] }],
    ['a bad id', { ...VALID, rules: [{ ...rule, id: 'Money!' }] }],
  );
  it(
    'breached by construction: review rules and review scope both refuse it (exit 3)',
    async () => {
      await fc.assert(
        fc.asyncProperty(breach, fc.boolean(), async ([why, doc], asJson) => {
          const text = asJson ? JSON.stringify(doc) : stringify(doc);
          expect((await (asJson ? rulesFor : rules)(text)).code, why).toBe(3);
          expect((await scope(text)).code, why).toBe(3);
        }),
        breachParams,
      );
    },
    LONG,
  );

  it('at the 256 KB cap: just under is read in bounded time, one byte over is refused by its size', async () => {
    const valid = stringify(VALID);
    const under = valid + '#'.repeat(256 * 1024 - Buffer.byteLength(valid) - 1) + '\n';
    const o = await expectBoundedAtCap(rules, under, 5000);
    expect(o.code, o.err.join('\n')).toBe(0);
    const over = await expectBoundedAtCap(rules, under + ' ', 5000);
    expect(over.code).toBe(3);
    expect(over.err.join('\n')).toContain('the limit is 256 KB');
    // Brackets nested as deep as the cap allows, closed or not: refused in bounded time, never a crash.
    // (Found by this fuzzer: the yaml parser's error recovery took 3.7 s on 20,000 unclosed brackets.)
    const depth = (256 * 1024 - 40) / 2;
    expectBoundary(
      await expectBoundedAtCap(rules, `schema: bmad-plus/review-rules/1\nrules: ${'['.repeat(depth)}${']'.repeat(depth)}\n`, 5000),
      [3],
      5000,
    );
    expectBoundary(await expectBoundedAtCap(rules, `{\n  "schema"\u0000 ${'['.repeat(2 * depth)}`, 5000), [3], 5000);
    // The most rules the schema allows, with as many globs as fit under the cap: parsed and compiled in bounded time.
    const many = {
      schema: VALID.schema,
      rules: Array.from({ length: 200 }, (_, i) => ({
        ...rule,
        id: `r${i}`,
        globs: Array.from({ length: 40 }, (_, g) => `src/**/d${g}/**/*.{js,ts}`),
      })),
    };
    expect(JSON.stringify(many).length).toBeLessThan(256 * 1024);
    const m = await expectBoundedAtCap(rules, JSON.stringify(many), 10_000);
    expect(m.code, m.err.join('\n')).toBe(0);
  }, 120_000);
});
