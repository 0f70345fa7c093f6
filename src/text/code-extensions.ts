/**
 * Source code by its file name's extension (case as written: `.R` and `.r` are both R), in every
 * language proofgate reads tests of.
 */
// Every module spelling of JavaScript and TypeScript the runners' default globs take
// (`*.{test,spec}.?(c|m)[jt]s?(x)` in vitest, jest and Playwright): a test the runner runs is reviewed.
export const CODE_EXTENSIONS: ReadonlySet<string> = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'mts',
  'cts',
  'mjsx',
  'cjsx',
  'mtsx',
  'ctsx',
  'py',
  'go',
  'rb',
  'php',
  'cs',
  'java',
  'kt',
  'swift',
  'rs',
  'dart',
  'exs',
  'ex',
  'vue',
  'svelte',
  'scala',
  'groovy',
  // Languages whose tests are files of their own, by their runners' conventions (TEST_NAMES):
  // C and C++ (GoogleTest, Catch2, CTest), Lua (busted), Perl (prove), R (testthat), Julia,
  // Clojure, Haskell (hspec), Erlang (EUnit, Common Test), bats.
  'c',
  'cc',
  'cpp',
  'cxx',
  'c++',
  'h',
  'hh',
  'hpp',
  'lua',
  't',
  'pl',
  'pm',
  'r',
  'R',
  'jl',
  'clj',
  'cljc',
  'cljs',
  'hs',
  'erl',
  'bats',
]);

/** The file's extension is a programming language's (CODE_EXTENSIONS). */
export function hasCodeExtension(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return CODE_EXTENSIONS.has(/\.([^.]+)$/.exec(name)?.[1] ?? '');
}
