import { toplevelOnly } from '../git/run.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import type { CommandOutput } from '../cli/spec.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { ruleIdentity } from './rule-identity.js';
import { previewPath } from './paths.js';

/** `review rules [PATH]`: the effective rule set, or the rules one path gets. */
export async function listRules(cwd: string, asked?: string): Promise<CommandOutput> {
  const path = asked === undefined ? undefined : previewPath(asked);
  // git finds the repository while the rule code loads and the built-in documents are read and
  // hashed. git is asked first: import() reads and compiles a module before it returns.
  const top = toplevelOnly(cwd);
  const rulesCode = import('./rules.js').then((code) => (code.builtinRules(), code));
  const [root, { loadRuleSet, previewRules, ruleMatcher }] = await Promise.all([top, rulesCode]);
  const ruleSet = await loadRuleSet(root);
  const rules = path === undefined ? ruleSet.rules : previewRules(await ruleMatcher(ruleSet), root, path);
  const lines = [`rule set ${short(ruleSet.sha256)} (${ruleSet.source})`];
  if (path !== undefined) lines.push(`${shownName(path)} gets ${rules.length} rule(s):`);
  for (const r of rules)
    lines.push(
      `${r.id} ${r.group} ${r.origin} ${r.globs.map(visible).join(' ')}${r.controls ? ` (controls: ${r.controls.join(', ')})` : ''}`,
    );
  const json = {
    source: ruleSet.source,
    sha256: ruleSet.sha256,
    ...(path !== undefined ? { path } : {}),
    rules: rules.map(ruleIdentity),
  };
  return { exitCode: REVIEW_EXIT.ok, lines, json };
}
