// Code scanning's limits on a SARIF upload, at their edges (row 352 runs the action past them).
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { SARIF_MAX_GZIP_BYTES, SARIF_MAX_RESULTS, sarifUnfit } from '../../src/review/sarif-limits.js';

const doc = (results: unknown[]) => ({ runs: [{ results }] });

describe('sarifUnfit', () => {
  it('holds 5,000 results and not 5,001', () => {
    expect(sarifUnfit(doc(Array.from({ length: SARIF_MAX_RESULTS }, () => ({}))))).toBeUndefined();
    expect(sarifUnfit(doc(Array.from({ length: SARIF_MAX_RESULTS + 1 }, () => ({}))))).toMatch(
      /^its 5,001 results are past the 5,000 code scanning keeps of a run/,
    );
  });

  it('measures the gzipped compact JSON, not the text: 30 MB of one letter fits, 13 MB of base64 noise (10 MB gzipped) does not', () => {
    expect(sarifUnfit(doc([{ text: 'a'.repeat(30_000_000) }]))).toBeUndefined();
    const noise = doc([{ text: randomBytes(10_000_000).toString('base64') }]);
    expect(gzipSync(JSON.stringify(noise)).length).toBeGreaterThan(SARIF_MAX_GZIP_BYTES);
    expect(sarifUnfit(noise)).toMatch(/^it is \d+\.\d MB gzipped, past the 10 MB code scanning accepts/);
  });
});
