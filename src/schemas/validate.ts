import type { ErrorObject } from 'ajv';
import { ProofgateError } from '../text/errors.js';
import { redact } from '../text/redact.js';
import { validators, type SchemaName, type Validate } from './validators/index.js';

export type { SchemaName };

// ajv's standalone code, generated from the schemas at build time by scripts/gen-types.mjs with
// the options allErrors, strict, allowUnionTypes and ajv-formats' date-time: nothing is compiled
// at run time, and a command loads the validators it uses only.
const loaded = new Map<SchemaName, Promise<Validate>>();

function validator(name: SchemaName): Promise<Validate> {
  let fn = loaded.get(name);
  if (!fn) loaded.set(name, (fn = validators[name]().then((m) => m.default)));
  return fn;
}

function describe(e: ErrorObject): string {
  const at = e.instancePath === '' ? '(top level)' : e.instancePath;
  if (e.keyword === 'additionalProperties')
    return `${at}: unknown key ${JSON.stringify((e.params as { additionalProperty: string }).additionalProperty)}`;
  if (e.keyword === 'enum')
    return `${at}: ${e.message} (${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')})`;
  if (e.keyword === 'format' && (e.params as { format: string }).format === 'date-time')
    return `${at}: not a time: write ISO 8601 with its offset, e.g. 2026-11-29T10:00:00Z`;
  if (e.keyword === 'const') return `${at}: must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
  return `${at}: ${e.message ?? e.keyword}`;
}

/** Every schema error of `data`, each naming the field; empty when valid. A key it quotes is the file's: it gets the redaction floor. */
export async function schemaErrors(name: SchemaName, data: unknown): Promise<string[]> {
  const fn = await validator(name);
  if (fn(data)) return [];
  return (fn.errors ?? []).map((e) => redact(describe(e)));
}

/** Validates or throws one ProofgateError listing the first errors with the file they came from. */
export async function assertSchema<T>(name: SchemaName, data: unknown, file: string): Promise<T> {
  const errors = await schemaErrors(name, data);
  if (errors.length) {
    const shown = errors.slice(0, 5).join('; ');
    const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
    throw new ProofgateError(`${file} is not valid: ${shown}${more}`);
  }
  return data as T;
}
