import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { actionInProcess, BUNDLE_NODE, cli, cliInProcess, ROOT, runAction, type ActionRun } from './support/run.js';
import { commitAll, emptyRepo, git, makeCartRepo } from './support/repo.js';
import { needs } from './support/needs.js';
import { sourceStamp, STAMP_FILE } from '../scripts/source-stamp.mjs';

describe('dist/ is the build of src/', () => {
  // The byte-for-byte rebuild is `npm run check:dist` (ci.yml and .ci/run): half a minute of ncc.
  it('the committed dist/ carries the stamp of this source', () => {
    expect(readFileSync(join(ROOT, 'dist', STAMP_FILE), 'utf8').trim(), 'run `npm run build` and commit dist/').toBe(sourceStamp(ROOT));
  });

  it('the bundle has no unresolved module and runs', () => {
    for (const f of readdirSync(join(ROOT, 'dist')).filter((n) => n.endsWith('.js'))) {
      expect(readFileSync(join(ROOT, 'dist', f), 'utf8')).not.toContain('webpackMissingModule');
    }
    expect(execFileSync(process.execPath, [join(ROOT, 'dist/cli.js'), '--version'], { encoding: 'utf8' }).trim()).toBe(
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version,
    );
  });

  it('a command that publishes nothing loads none of the builtins it never uses at start-up', () => {
    // The Node builtins a process loaded, written as it exits (preloaded with -r, the bundle untouched),
    // beyond those the same Node loads for an empty ES module (Node 20's loader itself loads fs/promises).
    const dir = mkdtempSync(join(tmpdir(), 'proofgate-builtins-'));
    const hook = join(dir, 'hook.cjs');
    writeFileSync(hook, "process.on('exit', () => require('fs').writeFileSync(process.env.LOADED, process.moduleLoadList.join('\\n')));");
    writeFileSync(join(dir, 'empty.mjs'), 'export {};');
    const loaded = (args: string[]) => {
      const out = join(dir, 'loaded.txt');
      execFileSync(BUNDLE_NODE, ['-r', hook, ...args], { cwd: emptyRepo(), env: { ...process.env, LOADED: out } });
      return readFileSync(out, 'utf8').split('\n');
    };
    const bare = new Set(loaded([join(dir, 'empty.mjs')]));
    for (const args of [
      ['review', 'rules'],
      ['review', 'reviewers'],
      ['review', 'scope', '--help'],
    ]) {
      const added = loaded([join(ROOT, 'dist/cli.js'), ...args]).filter((m) => !bare.has(m));
      // node:fs/promises brings readline, its history and the file watchers: none is needed to start.
      // node:crypto is not either: the shipped rule documents and built-in rule set are hashed by the build.
      expect(
        added.filter((m) =>
          /^NativeModule (fs\/promises|readline|internal\/(fs\/promises|readline\/)|https?$|zlib|worker_threads|crypto$)/.test(m),
        ),
        args.join(' '),
      ).toEqual([]);
    }
    // Lines go out with fs.writeSync (src/process-io.ts): printing builds no stream over the pipe.
    expect(
      loaded([join(ROOT, 'dist/cli.js'), 'review', 'scope', '--help']).filter((m) => /^NativeModule (net|stream|tty)$/.test(m)),
    ).toEqual([]);
  });

  it('every action.yml reaches an entry of the bundle that runs and knows its action', () => {
    const folders = [
      '',
      ...readdirSync(ROOT, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    ];
    const actions = folders.filter((f) => existsSync(join(ROOT, f, 'action.yml')));
    expect(actions.length).toBeGreaterThanOrEqual(5);
    const repo = emptyRepo();
    // A composite action has no `main`: its JavaScript steps are the sibling actions checked here.
    const composite = actions.filter((f) => /^\s*using: composite\s*$/m.test(readFileSync(join(ROOT, f, 'action.yml'), 'utf8')));
    expect(composite).toEqual(['review']);
    for (const f of composite) {
      const siblings = [...readFileSync(join(ROOT, f, 'action.yml'), 'utf8').matchAll(/^\s*uses: \$\/([a-z-]+)\s*$/gm)].map((m) => m[1]!);
      expect(siblings, f).toEqual(['review-scope', 'review-gate']);
      for (const s of siblings) expect(actions, `${f} uses $/${s}`).toContain(s);
    }
    for (const f of actions.filter((a) => !composite.includes(a))) {
      const meta = readFileSync(join(ROOT, f, 'action.yml'), 'utf8');
      expect(meta, f).toMatch(/^\s*using: node24\s*$/m);
      const main = /^\s*main:\s*(\S+)\s*$/m.exec(meta)![1]!;
      const entry = join(ROOT, f, main);
      expect(existsSync(entry), `${f}/action.yml main: ${main}`).toBe(true);
      // With no inputs, each action fails on what is missing: proof that the entry loaded its action.
      const r = runAction(relative(join(ROOT, 'dist'), entry), repo, {});
      expect(r.stdout + r.stderr, f).not.toContain('no action named');
      expect(r.commands.join('\n'), f).toMatch(/^::error::/m);
    }
  });

  // process-io.ts writes with fs.writeSync; a non-blocking pipe that fills up (EAGAIN) hands the rest
  // to process.stdout, and the process waits for it before it ends.
  it.skipIf(!existsSync('/usr/bin/python3'))('every line reaches a full non-blocking pipe, in order, and the exit code holds', () => {
    const repo = emptyRepo();
    const whole = execFileSync(BUNDLE_NODE, [join(ROOT, 'dist/cli.js'), 'review', 'rules', '--json'], { cwd: repo });
    expect(whole.length).toBeGreaterThan(4096);
    // The pipe holds one page, the reader waits until the CLI has filled it, then reads to the end.
    const script = [
      'import fcntl, os, subprocess, sys, time',
      'r, w = os.pipe()',
      'fcntl.fcntl(w, fcntl.F_SETPIPE_SZ, 4096)',
      'fcntl.fcntl(w, fcntl.F_SETFL, fcntl.fcntl(w, fcntl.F_GETFL) | os.O_NONBLOCK)',
      'p = subprocess.Popen(sys.argv[1:], stdout=w)',
      'os.close(w)',
      'time.sleep(0.5)',
      'out = b""',
      'while chunk := os.read(r, 65536): out += chunk',
      'sys.stdout.buffer.write(out)',
      'sys.exit(p.wait())',
    ].join('\n');
    const piped = execFileSync('/usr/bin/python3', ['-c', script, BUNDLE_NODE, join(ROOT, 'dist/cli.js'), 'review', 'rules', '--json'], {
      cwd: repo,
    });
    expect(piped.toString('utf8')).toBe(whole.toString('utf8'));
  });

  // dist/cli.js ends the process at once after the command (exitWhenIdle), never while something still runs.
  it('the CLI ends at once when nothing is left to run, and waits for what is', () => {
    const run = (body: string) =>
      execFileSync(
        BUNDLE_NODE,
        ['--input-type=module', '-e', `const m = await import(${JSON.stringify(join(ROOT, 'dist/index.js'))}); ${body}`],
        {
          encoding: 'utf8',
        },
      );
    expect(run("await m.exitWhenIdle(); console.log('not ended');")).toBe('');
    expect(run("setTimeout(() => console.log('waited for'), 50); await m.exitWhenIdle();")).toBe('waited for\n');
  });

  // src/compile-cache.ts: V8 compiles each part once per bundle (Node 22.1 and later), in a folder
  // beside the bundle that git ignores wherever the package sits.
  const compileCache = needs([
    Number(execFileSync(BUNDLE_NODE, ['-p', 'process.versions.node.split(".")[0]']).toString()) >= 22,
    'needs Node 22.1 or later (scripts/runner-node.mjs)',
  ]);
  it.skipIf(compileCache.skip)(
    compileCache.title('a copy vendored into a repository compiles from its cache and leaves git nothing untracked'),
    () => {
      const repo = emptyRepo();
      const pkg = join(repo, 'vendor/proofgate');
      for (const part of ['package.json', 'dist', 'rules', 'skills', 'templates'])
        cpSync(join(ROOT, part), join(pkg, part), { recursive: true });
      commitAll(repo, 'vendor proofgate');
      const rules = () =>
        execFileSync(BUNDLE_NODE, [join(pkg, 'dist/cli.js'), 'review', 'rules', '--json'], { cwd: repo, encoding: 'utf8' });
      const first = rules();
      const cached = readdirSync(join(pkg, '.compile-cache'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      // The loaded parts' compiled code, beside the folder's own .gitignore.
      expect(cached.length).toBeGreaterThan(3);
      expect(rules()).toBe(first);
      expect(git(repo, 'status', '--porcelain=v1', '--untracked-files=all', '--ignored=no')).toBe('');
      expect(git(repo, 'ls-files', '--others', '--exclude-standard')).toBe('');
    },
  );

  // cliCase runs a table's later cases through cliInProcess: it must answer as dist/cli.js does.
  it('the CLI run in the command host prints and exits as dist/cli.js does, in a workflow step too', async () => {
    const repo = emptyRepo();
    // The fence around stderr in a step carries a fresh random token per run.
    const token = (t: string) => t.replace(/[0-9a-f]{32}/g, 'TOKEN');
    const envs: Record<string, string>[] = [{}, { GITHUB_ACTIONS: 'true' }];
    for (const env of envs)
      for (const args of [['--version'], ['review', 'rules'], ['review', 'gate', 'nope'], ['test-review', '--bogus'], ['uat']]) {
        const [bundle, inProcess] = [cli(repo, args, env), await cliInProcess(repo, args, env)];
        expect({ ...inProcess, stderr: token(inProcess.stderr) }, args.join(' ')).toEqual({ ...bundle, stderr: token(bundle.stderr) });
      }
  });

  // actionCase runs a table's later cases through actionInProcess: it must answer as the entry does.
  it('an action run in the command host writes what its dist/ entry writes: outputs, summary, commands, exit code', async () => {
    // The fence token is random, and each run has its own runner temp folder (and copies made there).
    const seen = (r: ActionRun): unknown =>
      JSON.parse(
        JSON.stringify(r)
          .replace(/[0-9a-f]{32}/g, 'TOKEN')
          .replace(/proofgate-(runner|copy)-\w+/g, 'proofgate-$1-X'),
      );
    const repo = makeCartRepo();
    const runs: [string, Record<string, string>][] = [
      ['review-scope.js', { id: 'same', base: 'HEAD~1' }],
      ['review-gate.js', { id: 'same', 'upload-artifact': 'false' }],
      ['review-gate.js', { id: 'none-such' }],
      ['uat-gate.js', {}],
    ];
    for (const [entry, inputs] of runs) {
      const bundle = runAction(entry, repo, inputs);
      expect(seen(await actionInProcess(entry, repo, inputs)), entry).toEqual(seen(bundle));
    }
  });
});
