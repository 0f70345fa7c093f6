// Two proofgates on one machine change ACLs of the same files (the system's credential files, a
// tool cache every user may write): setfacl writes a file's whole ACL back, so changes made at
// once lose one another's entries unless every change takes the machine's lock.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aclLocked } from '../../src/agent/acl-lock.js';
import { findExecutable } from '../../src/git/programs.js';
import { SYSTEM_PATH } from '../../src/agent/privilege.js';
import { needs, ROOT_USER } from '../support/needs.js';

const tools: [boolean, string] = [
  !!findExecutable('setfacl', SYSTEM_PATH) && !!findExecutable('flock', SYSTEM_PATH),
  'setfacl or flock is missing (acl, util-linux)',
];
const need = needs(ROOT_USER, tools);

/** Adds `count` deny entries from `first` on, one setfacl each, as `wrap` runs them; resolves when done. */
function adder(file: string, first: number, count: number, wrap: (args: string[]) => string[]): Promise<void> {
  const steps = Array.from({ length: count }, (_, i) => wrap(['setfacl', '-m', `u:${first + i}:---`, '--', file]));
  const script = steps.map((argv) => argv.map((a) => `'${a}'`).join(' ')).join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

describe.skipIf(need.skip)(need.title('ACL changes of two proofgates at once'), () => {
  it('adversarial 305 each setfacl runs under one lock for the machine: two writers adding 100 entries each to one file keep all 200', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-acl-lock-'));
    const file = join(dir, 'npmrc');
    writeFileSync(file, '');
    try {
      expect(aclLocked(['setfacl'])[0]).toMatch(/flock$/);
      await Promise.all([adder(file, 2_100_000_000, 100, aclLocked), adder(file, 2_100_001_000, 100, aclLocked)]);
      const entries = execFileSync('getfacl', ['-n', '-p', file], { encoding: 'utf8' }).match(/^user:\d+:/gm) ?? [];
      expect(entries).toHaveLength(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
