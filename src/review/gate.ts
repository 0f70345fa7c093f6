import type { ReviewCoverage, ReviewScope } from '../schemas/types.js';
import { openRepo } from '../git/git.js';
import { EXIT } from '../text/errors.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { anchorFindings, describeAnchor, isOpen, type AnchoredFinding } from './anchor.js';
import { provenance, type Provenance } from './provenance.js';
import { intentSays, loadIntent } from './intent.js';
import { testsAtHead, type TestsGateOptions, type TestsResult } from './tests-gate.js';
import { abandonedUnits, loadCoverage, loadFindings, loadScope, nameList, reviewPaths, type Loaded, type ReviewPaths } from './evidence.js';

export type Verdict = 'clean' | 'findings' | 'incomplete';
export const VERDICT_EXIT: Record<Verdict, number> = { clean: EXIT.ok, findings: EXIT.findings, incomplete: EXIT.incomplete };
export const CLEAN_MEANS = 'clean means no open finding within a fully covered scope; it is not a proof that the code is correct';

/** A finding as the gate judged it: anchored, with who found it, on what basis, and its controls. */
export type GatedFinding = AnchoredFinding & { provenance: Provenance };

export interface CoverageCounts {
  selected: number;
  completed: number;
  waived: number;
  failed: number;
  unaccounted: number;
}

export interface GateResult {
  id: string;
  verdict: Verdict;
  exitCode: number;
  /** Why the verdict is not clean, each naming what is missing: empty unless incomplete. */
  reasons: string[];
  coverage: CoverageCounts;
  /** Selected files that are done: completed, or waived with a reason. */
  done: string[];
  findings: GatedFinding[];
  open: GatedFinding[];
  refuted: number;
  scope: ReviewScope;
  /** The test gate's answer, when one was asked for. */
  tests?: TestsResult;
  headline: string;
  paths: ReviewPaths;
}

function evidenceReason(name: string, loaded: Loaded<unknown>, scope: ReviewScope, missing: string): string | undefined {
  if (loaded.status === 'missing') return `no ${name}: ${missing}`;
  if (loaded.status === 'invalid')
    return `${name} is not valid: ${loaded.errors.slice(0, 5).join('; ')}${loaded.errors.length > 5 ? `; and ${loaded.errors.length - 5} more` : ''}`;
  if (loaded.status === 'other-scope')
    return `${name} answers another scope (${short(loaded.scopeSha256)}, sealed ${short(scope.scopeSha256)}): the review must answer the sealed scope`;
  return undefined;
}

function coverageReasons(
  scope: ReviewScope,
  coverage: ReviewCoverage | undefined,
): { reasons: string[]; counts: CoverageCounts; done: string[] } {
  const items = new Map((coverage?.items ?? []).map((i) => [i.path, i]));
  const paths = scope.files.map((f) => f.path);
  const unaccounted = paths.filter((p) => !items.has(p));
  const failed = paths.filter((p) => items.get(p)?.outcome === 'failed');
  const waived = paths.filter((p) => items.get(p)?.outcome === 'waived');
  const unexplained = waived.filter((p) => !items.get(p)!.reason?.trim());
  const reasons: string[] = [];
  if (unaccounted.length) reasons.push(`${unaccounted.length} selected file(s) never accounted for: ${nameList(unaccounted)}`);
  if (failed.length) reasons.push(`${failed.length} selected file(s) failed: ${nameList(failed)}`);
  if (unexplained.length) reasons.push(`${unexplained.length} file(s) waived without a reason: ${nameList(unexplained)}`);
  if (coverage?.run && coverage.run.stop !== 'completed')
    reasons.push(`the review stopped before the end (run.stop: ${coverage.run.stop}): a stopped review is never clean`);
  for (const unit of coverage ? abandonedUnits(coverage) : [])
    reasons.push(`unit ${unit} was abandoned after three failed attempts in a row`);
  const completed = paths.filter((p) => items.get(p)?.outcome === 'completed');
  const done = [...completed, ...waived.filter((p) => !unexplained.includes(p))];
  return {
    reasons,
    done,
    counts: {
      selected: paths.length,
      completed: completed.length,
      waived: waived.length,
      failed: failed.length,
      unaccounted: unaccounted.length,
    },
  };
}

/**
 * The sealed intent must be the one in the folder, and an open finding's `claim` must be words the
 * intent says: a spec-compliance finding cannot rest on a claim nobody made.
 */
