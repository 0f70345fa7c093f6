import * as core from '@actions/core';
import { inertJson } from '../text/neutralise.js';

/** A step output holding JSON: the same value, and inert where a `run:` step interpolates it (inertJson). */
export function setJsonOutput(name: string, value: unknown): void {
  core.setOutput(name, inertJson(value));
}
