// Human acceptance files at the command boundary: the spec (uat lint, uat build),
// a run (uat gate, uat read) and the triage file (uat gate), each rewritten per
// case in one project folder. See docs/uat-lint.md, docs/uat-read.md, docs/uat-gate.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE, makeRun, project, specSha, UAT } from '../uat/support.js';
import { documented, expectBoundedAtCap, feeder, type Feed } from './boundary.js';
import { hostileJson, mutate, readBack, schemaBreakers } from './mutate.js';
import { breachParams, LONG, params } from './settings.js';

const ID = EXAMPLE.id as string;
const SHA = specSha(EXAMPLE);
const RUN_ID = 'run-20261129T100000Z-abcd';
const EXPECTS = (EXAMPLE.steps as any[]).flatMap((s) => s.expect.map((e: any) => e.id as string));
const ALL_PASS = Object.fromEntries(EXPECTS.map((e) => [e, 'pass']));
const writeOk = { step: 'S2', kind: 'sql', ok: true, at: '2026-11-29T11:00:00Z', by: 'Bea (ran the verify query: 1 row)' };
const triageOf = (items: unknown[], writeChecks: unknown[]) => ({
  schema: 'bmad-plus/uat-triage/1',
  specId: ID,
  runId: RUN_ID,
  items,
  writeChecks,
});

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
/** A breach built from the valid document by `edit` (on a copy). */
const breach = (why: string, edit: (d: any) => void) => ({
  why,
  apply: (v: unknown) => {
    const d = structuredClone(v);
    edit(d);
    return Buffer.from(JSON.stringify(d));
  },
});
/** Byte-level breaches any JSON reader refuses (JSON.parse takes no BOM and no cut text). */
const byteBreaches = fc.oneof(
  fc.constant({ why: 'a byte order mark', apply: (v: unknown) => mutate(v, [], [{ kind: 'bom' }]) }),
  fc.nat().map((at) => ({
    why: 'cut short',
    apply: (v: unknown) => {
      const b = mutate(v, []);
      return b.subarray(0, at % b.length);
    },
  })),
);

let dir: string;
const file = {
  spec: () => join(dir, UAT, 'specs', `${ID}.json`),
  run: () => join(dir, UAT, 'results', ID, `${RUN_ID}.json`),
  triage: () => join(dir, UAT, 'triage', `${ID}.json`),
};
/** The baseline: the shipped example, a run that passes everything, its write check recorded. */
const reset = (run = makeRun(EXAMPLE, ALL_PASS), triage: unknown = triageOf([], [writeOk])) => {
  writeFileSync(file.spec(), json(EXAMPLE));
  writeFileSync(file.run(), json(run));
  writeFileSync(file.triage(), json(triage));
};
const feed =
  (path: () => string, area: string, name: string, ...extra: string[]): Feed =>
  (bytes, ms) =>
    feeder(dir, path(), ['uat', name, ID, ...extra], documented(area, name))(bytes, ms);

beforeAll(() => {
  dir = project();
  mkdirSync(join(dir, UAT, 'results', ID), { recursive: true });
  mkdirSync(join(dir, UAT, 'triage'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fuzz at the boundary: the uat spec', () => {
  const lint = feed(file.spec, 'uat', 'lint');
  const build = feed(file.spec, 'uat', 'build');

  it(
    'uat lint: a hostile spec never crashes it; "no error" only for a spec with its schema, id and witnesses',
    async () => {
      reset();
      expect((await lint(json(EXAMPLE))).code).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileJson(EXAMPLE), async (bytes) => {
          const o = await lint(bytes);
          if (o.code !== 0) return;
          const s = readBack(bytes);
          expect(s?.schema, o.out).toBe('bmad-plus/uat-spec/2');
          expect(s.id).toBe(ID);
          expect(s.witnesses.length).toBeGreaterThan(0);
          const ids = s.steps.flatMap((st: any) => st.expect.map((e: any) => e.id));
          expect(new Set(ids).size).toBe(ids.length);
          for (const st of s.steps) if (st.writes === true) expect(st.verify).toBeDefined();
        }),
        params,
      );
    },
    LONG,
  );

  const specBreach = fc.oneof(
    byteBreaches,
    schemaBreakers(['schema', 'id', 'version', 'title', 'environment', 'witnesses', 'steps']),
    fc.constant(breach('a writing step without a verify check', (s) => delete s.steps[1].verify)),
    fc.constant(breach('a step id twice', (s) => (s.steps[2].id = s.steps[0].id))),
    fc.constant(breach('an expectation id twice', (s) => (s.steps[2].expect[0].id = 'E1'))),
    fc.constant(breach('another id than its file name', (s) => (s.id = 'other-1.0.0'))),
    fc.constant(breach('no step', (s) => (s.steps = []))),
    fc.constant(breach('an unknown check kind', (s) => (s.steps[1].verify.kind = 'shell'))),
  );
  // Valid against the schema, but lint refuses them; build lints first.
  const lintOnly = fc.constantFrom(
    breach('no witness', (s) => (s.witnesses = [])),
    breach('markup', (s) => (s.steps[0].expect[0].text = 'A page titled <b>Your booking</b> opens')),
    breach('no minutes', (s) => delete s.minutes),
    breach('over the page budget', (s) => (s.minutes = 31)),
  );
  it(
    'breached by construction: lint reports it (never 0), build refuses what lint refuses (exit 1, no page)',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(specBreach, lintOnly), async (b) => {
          const bytes = b.apply(EXAMPLE);
          expect((await lint(bytes)).code, b.why).toBe(1);
          expect((await build(bytes)).code, b.why).toBe(1);
        }),
        breachParams,
      );
    },
    LONG,
  );

  it('at the 512 KiB cap (SPEC_MAX_BYTES): just under is linted, one byte over is refused', async () => {
    const text = json(EXAMPLE);
    const under = text + ' '.repeat(512 * 1024 - Buffer.byteLength(text));
    expect((await expectBoundedAtCap(lint, under, 5000)).code).toBe(0);
    const over = await expectBoundedAtCap(lint, under + ' ', 5000);
    expect(over.code).toBe(3);
    expect(over.err.join('\n')).toContain('larger than 512 KiB');
    reset();
  });
});

