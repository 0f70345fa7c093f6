// Peer conformance: the same report, the same repository, the peer's own skill:
// does `proofgate test-review` reach the same exit code, recommendation, score,
// violations and gate failures as `tea-test-review`? Every disagreement must be
// listed in DELIBERATE (and explained in docs/test-review-conformance.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { BUNDLE_NODE, DIST_CLI, ROOT } from '../support/run.js';
import {
  fixture,
  ownReport,
  PEER_CLI,
  PEER_SKILL,
  pool,
  REPORT_AGENT,
  REPORT_AGENT_CMD,
  repoForReport,
  runProcess,
  TEA_REPORTS,
  withExecutionMode,
  type ProcessRun,
} from './support.js';

interface Case {
  name: string;
  report: string;
  /** Review with proofgate's own rubric (skills/test-review) instead of the peer's skill. */
  ownSkill?: boolean;
}
interface Outcome {
  exit: number;
  recommendation: string | null;
  score: number | null;
  violations: string;
  gateFailures: string;
  ms: number;
}

/** Reports of our own, each exercising one parser rule the fixtures leave out. */
function ownCases(): Case[] {
  const withHigh = fixture('approve-with-high.md');
  const block = fixture('block.md');
  const high = (extra: string) => withHigh.replace('## Decision', `## Recommendations (Should Fix)\n\n${extra}\n\n## Decision`);
  return [
    { name: 'own/high-count-disagrees.md', report: high('### 2. Another high\n\n**Severity**: P1 (High)\n**Row**: H3\n') },
    {
      name: 'own/row-severity-mismatch.md',
      report: block.replace('**Severity**: P0 (Critical)\n**Row**: C1', '**Severity**: P0 (Critical)\n**Row**: H1'),
    },
    { name: 'own/unknown-row.md', report: block.replace('**Row**: C1', '**Row**: C99') },
    { name: 'own/waivers-applied.md', report: withHigh.replace('**Context Waivers Applied**: 0', '**Context Waivers Applied**: 1') },
    { name: 'own/basis-in-decision.md', report: withHigh.replace('## Decision\n', '## Decision\n\n**Context Basis**: none\n') },
    {
      name: 'own/location-outside-review-set.md',
      report: block.replace('**Row**: C1', '**Location**: `src/other.spec.ts:3`\n**Row**: C1'),
    },
    {
      name: 'own/medium-blocks-exceed-count.md',
      report: fixture('approve.md').replace(
        '## Decision',
        '## Recommendations (Should Fix)\n\n### 1. a\n\n**Severity**: P2 (Medium)\n**Row**: M2\n\n### 2. b\n\n**Severity**: P2 (Medium)\n**Row**: M2\n\n### 3. c\n\n**Severity**: P2 (Medium)\n**Row**: M2\n\n## Decision',
      ),
    },
    { name: 'own/no-steps-completed.md', report: fixture('approve.md').replace(/stepsCompleted:[\s\S]*?(?=\n---)/, 'rubric: test') },
  ];
}

/**
 * Where proofgate answers differently on purpose (exit code first). Each entry
 * is explained in docs/test-review-conformance.md.
 */
const DELIBERATE: Record<string, { ours: number; why: string }> = {
  'own/high-count-disagrees.md': {
    ours: 3,
    why: 'a second "## Recommendations (Should Fix)" section is refused (the peer reads the first and loses the High in the second)',
  },
  'own/location-outside-review-set.md': { ours: 3, why: 'a finding located outside the review set is refused (the peer scores it)' },
  'own/no-steps-completed.md': { ours: 0, why: 'stepsCompleted is optional, as the seed says (the peer 1.27.2 requires it)' },
  'our-skill/row-severity-mismatch.md': {
    ours: 3,
    why: 'the peer finds no registry at steps-c/ in our skill and skips the row check; proofgate reads the registry of any skill and refuses a missing one',
  },
};

const peerDir = new Map<string, string>();
const results = new Map<string, { peer: Outcome; ours: Outcome }>();

function outcome(run: ProcessRun, json: string): Outcome {
  const v = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as Record<string, unknown>) : null;
  const c = v?.violations as Record<string, number> | undefined;
  return {
    exit: run.code,
    recommendation: (v?.recommendation as string | undefined) ?? null,
    score: (v?.qualityScore as number | undefined) ?? null,
    violations: c ? `${c.critical}/${c.high}/${c.medium}/${c.low}` : '-',
    gateFailures: JSON.stringify(v?.gateFailures ?? []),
    ms: run.ms,
  };
}

/** Both tools with proofgate's own rubric on a sample repository (the peer reads it as a skill without a registry it knows). */
function ourSkillCases(): Case[] {
  const f = (severity: 'Critical' | 'High' | 'Medium' | 'Low', row: string, line: number, title: string) => ({
    severity,
    row,
    path: 'tests/checkout.spec.ts',
    line,
    title,
  });
  const steps = (r: string) =>
    r.replace('workflowType: testarch-test-review', 'workflowType: testarch-test-review\nstepsCompleted: [review]');
  return [
    {
      name: 'our-skill/block.md',
      report: steps(ownReport(['tests/checkout.spec.ts'], [f('Critical', 'C2', 3, 'Focused test'), f('High', 'H1', 4, 'Hard wait')])),
      ownSkill: true,
    },
    {
      name: 'our-skill/approve-with-comments.md',
      report: steps(ownReport(['tests/checkout.spec.ts'], [f('Medium', 'M2', 3, 'Repeated payload'), f('Low', 'L3', 4, 'Magic value')])),
      ownSkill: true,
    },
    { name: 'our-skill/clean.md', report: steps(ownReport(['tests/checkout.spec.ts'])), ownSkill: true },
    {
      name: 'our-skill/row-severity-mismatch.md',
      report: steps(ownReport(['tests/checkout.spec.ts'], [f('High', 'M2', 3, 'A Medium row cited as High')])),
      ownSkill: true,
    },
  ];
}

