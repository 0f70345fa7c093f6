import * as core from '@actions/core';
import { uploadFolder, type UploadResult } from '../github/artifact.js';
import { log } from '../github/log.js';
import type { TakenArtifact } from '../text/taken.js';
import { artifactUrl } from '../workflow-run.js';

/**
 * Uploads one artifact and logs the outcome: a failed upload is a warning, and its result decides what the summary
 * says. Its id is set as the step output `output` (empty when there is none), with its download link: a reader takes
 * it by that id, never by a name any job of the run can upload under first (hazard 640).
 */
export async function uploadArtifact(
  name: string,
  root: string,
  folder: string,
  output: string,
  only?: string[],
): Promise<UploadResult & { url?: string }> {
  const upload = await uploadFolder(name, root, folder, only);
  core.setOutput(output, upload.uploaded && upload.id !== undefined ? String(upload.id) : '');
  if (!upload.uploaded) {
    log.warning(upload.message);
    return upload;
  }
  if (upload.id === undefined) {
    log.warning(`${upload.message}, but the artifact service gave no id for it: it is not attached`);
    return upload;
  }
  log.info(`${upload.message}, id ${upload.id}`);
  const url = artifactUrl(process.env, upload.id);
  return { ...upload, ...(url ? { url } : {}) };
}

/** An artifact a later job or a person takes as this step's output: what it is, who takes it, and the output its id is. */
export interface Taken {
  /** `the part`, `the tester's page`. */
  what: string;
  /** `the gate job has no part of this job to merge`: what is lost without it. */
  lost: string;
  /** `the gate job`, `the tester`. */
  taker: string;
  /** The step output the id is set as: `part-artifact-id`. */
  output: string;
}

/** An upload for a later job or a person: bound (its id known and set as the output), or refused, with why. */
export type TakenUpload = { upload: UploadResult & TakenArtifact; refused?: undefined } | { upload: UploadResult; refused: string };

/**
 * Uploads an artifact a later job or a person takes, bound by its id: the id is set as the step output
 * `taken.output`, and that id, never the name, is what the taker is sent to: any job of the run can upload
 * under the name first (hazards 530, 591). So an upload refused (409, the name taken), failed, without an
 * artifact runtime, or with no id is not a warning but `refused`, the step's failure.
 */
export async function uploadTaken(name: string, root: string, folder: string, taken: Taken, only?: string[]): Promise<TakenUpload> {
  const upload = await uploadFolder(name, root, folder, only);
  if (!upload.uploaded) return { upload, refused: `${taken.what} was not uploaded, so ${taken.lost}: ${upload.message}` };
  if (upload.id === undefined)
    return {
      upload,
      refused: `${taken.what} was uploaded as the artifact ${upload.name} but the artifact service gave no id for it: ${taken.taker} takes it only by its id`,
    };
  log.info(`${upload.message}, id ${upload.id}`);
  core.setOutput(taken.output, String(upload.id));
  const url = artifactUrl(process.env, upload.id);
  return { upload: { ...upload, id: upload.id, ...(url ? { url } : {}) } };
}
