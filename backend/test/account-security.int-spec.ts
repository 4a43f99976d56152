import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppConfig } from '../src/config/app-config';
import { createUser, latestActionCode, signedInClient, uniqueEmail } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

const MINIMAL_ENV = { DATABASE_URL: 'mysql://u:p@127.0.0.1:3306/db', JWT_SECRET: 'x'.repeat(32) };
const NEW_PASSWORD = 'MatKhauMoi@456';

// Passport keeps one 'jwt' strategy per process (the newest app's), so each block starts the apps it
// needs and the blocks that sign in come last, on the last app started.

describe('the developer mailbox', () => {
  it('is off unless DEV_MAILBOX=true, even without SMTP: page and API are a 404, mails still wait in the local outbox', async () => {
    const plain = await startTestApp({ DEV_MAILBOX: undefined });
    try {
      const user = await createUser(plain.prisma);
      const visitor = new HttpClient(plain.baseUrl);
      expect((await visitor.post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
      expect(await plain.prisma.email.count({ where: { toAddress: user.email } })).toBe(1);
      expect((await visitor.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(user.email)}`)).status).toBe(404);
      expect((await visitor.get(`/dev/mailbox?to=${encodeURIComponent(user.email)}`)).status).toBe(404);
    } finally {
      await plain.close();
    }
    // Switched on, as npm start, the e2e run and these tests do.
    const flagged = await startTestApp();
    try {
      expect((await new HttpClient(flagged.baseUrl).get('/api/dev/mailbox/messages')).status).toBe(200);
      const page = await new HttpClient(flagged.baseUrl).get('/dev/mailbox');
      expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    } finally {
      await flagged.close();
    }
  });

  it('keeps the API from starting in production with the mailbox on, naming the variable', () => {
    const production = { ...MINIMAL_ENV, NODE_ENV: 'production' };
    expect(loadAppConfig(production).devMailbox).toBe(false);
    expect(() => loadAppConfig({ ...production, DEV_MAILBOX: 'true' })).toThrowError(/DEV_MAILBOX: .*NODE_ENV=production/);
  });
});

describe('the per-IP rate limit and X-Forwarded-For', () => {
  const LIMIT = 10;

  /** 15 reset requests from this (loopback) peer, each for another email so only the per-IP limit can stop them. */
  async function burst(app: TestApp, forwardedFor: (i: number) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const response = await fetch(`${app.baseUrl}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
        body: JSON.stringify({ email: uniqueEmail('xff') }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  const limited = [...Array<number>(LIMIT).fill(404), ...Array<number>(15 - LIMIT).fill(429)];

  it('ignores the header when TRUST_PROXY is unset: a rotating spoofed address still hits the limit', async () => {
    const direct = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: undefined });
    try {
      expect(await burst(direct, (i) => `198.51.100.${i + 1}`)).toEqual(limited);
    } finally {
      await direct.close();
    }
  });

  it('honours the header from a proxy listed in TRUST_PROXY', async () => {
    const behindProxy = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await burst(behindProxy, (i) => `198.51.100.${i + 1}`)).toEqual(Array(15).fill(404));
      expect(await burst(behindProxy, () => '203.0.113.7')).toEqual(limited);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a TRUST_PROXY that is not a list of addresses', () => {
    expect(loadAppConfig({ ...MINIMAL_ENV, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(() => loadAppConfig({ ...MINIMAL_ENV, TRUST_PROXY: 'proxy.local' })).toThrowError(/TRUST_PROXY/);
    expect(() => loadAppConfig({ ...MINIMAL_ENV, TRUST_PROXY: '10.0.0.0/33' })).toThrowError(/TRUST_PROXY/);
  });
});

describe('signed-in sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One more sign-in of an account: another device, with a session of its own. */
  async function device(email: string, password: string): Promise<HttpClient> {
    const client = new HttpClient(t.baseUrl);
    const login = await client.post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    client.accessToken = login.body.accessToken;
    return client;
  }

  describe('access tokens end with their session', () => {
    it('a password change ends the other devices at once; the device that changed it stays signed in', async () => {
      const user = await createUser(t.prisma);
      const phone = await device(user.email, user.password);
      const laptop = await device(user.email, user.password);
      expect((await laptop.post('/api/auth/change-password', { currentPassword: user.password, newPassword: NEW_PASSWORD })).status).toBe(200);

      expect(await phone.get('/api/users/profile')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect((await laptop.get('/api/users/profile')).status).toBe(200);
      expect((await laptop.post('/api/auth/refresh')).status).toBe(200);
    });

    it('a password reset ends every session at once', async () => {
      const user = await createUser(t.prisma);
      const phone = await device(user.email, user.password);
      const visitor = new HttpClient(t.baseUrl);
      await visitor.post('/api/auth/forgot-password', { email: user.email });
      const code = await latestActionCode(t.prisma, user.email, 'resetPassword');
      expect((await visitor.post('/api/auth/reset-password', { oobCode: code, newPassword: NEW_PASSWORD })).status).toBe(200);

      expect(await phone.get('/api/users/profile')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect((await phone.post('/api/auth/refresh')).status).toBe(401);
    });

    it("a token is taken only when signed with the app's secret by HS256: another secret, alg none or a changed payload is a 401", async () => {
      const user = await createUser(t.prisma);
      const phone = await device(user.email, user.password);
      const [header, payload] = phone.accessToken!.split('.');
      const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const signed = (head: string, body: string, secret: string) => `${head}.${body}.${crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const asAdmin = base64url({ ...claims, role: 'admin' });
      const forged = [signed(header, payload, 'y'.repeat(64)), `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`, `${header}.${asAdmin}.${phone.accessToken!.split('.')[2]}`];
      for (const token of forged) {
        const client = new HttpClient(t.baseUrl);
        client.accessToken = token;
        expect(await client.get('/api/users/profile')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      }
      expect((await phone.get('/api/users/profile')).status).toBe(200);
    });

    it("signing out ends that device's access token at once, and only that device's", async () => {
      const user = await createUser(t.prisma);
      const phone = await device(user.email, user.password);
      const laptop = await device(user.email, user.password);
      expect((await phone.post('/api/auth/logout')).status).toBe(200);

      expect(await phone.get('/api/users/profile')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect((await laptop.get('/api/users/profile')).status).toBe(200);
    });

    it('locking an account refuses its tokens at once and unlocking does not revive them; deleting it ends them too', async () => {
      const { client: admin } = await signedInClient(t.baseUrl, t.prisma, { role: 'admin' });
      const user = await createUser(t.prisma);
      const phone = await device(user.email, user.password);
      expect((await admin.put(`/api/admin/users/${user.id}/toggle-disable`, { disable: true })).status).toBe(200);
      expect(await phone.get('/api/users/profile')).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED' } });

      expect((await admin.put(`/api/admin/users/${user.id}/toggle-disable`, { disable: false })).status).toBe(200);
      expect(await phone.get('/api/users/profile')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });

      const laptop = await device(user.email, user.password);
      expect((await laptop.get('/api/users/profile')).status).toBe(200);
      expect((await admin.delete(`/api/admin/users/${user.id}`)).status).toBe(200);
      expect(await laptop.get('/api/users/profile')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    });
  });

  describe('reset links', () => {
    it('only the newest works: a new link from the user or from an admin voids the older ones', async () => {
      const { client: admin } = await signedInClient(t.baseUrl, t.prisma, { role: 'admin' });
      const user = await createUser(t.prisma);
      const visitor = new HttpClient(t.baseUrl);
      const invalid = { status: 400, body: { code: 'INVALID_ACTION_CODE' } };

      await visitor.post('/api/auth/forgot-password', { email: user.email });
      const fromUser = await latestActionCode(t.prisma, user.email, 'resetPassword');
      expect((await admin.post(`/api/admin/users/${user.id}/send-reset-password`)).status).toBe(200);
      const fromAdmin = await latestActionCode(t.prisma, user.email, 'resetPassword');
      expect(fromAdmin).not.toBe(fromUser);
      expect(await visitor.post('/api/auth/check-reset-code', { oobCode: fromUser })).toMatchObject(invalid);

      await visitor.post('/api/auth/forgot-password', { email: user.email });
      const newest = await latestActionCode(t.prisma, user.email, 'resetPassword');
      for (const older of [fromUser, fromAdmin]) {
        expect(await visitor.post('/api/auth/reset-password', { oobCode: older, newPassword: 'KhongDuocDung@1' })).toMatchObject(invalid);
      }
      expect((await visitor.post('/api/auth/reset-password', { oobCode: newest, newPassword: NEW_PASSWORD })).status).toBe(200);
      expect((await visitor.post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('ten links sent at the same moment leave exactly one that works', async () => {
      const { client: admin } = await signedInClient(t.baseUrl, t.prisma, { role: 'admin' });
      const user = await createUser(t.prisma);
      const sent = await Promise.all(Array.from({ length: 10 }, () => admin.post(`/api/admin/users/${user.id}/send-reset-password`)));
      expect(sent.every((result) => result.status === 200)).toBe(true);
      expect(await t.prisma.emailActionCode.count({ where: { userId: user.id, purpose: 'reset_password', usedAt: null } })).toBe(1);
    });
  });
});
