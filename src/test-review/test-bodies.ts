/**
 * Where each test's body lies in a test file, so the delta check can tell a change that stayed inside
 * other tests from one that reached what decides whether a test runs: hooks, fixtures, decorators,
 * group headers, module code (hazard 511). A body is read only where its edges are certain: a header
 * of one known shape, decorators only of kinds that leave it a test, enclosed by nothing but classes
 * or modules, its lines indented under the header, its brackets balanced and its closing line holding
 * nothing else, in a file read from its first line with strings and comments known on every line.
 * Where any test of a file, or the file's language, reads otherwise, the file's bodies are unknown
 * (null) and no change counts as inside one.
 */

/** A line where a test may start, in any language (its header is then read by its language's grammar). */
export const TEST_START = /^\s*(?:(?:test|it|specify)(?:\.\w+)?\s*\(|(?:async\s+)?def\s+test_|func\s+Test|@Test\b|fn\s+test_|test\s+")/;

/** Lines `[first, last]`, 1-based and inclusive. */
export type Span = [number, number];
export interface TestBody {
  /** From the test's first header line to its last line. */
  lines: Span;
  /** The lines between its header and its closing line: code that runs only when this test does. */
  inner: Span;
}

interface Lexis {
  /** Quotes of strings that end on their line; a backslash escapes in each. */
  quotes: string;
  /** Literals and comments that may run over lines: opener, closer, whether a backslash escapes inside. */
  spans: [string, string, boolean][];
  /** `'` opens a character literal (`'x'`, `'\n'`); elsewhere it is code (Rust's lifetimes). */
  chars?: boolean;
  comment: '//' | '#';
  /** JavaScript: a `/` is a regular expression or a division, told by what comes before it. */
  regex?: boolean;
  /** What no line is read past: raw strings, text blocks, templates, Java's `\u` escapes (read before its lexer runs). */
  unread?: RegExp;
}

/** One line as lexed: its code (strings `""`, comments a space), and whether it starts inside a literal or comment. */
interface Lexed {
  code: string;
  inSpan: boolean;
}

interface Grammar {
  name: RegExp;
  lexis: Lexis;
  /** A start line that declares no test (a hook or group reached through `test.`, Go's TestMain). */
  notTest?: RegExp;
  /** The code of the header, its lines joined by a space, ending with its body's opener. */
  header: RegExp;
  /** The code of the line that closes the body; none: the body ends where its indentation does. */
  closer?: RegExp;
  /** Decorator lines the test may carry (any other may make it a fixture or a hook), and the one it needs. */
  decorators?: { start: RegExp; allowed: RegExp; required?: RegExp };
  /** How the statement above the test and its decorators ends (a declaration's end), so nothing above goes on into them. */
  ends?: RegExp;
  /** What every enclosing line must be (a class, a module): a test inside a function is only that function's. */
  scope?: RegExp;
}

const BREAKS = /[\v\f\r\x85\u2028\u2029]/;
const CHAR = /'(?:\\.[^'\\]{0,9}|[^\\'])'/y;
// What a JavaScript `/` follows decides whether it opens a regular expression or divides; where only
// a parser could tell (a line's start, `++`, a contextual keyword, `}`), the file is not read on.
const AMBIGUOUS = /(?:^|\+\+|--|(?:^|[^.\w$])(?:of|yield|await|let|static|get|set|async))$/;
const REGEX_AFTER = /(?:[(,=:[!&|?{;+\-*%~^]|=>|(?:^|[^.\w$])(?:return|typeof|case|do|else|in|new|delete|void|throw|instanceof))$/;
const DIVISION_AFTER = /[\w$\]"]$/;
/** Statements whose parenthesised head a regular expression may follow: `if (x) /a/.test(s)`. */
const HEADS = /(?:^|[^.\w$])(?:if|while|for|with)\s*$/;
const FLAGS = /[a-z]*/y;
const MAX_HEADER = 600;
/** Code read before a `/` to tell what it is (a parenthesised head longer than this is not read). */
const TAIL = 240;
/** Past this a file is not read (a test file is far smaller): its bodies are unknown. */
const MAX_TEXT = 4 * 1024 * 1024;
/** Lines read above a header for its decorators: past them it is not read (a pathological file stays linear). */
const MAX_ABOVE = 200;
const BLOCK: [string, string, boolean] = ['/*', '*/', false];

const JUNIT = {
  header:
    // eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): a header is read only when at most MAX_HEADER (600) characters (headerEnd)
    /^\s*@Test(?:\s*\([^(){};]*\))?(?:\s+@\s*(?:DisplayName|Tag|Timeout|Order)(?:\s*\([^(){};]*\))?)*\s+(?:(?:public|protected|private|internal|final|open|override|suspend)\s+)*(?:void|fun)\s+(?:[\w$]+|"")\s*\([^(){};]*\)\s*(?:throws\s+[\w.]+(?:\s*,\s*[\w.]+)*\s*)?(?::\s*Unit\s*)?(?:=\s*[\w.]+\s*)?\{$/,
  closer: /^\s*\}$/,
  decorators: { start: /^\s*@/, allowed: /^\s*@\s*(?:Test|DisplayName|Tag|Tags|Timeout|Order)\b/ },
  ends: /[;{}]$/,
  scope: /\b(?:class|object)\b/,
};
const GRAMMARS: Grammar[] = [
  {
    name: /\.[cm]?[jt]s$/,
    lexis: { quotes: '"\'', spans: [['`', '`', true], BLOCK], comment: '//', regex: true, unread: /<!--|-->|\$\{/ },
    // The line above must not go on into the header (`foo.` then `it(` calls `foo.it`).
    ends: /(?:^|[^.])$/,
    notTest: /^\s*(?:test|it|specify)\s*\.\s*(?!(?:only|skip|todo|fixme|fail|fails|failing|concurrent|sequential|each|for|skipIf|runIf)\b)/,
    header:
      // eslint-disable-next-line proofgate/no-trailing-run -- bounded (#658): a header is read only when at most MAX_HEADER (600) characters (headerEnd)
      /^\s*(?:test|it|specify)(?:\s*\.\s*(?:only|skip|todo|fixme|fail|fails|failing|concurrent|sequential))*\s*\(\s*""\s*,\s*(?:(?:async\s+)?function\s*\*?\s*[\w$]*\s*\([^()]*\)|(?:async\s+)?(?:\([^()]*\)|[\w$]+)\s*=>)\s*\{$/,
    closer: /^\s*\}\s*(?:,\s*[\d_]+\s*)?\)\s*;?$/,
  },
  {
    name: /\.py$/,
    lexis: {
      quotes: '"\'',
      spans: [
        ['"""', '"""', true],
        ["'''", "'''", true],
      ],
      comment: '#',
    },
    header: /^\s*(?:async\s+)?def\s+test_\w*\s*\([^()]*\)\s*(?:->[^:]*)?:$/,
    decorators: { start: /^\s*@/, allowed: /^\s*@\s*(?:(?:pytest\s*\.\s*)?mark\s*\.|unittest\s*\.|(?:mock\s*\.\s*)?patch\b)/ },
    scope: /^\s*class\b/,
  },
  {
    name: /\.go$/,
    lexis: { quotes: '"', spans: [['`', '`', false], BLOCK], chars: true, comment: '//' },
    notTest: /^func\s+TestMain\b/,
    header: /^func\s+Test\w*\s*\(\s*\w+\s+\*\s*testing\s*\.\s*T\s*\)\s*\{$/,
    closer: /^\}$/,
  },
  { name: /\.java$/, lexis: { quotes: '"', spans: [BLOCK], chars: true, comment: '//', unread: /\\u|"""/ }, ...JUNIT },
  { name: /\.kts?$/, lexis: { quotes: '"`', spans: [BLOCK], chars: true, comment: '//', unread: /"""|\$\{/ }, ...JUNIT },
  {
    name: /\.rs$/,
    lexis: { quotes: '', spans: [['"', '"', true], BLOCK], chars: true, comment: '//', unread: /\bb?r#*"|\br#/ },
    header: /^\s*(?:pub\s+)?(?:async\s+)?fn\s+test_\w*\s*\(\s*\)\s*(?:->[^{};]*)?\{$/,
    closer: /^\s*\}$/,
    decorators: {
      start: /^\s*#\s*\[/,
      allowed: /^\s*#\s*\[\s*(?:(?:\w+\s*::\s*)*test\b|should_panic\b|ignore\b)/,
      required: /^\s*#\s*\[\s*(?:\w+\s*::\s*)*test\b/,
    },
    ends: /[;{}]$/,
    scope: /^\s*(?:pub(?:\s*\([^)]*\))?\s+)?mod\b/,
  },
];

/** The index past the end of a literal or comment closed by `close` from `i`, or -1 when the line ends first. */
function closing(line: string, i: number, close: string, escapes: boolean): number {
  for (let j = i; j < line.length; j += escapes && line[j] === '\\' ? 2 : 1) if (line.startsWith(close, j)) return j + close.length;
  return -1;
}

/** The index past a regular expression literal opened at `i`, or -1 when it does not end on its line. */
function regexEnd(line: string, i: number): number {
  let inClass = false;
  for (let j = i + 1; j < line.length; j++) {
    const c = line[j];
    if (c === '\\') j++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      FLAGS.lastIndex = j + 1;
      return j + 1 + FLAGS.exec(line)![0].length;
    }
  }
  return -1;
}

/**
 * What a `/` after `before` is: a regular expression, a division, or unknown (null). `before` is the
 * end of the line's code so far, `cut` when the line holds more: a word at its start may be cut too.
 */
function slashKind(before: string, cut: boolean): 'regex' | 'division' | null {
  const word = 16;
  if (AMBIGUOUS.test(before) || (cut && before.length < word)) return null;
  if (REGEX_AFTER.test(before)) return 'regex';
  if (DIVISION_AFTER.test(before)) return 'division';
  if (!before.endsWith(')')) return null;
  // `(a + b) / 2` divides, `if (x) /a/.test(s)` does not: the word before the matching `(` tells.
  let depth = 0;
  for (let i = before.length - 1; i >= 0; i--) {
    depth += before[i] === ')' ? 1 : before[i] === '(' ? -1 : 0;
    if (depth === 0) return cut && i < word ? null : HEADS.test(before.slice(0, i)) ? 'regex' : 'division';
  }
  return null;
}

type Open = [string, string, boolean] | undefined;

/**
 * One line's code, strings and comments blanked, from inside `open` (a literal or comment an earlier
 * line left open); null when it cannot be read (a string left open, a `/` that could be either).
 */
function lexLine(line: string, x: Lexis, open: Open): { code: string; open: Open } | null {
  // The code as pieces, so the end of it before a `/` is read without copying the line so far.
  const parts: string[] = [];
  const tail = (): string => {
    let t = '';
    for (let k = parts.length - 1; k >= 0 && t.length < TAIL; k--) t = parts[k]! + t;
    return t;
  };
  for (let i = 0; i < line.length;) {
    if (open) {
      const end = closing(line, i, open[1], open[2]);
      // Rust and Kotlin nest block comments: one inside another is not read.
      if (open[0] === '/*' && line.slice(i, end < 0 ? undefined : end).includes('/*')) return null;
      parts.push(open[0] === '/*' ? ' ' : '""');
      if (end < 0) break;
      [i, open] = [end, undefined];
      continue;
    }
    const c = line[i]!;
    if (line.startsWith(x.comment, i)) break;
    open = x.spans.find(([o]) => line.startsWith(o, i));
    if (open) {
      i += open[0].length;
    } else if (c === "'" && x.chars) {
      CHAR.lastIndex = i;
      const m = CHAR.exec(line);
      parts.push(m ? '""' : c);
      i += m ? m[0].length : 1;
    } else if (x.quotes.includes(c)) {
      i = closing(line, i + 1, c, true);
      if (i < 0) return null;
      parts.push('""');
    } else if (c === '/' && x.regex) {
      const before = tail();
      const kind = slashKind(before.trimEnd(), before.length >= TAIL);
      i = kind === 'regex' ? regexEnd(line, i) : i + 1;
      if (kind === null || i < 0) return null;
      parts.push(kind === 'regex' ? '""' : c);
    } else {
      parts.push(c);
      i++;
    }
  }
  return { code: parts.join('').trimEnd(), open };
}

/**
 * Each line's code, read from the file's first line; null from the first line that cannot be read
 * (lexLine, or a line break character a compiler reads inside a line), since no line after it is
 * known either.
 */
function lex(lines: string[], x: Lexis): (Lexed | null)[] {
  const out: (Lexed | null)[] = [];
  let open: Open;
  for (const raw of lines) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const read = BREAKS.test(line) || x.unread?.test(line) ? null : lexLine(line, x, open);
    if (!read) break;
    out.push({ code: read.code, inSpan: open !== undefined });
    open = read.open;
  }
  return [...out, ...Array<null>(lines.length - out.length).fill(null)];
}

const indentOf = (line: string): string => /^[ \t]*/.exec(line)![0];
/** Whether `line` is indented under a header indented `indent` (the same characters, then more). */
const under = (line: string, indent: string): boolean => line.startsWith(indent) && /^[ \t]+\S/.test(line.slice(indent.length));

const bracket = (c: string): number => ('([{'.includes(c) ? 1 : ')]}'.includes(c) ? -1 : 0);

/** Opened minus closed brackets of a line's code. */
function balance(code: string): number {
  let n = 0;
  for (const c of code) n += bracket(c);
  return n;
}

/** Brackets open after a line's code, `depth` open before it; -1 once it closes one more, anywhere in the line. */
function deepen(code: string, depth: number): number {
  let n = depth;
  for (const c of code) {
    n += bracket(c);
    if (n < 0) return -1;
  }
  return n;
}

/** A file's lines with their code, read by its language's grammar. */
interface Source {
  lines: string[];
  lexed: (Lexed | null)[];
  g: Grammar;
  /** Whether each line is enclosed only by lines of the grammar's scope (all true without one). */
  scoped: boolean[];
}

/**
 * Whether what stands above line `h` leaves it a test: each decorator of a kind allowed, the required
 * one among them, none hidden by a continuation (an open bracket, a trailing backslash), and the line
 * they stop at ending as the grammar says a declaration or statement ends.
 */
function decorated({ lines, lexed, g }: Source, h: number, indent: string): boolean {
  const d = g.decorators;
  if (!d && !g.ends) return true;
  let marked = !d?.required;
  let open = 0;
  // The last line of the statement being read upward: where it ends.
  let end = '';
  for (let i = h - 1; i >= Math.max(0, h - MAX_ABOVE); i--) {
    const code = lexed[i]!.code;
    if (lines[i - 1]?.trimEnd().endsWith('\\')) return false;
    if (code.trim() === '') continue;
    const was = open;
    open += balance(code);
    if (was === 0) end = code;
    // Read upward, a bracket closed below is opened above (a decorator's arguments over lines); a lone
    // `}` ends a block, so nothing above it is this test's.
    if (d && open < 0 && !(was === 0 && code.trim() === '}')) continue;
    const decorator = d && open === 0 && !lexed[i]!.inSpan && indentOf(lines[i]!) === indent && d.start.test(code);
    if (decorator) {
      if (!d.allowed.test(code)) return false;
      marked ||= d.required?.test(code) ?? false;
      continue;
    }
    return !(was < 0 && open > 0) && marked && (!g.ends || g.ends.test(end));
  }
  return h <= MAX_ABOVE && marked && open === 0;
}

/**
 * For each line, whether every line enclosing it (by indentation) is of the grammar's scope, in one
 * pass: a line that starts inside a literal or comment and holds code encloses nothing it may.
 */
function scopes(lines: string[], lexed: (Lexed | null)[], scope: RegExp): boolean[] {
  const ok: boolean[] = [];
  // Each open enclosing line, with whether it and all it lies in are of the scope.
  const stack: { indent: number; ok: boolean }[] = [];
  lines.forEach((line, i) => {
    const l = lexed[i];
    if (!l || l.code.trim() === '') return void (ok[i] = false);
    const indent = indentOf(line).length;
    while (stack.length && stack.at(-1)!.indent >= indent) stack.pop();
    ok[i] = stack.at(-1)?.ok ?? true;
    stack.push({ indent, ok: ok[i] && !l.inSpan && scope.test(l.code) });
  });
  return ok;
}

/** The last line of the header of the test starting at line `h`, or -1. */
function headerEnd({ lines, lexed, g }: Source, h: number, indent: string): number {
  let code = '';
  // A JUnit header may take annotation lines before its signature, all at one indentation.
  for (let k = h; k < Math.min(lines.length, h + 6); k++) {
    const l = lexed[k];
    if (!l || l.inSpan || (k > h && (indentOf(lines[k]!) !== indent || l.code.trim() === ''))) return -1;
    code = k > h ? `${code} ${l.code.trim()}` : l.code;
    if (code.length > MAX_HEADER) return -1;
    if (/[{:]$/.test(code)) return g.header.test(code) ? k : -1;
  }
  return -1;
}

/** The body of the test starting at line `h` (0-based), or null when it cannot be told with certainty. */
function bodyAt(src: Source, h: number): TestBody | null {
  const { lines, lexed, g } = src;
  const indent = indentOf(lines[h]!);
  const header = headerEnd(src, h, indent);
  if (header < 0 || !src.scoped[h] || !decorated(src, h, indent)) return null;
  let depth = 0;
  let last = header;
  for (let j = header + 1; j < lines.length; j++) {
    const l = lexed[j];
    if (!l) return null;
    if (l.code.trim() === '' && (l.inSpan || lines[j]!.trim() === '' || under(lines[j]!, indent))) continue;
    // A line that starts inside a literal or comment is inside the test, whatever its indentation.
    if (l.inSpan || under(lines[j]!, indent)) {
      if (g.closer) depth = deepen(l.code, depth);
      if (depth < 0 || (!l.inSpan && TEST_START.test(lines[j]!) && !g.notTest?.test(lines[j]!))) return null;
      last = j;
      continue;
    }
    // The first line back at the header's indentation: it closes the body (braces), or follows it (Python).
    if (!g.closer) break;
    return depth === 0 && indentOf(lines[j]!) === indent && g.closer.test(l.code)
      ? { lines: [h + 1, j + 1], inner: [header + 2, j] }
      : null;
  }
  return g.closer || last === header ? null : { lines: [h + 1, last + 1], inner: [header + 2, last + 1] };
}

/**
 * The bodies of the tests of the file at `path`, in order; null when its language has no grammar
 * here or a test of it cannot be read with certainty (then no change counts as inside a test).
 */
export function testBodies(path: string, text: string): TestBody[] | null {
  const g = GRAMMARS.find((x) => x.name.test(path));
  if (!g || text.length > MAX_TEXT) return null;
  const lines = text.split('\n');
  const lexed = lex(lines, g.lexis);
  const src: Source = { lines, lexed, g, scoped: g.scope ? scopes(lines, lexed, g.scope) : lines.map(() => true) };
  const bodies: TestBody[] = [];
  for (let h = 0; h < lines.length; h++) {
    const l = src.lexed[h];
    if (l?.inSpan || !TEST_START.test(lines[h]!) || g.notTest?.test(lines[h]!)) continue;
    const body = l ? bodyAt(src, h) : null;
    if (!body) return null;
    bodies.push(body);
    h = body.lines[1] - 1;
  }
  return bodies;
}
