import type { ReviewScope } from '../schemas/types.js';
import type { RuleSet } from './rules.js';
import { mdCode, mdText } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { describeReason } from './reviewers.js';
import { short } from '../text/hash.js';

/** checklist.md: each rule that applies to a selected file, once, with its document and the files it covers. */
export function renderChecklist(scope: ReviewScope, ruleSet: RuleSet): string {
  const lines = [
    `# Review checklist: ${mdCode(scope.id)}`,
    '',
    `Scope ${mdCode(short(scope.scopeSha256))} · ${scope.totals.files} file(s) · ${scope.totals.changedLines} changed line(s) · ${scope.totals.units} unit(s) · ${scope.effort} effort · rule set ${mdCode(short(ruleSet.sha256))} (${ruleSet.source})`,
    '',
    'A rule is a prompt to look, not a finding. Quote the code of every finding word for word, and account',
    'for every selected file in `coverage.json` as `completed`, `failed` or `waived` (with a reason).',
  ];
  if (scope.reviewers.length) {
    lines.push('', '**Reviewers.** Each is its own agent run; the review is complete only when every one returned and measured.', '');
    for (const r of scope.reviewers)
      lines.push(`- ${mdCode(r.id)} ${mdText(r.title)}: ${r.why.map((w) => mdText(describeReason(w))).join('; ')}`);
  }
  let applied = 0;
  for (const rule of ruleSet.rules) {
    const files = scope.files.filter((f) => f.rules.includes(rule.id)).map((f) => f.path);
    if (files.length === 0) continue;
    applied++;
    const controls = rule.controls?.length ? ` · controls ${rule.controls.map((c) => mdCode(c)).join(', ')}` : '';
    lines.push('', `## ${rule.id}: ${rule.title}`, '', `Group \`${rule.group}\` · ${rule.origin} · ${files.length} file(s)${controls}`, '');
    lines.push(...files.map((p) => `- ${mdCode(shownName(p))}`));
    lines.push('', rule.doc.trim().replace(/^#\s.*\n+/, ''));
  }
  if (applied === 0) lines.push('', 'No rule applies: no file is selected.');
  return `${lines.join('\n')}\n`;
}
