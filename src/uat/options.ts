import { lstatSync } from 'node:fs';
import { resolve } from 'node:path';
import { OptionChecks, type RawOptions } from '../text/options.js';
import type { UatMode } from './config.js';
import { UAT_EXIT } from './exit-codes.js';
import { checkSpecId } from './folder.js';

/**
 * The uat commands' options and the uat-gate action's inputs, checked once: every refusal is
 * exit 3 and names the option as its caller wrote it (`--src`, or input `src`).
 */
export interface UatOptions {
  /** The uat folder (`--dir`), else the configuration's. */
  dir?: string;
  /** Folders or files of the screens' source, each one there. */
  src: string[];
  /** Names that may not accept their own work. */
  forbidTester: string[];
  /** `uat release-gate --base`: the commit whose release is gated too. */
  base?: string;
  /** `uat gate --head`: the commit whose code a run must have tested (default HEAD). */
  head?: string;
}

export function uatOptions(raw: RawOptions, cwd: string): UatOptions {
  const c = new OptionChecks(raw, UAT_EXIT.error);
  const src = c.list('src') ?? [];
  for (const d of src)
    if (!lstatSync(resolve(cwd, d), { throwIfNoEntry: false }))
      c.bad('src', "does not exist; give the folder that holds the screens' source", JSON.stringify(d));
  const dir = c.string('dir');
  const base = c.string('base');
  const head = c.string('head');
  return {
    ...(dir !== undefined ? { dir } : {}),
    ...(base !== undefined ? { base } : {}),
    ...(head !== undefined ? { head } : {}),
    src,
    forbidTester: c.list('forbid-tester') ?? [],
  };
}

/** `uat serve --port`: a port on 127.0.0.1 (0 picks a free one). */
export function servePort(raw: RawOptions): number {
  const c = new OptionChecks(raw, UAT_EXIT.error);
  return c.wholeNumber('port', 0, 65535) ?? 4173;
}

/** What the uat-gate action gates and how: one recipe or every recipe of package.json's version, the mode, whether to build the page. */
export interface UatGateOptions extends UatOptions {
  recipe: { id: string } | { fromPackageVersion: true };
  /** The workflow's mode, over the configuration's. */
  mode?: UatMode;
  buildPage: boolean;
}

export function uatGateOptions(raw: RawOptions, cwd: string): UatGateOptions {
  const c = new OptionChecks(raw, UAT_EXIT.error);
  const id = c.string('id');
  const fromPackageVersion = c.toggle('from-package-version') === true;
  if (!fromPackageVersion && !id) c.refuse(`${c.name('id')} is required (or set ${c.name('from-package-version', true)})`);
  if (fromPackageVersion && id) c.refuse(`give either ${c.name('id')} or ${c.name('from-package-version', true)}, not both`);
  const mode = c.string('mode') === undefined ? undefined : c.oneOf('mode', ['advisory', 'gate', 'off'] as const, 'advisory');
  return {
    recipe: fromPackageVersion ? { fromPackageVersion: true } : { id: checkSpecId(id) },
    ...(mode ? { mode } : {}),
    buildPage: c.toggle('build-page') === true,
    ...uatOptions(raw, cwd),
  };
}
