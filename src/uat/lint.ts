import type { UatSpec } from '../schemas/types.js';
import { visible } from '../text/neutralise.js';
import { uatFolder } from './folder.js';
import { findLabels } from './labels.js';
import { readSpecText, specCounts, specErrors } from './spec.js';
import { parseJsonText } from '../text/json.js';

export interface LintOptions {
  id: string;
  cwd: string;
  dir?: string;
  src: string[];
}

export interface LintResult {
  exitCode: number;
  lines: string[];
  errors: string[];
  counts?: ReturnType<typeof specCounts>;
  sourceFiles?: number;
}

// The page shows text only: a tag, Markdown emphasis, a link or a code span would reach the tester raw.
const MARKUP = /<\/?[A-Za-z!][^>]*>|\*\*|__|\]\(|`/;

function markupErrors(spec: UatSpec): string[] {
  const out: string[] = [];
  const check = (text: string | undefined, where: string) => {
    if (text !== undefined && MARKUP.test(text))
      out.push(
        `${where}: contains markup (${visible(text.match(MARKUP)![0])}); the page shows plain text, write it as the tester reads it`,
      );
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

/** Schema, rules, markup, budget, witnesses and (with --src) every label found verbatim in the source. */
export async function lintSpec(o: LintOptions): Promise<LintResult> {
  const folder = await uatFolder(o.cwd, o.dir);
  const { text, file } = await readSpecText(folder, o.id, o.cwd);
  let data: unknown;
  try {
    data = parseJsonText(text, file);
  } catch (err) {
    return { exitCode: 1, errors: [(err as Error).message], lines: [`${o.id}: not a spec`, `- ${(err as Error).message}`] };
  }
  const errors = await specErrors(data, o.id);
  if (errors.length)
    return {
      exitCode: 1,
      errors,
      lines: [`${o.id}: ${errors.length} error(s) against bmad-plus/uat-spec/2`, ...errors.map((e) => `- ${visible(e)}`)],
    };
  const spec = data as UatSpec;
  const counts = specCounts(spec);
  const { budget } = folder.config;
  errors.push(...markupErrors(spec));
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
    const found = await findLabels(o.cwd, o.src, labels);
    sourceFiles = found.files;
    for (const l of found.missing) {
      const steps = spec.steps.filter((s) => s.labels.includes(l)).map((s) => s.id);
      errors.push(
        `label ${JSON.stringify(visible(l))} (step ${steps.join(', ')}) is not in any source file under ${o.src.join(', ')}; copy it word for word from the code`,
      );
    }
  }
  const head = `${o.id}: ${counts.steps} steps, ${counts.expectations} expectations, ${counts.labels} on-screen labels${sourceFiles === undefined ? '' : ` checked against ${sourceFiles} source files`}`;
  return {
    exitCode: errors.length ? 1 : 0,
    errors,
    counts,
    ...(sourceFiles === undefined ? {} : { sourceFiles }),
    lines: [head, ...(errors.length ? errors.map((e) => `- ${e}`) : ['no error'])],
  };
}
