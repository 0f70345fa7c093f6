/**
 * What every git diff proofgate runs for scope, prompt and gate takes on its command line, over
 * any config git reads (the runner's GIT_CONFIG_GLOBAL, the system's, the repository's): the
 * algorithm and its heuristic (`diff.algorithm`, `diff.indentHeuristic` choose which lines a diff
 * marks), how hunks are joined (`diff.interHunkContext`), the order of files (`diff.orderFile`), no
 * external diff or textconv driver, submodules always compared. So the lines the scope counts,
 * the diff an agent reads and the hunks the gate places a finding in come from one diff.
 */
export const DIFF_SETTINGS: readonly string[] = [
  '--diff-algorithm=myers',
  '--indent-heuristic',
  '--inter-hunk-context=0',
  '-O/dev/null',
  '--no-ext-diff',
  '--no-textconv',
  '--ignore-submodules=none',
];
