import type { TestReviewVerdict } from '../schemas/types.js';
import { ProofgateError } from '../text/errors.js';
import { mdCode, mdText as inert } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { redact } from '../text/redact.js';
import { fitBytes } from '../text/truncate.js';
import { mdLink, type LineLink } from '../text/links.js';
import { takenLine } from '../text/taken.js';
import { VERSION } from '../version.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';

/**
 * One renderer for every human surface (PR comment, job summary, check run,
 * conclusion), so they cannot disagree. Needs no network. Free text from the
 * report is neutralised: no HTML comment (no marker spoofing), no @mention ping.
 */

/** An artifact the caller uploaded (or tried to): what the comment and summary may say about it. */
export interface ArtifactOutcome {
  name: string;
  uploaded: boolean;
  message: string;
  /** Its id, once bound to the step: the only way a later job or a reader is sent to it (hazard 591). */
  id?: number;
  /** The download of that id, where the run is known. */
  url?: string;
  /** Why it is not bound to the step (not uploaded, or no id): the run then has no verdict. */
  refused?: string;
}

export type RenderAs = 'comment' | 'summary' | 'check' | 'conclusion';
export type State = 'pass' | 'fail' | 'waived' | 'skipped' | 'dry-run' | 'broken';

export interface RenderInput {
  verdict: TestReviewVerdict | null;
  exitCode: number;
  /** Why there is no verdict (exit 2 or 3). */
  cause?: string;
  tag: string;
  compat?: 'proofgate' | 'tea';
  runUrl?: string;
  /** The artifact a later step of the job uploads (`--artifact-name`): named as a promise. */
  artifactName?: string;
  /** The artifact this run uploaded, or failed to: its outcome decides the wording. */
  artifact?: ArtifactOutcome;
  reportPath?: string;
  reportWritten?: boolean;
  headSha?: string;
  focus?: string;
  /** Links a finding's line at the head commit (the publisher supplies it; a local render has none). */
  link?: LineLink;
  /**
   * The folder the verdict's paths are relative to, from the repository's top (the run's `pathsFrom`): a finding is
   * shown and linked at its repository path. Null: no repository holds them, so a finding has no location. Unset: the
   * verdict's paths are the repository's (a verdict file rendered on its own).
   */
  pathsFrom?: string | null;
}

/**
 * A verdict's path as the repository names it (where GitHub shows and links it), from the folder its paths are
 * relative to; none when no repository holds it: a location on another file of the same name is worse than none.
 */
export const repositoryPath = (path: string, from: string | null | undefined): string | undefined =>
  from === null ? undefined : from ? `${from}/${path}` : path;

/** Quoted text: credential shapes redacted first, then made inert for Markdown. */
const mdText = (text: string) => inert(redact(text));

/**
 * The same hidden marker the GitHub publisher keeps one comment by. With `--compat tea` it is
 * the peer's (`<!-- tea-test-review:<tag> -->`), so the comment the peer kept is the one updated.
 */
export const marker = (tag: string, compat: 'proofgate' | 'tea' = 'proofgate') =>
  compat === 'tea' ? `<!-- tea-test-review:${tag} -->` : `<!-- proofgate:test-review.${tag} -->`;
/** Text an earlier run wrote as its comment: it opens with a marker, either spelling, whatever its tag. */
export const isRenderedComment = (text: string) =>
  (['proofgate', 'tea'] as const).some((compat) => text.startsWith(marker('', compat).replace(/ -->$/, '')));
/** The peer's untagged marker of older releases: adopted only under the claude tag, as the peer does. */
export const legacyMarkers = (tag: string, compat: 'proofgate' | 'tea' = 'proofgate') =>
  compat === 'tea' && tag === 'claude' ? ['<!-- tea-test-review -->'] : [];
const SEVERITY_ORDER = ['Critical', 'High', 'Medium', 'Low'];

export function stateOf(i: RenderInput): State {
  const v = i.verdict;
  if (i.exitCode >= 2 || !v) return 'broken';
  if ('promptOnly' in v) return 'dry-run';
  const failures = v.gateFailures ?? [];
  const waived = 'waived' in v && v.waived === true;
  if ('skipped' in v) {
    if (i.exitCode === 0 && failures.length && !waived)
      throw new ProofgateError('--exit-code 0 contradicts the verdict: the skip has unwaived gate failures', TEST_REVIEW_EXIT.environment);
    return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'skipped';
  }
  if (i.exitCode === 0 && failures.length && !waived)
    throw new ProofgateError(
      '--exit-code 0 contradicts the verdict: it has unwaived gate failures (the two came from different runs)',
      TEST_REVIEW_EXIT.environment,
    );
  if (i.exitCode === 1 && failures.length === 0)
    throw new ProofgateError(
      '--exit-code 1 contradicts the verdict: it has no gate failure (the two came from different runs)',
      TEST_REVIEW_EXIT.environment,
    );
  return waived ? 'waived' : i.exitCode === 1 ? 'fail' : 'pass';
}

export function conclusion(state: State, skipFails = false): 'success' | 'neutral' | 'failure' {
  if (state === 'pass' || state === 'waived') return 'success';
  if (state === 'dry-run' || (state === 'skipped' && !skipFails)) return 'neutral';
  return 'failure';
}

function headline(state: State, i: RenderInput): string {
  const v = i.verdict as Record<string, unknown> | null;
  switch (state) {
    case 'pass':
      return 'Pass for the changed tests';
    case 'fail':
      return v && 'skipped' in v ? 'Fail: skipped review' : `Fail: ${String(v?.recommendation)}`;
    case 'waived':
      return `${v && 'skipped' in v ? 'Skipped' : String(v?.recommendation)}, waived until ${String(v?.waiveUntil)}`;
    case 'skipped':
      return 'Skipped';
    case 'dry-run':
      return 'No review performed';
    case 'broken':
      return 'Broken gate';
  }
}

