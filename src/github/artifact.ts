import { constants } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { copyRegularFiles, readRegular, shownPath } from '../text/files.js';
import { mdText } from '../text/neutralise.js';
import { redact } from '../text/redact.js';
import { takenLine, type TakenArtifact } from '../text/taken.js';

export interface UploadResult {
  name: string;
  uploaded: boolean;
  message: string;
  /** The artifact service's id of what was uploaded: a later job downloads by it, not by a name any job of the run can take. */
  id?: number;
}

const BAD_NAME = /["':<>|*?\r\n\\/]/;

/** The first character of `name` the artifact service refuses in a name, or undefined when there is none. */
export function artifactNameRefused(name: string): string | undefined {
  return BAD_NAME.exec(name)?.[0];
}

/** Text for a part of an artifact name built from what a change wrote: each character the service refuses as `-`. */
export function artifactNamePart(text: string): string {
  return text.replace(new RegExp(BAD_NAME.source, 'g'), '-');
}

/** The names this job's proofgate steps have uploaded under, one per line (RUNNER_TEMP is the job's own). */
const NAMES_FILE = 'proofgate-artifact-names';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** The names file's cap: a job's steps claim a few dozen names, never this many bytes of them. */
const NAMES_MAX_BYTES = 64 * 1024;

// An append that never follows a link nor blocks on a FIFO an earlier step left at the name.
const OPEN_APPEND = constants.O_WRONLY | constants.O_APPEND | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** The upload refused by name when the names file is no regular file of its cap: this job's names are unknown (hazard 680). */
const namesUnknown = (name: string, file: string, why: string) =>
  `artifact ${name} not uploaded: ${shownPath(file)} ${why}, so the names this job's steps uploaded under are unknown; remove it (an earlier step of the job wrote it)`;

/**
 * Claims an artifact name for this job: artifact names are unique in a workflow run, so a second
 * step of the job under the same name would fail, or (with overwrite) replace the first's evidence.
 * Refused by name, with the fix, before anything is sent. An earlier step of the job can write
 * RUNNER_TEMP, so the file is read and appended only as a regular file (never a link, FIFO,
 * device or folder) of a bounded size; anything else refuses the upload as a taken name does.
 */
async function claimName(name: string): Promise<string | undefined> {
  const temp = process.env.RUNNER_TEMP;
  if (!temp) return undefined;
  const file = join(temp, NAMES_FILE);
  const read = await readRegular(temp, NAMES_FILE, NAMES_MAX_BYTES);
  if (read.status === 'refused') return namesUnknown(name, file, read.reason);
  if (read.status === 'too-large') return namesUnknown(name, file, `is larger than ${NAMES_MAX_BYTES} bytes`);
  const taken = read.status === 'ok' ? read.bytes.toString('utf8').split('\n') : [];
  if (taken.includes(name))
    return `artifact ${name} not uploaded: an earlier step of this job uploads under that name, and artifact names are unique in a workflow run; give this step's artifact-name a name of its own`;
  const fh = await open(file, OPEN_APPEND | constants.O_CREAT, 0o644).catch((err: NodeJS.ErrnoException) => err);
  if (fh instanceof Error) return namesUnknown(name, file, `cannot be written (${fh.code ?? 'error'})`);
  try {
    // Checked on what was opened: the name may have been swapped for a FIFO or device since the read.
    if (!(await fh.stat()).isFile()) return namesUnknown(name, file, 'is not a regular file (a FIFO, socket or device is never written)');
    await fh.appendFile(`${name}\n`);
  } finally {
    await fh.close();
  }
  return undefined;
}

/**
 * Uploads a folder inside the working tree `root` as one artifact. Without the Actions runtime
 * (a local run, GHES) it uploads nothing and says where the files stay: never an error. What is
 * uploaded is a private copy of the folder's regular files: a folder that is (or passes through)
 * a link is refused, and links, FIFOs and devices inside it are left out and named. Given `only`
 * (paths relative to `folder`), the artifact holds those files and no other the folder has.
 */
export async function uploadFolder(name: string, root: string, folder: string, only?: string[]): Promise<UploadResult> {
  const no = (message: string): UploadResult => ({ name, uploaded: false, message });
  if (name === '' || BAD_NAME.test(name))
    return no(`artifact name ${JSON.stringify(name)} is not valid (no quotes, colons, slashes, <>|*? or newlines)`);
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL)
    return no(`no artifact uploaded: the Actions artifact runtime is absent (a local run?); the files stay in ${folder}`);
  try {
    // Inside the try: a names file that fails to be claimed is this upload's failure, never the step's.
    const taken = await claimName(name);
    if (taken) return no(taken);
    const copy = await copyRegularFiles(root, folder, only ? { only } : {});
    const left = [
      copy.skipped.length ? `; left out (not regular files): ${copy.skipped.slice(0, 10).join(', ')}` : '',
      copy.refusedNames.length ? `; left out (a name the artifact service refuses): ${copy.refusedNames.slice(0, 10).join(', ')}` : '',
      copy.tooLarge.length ? `; left out (too large to copy): ${copy.tooLarge.slice(0, 10).join(', ')}` : '',
    ].join('');
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const files = await listFiles(copy.dir);
    const res = await new DefaultArtifactClient().uploadArtifact(name, files, copy.dir, {});
    return {
      name,
      uploaded: true,
      message: `artifact ${name} uploaded (${files.length} file(s), ${res.size ?? 0} bytes)${left}`,
      ...(res.id !== undefined ? { id: res.id } : {}),
    };
  } catch (err) {
    return no(`artifact ${name} not uploaded: ${uploadError(err)}`);
  }
}

/** The error's first line for a log and a summary: a signed upload URL's query (its signature) dropped, credential shapes redacted. */
function uploadError(err: unknown): string {
  const line = (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
  // eslint-disable-next-line proofgate/no-trailing-run -- linear enough (#658): the run starts only after a `http://` or `https://`, and the line is the artifact service's error for a URL it signed, not text from a change
  return redact(line.replace(/(\bhttps?:\/\/[^\s?#]*)\?[^\s#]*/gi, '$1?…'));
}

/**
 * The summary's line about the artifact, from the upload's result: where it is by its id (the step's
 * output `output`), never by its name alone, which any job of the run can upload under first (hazard
 * 640); an upload that failed or gave no id is said to be not attached.
 */
export function artifactSection(u: UploadResult & { url?: string }, what: string, output: string): string {
  if (u.uploaded && u.id !== undefined)
    return takenLine({ name: u.name, id: u.id, ...(u.url ? { url: u.url } : {}) } satisfies TakenArtifact, what, output);
  const why = u.uploaded
    ? `the artifact service gave no id for the artifact ${u.name}, and one taken by its name may be another job's`
    : u.message;
  return `> [!WARNING]\n> ${what.charAt(0).toUpperCase()}${what.slice(1)} is not attached to this run: ${mdText(why)}`;
}

/** The summary's block, under its heading, when such an artifact is not bound to this step (uploadTaken's `refused`): why the step fails. */
export function notTakenSection(refused: string, failure: string): string {
  return `> [!CAUTION]\n> **${failure}** ${mdText(refused)}`;
}
