import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AgentUnavailableError, preflight, runAgent, type AgentSpec } from '../../src/agent/index.js';
import { script, STAND_IN_BIN, standIn, tempDir, type StandInScenario } from './support.js';

const HELP_WITH_LOGIN = 'Usage: codex [OPTIONS]\\n\\nCommands:\\n  exec    Run non-interactively\\n  login   Manage login\\n';
const HELP_WITHOUT = 'Usage: codex [OPTIONS]\\n\\nCommands:\\n  exec    Run non-interactively\\n';

/** A fake vendor CLI whose help text and login status exit code are given; records that status was asked. */
function vendor(name: string, statusWord: string, help: string, statusExit: number) {
  const bin = tempDir('pg-agent-bin-');
  const asked = join(bin, 'status-asked');
  script(
    bin,
    name,
    `case "$1" in
  --help) printf '${help}' ;;
  ${statusWord}) touch "${asked}"; [ "$2" = status ] && exit ${statusExit}; exit 9 ;;
esac`,
  );
  return { env: { PATH: `${bin}:/usr/bin:/bin`, HOME: bin }, asked: () => existsSync(asked) };
}

async function failure(
  agent: AgentSpec,
  env: NodeJS.ProcessEnv,
  envPass: string[] = [],
  trees = [tempDir()],
): Promise<AgentUnavailableError> {
  // The tree under review: a folder of its own (the stand-ins live in this repository, the process's folder).
  const err = await preflight(agent, env, envPass, trees).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AgentUnavailableError);
  expect((err as AgentUnavailableError).exitCode).toBe(2);
  return err as AgentUnavailableError;
}