const withheld = (files: string[]) =>
  `Secret files withheld from the agent (a secret's name, or its content moved, copied or pasted; a person must check them): ${files
    .slice(0, 10)
    .map((p) => mdCode(shownName(p)))
    .join(', ')}.`;

const unreadable = (files: string[]) =>
  `Test files that hold no text an agent can read (a person must check them): ${files
    .slice(0, 10)
    .map((p) => mdCode(shownName(p)))
    .join(', ')}.`;

function body(state: State, i: RenderInput): string[] {
  const v = i.verdict;
  const at = i.headSha ? ` at ${mdCode(i.headSha.slice(0, 8))}` : '';
  const out: string[] = [];
  if (state === 'broken') {
    out.push(`No verdict: ${mdText(i.cause ?? `the run exited ${i.exitCode}`)}.`, 'These tests are not approved.');
  } else if (v && 'promptOnly' in v) {
    out.push(`A dry run (\`--agent none\`): ${v.files.length} test file(s) would be reviewed. This is not a verdict.`);
  } else if (v && 'skipped' in v) {
    out.push(`${mdText(v.reason)}.`);
    if (v.deletedFiles?.length)
      out.push(
        `Deleted test files: ${v.deletedFiles
          .slice(0, 10)
          .map((p) => mdCode(shownName(p)))
          .join(', ')}.`,
      );
    if (v.withheldFiles?.length) out.push(withheld(v.withheldFiles));
    if (v.contextFiles.length) out.push(`The pull request changed ${v.contextFiles.length} other file(s).`);
    if (v.unscorableTestArtifacts?.length)
      out.push(
        `Unscored test artifacts: ${v.unscorableTestArtifacts
          .slice(0, 10)
          .map((p) => mdCode(shownName(p)))
          .join(', ')}.`,
      );
  } else if (v) {
    const gating = v.findings
      .filter((f) => f.verdict_impact)
      .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
    if (state === 'pass') {
      out.push(
        gating.length === 0
          ? `Reviewed ${v.files.length} changed test file(s)${at}. No findings attributable to this PR.`
          : `Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`,
      );
    } else {
      out.push(`Reviewed ${v.files.length} changed test file(s)${at}: ${v.recommendation}, score ${v.qualityScore}/100.`);
      for (const g of (v.gateFailures ?? []).slice(0, 3)) out.push(`- ${mdText(g)}`);
      for (const f of gating.slice(0, 3)) {
        const path = f.path ? repositoryPath(f.path, i.pathsFrom) : undefined;
        const at = path ? mdCode(`${shownName(path)}${f.line ? `:${f.line}` : ''}`) : '(no location)';
        out.push(`- **${f.severity}** ${path && f.line && i.link ? `[${at}](${i.link(path, f.line)})` : at}: ${mdText(f.title)}`);
      }
      if (gating.length > 3) out.push(`- and ${gating.length - 3} more finding(s) in the report.`);
    }
    if (state === 'waived') out.push(`Waived: ${mdText(v.waiveReason ?? '')}.`);
    if (v.removedTests?.length)
      out.push(
        `Removed coverage: ${v.removedTests
          .slice(0, 10)
          .map((t) => mdCode(shownName(t.path)))
          .join(', ')} no longer run as tests or apply to them.`,
      );
    if (v.withheldFiles?.length) out.push(withheld(v.withheldFiles));
    if (v.unreadableFiles?.length) out.push(unreadable(v.unreadableFiles));
    const model = v.model ? ` / ${mdText(v.model)}` : '';
    out.push(
      '',
      `<sub>Reviewer: ${mdText(v.agent)}${model} · proofgate ${VERSION} · rubric ${mdText(v.reviewProvenance.skillRubricVersion ?? 'unknown')}</sub>`,
    );
  }
  if (i.focus) out.push(`**Focus**: ${mdText(i.focus)}`);
  const run = mdLink('The run', i.runUrl);
  if (run) out.push(run);
  const a = i.artifact;
  if (a?.uploaded && a.id !== undefined)
    out.push(takenLine({ name: a.name, id: a.id, ...(a.url ? { url: a.url } : {}) }, 'the report and verdict', 'report-artifact-id'));
  else if (a)
    out.push(`The report and verdict are not attached to this run: ${mdText(a.uploaded ? (a.refused ?? a.message) : a.message)}.`);
  else if (i.artifactName)
    // Only the upload step knows the id: the name alone is no address, as any job of the run can upload under it first (hazard 640).
    out.push(
      `A later step of this job uploads the report and verdict as the artifact ${mdCode(i.artifactName)}: take it by the id that step reports, never by its name, which any job of the run can upload under first.`,
    );
  else if (i.reportPath && i.reportWritten !== false)
    out.push(`The report is at ${mdCode(i.reportPath)} in the job workspace; it is deleted when the job ends unless the job uploads it.`);
  else if (i.reportWritten === false) out.push('The run wrote no report.');
  return out;
}

export function render(i: RenderInput, as: RenderAs): string {
  const state = stateOf(i);
  const skipFails = state === 'fail' && !!i.verdict && 'skipped' in i.verdict;
  if (as === 'conclusion') return conclusion(state, skipFails);
  const head = headline(state, i);
  const lines = body(state, i);
  if (as === 'check') return [`Test quality: ${head}`, ...lines].join('\n');
  const text = [`## Test quality: ${head}`, '', ...lines].join('\n');
  // Cut as every published text is: never inside a code span, which would let a neutralised link or mention act.
  const capped = fitBytes(text, 60_000, 'characters', '');
  return as === 'comment' ? `${marker(i.tag, i.compat)}\n${capped}` : capped;
}
