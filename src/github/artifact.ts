import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyRegularFiles } from '../text/files.js';
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

/**
 * Claims an artifact name for this job: artifact names are unique in a workflow run, so a second
 * step of the job under the same name would fail, or (with overwrite) replace the first's evidence.
 * Refused by name, with the fix, before anything is sent.
 */
async function claimName(name: string): Promise<string | undefined> {
  const temp = process.env.RUNNER_TEMP;
  if (!temp) return undefined;
  const file = join(temp, NAMES_FILE);
  const taken = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  if (taken.includes(name))
    return `artifact ${name} not uploaded: an earlier step of this job uploads under that name, and artifact names are unique in a workflow run; give this step's artifact-name a name of its own`;
  await appendFile(file, `${name}\n`);
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
  const taken = await claimName(name);
  if (taken) return no(taken);
  try {
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
