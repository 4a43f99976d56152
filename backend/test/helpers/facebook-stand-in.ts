import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';

export interface FacebookStandInAccount {
  /** The app-scoped user id Facebook gives (a long decimal string). */
  id: string;
  name: string;
  /** Absent for people who signed up to Facebook with a phone number (or declined the email permission). */
  email?: string;
}

export interface FacebookStandIn {
  /** Base URLs as the API's FACEBOOK_WWW_URL and FACEBOOK_GRAPH_URL take them (one server plays both hosts). */
  urls: { www: string; graph: string };
  /** Every request the stand-in answered, for assertions on what the API sent. */
  requests: { method: string; path: string; query: URLSearchParams; authorization?: string }[];
  /** Endpoints ('oauth/access_token', 'me') that take the request and never answer, like an outage. */
  stalled: Set<string>;
  close(): Promise<void>;
}

const VERSION_PATH = /^\/(v\d+\.\d+)\/(dialog\/oauth|dialog\/oauth\/confirm|oauth\/access_token|me)$/;

/**
 * A loopback stand-in for Facebook Login, speaking what https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
 * describes, with Facebook's answers and error shapes:
 * - the login dialog `GET /vXX.X/dialog/oauth?client_id&redirect_uri&state&scope&response_type=code` shows a
 *   page with one link per account ("Tiếp tục dưới tên ...") and a cancel link; choosing one redirects to
 *   `redirect_uri?code&state#_=_`, cancelling to `redirect_uri?error=access_denied&error_code=200
 *   &error_description=Permissions+error&error_reason=user_denied&state#_=_` (Facebook appends `#_=_`);
 * - the code exchange `GET /vXX.X/oauth/access_token?client_id&redirect_uri&client_secret&code` (the form
 *   POST Facebook also takes is accepted too) answers `{access_token, token_type, expires_in}`; a code is
 *   good once, for the redirect_uri it was issued to;
 * - Graph `GET /vXX.X/me?fields=id,name,email,picture` with the token as `access_token` or in an
 *   `Authorization: Bearer|OAuth` header answers the fields asked for (`picture` as `{data: {url, ...}}`,
 *   `email` left out when the account has none); an `appsecret_proof`, when sent, must be right, and with
 *   `requireAppSecretProof` it must be sent.
 */
