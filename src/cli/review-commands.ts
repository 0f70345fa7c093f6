import type { CommandSpec, Values } from './spec.js';
import { JSON_OPTION } from './spec.js';

const str = (v: Values[string]) => (typeof v === 'string' ? v : undefined);
const list = (v: Values[string]) => (Array.isArray(v) ? v : []);

const DIR_OPTION = { type: 'string', value: 'PATH', default: '_bmad-output/review', help: 'the folder that holds one sub-folder of evidence per review id' } as const;

export const reviewScopeCommand: CommandSpec = {
  area: 'review',
  name: 'scope',
  summary: 'resolve the refs, diff from the merge base, select files, seal scope.json and write checklist.md',
  positionals: [{ name: 'ID', required: true, help: 'the review id: the folder <dir>/<ID>/ gets the evidence' }],
  options: {
    base: { type: 'string', value: 'REF', help: 'compare from the merge base of REF and the head (default HEAD~1, or HEAD with --workspace)' },
    head: { type: 'string', value: 'REF', help: 'the head commit (default HEAD; not with --workspace)' },
    workspace: { type: 'boolean', help: 'review the working tree, untracked files included, on top of HEAD' },
    include: { type: 'string', multiple: true, value: 'GLOB', help: 'select only paths matching GLOB (repeatable); also brings back generated or vendored files' },
    exclude: { type: 'string', multiple: true, value: 'GLOB', help: 'leave out paths matching GLOB (repeatable)' },
    effort: { type: 'string', value: 'LEVEL', default: 'medium', help: 'low (1 pass), medium (2 passes + refutation) or high (3 passes + refutation)' },
    dir: DIR_OPTION,
    json: JSON_OPTION,
  },
  exitCodes: [
    [0, 'the scope is sealed'],
    [3, 'error: not a repository, unknown ref, shallow clone, bad option'],
  ],
  async run([id], v, ctx) {
    const { reviewScope } = await import('../review/scope.js');
    const r = await reviewScope({
      id: id!,
      cwd: ctx.cwd,
      base: str(v.base),
      head: str(v.head),
      workspace: v.workspace === true,
      include: list(v.include),
      exclude: list(v.exclude),
      effort: str(v.effort),
      dir: str(v.dir),
    });
    return { exitCode: r.exitCode, lines: r.lines, json: { scope: r.scope, files: r.files } };
  },
};

export const reviewRulesCommand: CommandSpec = {
  area: 'review',
  name: 'rules',
  summary: 'list the effective review rules, or those that apply to one path',
  positionals: [{ name: 'PATH', required: false, help: 'a repository-relative path: list only the rules that apply to it' }],
  options: { json: JSON_OPTION },
  exitCodes: [
    [0, 'listed'],
    [3, 'error: invalid _bmad/review-rules.yaml, not a repository'],
  ],
  async run([path], _v, ctx) {
    const { listRules } = await import('../review/rules-command.js');
    return listRules(ctx.cwd, path);
  },
};

export const REVIEW_COMMANDS: CommandSpec[] = [reviewScopeCommand, reviewRulesCommand];
