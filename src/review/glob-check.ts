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
  // micromatch reads a leading `!` as "every path but": `!docs/api/**` in exclude (gitignore's and
  // on.push.paths' "except") left every code file out; a rule or trigger applied to all but one folder.
  if (glob.startsWith('!'))
    return `a leading "!" would match every path but ${JSON.stringify(glob.slice(1))}: no glob here is negated (to leave paths out, write them in exclude; to match a name starting with "!", write "\\!"): ${JSON.stringify(glob)}`;
  if (EXTGLOB.test(glob)) return `extglob patterns like "+(a|b)" are not accepted: ${JSON.stringify(glob)}`;
  if (!options.braces && /[{}]/.test(glob))
    return `brace expansion is not accepted here: ${JSON.stringify(glob)} (give each alternative as a glob of its own)`;
  if (RANGE.test(glob)) return `brace ranges like "{1..9}" are not accepted: ${JSON.stringify(glob)}`;
  const spelled = options.braces ? alternatives(glob) : [glob];
  if (typeof spelled === 'string') return `${spelled}: ${JSON.stringify(glob)}`;
  for (const one of spelled) {
    const problem = pathFormProblem(one);
    if (problem) return `${problem}: ${JSON.stringify(glob)}${one === glob ? '' : ` (as ${JSON.stringify(one)})`}`;
  }
  return null;
}

/** A glob's brace lists written out, at most this many: enough for any list braceGlobs writes within GLOB_MAX_LENGTH. */
const ALTERNATIVES_MAX = 4096;
/** What a backslash may escape: a glob's own characters (any other is no git path's separator, and micromatch drops it). */
const ESCAPABLE = new Set('*?[]{}()!+@,\\');

/**
 * The globs a brace list stands for (`a/*.{js,ts}` → `a/*.js`, `a/*.ts`), or why it cannot be read
 * as one: micromatch reads a list of one item (`*.{js}`) or an unclosed one as the literal braces,
 * which no path has, so the glob matched nothing and its rule or reviewer was never dispatched.
 */
function alternatives(glob: string): string[] | string {
  const out: string[] = [];
  const expand = (g: string): string | undefined => {
    const open = topBrace(g);
    if (open === undefined) {
      out.push(g);
      return out.length > ALTERNATIVES_MAX ? `more than ${ALTERNATIVES_MAX} brace alternatives` : undefined;
    }
    if (open.close < 0) return 'an unclosed or unopened brace "{" "}" is read literally (escape it as "\\{")';
    if (open.items.length < 2)
      return `a brace list of one item ("{${open.items[0] ?? ''}}") is read literally, so it matches no path: write the item without braces`;
    for (const item of open.items) {
      const problem = expand(g.slice(0, open.at) + item + g.slice(open.close + 1));
      if (problem) return problem;
    }
    return undefined;
  };
  return expand(glob) ?? out;
}

/** The first brace list outside a character class, with its items split at its own commas (close -1: unbalanced). */
function topBrace(g: string): { at: number; close: number; items: string[] } | undefined {
  let at = -1;
  let depth = 0;
  let from = 0;
  const items: string[] = [];
  for (let i = 0; i < g.length; i++) {
    const c = g[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const end = g.indexOf(']', i + 2);
      if (end > 0) i = end;
    } else if (c === '{') {
      if (depth++ === 0) [at, from] = [i, i + 1];
    } else if (c === '}') {
      if (depth === 0) return { at: i, close: -1, items };
      if (--depth === 0) return { at, close: i, items: [...items, g.slice(from, i)] };
    } else if (c === ',' && depth === 1) {
      items.push(g.slice(from, i));
      from = i + 1;
    }
  }
  return at < 0 ? undefined : { at, close: -1, items };
}

/**
 * Why a glob (its braces written out) can match no git path, which is relative, separated by `/`,
 * and has no empty, `.` or `..` folder: refused with the spelling to write, never left to match
 * nothing (a CODEOWNERS-style `/src/**`, a gitignore-style `src/`, a Windows `src\auth\**`).
 */
export function pathFormProblem(glob: string): string | null {
  for (let i = glob.indexOf('\\'); i >= 0; i = glob.indexOf('\\', i + 2))
    if (!ESCAPABLE.has(glob[i + 1] ?? ''))
      return 'a git path is separated by "/", never "\\" (a backslash only escapes a glob character like "\\*")';
  if (glob.startsWith('/') || /^[A-Za-z]:\//.test(glob))
    return `a glob is matched against repository paths, which never start with "/" or a drive: write it from the top folder (${JSON.stringify(glob.replace(/^(?:[A-Za-z]:)?\/+/, ''))})`;
  if (glob.endsWith('/'))
    return `a glob matches files, never a folder ending in "/": write ${JSON.stringify(`${glob}**`)} for every file under it`;
  const segments = glob.split('/');
  if (segments.includes('')) return 'a git path has no empty folder ("//")';
  if (segments.some((s) => s === '.' || s === '..')) {
    const top = glob.replace(/^(?:\.\/)+/, '');
    return `a git path has no "." or ".." folder: write it from the top folder${top.split('/').some((s) => s === '.' || s === '..') ? '' : ` (${JSON.stringify(top)})`}`;
  }
  return null;
}

/** Refuses the first glob with a problem, named by `where` and its index. */
export function checkGlobs(globs: readonly string[], where: string, options: { braces: boolean }): void {
  for (const [i, glob] of globs.entries()) {
    const problem = globProblem(glob, options);
    if (problem) throw new ProofgateError(`${where}[${i}]: ${problem}`);
  }
}
