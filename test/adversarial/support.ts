// Shared by the adversarial suite: canaries planted in the runner's environment and the
// repository, and the search of every sink a run can write to.
import { unescapeMarkdown } from '../support/markdown.js';
import { expect } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionCase, cli, type ActionRun, type Run } from '../support/run.js';
import { commitAll, copyOf, git, makeCartRepo, writeRepoFile } from '../support/repo.js';
import type { GitHubServer } from '../support/github-server.js';
import { FAKE_SECRETS } from '../support/canaries.js';

/** Secrets a runner holds, built at run time so no scanner trips on the source. */
export const ENV_CANARIES = {
  GITHUB_TOKEN: 'ghs_' + 'C4N4RY'.repeat(6),
  ACTIONS_RUNTIME_TOKEN: 'runtime-' + 'C4N4RY'.repeat(5),
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-' + 'C4N4RY'.repeat(5),
  SECRET_X: 'secret-x-' + 'C4N4RY'.repeat(5),
};
/** A value committed in the repository's `.env`. */
export const DOTENV_CANARY = 'dotenv-' + 'C4N4RY'.repeat(5);
/** Shaped secrets a finding may quote; for the URL only its password must never appear. */
export const QUOTED = [FAKE_SECRETS.github_classic!, FAKE_SECRETS.aws!, FAKE_SECRETS.stripe!, FAKE_SECRETS.url!];
/** What must never appear in any sink. */
export const CANARIES = [...Object.values(ENV_CANARIES), DOTENV_CANARY, ...QUOTED.slice(0, 3), 'hunter2Sup3rS3cret'];

/** Regular files under `dir`, `.git` aside; symlinks are not followed (a link may lead to /proc). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '.git' ? [] : filesUnder(path);
    return e.isFile() ? [path] : [];
  });
}

/**
 * Every place a run could leak to, as text: its streams, the job summary and outputs (for an
 * action), every file under `dirs` that `skip` does not exempt (the untrusted inputs themselves),
 * and every request body the local GitHub API server received.
 */
export function sinks(
  r: Run | ActionRun,
  dirs: string[],
  server?: GitHubServer,
  skip: (file: string) => boolean = () => false,
): Record<string, string> {
  const out: Record<string, string> = { stdout: r.stdout, stderr: r.stderr };
  if ('summary' in r) Object.assign(out, { summary: r.summary, outputs: JSON.stringify(r.outputs) });
  for (const dir of dirs) for (const f of filesUnder(dir)) if (!skip(f)) out[f] = readFileSync(f, 'latin1');
  if (server) out.api = JSON.stringify(server.requests.map((q) => q.body));
  return out;
}

/**
 * The text as a reader of its rendered page reads it: Markdown's backslash escapes (`ghp\_…` shows
 * `ghp_…`), character references and characters that render as nothing taken out, so a canary
 * escaped on its way into a summary, a comment or a check run is found all the same.
 */
function asShown(text: string): string {
  return unescapeMarkdown(text)
    .replace(/&#(\d+);|&#x([0-9a-f]+);/gi, (m, dec?: string, hex?: string) => {
      const n = dec ? Number(dec) : parseInt(hex!, 16);
      return n <= 0x10ffff ? String.fromCodePoint(n) : m;
    })
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '');
}

/**
 * A run that ended without a verdict (exit 2 or 3) carries one nowhere (hazard 660): no recommendation or score output,
 * `json` the error, the --json file absent or the error, and that file renders no success.
 */
export function expectNoVerdict(outputs: Record<string, string | undefined>, dir: string, jsonFile: string): void {
  expect([outputs.recommendation ?? '', outputs['quality-score'] ?? '']).toEqual(['', '']);
  expect(JSON.parse(outputs.json!)).toEqual({ error: expect.any(String), exitCode: Number(outputs['exit-code']) });
  expect(Number(outputs['exit-code'])).toBeGreaterThanOrEqual(2);
  expectNoVerdictFile(dir, jsonFile);
}

