import { describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentInstall } from '../../src/agent/install.js';

describe('what an agent needs to start in the sandbox', () => {
  it("shows the whole node_modules its package sits in: codex's platform binary is a sibling package", () => {
    const prefix = realpathSync(mkdtempSync(join(tmpdir(), 'pg-install-')));
    const pkg = join(prefix, 'node_modules', '@openai', 'codex');
    mkdirSync(join(pkg, 'bin'), { recursive: true });
    mkdirSync(join(prefix, 'node_modules', '@openai', 'codex-linux-x64', 'vendor'), { recursive: true });
    const bin = join(pkg, 'bin', 'codex.js');
    writeFileSync(bin, '#!/usr/bin/env node\n');
    chmodSync(bin, 0o755);
    const install = agentInstall(bin, [], '/usr/bin:/bin', [join(prefix, 'home')]);
    expect(install.readable).toContain(join(prefix, 'node_modules'));
  });

  it('never shows a node_modules that holds a protected path; the package alone then', () => {
    const prefix = realpathSync(mkdtempSync(join(tmpdir(), 'pg-install-')));
    const pkg = join(prefix, 'node_modules', 'agent');
    mkdirSync(pkg, { recursive: true });
    const bin = join(pkg, 'run.js');
    writeFileSync(bin, '#!/usr/bin/env node\n');
    const install = agentInstall(bin, [], '/usr/bin:/bin', [join(prefix, 'node_modules', 'secret-home')]);
    expect(install.readable).toContain(pkg);
    expect(install.readable).not.toContain(join(prefix, 'node_modules'));
  });

  it('shows the file alone where its folder is a place never shown whole (/tmp), never one inside a protected folder', () => {
    const inTmp = `/tmp/pg-install-${process.pid}.mjs`;
    writeFileSync(inTmp, '#!/bin/sh\n');
    try {
      expect(agentInstall(inTmp, [inTmp], '/usr/bin:/bin', []).readable).toEqual([inTmp]);
    } finally {
      rmSync(inTmp);
    }
    const runnerTemp = realpathSync(mkdtempSync(join(tmpdir(), 'pg-install-')));
    const bin = join(runnerTemp, 'agent.sh');
    writeFileSync(bin, '#!/bin/sh\n');
    writeFileSync(join(runnerTemp, 'token'), 'secret\n');
    // Never a file inside a protected folder, named as the executable or as an argument.
    const install = agentInstall(bin, [join(runnerTemp, 'token')], '/usr/bin:/bin', [runnerTemp]);
    expect(install.readable).toEqual([]);
  });
});
