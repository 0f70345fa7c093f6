import { short } from '../text/hash.js';
import { writeFileAtomic } from '../text/files.js';
import type { ResolvedUatConfig } from './config.js';
import { uatFolder } from './folder.js';
import { lintSpec, type LintResult } from './lint.js';
import { PAGE_GUARANTEES, pageAssets, renderPage } from './page.js';
import { UAT_EXIT } from './exit-codes.js';
import { codeAt, uncommittedNote, workingCode } from './code.js';

export interface BuildOptions {
  id: string;
  cwd: string;
  dir?: string;
  /** The uat settings in force when the caller resolved them (the action: the base commit's). */
  config?: ResolvedUatConfig;
  /** Folders for the label check of `uat lint`. */
  src?: string[];
  /** The commit the tester runs, recorded in every run of the page (default the checkout's HEAD; the action: the pull request's head). */
  commit?: string;
}

export interface BuildResult {
  exitCode: number;
  lines: string[];
  /** The page's path; undefined when lint refused the spec (nothing is written). */
  page?: string;
  bytes?: number;
  specSha256?: string;
  languages?: string[];
  guarantees?: readonly string[];
  lint: LintResult;
}

/** `uat lint` first: a page is not handed over when lint fails (exit 1, nothing written). */
export async function buildPage(o: BuildOptions): Promise<BuildResult> {
  const folder = await uatFolder(o.cwd, o.dir, o.config);
  const lint = await lintSpec({ id: o.id, cwd: o.cwd, dir: o.dir, config: folder.config, src: o.src ?? [] });
  if (lint.exitCode !== 0 || !lint.loaded)
    return { exitCode: UAT_EXIT.failed, lint, lines: [...lint.lines, `${o.id}: the page is not built while lint finds errors`] };
  const { spec, sha256 } = lint.loaded;
  // Named, the commit is the code (the tester runs a deployment of it); else the checkout is, with whatever it holds uncommitted.
  const working = o.commit === undefined ? await workingCode(o.cwd, folder.root) : undefined;
  const code = working ?? (await codeAt(o.cwd, o.commit, folder.root));
  const html = await renderPage({ spec, sha256, serve: false, ...(code ? { code } : {}) });
  const uncommitted = working && uncommittedNote(working);
  const page = folder.page(o.id);
  await writeFileAtomic(folder.tree, page, html);
  const bytes = Buffer.byteLength(html);
  const languages = Object.keys((await pageAssets()).i18n);
  return {
    exitCode: UAT_EXIT.ok,
    lint,
    page,
    bytes,
    specSha256: sha256,
    languages,
    guarantees: PAGE_GUARANTEES,
    lines: [
      `${page} \u2014 ${spec.steps.length} steps, ${Math.ceil(bytes / 1024)} KiB, spec ${short(sha256)}`,
      `opens in English; the tester can switch to any of the ${languages.length} languages on the page`,
      `carries the ${PAGE_GUARANTEES.length} page guarantees: ${PAGE_GUARANTEES.join(', ')}`,
      code
        ? `its runs record commit ${short(code.commit)}: they pass the gate only for that code (hand it to a tester running it)`
        : 'not in a git repository: its runs record no commit',
      ...(uncommitted ? [uncommitted] : []),
    ],
  };
}
