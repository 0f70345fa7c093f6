import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { assetPath } from '../text/assets.js';

/** The inputs an action's action.yml declares (the `command` action is the root action.yml). */
export function actionInputs(name: string): string[] {
  const file = name === 'command' ? assetPath('action.yml') : assetPath(name, 'action.yml');
  const doc = parse(readFileSync(file, 'utf8')) as { inputs?: Record<string, unknown> } | null;
  return Object.keys(doc?.inputs ?? {});
}
