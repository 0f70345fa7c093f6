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

const writer = () => Promise.resolve({ permission: 'write' });

describe('which events may run an agent', () => {
  it('pull_request, push, a dispatch and no workflow at all run it; pull_request_target and workflow_run never do', async () => {
    for (const event of ['pull_request', 'push', 'workflow_dispatch', 'schedule', 'merge_group', undefined])
      expect(await agentTriggerRefusal('x', { GITHUB_EVENT_NAME: event })).toBeNull();
    for (const event of ['pull_request_target', 'workflow_run'])
      expect(await agentTriggerRefusal('x', { GITHUB_EVENT_NAME: event })).toMatch(/write token/);
  });
  it("a comment, review or issue event runs it only for the repository's owner and the members and collaborators who can write", async () => {
    for (const [event, key] of Object.entries(BY_ASSOCIATION)) {
      const by = (who: string) => ({
        GITHUB_EVENT_NAME: event,
        GITHUB_EVENT_PATH: payload({ [key]: { author_association: who, user: { login: 'ana' } } }),
      });
      for (const who of TRUSTED_ASSOCIATIONS) expect(await agentTriggerRefusal('x', by(who), writer)).toBeNull();
      for (const who of ['CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'NONE', 'MANNEQUIN'])
        expect(await agentTriggerRefusal('x', by(who), writer)).toMatch(new RegExp(`association is ${who}`));
      // The association of another object in the payload does not count.
      expect(
        await agentTriggerRefusal('x', {
          GITHUB_EVENT_NAME: event,
          GITHUB_EVENT_PATH: payload({ other: { author_association: 'OWNER' } }),
        }),
      ).toMatch(/unknown/);
    }
  });
  // #390: MEMBER and COLLABORATOR say nothing of write access (a read-only member, a collaborator invited to triage).
  it('#390 a member or a collaborator who cannot write, or whose access GitHub does not confirm, is refused; the owner is not asked', async () => {
    const by = (who: string, login?: string) => ({
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: payload({ comment: { author_association: who, ...(login ? { user: { login } } : {}) } }),
    });
    for (const permission of ['read', 'none', 'triage'])
      expect(await agentTriggerRefusal('x', by('COLLABORATOR', 'ana'), () => Promise.resolve({ permission }))).toMatch(
        new RegExp(`its author "ana" is a collaborator with "${permission}" access, not write`),
      );
    expect(await agentTriggerRefusal('x', by('MEMBER', 'ana'), () => Promise.resolve({ permission: 'admin' }))).toBeNull();
    expect(await agentTriggerRefusal('x', by('MEMBER', 'ana'))).toMatch(
      /a member whose write access could not be confirmed \(no token to ask GitHub with\)/,
    );
    expect(await agentTriggerRefusal('x', by('MEMBER'), writer)).toMatch(/could not be confirmed \(the event names no author\)/);
    expect(
      await agentTriggerRefusal('x', by('COLLABORATOR', 'ana'), () => Promise.resolve({ problem: 'GitHub did not say: 403' })),
    ).toMatch(/could not be confirmed \(GitHub did not say: 403\)/);
    expect(await agentTriggerRefusal('x', by('OWNER', 'ana'))).toBeNull();
  });
});
