import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { actionCode, decodeEscapes, isActionMetadata, linkTarget, runByAction, writtenNames } from '../../src/review/action-code.js';

describe('actionCode: what the actions of a repository name as code to run', () => {
  it('resolves entries against the action folder however spelled, follows links, matches an absolute entry by its end', () => {
    const code = actionCode(
      [
        { path: 'a/action.yml', text: "runs: { using: node20, main: ' ./x/../Dist//index.js ', post: '../../../out.js' }" },
        { path: 'action.yaml', text: 'runs:\n  using: docker\n  image: docker://alpine:3\n' },
        {
          path: 'b/c/action.yml',
          text: 'runs:\n  using: node24\n  main: ..\\lib\\BUILD\\main.js\n  pre: /home/runner/work/app/app/tools/.env\n',
        },
        { path: 'l/action.yml', text: 'runs: { using: node20, main: index.js }' },
      ],
      [
        ['l/index.js', 'lib/build/index.js'],
        ['lib/build/index.js', 'lib/.env'],
      ],
    );
    expect(runByAction(code, 'a/dist/index.js')).toBe('a/action.yml');
    expect(runByAction(code, 'b/lib/build/main.js')).toBe('b/c/action.yml');
    expect(runByAction(code, 'tools/.env')).toBe('b/c/action.yml');
    expect(runByAction(code, 'lib/.env')).toBe('l/action.yml');
    expect(runByAction(code, 'lib/build/chunk.js')).toBeUndefined();
    expect(runByAction(code, 'action.yaml')).toBe('action.yaml');
  });

  it('metadata that is not YAML, or not read, may name any file; other names are not metadata', () => {
    expect(runByAction(actionCode([{ path: 'x/Action.YML', text: '{ runs: [' }]), 'lib/.env')).toBe('x/Action.YML');
    expect(runByAction(actionCode([{ path: 'w/action.yml' }]), 'w/.env')).toBe('w/action.yml');
    expect(runByAction(actionCode([], [], [{ path: '.gitlab-ci.yml' }]), 'a/.env')).toBe('.gitlab-ci.yml');
    expect(runByAction(actionCode([{ path: 'v/action.yml', text: 'runs: { main: x.js }' }]), 'v/build/k.js')).toBeUndefined();
    expect(isActionMetadata('deep/Action.yaml')).toBe(true);
    expect(isActionMetadata('Dockerfile')).toBe(false);
    expect(isActionMetadata('action.yml.bak')).toBe(false);
  });

  it('a name written as the end of a path in a command names every file of that name: from any folder, any spelling', () => {
    const code = actionCode(
      [
        {
          path: 'tools/x/action.yml',
          text: 'runs:\n  using: composite\n  steps: [{ run: \'node "$GITHUB_ACTION_PATH/run.mjs" && cp a.env.example b\', shell: bash }]\n',
        },
      ],
      [],
      [
        { path: '.github/workflows/ci.yml', text: 'steps: [{ run: node Tools\\CI\\Start.JS, working-directory: x }]' },
        { path: '.github/workflows/esc.yml', text: 'steps:\n  - run: "node ./esc/\\x2eenv --x=données/été.js"\n' },
      ],
    );
    expect(runByAction(code, 'tools/x/run.mjs')).toBe('tools/x/action.yml');
    expect(runByAction(code, 'elsewhere/start.js')).toBe('.github/workflows/ci.yml');
    // A YAML escape is what the runner runs; a name in any script is a name.
    expect(runByAction(code, 'lib/.env')).toBe('.github/workflows/esc.yml');
    expect(runByAction(code, 'x/été.js')).toBe('.github/workflows/esc.yml');
    // A longer name is another name.
    expect(runByAction(code, 'tools/x/a.env')).toBeUndefined();
    expect(runByAction(code, 'other.js')).toBeUndefined();
  });

  it('a link leads within the repository or nowhere', () => {
    expect(linkTarget('a/b/link', '../c/d.js')).toBe('a/c/d.js');
    expect(linkTarget('a/link', '../../etc/passwd')).toBeUndefined();
    expect(linkTarget('a/link', '/etc/passwd')).toBeUndefined();
  });
});

