import * as core from '@actions/core';
import { warningsMarkdown } from '../github/outcome.js';

/**
 * Shows publishing problems where a reader looks: one `::warning::` each
 * (core escapes them, so no text can become a workflow command) and a block
 * for the job summary, returned for the caller to place after the verdict.
 */
export function reportPublishing(warnings: string[]): string {
  for (const w of warnings) core.warning(w);
  return warningsMarkdown(warnings);
}
