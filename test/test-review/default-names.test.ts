// Hazard row 381: a test named by a runner's default discovery pattern is a test wherever it lies,
// not context (a change that only skips or deletes it was "no changed test files", exit 0). Through
// the bundle: test/adversarial/test-review.test.ts.
import { describe, expect, test } from 'vitest';
import { disabledByRename, isTestFile } from '../../src/test-review/detect.js';

describe('#381 runners default test-file names, outside a test folder', () => {
  test.each([
    // unittest's and Django's `test*.py`; pytest's `test_*.py` and `*_test.py`.
    ['Django', 'polls/tests.py'],
    ['unittest', 'app/test.py'],
    ['unittest', 'app/testCart.py'],
    ['unittest', 'app/test2.py'],
    ['unittest', 'app/tests_models.py'],
    ['pytest', 'app/test_cart.py'],
    ['pytest', 'app/cart_test.py'],
    // node --test: *.test, *-test, *_test, test-*, test (.js .mjs .cjs; .ts .mts .cts when it strips types).
    ['node --test', 'src/parser-test.mjs'],
    ['node --test', 'src/parser-test.cjs'],
    ['node --test', 'src/parser-test.ts'],
    ['node --test', 'src/parser-test.cts'],
    ['node --test', 'src/test-parser.js'],
    ['node --test', 'src/test-parser.v2.mts'],
    ['node --test', 'lib/test.js'],
    ['node --test', 'lib/test.cjs'],
    ['node --test', 'lib/test.mts'],
    ['node --test', 'src/parser.test.mjs'],
    ['node --test', 'src/parser_test.cjs'],
    // Deno: test.*, *_test.*, *.test.* over ts tsx mts js mjs jsx.
    ['Deno', 'src/test.ts'],
    ['Deno', 'src/test.tsx'],
    ['Deno', 'src/test.jsx'],
    ['Deno', 'src/parser_test.tsx'],
    ['Deno', 'src/parser.test.mjs'],
    // Pester: *.Tests.ps1 (PowerShell matches names in any case).
    ['Pester', 'scripts/Deploy.Tests.ps1'],
    ['Pester', 'scripts/deploy.tests.ps1'],
    ['Pester', 'scripts/Deploy.TESTS.PS1'],
  ])('#381 %s: %s is a test', (_runner, path) => expect(isTestFile(path)).toBe(true));

  test.each([
    'src/testing-utils.js',
    'src/contest.js',
    'src/latest.js',
    'app/attest.py',
    'app/testing.py',
    'app/testutils.py',
    'app/contest.py',
    'src/latest.ts',
    'src/protest.mjs',
    'src/tests.js',
    'src/testament.mjs',
    'src/test.config.js',
    'src/test.go',
    'src/test-data.json',
    'src/parser-test.go',
    'src/parser-test.py',
    'app/Test_cart.py',
    'app/test.PY',
    'src/TEST.js',
    'scripts/Invoke-Test.ps1',
    'scripts/Deploy.ps1',
    'scripts/Tests.ps1',
  ])('#381 %s stays context', (path) => expect(isTestFile(path)).toBe(false));

  test.each([
    ['polls/tests.py', 'polls/checks.py'],
    ['src/parser-test.mjs', 'src/parser.mjs'],
    ['scripts/Deploy.Tests.ps1', 'scripts/Deploy.ps1'],
  ])('#381 renaming %s to %s stops its runner collecting it', (from, to) => expect(disabledByRename(from, to, () => false)).toBe(true));
});
