// The collection barrier: every dispatched reviewer in exactly one state, derived from its attempts.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction, cliCase } from '../support/run.js';
import { makeCartRepo } from '../support/repo.js';
import { folderOf, REVIEW_AGENT } from '../support/review.js';
import { schemaErrors } from '../../src/schemas/validate.js';
import { deriveLedger, ledgerReasons, type ReviewerAttempt } from '../../src/review/ledger.js';
import type { ReviewCoverage, ReviewScope } from '../../src/schemas/types.js';
import type { Finding } from '../../src/review/evidence.js';

const scope = {
  scopeSha256: 'a'.repeat(64),
  files: [{ path: 'src/a.js' }, { path: 'src/b.js' }],
  reviewers: [
    { id: 'blind', shell: false },
    { id: 'verification-gap', shell: true },
  ],
} as unknown as ReviewScope;

const coverage = (paths: string[], execution?: Execution): ReviewCoverage => ({
  schema: 'bmad-plus/review-coverage/1',
  scopeSha256: scope.scopeSha256,
  items: paths.map((path) => ({ path, outcome: 'completed' })),
  run: { stop: 'completed', ...(execution ? { execution } : {}) },
});
type Execution = NonNullable<NonNullable<ReviewCoverage['run']>['execution']>;
const CAN_RUN: Execution = { available: true, ran: ['npm test'], refused: [] };
const record = (o: Partial<NonNullable<ReviewerAttempt['record']>> = {}) => ({
  startedAt: '2026-11-30T10:00:00.000Z',
  durationMs: 1000,
  reasons: [],
  returned: true,
  ...o,
});
const returned = (n: number, reviewer: string, paths = ['src/a.js', 'src/b.js'], execution?: Execution): ReviewerAttempt => ({
  n,
  reviewer,
  record: record(),
  part: { coverage: coverage(paths, execution), findings: [{ id: 'F1' } as Finding] },
});
const state = (attempts: ReviewerAttempt[]) => Object.fromEntries(deriveLedger(scope, attempts).reviewers.map((r) => [r.id, r.state]));

