import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AgentUnavailableError, preflight, type AgentSpec } from '../../src/agent/index.js';
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
});
