import { randomBytes } from 'node:crypto';
import { createOnce, ONCE, refusal, type GitHub } from './client.js';
import { fitText, LIMITS } from './limits.js';
import { bounded, firstOf, PER_PAGE, restPages } from './listing.js';
import { publishWarning, unreadable, type PublishOutcome } from './outcome.js';

export type Conclusion = 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

/** One located finding, in the caller's order (the caller sorts; we keep it). */
export interface Annotation {
  path: string;
  startLine: number;
  endLine: number;
  startColumn?: number;
  endColumn?: number;
  level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  rawDetails?: string;
}

/** Which check run: a re-run with the same name and external id on the same head commit is the same run. */
export interface CheckRunTarget {
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  externalId: string;
  detailsUrl?: string;
}

/** What the run says. Texts must already be redacted: they are only cut to size here. */
export interface CheckReport {
  conclusion: Conclusion;
  title: string;
  summary: string;
  text?: string;
  annotations?: Annotation[];
}

export interface CheckRunHandle extends CheckRunTarget {
  checkRunId: number;
}

export interface CheckRunOutcome extends PublishOutcome {
  checkRunId?: number;
  annotationsSent: number;
}

const PERMISSION = 'checks: write';

function cutChars(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** GitHub keeps an annotation's lines as 32-bit integers: a line past that (a report's `a.ts:99999999999999999999`) fails the whole request. */
const MAX_LINE = 2 ** 31 - 1;
const lineOf = (n: number) => {
  const line = Math.trunc(n);
  return line >= 1 && line <= MAX_LINE ? line : 1;
};

function apiAnnotation(a: Annotation) {
  const start = lineOf(a.startLine);
  const end = Math.max(start, lineOf(a.endLine));
  // GitHub takes columns only on a single line.
  const columns =
    start === end && a.startColumn !== undefined && a.endColumn !== undefined
      ? {
          start_column: lineOf(a.startColumn),
          end_column: Math.max(lineOf(a.startColumn), lineOf(a.endColumn)),
        }
      : {};
  return {
    path: a.path,
    start_line: start,
    end_line: end,
    ...columns,
    annotation_level: a.level,
    message: fitText(a.message === '' ? '(no message)' : a.message, LIMITS.annotationMessage),
    ...(a.title !== undefined ? { title: cutChars(a.title, LIMITS.annotationTitle) } : {}),
    ...(a.rawDetails !== undefined ? { raw_details: fitText(a.rawDetails, LIMITS.annotationMessage) } : {}),
  };
}

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The output GitHub takes; a create's `mark` (createRun) goes first in the text, which is cut to leave it room. */
function output(title: string, summary: string, text?: string, mark?: string) {
  const room = mark === undefined ? 0 : Buffer.byteLength(mark) + 2;
  const cut = text === undefined ? undefined : fitText(text, LIMITS.checkOutput - room);
  const marked = mark === undefined ? cut : cut === undefined ? mark : `${mark}\n\n${cut}`;
  return {
    title: cutChars(title.trim() === '' ? 'proofgate' : title, LIMITS.checkTitle),
    summary: fitText(summary, LIMITS.checkOutput),
    ...(marked !== undefined ? { text: marked } : {}),
  };
}

const what = (t: CheckRunTarget) => `check run "${t.name}"`;

const runsList = (t: CheckRunTarget) => `the check runs named "${t.name}" on the commit`;

/** Every run under this name on the commit, whatever its status or age (`filter: all`), within the bound. */
function runsOfName(gh: GitHub, t: CheckRunTarget) {
  const pages = gh.octokit.paginate.iterator(gh.octokit.rest.checks.listForRef, {
    owner: t.owner,
    repo: t.repo,
    ref: t.headSha,
    check_name: t.name,
    filter: 'all',
    per_page: PER_PAGE,
  });
  return bounded(restPages(pages), runsList(t));
}

/** What the runs under the name say before a create: the run to adopt, if any. */
interface Before {
  adopt?: number;
}

/**
 * The run an earlier attempt left in progress under this name and external id, if it is the newest
 * run of the name, whatever that one's external id: GitHub shows the newest run of a name, so an
 * older one completed with this verdict would stand under a newer one that says otherwise (a
 * "stopped before a verdict" run, a run made anew where the list could not be read); the stale one
 * is completed at the close (closeStale). Past the bound, or unread (a rate limit, a server error),
 * it cannot be told: a new run is made all the same (the verdict must be published, or an earlier
 * one of the name stands), and `warnings` says an earlier one may stay in progress. A refusal of the
 * token is thrown: the new run would be refused too.
 */
