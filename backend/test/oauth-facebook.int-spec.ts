import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the root scripts
import { freePort } from '../../scripts/lib/local-db.mjs';
import { createUser, uniqueEmail } from './helpers/factories';
import { FacebookStandIn, startFacebookStandIn } from './helpers/facebook-stand-in';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';
import { JobsService } from '../src/jobs/jobs.service';

let t: TestApp;
let facebook: FacebookStandIn;
const facebookId = () => String(10_000_000_000_000n + BigInt(crypto.randomInt(1, 2 ** 47)));
const accounts = {
  newcomer: { id: facebookId(), name: 'Trần Thị Facebook', email: uniqueEmail('facebook.moi') },
  passwordOwner: { id: facebookId(), name: 'Đã Có Mật Khẩu', email: uniqueEmail('facebook.trung') },
  phoneOnly: { id: facebookId(), name: 'Chỉ Có Số Điện Thoại' },
};

beforeAll(async () => {
  const [appPort, facebookPort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;
  facebook = await startFacebookStandIn({ port: facebookPort, appId: '1234567890', appSecret: 'bi-mat-facebook', accounts: Object.values(accounts), requireAppSecretProof: true });
  t = await startTestApp({
    PORT: String(appPort),
    PUBLIC_URL: appUrl,
    FACEBOOK_APP_ID: '1234567890',
    FACEBOOK_APP_SECRET: 'bi-mat-facebook',
    FACEBOOK_WWW_URL: facebook.urls.www,
    FACEBOOK_GRAPH_URL: facebook.urls.graph,
    OAUTH_TIMEOUT_SECONDS: '1',
  });
  await createUser(t.prisma, { email: accounts.passwordOwner.email });
});
afterAll(async () => {
  await t?.close();
  await facebook?.close();
});

/** Plays the user: opens /api/auth/facebook, picks an account in the dialog (or cancels), follows the redirects back. Returns where the browser lands. */
async function signInWithFacebook(browser: HttpClient, choice: string): Promise<string> {
  const dialog = await browser.followRedirects('/api/auth/facebook');
  const href = new RegExp(`data-account="${choice}" href="([^"]+)"`).exec(dialog.result.body)?.[1];
  if (!href) throw new Error(`Hộp thoại Facebook không có lựa chọn ${choice}: ${dialog.url}\n${dialog.result.body}`);
  return (await browser.followRedirects(new URL(href.replace(/&amp;/g, '&'), dialog.url).toString())).url;
}

const failedLanding = (code: string) => `${t.baseUrl}/login?oauthError=${code}&provider=facebook`;

describe('Facebook sign-in through a local stand-in of the login dialog and the Graph API', () => {
  it('is offered when configured and sends the browser to the login dialog of the configured Graph version', async () => {
    expect((await new HttpClient(t.baseUrl).get('/api/auth/providers')).body).toEqual({ google: false, facebook: true });
    const start = await new HttpClient(t.baseUrl).get('/api/auth/facebook');
    expect(start.status).toBe(302);
    const dialog = new URL(start.headers.get('location')!);
    expect(dialog.origin + dialog.pathname).toBe(`${facebook.urls.www}/v23.0/dialog/oauth`);
    expect(Object.fromEntries(dialog.searchParams)).toMatchObject({
      client_id: '1234567890',
      redirect_uri: `${t.baseUrl}/api/auth/facebook/callback`,
      response_type: 'code',
      scope: 'email',
    });
    expect(dialog.searchParams.get('state')).toMatch(/.{16,}/);
  });

  it('creates the account on first sign-in from the Graph profile, then signs the same person in again', async () => {
    const browser = new HttpClient(t.baseUrl);
    expect(await signInWithFacebook(browser, accounts.newcomer.id)).toBe(`${t.baseUrl}/login?oauth=success`);
    const session = await browser.post('/api/auth/refresh');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      email: accounts.newcomer.email,
      name: 'Trần Thị Facebook',
      avatarUrl: `${facebook.urls.graph}/ava/${accounts.newcomer.id}.jpg`,
      emailVerified: true,
      hasPassword: false,
    });
    // The stand-in requires appsecret_proof, as an app with "Require App Secret" on does.
    const profileCall = facebook.requests.findLast((request) => request.path === '/v23.0/me')!;
    expect(profileCall.query.get('fields')).toBe('id,name,email,picture');
    expect(profileCall.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);

    // Facebook's picture link expires: a job copies the picture into our storage, where it stays.
    await t.app.get(JobsService).runDueJobs(['auth.import-provider-avatar']);
    const copied = (await t.prisma.user.findUniqueOrThrow({ where: { email: accounts.newcomer.email } })).avatarUrl;
    expect(copied).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    const stored = await fetch(`${t.baseUrl}${copied}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');

    const again = new HttpClient(t.baseUrl);
    expect(await signInWithFacebook(again, accounts.newcomer.id)).toBe(`${t.baseUrl}/login?oauth=success`);
    expect((await again.post('/api/auth/refresh')).body.user.email).toBe(accounts.newcomer.email);
    expect(await t.prisma.user.count({ where: { email: accounts.newcomer.email } })).toBe(1);
    expect(await t.prisma.externalIdentity.count({ where: { provider: 'facebook', subject: accounts.newcomer.id } })).toBe(1);
  });

  it('refuses to link an email that already signs in with a password, with the code of the SPEC text', async () => {
    const browser = new HttpClient(t.baseUrl);
    expect(await signInWithFacebook(browser, accounts.passwordOwner.id)).toBe(failedLanding('ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL'));
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);
    expect(await t.prisma.externalIdentity.count({ where: { provider: 'facebook', subject: accounts.passwordOwner.id } })).toBe(0);
  });

  it('reports a cancelled dialog (error=access_denied, error_reason=user_denied) as a cancelled sign-in, not a failure', async () => {
    const browser = new HttpClient(t.baseUrl);
    expect(await signInWithFacebook(browser, 'cancel')).toBe(failedLanding('OAUTH_CANCELLED'));
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);
  });

  it('refuses a Facebook profile without an email and creates nothing', async () => {
    const browser = new HttpClient(t.baseUrl);
    expect(await signInWithFacebook(browser, accounts.phoneOnly.id)).toBe(failedLanding('OAUTH_FAILED'));
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);
    expect(await t.prisma.externalIdentity.count({ where: { provider: 'facebook', subject: accounts.phoneOnly.id } })).toBe(0);
  });

  it('answers a failed sign-in when Facebook stops answering, instead of holding the browser forever', async () => {
    for (const endpoint of ['oauth/access_token', 'me']) {
      facebook.stalled.add(endpoint);
      try {
        expect(await signInWithFacebook(new HttpClient(t.baseUrl), accounts.newcomer.id)).toBe(failedLanding('OAUTH_FAILED'));
      } finally {
        facebook.stalled.delete(endpoint);
      }
    }
  });

  it('refuses a callback whose state does not match the cookie (CSRF)', async () => {
    const start = await new HttpClient(t.baseUrl).get('/api/auth/facebook');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const forged = await new HttpClient(t.baseUrl).get(`/api/auth/facebook/callback?code=abc&state=${state}`);
    expect(forged.headers.get('location')).toBe('/login?oauthError=OAUTH_FAILED&provider=facebook');
  });
});
