// `npm run bench`: every bench script, each printing ratios against a baseline measured in the same run.
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const scripts = readdirSync(new URL('.', import.meta.url)).filter(
  (f) => f.endsWith('.mjs') && !['run.mjs', 'lib.mjs'].includes(f) && (!only || f.startsWith(only)),
);
for (const s of scripts.sort()) await import(new URL(s, import.meta.url).href);
