import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, makeCartRepo } from './repo.js';
import { ROOT } from './run.js';

/** The stand-in agent's command as the self-test workflow gives it (it reads only its prompt, so it can be every reviewer). */
export const STAND_IN_CMD = 'test/fixtures/agents/cover-all.mjs';

/** A checkout like the self-test workflow's: the stand-in agent at its path, a package.json, two commits or more. */
export function standInCheckout(): string {
  const repo = makeCartRepo();
  mkdirSync(join(repo, 'test/fixtures/agents'), { recursive: true });
  copyFileSync(join(ROOT, 'test/fixtures/agents/cover-all.mjs'), join(repo, 'test/fixtures/agents/cover-all.mjs'));
  writeFileSync(join(repo, 'package.json'), '{ "name": "shop", "version": "0.1.0" }\n');
  commitAll(repo, 'the self-test stand-in');
  return repo;
}