export async function startFacebookStandIn(options: {
  port: number;
  appId: string;
  appSecret: string;
  accounts: FacebookStandInAccount[];
  /** The app setting "Require App Secret" (advised by Facebook): Graph calls without appsecret_proof are refused. */
  requireAppSecretProof?: boolean;
}): Promise<FacebookStandIn> {
  const origin = `http://127.0.0.1:${options.port}`;
  const dialogs = new Map<string, { redirectUri: string; state: string | null }>();
  const codes = new Map<string, { accountId: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const requests: FacebookStandIn['requests'] = [];
  const stalled = new Set<string>();

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  };
  const oauthError = (res: http.ServerResponse, code: number, message: string) =>
    json(res, 400, { error: { message, type: 'OAuthException', code, fbtrace_id: crypto.randomBytes(8).toString('base64url') } });
  const backTo = (redirectUri: string, params: Record<string, string | null>) => {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
    return `${url.toString()}#_=_`;
  };
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    let query = url.searchParams;
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      query = new URLSearchParams([...url.searchParams, ...new URLSearchParams(Buffer.concat(chunks).toString('utf8'))]);
    }
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query, authorization: req.headers.authorization });
    // The profile picture behind `picture.data.url` (on Facebook, a CDN link that expires in days): a real JPEG.
    const picture = /^\/ava\/([^/]+)\.jpg$/.exec(url.pathname);
    if (picture) {
      const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#1877f2' } })
        .jpeg()
        .toBuffer();
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
      return;
    }
    const route = VERSION_PATH.exec(url.pathname);
    if (!route) return json(res, 404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
    const [, version, endpoint] = route;
    if (stalled.has(endpoint)) return;

    if (endpoint === 'dialog/oauth') {
      const redirectUri = query.get('redirect_uri');
      if (query.get('client_id') !== options.appId) return oauthError(res, 101, 'Error validating application. Invalid application ID.');
      if (!redirectUri || query.get('response_type') !== 'code') return oauthError(res, 100, 'Invalid redirect_uri or response_type');
      const ticket = crypto.randomBytes(12).toString('hex');
      dialogs.set(ticket, { redirectUri, state: query.get('state') });
      const link = (choice: string) => `/${version}/dialog/oauth/confirm?ticket=${ticket}&amp;choice=${encodeURIComponent(choice)}`;
      const body = [
        '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Đăng nhập bằng Facebook</title></head><body>',
        `<h1>Đăng nhập bằng Facebook</h1><p>Quyền: ${escape(query.get('scope') ?? 'public_profile')}</p>`,
        ...options.accounts.map((account) => `<p><a data-account="${escape(account.id)}" href="${link(account.id)}">Tiếp tục dưới tên ${escape(account.name)}</a></p>`),
        `<p><a data-account="cancel" href="${link('cancel')}">Hủy</a></p>`,
        '</body></html>',
      ].join('\n');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      return;
    }

    if (endpoint === 'dialog/oauth/confirm') {
      const dialog = dialogs.get(query.get('ticket') ?? '');
      if (!dialog) return oauthError(res, 100, 'This dialog has expired');
      dialogs.delete(query.get('ticket')!);
      const choice = query.get('choice');
      if (choice === 'cancel' || !options.accounts.some((account) => account.id === choice)) {
        const denied = { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state: dialog.state };
        res.writeHead(302, { location: backTo(dialog.redirectUri, denied) }).end();
        return;
      }
      const code = crypto.randomBytes(24).toString('base64url');
      codes.set(code, { accountId: choice!, redirectUri: dialog.redirectUri });
      res.writeHead(302, { location: backTo(dialog.redirectUri, { code, state: dialog.state }) }).end();
      return;
    }

    if (endpoint === 'oauth/access_token') {
      if (query.get('client_id') !== options.appId || query.get('client_secret') !== options.appSecret) return oauthError(res, 1, 'Error validating client secret.');
      const issued = codes.get(query.get('code') ?? '');
      if (!issued) return oauthError(res, 100, 'Invalid verification code format.');
      codes.delete(query.get('code')!);
      if (issued.redirectUri !== query.get('redirect_uri'))
        return oauthError(res, 100, 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request');
      const accessToken = `EAAB${crypto.randomBytes(32).toString('hex')}`;
      tokens.set(accessToken, issued.accountId);
      return json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 });
    }

    // Graph /me
    const header = /^(?:Bearer|OAuth) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const accessToken = query.get('access_token') ?? header ?? '';
    const account = options.accounts.find((candidate) => candidate.id === tokens.get(accessToken));
    if (!account) return oauthError(res, 190, 'Invalid OAuth access token - Cannot parse access token');
    const proof = query.get('appsecret_proof');
    if (proof === null && options.requireAppSecretProof) return oauthError(res, 100, 'API calls from the server require an appsecret_proof argument');
    if (proof !== null && proof !== crypto.createHmac('sha256', options.appSecret).update(accessToken).digest('hex')) {
      return oauthError(res, 100, 'Invalid appsecret_proof provided in the API argument');
    }
    const fields = (query.get('fields') ?? 'id,name').split(',');
    const known: Record<string, unknown> = {
      id: account.id,
      name: account.name,
      email: account.email,
      picture: { data: { height: 50, is_silhouette: false, url: `${origin}/ava/${account.id}.jpg`, width: 50 } },
    };
    const unknownField = fields.find((field) => !(field in known));
    if (unknownField) return oauthError(res, 100, `(#100) Tried accessing nonexisting field (${unknownField}) on node type (User)`);
    return json(res, 200, Object.fromEntries(fields.filter((field) => known[field] !== undefined).map((field) => [field, known[field]])));
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: { message: String(error), type: 'OAuthException', code: 1 } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    urls: { www: origin, graph: origin },
    requests,
    stalled,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
