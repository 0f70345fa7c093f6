import { readTextCapped } from '../text/files.js';
import { relative } from 'node:path';
import { schemaErrors } from '../schemas/validate.js';
import type { Check, UatSpec } from '../schemas/types.js';
import { canonicalJson, sha256 } from '../text/hash.js';
import { ProofgateError } from '../text/errors.js';
import { parseJsonText } from '../text/json.js';
import type { UatFolder } from './folder.js';

export type Step = UatSpec['steps'][number];

export const SPEC_MAX_BYTES = 512 * 1024;

/** The revision fingerprint: SHA-256 of the spec's canonical JSON, so whitespace or key order never changes it. */
export function specSha256(spec: UatSpec): string {
  return sha256(canonicalJson(spec));
}

export function specCounts(spec: UatSpec): { steps: number; expectations: number; labels: number } {
  return {
    steps: spec.steps.length,
    expectations: spec.steps.reduce((n, s) => n + s.expect.length, 0),
    labels: new Set(spec.steps.flatMap((s) => s.labels)).size,
  };
}

/** Every expectation with the step it belongs to, in playing order. */
export function expectations(spec: UatSpec): { step: Step; id: string; text: string }[] {
  return spec.steps.flatMap((step) => step.expect.map((e) => ({ step, id: e.id, text: e.text })));
}

const KIND_FIELD: Record<Check['kind'], keyof Check> = { sql: 'query', manual: 'instructions', http: 'url', command: 'argv' };

/** What a check of this kind must carry, or undefined when it is complete. */
export function checkProblem(check: Check, where: string): string | undefined {
  const field = KIND_FIELD[check.kind];
  return check[field] === undefined ? `${where}: a \`${check.kind}\` check needs \`${field}\`` : undefined;
}

/** Rules the schema cannot say: unique ids, a verify on every writing step, complete checks. */
export function specProblems(spec: UatSpec, fileId: string): string[] {
  const out: string[] = [];
  if (spec.id !== fileId) out.push(`/id: is ${JSON.stringify(spec.id)} but the file is specs/${fileId}.json; make them equal`);
  const seen = new Set<string>();
  const unique = (id: string, where: string) => {
    if (seen.has(id)) out.push(`${where}: id ${JSON.stringify(id)} is used twice; ids must be unique in the spec`);
    seen.add(id);
  };
  spec.witnesses.forEach((w, i) => {
    unique(w.id, `/witnesses/${i}`);
    const p = checkProblem(w.check, `/witnesses/${i}/check`);
    if (p) out.push(p);
  });
  spec.steps.forEach((s, i) => {
    unique(s.id, `/steps/${i}`);
    s.expect.forEach((e, j) => unique(e.id, `/steps/${i}/expect/${j}`));
    if (s.writes && !s.verify)
      out.push(`/steps/${i} (${s.id}): writes but has no \`verify\` check; add the read-only check that proves the write`);
    if (s.verify) {
      const p = checkProblem(s.verify, `/steps/${i}/verify`);
      if (p) out.push(p);
      if (!s.writes)
        out.push(`/steps/${i} (${s.id}): has a \`verify\` check but not \`writes: true\`; say whether the step persists something`);
    }
  });
  return out;
}

export interface LoadedSpec {
  spec: UatSpec;
  sha256: string;
  file: string;
}

/** The text of specs/<ID>.json, bounded in size; a missing file says how to write one. */
export async function readSpecText(folder: UatFolder, id: string, cwd: string): Promise<{ text: string; file: string }> {
  const file = folder.spec(id);
  const shown = relative(cwd, file) || file;
  let text: string | null;
  try {
    text = await readTextCapped(folder.tree, file, SPEC_MAX_BYTES);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ProofgateError(`no recipe spec ${shown}: write one with \`proofgate uat init ${id}\``);
    throw err;
  }
  if (text === null) throw new ProofgateError(`${shown} is larger than ${SPEC_MAX_BYTES / 1024} KiB; split the recipe`);
  return { text, file: shown };
}

/** Every schema and rule problem of a parsed spec; empty when it can be built and gated. */
export async function specErrors(data: unknown, id: string): Promise<string[]> {
  const errors = await schemaErrors('uat-spec', data);
  return errors.length ? errors : specProblems(data as UatSpec, id);
}

/** A spec that is valid, or a ProofgateError that says to run `uat lint`. */
export async function loadSpec(folder: UatFolder, id: string, cwd: string): Promise<LoadedSpec> {
  const { text, file } = await readSpecText(folder, id, cwd);
  const data = parseJsonText(text, file);
  const errors = await specErrors(data, id);
  if (errors.length)
    throw new ProofgateError(`${file} is not valid (${errors.length} error(s), first: ${errors[0]}); run \`proofgate uat lint ${id}\``);
  const spec = data as UatSpec;
  return { spec, sha256: specSha256(spec), file };
}
