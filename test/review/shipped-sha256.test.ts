import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUILTIN_RULE_SET_SHA256, SHIPPED_DOC_SHA256, shippedDocSha256 } from '../../src/review/shipped-sha256.js';
import { BUILTIN_RULES } from '../../src/review/builtin-rules.js';
import { ruleSetSha256 } from '../../src/review/rule-identity.js';
import { sha256 } from '../../src/text/hash.js';
import { ROOT } from '../support/run.js';

// The build hashes what ships beside the bundle (scripts/gen-shipped.mjs); these are the hashes the
// commands would compute, so an edited rule document without `npm run build` fails here.
describe('the hashes the build took of the shipped rules', () => {
  const rules = join(ROOT, 'rules');
  const docs = readdirSync(rules, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(rules, join(e.parentPath, e.name)).split('\\').join('/'));

  it('are those of every document under rules/ as it is now, and of no other', () => {
    expect(Object.keys(SHIPPED_DOC_SHA256).sort()).toEqual(docs.sort());
    for (const d of docs) expect(SHIPPED_DOC_SHA256[d], `rules/${d}: run npm run build`).toBe(sha256(readFileSync(join(rules, d), 'utf8')));
  });

  it('give the built-in rule set the hash its rules have, and refuse a document they do not name', () => {
    const builtin = BUILTIN_RULES.map((def) => ({
      ...def,
      origin: 'builtin' as const,
      docSha256: sha256(readFileSync(join(rules, `${def.id}.md`), 'utf8')),
    }));
    expect(BUILTIN_RULE_SET_SHA256).toBe(ruleSetSha256(builtin));
    expect(() => shippedDocSha256('no-such-rule.md')).toThrow(/rules\/no-such-rule\.md was not hashed by the build/);
  });
});
