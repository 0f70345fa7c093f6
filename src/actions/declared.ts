import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { assetPath } from '../text/assets.js';

/**
 * The inputs and outputs an action's action.yml declares (the `command` action is the root action.yml);
 * undefined for a bundle copied without its action folders (the suite's copies), where every input is read.
 */
export function actionDeclared(name: string): { inputs: string[]; outputs: string[] } | undefined {
  const file = name === 'command' ? assetPath('action.yml') : assetPath(name, 'action.yml');
  if (!existsSync(file)) return undefined;
  const doc = parse(readFileSync(file, 'utf8')) as { inputs?: Record<string, unknown>; outputs?: Record<string, unknown> } | null;
  return { inputs: Object.keys(doc?.inputs ?? {}), outputs: Object.keys(doc?.outputs ?? {}) };
}

/** An input's name folded: case, `-`, `_` and spaces dropped (`tests_check`, `testsCheck`, `TESTS CHECK` → `testscheck`). */
const folded = (name: string) => name.toLowerCase().replace(/[-_ ]/g, '');

/**
 * Why the step's INPUT_ variables hold one its action.yml does not declare, or undefined. The runner
 * only warns "Unexpected input" and proofgate reads declared names alone, so `tests_check: test`
 * was dropped and the gate passed with no test gate. Every undeclared one is refused, not only a
 * near miss: a job's `env: INPUT_…` is no input either, and reading it as nothing is the unsafe guess.
 */
export function undeclaredInput(action: string, inputs: readonly string[], env: NodeJS.ProcessEnv = process.env): string | undefined {
  // The runner's variable: INPUT_ + the name upper-cased, spaces to `_` (as @actions/core reads it).
  const known = new Set(inputs.map((i) => `INPUT_${i.replace(/ /g, '_').toUpperCase()}`));
  const extra = Object.keys(env)
    .filter((key) => key.startsWith('INPUT_') && !known.has(key))
    .sort();
  if (extra.length === 0) return undefined;
  const written = extra[0]!.slice('INPUT_'.length).toLowerCase();
  const meant = inputs.find((i) => folded(i) === folded(written));
  const more = extra.length > 1 ? ` (and ${extra.length - 1} more: ${extra.slice(1, 4).join(', ')})` : '';
  return `input \`${written}\` (${extra[0]}) is not an input of ${action}${meant ? `: did you mean \`${meant}\`?` : ': see its action.yml for the inputs it reads'}${more}`;
}
