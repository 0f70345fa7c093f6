import { readdirSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { realOf } from '../git/programs.js';
import { ProofgateError } from '../text/errors.js';
import { caseFold } from '../text/names.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import type { TestReviewOptions } from './options.js';
import type { TestReviewScope } from './scope.js';
import { PROJECT_SKILL_PATHS, SKILL_PROJECT_INPUTS, type SkillPlace } from './skill.js';

/** `abs` relative to `top`, `/`-separated; undefined for `top` itself or a path outside it. */
export function below(top: string, abs: string): string | undefined {
  const rel = relative(top, abs).split(sep).join('/');
  return rel === '' || rel === '..' || rel.startsWith('../') || isAbsolute(rel) ? undefined : rel;
}

/** Every symbolic link under the folder `abs` (none when it is no folder), never following one. */
function linksUnder(abs: string): string[] {
  try {
    return readdirSync(abs, { withFileTypes: true, recursive: true })
      .filter((e) => e.isSymbolicLink())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/**
 * The paths (relative to `top`, a real path) at which the agent reads `rels`: each as written, and
 * wherever a link on its way or under it leads inside `top`, since a change edits the link's target.
 */
function readAt(top: string, rels: string[]): string[] {
  const out = new Set(rels);
  const queue = [...rels];
  for (let rel = queue.pop(); rel !== undefined; rel = queue.pop()) {
    const real = realOf(join(top, rel));
    for (const to of [real, ...linksUnder(real).map(realOf)]) {
      const at = below(top, to);
      if (at !== undefined && !out.has(at)) {
        out.add(at);
        queue.push(at);
      }
    }
  }
  return [...out];
}

/** Compared as a case-insensitive disk (macOS, Windows) compares: `_BMAD/Custom` is `_bmad/custom` there. */
const within = (path: string, root: string) => {
  const [p, r] = [caseFold(path), caseFold(root)];
  return p === r || p.startsWith(`${r}/`);
};

/** A change at `path` reaches `root`: it is the root, lies under it, or replaces a folder on its way (a link). */
const touches = (path: string, root: string) => within(path, root) || within(root, path);

/** What a TEA skill reads from the project, as the agent's tree holds it (nothing for the packaged skill). */
function projectInputs(skill: SkillPlace, top: string): string[] {
  return skill.packaged ? [] : readAt(top, SKILL_PROJECT_INPUTS);
}

/** A path a diff may not touch, and what the refusal says once one does. */
interface Guarded {
  rel: string;
  why: string;
}

function guardedPaths(skill: SkillPlace, repoRoot: string, o: TestReviewOptions): Guarded[] {
  const repo = realpathSync(repoRoot);
  const top = realpathSync(o.projectRoot);
  const inRepo = (rels: string[]) => rels.flatMap((rel) => below(repo, join(top, rel)) ?? []);
  const skillRoot = below(top, skill.root);
  const reviewer = inRepo(readAt(top, [...(skillRoot ? [skillRoot] : []), ...(o.projectSkill ? PROJECT_SKILL_PATHS : [])]));
  const files = o.name('files');
  return [
    ...reviewer.map((rel) => ({
      rel,
      why: `at the reviewing skill ${rel}/; a pull request cannot edit or choose its own reviewer (review with a skill outside the checkout, or give ${files})`,
    })),
    ...inRepo(projectInputs(skill, top)).map((rel) => ({
      rel,
      why: `which the reviewing skill reads from the project as instructions or settings (${rel}): the change edits what the reviewer follows (land it in a change of its own, which a person reviews, or give ${files})`,
    })),
  ];
}

/**
 * The control-plane guard: a diff may not edit the skill that judges it, nor, with --project-skill,
 * choose it (a change at any place that search looks: deleting the first copy picks the next), nor
 * edit what a TEA skill reads from the project as its instructions or settings (SKILL_PROJECT_INPUTS).
 */
export function guard(skill: SkillPlace, scope: TestReviewScope, o: TestReviewOptions): void {
  if (scope.mode !== 'git' || !scope.repo) return;
  const paths = scope.changes.flatMap((c) => (c.from ? [c.path, c.from] : [c.path]));
  for (const { rel, why } of guardedPaths(skill, scope.repo.root, o)) {
    const touched = paths.find((p) => touches(p, rel));
    if (touched) throw new ProofgateError(`control-plane guard: the diff changes ${touched}, ${why}`, TEST_REVIEW_EXIT.environment);
  }
}

/** What of the project the agent must not see (relative paths): what a TEA skill would follow there, which proofgate resolved for it. */
export function hiddenFromAgent(skill: SkillPlace, projectRoot: string): (rel: string) => boolean {
  const inputs = projectInputs(skill, realpathSync(projectRoot));
  return (rel) => inputs.some((root) => within(rel, root));
}
