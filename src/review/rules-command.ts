import { toplevel } from '../git/run.js';
import { loadRuleSet, ruleIdentity, rulesFor } from './rules.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import type { CommandOutput } from '../cli/spec.js';
import { REVIEW_EXIT } from './exit-codes.js';

/** `review rules [PATH]`: the effective rule set, or the rules one path gets. */
export async function listRules(cwd: string, path?: string): Promise<CommandOutput> {
  const ruleSet = await loadRuleSet(await toplevel(cwd));
  const rules = path === undefined ? ruleSet.rules : rulesFor(ruleSet, path);
  const lines = [`rule set ${short(ruleSet.sha256)} (${ruleSet.source})`];
  if (path !== undefined) lines.push(`${visible(path)} gets ${rules.length} rule(s):`);
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
