import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { UatSpec } from '../schemas/types.js';
import { assetPath } from '../text/assets.js';
import { parseStrictText } from '../text/json.js';
import type { RunCode } from './code.js';
import { specErrors, specSha256 } from './spec.js';

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
  /** The code the tester runs (the served checkout's HEAD, the commit the page was built for); none outside a repository. The page records its commit and trees only. */
  code?: RunCode;
}

/** Where a page holds the data it was rendered from: asciiJson escapes every `<`, so the first `</script>` ends it. */
const PAGE_DATA = /<script type="application\/json" id="uat-data">([^<]*)<\/script>/;
const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** Whether `code` is null or the code a page records: commit and tree (and the tree outside the uat folder) as git names them. */
function isPageCode(code: unknown): code is RunCode | null {
  if (code === null) return true;
  if (typeof code !== 'object') return false;
  const c = code as Partial<Record<keyof RunCode, unknown>>;
  return [c.commit, c.tree, c.outside ?? c.tree].every((v) => typeof v === 'string' && OBJECT_ID.test(v));
}

/**
 * Whether `text` is byte for byte the page `uat build` writes for recipe `id`: its data a valid recipe
 * of that id and the code it records, re-rendered by this version's template. A file at a page's path
 * that is anything else is code (code.ts: an app may serve it, whatever its first lines say).
 */
export async function isBuiltPage(text: string, id: string): Promise<boolean> {
  const json = PAGE_DATA.exec(text)?.[1];
  const parsed = json === undefined ? undefined : parseStrictText(json);
  if (!parsed?.ok) return false;
  const { spec, code } = (parsed.data ?? {}) as { spec?: unknown; code?: unknown };
  // Valid before it is hashed: the recipe's hash takes integers only.
  if ((await specErrors(spec, id)).length || !isPageCode(code)) return false;
  const page = await renderPage({ spec: spec as UatSpec, sha256: specSha256(spec as UatSpec), serve: false, ...(code ? { code } : {}) });
  return page === text;
}

/** The fields of `code` a page carries into its runs (a working checkout's list of uncommitted files stays with the server). */
function runCode(code: RunCode): RunCode {
  return { commit: code.commit, tree: code.tree, ...(code.outside ? { outside: code.outside } : {}) };
}

/** One self-contained HTML file: inline style and script pinned by hash in a CSP that allows no other origin. */
export async function renderPage(input: PageInput): Promise<string> {
  const a = await pageAssets();
  const code = input.code ? runCode(input.code) : null;
  const data = asciiJson({ spec: input.spec, sha: input.sha256, serve: input.serve, code, i18n: a.i18n });
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
