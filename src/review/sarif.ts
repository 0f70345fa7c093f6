import type { GateResult } from './gate.js';
import { bySeverity } from './render-gate.js';
import { sha256 } from '../text/hash.js';
import { findingIdentity } from './identity.js';
import { VERSION } from '../version.js';

const LEVEL = { critical: 'error', high: 'error', medium: 'warning', low: 'note' } as const;
const CATEGORIES = [
  'correctness',
  'security',
  'data-loss',
  'concurrency',
  'performance',
  'error-handling',
  'compatibility',
  'maintainability',
  'testing',
  'documentation',
] as const;

/** SARIF 2.1.0 for code scanning: each open, located finding; rules are the ten categories. */
export function sarif(r: GateResult): object {
  const results = bySeverity(r.open)
    .filter((f) => f.anchor.status === 'located')
    .map((f) => {
      const a = f.anchor as { start: number; end: number };
      return {
        ruleId: f.category,
        level: LEVEL[f.severity],
        message: { text: [f.content, f.evidence && `Evidence: ${f.evidence}`].filter(Boolean).join('\n\n') },
        locations: [{ physicalLocation: { artifactLocation: { uri: f.path }, region: { startLine: a.start, endLine: a.end } } }],
        partialFingerprints: { 'proofgateFinding/v1': sha256(findingIdentity(f)) },
        properties: { severity: f.severity, confidence: f.confidence, disposition: f.disposition, id: f.id },
      };
    });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'proofgate',
            version: VERSION,
            informationUri: 'https://github.com/OWNER/proofgate',
            rules: CATEGORIES.map((id) => ({ id, shortDescription: { text: `${id} finding of a proofgate review` } })),
          },
        },
        automationDetails: { id: `proofgate-review/${r.id}` },
        results,
      },
    ],
  };
}
