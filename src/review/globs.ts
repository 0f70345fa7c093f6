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
  // A trailing backslash escapes nothing; a run of four or more there sends picomatch 2.3's parser past the end, forever.
  if (glob.endsWith('\\')) return `a glob may not end in a backslash: ${JSON.stringify(glob)}`;
  if (EXTGLOB.test(glob)) return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
  if (!options.braces && /[{}]/.test(glob))
    return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give each alternative as a glob of its own)`;
  if (RANGE.test(glob)) return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
  return null;
}

export function compileGlobs(globs: readonly string[], where: string, options: { braces: boolean }): Matcher {
  for (const [i, glob] of globs.entries()) {
    const problem = globProblem(glob, options);
    if (problem) throw new ProofgateError(`${where}[${i}]: ${problem}`);
  }
  if (globs.length === 0) return () => false;
  // One regular expression for all the globs, as micromatch's matcher tests each (the empty path
  // never matches; a path equal to a glob matches it): a rule is tested on thousands of paths.
  // dotAll (`s`): micromatch writes `**` with `.`, which stops at LF, CR, U+2028 and U+2029 while
  // its `*` (`[^/]`) does not, so a folder named with a line break escaped every `**`: a rule, a
  // reviewer's trigger, --include. A git path may hold any byte but NUL; a glob matches it whole.
  const opts = { dot: true, noextglob: true, nobrace: !options.braces, posix: false };
  const literal = new Set(globs);
  // Compiled at the first path tested: a command that lists rules or reviewers tests none.
  let any: RegExp | undefined;
  return (path) => {
    if (path === '') return false;
    if (literal.has(path)) return true;
    any ??= new RegExp(globs.map((g) => `(?:${micromatch.makeRe(g, opts).source})`).join('|'), 's');
    return any.test(path);
  };
}
