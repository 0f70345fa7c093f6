import { globProblem } from '../review/glob-check.js';
import { compileGlobs } from '../review/globs.js';

// One `--test-glob` entry, read by its spelling: `/regex/`, a glob when it holds a glob character
// (`qa/**`, `*.spec.ts`: read as a substring, such a value matched no path and the review was
// skipped at exit 0), else a substring of the path (`.bats`, `checks/`).

const isRegex = (entry: string) => entry.length > 2 && entry.startsWith('/') && entry.endsWith('/');
const isGlob = (entry: string) => /[*?[\]{}]/.test(entry) || entry.startsWith('!');

const MAX_CHOICES = 4;

/**
 * Why a `/regex/` body may not run in time linear in a path's length (row 658), or null. Only shapes
 * that are linear whatever the regex engine tries are taken: no backreference, lookaround or
 * quantified group, and at most one repeat (`*`, `+`, `{n,m}`), then only after a leading `^`,
 * so it starts at one place (unanchored, `checks/.*\.js` rescans the rest from every `checks/`),
 * and at most MAX_CHOICES alternatives or optional parts.
 */
export function regexProblem(body: string): string | null {
  let repeats = 0;
  // Each `?` and `|` is a choice the engine may try both ways: a few multiply the work by a constant, thirty by 2^30.
  let choices = 0;
  let depth = 0;
  let topAlternative = false;
  // What the last token was: a quantifier on a group (`(a+)+`, `(x)?`) is refused whatever it holds.
  let prev: 'none' | 'atom' | 'group' | 'repeat' = 'none';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    const quantifier = c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(?:,\d*)?\}/.test(body.slice(i, i + 24)));
    if (quantifier && prev === 'group') return 'a quantified group';
    if (c === '\\') {
      if (/[1-9k]/.test(body[i + 1] ?? '')) return 'a backreference';
      i++;
      prev = 'atom';
    } else if (c === '[') {
      for (i++; i < body.length && body[i] !== ']'; i++) if (body[i] === '\\') i++;
      prev = 'atom';
    } else if (c === '(') {
      if (/^\?<?[=!]/.test(body.slice(i + 1, i + 4))) return 'a lookahead or lookbehind';
      // `(?:` and `(?<name>` open a group: their `?` is no choice.
      if (body[i + 1] === '?') i = body[i + 2] === '<' ? body.indexOf('>', i) : i + 2;
      depth++;
      prev = 'none';
    } else if (c === ')') {
      depth--;
      prev = 'group';
    } else if (c === '|') {
      choices++;
      topAlternative ||= depth === 0;
      prev = 'none';
    } else if (c === '?' && prev === 'repeat')
      prev = 'atom'; // lazy: the same one repeat
    else if (quantifier) {
      // `{n}` is n atoms, no choice; `{n,m}` and `{n,}` repeat.
      if (c === '?') choices++;
      else if (c !== '{' || body.slice(i, body.indexOf('}', i)).includes(',')) repeats++;
      if (c === '{') i = body.indexOf('}', i);
      prev = c === '?' ? 'atom' : 'repeat';
    } else prev = 'atom';
  }
  if (choices > MAX_CHOICES) return `more than ${MAX_CHOICES} alternatives "|" and optional parts "?"`;
  if (repeats > 1) return 'more than one repeat (*, +, {n,m})';
  if (repeats === 1 && (!body.startsWith('^') || topAlternative)) return 'a repeat without a leading ^ (or beside a top-level "|")';
  return null;
}

/** What is wrong with one entry, or null: a regex that does not compile or may not be linear, a glob globProblem refuses. */
export function testGlobProblem(entry: string): string | null {
  if (isRegex(entry)) {
    try {
      new RegExp(entry.slice(1, -1));
    } catch (err) {
      return `is not a valid regular expression: ${(err as Error).message}`;
    }
    const shape = regexProblem(entry.slice(1, -1));
    return shape
      ? `is a regular expression with ${shape}, which may take time quadratic or worse in a path's length: write a glob (\`checks/**/*.check.js\`), a substring, or an anchored /^…/ with one repeat`
      : null;
  }
  if (isGlob(entry)) {
    const problem = globProblem(entry, { braces: true });
    return problem ? `is read as a glob (it holds a glob character), and ${problem}` : null;
  }
  return null;
}

/** One entry's matcher (checked when the options were read): a glob without "/" matches the file name, as a .gitignore line does. */
function entryMatcher(entry: string): (path: string) => boolean {
  if (isRegex(entry)) {
    const re = new RegExp(entry.slice(1, -1));
    return (p) => re.test(p);
  }
  if (!isGlob(entry)) return (p) => p.includes(entry);
  const glob = compileGlobs([entry], 'test-glob', { braces: true });
  return entry.includes('/') ? glob : (p) => glob(p.slice(p.lastIndexOf('/') + 1));
}

/** The extra test-file matchers: a path any entry matches. */
export function testGlobMatcher(entries: readonly string[]): (path: string) => boolean {
  const tests = entries.map(entryMatcher);
  return (p) => tests.some((t) => t(p));
}

/** The entries that match none of `paths`: no evidence of anything, so named in a warning. */
export function unmatchedTestGlobs(entries: readonly string[], paths: readonly string[]): string[] {
  return entries.filter((entry) => !paths.some(entryMatcher(entry)));
}
