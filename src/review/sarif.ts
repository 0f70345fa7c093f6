import type { GateResult } from './gate.js';
import type { AnchoredFinding } from './anchor.js';
import type { Finding } from './evidence.js';
import { bySeverity } from './render-gate.js';
import { sha256 } from '../text/hash.js';
import { urlPath } from '../text/links.js';
import { plainText } from '../text/neutralise.js';
import { findingIdentity, findingShows, groupShows } from './identity.js';
import { VERSION } from '../version.js';
import { describeProvenance } from './provenance.js';

type Category = Finding['category'];
type Severity = Finding['severity'];

const LEVEL = { critical: 'error', high: 'error', medium: 'warning', low: 'note' } as const;

/** What each category asks a reader to check; every rule code scanning shows needs a description and help. */
const CATEGORY_HELP: Record<Category, { title: string; help: string }> = {
  correctness: {
    title: 'The code does not do what it is meant to',
    help: 'Check the quoted lines against the behaviour the change intends: off-by-one, wrong condition, wrong value.',
  },
  security: {
    title: 'The change weakens a trust boundary',
    help: 'Check who controls the inputs of the quoted lines and what they can reach: injection, authorisation, secrets, unsafe defaults.',
  },
  'data-loss': {
    title: 'Data can be lost or corrupted',
    help: 'Check the writes of the quoted lines: partial writes, deletes without a guard, lost updates.',
  },
  concurrency: {
    title: 'Concurrent use breaks the code',
    help: 'Check shared state and ordering around the quoted lines: races, deadlocks, missing awaits.',
  },
  performance: {
    title: 'The code is slower than it needs to be',
    help: 'Check the cost of the quoted lines as the input grows: quadratic loops, repeated work, unbounded memory.',
  },
  'error-handling': {
    title: 'A failure is not handled',
    help: 'Check what happens when the quoted lines fail: swallowed errors, missing cleanup, misleading messages.',
  },
  compatibility: {
    title: 'Existing callers or data break',
    help: 'Check who depends on the quoted lines: changed signatures, formats, defaults or platforms.',
  },
  maintainability: {
    title: 'The code is harder to change safely',
    help: 'Check the quoted lines for duplication, hidden coupling or names that mislead the next reader.',
  },
  testing: {
    title: 'The change is not tested where it matters',
    help: 'Check that a test fails without the quoted lines and passes with them.',
  },
  documentation: {
    title: 'Documentation no longer matches the code',
    help: 'Check the docs, comments and messages that describe the quoted lines.',
  },
};

// GitHub maps security-severity to its own levels: > 9.0 critical, 7.0–8.9 high, 4.0–6.9 medium, below low.
const SECURITY_SEVERITY: Record<Severity, string> = { critical: '9.5', high: '8.0', medium: '5.5', low: '2.0' };
const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low'];

/**
 * One rule per category; security findings get one rule per severity, because code scanning reads
 * `security-severity` from the rule, not the result.
 */
function ruleId(f: Pick<Finding, 'category' | 'severity'>): string {
  return f.category === 'security' ? `security/${f.severity}` : f.category;
}

function rules(): object[] {
  return (Object.keys(CATEGORY_HELP) as Category[]).flatMap((category) => {
    const { title, help } = CATEGORY_HELP[category];
    const rule = (id: string, extra: object) => ({
      id,
      // A readable name that is not the opaque id in any case (SARIF 3.49.7; validators compare them
      // ignoring case): `correctness` is CorrectnessFinding, `security/high` SecurityHighFinding.
      name: `${id.replace(/(?:^|[/-])(\w)/g, (_, c: string) => c.toUpperCase())}Finding`,
      shortDescription: { text: title },
      fullDescription: { text: `${title}. A ${category} finding of a proofgate review, anchored to a verbatim quote of the head commit.` },
      help: { text: help, markdown: help },
      ...extra,
    });
    if (category !== 'security') return [rule(category, { properties: { tags: ['proofgate', category] } })];
    return SEVERITIES.map((s) =>
      rule(`security/${s}`, {
        properties: { tags: ['proofgate', 'security'], precision: 'high', 'security-severity': SECURITY_SEVERITY[s] },
      }),
    );
  });
}