describe('deriveLedger', () => {
  it('complete only when every reviewer returned every file, a shell reviewer having said it could run what it needed', () => {
    const ledger = deriveLedger(scope, [returned(1, 'blind'), returned(2, 'verification-gap', undefined, CAN_RUN)]);
    expect(ledger.complete).toBe(true);
    expect(ledger.reviewers[1]).toEqual({
      id: 'verification-gap',
      state: 'returned',
      attempts: [{ attempt: 2, outcome: 'returned', startedAt: '2026-11-30T10:00:00.000Z', durationMs: 1000 }],
      files: { asked: 2, completed: 2 },
      findings: 1,
      durationMs: 1000,
    });
    expect(ledgerReasons(ledger)).toEqual([]);
  });

  it('never started and started-but-not-ended are outstanding, not failed', () => {
    expect(state([])).toEqual({ blind: 'outstanding', 'verification-gap': 'outstanding' });
    const quiet = deriveLedger(scope, [{ n: 1, reviewer: 'blind' }]);
    expect(quiet.reviewers[0]).toMatchObject({
      state: 'outstanding',
      reason: 'attempt 1 started and has not ended',
      attempts: [{ attempt: 1, outcome: 'unfinished' }],
    });
  });

  it('an observed error is failed; a stood-down reviewer is deferred; each keeps its reason', () => {
    const l = deriveLedger(scope, [
      { n: 1, reviewer: 'blind', record: record({ returned: false, reasons: ['the agent exited on signal SIGKILL'] }) },
      {
        n: 2,
        reviewer: 'verification-gap',
        record: record({ returned: false, deferred: true, reasons: ['the run reached its deadline before it started'] }),
      },
    ]);
    expect(l.reviewers.map((r) => [r.state, r.reason])).toEqual([
      ['failed', 'attempt 1: the agent exited on signal SIGKILL'],
      ['deferred', 'the run reached its deadline before it started'],
    ]);
    expect(ledgerReasons(l)).toEqual([
      '2 of 2 reviewer(s) did not return and measure: blind (failed: attempt 1: the agent exited on signal SIGKILL); verification-gap (deferred: the run reached its deadline before it started)',
    ]);
  });

  it('returned without reading everything, or with a shell it could not use, is unmeasured', () => {
    const l = deriveLedger(scope, [
      returned(1, 'blind', ['src/a.js']),
      returned(2, 'verification-gap', undefined, { available: 'unknown', ran: [], refused: ['npm test: EACCES'] }),
    ]);
    expect(l.reviewers.map((r) => [r.state, r.reason])).toEqual([
      ['unmeasured', '1 selected file(s) not completed: src/b.js'],
      ['unmeasured', 'it holds a shell and could not run what it needed (execution available: unknown; refused: npm test: EACCES)'],
    ]);
    expect(state([returned(1, 'verification-gap')])['verification-gap']).toBe('unmeasured');
  });

  it("a file waived with a reason of invisible characters is not done: the gate's own rule", () => {
    const waived = returned(1, 'blind');
    waived.part!.coverage.items[1] = { path: 'src/b.js', outcome: 'waived', reason: '\u200b\u2800\u3164 \u00ad' };
    expect(deriveLedger(scope, [waived]).reviewers[0]).toMatchObject({
      state: 'unmeasured',
      reason: '1 selected file(s) not completed: src/b.js',
    });
    waived.part!.coverage.items[1] = { path: 'src/b.js', outcome: 'waived', reason: 'generated by the build' };
    // Counted apart: a waiver accounts for a file, it is no reading of it; the reviewer owes it until a person acknowledges it.
    expect(deriveLedger(scope, [waived]).reviewers[0]).toMatchObject({
      state: 'unmeasured',
      files: { asked: 2, completed: 2, waived: 1 },
      reason: expect.stringMatching(/^1 selected file\(s\) waived, not read: src\/b\.js; /) as unknown,
    });
    expect(deriveLedger(scope, [waived], new Set(['src/b.js'])).reviewers[0]!.state).toBe('returned');
    // Another reviewer's reading never stands in for it; its own later reading does.
    expect(state([waived, returned(2, 'verification-gap', ['src/b.js'])]).blind).toBe('unmeasured');
    expect(state([waived, returned(2, 'blind', ['src/b.js'])]).blind).toBe('returned');
  });

  it('evidence is never destroyed: a failed rerun does not undo a return, and parts of several attempts add up', () => {
    const l = deriveLedger(scope, [
      returned(1, 'blind', ['src/a.js']),
      returned(3, 'blind', ['src/b.js']),
      { n: 4, reviewer: 'blind', record: record({ returned: false, reasons: ['the agent timed out'] }) },
    ]);
    expect(l.reviewers[0]).toMatchObject({ state: 'returned', files: { asked: 2, completed: 2 }, findings: 2, durationMs: 3000 });
    expect(l.reviewers[0]!.attempts.map((a) => a.outcome)).toEqual(['returned', 'returned', 'failed']);
  });
});

