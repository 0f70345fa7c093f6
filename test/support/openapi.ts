// GitHub's published REST description, indexed once: every request the local server receives is
// checked against the operation it names. The description is 13 MB of JSON (a quarter of a
// CPU-second to parse in each test file); what the checks need of it, each operation's route and its
// path, query and body schemas with references resolved, is 0.7 MB, written once per version of
// @octokit/openapi (and of this file) under node_modules/.cache and read by every test file after.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

export interface Operation {
  id: string;
  method: string;
  template: string;
  pathParams: Record<string, string>;
}

/** What the index holds of one operation: plain JSON, so that it can be cached. */
interface IndexEntry {
  id: string;
  method: string;
  template: string;
  /** The route as a regular expression's source: a parameter GitHub marks multi-segment may span slashes. */
  source: string;
  names: string[];
  literals: number;
  params: Parameter[];
  body?: { required: boolean; schema: Json };
}

interface IndexedOperation extends IndexEntry {
  pattern: RegExp;
}

interface Spec {
  paths: Record<string, Record<string, Json>>;
  components: Json;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];

let loaded: { ops: IndexedOperation[] } | undefined;

function specPackage(): string {
  return dirname(createRequire(import.meta.url).resolve('@octokit/openapi/package.json'));
}

/** The operations of GitHub's description (~13 MB parsed here), references resolved. */
function buildIndex(specFile: string): IndexEntry[] {
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Spec;
  const entries: IndexEntry[] = [];
  for (const [template, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const params = (deref(spec, raw.parameters ?? []) as Array<Json & Parameter>) ?? [];
      // Only a parameter GitHub marks as multi-segment (a ref such as `heads/main`) may span slashes.
      const multi = new Set(params.filter((p) => p['x-multi-segment'] === true).map((p) => p.name));
      const names: string[] = [];
      let literals = 0;
      const source = template
        .split('/')
        .slice(1)
        .map((seg) => {
          const m = /^\{([^}]+)\}$/.exec(seg);
          if (!m) {
            literals++;
            return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          }
          names.push(m[1]!);
          return multi.has(m[1]!) ? '(.+)' : '([^/]+)';
        })
        .join('/');
      const requestBody = deref(spec, raw.requestBody) as { required?: boolean; content?: Record<string, { schema?: Json }> } | undefined;
      const schema = requestBody?.content?.['application/json']?.schema;
      entries.push({
        id: String(raw.operationId),
        method: method.toUpperCase(),
        template,
        source: `^/${source}$`,
        names,
        literals,
        params: params
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map(({ name, in: where, required, schema }) => ({ name, in: where, required, schema })),
        ...(schema ? { body: { required: requestBody?.required === true, schema } } : {}),
      });
    }
  }
  return entries;
}

/** The index from the cache, made (and cached, whole or not at all) where there is none for this version. */
function readIndex(): IndexEntry[] {
  const pkg = specPackage();
  const version = (JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string }).version;
  const cacheDir = join(pkg, '..', '..', '.cache', 'proofgate');
  // Keyed by this file's own text too: an index made by other code than this is never read.
  const code = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 12);
  const cached = join(cacheDir, `openapi-index-${version}-${code}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as IndexEntry[];
  } catch {
    const entries = buildIndex(join(pkg, 'generated/api.github.com.json'));
    try {
      // Written aside and renamed: a test file starting beside this one reads a whole index or none.
      mkdirSync(cacheDir, { recursive: true });
      const part = `${cached}.${process.pid}`;
      writeFileSync(part, JSON.stringify(entries));
      renameSync(part, cached);
    } catch {
      // A read-only node_modules: every test file parses the description itself.
    }
    return entries;
  }
}

/** The indexed routes; schemas compile only when an operation is first used. */
export function openApi(): { ops: IndexedOperation[] } {
  if (loaded) return loaded;
  const ops = readIndex().map((e) => ({ ...e, pattern: new RegExp(e.source) }));
  // The most literal template wins: `/issues/comments/{id}` before `/issues/{number}/…`.
  ops.sort((a, b) => b.literals - a.literals);
  return (loaded = { ops });
}

export function findOperation(method: string, pathname: string): Operation | undefined {
  for (const op of openApi().ops) {
    if (op.method !== method) continue;
    const m = op.pattern.exec(pathname);
    if (!m) continue;
    const pathParams: Record<string, string> = {};
    op.names.forEach((name, i) => (pathParams[name] = decodeURIComponent(m[i + 1]!)));
    return { id: op.id, method: op.method, template: op.template, pathParams };
  }
  return undefined;
}

/** Resolves `#/components/...` references inline (the request schemas we use have no cycles; depth-guarded anyway). */
function deref(spec: Spec, node: unknown, depth = 0): unknown {
  if (depth > 40) throw new Error('schema reference depth exceeded');
  if (Array.isArray(node)) return node.map((n) => deref(spec, n, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const target = obj.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key], spec);
    return deref(spec, target, depth + 1);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'description' || k === 'examples' || k === 'example') continue;
    out[k] = deref(spec, v, depth + 1);
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false });
// OpenAPI formats the request schemas use; checked loosely, as GitHub parses them.
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S+$/i);
for (const f of [
  'int64',
  'int32',
  'email',
  'uuid',
  'binary',
  'hostname',
  'uri-template',
  'date',
  'repo.nwo',
  'ssh-key',
  'ssh-key fingerprint',
])
  ajv.addFormat(f, true);

interface CompiledOperation {
  params: Array<{ name: string; in: string; required: boolean; validate: ValidateFunction; integer: boolean }>;
  body?: { required: boolean; validate: ValidateFunction };
}
const compiled = new Map<string, CompiledOperation>();

function compile(id: string): CompiledOperation {
  const hit = compiled.get(id);
  if (hit) return hit;
  const op = openApi().ops.find((o) => o.id === id)!;
  const result: CompiledOperation = {
    params: op.params.map((p) => {
      const schema = p.schema ?? {};
      return { name: p.name, in: p.in, required: p.required === true, validate: ajv.compile(schema), integer: schema.type === 'integer' };
    }),
    body: op.body ? { required: op.body.required, validate: ajv.compile(op.body.schema) } : undefined,
  };
  compiled.set(id, result);
  return result;
}

/** Every way this request breaks the operation's published schema; empty when it conforms. */
export function validateRequest(op: Operation, query: URLSearchParams, body: unknown, hasBody: boolean): string[] {
  const c = compile(op.id);
  const problems: string[] = [];
  for (const p of c.params) {
    const raw = p.in === 'path' ? op.pathParams[p.name] : (query.get(p.name) ?? undefined);
    if (raw === undefined) {
      if (p.required) problems.push(`${p.in} parameter ${p.name} is required`);
      continue;
    }
    // Path and query values arrive as text; an integer parameter must be one.
    const value = p.integer ? (/^-?\d+$/.test(raw) ? Number(raw) : raw) : raw;
    if (!p.validate(value)) problems.push(`${p.in} parameter ${p.name}: ${ajv.errorsText(p.validate.errors)}`);
  }
  if (c.body) {
    if (!hasBody) {
      if (c.body.required) problems.push('request body is required');
    } else if (!c.body.validate(body)) {
      for (const e of c.body.validate.errors ?? []) problems.push(`body${e.instancePath} ${e.message}`);
    }
  }
  return problems;
}
