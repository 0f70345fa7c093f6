// What the suite needs from the machine beyond `npm ci`: Debian's Chromium (the tester's page),
// bubblewrap (the agent's sandbox), acl (setfacl: a copy closes the system's credentials to the
// agent's uid alone; without it they are closed to every user, and a run the containment tests kill
// outright would leave them so) and cmark-gfm (GitHub's Markdown renderer, for every sink). A
// missing one fails the run at once with the fix, instead of dozens of tests failing one by one
// or being skipped without a word.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { RUNNER_NODE, runnerNodePath } from '../../scripts/runner-node.mjs';

const onPath = (name: string) => (process.env.PATH ?? '').split(delimiter).some((d) => d && existsSync(join(d, name)));

export default function setup(): void {
  // Not a failure: the bundles run under this Node instead, and the line says what that leaves out.
  if (!existsSync(runnerNodePath()))
    console.log(
      `the bundles run under this Node (${process.version}), not the actions' node24: \`node scripts/runner-node.mjs\` fetches Node ${RUNNER_NODE}`,
    );
  const missing: string[] = [];
  const chromium = process.env.PROOFGATE_CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) missing.push(`chromium (${chromium})`);
  if (!onPath('bwrap') && !existsSync('/usr/bin/bwrap')) missing.push('bubblewrap (bwrap)');
  if (!onPath('cmark-gfm')) missing.push('cmark-gfm');
  if (!existsSync('/usr/bin/setfacl') && !existsSync('/bin/setfacl')) missing.push('acl (setfacl)');
  if (missing.length === 0) return;
  throw new Error(
    `this machine lacks ${missing.join(' and ')}: install them with \`sudo apt-get install -y chromium bubblewrap cmark-gfm acl\` ` +
      '(or run `bash .ci/run`, which does), or point PROOFGATE_CHROMIUM at another Chromium',
  );
}
