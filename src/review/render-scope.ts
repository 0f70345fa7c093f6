import type { ReviewScope } from '../schemas/types.js';
import type { RuleSet } from './rules.js';
import { EXCLUSION_REASONS } from './selection.js';
import { describePlan } from './units.js';
import { CONFIG_EDIT_NOTE, type Unreviewed } from './attention.js';
import { mdCellCode, mdCellText, mdCode, mdFence, mdText } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { short } from '../text/hash.js';

const LIST_CAP = 500;

function capped<T>(items: T[], render: (t: T) => string, what: string): string[] {
  const rows = items.slice(0, LIST_CAP).map(render);
  if (items.length > LIST_CAP) rows.push(`\n_${items.length - LIST_CAP} more ${what} left out here; scope.json lists them all._`);
  return rows;
}

/** "A person must look at these": each changed file no agent reviews, why, and (at the gate) whether it is acknowledged. */
export function personSection(items: (Unreviewed & { acknowledged?: boolean })[]): string {
  const status = items.some((u) => u.acknowledged !== undefined);
  return [
    '### A person must look at these',
    '',
    'No agent reviews these changed files (or the review waived them: a waiver is no review), and the verdict cannot be clean until a person has looked at each in the change and acknowledged it: `--acknowledge PATH` (review gate, review run), or one path per line in the `acknowledge` input of the review-gate action.',
    '',
    status ? '| file | why | acknowledged |' : '| file | why |',
    status ? '| --- | --- | --- |' : '| --- | --- |',
    ...capped(
      items,
      (u) => `| ${mdCellCode(shownName(u.path))} | ${mdCellText(u.why)} |${status ? ` ${u.acknowledged ? 'yes' : '**not yet**'} |` : ''}`,
      'files',
    ),
  ].join('\n');
}

/** The line that says an edit to the review's own configuration waits for the merge. */
function configEditSection(paths: string[]): string {
  return [
    `> [!NOTE]`,
    `> ${mdText(CONFIG_EDIT_NOTE)}: ${paths
      .slice(0, 50)
      .map((p) => mdCode(shownName(p)))
      .join(', ')}${paths.length > 50 ? ', …' : ''}`,
  ].join('\n');
}

/** The sections of a scope's job summary, headline first; `person` as the seal found them (reviewScope's). */
export function scopeSummarySections(scope: ReviewScope, ruleSet: RuleSet, person: Unreviewed[]): string[] {
  const t = scope.totals;
  const sections: string[] = [];
  sections.push(
    [
      `## proofgate review scope: ${mdCode(scope.id)}`,
      '',
      `**${t.files} file(s) to review, ${t.changedLines} changed lines, ${t.units} unit(s)** — scope \`${short(scope.scopeSha256)}\``,
      '',
      `${describePlan(scope.plan, t.units)} · base \`${scope.refs.baseSha.slice(0, 12)}\` · head \`${scope.refs.headSha.slice(0, 12)}\`${scope.refs.workspace ? ' + working tree' : ''} · merge base \`${scope.refs.mergeBase.slice(0, 12)}\` · rule set \`${short(ruleSet.sha256)}\` (${ruleSet.source})`,
      '',
      'Every selected file must end in `coverage.json` as completed, failed or waived (with a reason). Sealing a scope reviews nothing: no agent ran in this step.',
    ].join('\n'),
  );
  const edits = scope.config ?? [];
  if (edits.length) sections.push(configEditSection(edits));
  if (person.length) sections.push(personSection(person));
  if (t.files === 0)
    sections.push(
      t.excluded === 0
        ? '_No changes: the base and the head do not differ._'
        : '_Nothing is selected: every changed file is excluded, so no agent reviews this change. Each file listed for a person must be acknowledged, and an empty review is clean only with `allow-empty`, which then owes no unit part, coverage or findings._',
    );
  const counts = EXCLUSION_REASONS.map((r) => [r, scope.excluded.filter((e) => e.reason === r).length] as const).filter(([, n]) => n > 0);
  if (t.files + t.excluded > 0) {
    sections.push(
      [
        '```mermaid',
        'pie showData title Changed files',
        `  "selected" : ${t.files}`,
        ...counts.map(([r, n]) => `  "excluded: ${r}" : ${n}`),
        '```',
      ].join('\n'),
    );
  }
  if (scope.units.length) {
    sections.push(
      [
        '### Units',
        '',
        '| unit | files | changed lines |',
        '| --- | --- | ---: |',
        ...capped(
          scope.units,
          (u) => `| ${u.id} | ${u.files.map((p) => mdCellCode(shownName(p))).join('<br>')} | ${u.changedLines} |`,
          'units',
        ),
      ].join('\n'),
    );
  }
  sections.push(
    scope.excluded.length
      ? [
          '### Excluded',
          '',
          '| file | reason |',
          '| --- | --- |',
          ...capped(scope.excluded, (e) => `| ${mdCellCode(shownName(e.path))} | \`${e.reason}\` |`, 'excluded files'),
        ].join('\n')
      : '### Excluded\n\nNothing was left out.',
  );
  const applied = ruleSet.rules
    .map((rule) => ({ rule, files: scope.files.filter((f) => f.rules.includes(rule.id)) }))
    .filter((x) => x.files.length > 0);
  if (applied.length) {
    sections.push(`### Checklist\n\n${applied.length} rule(s) apply. A rule is a prompt to look, not a finding.`);
    for (const { rule, files } of applied) {
      sections.push(
        [
          `<details><summary><b>${rule.id}</b> (${rule.group}, ${rule.origin}): ${files.length} file(s)</summary>`,
          '',
          ...capped(files, (f) => `- ${mdCode(shownName(f.path))}`, 'files'),
          '',
          mdFence(rule.doc.trim(), 'markdown'),
          '',
          '</details>',
        ].join('\n'),
      );
    }
  }
  return sections;
}
