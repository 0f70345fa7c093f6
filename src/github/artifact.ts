import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { copyRegularFiles } from '../text/files.js';

export interface UploadResult {
  uploaded: boolean;
  message: string;
}

const BAD_NAME = /["':<>|*?\r\n\\/]/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Uploads a folder inside the working tree `root` as one artifact. Without the Actions runtime
 * (a local run, GHES) it uploads nothing and says where the files stay: never an error. What is
 * uploaded is a private copy of the folder's regular files: a folder that is (or passes through)
 * a link is refused, and links, FIFOs and devices inside it are left out and named.
 */
export async function uploadFolder(name: string, root: string, folder: string): Promise<UploadResult> {
  if (name === '' || BAD_NAME.test(name))
    return {
      uploaded: false,
      message: `artifact name ${JSON.stringify(name)} is not valid (no quotes, colons, slashes, <>|*? or newlines)`,
    };
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    return {
      uploaded: false,
      message: `no artifact uploaded: the Actions artifact runtime is absent (a local run?); the files stay in ${folder}`,
    };
  }
  try {
    const copy = await copyRegularFiles(root, folder);
    const left = copy.skipped.length ? `; left out (not regular files): ${copy.skipped.slice(0, 10).join(', ')}` : '';
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const files = await listFiles(copy.dir);
    const res = await new DefaultArtifactClient().uploadArtifact(name, files, copy.dir, {});
    return { uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)${left}` };
  } catch (err) {
    return { uploaded: false, message: `artifact ${name} not uploaded: ${(err as Error).message}` };
  }
}
