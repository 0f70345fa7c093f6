import { describe, expect, test } from 'vitest';
import {
  assertSafePaths,
  isNoise,
  isReviewedFile,
  isRunnerFile,
  isTestFile,
  isUnscorableTestArtifact,
  testGlobMatcher,
} from '../../src/test-review/detect.js';

describe('test-file detection', () => {
  test.each([
    'tests/integration.rs',
    'Tests/FooTests.swift',
    'TESTS/upper.ts',
    'src/foo.test-e2e.ts',
    'src/cart.spec.ts',
    'pkg/cart_test.go',
    'app/test_cart.py',
    'spec/models/user_spec.rb',
    'src/CartTest.java',
    'e2e/login.cy.ts',
    'app/.maestro/login.yaml',
    'flows/login.flow.yml',
    'src/login.test.mts',
    '__tests__/login.cts',
    'app/src/androidTest/java/Login.kt',
    'src/MyApp.UnitTests/LoginShould.cs',
    'lib/login_test.dart',
    'src/LoginSpec.groovy',
  ])('accepts %s', (p) => expect(isTestFile(p)).toBe(true));
  test.each([
    'src/test-utils/helpers.ts',
    'src/latest/run.ts',
    'tests/data.json',
    'e2e/docker-compose.yaml',
    'docs/example.spec.md',
    'src/integration.rs',
    'app/.maestro/config.yaml',
    'src/cart.TS',
    'src/contest/run.ts',
    'src/Contest.ts',
    'src/exit.ts',
  ])('rejects %s', (p) => expect(isTestFile(p)).toBe(false));
  test('--test-glob: substring or /regex/ (an invalid regex is refused with the options: verdict.test.ts)', () => {
    expect(isTestFile('checks/cart.bats', testGlobMatcher(['.bats']))).toBe(true);
    expect(isTestFile('qa/x.ts', testGlobMatcher(['/^qa\\//']))).toBe(true);
  });
});

describe('test runner configuration and setup', () => {
  test.each([
    'vitest.config.ts',
    'web/vite.config.mts',
    'jest.config.json',
    'conftest.py',
    'pytest.ini',
    '.mocharc.yml',
    'src/jest.setup.ts',
  ])('reviews %s, and never counts it as a removed test', (p) => {
    expect(isRunnerFile(p)).toBe(true);
    expect(isReviewedFile(p)).toBe(true);
    expect(isTestFile(p)).toBe(false);
  });
  test.each(['src/config.ts', 'vite.ts', 'docs/jest.md', 'setup.py'])('leaves %s to the context', (p) =>
    expect(isReviewedFile(p)).toBe(false),
  );
});

describe('noise and unscorable artifacts', () => {
  test.each([
    'package-lock.json',
    'web/yarn.lock',
    'dist/app.js',
    'node_modules/x/index.js',
    'src/__snapshots__/a.snap',
    'img/logo.png',
    'vendor/a.min.js',
  ])('%s is noise', (p) => expect(isNoise(p)).toBe(true));
  test.each(['features/checkout.feature', 'api/smoke.http', 'cypress/fixtures/users.yaml'])('%s is an unscorable test artifact', (p) =>
    expect(isUnscorableTestArtifact(p)).toBe(true),
  );
  test('a plain config file is not', () => expect(isUnscorableTestArtifact('config/app.yaml')).toBe(false));
});

describe('hostile paths are refused before the prompt (exit 2)', () => {
  test.each([
    'tests/a\nb.spec.ts',
    'tests/a\rb.spec.ts',
    'tests/a\0.spec.ts',
    'tests/---END FILES abc---.spec.ts',
    'tests/---BEGIN CONTEXT---.ts',
  ])('%j', (p) => {
    expect(() => assertSafePaths([p], 'the diff')).toThrow(expect.objectContaining({ exitCode: 2 }));
  });
  test('an ordinary path passes', () => expect(() => assertSafePaths(['tests/a b—é.spec.ts'], 'x')).not.toThrow());
});
