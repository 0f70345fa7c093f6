import { describe, expect, it } from 'vitest';
import { mayHoldRunnerSettings, runnerSettings } from '../../src/test-review/runner-settings.js';

describe("runnerSettings: setup.cfg's [tool:pytest] as iniconfig (pytest's reader) reads it", () => {
  const cfg = (line: string) => `[tool:pytest]\ntestpaths = tests\n${line}\naddopts = -k "not auth"\n[flake8]\nx = 1\n`;
  it('a line starting with [ that is no header to iniconfig keeps the keys after it in the section', () => {
    for (const line of ['[docs', '[docs] see below', '[x # ]', '[x ;]', '[x]\uFEFF', '['])
      expect(runnerSettings('setup.cfg', cfg(line)), line).toContain('addopts');
  });
  it('a header, with spaces or a comment after it, closes the section', () => {
    for (const line of ['[docs]', '[docs]   ', '[docs] # note', '[docs] ; note', '[docs]\x1f'])
      expect(runnerSettings('setup.cfg', cfg(line)), line).not.toContain('addopts');
  });
  it('is linear on a long line of spaces', () => {
    const t0 = performance.now();
    runnerSettings('setup.cfg', cfg(`[${' '.repeat(900_000)}x`));
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe("runnerSettings: package.json's test scripts and the scripts they run by name", () => {
  const pkg = (scripts: Record<string, string>) => JSON.stringify({ name: 'app', scripts });
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    runnerSettings('package.json', pkg(a)) === runnerSettings('package.json', pkg(b));
  it('an edit to a script a test script runs, however named or deep, changes the settings', () => {
    expect(same({ test: 'npm run unit', unit: 'a' }, { test: 'npm run unit', unit: 'b' })).toBe(false);
    expect(same({ test: 'concurrently "npm:unit"', unit: 'a' }, { test: 'concurrently "npm:unit"', unit: 'b' })).toBe(false);
    expect(same({ test: 'node --run=x', x: 'y', y: 'a' }, { test: 'node --run=x', x: 'y', y: 'b' })).toBe(false);
    expect(same({ test: 'run-p "u:*"', 'u:a': 'a' }, { test: 'run-p "u:*"', 'u:a': 'b' })).toBe(false);
  });
  it('an edit to a script no test script names does not; a cycle ends; many globs take every script', () => {
    expect(same({ test: 'npm run unit', unit: 'unit', build: 'a' }, { test: 'npm run unit', unit: 'unit', build: 'b' })).toBe(true);
    const globs = Array.from({ length: 201 }, (_, i) => `g${i}*`).join(' ');
    expect(same({ test: globs, build: 'a' }, { test: globs, build: 'b' })).toBe(false);
  });
});

describe("runnerSettings: other ecosystems' build files, by their test part", () => {
  const differ = (name: string, a: string, b: string) => runnerSettings(name, a) !== runnerSettings(name, b);
  const POM = (plugin: string, dep: string, version = '1.0') =>
    `<?xml version="1.0"?>\n<project>\n  <version>${version}</version>\n  <dependencies>\n    <dependency><artifactId>lib</artifactId><version>${dep}</version></dependency>\n  </dependencies>\n  <build><plugins><plugin><artifactId>maven-surefire-plugin</artifactId>${plugin}</plugin></plugins></build>\n</project>\n`;
  it("a pom.xml's surefire settings differ; a dependency bump, the project's version or a comment do not", () => {
    expect(differ('pom.xml', POM('', '1'), POM('<configuration><skipTests>true</skipTests></configuration>', '1'))).toBe(true);
    expect(differ('pom.xml', POM('', '1'), POM('', '2', '1.1'))).toBe(false);
    expect(differ('pom.xml', POM('', '1'), POM('<!-- <skipTests>true</skipTests> -->', '1'))).toBe(false);
  });
  it('an XML file whose tags do not balance (a `>` in an attribute) is compared whole, never read past a dependency', () => {
    const proj = (v: string) =>
      `<Project><ItemGroup><PackageReference Include="x" Condition="'a' > 'b'" Version="${v}" /></ItemGroup><PropertyGroup><IsTestProject>true</IsTestProject></PropertyGroup></Project>`;
    expect(differ('App.Tests.csproj', proj('1'), proj('2'))).toBe(true);
    expect(differ('App.Tests.csproj', proj('1'), proj('1').replace('>true<', '>false<'))).toBe(true);
    const t0 = performance.now();
    runnerSettings('pom.xml', '<a'.repeat(400_000));
    expect(performance.now() - t0).toBeLessThan(2000);
  });
  it("Cargo.toml's test targets differ; its dependencies do not", () => {
    const cargo = (lib: string, dep: string) =>
      `[package]\nname = "x"\nversion = "${dep}"\n\n[lib]\n${lib}\n[dependencies]\nserde = "${dep}"\n[target.'cfg(unix)'.dev-dependencies]\nlibc = "${dep}"\n`;
    expect(differ('Cargo.toml', cargo('', '1'), cargo('test = false\n', '1'))).toBe(true);
    expect(differ('Cargo.toml', cargo('', '1'), cargo('', '2'))).toBe(false);
  });
  it("deno.json's test, bunfig's [test] and preload, an Nx test target differ; imports, [install] and a build target do not", () => {
    expect(differ('deno.json', '{"imports":{"a":"jsr:@x/a@1"}}', '{"imports":{"a":"jsr:@x/a@^2.1.0"}}')).toBe(false);
    expect(differ('deno.json', '{}', '{"test":{"exclude":["tests/auth"]}}')).toBe(true);
    // deno.jsonc (and deno.json) with comments is read as Deno reads it: a comment or a bump is no setting, a test exclusion is.
    const jsonc = (imports: string, test = '') => `{\n  // where packages come from\n  "imports": {"a": "${imports}"},${test}\n}`;
    expect(differ('deno.jsonc', jsonc('jsr:@x/a@1'), jsonc('jsr:@x/a@^2.1.0'))).toBe(false);
    expect(differ('deno.jsonc', jsonc('jsr:@x/a@1'), jsonc('jsr:@x/a@1', ' /* skip */ "test": {"exclude": ["tests/auth"]},'))).toBe(true);
    expect(differ('bunfig.toml', '[install]\nexact = true\n', '[install]\nexact = false\n')).toBe(false);
    expect(differ('bunfig.toml', '', 'preload = ["./skip.ts"]\n')).toBe(true);
    const nx = (test: string, build: string) =>
      JSON.stringify({ targets: { build: { options: { x: build } }, unit: { executor: '@nx/jest:jest', options: { x: test } } } });
    expect(differ('project.json', nx('a', 'a'), nx('a', 'b'))).toBe(false);
    expect(differ('project.json', nx('a', 'a'), nx('b', 'a'))).toBe(true);
  });
  it('a Bazel BUILD file with a test rule is compared whole, one without holds no settings', () => {
    expect(differ('BUILD', 'cc_library(name = "a")\n', 'cc_library(name = "b")\n')).toBe(false);
    expect(differ('BUILD.bazel', 'cc_test(name = "a")\n', 'cc_test(name = "a", tags = ["manual"])\n')).toBe(true);
  });
});

describe('hazard 482: build files that say which tests run', () => {
  it.each([
    'App.sln',
    'src/App.slnx',
    'App.Tests.slnf',
    'gradle/testing.gradle',
    'buildSrc/src/main/groovy/m.java-conventions.gradle.kts',
    'pkg/auth/go.mod',
    'go.work',
  ])('%s may hold runner settings', (p) => expect(mayHoldRunnerSettings(p)).toBe(true));
  const differ = (name: string, a: string, b: string) => runnerSettings(name, a) !== runnerSettings(name, b);
  it("go.mod's require directives are no settings; its module, go version and replace are", () => {
    const mod = (body: string) => `module example.com/m\n\ngo 1.22\n${body}`;
    expect(differ('go.mod', mod('require (\n\ta v1.0.0\n)\nrequire b v1.0.0\n'), mod('require (\n\ta v1.1.0 // indirect\n)\n'))).toBe(
      false,
    );
    expect(differ('go.mod', mod(''), mod('replace github.com/stretchr/testify => ./fake\n'))).toBe(true);
    expect(differ('go.mod', mod(''), mod('').replace('1.22', '1.21'))).toBe(true);
    expect(runnerSettings('go.mod', null)).not.toBe(runnerSettings('go.mod', mod('')));
  });
  it("pyproject's pytest11 entry points are settings; its console scripts are not", () => {
    const py = (t: string) => `[project]\nname = "app"\n\n${t}`;
    expect(differ('pyproject.toml', py(''), py('[project.entry-points.pytest11]\nc = "app.c"\n'))).toBe(true);
    expect(differ('pyproject.toml', py(''), py('[project.scripts]\napp = "app:main"\n'))).toBe(false);
  });
});

describe('hazard 512: where the runner or a test-only dependency resolves from', () => {
  const differ = (name: string, a: string, b: string) => runnerSettings(name, a) !== runnerSettings(name, b);
  const pkg = (devDependencies: Record<string, string>, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ devDependencies, ...extra });
  it("package.json: a dependency's source other than a version range differs, as does a test library's bump; another bump does not", () => {
    for (const spec of [
      'npm:chai-x@5',
      'file:../chai',
      'link:x',
      'github:a/b',
      'git+https://x/y.git',
      'https://x/c.tgz',
      'c.tgz',
      './c',
      '~/c',
      'workspace:*',
      'latest',
      'a/b',
    ])
      expect(differ('package.json', pkg({ left: '^1.0.0' }), pkg({ left: spec })), spec).toBe(true);
    for (const spec of ['^2.0.0', '~1.2', '>=1.0.0 <2', '1.x || 2.x', '1.0.0 - 2.0.0', '*', '', '1.0.0-rc.1+b'])
      expect(differ('package.json', pkg({ left: '^1.0.0' }), pkg({ left: spec })), spec).toBe(false);
    for (const name of ['chai', 'ts-jest', '@vitest/coverage-v8', '@testing-library/react', 'sinon', 'mocha'])
      expect(differ('package.json', pkg({ [name]: '^1.0.0' }), pkg({ [name]: '^1.1.0' })), name).toBe(true);
    expect(differ('package.json', pkg({}), pkg({}, { overrides: { a: '1.0.0' } }))).toBe(true);
    expect(differ('package.json', pkg({}), pkg({}, { packageManager: 'yarn@https://x/yarn.js' }))).toBe(true);
    expect(differ('package.json', pkg({}, { packageManager: 'pnpm@9.0.0' }), pkg({}, { packageManager: 'pnpm@9.1.0+sha512.ab' }))).toBe(
      false,
    );
  });
  it('a version range of a million spaces is read in linear time', () => {
    const t0 = performance.now();
    runnerSettings('package.json', pkg({ left: `1${' '.repeat(1_000_000)}!` }));
    runnerSettings('package.json', pkg({ left: `${'1'.repeat(1_000_000)}!` }));
    expect(performance.now() - t0).toBeLessThan(2000);
  });
  it('deno: an import from a path, a URL, another name, and a test library bump differ; scopes too', () => {
    const deno = (imports: Record<string, string>, extra = {}) => JSON.stringify({ imports, ...extra });
    expect(differ('deno.json', deno({ '@std/assert': 'jsr:@std/assert@1' }), deno({ '@std/assert': './stubs/assert.ts' }))).toBe(true);
    expect(differ('deno.json', deno({ '@std/assert': 'jsr:@std/assert@1' }), deno({ '@std/assert': 'jsr:@std/assert@1.1' }))).toBe(true);
    expect(differ('deno.json', deno({ chai: 'npm:chai@5' }), deno({ chai: 'npm:chai-x@5' }))).toBe(true);
    expect(differ('deno.json', deno({}), deno({}, { scopes: { './': { a: './b.ts' } } }))).toBe(true);
    expect(differ('import_map.json', deno({ a: 'https://x/a@1/mod.ts' }), deno({ a: 'https://x/a@2/mod.ts' }))).toBe(true);
    expect(differ('import_map.json', deno({ a: 'jsr:@x/a@1' }), deno({ a: 'jsr:@x/a@2' }))).toBe(false);
  });
  it('Cargo: an entry from a path, git, another registry or renamed differs; [patch] and [replace] too; a version or features do not', () => {
    const cargo = (dep: string, more = '') => `[package]\nname = "x"\n\n[dev-dependencies]\npa = ${dep}\n${more}`;
    for (const dep of [
      '{ path = "s" }',
      '{ git = "https://x" }',
      '{ version = "1", registry = "x" }',
      '{ version = "1", package = "other" }',
    ])
      expect(differ('Cargo.toml', cargo('"1"'), cargo(dep)), dep).toBe(true);
    expect(differ('Cargo.toml', cargo('"1"'), cargo('"1"', '[patch.crates-io]\npa = { path = "s" }\n'))).toBe(true);
    expect(differ('Cargo.toml', cargo('"1"'), cargo('"1"', '[replace]\n"pa:1.0.0" = { path = "s" }\n'))).toBe(true);
    expect(differ('Cargo.toml', cargo('"1"'), cargo('{ version = "2", features = ["a"], default-features = false }'))).toBe(false);
  });
  it('Python: a requirement from a path, URL or index differs; a pinned bump with its hashes does not', () => {
    for (const line of [
      '-e ./stubs/pytest',
      'pytest @ git+https://x/p',
      '--index-url https://x',
      './pytest-8.tar.gz',
      'pytest-8.0-py3-none-any.whl',
      '-r more.txt',
    ])
      expect(differ('requirements-dev.txt', 'pytest==8.0\n', `${line}\n`), line).toBe(true);
    expect(
      differ(
        'requirements.txt',
        'pytest==8.0 \\\n  --hash=sha256:aa\n',
        'pytest==8.1 ; python_version >= "3.9" \\\n  --hash=sha256:bb # pinned\n',
      ),
    ).toBe(false);
    expect(differ('requirements.txt', 'pytest==8.0\n', 'pytest==8.0\x0c-e ./stub\n')).toBe(true);
    const py = (t: string) => `[project]\nname = "app"\ndependencies = ["left>=1"]\n${t}`;
    expect(differ('pyproject.toml', py(''), py('[tool.uv.sources]\npytest = { path = "s" }\n'))).toBe(true);
    expect(differ('pyproject.toml', py(''), py('[project.optional-dependencies]\ntest = ["pytest @ file:///s"]\n'))).toBe(true);
    expect(
      differ(
        'pyproject.toml',
        py('[tool.poetry.dev-dependencies]\npytest = "^8"\n'),
        py('[tool.poetry.dev-dependencies]\npytest = { git = "x" }\n'),
      ),
    ).toBe(true);
    expect(
      differ('pyproject.toml', py(''), py('[project.optional-dependencies]\ntest = ["pytest>=8"]\n').replace('left>=1', 'left>=2')),
    ).toBe(false);
  });
  it('Maven and bun: a dependency from a local jar, and another registry, differ; a version bump does not', () => {
    const pom = (dep: string) =>
      `<project><dependencies><dependency><artifactId>junit</artifactId>${dep}</dependency></dependencies></project>`;
    expect(
      differ('pom.xml', pom('<version>4</version>'), pom('<version>4</version><scope>system</scope><systemPath>s.jar</systemPath>')),
    ).toBe(true);
    expect(differ('pom.xml', pom('<version>4</version>'), pom('<version>4.1</version>'))).toBe(false);
    expect(differ('bunfig.toml', '[install]\nexact = true\n', '[install]\nexact = true\n[install.scopes]\nx = "https://x/"\n')).toBe(true);
  });
});

describe('runnerSettings: a lockfile by where each package comes from, not its version', () => {
  const differ = (name: string, a: string | null, b: string | null) => runnerSettings(name, a) !== runnerSettings(name, b);
  const npm = (entries: Record<string, object>) => JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'app' }, ...entries } });
  const at = (name: string, resolved: string) => ({ [`node_modules/${name}`]: { version: '1.0.0', resolved } });
  const reg = (name: string, v: string) => `https://registry.npmjs.org/${name}/-/${name.split('/').at(-1)}-${v}.tgz`;
  it('npm: a bump or a new package from the registry changes nothing; another host, another package of the registry, a scope, an alias differ', () => {
    const base = npm({ ...at('chai', reg('chai', '5.0.0')), ...at('deep-eql', reg('deep-eql', '5.0.1')) });
    const head = (eql: object) => npm({ ...at('chai', reg('chai', '5.1.0')), ...eql });
    expect(
      differ('package-lock.json', base, head({ ...at('deep-eql', reg('deep-eql', '5.0.2')), ...at('left', reg('left', '2.0.0')) })),
    ).toBe(false);
    expect(differ('package-lock.json', base, head(at('deep-eql', 'https://evil.example/deep-eql/-/deep-eql-5.0.2.tgz')))).toBe(true);
    expect(differ('package-lock.json', base, head(at('deep-eql', reg('eql-always', '5.0.2'))))).toBe(true);
    expect(differ('package-lock.json', base, head(at('deep-eql', reg('@evil/deep-eql', '5.0.2'))))).toBe(true);
    expect(differ('package-lock.json', base, head({ 'node_modules/deep-eql': { version: '5.0.2', name: 'eql-always' } }))).toBe(true);
    expect(differ('package-lock.json', base, head({ 'node_modules/deep-eql': { resolved: 'stubs/eql', link: true } }))).toBe(true);
    // Lockfile 1's tree.
    const v1 = (version: string) =>
      JSON.stringify({ lockfileVersion: 1, dependencies: { chai: { version: '5.0.0', dependencies: { 'deep-eql': { version } } } } });
    expect(differ('package-lock.json', v1('5.0.1'), v1('5.0.2'))).toBe(false);
    expect(differ('package-lock.json', v1('5.0.1'), v1('file:stubs/eql'))).toBe(true);
  });
  it('an absent lockfile has no sources: one of no packages added is no change', () => {
    expect(differ('package-lock.json', null, '{}')).toBe(false);
    expect(differ('package-lock.json', null, npm(at('chai', reg('chai', '5.0.0'))))).toBe(true);
  });
  it("pnpm: prettier's flow over several lines reads as pnpm's own; a tarball or link differs", () => {
    const lock = (resolution: string, deps = '') =>
      `lockfileVersion: '9.0'\n\npackages:\n\n  chai@5.0.0:\n    resolution: ${resolution}\n    engines: {node: '>=12'}\n\nsnapshots:\n\n  chai@5.0.0:\n    dependencies:\n      deep-eql: 5.0.1${deps}\n  left@1.0.0: {}\n`;
    const own = lock('{integrity: sha512-aa}');
    expect(differ('pnpm-lock.yaml', own, lock('\n      {\n        integrity: sha512-bb, # bumped\n      }'))).toBe(false);
    expect(
      differ(
        'pnpm-lock.yaml',
        own,
        lock('\n      {\n        integrity: sha512-bb,\n        tarball: "https://evil.example/chai.tgz",\n      }'),
      ),
    ).toBe(true);
    expect(differ('pnpm-lock.yaml', own, lock('{integrity: sha512-aa}', '\n      left: link:stubs/left'))).toBe(true);
  });
  it('a YAML or yarn layout the readers do not know is compared whole, any change of it reviewed', () => {
    for (const [name, text] of [
      ['pnpm-lock.yaml', 'packages:\n  chai@5.0.0: {resolution: {tarball: https://evil.example/c.tgz}}\n'],
      ['pnpm-lock.yaml', 'packages:\n  chai@5.0.0:\n    <<: *evil\n'],
      ['pnpm-lock.yaml', 'packages:\n  chai@5.0.0:\n    resolution:\n      tarball: https://evil.example/c.tgz\n'],
      ['pnpm-lock.yaml', 'packages:\n  chai@5.0.0:\n\tresolution: {integrity: x}\n'],
      ['yarn.lock', '"chai@npm:^5": {resolution: "x"}\n'],
      ['yarn.lock', 'chai@^5:\n  resolution: *evil\n'],
      ['yarn.lock', 'chai@^5:\n  resolution:\n    "https://evil.example/c.tgz"\n'],
    ])
      expect(runnerSettings(name!, text!), text).toBe(text);
  });
  it('yarn, bun, Bundler, Composer, Cargo, uv and Pipenv: a bump changes nothing, another source differs', () => {
    const yarn = (r: string) => `# yarn lockfile v1\n\nchai@^5.0.0:\n  version "5"\n  resolved "${r}"\n`;
    expect(differ('yarn.lock', yarn(reg('chai', '5.0.0')), yarn(`${reg('chai', '5.1.0')}#abcdef0123`))).toBe(false);
    expect(differ('yarn.lock', yarn(reg('chai', '5.0.0')), yarn('https://evil.example/chai.tgz'))).toBe(true);
    const berry = (r: string) => `__metadata:\n  version: 8\n\n"chai@npm:^5.0.0":\n  version: 5.0.0\n  resolution: "${r}"\n`;
    expect(differ('yarn.lock', berry('chai@npm:5.0.0'), berry('chai@npm:5.1.0'))).toBe(false);
    expect(differ('yarn.lock', berry('chai@npm:5.0.0'), berry('chai@file:./stubs/chai'))).toBe(true);
    const bun = (e: string) =>
      `{\n  "lockfileVersion": 1,\n  "packages": {\n    "chai": [${e}],\n    "chai/deep-eql": ["deep-eql@5.0.1", "", {}, "sha512-b"],\n  },\n}\n`;
    expect(differ('bun.lock', bun('"chai@5.0.0", "", {}, "sha512-a"'), bun('"chai@5.1.0", "", {}, "sha512-c"'))).toBe(false);
    expect(differ('bun.lock', bun('"chai@5.0.0", "", {}, "sha512-a"'), bun('"chai@github:evil/chai#abc", {}, "x"'))).toBe(true);
    const gems = (section: string) => `${section}\n  specs:\n    rack (3.0.0)\n\nDEPENDENCIES\n  rack\n`;
    expect(
      differ(
        'Gemfile.lock',
        gems('GEM\n  remote: https://rubygems.org/'),
        gems('GEM\n  remote: https://rubygems.org/').replace('3.0.0', '3.1.0'),
      ),
    ).toBe(false);
    expect(differ('Gemfile.lock', gems('GEM\n  remote: https://rubygems.org/'), gems('PATH\n  remote: stubs/rack'))).toBe(true);
    const cargo = (s: string) => `[[package]]\nname = "serde"\nversion = "1.0.0"\n${s}`;
    expect(differ('Cargo.lock', cargo('source = "registry+https://github.com/rust-lang/crates.io-index"\n'), cargo(''))).toBe(true);
    const uv = (wheel: string) =>
      `[[package]]\nname = "pytest"\nversion = "8.0.0"\nsource = { registry = "https://pypi.org/simple" }\nwheels = [{ url = "${wheel}" }]\n`;
    const pypi = (v: string) => `https://files.pythonhosted.org/packages/ab/cd/${'e'.repeat(60)}/pytest-${v}-py3-none-any.whl`;
    expect(differ('uv.lock', uv(pypi('8.0.0')), uv(pypi('8.1.0')))).toBe(false);
    expect(differ('uv.lock', uv(pypi('8.0.0')), uv('https://files.pythonhosted.org/packages/x/pytest_always-8.0.0-py3-none-any.whl'))).toBe(
      true,
    );
    const pipenv = (spec: object) =>
      JSON.stringify({ _meta: { sources: [{ name: 'pypi', url: 'https://pypi.org/simple' }] }, default: { rack: spec } });
    expect(
      differ('Pipfile.lock', pipenv({ version: '==1.0', index: 'pypi' }), pipenv({ version: '==1.1', hashes: ['x'], index: 'pypi' })),
    ).toBe(false);
    expect(differ('Pipfile.lock', pipenv({ version: '==1.0', index: 'pypi' }), pipenv({ git: 'https://evil.example/rack' }))).toBe(true);
  });
  it('is linear on hostile lines', () => {
    const sp = ' '.repeat(400_000);
    const t0 = performance.now();
    for (const [name, text] of [
      ['Gemfile', `gem "a", "1"${sp}x`],
      ['Gemfile', `source "x" do${sp}|a${sp}x`],
      ['yarn.lock', `a:\n ${sp}resolved${sp}x`],
      ['pnpm-lock.yaml', `a: b${sp}#${sp}`],
      ['pnpm-lock.yaml', `packages:\n  a@1:\n    resolution: {${"'".repeat(400_000)}}`],
      ['tsconfig.json', `{${'/*'.repeat(200_000)}`],
      ['Gemfile.lock', `GEM\n  remote: ${sp}\n  specs:\n${'    a (1)\n'.repeat(40_000)}`],
    ])
      runnerSettings(name!, text!);
    expect(performance.now() - t0).toBeLessThan(4000);
  });
});
