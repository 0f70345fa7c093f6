import { ProofgateError } from '../text/errors.js';

// The checks of a glob from outside, apart from the glob engine (globs.ts): a command that only
// lists rules checks their globs but tests no path, and so never loads micromatch.

export const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;

/** `before` + a brace list of the names + `after`, in as many globs as keep each within GLOB_MAX_LENGTH (a name alone without braces). */
export function braceGlobs(before: string, names: readonly string[], after = ''): string[] {
  const glob = (some: readonly string[]) => `${before}${some.length === 1 ? some[0] : `{${some.join(',')}}`}${after}`;
  const lists: string[][] = [];
  for (const name of names) {
    const last = lists.at(-1);
    if (last && glob([...last, name]).length <= GLOB_MAX_LENGTH) last.push(name);
    else lists.push([name]);
  }
  return lists.map(glob);
}
// eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): globProblem refuses a glob longer than GLOB_MAX_LENGTH (256) before RANGE reads it
const RANGE = /\{[^}]*\.\.[^}]*\}/;

/**
 * What is wrong with one glob from outside (inputs, a project's rules file), or null when nothing
 * is. The hazards are closed: a length cap, no extglob (ReDoS), no brace ranges (expansion bombs);
 * brace lists are allowed only where `braces` says so.
 */
export function globProblem(glob: string, options: { braces: boolean }): string | null {
  if (typeof glob !== 'string' || glob.trim() === '') return 'empty glob';
  if (glob.length > GLOB_MAX_LENGTH) return `glob longer than ${GLOB_MAX_LENGTH} characters`;
  if (/[\u0000-\u001f\u007f]/.test(glob)) return 'glob contains a control character';
  // A trailing backslash escapes nothing; a run of four or more there sends picomatch 2.3's parser past the end, forever.
  if (glob.endsWith('\\')) return `a glob may not end in a backslash: ${JSON.stringify(glob)}`;
  if (EXTGLOB.test(glob)) return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
  if (!options.braces && /[{}]/.test(glob))
    return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give each alternative as a glob of its own)`;
  if (RANGE.test(glob)) return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
  return null;
}

/** Refuses the first glob with a problem, named by `where` and its index. */
export function checkGlobs(globs: readonly string[], where: string, options: { braces: boolean }): void {
  for (const [i, glob] of globs.entries()) {
    const problem = globProblem(glob, options);
    if (problem) throw new ProofgateError(`${where}[${i}]: ${problem}`);
  }
}
