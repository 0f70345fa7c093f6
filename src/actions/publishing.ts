import { warningsMarkdown } from '../github/outcome.js';
import { log } from '../github/log.js';

/**
 * Shows publishing problems where a reader looks: one `::warning::` each
 * (core escapes them, so no text can become a workflow command) and a block
 * for the job summary, returned for the caller to place after the verdict.
 */
export function reportPublishing(warnings: string[]): string {
  for (const w of warnings) log.warning(w);
  return warningsMarkdown(warnings);
}
