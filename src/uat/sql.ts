/**
 * Whether an `sql` check's query is one read-only SELECT. Not a SQL parser (no single grammar
 * covers every database a recipe targets): a lexical check of the query's shape once comments,
 * string literals and quoted names are blanked out, so that nothing inside them counts. The
 * databases disagree on what quotes and comments are (a backslash escape, `$$` quoting, `#`
 * comments), and a text that is a string to one is a statement to another: the query must pass
 * under every reading. A function called by the SELECT can still write: run witness and verify
 * queries with a read-only role (docs/uat-lint.md).
 */

// A lock taken by the read (FOR UPDATE / SHARE, MySQL's LOCK IN SHARE MODE) or a table it
// creates (SELECT … INTO) make a SELECT act on the database.
const WRITING = /\b(into|for\s+(?:update|share|no\s+key\s+update|key\s+share)|lock\s+in\s+share\s+mode)\b/i;

interface Reading {
  /** `\'` escapes a quote (MySQL), or a backslash is a plain character (standard SQL, PostgreSQL). */
  backslash: boolean;
  /** `$$ … $$` and `$tag$ … $tag$` are strings (PostgreSQL). */
  dollar: boolean;
  /** `#` starts a comment (MySQL). */
  hash: boolean;
  /** `[ … ]` is a quoted name (SQL Server, SQLite). */
  bracket: boolean;
  /** Block comments nest: an opener inside one opens another, closed on its own (PostgreSQL). */
  nested: boolean;
  /** `--` starts a comment only before white space or a control character (MySQL). */
  dashSpace: boolean;
}

const FLAGS = ['backslash', 'dollar', 'hash', 'bracket', 'nested', 'dashSpace'] as const;
/** Every combination: a query must pass under each, whatever database runs it. */
const READINGS: Reading[] = Array.from(
  { length: 1 << FLAGS.length },
  (_, n) => Object.fromEntries(FLAGS.map((f, bit) => [f, (n & (1 << bit)) !== 0])) as unknown as Reading,
);

/** Where the block comment opened at `i` ends (exclusive), nested ones counted when `nested`; -1 when it never does. */
function commentEnd(q: string, i: number, nested: boolean): number {
  let depth = 1;
  for (let j = i + 2; j < q.length - 1; j++) {
    if (q[j] === '*' && q[j + 1] === '/') {
      if (--depth === 0) return j + 2;
      j++;
    } else if (nested && q[j] === '/' && q[j + 1] === '*') {
      depth++;
      j++;
    }
  }
  return -1;
}

const lineAt = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** Where the quoted part or comment starting at `i` ends (exclusive), or -1 when it never does; undefined when none starts there. */
function quotedEnd(q: string, i: number, r: Reading): number | undefined {
  const c = q[i]!;
  const two = q.slice(i, i + 2);
  const dashComment = two === '--' && (!r.dashSpace || i + 2 >= q.length || /[\s\x00-\x1f]/.test(q[i + 2]!));
  if (dashComment || (r.hash && c === '#')) {
    const nl = q.indexOf('\n', i);
    return nl < 0 ? q.length : nl;
  }
  if (two === '/*') return commentEnd(q, i, r.nested);
  if (r.bracket && c === '[') {
    for (let j = i + 1; j < q.length; j++) {
      if (q[j] !== ']') continue;
      if (q[j + 1] !== ']') return j + 1;
      j++; // `]]` is the bracket itself
    }
    return -1;
  }
  if (c === "'" || c === '"' || c === '`') {
    for (let j = i + 1; j < q.length; j++) {
      if (r.backslash && c !== '`' && q[j] === '\\') j++;
      else if (q[j] === c) {
        if (q[j + 1] !== c) return j + 1;
        j++; // a doubled quote is the quote itself
      }
    }
    return -1;
  }
  if (r.dollar && c === '$') {
    const tag = /^\$[A-Za-z_]*\$/.exec(q.slice(i))?.[0];
    if (!tag) return undefined;
    const close = q.indexOf(tag, i + tag.length);
    return close < 0 ? -1 : close + tag.length;
  }
  return undefined;
}

/** Why `query` read as `r` is not one read-only SELECT; undefined when it is. */
function problemIn(query: string, r: Reading): string | undefined {
  // `text`: strings, quoted names and comments blanked; `client`: only strings and quoted names.
  let text = '';
  let client = '';
  for (let i = 0; i < query.length;) {
    const end = quotedEnd(query, i, r);
    if (end === undefined) {
      text += query[i];
      client += query[i++];
      continue;
    }
    if (end < 0) return `line ${lineAt(query, i)} of the query opens a string, quoted name or comment it never closes`;
    const blank = query.slice(i, end).replace(/[^\n]/g, ' ');
    text += blank;
    client += /^(?:--|#|\/\*)/.test(query.slice(i, i + 2)) ? query.slice(i, end) : blank;
    i = end;
  }
  // The person pastes the query into a database's client, which acts on its own commands before any
  // SQL reaches the database: psql's and mysql's backslash commands (`\! cmd` and `\g |cmd` run a
  // shell, `\gexec` runs each value as SQL, `\.` a file), sqlite3's dot-commands (`.shell`, `.system`).
  const meta = /\\|(?:^|\n)[ \t]*\./.exec(client);
  if (meta)
    return `line ${lineAt(client, meta.index + meta[0].length - 1)} of the query has a client command (${JSON.stringify(client.slice(meta.index, meta.index + 12).trim())}): psql, mysql and sqlite3 run a backslash or a line's leading dot themselves (a shell, a file, each value as SQL) before any SQL reaches the database; write the query as SQL alone`;
  const word = (at: number) => /^[A-Za-z_]+/.exec(text.slice(at))?.[0] ?? text[at]!;
  const semi = text.indexOf(';');
  const after = semi < 0 ? -1 : text.slice(semi + 1).search(/\S/);
  if (after >= 0) {
    const at = semi + 1 + after;
    return `line ${lineAt(text, at)} of the query starts a second statement (${word(at)}); keep one SELECT`;
  }
  const first = text.search(/\S/);
  if (first < 0) return 'the query is empty once its comments are set aside';
  if (word(first).toUpperCase() !== 'SELECT') return `line ${lineAt(text, first)} of the query starts with ${word(first)}, not SELECT`;
  const w = WRITING.exec(text);
  if (w) return `line ${lineAt(text, w.index)} of the query has ${w[0].replace(/\s+/g, ' ').toUpperCase()}, which writes or locks`;
  return undefined;
}

/** Why `query` is not one read-only SELECT under some database's reading, naming the line of the query; undefined when it is. */
export function sqlProblem(query: string): string | undefined {
  // MySQL runs the inside of `/*! … */` as SQL.
  const exec = query.indexOf('/*!');
  if (exec >= 0) return `line ${lineAt(query, exec)} of the query has an executable comment (/*!), which some databases run`;
  for (const r of READINGS) {
    const p = problemIn(query, r);
    if (p) return p;
  }
  return undefined;
}
