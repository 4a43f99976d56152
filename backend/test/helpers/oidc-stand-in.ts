import http from 'node:http';
import Provider from 'oidc-provider';
import { HttpClient } from './http-client';

export interface StandInAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for Google:
 * authorization endpoint, token endpoint and /userinfo speak the same protocol as Google's.
 * Its developer login form accepts any login as the account id (the OIDC `sub`).
 */
export async function startOidcStandIn(options: { port: number; clientId: string; clientSecret: string; redirectUri: string; accounts: Record<string, StandInAccount> }) {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, ...options.accounts[sub] }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    routes: { userinfo: '/userinfo' },
    pkce: { required: () => false },
    cookies: { keys: ['khoa-cookie-thu-nghiem'] },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    issuer,
    urls: { authorization: `${issuer}/auth`, token: `${issuer}/token`, userInfo: `${issuer}/userinfo` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the user in a browser: opens our /api/auth/google, signs in at the stand-in as `login`,
 * gives consent, and follows the redirects back to the app. Returns where the browser lands.
 */
export async function signInThroughStandIn(client: HttpClient, startPath: string, login: string): Promise<string> {
  let { url, result } = await client.followRedirects(startPath);
  for (let step = 0; step < 4 && url.includes('/interaction/'); step += 1) {
    const action = result.body.match(/action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`Không thấy form tương tác tại ${url}`);
    const target = new URL(action.replace(/&amp;/g, '&'), url).toString();
    const form = new URLSearchParams([...result.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [m[1], m[2]]));
    if (result.body.includes('name="login"')) form.set('login', login);
    if (result.body.includes('name="password"')) form.set('password', 'bat-ky');
    const posted = await client.request<string>('POST', target, undefined, { rawBody: form.toString(), contentType: 'application/x-www-form-urlencoded' });
    ({ url, result } = await client.followRedirects(new URL(posted.headers.get('location')!, target).toString()));
  }
  return url;
}
