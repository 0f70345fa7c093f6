import * as core from '@actions/core';
import { setJsonOutput } from './outputs.js';
import { basename, dirname, relative, resolve } from 'node:path';
import { loadUatConfig, loadUatConfigAt, type ResolvedUatConfig, type UatMode } from '../uat/config.js';
import { VERDICT_EXIT, type GateResult } from '../uat/gate.js';
import { UAT_EXIT } from '../uat/exit-codes.js';
import { uatGateOptions, type UatGateOptions } from '../uat/options.js';
import { gateSummarySections } from '../uat/render-gate.js';
import { gateRecipe, recipesForVersion, worstVerdict } from '../uat/release.js';
import { fitSections, writeSummary } from '../github/summary.js';
import { artifactNamePart, notTakenSection } from '../github/artifact.js';
import { takenLine } from '../text/taken.js';
import { uploadTaken, type Taken, type TakenUpload } from './upload.js';
import { describeError } from '../text/errors.js';
import { mdCellCode, mdCellText, mdCode, mdFence, mdText } from '../text/neutralise.js';
import { visible } from '../text/neutralise.js';
import { artifactNameInput, booleanInput, inputOptions, workspace } from './io.js';
import { judgedChange } from '../github/event-change.js';
import { log, logUntrusted } from '../github/log.js';

type ActionVerdict = 'passed' | 'failed' | 'awaiting' | 'stale' | 'lint-failed' | 'error';
const WORST_FIRST: ActionVerdict[] = ['error', 'lint-failed', 'failed', 'stale', 'awaiting', 'passed'];
const ACTION_EXIT: Record<ActionVerdict, number> = { ...VERDICT_EXIT, 'lint-failed': UAT_EXIT.failed, error: UAT_EXIT.error };

interface Outcome {
  id: string;
  verdict: ActionVerdict;
  gate?: GateResult;
  page?: string;
  /** What stopped it: lint's lines, or the error. */
  lines?: string[];
  lintErrors?: number;
}

/** The change a pull request's (or a merge queue group's) run is to merge: what it may not set for itself is read at its base. */
type Change = { baseSha: string; headSha: string } | undefined;

interface Settings {
  config: ResolvedUatConfig;
  change: Change;
  /** Where they were read: the base commit of a pull request or a merge queue group, or the checkout. */
  from: string;
  /** The change edits the uat block: the edit applies after merge. */
  edited: boolean;
}

/**
 * The uat settings that decide the verdict: in a pull request or a merge queue group, `_bmad/config.yaml` as it is at
 * the base commit (the change under test cannot set its own mode, budget or folder); elsewhere the checkout's.
 */
async function uatSettings(cwd: string, change: Change): Promise<Settings> {
  if (!change) return { config: await loadUatConfig(cwd), change, from: 'the checkout', edited: false };
  const config = await loadUatConfigAt(cwd, change.baseSha);
  const head = await loadUatConfig(cwd).catch(() => undefined);
  const same = (c: ResolvedUatConfig | undefined) =>
    JSON.stringify(c && { ...c, source: '' }) === JSON.stringify({ ...config, source: '' });
  return { config, change, from: `the base commit ${change.baseSha.slice(0, 12)}`, edited: !same(head) };
}

