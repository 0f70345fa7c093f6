import { closesFence, fenceOpening } from './fences.js';

/**
 * Untrusted text (file names, quotes, notes) is made inert before it reaches a
 * terminal, Markdown or HTML: invisible and control code points become visible
 * `U+XXXX` so that a bidi override or an ANSI escape can neither hide nor act.
 */
/**
 * What draws nothing, or acts in place of drawing, besides the C0 and C1 controls: line and
 * paragraph separators, every format character (bidi controls and marks, zero-width, soft hyphen,
 * BOM), half a character (a surrogate without its pair, which a cut by code units leaves: ill-formed
 * text to every sink), Unicode's default ignorables (variation selectors, Hangul fillers, U+034F,
 * tag characters: `logo.png` U+FE0F draws as `logo.png`) and the blanks outside those classes,
 * U+2800 BRAILLE PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD. One set, as regex class
 * items, for every sink (Markdown, plain text, the log, the prompt's spelling of a name), so each
 * shows a name the same way; words.ts counts these as blanks too.
 */
export const DRAWS_NOTHING = '\\p{Zl}\\p{Zp}\\p{Cf}\\p{Cs}\\p{Default_Ignorable_Code_Point}\\u2800\\u{1D159}';

const INVISIBLE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${DRAWS_NOTHING}]`, 'gu');

/**
 * Every space (Unicode Zs) but U+0020: U+00A0, U+1680, U+2000-U+200A, U+202F, U+205F, U+3000. Each
 * draws as a plain space or, at the end of a line, as nothing: `a` U+00A0 `b.js` reads as `a b.js`
 * and `guard.js` U+3000 as `guard.js`. Names (shownName) and code spans show them as U+XXXX; prose
 * keeps them (an agent's or a person's text may space its words so).
 */
export const OTHER_SPACES = '\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000';

const INVISIBLE_IN_CODE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${DRAWS_NOTHING}${OTHER_SPACES}]`, 'gu');

export function codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** One line of plain text with every invisible or control code point shown as U+XXXX. */
export function visible(text: string): string {
  return text.replace(INVISIBLE, codePoint);
}

const INVISIBLE_BUT_TAB = new RegExp(`[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f${DRAWS_NOTHING}]`, 'gu');

/**
 * Untrusted text for a plain-text sink that shows lines (a check run annotation, a SARIF
 * message): LF and CRLF line ends and tabs kept, every other control or invisible code point
 * (ESC, a lone CR, a bidi override) shown as U+XXXX.
 */
export function plainText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(INVISIBLE_BUT_TAB, codePoint))
    .join('\n');
}

function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/**
 * Where Markdown goes. GFM splits a table row at every `|` not escaped, one inside a code span too,
 * and takes the backslash off `\|` in a cell before it reads the cell's inline markup; anywhere
 * else a code span shows a backslash as written. So a pipe in code is `\|` in a cell and itself in
 * prose (a job summary's paragraph, a heading, a list item, a comment).
 */
type Sink = 'prose' | 'cell';

/** What CommonMark takes one space off each end of: a space at both ends around other text (no pattern: `^ .*[^ ].* $` backtracks quadratically). */
const padded = (v: string) => v.length > 2 && v.startsWith(' ') && v.endsWith(' ') && v.trim() !== '';

/**
 * A Markdown code span that no content can close early and that shows the text exactly: fenced by
 * one backtick more than its longest run, and padded with a space where CommonMark would take one
 * off (a backtick at either end, or a space at both ends around other text).
 */
function codeSpan(text: string, sink: Sink): string {
  // A name or a line of code: a space other than U+0020 in it is a different name or program (a
  // trojan-source NBSP), so it is shown, as everything that draws nothing is.
  const shown = text.replace(INVISIBLE_IN_CODE, codePoint);
  const v = sink === 'cell' ? shown.replace(/\|/g, '\\|') : shown;
  const ticks = '`'.repeat(longestRun(v, '`') + 1);
  const pad = v.startsWith('`') || v.endsWith('`') || v === '' || padded(v) ? ' ' : '';
  return `${ticks}${pad}${v}${pad}${ticks}`;
}

