// SARIF as code scanning takes it: the built CLI writes it for a review with hostile file names,
// Microsoft's SARIF Multitool validates it with GitHub's rules, and ajv with the official schema.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { commitAll, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, writeCoverage, writeFindings } from '../support/review.js';
import { actionCase, cliCase } from '../support/run.js';
import { needs } from '../support/needs.js';

const require = createRequire(import.meta.url);
/** The Multitool's platform package carries the official SARIF 2.1.0 schema beside the binary. */
const MULTITOOL_PLATFORM = (() => {
  try {
    return join(require.resolve('@microsoft/sarif-multitool-linux/package.json'), '..');
  } catch {
    return undefined;
  }
})();
const multitool = needs(
  [process.platform === 'linux' && process.arch === 'x64', 'SARIF Multitool ships here for linux x64 only'],
  [MULTITOOL_PLATFORM !== undefined, '@microsoft/sarif-multitool-linux is not installed'],
);

const NAMES = ['src/with space.js', 'src/hash#and%percent.js', 'src/é-accent.js', 'src/日本.js'];
const LINE = 'export const value = compute(input) + 1;';

/** The review of hostile names; `incomplete`: with no coverage.json, so the SARIF carries a failed invocation (#209). */
async function hostileReview({ incomplete = false } = {}): Promise<{ repo: string; sarif: Record<string, any>; file: string }> {
  const repo = makeCartRepo();
  mkdirSync(join(repo, 'src'), { recursive: true });
  for (const n of NAMES) writeFileSync(join(repo, n), `${LINE}\n`);
  commitAll(repo, 'hostile names');
  expect((await cliCase(repo, ['review', 'scope', 'h', '--base', 'HEAD~1'])).code).toBe(0);
  const base = { ...CART_FINDING, existing_code: LINE, evidence: 'Read it.' };
  writeFindings(repo, 'h', [
    ...NAMES.map((path, i) => ({ ...base, id: `F${i}`, path })),
    // Two findings on one quote, one category, two severities: two results, two fingerprints.
    { ...base, id: 'T1', path: NAMES[0], severity: 'low', content: 'A second problem on the same line.' },
    { ...base, id: 'S1', path: NAMES[1], category: 'security', severity: 'critical', content: 'Input reaches compute unchecked.' },
  ]);
  if (!incomplete)
    writeCoverage(
      repo,
      'h',
      NAMES.map((path) => ({ path, outcome: 'completed' })),
    );
  const gate = await cliCase(repo, ['review', 'gate', 'h', '--sarif', 'out.sarif']);
  expect(gate.code, gate.stderr).toBe(incomplete ? 2 : 1);
  const file = join(repo, 'out.sarif');
  return { repo, sarif: JSON.parse(readFileSync(file, 'utf8')), file };
}

