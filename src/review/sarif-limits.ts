import { gzipSync } from 'node:zlib';

/**
 * Code scanning keeps the top 5,000 results of a run by severity and drops the rest without a word
 * (past 25,000 it refuses the file): an upload of more is not the review's findings.
 */
export const SARIF_MAX_RESULTS = 5_000;
/**
 * Code scanning refuses an upload over 10 MB gzipped (413, after the agent ran): counted as
 * 10,000,000 bytes, less 5% for what the uploader adds (provenance, category) before it compresses.
 */
export const SARIF_MAX_GZIP_BYTES = 9_500_000;

interface SarifLike {
  runs: { results: unknown[] }[];
}

/**
 * Why code scanning would not hold this SARIF whole, or undefined when it would. Measured as the
 * uploader sends it: compact JSON, gzipped at zlib's default level.
 */
export function sarifUnfit(doc: SarifLike): string | undefined {
  const results = doc.runs.reduce((n, run) => Math.max(n, run.results.length), 0);
  if (results > SARIF_MAX_RESULTS)
    return `its ${results.toLocaleString('en-US')} results are past the ${SARIF_MAX_RESULTS.toLocaleString('en-US')} code scanning keeps of a run (it drops the rest by severity)`;
  const bytes = gzipSync(JSON.stringify(doc)).length;
  if (bytes > SARIF_MAX_GZIP_BYTES)
    return `it is ${(bytes / 1e6).toFixed(1)} MB gzipped, past the 10 MB code scanning accepts (it refuses the upload)`;
  return undefined;
}