describe('the collection barrier in the gate (dist/cli.js, dist/review-gate.js)', () => {
  // The default isolation (bwrap or a copy here), the review folder not ignored by git: the three
  // reviewers run at once, each kept to its own two files while the others write theirs.
  const agent = ['--agent', 'custom', '--agent-cmd', REVIEW_AGENT];
  const ledgerOf = (repo: string) => JSON.parse(readFileSync(join(folderOf(repo, 'r'), 'ledger.json'), 'utf8')) as ReviewLedgerFile;
  type ReviewLedgerFile = { complete: boolean; reviewers: { id: string; state: string; attempts: { outcome: string }[] }[] };

  it('a killed reviewer keeps the gate incomplete, named in the reasons and the summary; ledger.json is valid; --resume of it completes', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'r', '--base', 'HEAD~1', '--effort', 'high'])).code).toBe(0);
    const killed = await cliCase(repo, ['review', 'run', 'r', ...agent, '--agent-arg=--kill-reviewer', '--agent-arg=verification-gap']);
    expect(killed.code, killed.stdout).toBe(2);
    expect(killed.stdout).toMatch(
      /^- 1 of 3 reviewer\(s\) did not return and measure: verification-gap \(failed: attempt \d: the agent exited on signal SIGKILL \(it said nothing\)\)$/m,
    );
    const ledger = ledgerOf(repo);
    expect(await schemaErrors('review-ledger', ledger)).toEqual([]);
    expect(ledger.complete).toBe(false);
    expect(ledger.reviewers.map((r) => [r.id, r.state])).toEqual([
      ['blind', 'returned'],
      ['edge-case', 'returned'],
      ['verification-gap', 'failed'],
    ]);
    // The action grades the same folder: the evidence of the two others is complete, the verdict is not.
    const action = runAction('review-gate.js', repo, { id: 'r', 'upload-artifact': 'false', 'github-token': '' });
    expect(action.outputs.verdict, action.stdout).toBe('incomplete');
    expect(action.summary).toContain(
      '**Reviewers.** 2 of 3 returned and measured: the review is incomplete until every one has (`ledger.json`).',
    );
    expect(action.summary).toMatch(/^\| `verification-gap` \| ❌ failed \| 1 \| 0\/1 \| 0 \| \d+\.\d s \|$/m);
    expect(action.summary).toMatch(/^\| `blind` \| ✅ returned \| 1 \| 1\/1 \| 1 \| \d+\.\d s \|$/m);
    expect(action.summary).toMatch(
      /^- 1 of 3 reviewer\\\(s\\\) did not return and measure: verification-gap \\\(failed: attempt \d: the agent exited on signal SIGKILL \\\(it said nothing\\\)\\\)$/m,
    );

    const resumed = await cliCase(repo, ['review', 'run', 'r', '--resume', '--reviewer', 'verification-gap', ...agent]);
    expect(resumed.code, resumed.stdout).toBe(1);
    expect(resumed.stdout).toMatch(/^reviewer verification-gap: attempt 4: 1 file\(s\) asked \(resumed\); merged/m);
    expect(resumed.stdout).not.toContain('reviewer blind');
    const after = ledgerOf(repo);
    expect(after.complete).toBe(true);
    expect(after.reviewers.find((r) => r.id === 'verification-gap')!.attempts.map((a) => a.outcome)).toEqual(['failed', 'returned']);
    const done = runAction('review-gate.js', repo, { id: 'r', 'upload-artifact': 'false', 'github-token': '' });
    expect(done.outputs.verdict).toBe('findings');
    expect(done.summary).toContain('**Reviewers.** 3 of 3 returned and measured (`ledger.json`).');
  });

  it('a reviewer never started (a run of one reviewer only) is outstanding, and named', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'r', '--base', 'HEAD~1', '--effort', 'high'])).code).toBe(0);
    const one = await cliCase(repo, ['review', 'run', 'r', '--reviewer', 'blind', ...agent, '--isolate', 'none']);
    expect(one.code, one.stdout).toBe(2);
    expect(one.stdout).toContain(
      '- 2 of 3 reviewer(s) did not return and measure: edge-case (outstanding: never started); verification-gap (outstanding: never started)',
    );
    expect(ledgerOf(repo).reviewers.map((r) => r.state)).toEqual(['returned', 'outstanding', 'outstanding']);
  });

  it('--deadline-minutes 0 stands every reviewer down before it starts: deferred, each named', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'r', '--base', 'HEAD~1'])).code).toBe(0);
    const late = await cliCase(repo, ['review', 'run', 'r', ...agent, '--deadline-minutes', '0']);
    expect(late.code, late.stdout).toBe(2);
    expect(late.stdout).toContain('reviewer blind: deferred: the run reached its deadline before this reviewer started');
    expect(late.stdout).toContain(
      '- 2 of 2 reviewer(s) did not return and measure: blind (deferred: the run reached its deadline before this reviewer started); edge-case (deferred: the run reached its deadline before this reviewer started)',
    );
    expect(ledgerOf(repo).reviewers.map((r) => r.attempts.map((a) => a.outcome))).toEqual([['deferred'], ['deferred']]);
  });
});