/** The recipes to gate: the one asked for, or every recipe of package.json's version (a spec whose version cannot be read is an error outcome). */
async function recipes(
  cwd: string,
  dir: string | undefined,
  config: ResolvedUatConfig,
  asked: UatGateOptions['recipe'],
  base: string | undefined,
): Promise<{ ids: string[]; label: string; errors: Outcome[] }> {
  if ('id' in asked) return { ids: [asked.id], label: asked.id, errors: [] };
  // In a pull request or a merge queue group the release is also what the base says it is: the change cannot pick its recipes.
  const r = await recipesForVersion(cwd, dir, config, base);
  const errors = r.uncertain.map((u): Outcome => ({
    id: u.file,
    verdict: 'error',
    lines: [`it may be a recipe of ${visible(r.version)}: ${u.why}`],
  }));
  const version = `version ${visible(r.version)}${r.baseVersion !== undefined ? ` (the base's is ${visible(r.baseVersion)})` : ''}`;
  return { ids: r.ids, label: r.ids.length === 1 && !errors.length ? r.ids[0]! : version, errors };
}

/** A recipe's sections; its page is named only when it is handed over (bound to this step by its id). */
function outcomeSections(o: Outcome, mode: UatMode, handed: boolean): string[] {
  if (o.gate) return gateSummarySections(o.id, o.gate, mode, o.page && handed ? basename(o.page) : undefined);
  const why =
    o.verdict === 'lint-failed' ? '**The recipe does not lint: the page is not handed over.**' : '**The gate could not run: not a pass.**';
  return [`## proofgate uat gate: ${mdCode(o.id)}`, why, mdFence((o.lines ?? []).join('\n'), 'text')];
}

function overview(label: string, verdict: ActionVerdict, outcomes: Outcome[]): string {
  const rows = outcomes.map(
    (o) => `| ${mdCellCode(o.id)} | ${o.verdict} | ${o.gate?.run ? mdCellText(o.gate.run.tester) || '_unsigned_' : '\u2014'} |`,
  );
  return `## proofgate uat gate: ${mdText(label)} \u2014 ${verdict}\n\nEvery recipe is gated; the worst decides.\n\n| recipe | verdict | tester |\n| --- | --- | --- |\n${rows.join('\n')}`;
}

/** No recipe was gated: `recipes` is still JSON, so a later step's `fromJSON` reads it. */
function noRecipes(): void {
  setJsonOutput('recipes', [], "each recipe's gate lines are in this step's log");
}

/** Fails the step in gate mode; in advisory mode says the same as a notice (or a warning when something is missing), never a failure. */
function conclude(mode: UatMode, message: string, severity: 'notice' | 'warning' = 'notice'): void {
  if (mode === 'gate') log.fail(message);
  else log[severity](`${message} (advisory mode: nothing is gated)`);
}

/**
 * A change that is to merge with no one named in `forbid-tester`: its author may accept their own
 * work. In a merge queue group the documented `github.event.pull_request.user.login` is empty (the
 * event names no pull request), so the gate says so rather than check nobody in silence.
 */
function selfAcceptanceUnchecked(forbidTester: string[], change: Change): string | undefined {
  if (forbidTester.length || !change) return undefined;
  const unchecked = "forbid-tester names no one, so the change's author may accept their own work";
  return process.env.GITHUB_EVENT_NAME === 'merge_group'
    ? `${unchecked}: a merge queue group's event names no pull request author (\`github.event.pull_request.user.login\` is empty here); require this gate on the pull request too, where its author is named`
    : `${unchecked}: name the pull request's author (\`forbid-tester: \${{ github.event.pull_request.user.login }}\`)`;
}

/** The pages as the tester takes them: by the id this step reports, never by name (hazard 591). */
const PAGES: Taken = {
  what: "the tester's page",
  lost: "the tester has no page of this step to play (a page under its name in the run is not this step's)",
  taker: 'the tester',
  output: 'page-artifact-id',
};

/**
 * Hands the pages this step built to the tester: uploaded as one artifact, bound to this step by its id, holding no
 * other file of their folder (the checkout's pages folder holds whatever the pull request committed there: a page of
 * its own under a recipe's name, for a recipe that failed lint). A page not bound makes its recipe an error.
 */
async function handOver(
  cwd: string,
  results: Outcome[],
  pages: string[],
  name: string,
): Promise<{ outcomes: Outcome[]; bound?: TakenUpload }> {
  if (!pages.length) return { outcomes: results };
  const folder = dirname(pages[0]!);
  const bound = await uploadTaken(
    name,
    cwd,
    folder,
    PAGES,
    pages.map((p) => relative(folder, p)),
  );
  if (bound.refused === undefined) return { outcomes: results, bound };
  return { outcomes: results.map((o): Outcome => (o.page ? { ...o, verdict: 'error' } : o)), bound };
}

async function gateAll(
  cwd: string,
  mode: UatMode,
  settings: Settings,
  o: UatGateOptions,
  upload: { page: boolean; artifactName: string | undefined },
): Promise<void> {
  const { dir } = o;
  const { config } = settings;
  const notes: string[] = [];
  if (mode === 'advisory')
    notes.push(
      '> [!NOTE]\n> Advisory mode: this verdict is reported, **nothing is gated**. Set `mode: gate` to make the job fail unless the recipe passes.',
    );
  if (settings.edited)
    notes.push(
      `> [!NOTE]\n> This change edits the uat settings in \`_bmad/config.yaml\`; they apply after merge. This gate used the settings of ${settings.from}.`,
    );
  const unchecked = selfAcceptanceUnchecked(o.forbidTester, settings.change);
  if (unchecked) {
    log.warning(unchecked);
    notes.push(`> [!WARNING]\n> ${unchecked}`);
  }
  const base = settings.change?.baseSha;
  const { ids, label, errors } = await recipes(cwd, dir, config, o.recipe, base);
  if (!ids.length && !errors.length) {
    const folder = relative(cwd, resolve(cwd, dir ?? config.dir, 'specs')) || '.';
    const message = `${label} in package.json has no recipe in ${folder}/: write one with \`proofgate uat init <name>-${label.replace(/^version /, '')}\``;
    core.setOutput('verdict', 'awaiting');
    core.setOutput('exit-code', String(UAT_EXIT.awaiting));
    noRecipes();
    await writeSummary(
      fitSections([`## proofgate uat gate: ${mdText(label)}`, '### \u23f3 awaiting \u2014 no recipe', mdText(message), ...notes]),
    );
    conclude(mode, `uat gate: ${message}`, 'warning');
    return;
  }
  const results: Outcome[] = [...errors];
  const code = gatedCode(settings.change);
  for (const id of ids) {
    let page: string | undefined;
    if (o.buildPage) {
      const { buildPage } = await import('../uat/build.js');
      const built = await buildPage({ id, cwd, dir, config, src: o.src, ...(code.head !== undefined ? { commit: code.head } : {}) });
      logUntrusted(built.lines);
      if (!built.page) {
        results.push({ id, verdict: 'lint-failed', lines: built.lint.lines, lintErrors: built.lint.errors.length });
        continue;
      }
      page = built.page;
    }
    const r = await gateRecipe(id, { cwd, dir, config, forbidTester: o.forbidTester, ...(base !== undefined ? { base } : {}), ...code });
    if (r.gate) logUntrusted(r.gate.lines);
    results.push(
      r.gate ? { id, verdict: r.gate.verdict, gate: r.gate, ...(page ? { page } : {}) } : { id, verdict: 'error', lines: [r.error ?? ''] },
    );
  }
  const pages = results.flatMap((o) => (o.page ? [o.page] : []));
  // The version is package.json's, the change's to write: a character no artifact name may hold becomes `-`.
  const name = upload.artifactName ?? `proofgate-uat-${ids.length === 1 ? ids[0] : artifactNamePart(label.replace(/^version /, ''))}`;
  // upload-artifact: false leaves the page in `page` for a step of the workflow's own to upload (and bind by its id).
  const { outcomes, bound } = upload.page ? await handOver(cwd, results, pages, name) : { outcomes: results };
  const refused = bound?.refused;
  const verdict = worstVerdict(
    outcomes.map((o) => o.verdict),
    WORST_FIRST,
  );
  core.setOutput('verdict', verdict);
  core.setOutput('exit-code', String(ACTION_EXIT[verdict]));
  setJsonOutput(
    'recipes',
    outcomes.map((o) => ({ id: o.id, verdict: o.verdict, 'exit-code': ACTION_EXIT[o.verdict], page: o.page ?? null })),
    "each recipe's gate lines are in this step's log",
  );
  if (pages.length === 1) core.setOutput('page', pages[0]);
  const single = outcomes.length === 1 ? outcomes[0]! : undefined;
  const handed = bound !== undefined && refused === undefined;
  const sections = single
    ? outcomeSections(single, mode, handed)
    : [overview(label, verdict, outcomes), ...outcomes.flatMap((o) => outcomeSections(o, mode, handed))];
  // Why first, under the heading: the tester must not look for the page by its name.
  if (refused !== undefined) sections.splice(1, 0, notTakenSection(refused, 'The page is not handed over: not a pass, in every mode.'));
  if (bound && bound.refused === undefined) sections.push(takenLine(bound.upload, "the tester's page", PAGES.output));
  // gateSummarySections puts the advisory note under each gated recipe's verdict itself.
  const gated = outcomes.some((o) => o.gate);
  await writeSummary(fitSections([...sections, ...notes.filter((n) => !(gated && n.includes('Advisory mode')))]));
  for (const o of outcomes.filter((x) => x.lines && x.verdict === 'error'))
    logUntrusted([`${o.id}: could not run (not a pass): ${o.lines!.join(' ')}`]);
  if (refused !== undefined) return log.fail(`uat gate ${label}: error: ${refused}`);
  if (verdict === 'passed') return;
  if (single?.verdict === 'lint-failed')
    return conclude(mode, `uat lint ${single.id} found ${single.lintErrors} error(s): the page is not built`, 'warning');
  conclude(mode, `uat gate ${label}: ${verdict}`, verdict === 'error' ? 'warning' : 'notice');
}

/**
 * The code a run must have tested, from the event, never from the checkout a pull request's workflow
 * makes (its merge commit, which no tester played): a pull request's head; a merge queue group's head,
 * compared over the files the group changes since its base (it also holds the groups queued before it)
 * and those the run's commit changed on its branch; elsewhere (a push, a tag) the checkout's HEAD.
 */
function gatedCode(change: Change): { head?: string; headSince?: string } {
  if (!change) return {};
  return process.env.GITHUB_EVENT_NAME === 'merge_group' ? { head: change.headSha, headSince: change.baseSha } : { head: change.headSha };
}

export async function run(): Promise<void> {
  let mode: UatMode | undefined;
  try {
    const cwd = workspace();
    // What to gate and how are the workflow's own inputs: a wrong one fails the step in every mode (no mode is
    // known yet), with the outputs and summary of a gate that cannot run. The source is read only to build the page.
    const o = uatGateOptions(inputOptions({ unused: booleanInput('build-page', false) ? [] : ['src'] }), cwd);
    const upload = { page: booleanInput('upload-artifact', true), artifactName: artifactNameInput() };
    // Off by the workflow's own input: nothing is read, not even the base's settings (a shallow clone has no base).
    // Else a pull request's run that names no base fails the step in every mode, before a mode is known (hazard 607).
    const change = o.mode === 'off' ? undefined : judgedChange();
    mode = o.mode;
    const settings = mode === 'off' ? undefined : await uatSettings(cwd, change);
    mode ??= settings!.config.mode;
    core.setOutput('mode', mode);
    if (mode === 'off') {
      core.setOutput('verdict', 'off');
      core.setOutput('exit-code', String(UAT_EXIT.ok));
      noRecipes();
      log.info('uat mode is off: no recipe is produced or gated');
      await writeSummary('## proofgate uat gate\n\nHuman acceptance is **off** (`mode: off`): no recipe was built or gated.\n');
      return;
    }
    await gateAll(cwd, mode, settings!, o, upload);
  } catch (err) {
    // What stopped the gate is the verdict `error`, in the outputs and the summary; only gate mode fails the step.
    const message = describeError(err);
    // No mode known yet (a refused input, a config it could not read and no `mode` input): says so (hazard 665).
    core.setOutput('mode', mode ?? 'unknown');
    core.setOutput('verdict', 'error');
    core.setOutput('exit-code', String(UAT_EXIT.error));
    noRecipes();
    const advisory = mode === 'advisory';
    await writeSummary(
      fitSections([
        '## proofgate uat gate',
        '### \u26a0\ufe0f the gate could not run',
        mdText(message),
        advisory ? 'Advisory mode: **nothing is gated**.' : 'Not a pass: the step fails.',
      ]),
    );
    if (advisory) log.warning(`uat gate could not run: ${message} (advisory mode: nothing is gated)`);
    else log.fail(message);
  }
}
