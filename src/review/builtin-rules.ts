/** The built-in rules and rule packs; each document lives in `rules/<id>.md` at the package root. */
import { braceGlobs } from './glob-check.js';
import {
  BAKE_NAMES,
  CI_FILE_NAMES,
  CI_FILE_STEMS,
  CI_FOLDERS,
  COMPOSE_STEMS,
  CONTAINER_BUILD_STEMS,
  HOOK_FOLDERS,
  PIPELINE_STEMS,
  RECIPE_STEMS,
  SHELL_EXTENSIONS,
  SHELL_NAMES,
} from './runnable.js';

export interface RuleDefinition {
  id: string;
  title: string;
  group: string;
  globs: string[];
  /** Compliance controls the rule relates to, e.g. `ISO27001:A.8.5`; shown beside its findings. */
  controls?: string[];
}

/** What a shell runs, from the names runnable.ts lists as such (so they and the rules never drift apart). */
const SHELL_GLOBS = [
  ...braceGlobs('**/*.', SHELL_EXTENSIONS),
  ...braceGlobs('**/', RECIPE_STEMS),
  ...braceGlobs('**/', RECIPE_STEMS, '.*'),
  ...braceGlobs('**/', SHELL_NAMES),
  ...braceGlobs('**/', HOOK_FOLDERS, '/**'),
  '**/.ci/run',
];

/** Source files of every language a built-in rule covers: where most compliance concerns live. */
const CODE_GLOBS = [
  '**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx,vue,svelte}',
  '**/*.{py,pyi,pyx}',
  '**/*.go',
  '**/*.{java,kt,kts,scala,groovy}',
  '**/*.rs',
  '**/*.{c,h,cc,cpp,cxx,hh,hpp,hxx,ipp,inl}',
  '**/*.{cs,csx,cshtml,razor}',
  '**/*.{rb,rake,erb}',
  '**/*.{php,phtml}',
  '**/*.{swift,m,mm,dart,ex,exs,erl,clj,lua,pl,pm}',
  ...SHELL_GLOBS,
  '**/*.sql',
];

/** A name alone, with any suffix (`.prod`, `-prod`, `_prod`) or as an extension (`api.Containerfile`). */
const suffixed = (stems: readonly string[]) => [
  ...braceGlobs('**/', stems),
  ...braceGlobs('**/', stems, '[._-]*'),
  ...braceGlobs('**/*.', stems),
];

const CONTAINER_BUILD_GLOBS = [...suffixed(CONTAINER_BUILD_STEMS), ...braceGlobs('**/', BAKE_NAMES)];

const CI_GLOBS = [
  ...braceGlobs('**/', CI_FOLDERS, '/**'),
  ...braceGlobs('**/', CI_FILE_STEMS, '.{yml,yaml}'),
  ...braceGlobs('**/', CI_FILE_NAMES),
  '**/action.{yml,yaml}',
  ...suffixed(PIPELINE_STEMS),
];

export const BUILTIN_RULES: readonly RuleDefinition[] = [
  { id: 'general', title: 'Every file: callers, removed behaviour, boundaries, errors, trust, tests', group: 'code', globs: ['**'] },
  {
    id: 'javascript-typescript',
    title: 'JavaScript and TypeScript, JSX, TSX, Vue and Svelte',
    group: 'code',
    globs: ['**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}', '**/*.{vue,svelte}'],
  },
  { id: 'python', title: 'Python', group: 'code', globs: ['**/*.{py,pyi,pyx}'] },
  { id: 'go', title: 'Go sources and modules', group: 'code', globs: ['**/*.go', '**/go.mod'] },
  {
    id: 'java-kotlin',
    title: 'Java and Kotlin sources and builds',
    group: 'code',
    globs: ['**/*.{java,kt,kts}', '**/*.gradle', '**/pom.xml'],
  },
  { id: 'rust', title: 'Rust sources and crates', group: 'code', globs: ['**/*.rs', '**/Cargo.toml'] },
  {
    id: 'c-cpp',
    title: 'C and C++ sources and builds',
    group: 'code',
    globs: ['**/*.{c,h,cc,cpp,cxx,hh,hpp,hxx,ipp,inl}', '**/CMakeLists.txt', '**/*.cmake'],
  },
  { id: 'csharp', title: 'C# sources and Razor views', group: 'code', globs: ['**/*.{cs,csx,cshtml,razor}', '**/*.csproj'] },
  {
    id: 'ruby',
    title: 'Ruby sources, Rake tasks and gems',
    group: 'code',
    globs: ['**/*.{rb,rake,gemspec,erb}', '**/Gemfile', '**/Rakefile'],
  },
  { id: 'php', title: 'PHP sources and Composer manifests', group: 'code', globs: ['**/*.{php,phtml}', '**/composer.json'] },
  {
    id: 'sql-and-migrations',
    title: 'SQL and schema migrations',
    group: 'data',
    globs: ['**/*.sql', '**/migrations/**', '**/migrate/**', '**/alembic/versions/**'],
  },
  { id: 'perl', title: 'Perl scripts and modules', group: 'code', globs: ['**/*.{pl,pm}'] },
  {
    id: 'shell',
    title: 'Shell scripts (POSIX, C shell, fish, PowerShell, batch, VBScript), git hooks, make and just recipes',
    group: 'code',
    globs: SHELL_GLOBS,
  },
  { id: 'ci-workflows', title: 'CI workflows, the files of CI and editor folders, action metadata', group: 'delivery', globs: CI_GLOBS },
  {
    id: 'containers',
    title: 'Container build and compose files',
    group: 'delivery',
    globs: [...CONTAINER_BUILD_GLOBS, ...braceGlobs('**/', COMPOSE_STEMS, '*.{yml,yaml}'), '**/.dockerignore'],
  },
  {
    id: 'configuration',
    title: 'Configuration files',
    group: 'delivery',
    globs: ['**/*.{json,jsonc,json5,yml,yaml,toml,ini,cfg,conf,properties,xml,env.example}', '**/.*rc', '**/*.config.{js,cjs,mjs,ts}'],
  },
];

