import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { UatSpec } from '../schemas/types.js';
import { assetPath } from '../text/assets.js';
import type { RunCode } from './code.js';

/** What the page promises; `uat build` prints them and test/uat/page-*.test.ts proves them in Chromium. */
export const PAGE_GUARANTEES = [
  'hidden-before-start',
  'no-answer-before-run',
  'verified-local-write',
  'honest-save-status',
  'save-on-every-change',
  'restore-before-capabilities',
  'newer-copy-wins',
  'revision-guard',
  'other-tab-notice',
  'unreadable-draft-kept',
  'progress-accessible',
  'storage-explained',
  'finished-is-not-accepted',
  'unload-guard',
  'utf8-and-escaped-diacritics',
  'export-is-the-run',
  'no-third-party-requests',
] as const;

export interface PageAssets {
  html: string;
  css: string;
  js: string;
  i18n: Record<string, Record<string, string>>;
}

let assets: PageAssets | undefined;

/** The template ships as files beside the bundle; read once per process. */
export async function pageAssets(): Promise<PageAssets> {
  if (!assets) {
    const read = (name: string) => readFile(assetPath('templates', 'uat', name), 'utf8');
    const [html, css, js, i18n] = await Promise.all([read('page.html'), read('page.css'), read('page.js'), read('i18n.json')]);
    assets = { html, css, js, i18n: JSON.parse(i18n) as PageAssets['i18n'] };
  }
  return assets;
}

/**
 * Every code point outside printable ASCII as \uXXXX, and `<`, `>`, `&` too:
 * the file is pure ASCII (no encoding mix-up can mangle a diacritic) and no
 * spec text can close the script element it sits in.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[^\x20-\x7e]|[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PageInput {
  spec: UatSpec;
  sha256: string;
  /** true when `uat serve` delivers the page: it then also saves into the project through the local server. */
  serve: boolean;
  /** The code the tester runs (the served checkout's HEAD, the commit the page was built for); none outside a repository. */
  code?: RunCode;
}

/**
 * Whether `text` is a page renderPage wrote: the template's first line and the meta tag naming its
 * spec's revision. A file at a page's path that is not one is code (code.ts: an app may serve it).
 */
export function isBuiltPage(text: string): boolean {
  return /^<!doctype html>\r?\n/.test(text) && /\n<meta name="proofgate-uat-spec-sha256" content="[0-9a-f]{64}">\r?\n/.test(text);
}

/** One self-contained HTML file: inline style and script pinned by hash in a CSP that allows no other origin. */
export async function renderPage(input: PageInput): Promise<string> {
  const a = await pageAssets();
  const data = asciiJson({ spec: input.spec, sha: input.sha256, serve: input.serve, code: input.code ?? null, i18n: a.i18n });
  if (/[^\x00-\x7f]/.test(a.js + a.css + a.html)) throw new Error('the page template must be ASCII');
  const csp = [
    "default-src 'none'",
    `script-src ${cspHash(a.js)}`,
    `style-src ${cspHash(a.css)}`,
    'img-src data:',
    `connect-src ${input.serve ? "'self'" : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const fill: Record<string, string> = { CSP: csp, SHA: input.sha256, STYLE: a.css, DATA: data, SCRIPT: a.js };
  return a.html.replace(/\{\{([A-Z]+)\}\}/g, (m, k: string) => fill[k] ?? m);
}