async function adoptable(gh: GitHub, t: CheckRunTarget, warnings: string[]): Promise<Before> {
  try {
    let newest: { id: number; status: string; external_id: string | null } | undefined;
    for await (const r of runsOfName(gh, t)) if (r.name === t.name && (newest?.id ?? -1) < r.id) newest = r;
    const ours = newest?.external_id === t.externalId && newest.status === 'in_progress';
    return ours ? { adopt: newest!.id } : {};
  } catch (err) {
    if (refusal(err)) throw err;
    warnings.push(`${unreadable(runsList(t), err)}: ${what(t)} is made anew, and one an earlier attempt left in progress may stay so`);
    return {};
  }
}

const ourRun = (t: CheckRunTarget, r: { name: string; external_id: string | null }) => r.name === t.name && r.external_id === t.externalId;

/** Our runs (this name and external id) on the commit, newest first. */
async function ourRuns(gh: GitHub, t: CheckRunTarget): Promise<{ id: number; status: string }[]> {
  const ours: { id: number; status: string }[] = [];
  for await (const r of runsOfName(gh, t)) if (ourRun(t, r)) ours.push(r);
  return ours.sort((a, b) => b.id - a.id);
}

type CreateBody = Omit<
  Parameters<GitHub['octokit']['rest']['checks']['create']>[0] & object,
  'owner' | 'repo' | 'name' | 'head_sha' | 'external_id'
>;

/**
 * Creates our run once (createOnce). The body (built from `mark`, a hidden one-time comment first in
 * its text, see `output`) carries proof of this request: a lost answer is only the run bearing that
 * mark, never one that was there before it was sent (an earlier attempt's success, whatever the list
 * before told or failed to tell: hazard 649) nor another job's made meanwhile (632). Past the bound
 * without it, whether it landed cannot be told: `Truncated`, and the caller says it is not published.
 */
function createRun(gh: GitHub, t: CheckRunTarget, body: (mark: string) => CreateBody): Promise<number> {
  const mark = `<!-- proofgate-create:${randomBytes(8).toString('hex')} -->`;
  const sent = body(mark);
  return createOnce(
    gh,
    async () =>
      (
        await gh.octokit.rest.checks.create({
          ...sent,
          owner: t.owner,
          repo: t.repo,
          name: t.name,
          head_sha: t.headSha,
          external_id: t.externalId,
          request: ONCE,
        })
      ).data.id,
    async () => (await firstOf(runsOfName(gh, t), (r) => ourRun(t, r) && (r.output.text ?? '').startsWith(mark)))?.id,
  );
}

/**
 * How the title of a run failed only for a shared name starts when its own verdict passed: two legs
 * of one review over two scopes, each failed for the other, pass once the other does.
 */
export const PASSED_ALONE = 'passed alone; ';

/** A check run under a name, as another review's is compared: its external id, and whether it passed (alone). */
export interface NamedRun {
  id: number;
  externalId: string;
  passed: boolean;
}

/**
 * The runs under a name on the commit as GitHub told them (`runs`); `unknown`, saying why, when it
 * did not (past the bound, a rate limit, a server error, no answer): never none, as an earlier run
 * may stand there; `refused` (the warning) when the token may not read them, nor write a run either.
 */
export type RunsUnderName = { runs: NamedRun[] } | { unknown: string } | { refused: string };

/** The runs under this name on the commit (`RunsUnderName`). */
export async function runsUnderName(gh: GitHub, t: CheckRunTarget): Promise<RunsUnderName> {
  const runs: NamedRun[] = [];
  try {
    for await (const r of runsOfName(gh, t))
      if (r.name === t.name)
        runs.push({
          id: r.id,
          externalId: r.external_id ?? '',
          passed: r.status === 'completed' && (r.conclusion === 'success' || (r.output.title ?? '').startsWith(PASSED_ALONE)),
        });
  } catch (err) {
    return refusal(err) ? { refused: publishWarning(what(t), PERMISSION, err) } : { unknown: unreadable(runsList(t), err) };
  }
  return { runs };
}

/**
 * Opens (or, on a re-run, adopts) an in-progress check run so a long review
 * shows on the pull request; close it with `closeCheckRun`.
 */
export async function openCheckRun(
  gh: GitHub,
  t: CheckRunTarget,
  opening: { title: string; summary: string },
): Promise<PublishOutcome & { handle?: CheckRunHandle }> {
  const started = new Date().toISOString();
  const warnings: string[] = [];
  try {
    const existing = await adoptable(gh, t, warnings);
    const body = (mark?: string) => ({
      status: 'in_progress' as const,
      output: output(opening.title, opening.summary, undefined, mark),
      ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}),
    });
    const id =
      existing.adopt !== undefined
        ? (await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: existing.adopt, ...body() })).data.id
        : await createRun(gh, t, (mark) => ({ started_at: started, ...body(mark) }));
    return { ok: warnings.length === 0, handle: { ...t, checkRunId: id }, warnings };
  } catch (err) {
    return { ok: false, warnings: [publishWarning(what(t), PERMISSION, err)] };
  }
}