/**
 * Rule packs a project enables by name in `_bmad/review-rules.yaml` (`packs: [shield]`). The
 * Shield pack's six compliance rules each name the controls of ISO/IEC 27001:2022 (Annex A), SOC 2
 * (Trust Services Criteria), the GDPR and NIS2 (Article 21(2)) they relate to.
 */
export const RULE_PACKS: Readonly<Record<string, readonly RuleDefinition[]>> = {
  shield: [
    {
      id: 'shield-access-control',
      title: 'Access control: authentication, authorisation, privilege, sessions',
      group: 'compliance',
      globs: [...CODE_GLOBS, '**/*.{tf,rego,cedar}'],
      controls: [
        'ISO27001:A.5.15',
        'ISO27001:A.8.2',
        'ISO27001:A.8.3',
        'ISO27001:A.8.5',
        'SOC2:CC6.1',
        'SOC2:CC6.2',
        'SOC2:CC6.3',
        'GDPR:Art.32',
        'NIS2:Art.21(2)(i)',
        'NIS2:Art.21(2)(j)',
      ],
    },
    {
      id: 'shield-personal-data',
      title: 'Personal data: minimisation, flows, protection, retention and deletion',
      group: 'compliance',
      globs: [...CODE_GLOBS, '**/migrations/**', '**/*.{proto,graphql,prisma}'],
      controls: [
        'ISO27001:A.5.34',
        'ISO27001:A.8.10',
        'ISO27001:A.8.11',
        'SOC2:C1.1',
        'SOC2:P4.1',
        'GDPR:Art.5',
        'GDPR:Art.25',
        'GDPR:Art.32',
      ],
    },
    {
      id: 'shield-cryptography',
      title: 'Cryptography: algorithms, randomness, keys, transport security',
      group: 'compliance',
      globs: [...CODE_GLOBS, '**/*.{json,yml,yaml,toml,ini,conf,properties,xml}'],
      controls: ['ISO27001:A.8.24', 'SOC2:CC6.1', 'SOC2:CC6.7', 'GDPR:Art.32', 'NIS2:Art.21(2)(h)'],
    },
    {
      id: 'shield-logging',
      title: 'Logging: security events recorded, secrets and personal data kept out',
      group: 'compliance',
      globs: [...CODE_GLOBS, '**/*log*.{json,yml,yaml,xml,conf,properties,toml}'],
      controls: ['ISO27001:A.8.15', 'ISO27001:A.8.16', 'SOC2:CC7.2', 'GDPR:Art.32', 'NIS2:Art.21(2)(b)'],
    },
    {
      id: 'shield-ai-integrations',
      title: 'AI integrations: prompt injection, model output, agent tools, data sent to providers',
      group: 'compliance',
      globs: [...CODE_GLOBS, '**/*.prompt', '**/prompts/**', '**/.mcp.json', '**/{AGENTS,CLAUDE,GEMINI}.md'],
      controls: ['ISO27001:A.5.14', 'ISO27001:A.8.26', 'SOC2:CC6.6', 'GDPR:Art.22', 'GDPR:Art.28', 'NIS2:Art.21(2)(d)'],
    },
    {
      id: 'shield-change-and-supply-chain',
      title: 'Change and supply chain: dependencies, CI, images, release controls',
      group: 'compliance',
      globs: [
        ...CI_GLOBS,
        ...CONTAINER_BUILD_GLOBS,
        '**/{package.json,go.mod,Cargo.toml,pyproject.toml,Gemfile,composer.json,pom.xml}',
        '**/requirements*.txt',
        '**/*.{gradle,csproj,gemspec}',
        '**/CODEOWNERS',
        '.github/dependabot.yml',
        '.github/renovate.json',
        '**/renovate.json',
      ],
      controls: [
        'ISO27001:A.5.21',
        'ISO27001:A.8.28',
        'ISO27001:A.8.32',
        'SOC2:CC8.1',
        'SOC2:CC9.2',
        'NIS2:Art.21(2)(d)',
        'NIS2:Art.21(2)(e)',
      ],
    },
  ],
};