/** The --json file of a run without a verdict: absent, or the error; `test-review render --as conclusion` of it no success. */
export function expectNoVerdictFile(dir: string, jsonFile: string): void {
  const file = join(dir, jsonFile);
  if (existsSync(file)) expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ error: expect.any(String) });
  const rendered = cli(dir, ['test-review', 'render', '--verdict', jsonFile, '--as', 'conclusion']);
  expect([rendered.code, rendered.stdout.trim()]).not.toEqual([0, 'success']);
  expect(rendered.code).toBe(2);
}

export function expectNoCanary(where: Record<string, string>, canaries: string[] = CANARIES): void {
  for (const [sink, text] of Object.entries(where)) {
    const shown = asShown(text);
    for (const c of canaries) expect(text.includes(c) || shown.includes(c), `${c.slice(0, 12)}… leaked into ${sink}`).toBe(false);
  }
}

/**
 * The review-gate action on pull request #7 (`base`..HEAD) with the runner's canaries, SARIF written
 * to out.sarif; `runner.env` adds to the runner's variables (GITHUB_EVENT_NAME: another event) and
 * `runner.event` replaces the pull request's payload.
 */
export function gateOnPullRequest(
  github: GitHubServer,
  repo: string,
  id: string,
  base: string,
  inputs: Record<string, string> = {},
  runner: { env?: Record<string, string>; event?: unknown } = {},
): Promise<ActionRun> {
  return actionCase(
    'review-gate.js',
    repo,
    { id, 'github-token': ENV_CANARIES.GITHUB_TOKEN, 'upload-artifact': 'false', 'sarif-file': 'out.sarif', ...inputs },
    {
      env: { ...ENV_CANARIES, GITHUB_API_URL: github.url, GITHUB_REPOSITORY: 'acme/shop', ...runner.env },
      event: runner.event ?? {
        pull_request: {
          number: 7,
          base: { sha: git(repo, 'rev-parse', base).trim() },
          head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
        },
      },
    },
  );
}

/**
 * A matrix job's part (no attempt record) in `repo/parts/<name>`, for `review merge --from`: its
 * findings, and coverage completing `paths` with one completed attempt of `unit` (by `reviewer`, when given);
 * given `attempts` ending in a failure, the part says it failed `paths`.
 */
export function writePart(
  repo: string,
  scopeSha256: string,
  name: string,
  unit: string,
  paths: string[],
  findings: unknown[],
  reviewer?: string,
  attempts: ('completed' | 'failed')[] = ['completed'],
): string {
  const dir = join(repo, 'parts', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'findings.json'), JSON.stringify({ schema: 'bmad-plus/review-findings/1', scopeSha256, findings }));
  const failed = attempts.at(-1) === 'failed';
  const items = paths.map((path) => (failed ? { path, outcome: 'failed', reason: 'agent crashed' } : { path, outcome: 'completed' }));
  writeFileSync(
    join(dir, 'coverage.json'),
    JSON.stringify({
      schema: 'bmad-plus/review-coverage/1',
      scopeSha256,
      ...(reviewer !== undefined ? { reviewer } : {}),
      items,
      units: [{ id: unit, attempts }],
      run: { stop: 'completed' },
    }),
  );
  return dir;
}

/**
 * The cart repository (with `files` committed on top, when given) sealed by the CLI bundle as review
 * `id` with `args`: sealed once per test process for the same arguments and copied, since a scope run
 * is a bundle start and a copy is the same repository and scope (see copyOf).
 */
export function sealedCart(id: string, args: string[] = [], files?: Record<string, string>): string {
  return copyOf(
    `cart sealed ${JSON.stringify([id, args, files])}`,
    () => {
      const repo = makeCartRepo();
      if (files) {
        for (const [path, text] of Object.entries(files)) writeRepoFile(repo, path, text);
        commitAll(repo, 'fixture');
      }
      expect(cli(repo, ['review', 'scope', id, ...args]).code).toBe(0);
      return repo;
    },
    'proofgate-cart-',
  );
}
