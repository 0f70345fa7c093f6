// Type-checked lint for all TypeScript; the bundle and dependencies are not ours to lint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { noTrailingRun } from './scripts/regex-runs.mjs';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.tmp/**', '**/*.mjs', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Matching control characters is the point of the code that neutralises them.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One printer for untrusted text (src/github/log.ts): the runner acts on `::` and `##[` in any
    // line a step prints, so nothing in src/ writes to the log another way.
    files: ['src/**/*.ts'],
    ignores: ['src/github/log.ts', 'src/index.ts', 'src/process-io.ts'],
    plugins: { proofgate: { rules: { 'no-trailing-run': noTrailingRun } } },
    rules: {
      'no-restricted-properties': [
        'error',
        ...['info', 'notice', 'warning', 'error', 'setFailed', 'debug'].map((property) => ({
          object: 'core',
          property,
          message: 'print through src/github/log.ts (log.* or logUntrusted), which neutralises workflow commands',
        })),
        ...['stdout', 'stderr'].map((property) => ({
          object: 'process',
          property,
          message: 'print through src/github/log.ts (an action) or the CLI Io (a command)',
        })),
      ],
      'no-console': 'error',
      // A run anchored at the end (`\s+$`) that long input makes quadratic (hazard #635): scripts/regex-runs.mjs.
      'proofgate/no-trailing-run': 'error',
      // A workflow's `run:` step interpolates outputs into its script: JSON goes out through setJsonOutput (src/actions/outputs.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='setOutput'] CallExpression[callee.object.name='JSON'][callee.property.name='stringify']",
          message:
            'set a JSON output with setJsonOutput (src/actions/outputs.ts): its strings stay inert where a run: step interpolates them',
        },
        // The local zone is the machine's, or whatever an earlier step set TZ to: a date read or built
        // in it differs from one runner to the next. Dates are UTC (src/text/dates.ts).
        {
          selector: "NewExpression[callee.name='Date'][arguments.length>1]",
          message: 'new Date(y, m, d, …) is local time: build a date in UTC (src/text/dates.ts utcDay, or Date.UTC)',
        },
        {
          selector: 'MemberExpression[property.name=/^(?:get|set)(?:FullYear|Year|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)$/]',
          message: 'a local-time Date getter or setter depends on TZ: use the getUTC*/setUTC* one (src/text/dates.ts for date-only values)',
        },
        {
          selector:
            'MemberExpression[property.name=/^(?:toDateString|toTimeString|toLocaleDateString|toLocaleTimeString|getTimezoneOffset)$/]',
          message: 'local-time text depends on TZ: write toISOString() (or a UTC date from src/text/dates.ts)',
        },
      ],
    },
  },
  {
    // Tests read the JSON a command printed or wrote and look into it: typing every such read adds nothing.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  prettier,
);
