import type { CommandSpec, OptionSpec, Values } from './spec.js';
import { JSON_OPTION } from './spec.js';

const str = (v: Values[string]) => (typeof v === 'string' ? v : undefined);
const list = (v: Values[string]) => (Array.isArray(v) ? v : []);

const DIR: OptionSpec = {
  type: 'string',
  value: 'PATH',
  help: 'the uat folder (specs/, pages/, results/, triage/); default: `dir` of the uat block in _bmad/config.yaml, else _bmad-output/uat',
};
const ID = { name: 'ID', required: true, help: 'the recipe id: the spec is <dir>/specs/<ID>.json' };

async function checkedId(id: string | undefined): Promise<string> {
  const { checkSpecId } = await import('../uat/folder.js');
  return checkSpecId(id);
}

export const uatInitCommand: CommandSpec = {
  area: 'uat',
  name: 'init',
  summary: 'write a starter spec specs/<ID>.json from the shipped example (3 steps, 5 expectations, 8 labels)',
  positionals: [ID],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: [
    [0, 'written'],
    [3, 'error: the spec already exists, bad id, invalid config'],
  ],
  async run([id], v, ctx) {
    const { initSpec } = await import('../uat/init.js');
    const r = await initSpec({ id: await checkedId(id), cwd: ctx.cwd, dir: str(v.dir) });
    return { exitCode: r.exitCode, lines: r.lines, json: { file: r.file } };
  },
};

const SRC: OptionSpec = {
  type: 'string',
  multiple: true,
  value: 'DIR',
  help: "a folder (or file) of the screens' source: every label must appear in it word for word (repeatable)",
};

export const uatLintCommand: CommandSpec = {
  area: 'uat',
  name: 'lint',
  summary:
    'check a spec: schema, ids, starter texts left, read-only SELECT queries, labels found verbatim in the source, markup, budget, witnesses and verify checks',
  positionals: [ID],
  options: {
    src: SRC,
    dir: DIR,
    json: JSON_OPTION,
  },
  exitCodes: [
    [0, 'no error'],
    [1, 'the spec has errors (each printed)'],
    [3, 'error: no spec file, bad option, invalid config'],
  ],
  async run([id], v, ctx) {
    const { lintSpec } = await import('../uat/lint.js');
    const r = await lintSpec({ id: await checkedId(id), cwd: ctx.cwd, dir: str(v.dir), src: list(v.src) });
    return { exitCode: r.exitCode, lines: r.lines, json: { errors: r.errors, counts: r.counts, sourceFiles: r.sourceFiles } };
  },
};

export const uatBuildCommand: CommandSpec = {
  area: 'uat',
  name: 'build',
  summary:
    "lint the spec, then write pages/uat-<ID>.html: one self-contained page the tester plays, carrying the spec's SHA-256 (never built while lint fails)",
  positionals: [ID],
  options: { src: SRC, dir: DIR, json: JSON_OPTION },
  exitCodes: [
    [0, 'the page is written'],
    [1, 'uat lint found errors (each printed): the page is not built'],
    [3, 'error: no spec file, invalid config'],
  ],
  async run([id], v, ctx) {
    const { buildPage } = await import('../uat/build.js');
    const r = await buildPage({ id: await checkedId(id), cwd: ctx.cwd, dir: str(v.dir), src: list(v.src) });
    return {
      exitCode: r.exitCode,
      lines: r.lines,
      json: {
        page: r.page ?? null,
        bytes: r.bytes ?? null,
        specSha256: r.specSha256 ?? null,
        languages: r.languages ?? [],
        guarantees: r.guarantees ?? [],
        lintErrors: r.lint.errors,
      },
    };
  },
};

export const uatServeCommand: CommandSpec = {
  area: 'uat',
  name: 'serve',
  summary: 'serve the page on 127.0.0.1 only and write the answers into results/<ID>/ at every tick (Ctrl-C stops)',
  positionals: [ID],
  options: {
    port: { type: 'string', value: 'N', default: '4173', help: 'the port on 127.0.0.1 (0 picks a free one; the URL is printed on stderr)' },
    dir: DIR,
    json: JSON_OPTION,
  },
  exitCodes: [
    [0, 'stopped by Ctrl-C or SIGTERM'],
    [3, 'error: no spec, invalid spec, port in use'],
  ],
  async run([id], v, ctx) {
    const port = Number(str(v.port));
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      const { ProofgateError } = await import('../text/errors.js');
      throw new ProofgateError(`--port must be a number from 0 to 65535, not ${JSON.stringify(str(v.port))}`);
    }
    const { serveRecipe } = await import('../uat/serve.js');
    const until = new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    const r = await serveRecipe({ id: await checkedId(id), cwd: ctx.cwd, dir: str(v.dir), port, progress: ctx.progress, until });
    return { exitCode: r.exitCode, lines: r.lines, json: { url: r.url } };
  },
};

