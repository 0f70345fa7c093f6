import type { Repo } from '../git/git.js';
import type { Change } from '../git/diff.js';
import type { ProjectLayout, ProjectOf } from './detect.js';
import { folder, markerFiles, moduleOf } from './go-modules.js';

const PROJECT = /(?:^|\/)[^/]+\.(?:cs|fs|vb)proj$/;
const DOTNET = /\.(?:cs|vb)$/;

/** The nearest of `projects` (project files) above a path: the first by name where a folder holds several. */
function nearest(projects: string[]): ProjectOf {
  const byFolder = new Map<string, string>();
  for (const p of projects.toSorted()) if (!byFolder.has(folder(p))) byFolder.set(folder(p), p);
  return (path) => {
    const at = moduleOf(path, byFolder);
    return at === null ? null : byFolder.get(at)!;
  };
}

/**
 * The .NET projects of the merge base and the head (markerFiles), which decide whether MSBuild
 * compiles a renamed C# or VB test into a test project (detect.ts's msbuildCollects). Read only
 * when such a file was renamed; none otherwise.
 */
export async function dotnetProjects(repo: Repo, head: string, changes: Change[]): Promise<ProjectLayout | undefined> {
  if (!changes.some((c) => c.from !== undefined && DOTNET.test(c.from))) return undefined;
  const files = await markerFiles(repo, head, changes, PROJECT);
  return { base: nearest([...files.atBase.keys()]), head: nearest(files.atHead) };
}
