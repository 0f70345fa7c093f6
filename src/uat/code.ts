/**
 * The code an acceptance run tested: the commit (and its tree) of the checkout the page was served
 * or built from, read from git, never from a field a pull request types. A run passes only for the
 * code being gated: a run played before a later change to the code is no evidence for it.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';

export interface RunCode {
  commit: string;
  tree: string;
}

/**
 * The repository's top folder holding `cwd` (the nearest folder with a `.git`, file or folder), or
 * undefined when there is none: a project outside git has no commit to bind a run to. A `.git` that
 * git then refuses (an owner it does not trust) is an error, never "no repository".
 */
function repositoryOf(cwd: string): string | undefined {
  for (let d = resolve(cwd); ; d = dirname(d)) {
    if (lstatSync(join(d, '.git'), { throwIfNoEntry: false })) return d;
    if (d === dirname(d)) return undefined;
  }
}

/** The commit and tree `ref` names in `cwd`'s repository; undefined outside any repository. */
export async function codeAt(cwd: string, ref = 'HEAD'): Promise<RunCode | undefined> {
  if (!repositoryOf(cwd)) return undefined;
  const { openAndResolve, raw } = await import('../git/git.js');
  const { repo, shas } = await openAndResolve(cwd, [{ ref, what: 'tested code' }]);
  const commit = shas[0]!;
  return { commit, tree: (await raw(repo, ['rev-parse', '--verify', '--end-of-options', `${commit}^{tree}`])).trim() };
}

/**
 * Why `run` is not a run of the code `head` holds, else undefined. The run's own commit is usually not
 * the head: committing the run (and its triage) makes a new one. So the two are compared outside the
 * uat folder, where the code is; with `since` (a merge queue group's base: its head also holds the
 * changes queued before it), only the files the group changes since it.
 */
export async function codeDrift(o: {
  cwd: string;
  uatRoot: string;
  run: RunCode;
  head: RunCode;
  since?: string;
}): Promise<string | undefined> {
  const play = `play the recipe again on a page served or built at ${short(o.head.commit)}`;
  if (o.run.commit === o.head.commit || o.run.tree === o.head.tree) return undefined;
  const { openRepo, raw } = await import('../git/git.js');
  const { DIFF_SETTINGS } = await import('../git/diff-settings.js');
  const repo = await openRepo(o.cwd);
  const names = async (from: string, to: string) =>
    (await raw(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '--no-renames', '-z', ...DIFF_SETTINGS, from, to, '--']))
      .split('\0')
      .filter(Boolean);
  let changed: string[];
  try {
    changed = await names(o.run.commit, o.head.commit);
  } catch {
    return `the run tested commit ${short(o.run.commit)}, which is not in this clone (check out with \`fetch-depth: 0\`), so it cannot be shown to be the code of ${short(o.head.commit)}: ${o.run.commit} may be a commit rewritten away; ${play}`;
  }
  const folder = relative(realpathSync(repo.root), realpathSync(o.uatRoot)).split(sep).join('/');
  const scope = o.since === undefined ? undefined : new Set(await names(o.since, o.head.commit));
  const code = changed.filter((p) => !(folder && (p === folder || p.startsWith(`${folder}/`))) && (!scope || scope.has(p)));
  if (!code.length) return undefined;
  // Names come from the change: controls and bidirectional marks shown as U+XXXX, so a name forges no line.
  const shown = code.slice(0, 5).map((p) => JSON.stringify(visible(p)));
  return `the run tested commit ${short(o.run.commit)}, but the code gated is ${short(o.head.commit)}: ${code.length} file(s) changed since (${shown.join(', ')}${code.length > 5 ? ', …' : ''}); ${play}`;
}

/** The code a run records, checked against the one `uat serve` holds: a run is saved only for the code served. */
export function servedCodeRefusal(run: { code?: RunCode }, served: RunCode | undefined): string | undefined {
  if (!served) return run.code ? 'this checkout is in no git repository: a run here records no commit' : undefined;
  if (run.code?.commit === served.commit && run.code.tree === served.tree) return undefined;
  return run.code
    ? `the run was started on commit ${short(run.code.commit)}, but this checkout is now at ${short(served.commit)}: the code changed under the run; reload the page and start a new run`
    : `the run records no commit, but this checkout is at ${short(served.commit)}: reload the page and start a new run`;
}