export const uatImportCommand: CommandSpec = {
  area: 'uat',
  name: 'import',
  summary: 'validate a run the tester exported and store it in results/<ID>/',
  positionals: [ID, { name: 'FILE', required: true, help: 'the JSON file the page exported' }],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: [
    [0, 'stored'],
    [1, 'refused: it answers another revision of the spec, or a newer copy is stored'],
    [3, 'error: unreadable or invalid run, no spec'],
  ],
  async run([id, file], v, ctx) {
    const { importRun } = await import('../uat/import.js');
    const r = await importRun({ id: await checkedId(id), file: file!, cwd: ctx.cwd, dir: str(v.dir) });
    return { exitCode: r.exitCode, lines: r.lines, json: { stored: r.stored, file: r.file } };
  },
};

export const uatReadCommand: CommandSpec = {
  area: 'uat',
  name: 'read',
  summary: 'per run: tester, dates, counts, stale or unsigned warnings, each failure with its expectation and note',
  positionals: [ID],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: [
    [0, 'the latest run has no failed expectation'],
    [1, 'the latest run has at least one failure'],
    [2, 'no run'],
    [3, 'the latest run is stale (another revision of the spec), or error'],
  ],
  async run([id], v, ctx) {
    const { readRuns } = await import('../uat/read.js');
    const r = await readRuns({ id: await checkedId(id), cwd: ctx.cwd, dir: str(v.dir) });
    return { exitCode: r.exitCode, lines: r.lines, json: { runs: r.runs, invalid: r.invalid } };
  },
};

export const uatVerifyCommand: CommandSpec = {
  area: 'uat',
  name: 'verify',
  summary:
    'run the http (GET/HEAD) and command checks of answered writing steps read-only, without a shell, and record them in the triage file',
  positionals: [ID],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: [
    [0, 'every check that could run confirmed its write (sql and manual ones are listed for a person)'],
    [1, 'a check did not confirm its write'],
    [2, 'no run yet'],
    [3, 'the latest run is stale, or error'],
  ],
  async run([id], v, ctx) {
    const { verifyWrites } = await import('../uat/verify.js');
    const r = await verifyWrites({ id: await checkedId(id), cwd: ctx.cwd, dir: str(v.dir) });
    return { exitCode: r.exitCode, lines: r.lines, json: { checks: r.checks, owed: r.owed } };
  },
};

export const uatGateCommand: CommandSpec = {
  area: 'uat',
  name: 'gate',
  summary: 'the verdict over the latest run: passed only when finished, current, complete, triaged and every write confirmed',
  positionals: [ID],
  options: {
    'forbid-tester': {
      type: 'string',
      multiple: true,
      value: 'NAME',
      help: 'a name that may not accept their own work, e.g. the author of the change (repeatable; compared after Unicode normalisation, case and confusable folding, spaces and punctuation ignored)',
    },
    dir: DIR,
    json: JSON_OPTION,
  },
  exitCodes: [
    [0, 'passed: human-observed: complete, current and triaged'],
    [1, 'failed (the reasons are printed)'],
    [2, 'awaiting: no finished run yet'],
    [3, 'stale: the run answered another revision of the spec; or error'],
  ],
  async run([id], v, ctx) {
    const { uatGate } = await import('../uat/gate.js');
    const r = await uatGate({ id: await checkedId(id), cwd: ctx.cwd, dir: str(v.dir), forbidTester: list(v['forbid-tester']) });
    const { lines, exitCode, ...json } = r;
    return { exitCode, lines, json };
  },
};

export const uatSpecPresentCommand: CommandSpec = {
  area: 'uat',
  name: 'spec-present',
  summary: 'release check: the version in package.json has a recipe (a spec whose version matches); every one is named',
  positionals: [],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: [
    [0, 'the version has a recipe'],
    [1, 'the version has no recipe'],
    [3, 'error: no package.json or no version'],
  ],
  async run(_p, v, ctx) {
    const { specPresent } = await import('../uat/release.js');
    const r = await specPresent({ cwd: ctx.cwd, dir: str(v.dir) });
    return { exitCode: r.exitCode, lines: r.lines, json: { version: r.version, ids: r.ids } };
  },
};

export const uatReleaseGateCommand: CommandSpec = {
  area: 'uat',
  name: 'release-gate',
  summary:
    'release check: the gate of every recipe of the version in package.json, the worst deciding; 4 means it could not run, never a pass',
  positionals: [],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: [
    [0, 'every recipe of the version passed'],
    [1, 'a recipe failed'],
    [2, 'a recipe has no finished run'],
    [3, "a recipe's run answered another revision"],
    [4, 'the gate could not run (no recipe, a spec whose version cannot be read, invalid files): not a pass'],
  ],
  async run(_p, v, ctx) {
    const { releaseGate } = await import('../uat/release.js');
    const r = await releaseGate({ cwd: ctx.cwd, dir: str(v.dir) });
    return {
      exitCode: r.exitCode,
      lines: r.lines,
      json: {
        verdict: r.verdict,
        version: r.version ?? null,
        recipes: r.recipes.map(({ id, verdict, exitCode }) => ({ id, verdict, exitCode })),
      },
    };
  },
};

export const UAT_COMMANDS: CommandSpec[] = [
  uatInitCommand,
  uatLintCommand,
  uatBuildCommand,
  uatServeCommand,
  uatImportCommand,
  uatReadCommand,
  uatVerifyCommand,
  uatGateCommand,
  uatSpecPresentCommand,
  uatReleaseGateCommand,
];
