import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the root scripts
import { freePort } from '../../scripts/lib/local-db.mjs';
import { createUser, uniqueEmail } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { signInThroughStandIn, startOidcStandIn } from './helpers/oidc-stand-in';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startOidcStandIn>>;
const newEmail = uniqueEmail('google.moi');
const existingEmail = uniqueEmail('da.co.mat.khau');

beforeAll(async () => {
  const [appPort, idpPort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;
  standIn = await startOidcStandIn({
    port: idpPort,
    clientId: 'hvm-test',
    clientSecret: 'bi-mat-google',
    redirectUri: `${appUrl}/api/auth/google/callback`,
    accounts: {
      'google-nguoi-moi': { email: newEmail, email_verified: true, name: 'Người Dùng Google' },
      'google-trung-email': { email: existingEmail, email_verified: true, name: 'Trùng Email' },
    },
  });
  t = await startTestApp({
    PORT: String(appPort),
    PUBLIC_URL: appUrl,
    GOOGLE_CLIENT_ID: 'hvm-test',
    GOOGLE_CLIENT_SECRET: 'bi-mat-google',
    GOOGLE_AUTHORIZATION_URL: standIn.urls.authorization,
    GOOGLE_TOKEN_URL: standIn.urls.token,
    GOOGLE_USERINFO_URL: standIn.urls.userInfo,
  });
  await createUser(t.prisma, { email: existingEmail });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

describe('Google sign-in through a local OpenID Connect provider', () => {
  it('is offered only when configured', async () => {
    expect((await new HttpClient(t.baseUrl).get('/api/auth/providers')).body).toEqual({ google: true, facebook: false });
    expect((await new HttpClient(t.baseUrl).get('/api/auth/facebook')).body.code).toBe('PROVIDER_DISABLED');
  });

  it('creates the account on first sign-in and signs in again with the same identity', async () => {
    const browser = new HttpClient(t.baseUrl);
    const landed = await signInThroughStandIn(browser, '/api/auth/google', 'google-nguoi-moi');
    expect(landed).toBe(`${t.baseUrl}/login?oauth=success`);
    const session = await browser.post('/api/auth/refresh');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: newEmail, name: 'Người Dùng Google', emailVerified: true, hasPassword: false });

    const again = new HttpClient(t.baseUrl);
    expect(await signInThroughStandIn(again, '/api/auth/google', 'google-nguoi-moi')).toBe(`${t.baseUrl}/login?oauth=success`);
    expect(await t.prisma.user.count({ where: { email: newEmail } })).toBe(1);
  });

  it('refuses to link an email that signs in another way, with SPEC text', async () => {
    const browser = new HttpClient(t.baseUrl);
    const landed = await signInThroughStandIn(browser, '/api/auth/google', 'google-trung-email');
    expect(landed).toBe(`${t.baseUrl}/login?oauthError=ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL&provider=google`);
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);
  });

  it('refuses a callback whose state does not match the cookie (CSRF)', async () => {
    const browser = new HttpClient(t.baseUrl);
    const start = await browser.get('/api/auth/google');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    expect(state).toBeTruthy();
    const forged = new HttpClient(t.baseUrl);
    const callback = await forged.get(`/api/auth/google/callback?code=abc&state=${state}`);
    expect(callback.headers.get('location')).toBe('/login?oauthError=OAUTH_FAILED&provider=google');
  });

  it("answers 'Cancel' at Google (error=access_denied) as a cancelled sign-in, not a failure", async () => {
    const browser = new HttpClient(t.baseUrl);
    const start = await browser.get('/api/auth/google');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const callback = await browser.get(`/api/auth/google/callback?error=access_denied&state=${state}`);
    expect(callback.headers.get('location')).toBe('/login?oauthError=OAUTH_CANCELLED&provider=google');
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);
  });
});