/**
 * The open, located findings as code scanning's alerts: one result for the findings of one identity
 * (path, category, quote) that show the same severity and disposition, fingerprinted by that identity
 * and what the group shows (`groupShows`, as the pull request review's comments are). No rank by
 * text, which a model writes anew on every run: a new finding, or one whose severity or disposition
 * changed, never takes another's alert (a dismissed one included); a reworded one keeps its own.
 */
function alerts<F extends AnchoredFinding>(located: F[]): { findings: F[]; print: string }[] {
  const groups = new Map<string, F[]>();
  for (const f of located) {
    const key = `${findingIdentity(f)}\u0000${findingShows(f)}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].map((findings) => ({
    findings,
    print: sha256(`${findingIdentity(findings[0]!)}\u0000${groupShows(findings)}`),
  }));
}

/**
 * Untrusted text for a SARIF message: plain text (controls shown as U+XXXX) whose every square
 * bracket is escaped, so none opens an embedded link (§3.11.6: `[text](target)` in a plain-text
 * message is one, which a viewer may show as a link), with a backslash run before a bracket
 * doubled, so no reader takes the escape for an escaped backslash.
 */
export function sarifText(text: string): string {
  // The lookbehind starts the run at its first backslash only: without it a long run with no bracket
  // after it was scanned from each of its backslashes, quadratic (hazard #658).
  return plainText(text).replace(/(?<!\\)(\\*)([[\]])/g, '$1$1\\$2');
}

/**
 * SARIF 2.1.0 for code scanning: each open, located finding, in its alert (`alerts`). An incomplete review says so in its
 * invocation (`executionSuccessful: false`, each reason an error notification): its results are not
 * a complete analysis. Code scanning ignores that field, so the action never offers such a file for
 * upload (review-gate's `sarif-file` output). No `automationDetails`: the category is the uploader's
 * (upload-sarif's `category` fills it only when the file has none). `informationUri`: where this
 * proofgate is published, when the caller knows (an action knows its repository; a local run does not).
 */
export function sarif(r: GateResult, informationUri?: string) {
  const located = bySeverity(r.open).filter((f) => f.anchor.status === 'located');
  const results = alerts(located).map(({ findings, print }) => {
    const f = findings[0]!;
    const a = f.anchor as { start: number; end: number };
    const text = (g: typeof f) =>
      [g.content, g.evidence && `Evidence: ${g.evidence}`, describeProvenance(g.provenance)].filter(Boolean).join('\n\n');
    return {
      ruleId: ruleId(f),
      level: LEVEL[f.severity],
      message: {
        // Every finding of the alert in its message, each under its id when there are more.
        text: sarifText(findings.length === 1 ? text(f) : findings.map((g) => `Finding ${g.id}: ${text(g)}`).join('\n\n---\n\n')),
      },
      locations: [{ physicalLocation: { artifactLocation: { uri: urlPath(f.path) }, region: { startLine: a.start, endLine: a.end } } }],
      partialFingerprints: { 'proofgateFinding/v3': print },
      properties: {
        severity: f.severity,
        confidence: f.confidence,
        disposition: f.disposition,
        id: f.id,
        ...(findings.length > 1 ? { ids: findings.map((g) => g.id) } : {}),
        ...(f.provenance.reviewer ? { reviewer: f.provenance.reviewer } : {}),
        ...(f.provenance.pass ? { pass: f.provenance.pass } : {}),
        basis: f.provenance.basis,
        ...(f.provenance.ran ? { ran: f.provenance.ran } : {}),
        ...(f.rule ? { rule: f.rule } : {}),
        ...(f.provenance.controls.length ? { controls: f.provenance.controls } : {}),
      },
    };
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'proofgate', version: VERSION, ...(informationUri ? { informationUri } : {}), rules: rules() } },
        invocations: [
          {
            executionSuccessful: r.verdict !== 'incomplete',
            ...(r.verdict === 'incomplete'
              ? {
                  toolExecutionNotifications: r.reasons.map((reason) => ({
                    level: 'error',
                    message: { text: sarifText(`incomplete review: ${reason}`) },
                  })),
                }
              : {}),
          },
        ],
        results,
      },
    ],
  };
}
