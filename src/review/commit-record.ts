import { readRegular, writeJsonAtomic } from '../text/files.js';
import { readStrictJson } from '../text/json.js';
import { sha256 } from '../text/hash.js';
import { schemaErrors } from '../schemas/validate.js';
import type { ReviewCommit, ReviewScope } from '../schemas/types.js';
import { EVIDENCE_MAX_BYTES, nameList, type ReviewPaths } from './evidence.js';
import { reviewFolder } from './folder.js';

export const COMMIT_SCHEMA = 'proofgate/review-commit/1';
const RECORD_MAX_BYTES = 64 * 1024;

/** The two files a commit of the whole writes together, as written. */
export type WholeTexts = Record<'findings' | 'coverage', string>;

/**
 * commit.json, written before the two files it names (as they will be written): until both are in
 * place one is not what it says, so a commit stopped between its writes is never taken for a whole.
 */
export async function writeCommitRecord(paths: ReviewPaths, attempt: number, scopeSha256: string, texts: WholeTexts): Promise<void> {
  await writeJsonAtomic(paths.root, paths.file('commit'), {
    schema: COMMIT_SCHEMA,
    scopeSha256,
    attempt,
    findings: sha256(texts.findings),
    coverage: sha256(texts.coverage),
  } satisfies ReviewCommit);
}

/**
 * Why the review's findings.json and coverage.json are not the whole proofgate last committed: the
 * files whose bytes are not those commit.json names while an attempt from the committing one on
 * never ended (`neverEnded`: a commit stopped between its writes, an agent's change proofgate was
 * stopped before putting back), or a record that cannot be read. Files a person or a host agent
 * wrote after a commit that finished are theirs to vouch for, as before any commit; nor is a record
 * of another scope read (the folder was sealed again: its evidence answers another scope, which the
 * gate says).
 */
export async function uncommittedReason(
  paths: ReviewPaths,
  scope: ReviewScope,
  neverEnded: readonly number[],
): Promise<string | undefined> {
  const read = await readStrictJson(paths.root, paths.file('commit'), RECORD_MAX_BYTES);
  if (read.status === 'missing') return undefined;
  const errors = read.status === 'ok' ? await schemaErrors('review-commit', read.data) : read.errors;
  if (read.status !== 'ok' || errors.length)
    return `${reviewFolder.files.commit} is not a valid commit record (${errors[0]}), so whether findings.json and coverage.json are what proofgate last wrote is unknown; run the review again (review run --resume) to write them anew`;
  const record = read.data as ReviewCommit;
  const stopped = neverEnded.find((n) => n >= record.attempt);
  if (record.scopeSha256 !== scope.scopeSha256 || stopped === undefined) return undefined;
  const differ: string[] = [];
  for (const name of ['findings', 'coverage'] as const) {
    const file = await readRegular(paths.root, paths.file(name), EVIDENCE_MAX_BYTES);
    if (file.status !== 'ok' || sha256(file.bytes) !== record[name]) differ.push(reviewFolder.files[name]);
  }
  return differ.length
    ? `${nameList(differ)} ${differ.length > 1 ? 'are' : 'is'} not what attempt ${record.attempt} committed (${reviewFolder.files.commit} holds another SHA-256), and attempt ${stopped} never ended: a commit stopped half-way, or an agent's change proofgate was stopped before putting back; run the review again (review run --resume) to commit the whole anew`
    : undefined;
}
