// What a walk of the machine's file systems may report and still count as finished: an entry that
// vanished under it (another process's temp folder removed), never a folder it could not read.
import { spawnSync } from 'node:child_process';
import { chmodSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { privilege } from '../../src/agent/privilege.js';
import { removeLinkedOut, walkFinished } from '../../src/agent/shared-temp.js';

const dir = mkdtempSync(join(tmpdir(), 'proofgate-walk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// As the walks run it: find by its full path, in the C locale, nothing but PATH set.
const find = (args: string[], prefix: string[] = []) =>
  spawnSync(prefix[0] ?? '/usr/bin/find', [...prefix.slice(1), ...(prefix.length ? ['/usr/bin/find'] : []), ...args], {
    encoding: 'utf8',
    env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
  });

describe('walkFinished', () => {
  it('a walk that met an entry gone before find looked at it went over everything still there', () => {
    const r = find(['-P', dir, join(dir, 'gone'), '-xdev']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/No such file or directory/);
    expect(walkFinished(r)).toBe(true);
    expect(walkFinished(find(['-P', dir, '-xdev']))).toBe(true);
  });

  it('a folder find could not read, an rm that failed, a signal or no word at all did not finish', () => {
    const shut = join(dir, 'shut');
    mkdirSync(join(shut, 'inside'), { recursive: true });
    // Shut to every user but root, and walked as another user where this one is root.
    chmodSync(shut, 0o000);
    const asOther = process.getuid?.() === 0 ? ['/usr/bin/setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    const r = find(['-P', dir, join(dir, 'gone'), '-xdev'], asOther);
    chmodSync(shut, 0o700);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Permission denied/);
    expect(walkFinished(r)).toBe(false);
    expect(walkFinished({ status: 1, stderr: "rm: cannot remove '/tmp/x': Operation not permitted\n" })).toBe(false);
    expect(walkFinished({ status: 1, stderr: '' })).toBe(false);
    expect(walkFinished({ status: null, stderr: '', error: new Error('spawnSync /usr/bin/find ETIMEDOUT') })).toBe(false);
  });
});

describe('removeLinkedOut', () => {
  const priv = privilege().privilege;
  it.skipIf(!priv)(
    'removes every name in the lent folders of a file with a name outside them; links among them, and the file outside, stay',
    () => {
      const lent = join(dir, 'lent');
      const outside = join(dir, 'outside');
      mkdirSync(join(lent, 'a'), { recursive: true });
      mkdirSync(outside);
      // Another user's file, linked in twice (any file may be, where fs.protected_hardlinks is 0).
      const theirs = join(outside, 'theirs');
      writeFileSync(theirs, 'x');
      linkSync(theirs, join(lent, 'a', 'linked'));
      linkSync(theirs, join(lent, 'linked-too'));
      // The agent's own file under two names, both lent: an output among them is dropped and named later.
      writeFileSync(join(lent, 'a', 'own'), 'y');
      linkSync(join(lent, 'a', 'own'), join(lent, 'own-twin'));
      writeFileSync(join(lent, 'plain'), 'z');
      symlinkSync(theirs, join(lent, 'sym'));
      // One lent folder inside another: a name the walk meets twice is one name.
      const { removed, failed } = removeLinkedOut(priv!, [lent, join(lent, 'a'), join(dir, 'gone')]);
      expect(failed).toBe('');
      expect(removed.sort()).toEqual([join(lent, 'a', 'linked'), join(lent, 'linked-too')]);
      expect(readdirSync(lent).sort()).toEqual(['a', 'own-twin', 'plain', 'sym']);
      expect(readdirSync(join(lent, 'a'))).toEqual(['own']);
      expect(lstatSync(theirs).nlink).toBe(1);
    },
  );
});
