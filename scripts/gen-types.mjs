// JSON Schema → TypeScript types, the validators (ajv's standalone code: no schema is compiled at
// run time), and the published copies under docs/schemas/.
// Run by `npm run build`; a test fails when any of them is stale.
import { readdir, readFile, writeFile as write, mkdir, rm } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';

const HEADER = '// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs';
const src = new URL('../src/schemas/', import.meta.url);
const docs = new URL('../docs/schemas/', import.meta.url);
const out = new URL('validators/', src);
/**
 * Writes a file only when its text changes: lint, types and the suite may read these files while
 * `npm run check:dist` regenerates them (.ci/run runs the checks side by side).
 */
const written = new Set();
async function writeFile(url, text) {
  written.add(url.href);
  const old = await readFile(url, 'utf8').catch(() => undefined);
  if (old !== text) await write(url, text);
}
await mkdir(docs, { recursive: true });
await mkdir(out, { recursive: true });
const names = (await readdir(src)).filter((f) => f.endsWith('.schema.json')).sort();

// The options src/schemas/validate.ts documents; RFC 3339 date-time: the calendar checked (no 30
// February), the offset required.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, code: { source: true, lines: true, esm: true } });
addFormats(ajv, ['date-time']);
// The helpers ajv's code requires, imported from ajv and ajv-formats. Both are CommonJS: native
// ESM (the tests) sees module.exports as `default` and the named exports, the bundle only `default`.
const RUNTIME = {
  'require("ajv/dist/runtime/ucs2length").default': [
    "import * as length from 'ajv/dist/runtime/ucs2length.js';",
    '(length.default.default ?? length.default)',
  ],
  // uniqueItems of objects or arrays (the rule packs' lists): a deep equality.
  'require("ajv/dist/runtime/equal").default': [
    "import * as equal from 'ajv/dist/runtime/equal.js';",
    '(equal.default.default ?? equal.default)',
  ],
  'require("ajv-formats/dist/formats").fullFormats': [
    "import * as formats from 'ajv-formats/dist/formats.js';",
    '(formats.fullFormats ?? formats.default.fullFormats)',
  ],
};

let types = `${HEADER}. Do not edit.\n`;
const ids = [];
for (const name of names) {
  const text = await readFile(new URL(name, src), 'utf8');
  await writeFile(new URL(name, docs), text);
  const schema = JSON.parse(text);
  const ts = await compile(schema, name, {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: false,
    format: true,
    ignoreMinAndMaxItems: true,
  });
  types += `\n${ts}`;

  // One module per schema: a command loads the validators it uses, and nothing else.
  const id = name.replace(/\.schema\.json$/, '');
  let code = standaloneCode(ajv, ajv.compile(schema)).replace(/^"use strict";/, '');
  const imports = [];
  for (const [call, [line, value]] of Object.entries(RUNTIME))
    if (code.includes(call)) {
      imports.push(line);
      code = code.replaceAll(call, value);
    }
  // A string has at least as many UTF-16 units as code points: maxLength needs counting the code
  // points (a loop over the string in JavaScript) only when its length is over the bound.
  const count = /const (func\d+) = \(length\.default/.exec(code)?.[1];
  if (count) code = code.replace(new RegExp(`\\b${count}\\(([\\w.]+)\\) > (\\d+)`, 'g'), `($1.length > $2 && ${count}($1) > $2)`);
  const left = /\brequire\(/.exec(code);
  if (left) throw new Error(`gen-types: ajv's code for ${name} still needs ${code.slice(left.index, left.index + 60)}`);
  await writeFile(new URL(`${id}.js`, out), `${HEADER} (ajv standalone code). Do not edit.\n${imports.join('\n')}\n${code.trim()}\n`);
  ids.push(id);
}
await writeFile(new URL('types.ts', src), types);
await writeFile(
  new URL('index.js', out),
  `${HEADER}. Do not edit.
export const validators = {
${ids.map((id) => `  '${id}': () => import('./${id}.js'),`).join('\n')}
};
`,
);
await writeFile(
  new URL('index.d.ts', out),
  `${HEADER}. Do not edit.
import type { ErrorObject } from 'ajv';

export type SchemaName =
${ids.map((id) => `  | '${id}'`).join('\n')};

/** ajv's validate function: true when valid, else its errors. */
export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Each schema's validator, loaded on first use. */
export declare const validators: Record<SchemaName, () => Promise<{ default: Validate }>>;
`,
);
// A validator of a schema that no longer exists goes with it.
for (const f of await readdir(out)) if (!written.has(new URL(f, out).href)) await rm(new URL(f, out));
console.log(`types and validators: ${names.length} schema(s)`);
