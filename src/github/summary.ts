import { appendFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { log } from './log.js';
import { workStopped } from '../agent/abort.js';

/** GitHub refuses a step summary over 1 MiB (and then shows none): stay well under. */
export const SUMMARY_MAX_BYTES = 1024 * 1024 - 16 * 1024;

/**
 * Joins sections in order within the byte budget. A section that does not fit leaves out only
 * itself: one the pull request or the agent can make large (a table of notes, a finding) must
 * not take the small ones after it (a warning, the reasons a verdict failed) out of the summary.
 * What was left out is named where the first gap is, never silently lost. Sections should be
 * whole Markdown blocks.
 */
export function fitSections(sections: string[], maxBytes = SUMMARY_MAX_BYTES): string {
  const out: string[] = [];
  let used = 0;
  let gap = -1;
  let left = 0;
  for (const s of sections) {
    const size = Buffer.byteLength(s) + 2;
    if (used + size > maxBytes - 300) {
      if (gap < 0) gap = out.length;
      left++;
      continue;
    }
    out.push(s);
    used += size;
  }
  if (left)
    out.splice(
      gap,
      0,
      `> [!WARNING]\n> ${left} section(s) left out to stay under GitHub's 1 MiB summary limit, from here on (every later section that fits is kept): the full evidence is in the review folder (and in the artifact, where this summary names one).`,
    );
  return `${out.join('\n\n')}\n`;
}

/**
 * Appends to the step summary; false, with a line saying why, when there is none (run outside
 * Actions) or it cannot be written (a full disk: a warning, and the verdict stands).
 */
export async function writeSummary(markdown: string): Promise<boolean> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) {
    log.info('no GITHUB_STEP_SUMMARY: job summary skipped');
    return false;
  }
  // Told to stop: the work in progress adds nothing more; the stop's own line says why there is no verdict (main.ts).
  if (workStopped()) return false;
  try {
    await appendFile(file, markdown);
    return true;
  } catch (err) {
    log.warning(`the job summary could not be written (${(err as NodeJS.ErrnoException).code ?? 'error'}); the verdict stands`);
    return false;
  }
}

/** writeSummary for a process about to exit (a cancelled run's last line): synchronous, and quiet when it cannot. */
export function writeSummaryNow(markdown: string): void {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file)
    try {
      appendFileSync(file, markdown);
    } catch {
      // the process exits now: the step's log has the line
    }
}
