import { dirname } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { agentConfined, AgentUnavailableError } from '../agent/index.js';
import { runReviewAgent, serially, type ReviewAgentOptions, type ReviewAgentResult } from './agent-run.js';
import { openAttempt, writeAttemptRecord } from './attempts.js';
import { loadBriefs } from './reviewer-brief.js';
import { deriveLedger, reviewerAttempts, reviewerOwed } from './ledger.js';
import { owedFindings, owedOnResume, sealedTreeProblems } from './continue.js';
import { reviewGate, type GateResult } from './gate.js';
import { unsettledFiles } from './unsettled.js';

export const DEFAULT_CONCURRENCY = 3;

export interface DispatchOptions extends Omit<ReviewAgentOptions, 'brief' | 'also' | 'owed' | 'fold'> {
  /** Only these reviewers of the scope (each reviewer its own run); default all. */
  reviewers?: string[];
  /** How many reviewers run at once on this runner. */
  concurrency?: number;
  /** A reviewer not started by then (ms since the epoch) is stood down: deferred, nothing asked. */
  deadline?: number;
}

export interface ReviewerRun {
  /** Absent when one run played every reviewer. */
  reviewer?: string;
  result?: ReviewAgentResult;
  /** Stood down before it started: why (the deadline passed, another reviewer's agent changed the tree). */
  deferred?: string;
  /** Nothing to ask: it has returned and measured already (`--resume`). */
  skipped?: boolean;
}

/** At most `size` works at once; after a failure no new one starts, the running ones end, then it is thrown. */
async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  let failure: { err: unknown } | undefined;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
      try {
        await work(item);
      } catch (err) {
        failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, queue.length)) }, worker));
  if (failure) throw failure.err;
}

/**
 * Refuses a work tree that is not the sealed head before any reviewer's agent starts, read once for
 * all of them; a resumed review is graded first (what each still owes), and that grading's reading
 * of the tree is the one checked.
 */
async function startingTree(o: DispatchOptions): Promise<GateResult | undefined> {
  const gate = o.resume ? await reviewGate({ id: o.paths.id, cwd: o.repo.root, dir: dirname(o.paths.folder) }) : undefined;
  const problems = await sealedTreeProblems(o.repo, o.scope, o.paths.folder, gate?.tree);
  if (problems.length) throw new ProofgateError(problems.join('; '));
  return gate;
}

/** A reviewer stood down before its agent ran (`why`): its deferred attempt is recorded for the ledger. */
async function deferReviewer(o: DispatchOptions, reviewer: string, why: string): Promise<ReviewerRun> {
  const attempt = await openAttempt(o.paths);
  await writeAttemptRecord(attempt, {
    scopeSha256: o.scope.scopeSha256,
    kind: 'agent',
    reviewer,
    deferred: true,
    files: 0,
    units: [],
    resume: o.resume ?? false,
    merged: false,
    reasons: [why],
    startedAt: new Date().toISOString(),
    durationMs: 0,
  });
  return { reviewer, deferred: why };
}

/**
 * Runs the review's reviewers. `dispatch: one` (or a scope without reviewers, or units without
 * `reviewers`): one agent run that plays every role. `dispatch: each`: one agent run per reviewer,
 * its own prompt and context, at most `concurrency` at once; their parts are folded one at a time
 * (with `unit`, each writes its part for `review merge` instead, naming its reviewer). With `resume`, a reviewer that
 * returned and measured is not asked again, and the others are asked only what they still owe.
 */