describe('SARIF for code scanning (built CLI, hostile names)', () => {
  it('percent-encodes URIs, describes every rule, gives security results a severity, keeps two findings on one quote apart', async () => {
    const { sarif } = await hostileReview();
    const run = sarif.runs[0];
    const uris = run.results.map((r: any) => r.locations[0].physicalLocation.artifactLocation.uri);
    expect(uris).toContain('src/with%20space.js');
    expect(uris).toContain('src/hash%23and%25percent.js');
    expect(uris).toContain('src/%C3%A9-accent.js');
    for (const u of uris) expect(u).toMatch(/^[A-Za-z0-9\-._~%!$&'()*+,;=:@/]+$/);
    for (const rule of run.tool.driver.rules) {
      expect(rule.shortDescription.text).toBeTruthy();
      expect(rule.fullDescription.text).toBeTruthy();
      expect(rule.help.text).toBeTruthy();
    }
    const security = run.results.find((r: any) => r.properties.id === 'S1');
    const rule = run.tool.driver.rules.find((r: any) => r.id === security.ruleId);
    expect(rule.properties['security-severity']).toBe('9.5');
    expect(rule.properties.tags).toContain('security');
    const prints = run.results.map((r: any) => Object.values(r.partialFingerprints).join());
    expect(new Set(prints).size).toBe(prints.length);
    expect(JSON.stringify(sarif)).not.toContain('OWNER');
  });

  it('validates against the official SARIF 2.1.0 schema (ajv)', async () => {
    if (!MULTITOOL_PLATFORM) throw new Error('the SARIF schema comes with @microsoft/sarif-multitool-linux: run npm ci');
    const schema = JSON.parse(readFileSync(join(MULTITOOL_PLATFORM, 'sarif-2.1.0.json'), 'utf8'));
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    for (const incomplete of [false, true]) {
      const { sarif } = await hostileReview({ incomplete });
      expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
      expect(sarif.runs[0].invocations[0].executionSuccessful).toBe(!incomplete);
    }
  });

  it.skipIf(multitool.skip)(
    multitool.title(
      "SARIF Multitool with GitHub's rules: the action's file has no error and no warning, a local run's only lacks informationUri",
    ),
    async () => {
      const { repo, file } = await hostileReview({ incomplete: true });
      // A local run does not know where proofgate is published: one warning, for that alone.
      expect(multitoolProblems(file)).toEqual([
        "warning SARIF2005: runs[0].tool.driver: The tool 'proofgate' does not provide 'informationUri'. This property helps the developer responsible for addessing a result by providing a way to learn more about the tool.",
      ]);
      // The review-gate action, run from a repository as a workflow's `uses:` runs it, names that repository.
      writeCoverage(
        repo,
        'h',
        NAMES.map((path) => ({ path, outcome: 'completed' })),
      );
      const action = await actionCase(
        'review-gate.js',
        repo,
        { id: 'h', 'upload-artifact': 'false', 'sarif-file': 'action.sarif' },
        { env: { GITHUB_SERVER_URL: 'https://github.com', GITHUB_ACTION_REPOSITORY: 'acme/proofgate' } },
      );
      expect(action.outputs.verdict, action.stdout + action.stderr).toBe('findings');
      const written = join(repo, 'action.sarif');
      expect(JSON.parse(readFileSync(written, 'utf8')).runs[0].tool.driver.informationUri).toBe('https://github.com/acme/proofgate');
      expect(multitoolProblems(written)).toEqual([]);
    },
  );
});

/**
 * Errors and warnings of SARIF Multitool's `validate` with GitHub's rules and its own, as lines. A
 * result that names no level has its rule's default level, and a rule with none is a warning
 * (SARIF 3.27.10): most of its results name none, so a filter on `level` alone would pass anything.
 */
function multitoolProblems(file: string): string[] {
  const out = join(mkdtempSync(join(tmpdir(), 'pg-sarif-')), 'log.sarif');
  const bin = join(MULTITOOL_PLATFORM!, 'Sarif.Multitool');
  // The package's own postinstall makes it executable; `npm ci --ignore-scripts` skips that.
  if ((statSync(bin).mode & 0o100) === 0) chmodSync(bin, 0o755);
  const r = spawnSync(bin, ['validate', file, '--rule-kind', 'Gh;Sarif', '--output', out, '--log', 'ForceOverwrite'], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: tmpdir(),
      DOTNET_CLI_TELEMETRY_OPTOUT: '1',
      DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1',
    },
    timeout: 280_000,
  });
  expect(existsSync(out), r.stdout + r.stderr).toBe(true);
  const run = JSON.parse(readFileSync(out, 'utf8')).runs[0];
  const rules = new Map<string, any>((run.tool.driver.rules ?? []).map((rule: any) => [rule.id, rule]));
  return (run.results ?? []).flatMap((x: any) => {
    const rule = rules.get(x.ruleId);
    const level = x.level ?? rule?.defaultConfiguration?.level ?? 'warning';
    if (level !== 'error' && level !== 'warning') return [];
    const template: string = x.message.text ?? rule?.messageStrings?.[x.message.id]?.text ?? x.message.id;
    const text = template.replace(/\{(\d+)\}/g, (_: string, i: string) => x.message.arguments?.[Number(i)] ?? '');
    return [`${level} ${x.ruleId}: ${text}`];
  });
}
