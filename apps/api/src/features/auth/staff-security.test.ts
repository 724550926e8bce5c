import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { messages } from '@vitrine/shared/messages';
import { createApp } from '../../app';
import { ADMIN, createTestContext, type TestContext } from '../../../test/helpers';
import { postForm } from '../../../test/post-fixtures';
import { THROTTLE_POLICY } from './throttle.service';

let ctx: TestContext;
afterEach(async () => {
  await ctx.close();
});

const login = (username: string, password: string, ip = '203.0.113.10') =>
  ctx.request('POST', '/api/login', { json: { username, password }, headers: { 'x-forwarded-for': ip } });
const call = (method: string, path: string, token?: string, json?: unknown, ip = '203.0.113.10') =>
  ctx.request(method, path, { token, json, headers: { 'x-forwarded-for': ip } });
const verify = (token: string) => call('POST', '/api/verifyToken', token);
const idOf = async (admin: string, username: string): Promise<number> =>
  (await call('GET', '/api/usuarios', admin)).body.find((u: { username: string }) => u.username === username).id;
/** The authenticator app's code at the test's clock. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(ctx.deps.now().getTime() / 1000) + offsetSeconds });

describe('sessions', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
  });

  it('ends every older session when one changes one’s password, and answers a working new token', async () => {
    const laptop = await ctx.adminToken();
    const phone = await ctx.adminToken();
    const changed = await call('PUT', '/api/usuarios', laptop, {
      password: ADMIN.password,
      newPassword: 'Outra-senha-9',
    });
    expect(changed.status).toBe(200);
    for (const old of [laptop, phone]) {
      const res = await call('GET', '/api/usuarios', old);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: messages.http.sessionEnded, code: 'session_ended' });
    }
    expect((await call('GET', '/api/usuarios', changed.body.token)).status).toBe(200);
  });

  it('logout ends only this session; "Sair de todas as sessões" ends them all', async () => {
    const a = await ctx.adminToken();
    const b = await ctx.adminToken();
    const c = await ctx.adminToken();
    expect((await call('POST', '/api/logout', a)).status).toBe(200);
    expect((await verify(a)).status).toBe(401);
    expect((await verify(b)).status).toBe(200);
    const all = await call('DELETE', '/api/sessoes', b);
    expect(all.body).toEqual({ message: messages.admin.sessionsEnded, ended: 2 });
    expect((await verify(b)).status).toBe(401);
    expect((await verify(c)).body).toEqual({
      valid: false,
      message: messages.http.sessionEnded,
      code: 'session_ended',
    });
  });

  it('an Admin’s role change ends that user’s sessions; a rename does not; the Admin can end them at will', async () => {
    const admin = await ctx.adminToken();
    const marketing = await ctx.tokenFor(2, 'ana@alvorada.test');
    const id = await idOf(admin, 'ana@alvorada.test');
    await call('PUT', `/api/usuarios/${id}`, admin, {
      currentPassword: ADMIN.password,
      username: 'ana.souza@alvorada.test',
      role: 2,
    });
    expect((await verify(marketing)).status).toBe(200);
    await call('PUT', `/api/usuarios/${id}`, admin, { username: 'ana.souza@alvorada.test', role: 1 });
    expect((await verify(marketing)).status).toBe(401);

    const again = (await login('ana.souza@alvorada.test', 'Senha-de-teste-1')).body.token;
    const ended = await call('DELETE', `/api/usuarios/${id}/sessoes`, admin);
    expect(ended.body).toEqual({ message: messages.admin.sessionsEnded, ended: 1 });
    expect((await verify(again)).status).toBe(401);
    // One's own sessions go through "Sair de todas as sessões", not the users grid.
    const self = await call('DELETE', `/api/usuarios/${await idOf(admin, ADMIN.username)}/sessoes`, admin);
    expect(self.status).toBe(409);
    expect((await call('DELETE', `/api/usuarios/9999/sessoes`, admin)).status).toBe(404);
    expect((await call('DELETE', `/api/usuarios/${id}/sessoes`, (await ctx.tokenFor(2)) as string)).status).toBe(403);
  });

  it('an Admin who changes their own role keeps the session they did it from, under the new role', async () => {
    const first = await ctx.adminToken();
    const here = (await ctx.tokenFor(1, 'bia@alvorada.test')) as string;
    const elsewhere = (await login('bia@alvorada.test', 'Senha-de-teste-1')).body.token as string;
    const id = await idOf(first, 'bia@alvorada.test');
    const demoted = await call('PUT', `/api/usuarios/${id}`, here, { username: 'bia@alvorada.test', role: 2 });
    expect(demoted.status).toBe(200);
    expect((await verify(elsewhere)).status).toBe(401);
    expect((await verify(here)).body).toMatchObject({ valid: true, role: 2 });
    // The role is read from the database: the kept session is Marketing now.
    expect((await call('GET', '/api/usuarios', here)).status).toBe(403);
  });

  it('refuses a genuine token whose session row is gone, and one signed before sessions existed', async () => {
    const token = await ctx.adminToken();
    await ctx.deps.db.deleteFrom('sessions').execute();
    expect((await verify(token)).body.message).toBe(messages.http.sessionEnded);
  });
});

describe('throttling an attacker cannot turn against the owner', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
  });

  it('lets the owner in from a clean address while an attacker hammers the username from another', async () => {
    const attacker = '198.51.100.66';
    const seen: number[] = [];
    // An hour of an attacker trying every few seconds: the pair's delays grow, the owner is untouched.
    for (let i = 0; i < 40; i++) {
      seen.push((await login(ADMIN.username, `chute-${i}`, attacker)).status);
      ctx.advance(5_000);
    }
    expect(seen.filter((s) => s === 429).length).toBeGreaterThan(20);
    expect((await login(ADMIN.username, ADMIN.password, attacker)).status).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, '203.0.113.77')).status).toBe(200);
  });

  it('holds across two server processes on one database (no in-process lock)', async () => {
    const second = createApp(ctx.deps);
    const attempt = (app: typeof second, i: number) =>
      app.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.5' },
        body: JSON.stringify({ username: ADMIN.username, password: `errada-${i}` }),
      });
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => attempt(i % 2 ? ctx.app : second, i)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE_POLICY.pairFree + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - THROTTLE_POLICY.pairFree - 1);
  });

  it('answers 429 to a stolen token guessing the current password', async () => {
    const token = await ctx.adminToken();
    const guess = (i: number) =>
      call('PUT', '/api/usuarios', token, { password: `palpite-${i}`, newPassword: 'Nova-senha-123' });
    for (let i = 0; i <= THROTTLE_POLICY.pairFree; i++) {
      const res = await guess(i);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: messages.users.wrongCurrentPassword });
    }
    const blocked = await guess(99);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Even the right password waits out the block: the guesser learns nothing from it.
    const right = await call('PUT', '/api/usuarios', token, {
      password: ADMIN.password,
      newPassword: 'Nova-senha-123',
    });
    expect(right.status).toBe(429);
  });

  it('locks an account past the per-username ceiling; an Admin sees it and unlocks it', async () => {
    const admin = await ctx.adminToken();
    await ctx.tokenFor(2, 'alvo@alvorada.test');
    const id = await idOf(admin, 'alvo@alvorada.test');
    // Spread over many addresses, so no pair or address limit stops it first.
    await Promise.all(
      Array.from({ length: THROTTLE_POLICY.accountLockAfter }, (_, i) =>
        login('alvo@alvorada.test', 'errada', `10.1.${Math.floor(i / 200)}.${i % 200}`),
      ),
    );
    // Refused from an address that guessed (the owner's clean address still gets in: lockout.test.ts).
    const refused = await login('alvo@alvorada.test', 'Senha-de-teste-1', '10.1.0.7');
    expect(refused.status).toBe(423);
    expect(refused.body).toEqual({ message: messages.login.accountLocked, code: 'account_locked' });
    const listed = (await call('GET', '/api/usuarios', admin)).body.find((u: { id: number }) => u.id === id);
    expect(listed.lockedAt).toBe(ctx.deps.now().toISOString());
    expect((await call('POST', `/api/usuarios/${id}/desbloquear`, admin)).status).toBe(200);
    expect((await call('POST', `/api/usuarios/${id}/desbloquear`, admin)).status).toBe(409);
    expect((await login('alvo@alvorada.test', 'Senha-de-teste-1', '10.1.0.7')).status).toBe(200);
  }, 60_000);
});

describe('two-factor sign-in (TOTP) with a fixed clock', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
  });

  async function enrol(token: string) {
    const started = await call('POST', '/api/2fa/cadastro', token, { password: ADMIN.password });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.body as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const wrong = await call('POST', '/api/2fa/ativar', token, {
      code: '000000' === (await codeAt(secret)) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    const enabled = await call('POST', '/api/2fa/ativar', token, { code: await codeAt(secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  it('enrols, then signs in in two steps, refusing a wrong or replayed code', async () => {
    const token = await ctx.adminToken();
    expect((await call('GET', '/api/2fa', token)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const { secret } = await enrol(token);
    expect((await call('GET', '/api/2fa', token)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // The secret is not stored as typed.
    const row = await ctx.deps.db
      .selectFrom('users')
      .select('totp_secret')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);

    ctx.advance(60_000);
    const first = await login(ADMIN.username, ADMIN.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String), username: ADMIN.username });
    // The challenge is no session token.
    expect((await verify(first.body.challenge)).status).toBe(401);

    const wrong = await call('POST', '/api/login/2fa', undefined, { challenge: first.body.challenge, code: '12345x' });
    expect(wrong.status).toBe(422);
    const bad = await call('POST', '/api/login/2fa', undefined, {
      challenge: first.body.challenge,
      code: await codeAt(secret, -300),
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: messages.login.totpInvalid, code: 'second_factor_invalid' });

    const code = await codeAt(secret);
    const ok = await call('POST', '/api/login/2fa', undefined, { challenge: first.body.challenge, code });
    expect(ok.status).toBe(200);
    expect((await verify(ok.body.token)).status).toBe(200);
    const replay = await call('POST', '/api/login/2fa', undefined, { challenge: first.body.challenge, code });
    expect(replay.status).toBe(401);

    // The challenge lasts five minutes.
    ctx.advance(5 * 60_000 + 1000);
    const late = await call('POST', '/api/login/2fa', undefined, {
      challenge: first.body.challenge,
      code: await codeAt(secret),
    });
    expect(late.body).toEqual({ message: messages.login.totpChallengeExpired, code: 'second_factor_expired' });
  });

  it('accepts each recovery code once', async () => {
    const token = await ctx.adminToken();
    const { recoveryCodes } = await enrol(token);
    const step = async (code: string) => {
      const first = await login(ADMIN.username, ADMIN.password);
      return call('POST', '/api/login/2fa', undefined, { challenge: first.body.challenge, code });
    };
    expect((await step(recoveryCodes[0]!.toUpperCase())).status).toBe(200);
    expect((await step(recoveryCodes[0]!)).status).toBe(401);
    expect((await step(recoveryCodes[1]!)).status).toBe(200);
    const me = (await step(recoveryCodes[2]!)).body.token;
    expect((await call('GET', '/api/2fa', me)).body.recoveryCodesLeft).toBe(7);
  });

  it('throttles the code step', async () => {
    const token = await ctx.adminToken();
    const { secret } = await enrol(token);
    const { challenge } = (await login(ADMIN.username, ADMIN.password)).body;
    const wrongCode = (await codeAt(secret)) === '999999' ? '888888' : '999999';
    for (let i = 0; i <= THROTTLE_POLICY.totpPairFree; i++) {
      expect((await call('POST', '/api/login/2fa', undefined, { challenge, code: wrongCode })).status).toBe(401);
    }
    const blocked = await call('POST', '/api/login/2fa', undefined, { challenge, code: await codeAt(secret) });
    expect(blocked.status).toBe(429);
  });

  it('turns off only with the password and a code', async () => {
    const token = await ctx.adminToken();
    const { secret } = await enrol(token);
    ctx.advance(30_000);
    const noPassword = await call('POST', '/api/2fa/desativar', token, {
      password: 'errada',
      code: await codeAt(secret),
    });
    expect(noPassword.status).toBe(422);
    const noCode = await call('POST', '/api/2fa/desativar', token, { password: ADMIN.password, code: '000000' });
    expect(noCode.status).toBe(422);
    ctx.advance(30_000);
    const off = await call('POST', '/api/2fa/desativar', token, {
      password: ADMIN.password,
      code: await codeAt(secret),
    });
    expect(off.status).toBe(200);
    expect((await login(ADMIN.username, ADMIN.password)).body.token).toEqual(expect.any(String));
  });

  it('lets a locked account in through the second factor', async () => {
    const token = await ctx.adminToken();
    const { secret } = await enrol(token);
    await ctx.deps.db.updateTable('users').set({ locked_at: ctx.deps.now().toISOString() }).execute();
    ctx.advance(30_000);
    const { challenge } = (await login(ADMIN.username, ADMIN.password)).body;
    expect((await call('POST', '/api/login/2fa', undefined, { challenge, code: await codeAt(secret) })).status).toBe(
      200,
    );
  });
});

describe('REQUIRE_2FA_FOR_ADMIN=true', () => {
  beforeEach(async () => {
    ctx = await createTestContext({ REQUIRE_2FA_FOR_ADMIN: 'true' });
  });

  it('makes Admins enrol before anything else, and leaves other roles alone', async () => {
    const first = await login(ADMIN.username, ADMIN.password);
    expect(first.body.mustEnableTotp).toBe(true);
    const token = first.body.token;
    expect((await verify(token)).body.mustEnableTotp).toBe(true);
    const blocked = await call('GET', '/api/usuarios', token);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ message: messages.totp.requiredForAdmins, code: 'second_factor_required' });

    const { secret } = (await call('POST', '/api/2fa/cadastro', token, { password: ADMIN.password })).body;
    expect((await call('POST', '/api/2fa/ativar', token, { code: await codeAt(secret) })).status).toBe(200);
    expect((await call('GET', '/api/usuarios', token)).status).toBe(200);
    // From now on the Admin signs in in two steps.
    expect((await login(ADMIN.username, ADMIN.password)).body.twoFactorRequired).toBe(true);

    const marketing = await ctx.tokenFor(2);
    expect((await verify(marketing)).body.mustEnableTotp).toBe(false);
    expect((await call('GET', '/api/posts', marketing)).status).toBe(200);
  });
});

describe('audit log', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
  });

  it('records every listed staff action, with who, when and where, and never a password or message', async () => {
    const failed = await login(ADMIN.username, 'senha-errada-secreta', '198.51.100.9');
    expect(failed.status).toBe(401);
    const admin = await ctx.adminToken();
    const created = await call('POST', '/api/usuarios', admin, { username: 'novo@alvorada.test', role: 2 });
    const userId = created.body.id;
    await call('PUT', `/api/usuarios/${userId}`, admin, { username: 'novo@alvorada.test', role: 1 });
    await call('DELETE', `/api/usuarios/${userId}`, admin);

    const postRes = await ctx.request('POST', '/api/posts', { token: admin, body: postForm() });
    const postId = postRes.body.id;
    await ctx.request('PUT', '/api/posts', { token: admin, body: postForm({ postId, title: 'Outro título' }) });
    await call('DELETE', `/api/posts/${postId}`, admin);

    const contact = await ctx.request('POST', '/api/contato', {
      json: {
        name: 'Cliente',
        email: 'cliente@empresa.test',
        phone: '11987654321',
        subject: 'Orçamento',
        message: 'mensagem-confidencial',
      },
    });
    await call('PUT', '/api/contato', admin, [{ id: contact.body.id }]);
    await ctx.request('POST', '/api/assinantes-newsletter', { json: { email: 'leitor@empresa.test' } });
    const sub = await ctx.deps.db.selectFrom('newsletter_subscribers').select('id').executeTakeFirstOrThrow();
    await call('DELETE', `/api/assinantes-newsletter/${sub.id}`, admin);

    const { secret } = (await call('POST', '/api/2fa/cadastro', admin, { password: ADMIN.password })).body;
    await call('POST', '/api/2fa/ativar', admin, { code: await codeAt(secret) });
    ctx.advance(30_000);
    await call('POST', '/api/2fa/desativar', admin, { password: ADMIN.password, code: await codeAt(secret) });
    const changed = await call('PUT', '/api/usuarios', admin, {
      password: ADMIN.password,
      newPassword: 'Senha-nova-forte-2',
    });
    const fresh = changed.body.token;
    await call('DELETE', '/api/sessoes', fresh);
    const last = (await login(ADMIN.username, 'Senha-nova-forte-2')).body.token;
    await call('GET', '/api/auditoria/csv', last);

    const res = await call('GET', '/api/auditoria', last);
    expect(res.status).toBe(200);
    const actions = new Set(res.body.entries.map((e: { action: string }) => e.action));
    for (const action of [
      'login.failure',
      'login.success',
      'user.create',
      'user.update',
      'user.delete',
      'post.create',
      'post.update',
      'post.delete',
      'contact.read',
      'subscriber.delete',
      'totp.enable',
      'totp.disable',
      'password.change',
      'sessions.revoke',
      'export.audit',
    ]) {
      expect(actions, action).toContain(action);
    }
    const failure = res.body.entries.find((e: { action: string }) => e.action === 'login.failure');
    expect(failure).toMatchObject({ actorUsername: ADMIN.username, address: '198.51.100.9' });
    const update = res.body.entries.find((e: { action: string }) => e.action === 'user.update');
    expect(update).toMatchObject({
      targetType: 'user',
      targetId: String(userId),
      details: { changed: ['role'], role: 1 },
    });
    const everything = JSON.stringify(await ctx.deps.db.selectFrom('audit_log').selectAll().execute());
    for (const secretText of ['senha-errada-secreta', ADMIN.password, 'Senha-nova-forte-2', 'mensagem-confidencial']) {
      expect(everything).not.toContain(secretText);
    }
  });

  it('filters by user, action and dates, pages, exports CSV, and is for Admins only', async () => {
    await ctx.adminToken();
    ctx.advance(24 * 60 * 60 * 1000);
    await ctx.tokenFor(2, 'maria@alvorada.test');
    for (let i = 0; i < 25; i++) await login('maria@alvorada.test', 'errada', `10.9.0.${i}`);
    const admin = (await login(ADMIN.username, ADMIN.password)).body.token;

    const byUser = await call('GET', '/api/auditoria?usuario=MARIA', admin);
    expect(byUser.body.total).toBe(26);
    expect(byUser.body.entries).toHaveLength(20);
    const page2 = await call('GET', '/api/auditoria?usuario=maria&pagina=2', admin);
    expect(page2.body.entries).toHaveLength(6);
    const byAction = await call('GET', '/api/auditoria?acao=login.success', admin);
    expect(byAction.body.entries.map((e: { actorUsername: string }) => e.actorUsername)).toEqual([
      ADMIN.username,
      'maria@alvorada.test',
      ADMIN.username,
    ]);
    const dayOne = await call('GET', '/api/auditoria?de=2026-03-10T00:00:00.000Z&ate=2026-03-11T00:00:00.000Z', admin);
    expect(dayOne.body.total).toBe(1);
    expect((await call('GET', '/api/auditoria?acao=nada', admin)).status).toBe(422);
    expect((await call('GET', '/api/auditoria?de=ontem', admin)).status).toBe(422);

    const csv = await call('GET', '/api/auditoria/csv?acao=login.failure', admin);
    expect(csv.body.fileName).toBe('auditoria-2026-03-11.csv');
    const lines = (csv.body.content as string).split('\r\n');
    expect(lines[0]).toBe('\uFEFFData (UTC);Usuário;Ação;Código da ação;Alvo;Endereço;Detalhes');
    expect(lines).toHaveLength(1 + 25 + 1);
    expect(lines[1]).toContain('Falha de entrada');
    expect((await call('GET', '/api/auditoria?acao=export.audit', admin)).body.total).toBe(1);

    const marketing = await ctx.tokenFor(2);
    expect((await call('GET', '/api/auditoria', marketing)).status).toBe(403);
    expect((await call('GET', '/api/auditoria/csv', marketing)).status).toBe(403);
  });
});
