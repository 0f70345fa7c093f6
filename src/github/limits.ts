import { fitBytes } from '../text/truncate.js';

/** Limits GitHub enforces on what proofgate publishes (see docs/publishing.md). */
export const LIMITS = {
  /** Check run output title, summary and text; counted in bytes to be safe (GitHub's count is byte-like). */
  checkOutput: 65535,
  /** Our own cap for a check run title: it is shown on one line. */
  checkTitle: 255,
  annotationsPerRequest: 50,
  annotationTitle: 255,
  annotationMessage: 65535,
  /** Issue and pull-request comment body. */
  commentBody: 65536,
} as const;

/** Cuts text for GitHub to `maxBytes`, ending with `… N characters omitted` (see `fitBytes`). */
export function fitText(text: string, maxBytes: number): string {
  return fitBytes(text, maxBytes, 'characters', '');
}
