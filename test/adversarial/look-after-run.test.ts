// Adversarial 384: the look after an agent's run reads no more than the files it was given. An
// agent's sparse files and hard links cost it nothing to make; read whole, thousands of them kept
// a root proofgate hashing for hours after the agent's time was up. Adversarial 386: giving the
// agent's folders back hands chmod no link it left.
import { linkSync, mkdtempSync, readFileSync, statSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedPaths, snapshot, withoutLinks } from '../../src/agent/tree.js';

const PAST = new Date('2020-01-01T00:00:00Z');
const none = () => false;

/** Whether the file was read since `PAST` was set as its access time (the file system records reads: relatime). */
const readSince = (path: string) => statSync(path).atimeMs > PAST.getTime();

describe('#384 a look compared with an earlier one reads only the files that were there as they were', () => {
  it('#384 new files, resized files and links to one inode are changes by their size alone, never read; an unchanged file is read once', () => {
    const root = mkdtempSync(join(tmpdir(), 'proofgate-look-'));
    writeFileSync(join(root, 'kept.js'), 'export const a = 1;\n');
    writeFileSync(join(root, 'grown.js'), 'export const b = 2;\n');
    const before = snapshot(root, none);
    // What an agent leaves: a sparse file, links to it, a file grown to another size.
    truncateSync(join(root, 'grown.js'), 64 * 1024 * 1024);
    writeFileSync(join(root, 'sparse'), '');
    truncateSync(join(root, 'sparse'), 512 * 1024 * 1024);
    for (let i = 0; i < 4; i++) linkSync(join(root, 'sparse'), join(root, `link${i}`));
    for (const f of ['kept.js', 'grown.js', 'sparse']) utimesSync(join(root, f), PAST, PAST);
    // This machine records reads, or the test could not see one.
    readFileSync(join(root, 'kept.js'));
    expect(readSince(join(root, 'kept.js')), 'the file system does not record reads (noatime)').toBe(true);
    utimesSync(join(root, 'kept.js'), PAST, PAST);

    const after = snapshot(root, none, before);
    expect(changedPaths(before, after, [])).toEqual(['grown.js', 'link0', 'link1', 'link2', 'link3', 'sparse']);
    expect(readSince(join(root, 'sparse'))).toBe(false);
    expect(readSince(join(root, 'grown.js'))).toBe(false);
    // A file the earlier look held as it is now is read: its bytes are what says it is unchanged.
    expect(readSince(join(root, 'kept.js'))).toBe(true);
  });

  it('#384 a file rewritten in place to other bytes of the same size is still a change', () => {
    const root = mkdtempSync(join(tmpdir(), 'proofgate-look-'));
    writeFileSync(join(root, 'a.js'), 'export const a = 1;\n');
    const before = snapshot(root, none);
    writeFileSync(join(root, 'a.js'), 'export const a = 2;\n');
    expect(changedPaths(before, snapshot(root, none, before), [])).toEqual(['a.js']);
  });
});

describe('#386 giving the agent its folders back never follows a link it left', () => {
  it('#386 a lent path the agent made a link is not handed to chmod, which follows a link it is given', () => {
    const root = mkdtempSync(join(tmpdir(), 'proofgate-lent-'));
    writeFileSync(join(root, 'findings.json'), '{}\n');
    symlinkSync('/tmp', join(root, 'coverage.json'));
    symlinkSync(join(root, 'nowhere'), join(root, 'dangling'));
    const lent = ['findings.json', 'coverage.json', 'dangling', 'gone'].map((f) => join(root, f));
    expect(withoutLinks(lent)).toEqual([join(root, 'findings.json'), join(root, 'gone')]);
  });
});