/** A code span for prose: anywhere but a table cell. */
export function mdCode(text: string): string {
  return codeSpan(text, 'prose');
}

/** A code span for a table cell: its pipes escaped for the table, shown without the backslash. */
export function mdCellCode(text: string): string {
  return codeSpan(text, 'cell');
}

/** A fenced block that no content can close early. Lines keep their text and tabs; other controls become visible. */
export function mdFence(text: string, lang = ''): string {
  // As plain text: code keeps its tabs (Go's and a Makefile's indentation, literal inside a fence)
  // and CRLF line ends are line ends; any other control or invisible code point is shown.
  const body = plainText(text);
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  return `${fence}${lang}\n${body}\n${fence}`;
}

/**
 * A word that GFM's autolink extension would make a link (a URL scheme's `://`, `www.`, `mailto:`,
 * `xmpp:`), that GitHub would make a mention or an e-mail link (an `@`), or an issue reference
 * (`#12`, `owner/repo#12`, `GH-12`; GitHub links these even with the `#` escaped), or an emoji
 * shortcode (`:white_check_mark:` draws ✅: GitHub's emoji filter reads the rendered text, so
 * escaping its underscores changes nothing), or a dollar (GitHub draws `$…$`, `$$…$$` and
 * `` $`…`$ `` as math, whose `\color` and `\text` can paint a verdict; a backslash before the dollar
 * does not stop it, and GitHub draws no math in code): such a word is
 * shown as a code span, the same characters and never active, so nothing invisible is put into
 * text a reader may copy (a package name such as `@scope/pkg` in a command stays exactly itself).
 */
const ACTIVE = /:\/\/|www\.|mailto:|xmpp:|@|#\d|\bGH-\d|:[\w+-]+:|\$/iu;
/**
 * A commit reference: 7 to 40 hex digits standing alone, which GitHub links to that commit, one
 * pushed to a fork included (a pull request's "fixed in f0e1d2c" could point at code of its
 * choosing). Only the digits become a code span: `f0e1d2c4:` keeps its colon as text.
 */
const COMMIT = /(?<![\p{L}\p{N}_])[0-9a-f]{7,40}(?![\p{L}\p{N}_])/giu;
/**
 * Words, then one test each: linear in the text. (One pattern with `\S*` on both sides of the
 * marks took cubic time on a long run without one: 8,000 hex characters, 30 s.) Any `://` counts,
 * whatever precedes it: a code span of the same characters is never wrong.
 */
const WORD = /\S+/gu;

function inlineText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]()#|~!])/g, '\\$1');
}

type Piece = { code: boolean; text: string };

/** Text without code spans: words that would act become code pieces, the rest stays text. */
function plainPieces(v: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  const code = (from: number, to: number) => {
    out.push({ code: false, text: v.slice(at, from) }, { code: true, text: v.slice(from, to) });
    at = to;
  };
  for (const m of v.matchAll(WORD)) {
    if (ACTIVE.test(m[0])) code(m.index, m.index + m[0].length);
    else for (const c of m[0].matchAll(COMMIT)) code(m.index + c.index, m.index + c.index + c[0].length);
  }
  out.push({ code: false, text: v.slice(at) });
  return out;
}

/**
 * CommonMark's code spans: a run of backticks closed by the next run of the same length on its line
 * (a run left unclosed is text), found by index. A pattern that looked for each run's closing scanned
 * to the line's end from every unclosed run, and split the text between in every way: #658.
 */