describe('fuzz at the boundary: a uat run', () => {
  const gate = feed(file.run, 'uat', 'gate');
  const read = feed(file.run, 'uat', 'read');
  const valid = makeRun(EXAMPLE, ALL_PASS);

  /** What the run must at least say for `passed` with no triage items: finished, signed, current, every expectation passed once. */
  const passes = (r: any) =>
    r?.schema === 'bmad-plus/uat-run/1' &&
    r.specId === ID &&
    r.specSha256 === SHA &&
    r.runId === RUN_ID &&
    typeof r.finishedAt === 'string' &&
    typeof r.tester === 'string' &&
    r.tester.trim() !== '' &&
    Array.isArray(r.answers) &&
    r.answers.length === EXPECTS.length &&
    EXPECTS.every((e) => r.answers.filter((a: any) => a?.expect === e && a.status === 'pass').length === 1);

  it(
    'uat gate and uat read: a hostile run never crashes them; passed only for a finished, signed, current, all-pass run',
    async () => {
      reset();
      expect((await gate(json(valid))).code).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileJson(valid), fc.boolean(), async (bytes, viaGate) => {
          const o = await (viaGate ? gate : read)(bytes);
          if (o.code !== 0) return;
          const r = readBack(bytes);
          if (viaGate) expect(passes(r), o.out).toBe(true);
          else
            expect(r?.specSha256 === SHA && Array.isArray(r.answers) && !r.answers.some((a: any) => a?.status === 'fail'), o.out).toBe(
              true,
            );
        }),
        params,
      );
    },
    LONG,
  );

  const runBreach = fc.oneof(
    byteBreaches,
    schemaBreakers(['schema', 'specId', 'specSha256', 'runId', 'tester', 'finishedAt', 'answers']),
    fc.nat({ max: EXPECTS.length - 1 }).map((i) => breach('an answer removed', (r) => r.answers.splice(i, 1))),
    fc
      .tuple(fc.nat({ max: EXPECTS.length - 1 }), fc.constantFrom('PASS', 'ok', 'passed', '', 'fail', 'blocked', 'skip', 'pass '))
      .map(([i, s]) => breach(`status ${JSON.stringify(s)}`, (r) => (r.answers[i].status = s))),
    fc.nat({ max: EXPECTS.length - 1 }).map((i) => breach('an answer left to do', (r) => (r.answers[i].status = null))),
    fc.constant(breach('an expectation answered twice', (r) => r.answers.push({ ...r.answers[0] }))),
    fc.constant(breach('an expectation not in the spec', (r) => (r.answers[0].expect = 'E9'))),
    fc.constantFrom('', '  ', '\t').map((t) => breach('unsigned', (r) => (r.tester = t))),
    fc.constant(breach('not finished', (r) => (r.finishedAt = null))),
    fc.constant(breach('another revision of the spec', (r) => (r.specSha256 = 'c'.repeat(64)))),
    fc.constant(breach('another spec', (r) => (r.specId = 'other-1.0.0'))),
  );
  it(
    'breached by construction: the gate never passes it',
    async () => {
      reset();
      await fc.assert(
        fc.asyncProperty(runBreach, async (b) => {
          const o = await gate(b.apply(valid));
          expect(o.code, `${b.why}: ${o.out}`).not.toBe(0);
          expect(o.out).not.toMatch(/: passed/);
        }),
        breachParams,
      );
    },
    LONG,
  );

  it('at the 1 MiB cap (RUN_MAX_BYTES): just under is read, one byte over is listed as not a run', async () => {
    reset();
    const text = json(valid);
    const under = text + ' '.repeat(1024 * 1024 - Buffer.byteLength(text));
    expect((await expectBoundedAtCap(gate, under, 5000)).code).toBe(0);
    const over = await expectBoundedAtCap(gate, under + ' ', 5000);
    expect(over.code).toBe(1);
    expect(over.out).toContain('larger than 1024 KiB');
    reset();
  });
});

