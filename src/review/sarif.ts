import type { GateResult } from './gate.js';
import type { AnchoredFinding } from './anchor.js';
import type { Finding } from './evidence.js';
import { bySeverity } from './render-gate.js';
import { sha256 } from '../text/hash.js';
import { urlPath } from '../text/links.js';
import { plainText } from '../text/neutralise.js';
import { findingIdentity } from './identity.js';
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
 * A stable fingerprint per finding: the finding's identity across reviews (path, category, quote),
 * then its rank among findings with that same identity, so two findings on one quote stay two.
 */
function fingerprints(findings: AnchoredFinding[]): Map<AnchoredFinding, string> {
  const groups = new Map<string, AnchoredFinding[]>();
  for (const f of findings) {
    const key = findingIdentity(f);
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const out = new Map<AnchoredFinding, string>();
  for (const [key, group] of groups) {
    const ranked = [...group].sort((a, b) => (a.content < b.content ? -1 : a.content > b.content ? 1 : a.id < b.id ? -1 : 1));
    ranked.forEach((f, i) => out.set(f, `${sha256(key)}:${i + 1}`));
  }
  return out;
}

/**
 * Untrusted text for a SARIF message: plain text (controls shown as U+XXXX) whose every square
 * bracket is escaped, so none opens an embedded link (§3.11.6: `[text](target)` in a plain-text
 * message is one, which a viewer may show as a link), with a backslash run before a bracket
 * doubled, so no reader takes the escape for an escaped backslash.
 */
function sarifText(text: string): string {
  return plainText(text).replace(/(\\*)([[\]])/g, '$1$1\\$2');
}

/**
 * SARIF 2.1.0 for code scanning: each open, located finding. An incomplete review says so in its
 * invocation (`executionSuccessful: false`, each reason an error notification): its results are not
 * a complete analysis. Code scanning ignores that field, so the action never offers such a file for
 * upload (review-gate's `sarif-file` output). No `automationDetails`: the category is the uploader's
 * (upload-sarif's `category` fills it only when the file has none). `informationUri`: where this
 * proofgate is published, when the caller knows (an action knows its repository; a local run does not).
 */
export function sarif(r: GateResult, informationUri?: string) {
  const located = bySeverity(r.open).filter((f) => f.anchor.status === 'located');
  const prints = fingerprints(located);
  const results = located.map((f) => {
    const a = f.anchor as { start: number; end: number };
    return {
      ruleId: ruleId(f),
      level: LEVEL[f.severity],
      message: {
        text: sarifText(
          [f.content, f.evidence && `Evidence: ${f.evidence}`, describeProvenance(f.provenance)].filter(Boolean).join('\n\n'),
        ),
      },
      locations: [{ physicalLocation: { artifactLocation: { uri: urlPath(f.path) }, region: { startLine: a.start, endLine: a.end } } }],
      partialFingerprints: { 'proofgateFinding/v2': prints.get(f)! },
      properties: {
        severity: f.severity,
        confidence: f.confidence,
        disposition: f.disposition,
        id: f.id,
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
