import { access, readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { UatSpec } from '../schemas/types.js';
import { assetPath } from '../text/assets.js';
import { ProofgateError } from '../text/errors.js';
import { writeFileAtomic } from '../text/files.js';
import { uatFolder } from './folder.js';
import { UAT_EXIT } from './exit-codes.js';

export const EXAMPLE_ID = 'example-1.0.0';

export function exampleSpecPath(): string {
  return assetPath('templates', 'uat', `${EXAMPLE_ID}.json`);
}

async function readExample(): Promise<UatSpec> {
  return JSON.parse(await readFile(exampleSpecPath(), 'utf8')) as UatSpec;
}

const starterTitle = (id: string) => `Acceptance of ${id} (replace with what the tester accepts)`;

/**
 * The placeholder texts of the starter `uat init` writes for `id`: its title and every text of
 * the shipped example. `uat lint` refuses a recipe for a real version that still holds one.
 */
export async function starterTexts(id: string): Promise<Set<string>> {
  const ex = await readExample();
  const checks = [...ex.witnesses.map((w) => w.check), ...ex.steps.flatMap((st) => (st.verify ? [st.verify] : []))];
  return new Set([
    starterTitle(id),
    ex.title,
    ...(ex.testerNote ? [ex.testerNote] : []),
    ...ex.witnesses.map((w) => w.thing),
    ...checks.flatMap((c) => [c.query, c.instructions].filter((t): t is string => t !== undefined)),
    ...ex.steps.flatMap((st) => [st.where, ...st.do, ...st.expect.map((e) => e.text)]),
  ]);
}

/** `name-1.2.3` → `1.2.3`; an id without a version gets 0.1.0 to edit. */
function versionOf(id: string): string {
  return /-(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)$/.exec(id)?.[1] ?? '0.1.0';
}

/** Writes specs/<ID>.json: the shipped example (or the example itself for its own id), with the config's environment. */
export async function initSpec(o: { id: string; cwd: string; dir?: string }): Promise<{ exitCode: number; lines: string[]; file: string }> {
  const folder = await uatFolder(o.cwd, o.dir);
  const file = folder.spec(o.id);
  const shown = relative(o.cwd, file) || file;
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    throw new ProofgateError(`${shown} already exists; edit it, or remove it to start again`);
  const spec = await readExample();
  if (o.id !== EXAMPLE_ID) {
    spec.id = o.id;
    spec.version = versionOf(o.id);
    spec.title = starterTitle(o.id);
  }
  const env = folder.config.environment;
  if (env.name || env.url) spec.environment = { name: env.name, url: env.url };
  await writeFileAtomic(folder.tree, file, `${JSON.stringify(spec, null, 2)}\n`);
  return {
    exitCode: UAT_EXIT.ok,
    file,
    lines: [
      o.id === EXAMPLE_ID
        ? `${shown} written (${spec.steps.length} steps, version ${spec.version}): the shipped example, ready to lint and build`
        : `${shown} written (${spec.steps.length} steps, version ${spec.version}): replace the example steps with the real sequence (lint refuses the starter's texts), then run \`proofgate uat lint ${o.id} --src src\``,
    ],
  };
}
