import { toplevel } from '../git/run.js';
import { writeJsonAtomic } from '../text/files.js';
import type { CommandOutput } from '../cli/spec.js';
import { anchorFindings, describeAnchor, sealedBlobs, type AnchoredFinding } from './anchor.js';
import { coverageCredentials, loadFindings, loadScope, reviewPaths, type ReviewPaths } from './evidence.js';
import { findingsRedaction } from './redaction.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { withReviewLock } from './lock.js';
import { requoteAdviceFor } from './requote.js';

export const ANCHORED_SCHEMA = 'bmad-plus/review-findings-anchored/1';

export interface AnchorOptions {
  id: string;
  cwd: string;
  dir?: string;
}

export function anchorTotals(findings: AnchoredFinding[]) {
  const count = (s: string) => findings.filter((f) => f.anchor.status === s).length;
  return { located: count('located'), ambiguous: count('ambiguous'), unlocated: count('unlocated') };
}

/** `review anchor ID`: validates findings.json and locates every quote; exit 0 only when every finding is valid and located. */
export async function reviewAnchor(options: AnchorOptions): Promise<CommandOutput> {
  const paths = reviewPaths(options.cwd, options.id, options.dir);
  return withReviewLock(paths, 'review anchor', () => anchorFile(options, paths));
}

async function anchorFile(options: AnchorOptions, paths: ReviewPaths): Promise<CommandOutput> {
  // git finds the working tree while the evidence is read; its error, if any, is reported after theirs.
  const root = toplevel(options.cwd);
  root.catch(() => undefined);
  const scope = await loadScope(paths);
  // git says what it has of the sealed blobs while the findings are read and checked.
  const blobs = root.then((r) => sealedBlobs(r, scope));
  blobs.catch(() => undefined);
  // What coverage.json shows as a credential is one in the findings published beside it too.
  const beside = await coverageCredentials(paths, scope);
  const loaded = await loadFindings(paths, scope, beside);
  if (loaded.status === 'missing')
    return {
      exitCode: REVIEW_EXIT.unanchored,
      lines: [`${paths.file('findings')}: no findings.json: write it even when there is nothing to report`],
      json: { status: 'missing' },
    };
  if (loaded.status === 'other-scope') {
    return {
      exitCode: REVIEW_EXIT.unanchored,
      lines: [
        `${paths.file('findings')} answers another scope (${loaded.scopeSha256.slice(0, 12)}, sealed ${scope.scopeSha256.slice(0, 12)}): review the sealed scope again`,
      ],
      json: loaded,
    };
  }
  if (loaded.status === 'invalid') {
    return {
      exitCode: REVIEW_EXIT.unanchored,
      lines: [`${paths.file('findings')} is not valid:`, ...loaded.errors.slice(0, 50).map((e) => `- ${e}`)],
      json: loaded,
    };
  }
  const findings = await anchorFindings(await root, scope, loaded.data.findings, blobs, findingsRedaction(loaded.data.findings, beside));
  const totals = anchorTotals(findings);
  const file = paths.file('anchored');
  await writeJsonAtomic(paths.root, file, {
    schema: ANCHORED_SCHEMA,
    scopeSha256: scope.scopeSha256,
    headSha: scope.refs.headSha,
    totals,
    findings,
  });
  const lines = [`${file} — ${totals.located} located, ${totals.ambiguous} ambiguous, ${totals.unlocated} unlocated`];
  for (const f of findings.filter((x) => x.anchor.status !== 'located'))
    lines.push(`- ${visible(f.id)} ${shownName(f.path)}: ${describeAnchor(f.anchor)} (${requoteAdviceFor([f])})`);
  return {
    exitCode: totals.located === findings.length ? REVIEW_EXIT.ok : REVIEW_EXIT.unanchored,
    lines,
    json: { file, totals, findings },
  };
}
