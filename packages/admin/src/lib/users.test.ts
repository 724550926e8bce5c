import { describe, expect, it } from 'vitest';
import { Role } from '@vitrine/shared/roles';
import { sessionAfterUserEdit } from './users';

const session = { username: 'admin@alvorada.test', role: Role.Admin, token: 't0k3n' } as const;

describe('session after editing a user', () => {
  it('ignores edits of other users', () => {
    expect(
      sessionAfterUserEdit(session, { username: 'outro@alvorada.test' }, { username: 'x@y.z', role: Role.Marketing }),
    ).toBeNull();
  });
  it('renames the current user, keeping the token', () => {
    expect(
      sessionAfterUserEdit(
        session,
        { username: 'admin@alvorada.test' },
        { username: 'chefe@alvorada.test', role: Role.Admin },
      ),
    ).toEqual({ session: { username: 'chefe@alvorada.test', role: Role.Admin, token: 't0k3n' }, leftAdmin: false });
  });
  it('says when the current user is no longer Admin', () => {
    const next = sessionAfterUserEdit(session, session, { username: session.username, role: Role.Marketing });
    expect(next?.session.role).toBe(Role.Marketing);
    expect(next?.leftAdmin).toBe(true);
  });
});