async function claimReasons(paths: ReviewPaths, scope: ReviewScope, findings: GatedFinding[]): Promise<string[]> {
  const claiming = findings.filter((f) => f.claim !== undefined && isOpen(f));
  if (!scope.intent)
    return claiming.length
      ? [`${claiming.length} finding(s) quote a claim, but the scope sealed no intent: ${nameList(claiming.map((f) => f.id))}`]
      : [];
  const intent = await loadIntent(paths, scope.intent);
  if ('problem' in intent) return [intent.problem];
  const unsaid = claiming.filter((f) => !intentSays(intent.text, f.claim!));
  return unsaid.length
    ? [
        `${unsaid.length} finding(s) claim words the intent does not say: ${nameList(unsaid.map((f) => f.id))}; quote the intent word for word`,
      ]
    : [];
}

export interface GateOptions {
  id: string;
  cwd: string;
  dir?: string;
  /** Reasons established outside the evidence files (an agent that timed out, edited the tree, …). */
  extraReasons?: string[];
  /** The optional test gate: not clean unless the tests passed at the sealed head. */
  tests?: TestsGateOptions;
}

/** `review gate ID`: the verdict, derived from coverage and anchoring, never from the number of findings. */
export async function reviewGate(options: GateOptions): Promise<GateResult> {
  const paths = reviewPaths(options.cwd, options.id, options.dir);
  const scope = await loadScope(paths);
  const [coverage, findings] = await Promise.all([loadCoverage(paths, scope), loadFindings(paths, scope)]);
  const reasons: string[] = [...(options.extraReasons ?? [])];
  const coverageProblem = evidenceReason('coverage.json', coverage, scope, 'which files were reviewed is not established');
  const findingsProblem = evidenceReason('findings.json', findings, scope, 'write it even when there is nothing to report');
  if (coverageProblem) reasons.push(coverageProblem);
  if (findingsProblem) reasons.push(findingsProblem);
  const cov = coverageReasons(scope, coverage.status === 'ok' ? coverage.data : undefined);
  reasons.push(...cov.reasons);

  let anchored: GatedFinding[] = [];
  if (findings.status === 'ok') {
    const repo = await openRepo(options.cwd);
    anchored = (await anchorFindings(repo.root, scope, findings.data.findings)).map((f) => ({ ...f, provenance: provenance(f, scope) }));
    const notAnchored = anchored.filter((f) => isOpen(f) && f.anchor.status !== 'located');
    if (notAnchored.length) {
      reasons.push(
        `${notAnchored.length} open finding(s) not anchored: ${nameList(notAnchored.map((f) => `${f.id} (${describeAnchor(f.anchor)})`))}; requote a longer exact excerpt`,
      );
    }
    const noEvidence = anchored.filter((f) => f.disposition === 'confirmed' && !f.evidence?.trim());
    if (noEvidence.length) reasons.push(`a confirmed finding needs evidence: ${nameList(noEvidence.map((f) => f.id))}`);
  }
  reasons.push(...(await claimReasons(paths, scope, anchored)));
  const tests = options.tests && (await testsAtHead(await openRepo(options.cwd), scope, options.tests, options.cwd));
  if (tests && !tests.passed) reasons.push(`the tests did not pass at the head: ${tests.line}`);
  const open = anchored.filter(isOpen);
  const refuted = anchored.length - open.length;
  const verdict: Verdict = reasons.length ? 'incomplete' : open.length ? 'findings' : 'clean';
  const c = cov.counts;
  const headline = `${visible(paths.id)}: ${verdict} — coverage ${c.completed}/${c.selected} completed (${c.waived} waived), ${open.length} open finding(s), ${refuted} refuted`;
  return {
    id: paths.id,
    verdict,
    exitCode: VERDICT_EXIT[verdict],
    reasons,
    coverage: c,
    done: cov.done,
    findings: anchored,
    open,
    refuted,
    scope,
    ...(tests ? { tests } : {}),
    headline,
    paths,
  };
}

/** What a person reads: the headline, then each reason (or what clean means). */
export function gateLines(r: GateResult): string[] {
  // A failed test gate is one of the reasons; a passed one says what vouches for it.
  const tests = r.tests?.passed ? [`tests: ${r.tests.line}`] : [];
  if (r.verdict === 'incomplete') return [r.headline, ...tests, ...r.reasons.map((x) => `- ${x}`)];
  if (r.verdict === 'clean') return [r.headline, ...tests, CLEAN_MEANS];
  return [r.headline, ...tests];
}
