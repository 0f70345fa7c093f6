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
    expect(differ('deno.json', '{"imports":{"a":"1"}}', '{"imports":{"a":"2"}}')).toBe(false);
    expect(differ('deno.json', '{}', '{"test":{"exclude":["tests/auth"]}}')).toBe(true);
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
