/**
 * A small HTTP client for tests that behaves like the PWA: JSON in and out, a bearer token once
 * signed in, and a cookie jar for the httpOnly refresh cookie.
 */
/** A JSON body as the tests walk it: untyped on purpose, each test states what it expects of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the one untyped value of the tests
export type Json = any;

export interface HttpResult<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export class HttpClient {
  accessToken?: string;
  /** Sent with every request: a user agent or X-Forwarded-For to play another browser or address. */
  readonly headers: Record<string, string> = {};
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get<T = Json>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = Json>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = Json>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = Json>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = Json>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** multipart/form-data (fetch sets the boundary), like the PWA's uploads. */
  upload<T = Json>(path: string, form: FormData, method = 'POST') {
    return this.request<T>(method, path, undefined, { rawBody: form });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Follows redirects by hand (keeping cookies, like a browser) until a response that is not one. */
  async followRedirects(startUrl: string, maxHops = 15): Promise<{ url: string; result: HttpResult<string> }> {
    let url = startUrl;
    for (let hop = 0; hop < maxHops; hop += 1) {
      const result = await this.request<string>('GET', url);
      const location = result.headers.get('location');
      if (result.status < 300 || result.status >= 400 || !location) return { url, result };
      url = new URL(location, url.startsWith('http') ? url : this.baseUrl + url).toString();
    }
    throw new Error(`Quá nhiều lần chuyển hướng từ ${startUrl}`);
  }

  async request<T = Json>(method: string, path: string, body?: unknown, init: { rawBody?: RequestInit['body']; contentType?: string } = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: RequestInit['body'] | undefined = init.rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    if (init.contentType) headers['content-type'] = init.contentType;
    const response = await fetch(path.startsWith('http') ? path : this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
}