describe('fuzz at the boundary: the triage file', () => {
  const gate = feed(file.triage, 'uat', 'gate');
  // E3 failed and E4 was blocked: both need a triage decision; S2 was answered, so its write check is owed too.
  const run = makeRun(EXAMPLE, { ...ALL_PASS, E3: 'fail', E4: 'blocked' });
  const valid = triageOf(
    [
      { expect: 'E3', class: 'recipe', decision: 'amend-spec', note: 'the number starts with BK- on the mail only' },
      { expect: 'E4', class: 'data', decision: 'accept-risk', owner: 'Bea Owner', note: 'the witness resets weekly' },
    ],
    [writeOk],
  );

  /** What the triage must at least say for `passed` (docs/uat-gate.md). */
  const settles = (t: any) => {
    if (t?.schema !== 'bmad-plus/uat-triage/1' || t.runId !== RUN_ID || t.specId !== ID || !Array.isArray(t.items)) return false;
    const item = (e: string) => t.items.filter((i: any) => i?.expect === e);
    const e3 = item('E3');
    const e4 = item('E4');
    return (
      e3.length === 1 &&
      e4.length === 1 &&
      ![e3[0].class, e4[0].class].includes('undecided') &&
      e3[0].decision !== 'ask-tester' &&
      e4[0].decision === 'accept-risk' &&
      typeof e4[0].owner === 'string' &&
      e4[0].owner.trim() !== ''
    );
  };

  it(
    'uat gate: a hostile triage file never crashes it; passed only when every open expectation is settled',
    async () => {
      reset(run, valid);
      expect((await gate(json(valid))).code).toBe(0);
      await fc.assert(
        fc.asyncProperty(hostileJson(valid), async (bytes) => {
          const o = await gate(bytes);
          if (o.code === 0) expect(settles(readBack(bytes)), o.out).toBe(true);
        }),
        params,
      );
    },
    LONG,
  );

  const triageBreach = fc.oneof(
    byteBreaches,
    schemaBreakers(['schema', 'specId', 'runId', 'items', 'writeChecks']),
    fc.nat({ max: 1 }).map((i) => breach('an open expectation not triaged', (t) => t.items.splice(i, 1))),
    fc.nat({ max: 1 }).map((i) => breach('undecided', (t) => (t.items[i].class = 'undecided'))),
    fc.nat({ max: 1 }).map((i) => breach('waiting for the tester', (t) => (t.items[i].decision = 'ask-tester'))),
    fc.constantFrom('fix', 'amend-spec').map((d) => breach('a blocked one without accept-risk', (t) => (t.items[1].decision = d))),
    fc.constantFrom('', ' ', undefined).map((owner) => breach('accept-risk without an owner', (t) => (t.items[1].owner = owner))),
    fc.constant(breach('another run', (t) => (t.runId = 'run-other'))),
    fc.constant(breach('an expectation triaged twice', (t) => t.items.push({ ...t.items[1] }))),
    fc.constantFrom('bug', 'Product', '').map((c) => breach(`class ${JSON.stringify(c)}`, (t) => (t.items[0].class = c))),
  );
  it(
    'breached by construction: the gate never passes it',
    async () => {
      reset(run, valid);
      await fc.assert(
        fc.asyncProperty(triageBreach, async (b) => {
          const o = await gate(b.apply(valid));
          expect(o.code, `${b.why}: ${o.out}`).not.toBe(0);
        }),
        breachParams,
      );
    },
    LONG,
  );

  it('the 4 MiB triage cap: just under is read, a 32 MiB file is refused by its size (exit 3)', async () => {
    reset(run, valid);
    const text = json(valid);
    expect((await expectBoundedAtCap(gate, text + ' '.repeat(4 * 1024 * 1024 - Buffer.byteLength(text)), 10_000)).code).toBe(0);
    const o = await expectBoundedAtCap(gate, text + ' '.repeat(32 * 1024 * 1024), 10_000);
    expect(o.code).toBe(3);
    expect(o.err.join('\n')).toMatch(/larger than 4 MiB: not a triage file/);
    reset();
  }, 60_000);
});
