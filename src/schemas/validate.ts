import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';
import { ProofgateError } from '../text/errors.js';
import { SCHEMAS, type SchemaName } from './index.js';

// Ajv is loaded on first use only: commands that validate nothing never parse it.
let ajv: import('ajv').Ajv | undefined;
const compiled = new Map<SchemaName, ValidateFunction>();

async function validator(name: SchemaName): Promise<ValidateFunction> {
  let fn = compiled.get(name);
  if (!fn) {
    if (!ajv) {
      const [mod, formats] = await Promise.all([import('ajv'), import('ajv-formats')]);
      // ajv is CommonJS: native ESM sees the named export `Ajv`, the bundle only `default.Ajv`.
      const Ajv = mod.Ajv ?? (mod.default as unknown as typeof mod).Ajv;
      ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
      // RFC 3339 date-time: the calendar checked (no 30 February), the offset required.
      // CommonJS again: native ESM's default is module.exports (the plugin, with its own `default`).
      const plugin = formats.default as unknown as FormatsPlugin & { default?: FormatsPlugin };
      (plugin.default ?? plugin)(ajv, ['date-time']);
    }
    fn = ajv.compile(SCHEMAS[name]);
    compiled.set(name, fn);
  }
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

/** Every schema error of `data`, each naming the field; empty when valid. */
export async function schemaErrors(name: SchemaName, data: unknown): Promise<string[]> {
  const fn = await validator(name);
  if (fn(data)) return [];
  return (fn.errors ?? []).map(describe);
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
