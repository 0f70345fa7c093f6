import { cpSync, lstatSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { predates, type Job } from '../../src/runner/this-job.js';

/** A clock tick of the kernel's file times (a few ms) passes. */
const tick = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);

describe("predates: a file is this job's only when its birth time, ctime and mtime are all after the job began", () => {
  /** A folder an earlier job wrote `evidence/findings.json` in, then a job that began after it. */
  const earlierThenJob = (): { dir: string; job: Job; warnings: string[] } => {
    const dir = mkdtempSync(join(tmpdir(), 'proofgate-this-job-'));
    mkdirSync(join(dir, 'evidence'));
    writeFileSync(join(dir, 'evidence', 'findings.json'), '[]');
    tick();
    // The job begins as the runner dates it: at the ctime of the event file it writes.
    writeFileSync(join(dir, 'event.json'), '{}');
    const warnings: string[] = [];
    return { dir, job: { start: lstatSync(join(dir, 'event.json')).ctimeMs, warn: (l) => warnings.push(l) }, warnings };
  };

  it('#651 what this job writes counts as its own', async () => {
    const { dir, job } = earlierThenJob();
    tick();
    writeFileSync(join(dir, 'fresh.json'), '[]');
    expect(await predates(join(dir, 'fresh.json'), job)).toBe(false);
  });

  it('#651 a copy this job makes of an earlier file keeping its times is the earlier file (a folder too, by its child)', async () => {
    const { dir, job } = earlierThenJob();
    tick();
    cpSync(join(dir, 'evidence'), join(dir, 'copy'), { recursive: true, preserveTimestamps: true });
    expect(await predates(join(dir, 'copy', 'findings.json'), job)).toBe(true);
    utimesSync(join(dir, 'copy'), new Date(), new Date());
    expect(await predates(join(dir, 'copy'), job)).toBe(true);
  });

  it("#651 a file this job wrote whose mtime is then put back before the job only fails closed: it is not this job's", async () => {
    const { dir, job } = earlierThenJob();
    tick();
    writeFileSync(join(dir, 'fresh.json'), '[]');
    utimesSync(join(dir, 'fresh.json'), new Date(), new Date(job.start - 60_000));
    expect(await predates(join(dir, 'fresh.json'), job)).toBe(true);
  });
});
