import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReport } from '../../src/test-review/report.js';
import { runErrors } from '../../src/uat/runs.js';
import { specErrors } from '../../src/uat/spec.js';
import { schemaErrors } from '../../src/schemas/validate.js';
import { ProofgateError } from '../../src/text/errors.js';
import { ROOT } from '../support/run.js';
import { EXAMPLE, specSha } from '../uat/support.js';
import { editedLines } from './mutate.js';
import { params } from './settings.js';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'tea-reports', 'approve.md');
const valid = readFileSync(FIXTURE, 'utf8');

/** Parsing either yields a report or refuses with a ProofgateError (exit 3): never a crash. */
function parseOrRefuse(text: string): ReturnType<typeof parseReport> | undefined {
  try {
    return parseReport(text, { registry: null });
  } catch (err) {
    expect(err).toBeInstanceOf(ProofgateError);
    expect((err as ProofgateError).exitCode).toBe(3);
    return undefined;
  }
}

describe('fuzz: the test-review report parser fails closed', () => {
  it('arbitrary text never crashes it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => void parseOrRefuse(text)),
      params,
    );
  });

  it('mutations of a valid report: refused, or a recommendation from the closed set', () => {
    const reports = editedLines(
      valid,
      fc.constantFrom('**Recommendation**: Approve', '```', '## Decision', '**Quality Score**: 100/100', '<!-- -->', '| C1 | x |'),
    );
    fc.assert(
      fc.property(reports, (text) => {
        const r = parseOrRefuse(text);
        if (r) expect(JSON.stringify(r)).toMatch(/"(Approve|Approve with Comments|Request Changes|Block)"/);
      }),
      params,
    );
  });
});

describe('fuzz: uat files', () => {
  const sha = specSha(EXAMPLE);
  it('runErrors never throws; a status outside the vocabulary is always an error', async () => {
    const status = fc.oneof(
      fc.constantFrom('pass', 'fail', 'blocked', 'skip', null, 'pass ', 'PASS', 'ok', ''),
      fc.string({ maxLength: 5 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ expect: fc.constantFrom('E1', 'E2', 'E3', 'E9'), status }), { maxLength: 6 }),
        fc.anything(),
        async (answers, junk) => {
          const run = { schema: 'bmad-plus/uat-run/1', specId: EXAMPLE.id, specSha256: sha, answers, junk };
          const errors = await runErrors(run, EXAMPLE as never, sha);
          expect(Array.isArray(errors)).toBe(true);
          if (answers.some((a) => !['pass', 'fail', 'blocked', 'skip', null].includes(a.status))) expect(errors.length).toBeGreaterThan(0);
          expect(await runErrors(junk, EXAMPLE as never, sha)).toEqual(expect.any(Array));
        },
      ),
      params,
    );
  });
  it('spec validation and the triage schema never throw on arbitrary values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (value) => {
        expect(await specErrors(value, 'x')).toEqual(expect.any(Array));
        expect(await schemaErrors('uat-triage', value)).toEqual(expect.any(Array));
      }),
      params,
    );
  });
});
