import { short } from '../text/hash.js';
import { writeFileAtomic } from '../text/files.js';
import { uatFolder } from './folder.js';
import { PAGE_GUARANTEES, pageAssets, renderPage } from './page.js';
import { loadSpec } from './spec.js';

export interface BuildOptions {
  id: string;
  cwd: string;
  dir?: string;
}

export interface BuildResult {
  exitCode: number;
  lines: string[];
  page: string;
  bytes: number;
  specSha256: string;
  languages: string[];
  guarantees: readonly string[];
}

export async function buildPage(o: BuildOptions): Promise<BuildResult> {
  const folder = await uatFolder(o.cwd, o.dir);
  const { spec, sha256 } = await loadSpec(folder, o.id, o.cwd);
  const html = await renderPage({ spec, sha256, serve: false });
  const page = folder.page(o.id);
  await writeFileAtomic(folder.tree, page, html);
  const bytes = Buffer.byteLength(html);
  const languages = Object.keys((await pageAssets()).i18n);
  return {
    exitCode: 0,
    page,
    bytes,
    specSha256: sha256,
    languages,
    guarantees: PAGE_GUARANTEES,
    lines: [
      `${page} \u2014 ${spec.steps.length} steps, ${Math.ceil(bytes / 1024)} KiB, spec ${short(sha256)}`,
      `opens in English; the tester can switch to any of the ${languages.length} languages on the page`,
      `carries the ${PAGE_GUARANTEES.length} page guarantees: ${PAGE_GUARANTEES.join(', ')}`,
    ],
  };
}
