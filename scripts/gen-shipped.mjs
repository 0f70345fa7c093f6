// The SHA-256 of what ships beside the bundle and is fixed by the build: each document under rules/,
// and the rule set of the built-ins alone. A command that only lists rules (`review rules`) then
// starts without loading node:crypto. Run by `npm run build`; a test fails when the file is stale.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = 'src/review/shipped-sha256.ts';
// Hashed as the commands hash them: the text read as UTF-8.
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Imports source modules as they are: each with the modules it imports, transpiled into a scratch folder. */
async function importSources(entries) {
  const tmp = mkdtempSync(join(tmpdir(), 'proofgate-gen-'));
  try {
    writeFileSync(join(tmp, 'package.json'), '{"type":"module"}\n');
    const todo = [...entries];
    const seen = new Set();
    while (todo.length > 0) {
      const file = todo.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/^import (?!type )[^;]*? from '(\.\.?\/[^']+)\.js';$/gms))
        todo.push(posix.join(posix.dirname(file), `${m[1]}.ts`));
      const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
      const out = join(tmp, file.replace(/\.ts$/, '.js'));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, js.outputText);
    }
    return await Promise.all(entries.map((e) => import(pathToFileURL(join(tmp, e.replace(/\.ts$/, '.js'))).href)));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const docs = readdirSync(join(root, 'rules'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.md'))
  .map((e) => relative(join(root, 'rules'), join(e.parentPath, e.name)).split('\\').join('/'))
  .sort();
const docSha256 = Object.fromEntries(docs.map((d) => [d, sha256(readFileSync(join(root, 'rules', d), 'utf8'))]));
const [{ BUILTIN_RULES }, { ruleSetSha256 }] = await importSources(['src/review/builtin-rules.ts', 'src/review/rule-identity.ts']);
const builtinSet = ruleSetSha256(BUILTIN_RULES.map((def) => ({ ...def, origin: 'builtin', docSha256: docSha256[`${def.id}.md`] })));

const text = [
  '// Generated from rules/ and src/review/builtin-rules.ts by scripts/gen-shipped.mjs',
  '',
  '/** SHA-256 of each document shipped under rules/ (its text as UTF-8), by its path there. */',
  'export const SHIPPED_DOC_SHA256: Readonly<Record<string, string>> = {',
  ...docs.map((d) => `  '${d}': '${docSha256[d]}',`),
  '};',
  '',
  "/** A shipped document's hash: one the build did not see is a package built from other files. */",
  'export function shippedDocSha256(path: string): string {',
  '  const hash = SHIPPED_DOC_SHA256[path];',
  '  if (hash === undefined) throw new Error(`proofgate: rules/${path} was not hashed by the build (run npm run build)`);',
  '  return hash;',
  '}',
  '',
  '/** The rule set of the built-in rules alone: what a project that changes none of them is reviewed by. */',
  `export const BUILTIN_RULE_SET_SHA256 = '${builtinSet}';`,
  '',
].join('\n');
const out = join(root, OUT);
// Written only when it changes: lint and types may read it while `npm run check:dist` rebuilds.
if (readFileSync(out, { encoding: 'utf8', flag: 'a+' }) !== text) writeFileSync(out, text);
