// JSON Schema → TypeScript types, and the published copies under docs/schemas/.
// Run by `npm run build`; a test fails when either is stale.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';

const src = new URL('../src/schemas/', import.meta.url);
const docs = new URL('../docs/schemas/', import.meta.url);
await mkdir(docs, { recursive: true });
const names = (await readdir(src)).filter((f) => f.endsWith('.schema.json')).sort();
let types = '// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.\n';
for (const name of names) {
  const text = await readFile(new URL(name, src), 'utf8');
  await writeFile(new URL(name, docs), text);
  const ts = await compile(JSON.parse(text), name, {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: false,
    format: true,
    ignoreMinAndMaxItems: true,
  });
  types += `\n${ts}`;
}
await writeFile(new URL('types.ts', src), types);
console.log(`types: ${names.length} schema(s)`);
