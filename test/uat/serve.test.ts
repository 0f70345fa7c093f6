import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { cli } from '../support/run.js';
import { call, EXAMPLE, exited, launch, openAddress, project, readJson, serve, UAT, writeSpec } from './support.js';
import type { PageGlobals } from './support.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function tickAndWait(page: Page, id: string, choice: string, state: 'project' | 'local-only'): Promise<number> {
  await page.click(`[data-expect="${id}"] [data-choice="${choice}"]`);
  const revision = Number(
    await page.evaluate(
      () => JSON.parse((globalThis as unknown as PageGlobals).localStorage.getItem('proofgate-uat:example-1.0.0')!).revision,
    ),
  );
  await page.waitForSelector(`#status[data-state="${state}"][data-revision="${revision}"]`);
  return revision;
}

describe('uat serve end to end', () => {
  it('writes every tick into results/, read and gate see it, and a killed server loses no saved answer', async () => {
    const dir = project();
    const served = await serve(dir, 0);
    const { base } = served;
    let { child, url, token } = served;
    const port = new URL(base).port;
    // A page opened before anything changes, used at the end for the revision guard.
    const ctx2 = await browser.newContext();
    const old = await ctx2.newPage();
    await old.goto(url);
    await old.waitForSelector('body[data-ready="1"]');
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(url);
    await page.waitForSelector('body[data-ready="1"]');
    // The key is out of the address bar at once.
    expect(page.url()).toBe(base);
    expect(await page.textContent('.storage')).toContain('saved in the project');
    await page.fill('#tester-name', 'Ana Test');
    await page.click('#start');
    await page.waitForSelector('#status[data-state="project"]');
    const results = join(dir, UAT, 'results/example-1.0.0');
    const [name] = readdirSync(results);
    const file = join(results, name!);
    const onDisk = () => readJson(file);

    let rev = await tickAndWait(page, 'E1', 'pass', 'project');
    expect(onDisk().revision).toBe(rev);
    expect(onDisk().answers[0].status).toBe('pass');
    await page.click('#next');
    rev = await tickAndWait(page, 'E2', 'pass', 'project');
    expect(onDisk()).toMatchObject({ revision: rev, tester: 'Ana Test', finishedAt: null });

    // DNS rebinding: a request naming another host is refused, whatever it carries.
    expect((await call(base + 'api/state', { headers: { host: 'evil.example', 'x-proofgate-token': token } })).status).toBe(403);

    let read = cli(dir, ['uat', 'read', 'example-1.0.0']);
    expect(read.code).toBe(0);
    expect(read.stdout).toContain('passed 2, failed 0, blocked 0, skipped 0, to do 3');
    let gate = cli(dir, ['uat', 'gate', 'example-1.0.0']);
    expect(gate.code).toBe(2);
    expect(gate.stdout).toContain('is not finished: 3 of 5 expectations still to do');

    // Kill the server hard mid-run: what it confirmed is on disk, whole.
    child.kill('SIGKILL');
    await exited(child);
    expect(
      onDisk()
        .answers.slice(0, 2)
        .map((a: { status: string }) => a.status),
    ).toEqual(['pass', 'pass']);
    await tickAndWait(page, 'E3', 'fail', 'local-only');
    expect(await page.textContent('#status')).toContain('the project did not answer');
    expect(onDisk().answers[2].status).toBeNull();

    // Back up on the same port, with a new key: the page still holding the old one saves nothing and says so.
    ({ child, url, token } = await serve(dir, Number(port)));
    await page.click('#next');
    await tickAndWait(page, 'E4', 'pass', 'local-only');
    await page.waitForSelector('[data-notice="no_key"]');
    expect(onDisk().answers[3].status).toBeNull();
    // The tester opens the new address in the same tab: the next tick carries the whole run, nothing was lost.
    await openAddress(page, url);
    rev = await tickAndWait(page, 'E5', 'pass', 'project');
    expect(await page.$('[data-notice="no_key"]')).toBeNull();
    await page.click('#finish');
    await page.waitForSelector('#status[data-state="project"]');
    expect(onDisk().answers.map((a: { status: string }) => a.status)).toEqual(['pass', 'pass', 'fail', 'pass', 'pass']);
    expect(onDisk().finishedAt).not.toBeNull();
    read = cli(dir, ['uat', 'read', 'example-1.0.0']);
    expect(read.code).toBe(1);
    gate = cli(dir, ['uat', 'gate', 'example-1.0.0']);
    expect(gate.code).toBe(1);
    expect(gate.stdout).toContain('E3 (failed) is not triaged');

    // An older copy cannot overwrite a newer one, and a run for another revision is refused.
    const stale = { ...onDisk(), revision: 1 };
    const post = (body: unknown) =>
      page.evaluate(
        async ([b, key]) =>
          (
            await fetch('/api/run', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-proofgate-token': key },
              body: JSON.stringify(b),
            })
          ).status,
        [body, token] as const,
      );
    expect(await post(stale)).toBe(409);
    expect(await post({ ...onDisk(), revision: 999, specSha256: 'a'.repeat(64) })).toBe(409);
    expect(onDisk().revision).toBeGreaterThan(rev);

    // The spec changes on disk: a page built from the old one refuses to start a run.
    const changed = structuredClone(EXAMPLE);
    changed.steps[0].expect[0].text = 'A page titled Your booking opens at once';
    writeSpec(dir, changed);
    await openAddress(old, url);
    await old.fill('#tester-name', 'Bea Test');
    await old.click('#start');
    await old.waitForSelector('[data-notice="stale_page"]');
    expect(await old.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('proofgate-uat:example-1.0.0'))).toBeNull();
    expect(readdirSync(results)).toEqual([name]);
    expect(cli(dir, ['uat', 'gate', 'example-1.0.0']).code).toBe(3);

    await ctx.close();
    await ctx2.close();
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(readFileSync(file, 'utf8').endsWith('}\n')).toBe(true);
  });

  it("a second tester in another browser starts a run of their own: the first tester's finished run is never theirs to change", async () => {
    const dir = project();
    const { child, url } = await serve(dir, 0);
    const ana = await (await browser.newContext()).newPage();
    await ana.goto(url);
    await ana.waitForSelector('body[data-ready="1"]');
    await ana.fill('#tester-name', 'Ana Test');
    await ana.click('#start');
    await ana.waitForSelector('#status[data-state="project"]');
    for (const [i, id] of ['E1', 'E2', 'E3', 'E4', 'E5'].entries()) {
      if (i === 1 || i === 3) await ana.click('#next');
      await tickAndWait(ana, id, id === 'E3' ? 'fail' : 'pass', 'project');
    }
    await ana.click('#finish');
    await ana.waitForSelector('#status[data-state="project"]');
    const results = join(dir, UAT, 'results/example-1.0.0');
    const [anaFile] = readdirSync(results);
    const anaRun = readJson(join(results, anaFile!));
    expect(anaRun.finishedAt).not.toBeNull();

    const bob = await (await browser.newContext()).newPage();
    await bob.goto(url);
    await bob.waitForSelector('body[data-ready="1"]');
    // The start screen, not Ana's finished run.
    await bob.fill('#tester-name', 'Bob Test', { timeout: 30_000 });
    await bob.click('#start');
    await bob.waitForSelector('#status[data-state="project"]');
    await tickAndWait(bob, 'E1', 'pass', 'project');
    expect(readdirSync(results)).toHaveLength(2);
    expect(readJson(join(results, anaFile!))).toEqual(anaRun);
    child.kill('SIGTERM');
    await exited(child);
  });

  it("answers a broken request with what is wrong: a syntax position for bad JSON, the spec's own problem for a server error", async () => {
    const dir = project();
    const { child, base, token } = await serve(dir, 0);
    const api = (method: string, path: string, body?: string) =>
      call(base + path, { method, headers: { 'content-type': 'application/json', 'x-proofgate-token': token }, body });
    const bad = await api('POST', 'api/run', '{"runId": "r1"');
    expect(bad).toMatchObject({ status: 400, json: { reason: 'invalid' } });
    // Where, never what: V8's own message would quote the body.
    expect(bad.json.message).toMatch(
      /^the body is not valid JSON: (a syntax error at line \d+, column \d+|it ends before the JSON is complete)$/,
    );
    writeFileSync(join(dir, UAT, 'specs/example-1.0.0.json'), '{');
    const broken = await api('GET', 'api/state');
    expect(broken.status).toBe(500);
    expect(broken.json.reason).toBe('error');
    expect(broken.json.message).toMatch(/example-1\.0\.0\.json is not valid JSON/);
    child.kill('SIGTERM');
    await exited(child);
  });
});
