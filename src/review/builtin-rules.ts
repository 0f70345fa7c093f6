/** The eight built-in rules; each document lives in `rules/<id>.md` at the package root. */
export interface RuleDefinition {
  id: string;
  title: string;
  group: string;
  globs: string[];
}

export const BUILTIN_RULES: readonly RuleDefinition[] = [
  { id: 'general', title: 'Every file: callers, removed behaviour, boundaries, errors, trust, tests', group: 'code', globs: ['**'] },
  {
    id: 'javascript-typescript',
    title: 'JavaScript and TypeScript, JSX, TSX, Vue and Svelte',
    group: 'code',
    globs: ['**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}', '**/*.{vue,svelte}'],
  },
  { id: 'python', title: 'Python', group: 'code', globs: ['**/*.{py,pyi,pyx}'] },
  { id: 'sql-and-migrations', title: 'SQL and schema migrations', group: 'data', globs: ['**/*.sql', '**/migrations/**', '**/migrate/**'] },
  { id: 'shell', title: 'Shell scripts', group: 'code', globs: ['**/*.{sh,bash,zsh,ksh}', '**/.ci/run', '**/bin/*.sh'] },
  {
    id: 'ci-workflows',
    title: 'CI workflows and action metadata',
    group: 'delivery',
    globs: [
      '.github/workflows/*.{yml,yaml}',
      '**/action.{yml,yaml}',
      '.gitlab-ci.yml',
      '**/.circleci/config.yml',
      '**/Jenkinsfile',
      '**/azure-pipelines.yml',
    ],
  },
  {
    id: 'containers',
    title: 'Container build and compose files',
    group: 'delivery',
    globs: [
      '**/Dockerfile',
      '**/Dockerfile.*',
      '**/*.dockerfile',
      '**/Containerfile',
      '**/{docker-compose,compose}*.{yml,yaml}',
      '**/.dockerignore',
    ],
  },
  {
    id: 'configuration',
    title: 'Configuration files',
    group: 'delivery',
    globs: ['**/*.{json,jsonc,json5,yml,yaml,toml,ini,cfg,conf,properties,xml,env.example}', '**/.*rc', '**/*.config.{js,cjs,mjs,ts}'],
  },
];
