import type { GateResult, Verdict } from './gate.js';
import { bySeverity, findingSection, gateHeadSections } from './render-gate.js';
import { fitBytes } from '../text/truncate.js';
import { plainText } from '../text/neutralise.js';
import type { AnchoredFinding } from './anchor.js';
import { describeProvenance } from './provenance.js';
import type { LineLink } from '../text/links.js';

export const CHECK_SCHEMA = 'proofgate/review-check/1';
export const DEFAULT_CHECK_NAME = 'proofgate review';
/** GitHub's limits: output summary and text 65,535 each; 50 annotations per request; message 64 KB; title 255. */
export const CHECK_TEXT_MAX = 65_535;
export const ANNOTATIONS_PER_REQUEST = 50;

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
  raw_details: string;
}

const LEVEL: Record<AnchoredFinding['severity'], Annotation['annotation_level']> = {
  critical: 'failure',
  high: 'failure',
  medium: 'warning',
  low: 'notice',
};
const CONCLUSION: Record<Verdict, 'success' | 'failure'> = { clean: 'success', findings: 'failure', incomplete: 'failure' };

/** Every open, located finding as an annotation, most severe first. */
export function annotations(r: GateResult): Annotation[] {
  return bySeverity(r.open)
    .filter((f) => f.anchor.status === 'located')
    .map((f) => {
      const a = f.anchor as { start: number; end: number };
      return {
        path: f.path,
        start_line: a.start,
        end_line: a.end,
        annotation_level: LEVEL[f.severity],
        title: fitBytes(plainText(`${f.severity} ${f.category}: ${f.id}`), 255).slice(0, 255),
        message: fitBytes(
          plainText(
            [
              f.content,
              f.evidence && `Evidence: ${f.evidence}`,
              f.consequence && `Consequence: ${f.consequence}`,
              describeProvenance(f.provenance),
            ]
              .filter(Boolean)
              .join('\n\n'),
          ),
          60_000,
        ),
        raw_details: fitBytes(plainText(f.existing_code), 60_000),
      };
    });
}

export interface CheckDocument {
  schema: typeof CHECK_SCHEMA;
  verdict: Verdict;
  exitCode: number;
  /** Annotations beyond the 50 in `github.output`: the action sends them in further requests. */
  totalAnnotations: number;
  github: {
    name: string;
    head_sha: string;
    external_id: string;
    status: 'completed';
    conclusion: 'success' | 'failure';
    output: { title: string; summary: string; text: string; annotations: Annotation[] };
  };
}

/** A check run is the same run across re-runs of one review of one scope. */
export function checkExternalId(id: string, scopeSha256: string): string {
  return `${EXTERNAL_PREFIX}${id}:${scopeSha256}`;
}
/** What every proofgate publisher's external id starts with (a review's, test-review's, any other product's). */
const PROOFGATE_PREFIX = 'proofgate-';
const EXTERNAL_PREFIX = `${PROOFGATE_PREFIX}review:`;

/**
 * The review another proofgate check run stands for, when it is not this one (review `id` over
 * `scopeSha256`): another id; or this id sealed over another scope whose run has not passed (matrix
 * legs sharing one id, a re-seal that leaves files out), which a clean run of this scope, the later
 * one GitHub shows, would hide. A rerun of the same scope, or another scope that passed, is none.
 * Another proofgate product's run (test-review's `proofgate-test-review:…`) is always another: its
 * verdict is of another kind, and a run of this review, the later one, would stand for it.
 */
export function otherReviewOf(run: { externalId: string; passed: boolean }, id: string, scopeSha256: string): string | undefined {
  if (!run.externalId.startsWith(EXTERNAL_PREFIX))
    return run.externalId.startsWith(PROOFGATE_PREFIX) ? run.externalId.slice(PROOFGATE_PREFIX.length) : undefined;
  const cut = run.externalId.lastIndexOf(':');
  const named = run.externalId.slice(EXTERNAL_PREFIX.length, cut);
  if (named !== id) return named;
  const scope = run.externalId.slice(cut + 1);
  // A run of this review that stopped before sealing (stoppedExternalId) judged no scope: a later run supersedes it.
  return scope === scopeSha256 || scope === STOPPED || run.passed ? undefined : `${id} over scope ${scope.slice(0, 12)}`;
}

const STOPPED = 'stopped';
/** The external id of a run of review `id` that stopped before it had a scope to judge. */
export function stoppedExternalId(id: string): string {
  return `${EXTERNAL_PREFIX}${id}:${STOPPED}`;
}

/** The check document of `review gate --emit-check`: a `github` block shaped as a check run; `link` makes each finding's lines a link. */
export function checkDocument(r: GateResult, name = DEFAULT_CHECK_NAME, link?: LineLink): CheckDocument {
  const all = annotations(r);
  const open = bySeverity(r.open);
  return {
    schema: CHECK_SCHEMA,
    verdict: r.verdict,
    exitCode: r.exitCode,
    totalAnnotations: all.length,
    github: {
      name,
      head_sha: r.scope.refs.headSha,
      external_id: checkExternalId(r.id, r.scope.scopeSha256),
      status: 'completed',
      conclusion: CONCLUSION[r.verdict],
      output: {
        title: `${r.verdict}: coverage ${r.coverage.completed}/${r.coverage.selected}, ${r.open.length} open finding(s)`,
        summary: fitBytes(gateHeadSections(r).join('\n\n'), CHECK_TEXT_MAX),
        text: fitBytes(open.length ? open.map((f) => findingSection(f, link)).join('\n\n') : 'No open finding.', CHECK_TEXT_MAX),
        annotations: all.slice(0, ANNOTATIONS_PER_REQUEST),
      },
    },
  };
}
