import type { Check, UatSpec } from '../schemas/types.js';
import { BIDI } from '../text/words.js';
import { DRAWS_NOTHING, visible } from '../text/neutralise.js';
import { lineOf } from '../text/yaml.js';
import type { ResolvedUatConfig } from './config.js';
import { uatFolder } from './folder.js';
import { EXAMPLE_ID, starterTexts } from './init.js';
import { findLabels } from './labels.js';
import { readSpecText, specCounts, specErrors, specSha256, type LoadedSpec } from './spec.js';
import { sqlProblem } from './sql.js';
import { parseJsonText } from '../text/json.js';
import { UAT_EXIT } from './exit-codes.js';

export interface LintOptions {
  id: string;
  cwd: string;
  dir?: string;
  /** The uat settings in force when the caller resolved them (the action: the base commit's). */
  config?: ResolvedUatConfig;
  src: string[];
}

export interface LintResult {
  exitCode: number;
  lines: string[];
  errors: string[];
  counts?: ReturnType<typeof specCounts>;
  sourceFiles?: number;
  /** The spec when it is valid (lint errors or not): `uat build` renders it without reading it twice. */
  loaded?: LoadedSpec;
}

// The page shows text only: a tag, Markdown emphasis, a link or a code span would reach the tester raw.
const TAG_START = /<\/?[A-Za-z!]/;
const MARK = /\*\*|__|\]\(|`/;

/**
 * The first markup in `text`, as `/<\/?[A-Za-z!][^>]*>|\*\*|__|\]\(|`/` finds it: a tag runs from the
 * first tag opening to the `>` after it (a later opening closes only where the first does). By index:
 * that pattern scanned to the end from each `<a` of a text with no `>` after them, quadratic (#658).
 */
export function markupIn(text: string): string | undefined {
  const tag = TAG_START.exec(text);
  const end = tag ? text.indexOf('>', tag.index + tag[0].length) : -1;
  const mark = MARK.exec(text);
  if (tag && end >= 0 && (!mark || tag.index < mark.index)) return text.slice(tag.index, end + 1);
  return mark?.[0];
}

function markupErrors(spec: UatSpec): string[] {
  const out: string[] = [];
  const check = (text: string | undefined, where: string) => {
    const markup = text === undefined ? undefined : markupIn(text);
    if (markup !== undefined)
      out.push(`${where}: contains markup (${visible(markup)}); the page shows plain text, write it as the tester reads it`);
  };
  check(spec.title, '/title');
  check(spec.testerNote, '/testerNote');
  spec.steps.forEach((s, i) => {
    check(s.where, `/steps/${i}/where`);
    s.do.forEach((d, j) => check(d, `/steps/${i}/do/${j}`));
    s.expect.forEach((e, j) => check(e.text, `/steps/${i}/expect/${j}/text`));
  });
  return out;
}

/** A character that draws nothing (neutralise.ts DRAWS_NOTHING: a variation selector, a Hangul filler, U+2800, a zero-width space). */
const DRAWN_AS_NOTHING = new RegExp(`[${DRAWS_NOTHING}]`, 'u');

/**
 * The page shows every text as the browser lays it out, so a bidirectional control acts there: `\u202e001 EUR`
 * shows as `RUE 100`, the reverse of what the recipe says and of what lint, the gate and the summary show
 * (U+XXXX). A character that draws nothing is a blank or nothing there, where they show U+XXXX: the
 * tester would read another text than the one the gate names. So no text the page shows may hold either.
 */
function pageTextErrors(spec: UatSpec): string[] {
  const shown: [string, string | undefined][] = [
    ['/title', spec.title],
    ['/version', spec.version],
    ['/environment/name', spec.environment.name],
    ['/environment/url', spec.environment.url],
    ['/testerNote', spec.testerNote],
    ...spec.steps.flatMap((s, i): [string, string][] => [
      [`/steps/${i}/where`, s.where],
      ...s.do.map((d, j): [string, string] => [`/steps/${i}/do/${j}`, d]),
      ...s.expect.map((e, j): [string, string] => [`/steps/${i}/expect/${j}/text`, e.text]),
      ...s.labels.map((l, j): [string, string] => [`/steps/${i}/labels/${j}`, l]),
    ]),
  ];
  return shown.flatMap(([where, text]) => {
    if (text === undefined) return [];
    const bidi = BIDI.exec(text);
    if (bidi)
      return [
        `${where}: holds a bidirectional control (${visible(bidi[0])}): the page would show its characters in another order than the recipe has them; write the text without it`,
      ];
    const blank = DRAWN_AS_NOTHING.exec(text);
    return blank
      ? [
          `${where}: holds a character that draws nothing (${visible(blank[0])}): the page would show a blank or nothing where lint, the gate and the summary show ${visible(blank[0])}; write the text without it`,
        ]
      : [];
  });
}

type Path = (string | number)[];

/** Every text of the spec a tester reads or a person runs, with where it is. */
function texts(spec: UatSpec): [Path, string | undefined][] {
  const check = (c: Check | undefined, at: Path): [Path, string | undefined][] =>
    c
      ? [
          [[...at, 'query'], c.query],
          [[...at, 'instructions'], c.instructions],
        ]
      : [];
  return [
    [['title'], spec.title],
    [['testerNote'], spec.testerNote],
    ...spec.witnesses.flatMap((w, i): [Path, string | undefined][] => [
      [['witnesses', i, 'thing'], w.thing],
      ...check(w.check, ['witnesses', i, 'check']),
    ]),
    ...spec.steps.flatMap((st, i): [Path, string | undefined][] => [
      [['steps', i, 'where'], st.where],
      ...st.do.map((d, j): [Path, string] => [['steps', i, 'do', j], d]),
      ...st.expect.map((e, j): [Path, string] => [['steps', i, 'expect', j, 'text'], e.text]),
      ...check(st.verify, ['steps', i, 'verify']),
    ]),
  ];
}

const pointer = (path: Path) => `/${path.join('/')}`;

/** A recipe started with `uat init` for a real version still holds the starter's texts: each place is named. */
async function starterErrors(spec: UatSpec, id: string): Promise<string[]> {
  if (id === EXAMPLE_ID) return []; // the shipped example is itself, not a placeholder
  const starter = await starterTexts(id);
  const left = texts(spec)
    .filter(([, t]) => t !== undefined && starter.has(t))
    .map(([p]) => pointer(p));
  if (!left.length) return [];
  return [
    `the recipe still holds ${left.length} text(s) of the starter \`uat init\` wrote (${left.join(', ')}); replace them with what the tester does and sees for ${id}`,
  ];
}

/** Every `sql` check must be one read-only SELECT; the error names the line in the spec file and in the query. */
function sqlErrors(spec: UatSpec, text: string, file: string): string[] {
  const out: string[] = [];
  const checks: [Path, Check, string][] = [
    ...spec.witnesses.map((w, i): [Path, Check, string] => [['witnesses', i, 'check', 'query'], w.check, 'a witness']),
    ...spec.steps.flatMap((st, i): [Path, Check, string][] =>
      st.verify ? [[['steps', i, 'verify', 'query'], st.verify, `the verify check of ${st.id}`]] : [],
    ),
  ];
  for (const [path, c, whose] of checks) {
    const problem = c.kind === 'sql' && c.query !== undefined ? sqlProblem(c.query) : undefined;
    if (!problem) continue;
    const line = lineOf(text, path);
    out.push(`${pointer(path)}${line ? ` (${file} line ${line})` : ''}: ${whose} query must be one read-only SELECT: ${problem}`);
  }
  return out;
}

/** Schema, rules, starter texts, read-only queries, markup, budget, witnesses and (with --src) every label found verbatim in the source. */
export async function lintSpec(o: LintOptions): Promise<LintResult> {
  const folder = await uatFolder(o.cwd, o.dir, o.config);
  const { text, file } = await readSpecText(folder, o.id, o.cwd);
  let data: unknown;
  try {
    data = parseJsonText(text, file);
  } catch (err) {
    return { exitCode: UAT_EXIT.failed, errors: [(err as Error).message], lines: [`${o.id}: not a spec`, `- ${(err as Error).message}`] };
  }
  const errors = await specErrors(data, o.id);
  if (errors.length)
    return {
      exitCode: UAT_EXIT.failed,
      errors,
      lines: [`${o.id}: ${errors.length} error(s) against bmad-plus/uat-spec/2`, ...errors.map((e) => `- ${visible(e)}`)],
    };
  const spec = data as UatSpec;
  const counts = specCounts(spec);
  const { budget } = folder.config;
  errors.push(...(await starterErrors(spec, o.id)), ...sqlErrors(spec, text, file), ...markupErrors(spec), ...pageTextErrors(spec));
  if (counts.steps > budget.steps)
    errors.push(`/steps: ${counts.steps} steps is over the page budget of ${budget.steps}; split the recipe into ordered pages`);
  if (spec.minutes !== undefined && spec.minutes > budget.minutes)
    errors.push(`/minutes: ${spec.minutes} minutes is over the page budget of ${budget.minutes}; split the recipe into ordered pages`);
  if (spec.minutes === undefined) errors.push(`/minutes: missing; estimate how long the tester needs (budget ${budget.minutes})`);
  if (spec.witnesses.length === 0)
    errors.push('/witnesses: none; name what the test relies on and the read-only query that proves its state');
  let sourceFiles: number | undefined;
  if (o.src.length) {
    const labels = [...new Set(spec.steps.flatMap((s) => s.labels))];
    const found = await findLabels(o.cwd, o.src, labels, [folder.root]);
    sourceFiles = found.files;
    errors.push(...found.unreadable);
    for (const l of found.missing) {
      const steps = spec.steps.filter((s) => s.labels.includes(l)).map((s) => s.id);
      errors.push(
        `label ${JSON.stringify(visible(l))} (step ${steps.join(', ')}) is not in any source file under ${o.src.join(', ')}; copy it word for word from the code`,
      );
    }
  }
  const head = `${o.id}: ${counts.steps} steps, ${counts.expectations} expectations, ${counts.labels} on-screen labels${sourceFiles === undefined ? '' : ` checked against ${sourceFiles} source files`}`;
  return {
    exitCode: errors.length ? UAT_EXIT.failed : UAT_EXIT.ok,
    errors,
    counts,
    ...(sourceFiles === undefined ? {} : { sourceFiles }),
    loaded: { spec, sha256: specSha256(spec), file },
    lines: [head, ...(errors.length ? errors.map((e) => `- ${visible(e)}`) : ['no error'])],
  };
}