describe('preflight', () => {
  it('names the install command when the CLI is not on PATH', async () => {
    const env = { PATH: tempDir() };
    expect((await failure({ kind: 'claude' }, env)).message).toBe(
      'agent claude: claude is not on PATH; `npm install --global @anthropic-ai/claude-code`',
    );
    expect((await failure({ kind: 'codex' }, env)).message).toContain('`npm install --global @openai/codex`');
    expect((await failure({ kind: 'custom', command: '/nonexistent/runner' }, env)).message).toContain(
      '/nonexistent/runner is not an executable file',
    );
    await expect(preflight({ kind: 'custom' }, env)).rejects.toThrow(/no command given/);
  });

  it('names the login command when the status the help lists reports logged out', async () => {
    const v = vendor('codex', 'login', HELP_WITH_LOGIN, 1);
    const err = await failure({ kind: 'codex' }, v.env);
    expect(err.message).toMatch(/^agent codex: not signed in \(`codex login status` exited 1\); sign in with `codex login`/);
    expect(v.asked()).toBe(true);
  });

  it('passes a signed-in CLI', async () => {
    const v = vendor('codex', 'login', HELP_WITH_LOGIN, 0);
    await preflight({ kind: 'codex' }, v.env);
    expect(v.asked()).toBe(true);
  });

  it('does not ask for a status the help does not list', async () => {
    const v = vendor('codex', 'login', HELP_WITHOUT, 1);
    await preflight({ kind: 'codex' }, v.env);
    expect(v.asked()).toBe(false);
  });

  it('does not ask when a credential variable the CLI reads itself reaches the agent', async () => {
    const codex = vendor('codex', 'login', HELP_WITH_LOGIN, 1);
    await preflight({ kind: 'codex' }, { ...codex.env, CODEX_API_KEY: 'k' }, ['CODEX_API_KEY']);
    expect(codex.asked()).toBe(false);
    const claude = vendor('claude', 'auth', HELP_WITH_LOGIN.replace('login   Manage login', 'auth    Manage authentication'), 1);
    await preflight({ kind: 'claude' }, { ...claude.env, ANTHROPIC_API_KEY: 'k' });
    expect(claude.asked()).toBe(false);
    // OPENAI_API_KEY is not a codex login (seed 004): the status is still asked
    await expect(preflight({ kind: 'codex' }, { ...codex.env, OPENAI_API_KEY: 'k' })).rejects.toThrow(/not signed in/);
  });

  it('asks anyway when that variable is set here but never reaches the agent (codex would hang without it)', async () => {
    const codex = vendor('codex', 'login', HELP_WITH_LOGIN, 1);
    await expect(preflight({ kind: 'codex' }, { ...codex.env, CODEX_API_KEY: 'k' })).rejects.toThrow(/not signed in/);
    expect(codex.asked()).toBe(true);
  });

  it("reads the vendor CLI's version and quotes what its status said", async () => {
    const env = (scenario: StandInScenario) => ({ ...standIn(scenario), HOME: tempDir() });
    const ready = await preflight({ kind: 'claude' }, env({}), ['PROOFGATE_STAND_IN'], [tempDir()]);
    expect(ready).toEqual({ file: join(STAND_IN_BIN, 'claude'), version: '2.1.328' });
    expect((await preflight({ kind: 'codex' }, env({}), ['PROOFGATE_STAND_IN'], [tempDir()])).version).toBe('0.169.0');
    expect(
      (await preflight({ kind: 'codex' }, env({ version: 'no version here' }), ['PROOFGATE_STAND_IN'], [tempDir()])).version,
    ).toBeNull();
    expect((await failure({ kind: 'claude' }, env({ signedIn: false }), ['PROOFGATE_STAND_IN'])).message).toContain(
      '(`claude auth status` exited 1: "loggedIn": false)',
    );
    expect((await failure({ kind: 'codex' }, env({ signedIn: false }), ['PROOFGATE_STAND_IN'])).message).toContain(
      '(`codex login status` exited 1: Not logged in)',
    );
  });

  it('keeps a character whole when the status prints it across two writes', async () => {
    const bin = tempDir('pg-agent-bin-');
    // The status prints "café" with the two bytes of é in separate writes, read apart by the pipe.
    script(
      bin,
      'codex',
      `case "$1" in
  --help) printf '${HELP_WITH_LOGIN}' ;;
  login) printf 'Nicht angemeldet: caf\\303'; sleep 0.3; printf '\\251\\n'; exit 1 ;;
esac`,
    );
    const err = await failure({ kind: 'codex' }, { PATH: `${bin}:/usr/bin:/bin`, HOME: bin });
    expect(err.message).toContain('exited 1: Nicht angemeldet: café)');
  });

  it('checks only the presence of a custom runner', async () => {
    const v = vendor('runner', 'login', HELP_WITH_LOGIN, 1);
    await preflight({ kind: 'custom', command: 'runner' }, v.env);
    expect(v.asked()).toBe(false);
  });
  it('#182 never runs an executable the tree supplies: a vendor CLI in it or on a PATH folder in it is refused; a custom runner named by its path there passes, never asked', async () => {
    const tree = tempDir();
    const bin = join(tree, 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    const asked = join(tempDir(), 'asked');
    for (const name of ['codex', 'runner']) script(bin, name, `echo "$@" >> ${asked}`);
    const env = { PATH: `${bin}:/usr/bin:/bin` };
    expect((await failure({ kind: 'codex' }, env, [], [tree])).message).toBe(
      `agent codex: codex is found through the PATH folder ${bin}, inside the tree under review (${tree}), where the pull request can plant it; take that folder off PATH or put the agent's own folder before it (\`npm install --global @openai/codex\`)`,
    );
    expect((await failure({ kind: 'custom', command: 'runner' }, env, [], [tree])).message).toMatch(/PATH folder/);
    expect((await failure({ kind: 'codex', command: join(bin, 'codex') }, { PATH: '/usr/bin:/bin' }, [], [tree])).message).toMatch(
      /lies inside the tree under review/,
    );
    // Named by its path, a custom runner is the caller's choice; preflight never runs it.
    expect(await preflight({ kind: 'custom', command: join(bin, 'runner') }, env, [], [tree])).toEqual({
      file: join(bin, 'runner'),
      version: null,
    });
    // The library's default tree is this process's folder.
    const here = process.cwd();
    try {
      process.chdir(tree);
      await expect(preflight({ kind: 'codex' }, env)).rejects.toThrow(/inside the tree under review/);
    } finally {
      process.chdir(here);
    }
    expect(existsSync(asked)).toBe(false);
  });

  it('a script whose #! line cannot start it (CRLF line endings, a missing or non-executable interpreter) is refused, naming the interpreter and why, never said to be missing', async () => {
    const dir = tempDir();
    const write = (name: string, text: string, mode = 0o755) => {
      writeFileSync(join(dir, name), text);
      chmodSync(join(dir, name), mode);
      return join(dir, name);
    };
    const env = { PATH: '/usr/bin:/bin' };
    const crlf = write('crlf.sh', '#!/bin/bash\r\necho hi\r\n');
    expect((await failure({ kind: 'custom', command: crlf }, env)).message).toBe(
      `agent custom: ${crlf} cannot start: its #! line names the interpreter "/bin/bash\\r", which ends in a carriage return: the script has Windows (CRLF) line endings: convert it to LF`,
    );
    // Through env too: env would look for "node\r".
    const viaEnv = write('env.mjs', '#!/usr/bin/env node\r\nconsole.log(1)\r\n');
    expect((await failure({ kind: 'custom', command: viaEnv }, env)).message).toContain(
      '"/usr/bin/env node\\r", which ends in a carriage return',
    );
    const missing = write('missing.sh', '#!/no/such/interpreter -e\necho hi\n');
    expect((await failure({ kind: 'custom', command: missing }, env)).message).toBe(
      `agent custom: ${missing} cannot start: its #! line names the interpreter "/no/such/interpreter", which does not exist; fix that line or install it`,
    );
    const data = write('data.txt', 'not a program\n', 0o644);
    const notExec = write('not-exec.sh', `#!${data}\n`);
    expect((await failure({ kind: 'custom', command: notExec }, env)).message).toContain(`"${data}", which is not an executable file`);
    // runAgent says the same before anything is spawned, in every isolation (none here: no boundary needed).
    await expect(
      runAgent({
        agent: { kind: 'custom', command: crlf },
        prompt: 'p',
        cwd: tempDir(),
        writable: [],
        timeoutMs: 5000,
        isolate: 'none',
        env,
      }),
    ).rejects.toMatchObject({ exitCode: 2, message: expect.stringContaining('Windows (CRLF) line endings') });
    // A script that starts (LF, an interpreter that exists) and a binary pass.
    expect((await preflight({ kind: 'custom', command: write('ok.sh', '#!/bin/sh\necho hi\n') }, env, [], [tempDir()])).version).toBeNull();
    expect((await preflight({ kind: 'custom', command: '/bin/true' }, env, [], [tempDir()])).file).toBe('/bin/true');
  });
});
