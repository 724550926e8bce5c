import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RoleId } from '@vitrine/shared/roles';

/** The e2e server's first Admin (scripts/e2e-server.mjs). */
export const ADMIN = { username: 'admin@alvorada.test', password: 'e2e-Admin-senha-1' };

/** A name no other test or run uses (the server may be reused between runs). */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function apiToken(request: APIRequestContext, user = ADMIN): Promise<string> {
  const res = await request.post('/api/login', { data: user });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function createUserViaApi(request: APIRequestContext, username: string, role: RoleId) {
  const token = await apiToken(request);
  const res = await request.post('/api/usuarios', { data: { username, role }, headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; temporaryPassword: string };
}

export async function createContactViaApi(
  request: APIRequestContext,
  contact: { name: string; email: string; phone: string; subject: string; message: string },
) {
  const res = await request.post('/api/contato', { data: contact });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** Skips the login form: stores a session as the browser host does (spec: admin_token, username, role). */
export async function loginWithStorage(
  page: Page,
  request: APIRequestContext,
  user: { username: string; password: string; role?: RoleId } = ADMIN,
) {
  const token = await apiToken(request, user);
  await page.goto('/login');
  await page.evaluate(
    ({ token, username, role }) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('role', String(role));
    },
    { token, username: user.username, role: user.role ?? 1 },
  );
}

/** A user created through the API whose temporary password was already replaced by `password`. */
export async function createReadyUserViaApi(
  request: APIRequestContext,
  username: string,
  role: RoleId,
  password = 'e2e-Pronto-senha-1',
) {
  const { id, temporaryPassword } = await createUserViaApi(request, username, role);
  const token = await apiToken(request, { username, password: temporaryPassword });
  const res = await request.put('/api/usuarios', {
    data: { password: temporaryPassword, newPassword: password },
    headers: bearer(token),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return { id, username, password, role };
}

/** A valid 8×8 orange PNG (the API checks uploads by their bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGP4lC2LFTEMLQkAIjNegVXyzvcAAAAASUVORK5CYII=',
  'base64',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A valid solid-colour PNG, so each image of a test has its own bytes (and its own URL hash). */
/** A PNG of random pixels, which deflate cannot shrink: about width × height × 3 bytes to upload. */
export function noisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([
      Buffer.from([0]),
      Buffer.from(Array.from({ length: width * 3 }, () => Math.floor(Math.random() * 256))),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function solidPng([r, g, b]: [number, number, number], width = 24, height = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
