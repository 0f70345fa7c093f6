import * as core from '@actions/core';
import { describeError, ERROR_EXIT, ProofgateError } from '../text/errors.js';
import { log } from '../github/log.js';
import { writeSummary } from '../github/summary.js';
import { mdText } from '../text/neutralise.js';
import { actionDeclared, undeclaredInput } from './declared.js';
import { declareInputs } from './io.js';
import { presetOutputs } from './outputs.js';
import { TEST_REVIEW_EXIT } from '../test-review/exit-codes.js';

const ACTIONS: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  command: () => import('./command.js'),
  'review-scope': () => import('./review-scope.js'),
  'test-review': () => import('./test-review.js'),
  'review-gate': () => import('./review-gate.js'),
  'uat-gate': () => import('./uat-gate.js'),
};

/** Runs one action; an unexpected error fails the step with one line, never a bare stack. */
export async function runAction(name: string): Promise<void> {
  try {
    const load = ACTIONS[name];
    if (!load) throw new Error(`no action named ${JSON.stringify(name)}`);
    const declared = actionDeclared(name);
    if (declared) {
      declareInputs(declared.inputs);
      presetOutputs(declared.outputs);
      const undeclared = undeclaredInput(name === 'command' ? 'proofgate' : name, declared.inputs);
      // An input error: test-review's table gives a refused option 2, every other action's 3.
      if (undeclared) throw new ProofgateError(undeclared, name === 'test-review' ? TEST_REVIEW_EXIT.environment : ERROR_EXIT);
    }
    await (await load()).run();
  } catch (err) {
    const line = describeError(err);
    core.setOutput('exit-code', String(err instanceof ProofgateError ? err.exitCode : ERROR_EXIT));
    // The job summary is where a reader looks first: the cause is there too, not only in the log.
    await writeSummary(`## ❌ proofgate${name === 'command' ? '' : ` ${name}`}: the step failed\n\n${mdText(line)}\n`);
    log.fail(line);
  }
}
