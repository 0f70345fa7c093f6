import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { BUNDLE_NODE, DIST_CLI, ROOT } from '../support/run.js';
import { canonicalJson, sha256 } from '../../src/text/hash.js';

export const EXAMPLE = JSON.parse(readFileSync(join(ROOT, 'templates/uat/example-1.0.0.json'), 'utf8')) as Record<string, any>;
export const UAT = '_bmad-output/uat';

/** A project folder with specs/<id>.json written from `spec` (the shipped example by default). */
export function project(spec: Record<string, any> = EXAMPLE): string {
  const dir = mkdtempSync(join(tmpdir(), 'proofgate-uat-'));
  writeSpec(dir, spec);
  return dir;
}

export function writeSpec(dir: string, spec: Record<string, any>): void {
  mkdirSync(join(dir, UAT, 'specs'), { recursive: true });
  writeFileSync(join(dir, UAT, 'specs', `${spec.id}.json`), JSON.stringify(spec, null, 2));
}

export function readJson(path: string): any {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function writeJson(path: string, value: unknown): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** The spec hash: SHA-256 of its canonical JSON. */
export function specSha(spec: unknown): string {
  return sha256(canonicalJson(spec));
}

/** Debian's headless Chromium, no network beyond 127.0.0.1, a fresh profile. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.PROOFGATE_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A browser as a case sees it: the contexts it opened, and closing it closes them. */
export type FreshBrowser = Pick<Browser, 'newContext' | 'close'>;

/**
 * One Chromium for a test file, launched when a case first asks and closed after the file: a launch
 * costs more CPU than most cases. Each call stands for a fresh browser: its contexts are profiles of
 * their own (storage, cookies, downloads), and its close() closes them.
 */
export function useBrowser(): () => Promise<FreshBrowser> {
  let browser: Promise<Browser> | undefined;
  afterAll(async () => {
    if (browser) await (await browser).close();
  });
  return async () => {
    const shared = await (browser ??= launch());
    const open: BrowserContext[] = [];
    return {
      newContext: async (options) => {
        const ctx = await shared.newContext(options);
        open.push(ctx);
        return ctx;
      },
      close: async () => {
        await Promise.all(open.splice(0).map((ctx) => ctx.close()));
      },
    };
  };
}

export const PAGE_URL = 'http://uat.test/page.html';

/**
 * A context where the page is delivered at PAGE_URL by interception and every
 * other request is recorded and aborted: nothing can leave the machine.
 */
export async function pageContext(browser: Browser, html: string): Promise<{ ctx: BrowserContext; requests: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 }, acceptDownloads: true, timezoneId: 'UTC' });
  const requests: string[] = [];
  await ctx.route('**/*', (route) => {
    requests.push(route.request().url());
    if (route.request().url() === PAGE_URL) return route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
    return route.abort();
  });
  return { ctx, requests };
}

/** A run document as the page writes it, for hand-made gate scenarios. */
export function makeRun(spec: Record<string, any>, statuses: Record<string, string | null>, over: Record<string, unknown> = {}): any {
  const answers = spec.steps.flatMap((s: any) =>
    s.expect.map((e: any) => ({
      expect: e.id,
      status: statuses[e.id] ?? null,
      note: statuses[e.id] === 'fail' ? `saw something else at ${e.id}` : '',
    })),
  );
  return {
    schema: 'bmad-plus/uat-run/1',
    specId: spec.id,
    specVersion: spec.version,
    specSha256: specSha(spec),
    runId: 'run-20261129T100000Z-abcd',
    tester: 'Ana Test',
    lang: 'en',
    startedAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:20:00.000Z',
    finishedAt: '2026-11-29T10:20:00.000Z',
    revision: 12,
    answers,
    ...over,
  };
}

/** `run` as the page sends it at a save made now: its last save (and a Finish in it) stamped by this clock, as `uat serve` wants (#408). */
export function savedNow(run: any): any {
  const now = new Date().toISOString();
  return { ...run, updatedAt: now, finishedAt: run.finishedAt === null ? null : now };
}

/** The page's own globals, typed loosely: the tests compile without the DOM library. */
export interface PageGlobals {
  localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void; clear(): void; [k: string]: unknown };
  __pwned?: number;
}

/** A running `uat serve`: the address it printed for the tester (`url`, with its key), that address without the key, the key. */
export interface Served {
  child: ChildProcess;
  url: string;
  base: string;
  token: string;
}

/** `uat serve` as a user starts it; resolves with the address it prints once listening. */
export function serve(cwd: string, port: number, id = 'example-1.0.0'): Promise<Served> {
  const child = spawn(BUNDLE_NODE, [DIST_CLI, 'uat', 'serve', id, '--port', String(port)], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      // A key is looked for, not required: the tests of #205 show what a server printing none lets through.
      const m = /serving \S+ at (http:\/\/127\.0\.0\.1:\d+\/)(#token=([\w-]+))? /.exec(err);
      if (m) resolve({ child, url: m[1]! + (m[2] ?? ''), base: m[1]!, token: m[3] ?? '' });
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

/** The tester opens the address `uat serve` printed in this tab; resolves once the page took its key out of the address bar. */
export async function openAddress(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => (globalThis as unknown as { location: { hash: string } }).location.hash === '');
}

export const exited = (c: ChildProcess): Promise<unknown> => new Promise((r) => c.once('exit', r));

/** One request as any local process sends it (no browser rules): the status, the headers, the body and its JSON if any. */
export function call(
  url: string,
  o: { method?: string; headers?: Record<string, string | number>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string; json: any }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: o.method ?? 'GET', headers: o.headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(o.body);
  });
}
