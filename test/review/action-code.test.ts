import { describe, expect, it } from 'vitest';
import { actionCode, isActionMetadata, runByAction } from '../../src/review/action-code.js';

describe('actionCode: what the actions of a repository run', () => {
  it('resolves entries against the action folder, however spelled, and never outside the repository', () => {
    const code = actionCode([
      {
        path: 'a/action.yml',
        text: "runs: { using: node20, main: ' ./x/../Dist//index.js ', pre: '/etc/passwd', post: '../../../out.js' }",
      },
      { path: 'action.yaml', text: 'runs:\n  using: docker\n  image: docker://alpine:3\n' },
      { path: 'b/c/action.yml', text: 'runs:\n  using: node24\n  main: ..\\lib\\BUILD\\main.js\n' },
    ]);
    expect(runByAction(code, 'a/dist/index.js', true)).toBe('a/action.yml');
    expect(runByAction(code, 'b/lib/build/main.js', true)).toBe('b/c/action.yml');
    // Beside an entry outside its action's folder: the chunks it loads.
    expect(runByAction(code, 'b/lib/build/chunk.js', false)).toBe('b/c/action.yml');
    expect(runByAction(code, 'b/lib/build/chunk.js', true)).toBeUndefined();
    // The repository's root is an action: everything built in it is code the action may run.
    expect(runByAction(code, 'web/dist/app.js', false)).toBe('action.yaml');
    expect(runByAction(code, 'etc/passwd', true)).toBeUndefined();
    expect(runByAction(code, 'action.yaml', true)).toBe('action.yaml');
  });

  it('metadata that is not YAML, or too large, still marks its own folder; other names are not metadata', () => {
    const code = actionCode([
      { path: 'x/Action.YML', text: '{{{{' },
      { path: 'y/action.yml', text: `runs: { main: z.js }\n#${'a'.repeat(1024 * 1024)}` },
      { path: 'w/action.yml' },
    ]);
    expect(runByAction(code, 'x/dist/i.js', false)).toBe('x/Action.YML');
    expect(runByAction(code, 'y/z.js', true)).toBeUndefined();
    expect(runByAction(code, 'y/vendor/z.js', false)).toBe('y/action.yml');
    expect(runByAction(code, 'w/build/k.js', false)).toBe('w/action.yml');
    expect(runByAction(code, 'v/build/k.js', false)).toBeUndefined();
    expect(isActionMetadata('deep/Action.yaml')).toBe(true);
    expect(isActionMetadata('Dockerfile')).toBe(false);
    expect(isActionMetadata('action.yml.bak')).toBe(false);
  });
});
