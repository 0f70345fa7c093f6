import { scanTree, type Repo } from '../git/git.js';
import { nameList } from '../text/list.js';
import { visible } from '../text/neutralise.js';
import { compileGlobs, type Matcher } from './globs.js';
import type { ReviewerCatalog } from './reviewers.js';
import { RULES_FILE, REVIEWERS_FILE, type RuleSet } from './rules.js';

/**
 * The warning that names the project's own trigger globs (its rules', its reviewers') matching no
 * path of the head tree nor of the change: most likely a typo (`src/biling/**`), so the specialist
 * the project asks for would never be dispatched, and nothing said so. Only a warning: a glob may
 * be written for files yet to come. Built-in and pack globs are generic (`**∕*.py` in a JavaScript
 * repository) and are not named. Undefined when every glob matches a path.
 */
export async function unmatchedGlobsWarning(
  repo: Repo,
  tree: string,
  changed: readonly string[],
  ruleSet: RuleSet,
  catalog: ReviewerCatalog,
): Promise<string | undefined> {
  // Each glob as its own matcher reads it: without case, as rules and triggers are matched.
  const pending: { name: string; matches: Matcher }[] = [
    ...ruleSet.rules
      .filter((r) => r.origin === 'project')
      .flatMap((r) =>
        r.globs.map((glob, i) => ({
          name: `${RULES_FILE} rule ${r.id} globs[${i}] ${JSON.stringify(glob)}`,
          matches: compileGlobs([glob], `rule ${r.id} globs`, { braces: true, nocase: true }),
        })),
      ),
    ...catalog.reviewers
      .filter((r) => r.origin === 'project')
      .flatMap((r) =>
        r.globMatchers.map((m, i) => ({ name: `${REVIEWERS_FILE} reviewer ${r.id} globs[${i}] ${JSON.stringify(m.glob)}`, ...m })),
      ),
  ];
  if (pending.length === 0) return undefined;
  let left = pending;
  const see = (path: string) => {
    if (left.length) left = left.filter((g) => !g.matches(path));
  };
  changed.forEach(see);
  if (left.length)
    await scanTree(repo, tree, (e) => {
      see(e.path);
      return false;
    });
  if (left.length === 0) return undefined;
  return `${left.length} trigger glob(s) of the project match no file of the head tree nor of the change, so they dispatch nothing (a typo, or files yet to come?): ${nameList(
    left.map((g) => g.name),
    visible,
  )}`;
}
