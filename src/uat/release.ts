import { readdir } from 'node:fs/promises';
import { readTextCapped } from '../text/files.js';
import { parseJsonText } from '../text/json.js';
import { CONFIG_MAX_BYTES } from './config.js';
import { SPEC_MAX_BYTES } from './spec.js';
import { join, relative } from 'node:path';
import { describeError, ProofgateError } from '../text/errors.js';
import { uatFolder } from './folder.js';
import { uatGate } from './gate.js';

export const RELEASE_EXIT = { passed: 0, failed: 1, awaiting: 2, stale: 3, couldNotRun: 4 } as const;

async function packageVersion(cwd: string): Promise<string> {
  let pkg: { version?: unknown };
  try {
    pkg = parseJsonText((await readTextCapped(cwd, 'package.json', CONFIG_MAX_BYTES)) ?? '', 'package.json') as { version?: unknown };
  } catch (err) {
    throw new ProofgateError(`cannot read the version from package.json: ${(err as Error).message}`);
  }
  if (typeof pkg.version !== 'string' || pkg.version === '') throw new ProofgateError('package.json has no `version`');
  return pkg.version;
}

/** The recipe whose `version` is the package's, found among specs/*.json. */
export async function specForPackageVersion(cwd: string, dir?: string): Promise<{ version: string; id?: string; file?: string }> {
  const version = await packageVersion(cwd);
  const folder = await uatFolder(cwd, dir);
  const specs = join(folder.root, 'specs');
  const names = (await readdir(specs).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  for (const name of names) {
    try {
      const doc = parseJsonText((await readTextCapped(folder.tree, join(specs, name), SPEC_MAX_BYTES)) ?? '', name) as {
        version?: unknown;
        id?: unknown;
      };
      if (doc.version === version && doc.id === name.slice(0, -'.json'.length)) return { version, id: doc.id, file: join(specs, name) };
    } catch {
      /* an unreadable spec is not this version's recipe; lint reports it */
    }
  }
  return { version };
}

/** Exit 0 when the version in package.json has a recipe, 1 when it has none. */
export async function specPresent(o: {
  cwd: string;
  dir?: string;
}): Promise<{ exitCode: number; lines: string[]; version: string; id?: string }> {
  const r = await specForPackageVersion(o.cwd, o.dir);
  if (!r.id)
    return {
      exitCode: 1,
      version: r.version,
      lines: [`version ${r.version} has no recipe: write one with \`proofgate uat init <name>-${r.version}\` before releasing`],
    };
  return { exitCode: 0, version: r.version, id: r.id, lines: [`version ${r.version} has a recipe: ${relative(o.cwd, r.file!)}`] };
}

/** The release check: 0 passed, 1 failed, 2 no finished run, 3 other revision, 4 could not run (never a pass). */
export async function releaseGate(o: { cwd: string; dir?: string }): Promise<{ exitCode: number; lines: string[]; verdict: string }> {
  try {
    const r = await specForPackageVersion(o.cwd, o.dir);
    if (!r.id)
      return {
        exitCode: RELEASE_EXIT.couldNotRun,
        verdict: 'could-not-run',
        lines: [`release gate could not run: version ${r.version} has no recipe (not a pass)`],
      };
    const g = await uatGate({ id: r.id, cwd: o.cwd, ...(o.dir ? { dir: o.dir } : {}) });
    return { exitCode: RELEASE_EXIT[g.verdict], verdict: g.verdict, lines: [`release ${r.version}: ${g.verdict}`, ...g.lines] };
  } catch (err) {
    return {
      exitCode: RELEASE_EXIT.couldNotRun,
      verdict: 'could-not-run',
      lines: [`release gate could not run (not a pass): ${describeError(err)}`],
    };
  }
}