describe('decodeEscapes: the escapes of YAML, JSON and TOML strings, read over the whole text', () => {
  it('decodes \\x, \\u (surrogate pairs too), \\U, one-character escapes and a backslash ending a line', () => {
    expect(decodeEscapes('a\\x2eb \\u002Ec \\ud83d\\ude00 \\U0000002ed \\/e \\\\u002e')).toBe('a.b .c 😀 .d /e \\u002e');
    expect(decodeEscapes('"""node tools/ci/.\\  \n    env"""')).toBe('"""node tools/ci/.env"""');
    expect(decodeEscapes('\\UFFFFFFFF\\n')).toBe('\n');
  });
  it('names what a TOML or JSON-with-comments file writes escaped; linear on a long run of backslashes', () => {
    expect(writtenNames('preload = ["./tools/ci/\\u002eenv"]\n')?.has('.env')).toBe(true);
    expect(writtenNames('// x\n{ "ci": "deno run \\u002eenv" }')?.has('.env')).toBe(true);
    const t0 = performance.now();
    decodeEscapes(`\\${' '.repeat(200_000)}`.repeat(5));
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('writtenNames over YAML: every name a string YAML makes writes is found in the text as written', () => {
  /** The oracle: the strings of the parsed document, searched as writtenNames searches text. */
  function yamlNames(value: unknown, out = new Set<string>()): Set<string> {
    if (typeof value === 'string')
      for (const [run] of value
        .toLowerCase()
        .replaceAll('\\', '/')
        .matchAll(/[^\s'"`$(){}[\]<>|;&=,*?!#:]+/gu))
        out.add(run.slice(run.lastIndexOf('/') + 1));
    else if (value && typeof value === 'object')
      for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
        if (typeof k === 'string') yamlNames(k, out);
        yamlNames(v, out);
      }
    return out;
  }
  // The pieces a step's command is written with: YAML's escapes (a line break escaped or folded, an
  // escaped space, \N \_ \L \P), quotes of either kind, separators, and the letters of `.env`.
  const piece = fc.constantFrom(
    ...['.', 'e', 'n', 'v', '/', 'tools', ' ', '\t', '\\x2e', '\\x2E', '\\u002e', '\\U0000002e', '\\\\', '\\ ', '\\/'],
    ...['\\N', '\\_', '\\L', '\\P', '\\t', '\\n', '\\"', "''", "'", '\\\n    ', '\\  \n  ', '\n    ', '\n\n    ', '\\\r\n  ', '#', ':'],
  );
  const command = fc.array(piece, { maxLength: 24 }).map((p) => p.join(''));
  it('for double-quoted, single-quoted, plain and block scalars (2,000 documents each)', () => {
    const shapes = [
      (c: string) => `steps:\n  - run: "${c}"\n`,
      (c: string) => `steps:\n  - run: '${c}'\n`,
      (c: string) => `steps:\n  - run: node ${c}\n`,
      (c: string) => `steps:\n  - run: |\n      ${c}\n`,
      (c: string) => `steps:\n  - run: >-\n      ${c}\n`,
      (c: string) => `steps:\n  - {run: "${c}", "${c}": x}\n`,
    ];
    let parsed = 0;
    for (const shape of shapes)
      fc.assert(
        fc.property(command, (c) => {
          const text = shape(c);
          let doc: unknown;
          try {
            doc = parse(text, { logLevel: 'error', uniqueKeys: false });
          } catch {
            return; // not YAML: the runner refuses the workflow
          }
          parsed++;
          const found = writtenNames(text);
          for (const name of yamlNames(doc)) expect(found?.has(name), `${JSON.stringify(text)}: ${name}`).toBe(true);
        }),
        { numRuns: 2000, seed: 20261205 },
      );
    expect(parsed).toBeGreaterThan(6000);
  });
});
