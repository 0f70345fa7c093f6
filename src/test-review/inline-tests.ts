/**
 * Languages whose tests live inside source files, which no file name tells apart: Rust's
 * `#[test]` functions and `#[cfg(test)]` modules, Zig's `test "…" { … }` blocks, D's `unittest`
 * blocks. A changed such file that holds tests at the merge base or the head is a test file (a
 * pull request that empties or skips the tests of `src/lib.rs` changes what runs). Pure functions.
 */

/** Past this a file is not searched (a source file with tests is far smaller); it stays context. */
const READ_CAP = 4 * 1024 * 1024;

const MARKERS: [RegExp, RegExp][] = [
  // `#[test]`, `#[tokio::test]`, `#[rstest]`, `#[test_case(…)]`, `#[cfg(test)]`, `#[cfg(all(test, unix))]`
  // (bounded to one line of an attribute: linear on a file of `#[cfg(` without a bracket).
  [/\.rs$/, /#\s*\[\s*(?:cfg\s*\([^\]\n]{0,200}?\btest\b|(?:[A-Za-z_]\w*\s*::\s*)*(?:(?:rs)?test|test_case)\b)/],
  [/\.zig$/, /^[ \t]*test\s*(?:"|\{|[A-Za-z_])/m],
  [/\.d$/, /^[ \t]*unittest\b/m],
];

/** Whether the file at `path` is of a language whose tests live in source files. */
export function mayHoldInlineTests(path: string): boolean {
  return MARKERS.some(([name]) => name.test(path));
}

/** Whether a file renamed `from` → `to` is still compiled as the language whose tests it holds (`src/a.rs` → `src/a.rs.off` is not). */
export function keepsInlineLanguage(from: string, to: string): boolean {
  return MARKERS.some(([name]) => name.test(from) && name.test(to));
}

/** Whether `text`, the file at `path`, holds tests of its language. */
export function holdsInlineTests(path: string, text: string): boolean {
  if (text.length > READ_CAP) return false;
  return MARKERS.some(([name, marker]) => name.test(path) && marker.test(text));
}
