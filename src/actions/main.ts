import * as core from '@actions/core';
import { describeError, ERROR_EXIT, ProofgateError } from '../text/errors.js';
import { log } from '../github/log.js';
import { writeSummary, writeSummaryNow } from '../github/summary.js';
import { handleStops } from '../agent/abort.js';
import { mdText } from '../text/neutralise.js';
import { actionDeclared, undeclaredInput } from './declared.js';
import { declareInputs } from './io.js';
import { presetOutputs } from './outputs.js';

const ACTIONS: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  command: () => import('./command.js'),
  'review-scope': () => import('./review-scope.js'),
  'test-review': () => import('./test-review.js'),
  'review-gate': () => import('./review-gate.js'),
  'uat-gate': () => import('./uat-gate.js'),
};

/** Runs one action; an unexpected error fails the step with one line, never a bare stack. */
export async function runAction(name: string): Promise<void> {
  let declared: ReturnType<typeof actionDeclared>;
  const title = `proofgate${name === 'command' ? '' : ` ${name}`}`;
  // A cancelled step (SIGINT, then SIGTERM) still ends as a run without a verdict: the work's outputs
  // written again empty (the runner keeps the last value), exit-code 3, a summary line and the step failed.
  const unhandle = handleStops((why) => {
    if (declared) presetOutputs(declared.outputs);
    core.setOutput('exit-code', String(ERROR_EXIT));
    writeSummaryNow(`## ❌ ${title}: stopped before a verdict\n\n${mdText(why)}\n`);
    log.fail(`${title}: stopped before a verdict: ${why}`);
  });
  try {
    const load = ACTIONS[name];
    if (!load) throw new Error(`no action named ${JSON.stringify(name)}`);
    declared = actionDeclared(name);
    if (declared) {
      presetOutputs(declared.outputs);
      // An undeclared INPUT_ is refused by the action's first read of an input, as its wrong inputs are.
      declareInputs(declared.inputs, undeclaredInput(name === 'command' ? 'proofgate' : name, declared.inputs));
    }
    await (await load()).run();
  } catch (err) {
    const line = describeError(err);
    core.setOutput('exit-code', String(err instanceof ProofgateError ? err.exitCode : ERROR_EXIT));
    // The job summary is where a reader looks first: the cause is there too, not only in the log.
    await writeSummary(`## ❌ ${title}: the step failed\n\n${mdText(line)}\n`);
    log.fail(line);
  } finally {
    unhandle();
  }
}
