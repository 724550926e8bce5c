import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { messages } from '@vitrine/shared/messages';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const call = (method: string, path: string, token?: string, json?: unknown) =>
  ctx.request(method, path, { token, json });
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(ctx.deps.now().getTime() / 1000) });
const MARKETING = { username: 'marketing@alvorada.test', password: 'Senha-de-teste-1' };

describe('re-authentication with the current password', () => {
  it('is needed to start enrolling two-factor sign-in, so a stolen session cannot enrol its own authenticator', async () => {
    const token = await ctx.adminToken();
    const none = await call('POST', '/api/2fa/cadastro', token, {});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ password: messages.users.passwordRequired });
    const wrong = await call('POST', '/api/2fa/cadastro', token, { password: 'nao-e-a-senha' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: messages.users.wrongCurrentPassword });
    expect((await call('GET', '/api/2fa', token)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const started = await call('POST', '/api/2fa/cadastro', token, { password: ADMIN.password });
    expect(started.status).toBe(200);
    expect(started.body.secret).toEqual(expect.any(String));
  });

  it('is needed to change an account’s e-mail, not its role', async () => {
    const admin = await ctx.adminToken();
    await ctx.tokenFor(2, MARKETING.username);
    const users = (await call('GET', '/api/usuarios', admin)).body as Array<{ id: number; username: string }>;
    const id = users.find((u) => u.username === MARKETING.username)!.id;
    const rename = { username: 'novo@alvorada.test', role: 2 };
    const none = await call('PUT', `/api/usuarios/${id}`, admin, rename);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ currentPassword: messages.users.passwordRequired });
    const wrong = await call('PUT', `/api/usuarios/${id}`, admin, { ...rename, currentPassword: 'errada' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ currentPassword: messages.users.wrongCurrentPassword });
    const ok = await call('PUT', `/api/usuarios/${id}`, admin, { ...rename, currentPassword: ADMIN.password });
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe('novo@alvorada.test');
    // The role alone needs no password.
    expect((await call('PUT', `/api/usuarios/${id}`, admin, { username: 'novo@alvorada.test', role: 1 })).status).toBe(
      200,
    );
  });
});

describe('an Admin resetting another user’s two-factor sign-in', () => {
  it('turns it off, ends their sessions, is audited, and is refused for oneself and for Marketing', async () => {
    const admin = await ctx.adminToken();
    const marketing = await ctx.tokenFor(2, MARKETING.username);
    const { secret } = (await call('POST', '/api/2fa/cadastro', marketing, { password: MARKETING.password })).body;
    expect((await call('POST', '/api/2fa/ativar', marketing, { code: await codeAt(secret) })).status).toBe(200);
    const users = (await call('GET', '/api/usuarios', admin)).body as Array<{ id: number; username: string }>;
    const id = users.find((u) => u.username === MARKETING.username)!.id;
    const adminId = users.find((u) => u.username === ADMIN.username)!.id;

    expect((await call('POST', `/api/usuarios/${adminId}/2fa/redefinir`, marketing)).status).toBe(403);
    expect((await call('POST', `/api/usuarios/${adminId}/2fa/redefinir`, admin)).status).toBe(409);
    const reset = await call('POST', `/api/usuarios/${id}/2fa/redefinir`, admin);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: messages.admin.totpReset });

    // Signs in with the password alone again; the session opened before the reset is over.
    const signIn = await call('POST', '/api/login', undefined, MARKETING);
    expect(signIn.status).toBe(200);
    expect(signIn.body.token).toEqual(expect.any(String));
    expect((await call('GET', '/api/2fa', marketing)).status).toBe(401);
    const audit = await ctx.deps.db.selectFrom('audit_log').selectAll().where('action', '=', 'totp.reset').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'user', target_id: String(id) });
    expect((await call('POST', `/api/usuarios/${id}/2fa/redefinir`, admin)).status).toBe(409);
  });
});
