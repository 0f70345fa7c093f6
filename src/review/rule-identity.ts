import type { Rule } from './rules.js';
import { canonicalJson, sha256 } from '../text/hash.js';

type Identified = Pick<Rule, 'id' | 'title' | 'group' | 'globs' | 'controls' | 'origin' | 'docSha256'>;

/** What identifies a rule (and is hashed into the rule set): everything but its compiled matcher and text. */
export function ruleIdentity({ id, title, group, globs, controls, origin, docSha256 }: Identified) {
  return { id, title, group, globs, ...(controls ? { controls } : {}), origin, docSha256 };
}

/** The rule set's hash: its rules' identities, in order, as canonical JSON. */
export function ruleSetSha256(rules: readonly Identified[]): string {
  return sha256(canonicalJson(rules.map(ruleIdentity)));
}
