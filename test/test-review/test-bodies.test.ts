import { describe, expect, test } from 'vitest';
import { testBodies } from '../../src/test-review/test-bodies.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('test bodies are read where their edges are certain', () => {
  test.each<[string, string, string, [number, number][]]>([
    [
      'vitest: a regular expression, divisions and a timeout after the body',
      'tests/a.spec.ts',
      lines(
        "describe('add', () => {",
        "  it('adds', () => {",
        '    expect(1 + 2).toBe(3);',
        '  });',
        "  it('halves', async ({ task }) => {",
        "    expect('x'.length / 2).toBe(0.5);",
        "    expect(String((4 + 2) / 2)).toMatch(/^3'?$/);",
        '  }, 10_000);',
        '});',
      ),
      [
        [2, 4],
        [5, 8],
      ],
    ],
    [
      'Go: TestMain is no test; a raw string runs over lines',
      'add_test.go',
      lines(
        'package add',
        '',
        'func TestMain(m *testing.M) { os.Exit(m.Run()) }',
        '',
        'func TestAdd(t *testing.T) {',
        '\ts := `a',
        '}`',
        '\t_ = s',
        '}',
      ),
      [[5, 9]],
    ],
    [
      'JUnit: Javadoc above, a display name, a brace in a character',
      'src/test/java/m/AddTest.java',
      lines(
        'class AddTest {',
        '  /**',
        '   * Adds.',
        '   */',
        '  @Test',
        '  @DisplayName("adds")',
        '  void adds() {',
        "    char c = '}';",
        '  }',
        '}',
      ),
      [[5, 9]],
    ],
    [
      'Rust: #[test] in mod tests, a lifetime and a brace in a string',
      'src/add.rs',
      lines('#[cfg(test)]', 'mod tests {', '    #[test]', '    fn test_add() {', '        let s: &\'static str = "}";', '    }', '}'),
      [[4, 6]],
    ],
    [
      'pytest and unittest: a decorator over lines, a docstring at the margin',
      'tests/test_add.py',
      lines(
        '"""Adds."""',
        '@pytest.mark.parametrize("a", [',
        '    1,',
        '])',
        'def test_a(a):',
        '    assert a',
        '',
        'class TestB(unittest.TestCase):',
        '    def test_b(self):',
        '        """Doc',
        'string."""',
        '        assert 1',
        '',
        '    def setUp(self):',
        '        pass',
      ),
      [
        [5, 6],
        [9, 12],
      ],
    ],
    [
      'a test in a template literal is text, not a test',
      'tests/a.spec.ts',
      lines("it('a', () => {", '  run();', '});', 'const SNIPPET = `', "it('b', () => {", '  run();', '});', '`;'),
      [[1, 3]],
    ],
  ])('%s', (_name, path, text, spans) => {
    expect(testBodies(path, text)?.map((b) => b.lines)).toEqual(spans);
  });

  test('the line above a header is read up to the block that ends there, however long the test before it', () => {
    const long = Array.from({ length: 300 }, () => '    x();');
    const java = lines('class AddTest {', '  @Test', '  void a() {', ...long, '  }', '', '  @Test', '  void b() {', '  }', '}');
    expect(testBodies('src/test/java/m/AddTest.java', java)?.map((b) => b.lines)).toEqual([
      [2, 304],
      [306, 308],
    ]);
    // A statement over lines above ends where its last line does.
    const field = lines(
      'class AddTest {',
      '  private final Foo foo = new Foo(',
      '    1',
      '  );',
      '',
      '  @Test',
      '  void b() {',
      '  }',
      '}',
    );
    expect(testBodies('src/test/java/m/AddTest.java', field)?.map((b) => b.lines)).toEqual([[6, 8]]);
  });

  test('inner lines are those between the header and the closing line', () => {
    expect(testBodies('a_test.go', lines('func TestA(t *testing.T) {', '\tx()', '}'))).toEqual([{ lines: [1, 3], inner: [2, 2] }]);
    expect(testBodies('tests/test_a.py', lines('def test_a():', '    x()', '    y()'))).toEqual([{ lines: [1, 3], inner: [2, 3] }]);
  });

  const JS = lines("describe('add', () => {", "  it('adds', () => {", '    x();', '  });', '});');
  test.each<[string, string, string]>([
    ['code after a closing line', 'tests/a.spec.ts', JS.replace('    x();\n  });', '    x();\n  }); beforeEach((c) => c.skip());')],
    [
      'a first line that closes its test and opens a hook',
      'tests/a.spec.ts',
      JS.replace("it('adds', () => {", "it('adds', () => {}), beforeEach(() => {"),
    ],
    ['an inner line that leaves the body', 'tests/a.spec.ts', JS.replace('    x();', "    x(); }); beforeEach(() => { it('b', () => {")],
    [
      'a template literal closed on an inner line',
      'tests/a.spec.ts',
      JS.replace('    x();', '    s = `\n`; }); beforeEach(() => { s = `\n`;'),
    ],
    [
      'a body that is not a function literal',
      'tests/a.spec.ts',
      JS.replace("it('adds', () => {", "it('adds', wrap(() => {").replace('  });', '  }));'),
    ],
    ['a condition, not a title (Playwright skips the group)', 'tests/a.spec.ts', JS.replace("it('adds', () => {", 'it.skip(isCI, () => {')],
    ['a / only a parser tells', 'tests/a.spec.ts', JS.replace('    x();', '    x = a++ / 2;')],
    ['an HTML comment', 'tests/a.spec.ts', JS.replace('    x();', '    x(); <!-- y')],
    ['a template with a substitution', 'tests/a.spec.ts', JS.replace('    x();', '    x(`${y}`);')],
    ['a line break character inside a line', 'tests/a.spec.ts', JS.replace('    x();', '    // note\u2028  }); beforeEach(() => {});')],
    ['JSX', 'tests/a.spec.tsx', JS],
    ['a header the line above goes on into (foo.it)', 'tests/a.spec.ts', JS.replace("  it('adds'", "  foo.\n  it('adds'")],
    ['a fixture named like a test', 'tests/test_a.py', lines('@pytest.fixture(autouse=True)', 'def test_env():', '    pytest.skip()')],
    [
      'a fixture decorator over lines',
      'tests/test_a.py',
      lines('@pytest.fixture(', 'autouse=True,', ')', 'def test_env():', '    pytest.skip()'),
    ],
    [
      'a decorator continued by a backslash',
      'tests/test_a.py',
      lines('@pytest.fixture \\', '(autouse=True)', 'def test_env():', '    pytest.skip()'),
    ],
    ['a test inside a function', 'tests/test_a.py', lines('def helper():', '    def test_a():', '        pass')],
    ['a carriage return inside a line', 'tests/test_a.py', lines('def test_a():', '    x = 1\rdef setUpModule(): raise SkipTest()')],
    ['a helper with a test name', 'add_test.go', lines('func TestHelper(x int) {', '\t_ = x', '}')],
    [
      'a hook annotation beside @Test',
      'src/test/java/m/AddTest.java',
      lines('class AddTest {', '  @BeforeEach', '  @Test', '  void off() {', '  }', '}'),
    ],
    [
      'a unicode escape Java reads before its comments',
      'src/test/java/m/AddTest.java',
      lines('class AddTest {', '  @Test', '  void a() {', '    // \\u000a }', '  }', '}'),
    ],
    ['a Rust function named like a test without #[test]', 'src/add.rs', lines('fn test_helper() {', '    x();', '}')],
    ['a Rust raw string', 'src/add.rs', lines('#[test]', 'fn test_a() {', '    let s = r"\\";', '}')],
    ['a nested Rust comment', 'src/add.rs', lines('#[test]', 'fn test_a() {', '    /* /* */ } */', '}')],
    ['a language with no grammar here', 'spec/add_spec.rb', lines("it 'adds' do", 'end')],
  ])('unknown, so nothing is inside a test: %s', (_name, path, text) => {
    expect(testBodies(path, text)).toBeNull();
  });
});
