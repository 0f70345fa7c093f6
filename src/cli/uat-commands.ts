import type { CommandSpec, OptionSpec, Values } from './spec.js';
import { exitCodes, JSON_OPTION } from './spec.js';
import { UAT_EXIT } from '../uat/exit-codes.js';
import { cliOptions } from './options.js';

/** The checked options of a uat command (src/uat/options.ts). */
async function options(v: Values, cwd: string) {
  return (await import('../uat/options.js')).uatOptions(cliOptions(v), cwd);
}

const DIR: OptionSpec = {
  type: 'string',
  value: 'PATH',
  help: 'the uat folder (specs/, pages/, results/, triage/); default: `dir` of the uat block in _bmad/config.yaml, else _bmad-output/uat',
};
const HEAD: OptionSpec = {
  type: 'string',
  value: 'REF',
  help: 'the commit whose code the run must have tested (default HEAD): a run of a commit whose code differs outside the uat folder is stale',
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
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'written'],
    ['error', 'error: the spec already exists, bad id, invalid config'],
  ]),
  async run([id], v, ctx) {
    const { initSpec } = await import('../uat/init.js');
    const r = await initSpec({ id: await checkedId(id), cwd: ctx.cwd, dir: (await options(v, ctx.cwd)).dir });
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
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'no error'],
    ['failed', 'the spec has errors, each printed with where it is'],
    ['error', 'error: no spec file, bad option, invalid config'],
  ]),
  async run([id], v, ctx) {
    const { lintSpec } = await import('../uat/lint.js');
    const r = await lintSpec({ id: await checkedId(id), cwd: ctx.cwd, ...(await options(v, ctx.cwd)) });
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
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'the page is written'],
    ['failed', '`uat lint` found errors (each printed): the page is not built'],
    [
      'error',
      'error: no spec file, invalid config, a repository of its own (a submodule or a clone, in the uat folder too) with no commit yet or with changes no commit of it holds (files no tree records), an edit an index bit hides from git',
    ],
  ]),
  async run([id], v, ctx) {
    const { buildPage } = await import('../uat/build.js');
    const r = await buildPage({ id: await checkedId(id), cwd: ctx.cwd, ...(await options(v, ctx.cwd)) });
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
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'stopped by Ctrl-C or SIGTERM'],
    [
      'error',
      'error: no spec, invalid spec, port in use, a repository of its own (in the uat folder too) with no commit yet or with changes no commit of it holds, an edit an index bit hides from git',
    ],
  ]),
  async run([id], v, ctx) {
    const port = (await import('../uat/options.js')).servePort(cliOptions(v));
    const { serveRecipe } = await import('../uat/serve.js');
    const until = (await import('../agent/abort.js')).untilStopped();
    const { dir } = await options(v, ctx.cwd);
    const r = await serveRecipe({ id: await checkedId(id), cwd: ctx.cwd, dir, port, progress: ctx.progress, until });
    return { exitCode: r.exitCode, lines: r.lines, json: { url: r.url } };
  },
};

export const uatImportCommand: CommandSpec = {
  area: 'uat',
  name: 'import',
  summary: 'validate a run the tester exported and store it in results/<ID>/',
  positionals: [ID, { name: 'FILE', required: true, help: 'the JSON file the page exported' }],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'stored'],
    [
      'failed',
      'refused: the run answers another revision of the spec, a newer copy is stored, the stored copy is a finished run (never replaced: hazard 569), or the stored copy names another tester or start (another run)',
    ],
    ['error', 'error: unreadable or invalid run, no spec'],
  ]),
  async run([id, file], v, ctx) {
    const { importRun } = await import('../uat/import.js');
    const r = await importRun({ id: await checkedId(id), file: file!, cwd: ctx.cwd, dir: (await options(v, ctx.cwd)).dir });
    return { exitCode: r.exitCode, lines: r.lines, json: { stored: r.stored, file: r.file } };
  },
};

