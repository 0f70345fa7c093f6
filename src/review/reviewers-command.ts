import { toplevelOnly } from '../git/run.js';
import { loadRuleSet, previewRules, projectFiles, ruleMatcher } from './rules.js';
import { previewPath } from './paths.js';
import { describeReason, loadReviewerCatalog, selectReviewers, type Reviewer } from './reviewers.js';
import { checkEffort } from './units.js';
import { visible } from '../text/neutralise.js';
import { shownName } from '../text/list.js';
import { REVIEW_EXIT } from './exit-codes.js';
import type { CommandOutput } from '../cli/spec.js';

/** A reviewer's triggers in one phrase: what dispatches it. */
function describeTriggers(r: Reviewer): string {
  const t = r.triggers;
  const parts: string[] = [];
  if (t.floor) parts.push(r.origin === 'project' ? 'always' : `the floor at ${t.floor.join(', ')} effort`);
  if (t.globs) parts.push(`a file matching ${t.globs.map(visible).join(' ')}`);
  if (t.rules) parts.push(`a file getting rule ${t.rules.join(', ')}`);
  if (t.minChangedLines !== undefined) parts.push(`${t.minChangedLines} changed lines or more`);
  if (t.intent) parts.push('an intent to check the change against');
  return parts.join('; or ');
}

const capability = (r: Pick<Reviewer, 'context' | 'shell'>) =>
  `${r.context === 'diff' ? 'diff only' : 'repository'}, ${r.shell ? 'a shell with --shell' : 'no shell'}`;

/**
 * `review reviewers [PATH]`: the reviewers a scope can dispatch and what triggers each, or the
 * reviewers a change of PATH selects at an effort, each with why.
 */
export async function listReviewers(cwd: string, asked: string | undefined, effortOption?: string): Promise<CommandOutput> {
  const path = asked === undefined ? undefined : previewPath(asked);
  const effort = checkEffort(effortOption ?? 'medium');
  const root = await toplevelOnly(cwd);
  const ruleSet = await loadRuleSet(root);
  const catalog = await loadReviewerCatalog(
    projectFiles(root),
    ruleSet.rules.map((r) => r.id),
  );
  if (path === undefined) {
    return {
      exitCode: REVIEW_EXIT.ok,
      lines: [
        `${catalog.reviewers.length} reviewer(s) (${catalog.source}):`,
        ...catalog.reviewers.map((r) => `${r.id} ${r.origin} (${capability(r)}): ${describeTriggers(r)}`),
      ],
      json: {
        source: catalog.source,
        reviewers: catalog.reviewers.map(({ id, title, origin, context, shell, pass, triggers, docSha256 }) => ({
          id,
          title,
          origin,
          context,
          shell,
          ...(pass ? { pass } : {}),
          triggers,
          docSha256,
        })),
      },
    };
  }
  const rules = previewRules(await ruleMatcher(ruleSet), root, path).map((r) => r.id);
  const selected = selectReviewers(catalog, { effort, files: [{ path, rules }], changedLines: 0, intent: false });
  return {
    exitCode: REVIEW_EXIT.ok,
    lines: [
      `${shownName(path)} at ${effort} effort gets ${selected.length} reviewer(s):`,
      ...selected.map(
        (r) => `${r.id} (${capability(catalog.reviewers.find((d) => d.id === r.id)!)}): ${r.why.map(describeReason).join('; ')}`,
      ),
      'The size of the whole change and an intent can dispatch more: the checklist of a sealed scope lists them all.',
    ],
    json: { path, effort, rules, reviewers: selected },
  };
}
