import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

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
 * Uploads a folder as one artifact. Without the Actions runtime (a local run,
 * GHES) it uploads nothing and says where the files stay: never an error.
 */
export async function uploadFolder(name: string, folder: string): Promise<UploadResult> {
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
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const files = await listFiles(folder);
    const res = await new DefaultArtifactClient().uploadArtifact(name, files, folder, {});
    return { uploaded: true, message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)` };
  } catch (err) {
    return { uploaded: false, message: `artifact ${name} not uploaded: ${(err as Error).message}` };
  }
}