/** Completes a run with only the conclusion and a note, so nothing stays in progress after a failed close. */
async function closeBare(gh: GitHub, t: CheckRunTarget, id: number, report: CheckReport, problem: string): Promise<string[]> {
  try {
    const summary = `The full report could not be published (${problem}). The verdict is the job's exit code; the job summary holds the details.`;
    await gh.octokit.rest.checks.update({
      owner: t.owner,
      repo: t.repo,
      check_run_id: id,
      status: 'completed',
      conclusion: report.conclusion,
      output: output(report.title, summary),
    });
    return [];
  } catch (err) {
    return [`${what(t)} may be left in progress: closing it also failed (${publishWarning(what(t), PERMISSION, err)})`];
  }
}

/**
 * Completes every older run of our external id still in progress (one an earlier attempt left, one
 * whose create answer was lost) with this verdict, so none stays pending beside run `kept`. Only
 * older: both are made before `kept` is, while a newer one in progress is another run of this review
 * on the commit whose agent is still working (hazard 632); it closes that run itself, or a later close does.
 */
async function closeStale(gh: GitHub, t: CheckRunTarget, kept: number, report: CheckReport): Promise<string[]> {
  try {
    for (const r of await ourRuns(gh, t))
      if (r.status !== 'completed' && r.id < kept)
        await gh.octokit.rest.checks.update({
          owner: t.owner,
          repo: t.repo,
          check_run_id: r.id,
          status: 'completed',
          conclusion: report.conclusion,
          output: output(report.title, `Superseded by check run ${kept}, which carries this verdict.`),
        });
    return [];
  } catch (err) {
    return [`an earlier ${what(t)} of this review may stay in progress: ${publishWarning(what(t), PERMISSION, err)}`];
  }
}

/** Completes run `id` (or creates it completed), then appends the remaining annotations 50 per request. */
async function complete(gh: GitHub, t: CheckRunTarget, id: number | undefined, report: CheckReport): Promise<CheckRunOutcome> {
  const all = (report.annotations ?? []).map(apiAnnotation);
  const [first = [], ...rest] = batches(all, LIMITS.annotationsPerRequest);
  const out = output(report.title, report.summary, report.text);
  const done = (mark?: string) => ({
    status: 'completed' as const,
    conclusion: report.conclusion,
    completed_at: new Date().toISOString(),
    output: { ...output(report.title, report.summary, report.text, mark), annotations: first },
  });
  let runId = id;
  try {
    if (runId === undefined) {
      runId = await createRun(gh, t, (mark) => ({ ...(t.detailsUrl ? { details_url: t.detailsUrl } : {}), ...done(mark) }));
    } else {
      await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, ...done() });
    }
  } catch (err) {
    const warning = publishWarning(what(t), PERMISSION, err);
    const more = runId === undefined ? [] : await closeBare(gh, t, runId, report, warning);
    return { ok: false, checkRunId: runId, annotationsSent: 0, warnings: [warning, ...more] };
  }
  const stale = await closeStale(gh, t, runId, report);
  let sent = first.length;
  for (const batch of rest) {
    try {
      // Each update appends its annotations to those already on the run.
      await gh.octokit.rest.checks.update({ owner: t.owner, repo: t.repo, check_run_id: runId, output: { ...out, annotations: batch } });
      sent += batch.length;
    } catch (err) {
      const warning = `${publishWarning(`annotations of ${what(t)}`, PERMISSION, err)}; ${sent} of ${all.length} annotations were published`;
      return { ok: false, checkRunId: runId, annotationsSent: sent, warnings: [...stale, warning] };
    }
  }
  return { ok: stale.length === 0, checkRunId: runId, annotationsSent: sent, warnings: stale };
}

/**
 * Closes the run `openCheckRun` opened with the verdict. Given the target
 * instead (the open failed), it publishes the finished run in one go.
 * Never throws for API errors.
 */
export function closeCheckRun(gh: GitHub, opened: CheckRunHandle | CheckRunTarget, report: CheckReport): Promise<CheckRunOutcome> {
  return 'checkRunId' in opened ? complete(gh, opened, opened.checkRunId, report) : publishCheckRun(gh, opened, report);
}

/**
 * Publishes a finished check run in one go: adopts a run an earlier attempt
 * left in progress (same name, external id and head commit) instead of
 * stacking a second. Never throws for API errors.
 */
export async function publishCheckRun(gh: GitHub, t: CheckRunTarget, report: CheckReport): Promise<CheckRunOutcome> {
  let existing: Before;
  const warnings: string[] = [];
  try {
    existing = await adoptable(gh, t, warnings);
  } catch (err) {
    return { ok: false, annotationsSent: 0, warnings: [publishWarning(what(t), PERMISSION, err)] };
  }
  const done = await complete(gh, t, existing.adopt, report);
  return { ...done, ok: done.ok && warnings.length === 0, warnings: [...warnings, ...done.warnings] };
}