const cases: Case[] = [
  ...readdirSync(TEA_REPORTS)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((name) => ({ name, report: fixture(name) })),
  ...ownCases(),
  ...ourSkillCases(),
];

const OUR_SKILL = join(ROOT, 'skills', 'test-review');

function args(c: Case, dir: string, report: string, out: string): string[] {
  return [
    '--base',
    'HEAD~1',
    '--agent',
    'custom',
    '--agent-cmd',
    REPORT_AGENT_CMD,
    '--agent-arg',
    REPORT_AGENT,
    '--agent-arg',
    '--report',
    '--agent-arg',
    join(dir, report),
    '--skill-root',
    c.ownSkill ? OUR_SKILL : PEER_SKILL,
    '--output',
    `${out}.md`,
    '--json',
    `${out}.json`,
  ];
}

describe('peer conformance (tea-test-review 1.27.2, its own skill)', () => {
  beforeAll(async () => {
    for (const c of cases) {
      const dir = repoForReport(c.report);
      // The peer at 1.27.2 refuses a report without **Execution Mode**, which the seed makes optional.
      writeFileSync(join(dir, '.peer-report.md'), withExecutionMode(c.report));
      writeFileSync(join(dir, '.our-report.md'), c.report);
      peerDir.set(c.name, dir);
    }
    // The peer's run ends when its own process exits (a heartbeat child would hold stderr ~15 s more).
    const peer = await pool(
      cases.map(
        (c) => () =>
          runProcess(
            process.execPath,
            [PEER_CLI, ...args(c, peerDir.get(c.name)!, '.peer-report.md', 'peer')],
            peerDir.get(c.name)!,
            {},
            { untilExit: true },
          ),
      ),
      2,
    );
    const ours = await pool(
      cases.map(
        (c) => () =>
          runProcess(
            BUNDLE_NODE,
            [DIST_CLI, 'test-review', ...args(c, peerDir.get(c.name)!, '.our-report.md', 'ours')],
            peerDir.get(c.name)!,
          ),
      ),
      2,
    );
    cases.forEach((c, i) => {
      const dir = peerDir.get(c.name)!;
      results.set(c.name, { peer: outcome(peer[i]!, join(dir, 'peer.json')), ours: outcome(ours[i]!, join(dir, 'ours.json')) });
    });
  }, 600_000);

  test.each(cases.map((c) => c.name))('%s', (name) => {
    const { peer, ours } = results.get(name)!;
    const deliberate = DELIBERATE[name];
    if (deliberate) {
      expect(ours.exit, deliberate.why).toBe(deliberate.ours);
      expect(peer.exit, `the peer no longer differs on ${name}: drop it from DELIBERATE`).not.toBe(deliberate.ours);
      return;
    }
    const { ms: _p, ...peerFacts } = peer;
    const { ms: _o, ...ourFacts } = ours;
    expect(ourFacts).toEqual(peerFacts);
  });

  test('the published agreement table is the measured one', () => {
    const rows = cases.map((c) => {
      const { peer, ours } = results.get(c.name)!;
      const same =
        peer.exit === ours.exit &&
        peer.recommendation === ours.recommendation &&
        peer.score === ours.score &&
        peer.violations === ours.violations &&
        peer.gateFailures === ours.gateFailures;
      const show = (o: Outcome) => (o.recommendation ? `${o.exit}: ${o.recommendation}, ${o.score}, ${o.violations}` : `${o.exit}`);
      return `| ${c.name} | ${show(peer)} | ${show(ours)} | ${same ? 'agree' : `deliberate: ${DELIBERATE[c.name]?.why ?? 'UNEXPLAINED'}`} |`;
    });
    const agree = rows.filter((r) => r.endsWith('| agree |')).length;
    const corpus = rows.filter((r) => !r.startsWith('| own/') && !r.startsWith('| our-skill/'));
    const table = [
      `Agreement: ${agree} of ${rows.length} reports (${rows.length - agree} deliberate differences); the shared corpus: ${corpus.filter((r) => r.endsWith('| agree |')).length} of ${corpus.length}.`,
      '',
      '| report | peer: exit, recommendation, score, C/H/M/L | proofgate | result |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
    const docPath = join(ROOT, 'docs', 'test-review-conformance.md');
    const doc = readFileSync(docPath, 'utf8');
    const start = '<!-- conformance-table:start -->';
    const end = '<!-- conformance-table:end -->';
    const current = doc.slice(doc.indexOf(start) + start.length, doc.indexOf(end)).trim();
    if (process.env.UPDATE_CONFORMANCE === '1')
      writeFileSync(docPath, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${table}\n${doc.slice(doc.indexOf(end))}`);
    else expect(current).toBe(table);
    expect(rows.some((r) => r.includes('UNEXPLAINED'))).toBe(false);
  });
});
