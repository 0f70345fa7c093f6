import type { Rule } from 'eslint';
export function trailingRuns(pattern: string, flags?: string): string[];
export const noTrailingRun: Rule.RuleModule;
