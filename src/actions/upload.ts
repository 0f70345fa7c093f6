import { uploadFolder, type UploadResult } from '../github/artifact.js';
import { log } from '../github/log.js';

/** Uploads one artifact and logs the outcome: a failed upload is a warning, and its result decides what the summary says. */
export async function uploadArtifact(name: string, root: string, folder: string, only?: string[]): Promise<UploadResult> {
  const upload = await uploadFolder(name, root, folder, only);
  if (upload.uploaded) log.info(upload.message);
  else log.warning(upload.message);
  return upload;
}
