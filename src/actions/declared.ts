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
