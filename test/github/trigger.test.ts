import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentTriggerRefusal, BY_ASSOCIATION, TRUSTED_ASSOCIATIONS } from '../../src/github/trigger.js';

const payload = (value: unknown) => {
  const f = join(mkdtempSync(join(tmpdir(), 'pg-trigger-')), 'event.json');
  writeFileSync(f, JSON.stringify(value));
  return f;
};

describe('which events may run an agent', () => {
  it('pull_request, push, a dispatch and no workflow at all run it; pull_request_target and workflow_run never do', () => {
    for (const event of ['pull_request', 'push', 'workflow_dispatch', 'schedule', 'merge_group', undefined])
      expect(agentTriggerRefusal('x', { GITHUB_EVENT_NAME: event })).toBeNull();
    for (const event of ['pull_request_target', 'workflow_run'])
      expect(agentTriggerRefusal('x', { GITHUB_EVENT_NAME: event })).toMatch(/write token/);
  });
  it("a comment, review or issue event runs it only for the repository's owner, members and collaborators", () => {
    for (const [event, key] of Object.entries(BY_ASSOCIATION)) {
      for (const who of TRUSTED_ASSOCIATIONS)
        expect(
          agentTriggerRefusal('x', { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: payload({ [key]: { author_association: who } }) }),
        ).toBeNull();
      for (const who of ['CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'NONE', 'MANNEQUIN'])
        expect(
          agentTriggerRefusal('x', { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: payload({ [key]: { author_association: who } }) }),
        ).toMatch(new RegExp(`association is ${who}`));
      // The association of another object in the payload does not count.
      expect(
        agentTriggerRefusal('x', { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: payload({ other: { author_association: 'OWNER' } }) }),
      ).toMatch(/unknown/);
    }
  });
});
