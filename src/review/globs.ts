import micromatch from 'micromatch';
import { ProofgateError } from '../text/errors.js';

export const GLOB_MAX_LENGTH = 256;
const EXTGLOB = /[@!+*?]\(/;
const RANGE = /\{[^}]*\.\.[^}]*\}/;

export type Matcher = (path: string) => boolean;

/**
 * Compiles globs that came from outside (inputs, a project's rules file) with the
 * hazards closed: a length cap, no extglob (ReDoS), no brace ranges (expansion
 * bombs); brace lists are allowed only where `braces` says so.
 */
/** What is wrong with one glob from outside, or null when nothing is. */
export function globProblem(glob: string, options: { braces: boolean }): string | null {
  if (typeof glob !== 'string' || glob.trim() === '') return 'empty glob';
  if (glob.length > GLOB_MAX_LENGTH) return `glob longer than ${GLOB_MAX_LENGTH} characters`;
  if (/[\u0000-\u001f\u007f]/.test(glob)) return 'glob contains a control character';
  if (EXTGLOB.test(glob)) return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
  if (!options.braces && /[{}]/.test(glob))
    return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give one glob per line instead)`;
  if (RANGE.test(glob)) return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
  return null;
}

export function compileGlobs(globs: readonly string[], where: string, options: { braces: boolean }): Matcher {
  for (const [i, glob] of globs.entries()) {
    const problem = globProblem(glob, options);
    if (problem) throw new ProofgateError(`${where}[${i}]: ${problem}`);
  }
  if (globs.length === 0) return () => false;
  if (globs.includes('**')) return () => true;
  const matchers = globs.map((g) => micromatch.matcher(g, { dot: true, noextglob: true, nobrace: !options.braces, posix: false }));
  return (path) => matchers.some((m) => m(path));
}