export const uatReadCommand: CommandSpec = {
  area: 'uat',
  name: 'read',
  summary: 'per run: tester, dates, counts, stale or unsigned warnings, each failure with its expectation and note',
  positionals: [ID],
  options: { dir: DIR, json: JSON_OPTION },
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'the latest run has no failed expectation'],
    [
      'failed',
      'the latest run has at least one failure, or a file in the results folder is not a usable run, or it holds more than is read',
    ],
    ['awaiting', 'no run'],
    ['stale', 'the latest run is stale, or error'],
  ]),
  async run([id], v, ctx) {
    const { readRuns } = await import('../uat/read.js');
    const r = await readRuns({ id: await checkedId(id), cwd: ctx.cwd, dir: (await options(v, ctx.cwd)).dir });
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
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'every check that could run confirmed its write'],
    ['failed', 'a check did not confirm its write'],
    ['awaiting', 'no run yet'],
    ['stale', 'the latest run is stale, or error'],
  ]),
  async run([id], v, ctx) {
    const { verifyWrites } = await import('../uat/verify.js');
    const r = await verifyWrites({ id: await checkedId(id), cwd: ctx.cwd, dir: (await options(v, ctx.cwd)).dir });
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
      help: 'a name that may not accept their own work, e.g. the author of the change (repeatable; compared after Unicode normalisation, case and confusable folding, spaces and punctuation ignored, and without a label: brackets, a separator, a no-reply address)',
    },
    dir: DIR,
    base: {
      type: 'string',
      value: 'REF',
      help: "the commit the change merges into (a pull request's base): a run it holds that the change deletes or renames away still counts",
    },
    head: HEAD,
    json: JSON_OPTION,
  },
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', '`passed`: human-observed: complete, current and triaged'],
    ['failed', '`failed`, with the reasons'],
    ['awaiting', '`awaiting`: no finished run yet'],
    ['stale', '`stale`: the run answered another revision of the spec, or tested other code; or error'],
  ]),
  async run([id], v, ctx) {
    const { uatGate } = await import('../uat/gate.js');
    const r = await uatGate({ id: await checkedId(id), cwd: ctx.cwd, ...(await options(v, ctx.cwd)) });
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
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'the version has a recipe'],
    ['failed', 'the version has no recipe'],
    ['error', 'error: no package.json or no version'],
  ]),
  async run(_p, v, ctx) {
    const { specPresent } = await import('../uat/release.js');
    const r = await specPresent({ cwd: ctx.cwd, dir: (await options(v, ctx.cwd)).dir });
    return { exitCode: r.exitCode, lines: r.lines, json: { version: r.version, ids: r.ids } };
  },
};

export const uatReleaseGateCommand: CommandSpec = {
  area: 'uat',
  name: 'release-gate',
  summary:
    'release check: the gate of every recipe of the version in package.json, the worst deciding; 4 means it could not run, never a pass',
  positionals: [],
  options: {
    dir: DIR,
    base: {
      type: 'string',
      value: 'REF',
      help: "also gate the release as REF has it (a pull request's base): the recipes of its package version and the head's, as its specs say, so an edited version field takes none out and a deleted recipe cannot pass; and each recipe's runs as REF holds them",
    },
    head: HEAD,
    json: JSON_OPTION,
  },
  // A mistyped call is a gate that could not run, never 3 (a stale run) to a script reading the code.
  usageExitCode: UAT_EXIT.couldNotRun,
  exitCodes: exitCodes(UAT_EXIT, [
    ['ok', 'every recipe of the version passed'],
    ['failed', 'a recipe failed'],
    ['awaiting', 'a recipe has no finished run'],
    ['stale', "a recipe's run answered another revision, or tested other code"],
    [
      'couldNotRun',
      'the gate could not run (no recipe, a spec whose version cannot be read or whose id names the version its `version` does not, invalid files): not a pass',
    ],
  ]),
  async run(_p, v, ctx) {
    const { releaseGate } = await import('../uat/release.js');
    const o = await options(v, ctx.cwd);
    const r = await releaseGate({ cwd: ctx.cwd, dir: o.dir, base: o.base, head: o.head });
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