export async function dispatchReviewers(o: DispatchOptions): Promise<ReviewerRun[]> {
  const briefs = await loadBriefs(o.repo, o.paths, o.scope);
  // A unit's part (a matrix entry) names its reviewers (units × reviewers), or is one run for every
  // reviewer: the ledger accounts only for reviewers run each on its own.
  const unitForAll = o.unit !== undefined && !o.reviewers?.length;
  if (o.scope.dispatch === 'one' || o.scope.reviewers.length === 0 || unitForAll) {
    if (o.reviewers?.length) throw new ProofgateError('--reviewer needs a scope sealed with --dispatch each: one run plays every reviewer');
    const gate = await startingTree(o);
    const layers = new Set(o.scope.plan.passes as string[]);
    const also = [...briefs.values()].filter((b) => !layers.has(b.reviewer.id));
    return [{ result: await runReviewAgent({ ...o, also, ...(gate ? { owed: owedOnResume(gate) } : {}) }) }];
  }
  const known = o.scope.reviewers.map((r) => r.id);
  for (const id of o.reviewers ?? [])
    if (!known.includes(id))
      throw new ProofgateError(`--reviewer ${JSON.stringify(id)} is not a reviewer of the scope (${known.join(', ')})`);
  const gate = await startingTree(o);
  const chosen = o.scope.reviewers.filter((r) => !o.reviewers?.length || o.reviewers.includes(r.id));
  const attempts = o.resume ? await reviewerAttempts(o.paths, o.scope) : [];
  const ledger = o.resume ? deriveLedger(o.scope, attempts) : undefined;
  // A reviewer that returned may still owe a finding of its own (a requote, its evidence), or an
  // attempt of its that never ended (unsettledFiles): those files are asked again.
  const owing = gate ? owedFindings(gate) : [];
  const alsoOwed = (id: string) => [
    ...owing.filter((f) => f.reviewer === id).map((f) => f.path),
    ...(gate ? unsettledFiles(gate.unsettled, o.scope, id) : []),
  ];
  const fold = serially();
  // The check run opens once, when the first reviewer is ready to start; `started` records that one did.
  let started: Promise<void> | undefined;
  const starting = () => (started ??= o.starting?.() ?? Promise.resolve());
  const runs: ReviewerRun[] = [];
  let breached: string | undefined;
  // An unconfined agent (isolate none, or auto's copy as this same user outside CI) could write
  // anywhere, and its writes could not be told from another reviewer's: reviewers run one at a time.
  const confined = agentConfined(o.isolate);
  const concurrency = confined ? (o.concurrency ?? DEFAULT_CONCURRENCY) : 1;
  if (!confined && (o.concurrency ?? DEFAULT_CONCURRENCY) > 1 && chosen.length > 1)
    o.progress?.(
      "the agent runs unconfined here: the reviewers run one at a time (an unconfined agent's writes cannot be told from another reviewer's)",
    );
  const siblings = concurrency > 1 && chosen.length > 1;
  await pool(chosen, concurrency, async (reviewer) => {
    if (ledger?.reviewers.find((r) => r.id === reviewer.id)?.state === 'returned' && alsoOwed(reviewer.id).length === 0) {
      runs.push({ reviewer: reviewer.id, skipped: true });
      return;
    }
    const standDown =
      breached !== undefined
        ? `not started: ${breached}`
        : o.deadline !== undefined && Date.now() >= o.deadline
          ? 'the run reached its deadline before this reviewer started'
          : undefined;
    if (standDown) return void runs.push(await deferReviewer(o, reviewer.id, standDown));
    const owed = o.resume ? new Set([...reviewerOwed(o.scope, attempts, reviewer.id), ...alsoOwed(reviewer.id)]) : undefined;
    const result = await runReviewAgent({
      ...o,
      brief: briefs.get(reviewer.id)!,
      ...(owed ? { owed } : {}),
      fold,
      siblings,
      starting,
    }).catch((err: unknown) => {
      // After another reviewer started, an agent that cannot start is this reviewer's outcome: the review is gated on what ran.
      if (!(err instanceof AgentUnavailableError) || started === undefined) throw err;
      return `not started: its agent cannot run (${err.message})`;
    });
    if (typeof result === 'string') return void runs.push(await deferReviewer(o, reviewer.id, result));
    // An agent that changed the tree leaves it as no reviewer may read it: the others are stood down.
    if (result.breaches.length) breached ??= `the ${reviewer.id} reviewer's agent ${result.breaches[0]!.replace(/^the agent /, '')}`;
    runs.push({ reviewer: reviewer.id, result });
  });
  // In dispatch order, whatever order they ended in.
  return chosen.map((r) => runs.find((x) => x.reviewer === r.id)!);
}
