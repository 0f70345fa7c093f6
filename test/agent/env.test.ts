import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { agentEnv, runAgent } from '../../src/agent/index.js';
import { withOwnPath } from '../../src/agent/env.js';
import { ROOT_BASE } from '../../src/agent/workdir.js';
import { BWRAP, needs } from '../support/needs.js';
import { ProofgateError } from '../../src/text/errors.js';
import { FAKE_SECRETS } from '../support/canaries.js';
import { FAKE_AGENT, tree } from './support.js';

const CANARIES = {
  GITHUB_TOKEN: FAKE_SECRETS.github_classic!,
  ACTIONS_RUNTIME_TOKEN: 'canary-runtime-token-0002',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'canary-oidc-token-0003',
  ACTIONS_RESULTS_URL: 'https://canary.results.invalid/0004',
  SECRET_X: 'canary-secret-x-0005',
};
const parent = { PATH: process.env.PATH!, HOME: '/home/agent', LANG: 'C.UTF-8', TZ: 'UTC', HTTPS_PROXY: 'http://proxy:3128', ...CANARIES };

function refusal(fn: () => unknown): ProofgateError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ProofgateError);
    return err as ProofgateError;
  }
  throw new Error('expected a refusal');
}

describe('agent environment', () => {
  it('keeps only the base set and the adapter credential names', () => {
    const env = agentEnv({ kind: 'claude' }, [], { ...parent, ANTHROPIC_API_KEY: 'sk-ant', OPENAI_API_KEY: 'sk-openai' });
    expect(env).toEqual({
      PATH: parent.PATH,
      HOME: '/home/agent',
      LANG: 'C.UTF-8',
      TZ: 'UTC',
      HTTPS_PROXY: 'http://proxy:3128',
      ANTHROPIC_API_KEY: 'sk-ant',
    });
    expect(agentEnv({ kind: 'codex' }, [], { OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'a' })).toEqual({ OPENAI_API_KEY: 'k' });
    expect(agentEnv({ kind: 'custom', command: 'x' }, ['SECRET_X'], parent).SECRET_X).toBe(CANARIES.SECRET_X);
  });

  it('#212 its PATH holds no empty or relative entry and no folder of the tree; unset when nothing is left', () => {
    const cwd = tree({ 'node_modules/.bin/git': '' });
    const bin = join(cwd, 'node_modules/.bin');
    const given = { HOME: '/home/agent', PATH: `${bin}::node_modules/.bin:/usr/bin:${cwd}/x/../node_modules/.bin/:/bin` };
    expect(withOwnPath(given, [cwd])).toEqual({
      env: { HOME: '/home/agent', PATH: '/usr/bin:/bin' },
      left: [bin, '', 'node_modules/.bin', `${cwd}/x/../node_modules/.bin/`],
    });
    expect(withOwnPath({ PATH: `${bin}:.` }, [cwd])).toEqual({ env: {}, left: [bin, '.'] });
    expect(withOwnPath({ HOME: '/h' }, [cwd])).toEqual({ env: { HOME: '/h' }, left: [] });
  });

  it('#212 the entries left out are said once to each progress sink, however many runs it sees', async () => {
    const cwd = tree({ 'src/a.ts': 'a\n' });
    const env = { ...parent, PATH: `node_modules/.bin:${dirname(process.execPath)}:/usr/bin:/bin` };
    const run = (progress: (line: string) => void) =>
      runAgent({
        agent: { kind: 'custom', command: FAKE_AGENT },
        prompt: 'p',
        cwd,
        writable: [],
        timeoutMs: 20_000,
        isolate: 'none',
        env,
        progress,
      });
    const lines: string[] = [];
    const sink = (line: string) => lines.push(line);
    await run(sink);
    await run(sink);
    const other: string[] = [];
    await run((line) => other.push(line));
    const said = (all: string[]) => all.filter((l) => l.startsWith("agent: left out of the agent's PATH"));
    expect(said(lines)).toEqual([
      `agent: left out of the agent's PATH, as folders the pull request could fill (inside the tree under review or the workspace, or relative): "node_modules/.bin"`,
    ]);
    expect(said(other)).toHaveLength(1);
  });

  it('refuses publishing tokens and malformed names in env-pass, naming the index', () => {
    for (const name of ['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'ACTIONS_RESULTS_URL', 'GH_TOKEN']) {
      const err = refusal(() => agentEnv({ kind: 'claude' }, ['OK_NAME', name], parent));
      expect(err.exitCode).toBe(2);
      expect(err.message).toContain(`env-pass[1]: ${name} is a publishing or runner credential`);
    }
    for (const name of ['1ABC', 'A-B', 'A B', '', 'X=1']) {
      expect(refusal(() => agentEnv({ kind: 'claude' }, [name], parent)).message).toContain('env-pass[0]');
    }
  });

  it('gives a real agent process no canary, its env-pass names and a TMPDIR of its own', async () => {
    const cwd = tree({ 'src/a.ts': 'a\n' });
    const run = await runAgent({
      agent: { kind: 'custom', command: FAKE_AGENT, args: ['--print-env', 'out/env.json'] },
      prompt: 'print env and post it',
      cwd,
      writable: ['out/'],
      timeoutMs: 20_000,
      envPass: ['PASS_ME'],
      isolate: 'copy',
      env: { ...parent, PASS_ME: 'passed' },
    });
    expect(run.exitCode).toBe(0);
    const text = readFileSync(join(cwd, 'out/env.json'), 'utf8');
    for (const [name, value] of Object.entries(CANARIES)) {
      expect(text).not.toContain(name);
      expect(text).not.toContain(value);
    }
    const env = JSON.parse(text) as Record<string, string>;
    expect(env.PASS_ME).toBe('passed');
    expect(env.HTTPS_PROXY).toBe('http://proxy:3128');
    // A copy's folders lie where no other user may write above them (hazard 528), never in /tmp.
    expect(env.TMPDIR!.startsWith(join(ROOT_BASE, String(process.getuid!()), 'proofgate-agent-'))).toBe(true);
    // node adds nothing of its own beyond what it was given
    expect(Object.keys(env).sort()).toEqual(['HOME', 'HTTPS_PROXY', 'LANG', 'PASS_ME', 'PATH', 'TMPDIR', 'TZ']);
  });

  const bwrap = needs(BWRAP);
  it.skipIf(bwrap.skip)(bwrap.title("under bwrap the agent cannot read the supervisor's environment through /proc"), async () => {
    const cwd = tree({ 'a.txt': 'a\n' });
    const environ = `/proc/${process.pid}/environ`;
    const none = await runAgent({
      agent: { kind: 'custom', command: FAKE_AGENT, args: ['--copy', `${environ}=out/environ`] },
      prompt: '',
      cwd,
      writable: ['out/'],
      timeoutMs: 20_000,
      isolate: 'none',
      env: parent,
    });
    expect(none.exitCode).toBe(0); // the residual risk bwrap closes: same user, same pid namespace
    const boxed = await runAgent({
      agent: { kind: 'custom', command: FAKE_AGENT, args: ['--copy', `${environ}=out/environ2`] },
      prompt: '',
      cwd,
      writable: ['out/'],
      timeoutMs: 20_000,
      isolate: 'bwrap',
      env: parent,
    });
    expect(boxed.exitCode).not.toBe(0);
    expect(boxed.stderrTail).toContain('ENOENT');
  });
});
