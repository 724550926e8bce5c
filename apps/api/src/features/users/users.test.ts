import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';
import { isUniqueViolation } from '../../db/database';
import { Role } from '@vitrine/shared/roles';

let ctx: TestContext;
let admin: string;
let marketing: string;
const responses: string[] = [];

beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  marketing = await ctx.tokenFor(2, 'marketing@alvorada.test');
});
afterEach(async () => {
  await ctx.close();
});

/** Every response body of this file is kept, to prove none carries a password hash. */
async function call(method: string, path: string, token?: string, json?: unknown) {
  const res = await ctx.request(method, path, { token, json });
  responses.push(res.text);
  return res;
}

async function idOf(username: string): Promise<number> {
  const list = await call('GET', '/api/usuarios', admin);
  return list.body.find((u: { username: string }) => u.username === username).id;
}

describe('users API as Admin', () => {
  it('lists users without any password data', async () => {
    const res = await call('GET', '/api/usuarios', admin);
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual([ADMIN.username, 'marketing@alvorada.test']);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'createdAt',
      'id',
      'lockedAt',
      'mustChangePassword',
      'role',
      'totpEnabled',
      'username',
    ]);
  });

  it('creates a user with a temporary password that must be changed at first login', async () => {
    const created = await call('POST', '/api/usuarios', admin, {
      username: 'nova@alvorada.test',
      role: Role.Marketing,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), temporaryPassword: expect.stringMatching(/^\S{16}$/) });

    const login = await call('POST', '/api/login', undefined, {
      username: 'nova@alvorada.test',
      password: created.body.temporaryPassword,
    });
    expect(login.status).toBe(200);
    expect(login.body.mustChangePassword).toBe(true);
    const token = login.body.token;

    // Until the password is changed, nothing else is allowed.
    const blocked = await call('GET', '/api/usuarios', token);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ message: messages.users.mustChangePassword, code: 'password_change_required' });
    expect((await call('POST', '/api/verifyToken', token)).body.mustChangePassword).toBe(true);

    const changed = await call('PUT', '/api/usuarios', token, {
      password: created.body.temporaryPassword,
      newPassword: 'minha-senha-nova',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: messages.admin.passwordChanged, mustChangePassword: false });
    // The token issued for the temporary password died with it; the answer carries a new one.
    const old = await call('POST', '/api/verifyToken', token);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ valid: false, message: messages.http.sessionEnded, code: 'session_ended' });
    expect((await call('GET', '/api/eventos/resumo', token)).body).toEqual({
      message: messages.http.sessionEnded,
      code: 'session_ended',
    });
    expect((await call('POST', '/api/verifyToken', changed.body.token)).body.mustChangePassword).toBe(false);
    const relogin = await call('POST', '/api/login', undefined, {
      username: 'nova@alvorada.test',
      password: 'minha-senha-nova',
    });
    expect(relogin.status).toBe(200);
    expect(relogin.body.mustChangePassword).toBe(false);
  });

  it('refuses a duplicate username, ignoring case', async () => {
    const res = await call('POST', '/api/usuarios', admin, { username: 'MARKETING@alvorada.test', role: Role.Admin });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.users.usernameTaken, code: 'conflict' });
  });

  it('answers one 201 and one 409 to two parallel creates of one name, in any case', async () => {
    for (const [first, second] of [
      ['dupla@alvorada.test', 'dupla@alvorada.test'],
      ['Case@alvorada.test', 'case@alvorada.test'],
    ]) {
      const results = await Promise.all(
        [first, second].map((username) => call('POST', '/api/usuarios', admin, { username, role: Role.Marketing })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body).toEqual({
        message: messages.users.usernameTaken,
        code: 'conflict',
      });
    }
    const names = (await call('GET', '/api/usuarios', admin)).body.map((u: { username: string }) =>
      u.username.toLowerCase(),
    );
    expect(names.filter((n: string) => n === 'case@alvorada.test')).toHaveLength(1);
    expect(names.filter((n: string) => n === 'dupla@alvorada.test')).toHaveLength(1);
  });

  it('refuses renaming to the name of another user written in another case', async () => {
    const id = await idOf('marketing@alvorada.test');
    const res = await call('PUT', `/api/usuarios/${id}`, admin, {
      currentPassword: ADMIN.password,
      username: ADMIN.username.toUpperCase(),
      role: Role.Marketing,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.users.usernameTaken, code: 'conflict' });
    // A rename racing a create of the same name: the database lets only one of them through.
    const [renamed, created] = await Promise.all([
      call('PUT', `/api/usuarios/${id}`, admin, {
        currentPassword: ADMIN.password,
        username: 'Corrida@alvorada.test',
        role: Role.Marketing,
      }),
      call('POST', '/api/usuarios', admin, { username: 'corrida@alvorada.test', role: Role.Marketing }),
    ]);
    expect([renamed.status, created.status].filter((s) => s === 409)).toHaveLength(1);
  });

  it('keeps usernames unique ignoring case in the database itself', async () => {
    const insert = (username: string) =>
      ctx.deps.db
        .insertInto('users')
        .values({
          username,
          role: Role.Marketing,
          password_hash: 'x',
          must_change_password: 0,
          created_at: '2026-03-10T12:00:00Z',
        })
        .execute();
    await insert('Base@alvorada.test');
    const error = await insert('base@ALVORADA.test').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('validates username and role', async () => {
    const res = await call('POST', '/api/usuarios', admin, { username: 'a b', role: 7 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ username: messages.users.usernameRequired, role: messages.users.roleInvalid });
    expect((await call('GET', '/api/usuarios', admin)).body).toHaveLength(2);
  });

  it('updates a user, refusing a name that belongs to someone else', async () => {
    const id = await idOf('marketing@alvorada.test');
    const res = await call('PUT', `/api/usuarios/${id}`, admin, {
      currentPassword: ADMIN.password,
      username: 'mkt@alvorada.test',
      role: Role.Admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, username: 'mkt@alvorada.test', role: Role.Admin });
    const taken = await call('PUT', `/api/usuarios/${id}`, admin, {
      currentPassword: ADMIN.password,
      username: ADMIN.username,
      role: Role.Admin,
    });
    expect(taken.status).toBe(409);
    expect((await call('PUT', '/api/usuarios/9999', admin, { username: 'x@y.z', role: Role.Admin })).status).toBe(404);
    expect((await call('PUT', '/api/usuarios/abc', admin, { username: 'x@y.z', role: Role.Admin })).status).toBe(404);
  });

  it('deletes a user', async () => {
    const id = await idOf('marketing@alvorada.test');
    const res = await call('DELETE', `/api/usuarios/${id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.admin.userDeleted });
    expect((await call('DELETE', `/api/usuarios/${id}`, admin)).status).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    const res = await call('DELETE', `/api/usuarios/${await idOf(ADMIN.username)}`, admin);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: messages.users.cannotDeleteSelf, code: 'conflict' });
  });

  it('keeps an Admin when two Admins demote or delete each other at the same moment', async () => {
    const adminCount = async () =>
      (await ctx.deps.db.selectFrom('users').select('id').where('role', '=', Role.Admin).execute()).length;
    const firstId = await idOf(ADMIN.username);
    const otherName = 'segunda@alvorada.test';
    await ctx.tokenFor(Role.Admin, otherName);
    const otherId = await idOf(otherName);
    const signIn = async (username: string, password: string) =>
      (await ctx.request('POST', '/api/login', { json: { username, password } })).body.token as string;
    const successes = (answers: { status: number }[]) => answers.filter((a) => a.status === 200).length;
    for (let round = 0; round < 3; round += 1) {
      const [mine, theirs] = [
        await signIn(ADMIN.username, ADMIN.password),
        await signIn(otherName, 'Senha-de-teste-1'),
      ];
      const answers = await Promise.all([
        call('PUT', `/api/usuarios/${otherId}`, mine, { username: otherName, role: Role.Marketing }),
        call('PUT', `/api/usuarios/${firstId}`, theirs, { username: ADMIN.username, role: Role.Marketing }),
      ]);
      expect(successes(answers), `round ${round}`).toBe(1);
      expect(await adminCount()).toBe(1);
      await ctx.deps.db.updateTable('users').set({ role: Role.Admin }).where('id', 'in', [firstId, otherId]).execute();
    }
    const [mine, theirs] = [await signIn(ADMIN.username, ADMIN.password), await signIn(otherName, 'Senha-de-teste-1')];
    const deletions = await Promise.all([
      call('DELETE', `/api/usuarios/${otherId}`, mine),
      call('DELETE', `/api/usuarios/${firstId}`, theirs),
    ]);
    expect(successes(deletions)).toBe(1);
    expect(await adminCount()).toBe(1);
  });

  it("resets another user's password: a temporary one, changed at next login, sessions ended, audited", async () => {
    const id = await idOf('marketing@alvorada.test');
    const res = await call('POST', `/api/usuarios/${id}/senha-temporaria`, admin);
    expect(res.status).toBe(200);
    expect(res.body.temporaryPassword).toMatch(/^\S{16}$/);
    // The old session is gone; the temporary password signs in and asks for a new one.
    expect((await call('POST', '/api/verifyToken', marketing)).status).toBe(401);
    const login = await call('POST', '/api/login', undefined, {
      username: 'marketing@alvorada.test',
      password: res.body.temporaryPassword,
    });
    expect(login.status).toBe(200);
    expect(login.body.mustChangePassword).toBe(true);
    const audit = await call('GET', '/api/auditoria?acao=password.reset', admin);
    // The target by its name (Auditoria shows "Usuário marketing@…", not "#2").
    expect(audit.body.entries[0]).toMatchObject({
      action: 'password.reset',
      targetId: String(id),
      targetName: 'marketing@alvorada.test',
    });
  });

  it("refuses to reset one's own password, a missing user, and Marketing", async () => {
    const own = await idOf(ADMIN.username);
    expect((await call('POST', `/api/usuarios/${own}/senha-temporaria`, admin)).status).toBe(409);
    expect((await call('POST', '/api/usuarios/9999/senha-temporaria', admin)).status).toBe(404);
    expect((await call('POST', `/api/usuarios/${own}/senha-temporaria`, marketing)).status).toBe(403);
  });

  it('never removes the last Admin', async () => {
    const selfId = await idOf(ADMIN.username);
    const demote = await call('PUT', `/api/usuarios/${selfId}`, admin, {
      username: ADMIN.username,
      role: Role.Marketing,
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ message: messages.users.cannotRemoveLastAdmin, code: 'conflict' });

    // With a second Admin, that one may be deleted only while another Admin remains.
    const second = await call('POST', '/api/usuarios', admin, { username: 'admin2@alvorada.test', role: Role.Admin });
    expect((await call('DELETE', `/api/usuarios/${second.body.id}`, admin)).status).toBe(200);
    const users = await call('GET', '/api/usuarios', admin);
    expect(users.body.filter((u: { role: number }) => u.role === Role.Admin)).toHaveLength(1);
  });
});

describe('users API as Marketing and anonymous', () => {
  const adminCalls: Array<[string, (id: number) => string, unknown?]> = [
    ['GET', () => '/api/usuarios'],
    ['POST', () => '/api/usuarios', { username: 'x@alvorada.test', role: Role.Marketing }],
    ['PUT', (id) => `/api/usuarios/${id}`, { username: 'marketing@alvorada.test', role: Role.Admin }],
    ['DELETE', (id) => `/api/usuarios/${id}`],
  ];

  it('answers 403 to Marketing on every Admin call, including changing its own role', async () => {
    const ownId = await idOf('marketing@alvorada.test');
    for (const [method, path, body] of adminCalls) {
      const res = await call(method, path(ownId), marketing, body);
      expect(res.status, `${method} ${path(ownId)}`).toBe(403);
      expect(res.body).toEqual({ message: messages.http.forbidden, code: 'forbidden' });
    }
    const me = (await call('GET', '/api/usuarios', admin)).body.find((u: { id: number }) => u.id === ownId);
    expect(me.role).toBe(2);
  });

  it('answers 401 without a token', async () => {
    for (const [method, path, body] of [
      ...adminCalls,
      ['PUT', () => '/api/usuarios', { password: 'a', newPassword: 'b' }] as const,
    ]) {
      const res = await call(method, path(1), undefined, body);
      expect(res.status, `${method} ${path(1)}`).toBe(401);
      expect(res.body).toEqual({ message: messages.http.unauthorized, code: 'session_ended' });
    }
  });

  it('lets Marketing change its own password, with the rules for a new one', async () => {
    const wrong = await call('PUT', '/api/usuarios', marketing, {
      password: 'nao-e-esta',
      newPassword: 'outra-senha-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: messages.users.wrongCurrentPassword });

    const cases: Array<[string, string]> = [
      ['curta', messages.users.passwordTooShort],
      ['marketing@alvorada.test', messages.users.passwordEqualsUsername],
      ['Senha-de-teste-1', messages.users.passwordUnchanged],
    ];
    for (const [newPassword, message] of cases) {
      const res = await call('PUT', '/api/usuarios', marketing, { password: 'Senha-de-teste-1', newPassword });
      expect(res.status, newPassword).toBe(422);
      expect(res.body.errors.newPassword ?? res.body.message).toBe(message);
    }
    const ok = await call('PUT', '/api/usuarios', marketing, {
      password: 'Senha-de-teste-1',
      newPassword: 'nova-senha-longa',
    });
    expect(ok.status).toBe(200);
  });
});

describe('password data never leaves the server', () => {
  it('no response of this file carried a hash', () => {
    expect(responses.length).toBeGreaterThan(20);
    for (const text of responses) {
      expect(text).not.toMatch(/password_hash|\$argon2/);
    }
  });
});
