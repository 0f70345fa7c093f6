import type { ReviewScope } from '../schemas/types.js';
import type { Finding } from './evidence.js';

export type Basis = NonNullable<Finding['basis']>;

/** How a finding was established, as the gate records it, and the controls of the rule it answers. */
export interface Provenance {
  reviewer?: string;
  pass?: Finding['pass'];
  /** The basis the gate accepts: the reviewer's own, or `reasoned` for an executed claim nothing backs. */
  basis: Basis;
  ran?: string;
  /** Why the basis is not the one the finding claims. */
  demoted?: string;
  controls: string[];
}

/**
 * Carries the reviewer's basis, never infers one: absent is `unstated`. An `executed` claim stands
 * only from a reviewer of the scope that holds a shell, naming what it ran; otherwise it is
 * `reasoned`, and the claim is kept in `demoted`. A refutation never changes a finding's basis.
 */
export function provenance(f: Finding, scope: ReviewScope): Provenance {
  const reviewer = f.reviewer === undefined ? undefined : scope.reviewers.find((r) => r.id === f.reviewer);
  const controls = f.rule === undefined ? [] : (scope.ruleSet.controls?.[f.rule] ?? []);
  const base = {
    ...(f.reviewer !== undefined ? { reviewer: f.reviewer } : {}),
    ...(f.pass !== undefined ? { pass: f.pass } : {}),
    controls,
  };
  const claimed = f.basis ?? 'unstated';
  if (claimed !== 'executed') return { ...base, basis: claimed };
  const ran = f.ran?.trim();
  const demoted = !reviewer
    ? 'claimed executed, but names no reviewer of the scope that holds a shell'
    : !reviewer.shell
      ? `claimed executed, but reviewer ${reviewer.id} has no shell`
      : !ran
        ? 'claimed executed without naming what was run'
        : undefined;
  return demoted ? { ...base, basis: 'reasoned', demoted } : { ...base, basis: 'executed', ran: ran! };
}

/** One line: who found it, in which pass, on what basis, and the controls it relates to. */
export function describeProvenance(p: Provenance): string {
  const who = p.reviewer
    ? `found by ${p.reviewer}${p.pass ? ` (${p.pass} pass)` : ''}`
    : p.pass
      ? `found in the ${p.pass} pass`
      : 'reviewer not named';
  const basis = p.basis === 'executed' ? `basis executed: ran ${p.ran}` : `basis ${p.basis}${p.demoted ? ` (${p.demoted})` : ''}`;
  return [who, basis, ...(p.controls.length ? [`controls ${p.controls.join(', ')}`] : [])].join(' · ');
}
