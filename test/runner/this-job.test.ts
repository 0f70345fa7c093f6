import { cpSync, lstatSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
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

describe('#681 a time set ahead of the clock is no write of this job', () => {
  const job = (warnings: string[] = []): Job => ({ start: Date.now() - 1, warn: (l) => warnings.push(l) });

  it('#681 an earlier file dated 2099 (touch -d), copied keeping its times in this job (cp -a, tar -xp): not this job’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proofgate-this-job-'));
    mkdirSync(join(dir, 'evidence'));
    writeFileSync(join(dir, 'evidence', 'findings.json'), '[]');
    execFileSync('touch', ['-d', '2099-01-01', join(dir, 'evidence', 'findings.json'), join(dir, 'evidence')]);
    tick();
    const j = job();
    tick();
    execFileSync('cp', ['-a', join(dir, 'evidence'), join(dir, 'copy')]);
    expect(await predates(join(dir, 'copy'), j)).toBe(true);
    expect(await predates(join(dir, 'copy', 'findings.json'), j)).toBe(true);
    execFileSync('sh', ['-c', 'mkdir "$1/tar" && tar -C "$1/evidence" -cf - . | tar -C "$1/tar" -xpf -', 'sh', dir]);
    expect(await predates(join(dir, 'tar', 'findings.json'), j)).toBe(true);
  });

  it('#681 a file this job wrote, then dated five minutes ahead: not this job’s (fails closed)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proofgate-this-job-'));
    const j = job();
    tick();
    writeFileSync(join(dir, 'fresh.json'), '[]');
    utimesSync(join(dir, 'fresh.json'), new Date(), new Date(Date.now() + 5 * 60_000));
    expect(await predates(join(dir, 'fresh.json'), j)).toBe(true);
  });

  it('#681 what this job writes, and a copy of it keeping its times, still count as its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proofgate-this-job-'));
    const j = job();
    tick();
    writeFileSync(join(dir, 'fresh.json'), '[]');
    tick();
    cpSync(join(dir, 'fresh.json'), join(dir, 'kept.json'), { preserveTimestamps: true });
    expect([await predates(join(dir, 'fresh.json'), j), await predates(join(dir, 'kept.json'), j)]).toEqual([false, false]);
  });
});
