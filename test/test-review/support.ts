import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/run.js';

/** The peer's report fixtures: `../shared/conformance/` beside the clone (CI copies shared/ there). */
export const CONFORMANCE = join(ROOT, '..', 'shared', 'conformance');
export const TEA_REPORTS = join(CONFORMANCE, 'tea-reports');
export const PEER_PACKAGE = join(ROOT, 'node_modules', 'bmad-method-test-architecture-enterprise');
export const PEER_SKILL = join(PEER_PACKAGE, 'src', 'workflows', 'testarch', 'bmad-testarch-test-review');
export const PEER_CLI = join(PEER_PACKAGE, 'cli', 'test-review.js');

export function fixture(name: string): string {
  return readFileSync(join(TEA_REPORTS, name), 'utf8');
}

export const hasConformance = existsSync(TEA_REPORTS);
