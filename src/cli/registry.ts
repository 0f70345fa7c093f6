import type { CommandSpec } from './spec.js';
import { REVIEW_COMMANDS } from './review-commands.js';
import { TEST_REVIEW_COMMANDS } from './test-review-commands.js';
import { UAT_COMMANDS } from './uat-commands.js';

/** Every command, by area. The actions call the same specs' `run`. */
export const COMMANDS: CommandSpec[] = [...REVIEW_COMMANDS, ...UAT_COMMANDS, ...TEST_REVIEW_COMMANDS];

export const AREAS: Record<string, string> = {
  review: 'seal what a code review must cover, anchor its findings, gate on coverage',
  uat: 'human acceptance: a recipe page a person plays, its run read, triaged and gated',
  'test-review': 'an agent reviews the changed tests against a rubric; strict report, derived verdict',
};

export function findCommand(area: string, name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.area === area && c.name === name);
}