export function codeSpans(v: string): { index: number; end: number; text: string }[] {
  const runs = [...v.matchAll(/`+|\n/g)].map((m) => ({ at: m.index, length: m[0] === '\n' ? 0 : m[0].length }));
  // closing[i]: the next run of run i's length on its line, read from the end.
  const closing: number[] = [];
  const next = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    if (runs[i]!.length === 0) next.clear();
    else {
      closing[i] = next.get(runs[i]!.length) ?? -1;
      next.set(runs[i]!.length, i);
    }
  }
  const spans: { index: number; end: number; text: string }[] = [];
  for (let i = 0; i < runs.length; i++) {
    const j = closing[i] ?? -1;
    if (j < 0) continue;
    const [open, close] = [runs[i]!, runs[j]!];
    spans.push({ index: open.at, end: close.at + close.length, text: v.slice(open.at + open.length, close.at) });
    i = j;
  }
  return spans;
}

/**
 * Free text inside Markdown: no HTML, no hidden comment, no link or image, no
 * @mention ping, no issue backlink, no table break. Entities first, so that a
 * literal `&#64;` cannot decode back into a mention. A code span the text
 * writes (a command, a path) stays a code span, its characters unchanged. Each
 * piece is neutralised on its own, and code pieces that touch are joined into
 * one span: two spans side by side would pair their backticks differently.
 */
export function mdText(text: string): string {
  return markdownText(text, 'prose');
}

/**
 * Free text of several lines (a finding's content, evidence or fix, as agents write them; a tester's
 * note): each line as mdText, joined by `<br>` on one Markdown line, so the reader sees the lines
 * (not U+000A) and none of them can start a block (a heading, a list, a fence, a table). Blank lines
 * at either end go, and a run of them inside is one: a paragraph break, never a page of empty lines.
 */
export function mdLines(text: string): string {
  return joinLines(text, mdText);
}

/**
 * Free text with the fenced blocks it writes shown as code (an agent's fix giving the lines to
 * write): each block through mdFence, its info string kept only when it names a code language (CODE_LANGUAGES); a block
 * never closed runs to the end. The text between blocks goes through mdLines. Paragraphs and
 * blocks are apart by blank lines, so the result is whole blocks: `mdLabelled` puts a label before it.
 */
/**
 * The languages a fence in untrusted text may keep: names GitHub only colours. Any other is dropped,
 * not only those it acts on today (`suggestion` is a one-click commit of the block; `math`, `mermaid`,
 * `geojson`, `topojson` and `stl` are drawn, and can paint a verdict): whatever it acts on next is
 * plain code here.
 */
const CODE_LANGUAGES = new Set(
  (
    'bash c c# c++ clojure cmake cpp cs csharp css dart diff docker dockerfile elixir erlang ex go gradle graphql groovy h ' +
    'haskell hcl hpp html ini java javascript js json json5 jsonc jsx kotlin kt less lua make makefile markdown md nginx ' +
    'objc objective-c ocaml perl php plaintext powershell proto protobuf ps1 py python r rb ruby rust rs sass scala scss ' +
    'sh shell shell-session console sql svelte swift terraform text tf toml ts tsx txt typescript vb vue xml yaml yml zig zsh'
  ).split(' '),
);

function proseParts(text: string): { code: boolean; md: string }[] {
  const parts: { code: boolean; md: string }[] = [];
  const lines = text.split(/\r?\n/);
  let prose: string[] = [];
  const flush = () => {
    const md = mdLines(prose.join('\n'));
    if (md) parts.push({ code: false, md });
    prose = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const open = fenceOpening(lines[i]!);
    if (!open) {
      prose.push(lines[i]!);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && !closesFence(lines[end]!, open.marks)) end++;
    flush();
    const word = /^[ \t]*([A-Za-z0-9_+#-]{1,32})[ \t]*$/.exec(open.info)?.[1]?.toLowerCase() ?? '';
    parts.push({ code: true, md: mdFence(lines.slice(i + 1, end).join('\n'), CODE_LANGUAGES.has(word) ? word : '') });
    i = end;
  }
  flush();
  return parts;
}

/** mdLines with the text's own fenced blocks as code (proseParts): whole blocks, for a place of their own. */
export function mdProse(text: string): string {
  return proseParts(text)
    .map((p) => p.md)
    .join('\n\n');
}

/** A field of free text after its label (trusted Markdown): the label leads the first paragraph, or stands above a first block of code. */
export function mdLabelled(label: string, text: string): string {
  const parts = proseParts(text);
  const first = parts[0];
  const rest = parts.map((p) => p.md).join('\n\n');
  return first && !first.code ? `${label} ${rest}` : `${label}\n\n${rest}`;
}

/** mdLines for a table cell, where `<br>` is the only line break a row can hold. */
export function mdCellLines(text: string): string {
  return joinLines(text, mdCellText);
}

function joinLines(text: string, line: (text: string) => string): string {
  const lines = text.split(/\r?\n/).map((l) => (l.trim() === '' ? '' : l));
  const kept = lines.filter((l, i) => l !== '' || (i > 0 && lines[i - 1] !== ''));
  while (kept.length && kept[kept.length - 1] === '') kept.pop();
  // A tab in prose is white space, as a page shows it (a quote's tabs are kept in its fence).
  return kept.map((l) => (l === '' ? '' : line(l.replace(/\t/g, ' ')))).join('<br>');
}

/** mdText for a table cell: the code spans it makes escape their pipes for the table. */
export function mdCellText(text: string): string {
  return markdownText(text, 'cell');
}

function markdownText(text: string, sink: Sink): string {
  const v = visible(text);
  const pieces: Piece[] = [];
  let at = 0;
  for (const span of codeSpans(v)) {
    // The span's text as CommonMark reads it: its padding is not part of it.
    const code = padded(span.text) ? span.text.slice(1, -1) : span.text;
    pieces.push(...plainPieces(v.slice(at, span.index)), { code: true, text: code });
    at = span.end;
  }
  pieces.push(...plainPieces(v.slice(at)));
  const joined: Piece[] = [];
  for (const p of pieces.filter((x) => x.text !== '')) {
    const last = joined[joined.length - 1];
    if (last?.code && p.code) last.text += p.text;
    else joined.push({ ...p });
  }
  return blockInert(joined.map((p) => (p.code ? codeSpan(p.text, sink) : inlineText(p.text))).join(''));
}

/**
 * What a line's first characters would make a block of, once inline markup is escaped: a list
 * item (`-`, `+`, `1.` before a space or the end, not `1.0`; `*` and `1)` are escaped already), a
 * thematic break (`---`), a setext heading's underline (`-` or `=` alone turns the line above into
 * a heading), a table's delimiter row without a pipe (`:-:` or `-:` under a line makes that line a
 * table's header), and indentation (a space first: four make a code block, and under a caller's
 * `- ` one more starts a nested block). `#`, `>`, `|`, `[`, `<`, `_`, `*`, `~` and backtick fences
 * are escaped wherever they stand; a code span's backticks open no fence (its closing run on the
 * same line is an info string no fence takes).
 */
const BLOCK_START = /^(?:[-+=:]|\d{1,9}\.(?= |$)| )/u;

/**
 * Neutralised text may be placed where a line starts (its own paragraph, a list item, a quote, a
 * table cell): its first character is escaped when it would start block markup, so text from a
 * pull request or an agent can never be a heading, a list, a rule or code beside proofgate's own
 * (`2. proofgate: clean`, a lone `===` under a line). A backslash before ASCII punctuation, and a
 * character reference for a space, show the same characters anywhere else. mdText's output holds no
 * line break (every one is shown as U+000A), so its start is the only place it can start a line.
 */
function blockInert(md: string): string {
  return md.replace(BLOCK_START, (m) => (m === ' ' ? '&#32;' : m.replace(/[-+=:.]$/u, '\\$&')));
}

/** Text for an HTML element or attribute. */
export function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/*
 * The runner's log. The runner reads a step's stdout and stderr line by line (.NET ReadLine: LF,
 * CR and CRLF each end a line) and acts on two command syntaxes (actions/runner ActionCommand.cs):
 * `::name::` at the start of a line after leading white space (TryParseV2), and `##[name]`
 * anywhere in a line (the older TryParse). Its IndexOf and StartsWith are culture-sensitive, and
 * ICU skips ignorable code points when matching: `#` U+200B `#[` is `##[` to it.
 */
const LOG_HIDDEN = INVISIBLE_BUT_TAB;

/** One line of untrusted text for the runner's log: no line break, no hidden code point, no command of either syntax. */
export function logLine(text: string): string {
  return text
    .replace(LOG_HIDDEN, codePoint)
    .replace(/##\[/g, '##\\[')
    .replace(/^(\s*)::/u, '$1\\::');
}

/**
 * JSON for an agent's prompt as the runner's log shows it, so a dry run prints what the agent gets:
 * every code point logLine shows as U+XXXX (JSON escapes the C0 controls and lone surrogates
 * itself) written so here, and the `[` of `##[` too. Outside strings JSON is ASCII, so a string
 * then names such a code point, never holds it.
 */
export function promptShownJson(json: string): string {
  return json.replace(LOG_HIDDEN, (ch) => (ch === '\n' ? ch : codePoint(ch))).replace(/##\[/g, `##${codePoint('[')}`);
}

/** A string as promptShownJson shows it (a tag character as U+XXXX): the spelling an agent copies from the prompt. */
export function promptShownString(text: string): string {
  return JSON.parse(promptShownJson(JSON.stringify(text))) as string;
}

/** Untrusted text for the log, line by line (every line break the runner knows ends a line here too). */
export function logText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(logLine)
    .join('\n');
}

/** `\uXXXX` escapes of a character (two for one outside the BMP). */
function jsonEscape(ch: string): string {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * JSON text for the log, the same value: hidden code points and the `[` of `##[` written as
 * `\uXXXX` escapes (they stand only inside strings, where an escape means the same character).
 */
export function logJson(json: string): string {
  return json.replace(LOG_HIDDEN, (ch) => (ch === '\n' ? ch : jsonEscape(ch))).replace(/##\[/g, '##\\u005b');
}

/** What a JSON output keeps as it is inside its strings: nothing sh, bash, pwsh, cmd or a JavaScript string acts on. */
const NOT_INERT = /[^A-Za-z0-9 _.,/:@+=-]/g;

/**
 * JSON for a step output, the same value: every character of a string but letters, digits, space
 * and `_.,/:@+=-` written as a `\uXXXX` escape. A user's `run:` step interpolates an output into
 * its script (`echo '${{ steps.x.outputs.json }}' | jq`, in double quotes, in a heredoc), where a
 * quote, `$(…)`, a backtick, `%VAR%` or a `;` the pull request's text carried would be code;
 * `fromJSON` and every JSON reader get the same value back.
 */
export function inertJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /"(?:[^"\\]|\\.)*"/g,
    (token) => `"${(JSON.parse(token) as string).replace(NOT_INERT, jsonEscape)}"`,
  );
}

/**
 * Every code point some reader ends a line at, but LF: Python's splitlines (an agent's file viewer
 * may number lines with it) also splits at CR, VT, FF, FS, GS, RS, NEL, U+2028 and U+2029.
 */
const OTHER_BREAKS = /[\0\r\v\f\u001c-\u001e\u0085\u2028\u2029]/g;

/**
 * One line of untrusted text (split at LF) for an agent to read: every other line break shown as
 * U+XXXX, so no text of it starts a line for any reader, and NUL, which makes a whole file binary to
 * an agent's search and read tools (ripgrep skips it). A CR that ends the line stays (CRLF is one
 * line end to every reader), so a CRLF file's lines read as they are.
 */
export function breaksShown(line: string): string {
  return line.replace(OTHER_BREAKS, (ch: string, at: number) => (ch === '\r' && at === line.length - 1 ? ch : codePoint(ch)));
}

/**
 * Untrusted text quoted as data in a prompt: every line indented, so none can pass for one of
 * the prompt's own lines (an agent reads `OUTPUT findings: …` at a line's start), and every line
 * break but LF and CRLF shown as U+XXXX (breaksShown), NUL too. A CRLF file's lines read as they are, so
 * that a line quoted from here matches the file.
 */
export function promptData(text: string): string {
  return (
    text
      .split(/\r?\n/)
      // NUL too (breaksShown): a prompt passed as a process argument cannot carry one.
      .map((line) => `  ${breaksShown(line)}`)
      .join('\n')
  );
}

/** JSON for a prompt: the line and paragraph separators JSON leaves raw are escaped too. */
export function promptJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[\u2028\u2029\u0085]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The one way untrusted lines reach the log: each neutralised, and the block inside
 * `::stop-commands::` with a token nobody can guess, so not even a line this code missed acts.
 */
export function untrustedBlock(lines: string[]): string {
  // Web Crypto's generator (the same CSPRNG as node:crypto's randomBytes): every command's output
  // passes through this module, and node:crypto costs a start-up only this function needs.
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
  return `::stop-commands::${token}\n${lines.map(logText).join('\n')}\n::${token}::\n`;
}
