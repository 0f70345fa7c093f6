import * as core from '@actions/core';
import { inertJson } from '../text/neutralise.js';
import { log } from '../github/log.js';

/**
 * GitHub carries 1 MB of a job's outputs, counting each UTF-16 code unit as 2 bytes; past it the
 * job fails or the downstream job reads nothing, after the work was done. One output that could
 * never be a job output is not set whole: it is left empty, in one warning saying where the whole is.
 */
export const OUTPUT_MAX_UNITS = 500_000;

/** `text` as the step output `name`, or `empty` with a warning when it is past what a job output holds. */
function setBounded(name: string, text: string, empty: string, whole: string): void {
  if (text.length <= OUTPUT_MAX_UNITS) return core.setOutput(name, text);
  log.warning(
    `output \`${name}\` is left ${empty === '' ? 'empty' : `\`${empty}\``}: its ${text.length.toLocaleString('en-US')} characters are past the 1 MB GitHub holds of a job's outputs; ${whole}`,
  );
  core.setOutput(name, empty);
}

/** A step output of text (a command's stdout), bounded as a job output is. */
export function setTextOutput(name: string, text: string, whole: string): void {
  setBounded(name, text, '', whole);
}

/**
 * A step output holding JSON: the same value, and inert where a `run:` step interpolates it
 * (inertJson); `null` past what a job output holds (`fromJSON` reads it, every field of it null).
 */
export function setJsonOutput(name: string, value: unknown, whole: string): void {
  setBounded(name, inertJson(value), 'null', whole);
}

/**
 * Every output the action declares, written empty before it runs (hazard 665): a step that stops before
 * an output is known (a refused input, an unreadable config, an error, a kill) leaves it empty, never
 * unset, on every exit path; the runner keeps the last value written, so what the action sets wins.
 */
export function presetOutputs(names: string[]): void {
  for (const name of names) core.setOutput(name, '');
}
