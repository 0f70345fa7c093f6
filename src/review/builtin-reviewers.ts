import type { Effort, Pass } from '../schemas/types.js';
import { braceGlobs } from './glob-check.js';
import { COMMAND_FILE_NAMES, COMMAND_FILE_STEMS } from './runnable.js';

/**
 * What dispatches a reviewer. The selection is the union of every reviewer whose trigger holds:
 * the floor (by effort), a selected file matching a glob or getting a rule, the size of the change,
 * or an intent to check the change against.
 */
export interface ReviewerTriggers {
  /** Dispatched at these efforts whatever the change. */
  floor?: readonly Effort[];
  /** A selected file matches one of these globs. */
  globs?: readonly string[];
  /** A selected file gets one of these rules. */
  rules?: readonly string[];
  /** The change has at least this many changed lines. */
  minChangedLines?: number;
  /** An intent (a spec, or the pull request's description) was given. */
  intent?: boolean;
}

export interface ReviewerDefinition {
  id: string;
  title: string;
  /** diff: the reviewer gets the diff and nothing else; repository: the diff and the code at the head. */
  context: 'diff' | 'repository';
  /** It may run commands (tests, probes): only such a reviewer's findings can be `executed`. */
  shell: boolean;
  /** The seed's review layer it is, when it is one: its findings carry this pass. */
  pass?: Pass;
  triggers: ReviewerTriggers;
}

const SECURITY_NAMES = [
  'auth',
  'login',
  'logout',
  'session',
  'token',
  'password',
  'passwd',
  'credential',
  'secret',
  'crypto',
  'cipher',
  'permission',
  'acl',
  'rbac',
  'oauth',
  'saml',
  'jwt',
  'csrf',
  'cors',
  'sanitiz',
  'security',
  'encrypt',
  'decrypt',
  'hmac',
];

/** The built-in reviewers, in dispatch order; each prompt lives in `rules/reviewers/<id>.md`. */
export const BUILTIN_REVIEWERS: readonly ReviewerDefinition[] = [
  {
    id: 'blind',
    title: 'Blind diff reviewer',
    context: 'diff',
    shell: false,
    pass: 'blind',
    triggers: { floor: ['low', 'medium', 'high'] },
  },
  {
    id: 'edge-case',
    title: 'Correctness and edge cases',
    context: 'repository',
    shell: false,
    pass: 'edge-case',
    triggers: { floor: ['medium', 'high'] },
  },
  {
    id: 'verification-gap',
    title: 'Tests and verification gaps',
    context: 'repository',
    shell: true,
    pass: 'verification-gap',
    triggers: { floor: ['high'] },
  },
  {
    id: 'security',
    title: 'Security: trust boundaries, secrets, supply chain',
    context: 'repository',
    shell: true,
    triggers: {
      // A file or any folder of its path, in any case (triggers match without case): `src/auth/index.js`, `JWTFilter.java`.
      globs: [
        `**/*{${SECURITY_NAMES.join(',')}}*`,
        `**/*{${SECURITY_NAMES.join(',')}}*/**`,
        // Files whose commands run that no specialist rule covers (`package.json`'s scripts, `.yarnrc.yml`'s yarnPath); the others get shell, ci-workflows or containers.
        ...braceGlobs('**/', COMMAND_FILE_NAMES),
        ...braceGlobs('**/', COMMAND_FILE_STEMS),
        ...braceGlobs('**/', COMMAND_FILE_STEMS, '.*'),
      ],
      rules: [
        'shell',
        'ci-workflows',
        'containers',
        'sql-and-migrations',
        'shield-access-control',
        'shield-cryptography',
        'shield-personal-data',
        'shield-ai-integrations',
        'shield-change-and-supply-chain',
        'shield-logging',
      ],
    },
  },
  {
    id: 'performance',
    title: 'Performance: cost as the input grows',
    context: 'repository',
    shell: true,
    triggers: {
      globs: [
        '**/{bench,benchmark,benchmarks,perf}/**',
        '**/*{cache,Cache,query,Query,queries,Queries,pool,Pool,worker,Worker,batch,Batch}*',
      ],
      rules: ['sql-and-migrations'],
      minChangedLines: 400,
    },
  },
  {
    id: 'spec-compliance',
    title: 'Spec compliance: the change against its intent',
    context: 'repository',
    shell: false,
    triggers: { intent: true },
  },
];
