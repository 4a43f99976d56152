import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { routeTable } from './helpers/routes';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
const callers: Record<string, HttpClient> = {};

beforeAll(async () => {
  t = await startTestApp();
  callers.anonymous = new HttpClient(t.baseUrl);
  callers.student = (await signedInClient(t.baseUrl, t.prisma, { role: 'student' })).client;
  callers.instructor = (await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' })).client;
  callers.admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  callers.disabled = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin', disabled: true })).client;
});
afterAll(async () => {
  await t?.close();
});

const GUARD_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'ACCOUNT_DISABLED'];
type Caller = 'anonymous' | 'student' | 'instructor' | 'admin' | 'disabled';

// What the access guard must answer for each tier and caller; 'pass' means the guard lets it through.
const EXPECTED: Record<string, Record<Caller, 'pass' | [number, string]>> = {
  public: { anonymous: 'pass', student: 'pass', instructor: 'pass', admin: 'pass', disabled: 'pass' },
  'signed-in': { anonymous: [401, 'UNAUTHENTICATED'], student: 'pass', instructor: 'pass', admin: 'pass', disabled: [403, 'ACCOUNT_DISABLED'] },
  instructor: { anonymous: [401, 'UNAUTHENTICATED'], student: [403, 'FORBIDDEN'], instructor: 'pass', admin: 'pass', disabled: [403, 'ACCOUNT_DISABLED'] },
  admin: { anonymous: [401, 'UNAUTHENTICATED'], student: [403, 'FORBIDDEN'], instructor: [403, 'FORBIDDEN'], admin: 'pass', disabled: [403, 'ACCOUNT_DISABLED'] },
};

// Routes whose handler ends the caller's session: called last so the other checks keep their tokens.
const SESSION_ENDING = ['/api/auth/logout'];

describe('router table', () => {
  it('declares an access tier on every route', () => {
    const routes = routeTable(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((route) => !route.tier).map((route) => `${route.method} ${route.path} (${route.handler})`);
    expect(missing).toEqual([]);
  });

  // Every route × 5 callers, one after another: 30 s was not enough on a busy two-core machine.
  it('enforces each tier against anonymous, student, instructor, admin and disabled callers', async () => {
    const routes = routeTable(t.app).sort((a, b) => Number(SESSION_ENDING.includes(a.path)) - Number(SESSION_ENDING.includes(b.path)));
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-7000-8000-000000000000');
      for (const caller of Object.keys(EXPECTED[route.tier!]) as Caller[]) {
        const expected = EXPECTED[route.tier!][caller];
        const result = await callers[caller].request(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        const code = typeof result.body === 'object' ? result.body?.code : undefined;
        if (expected === 'pass') {
          // A public route may refuse a locked account by its own rule (refresh does); the guard may not.
          const refusedByGuard = route.tier === 'public' ? ['UNAUTHENTICATED', 'FORBIDDEN'].includes(code) : GUARD_CODES.includes(code);
          if (refusedByGuard) failures.push(`${route.method} ${route.path} as ${caller}: refused with ${result.status} ${code}`);
        } else if (result.status !== expected[0] || code !== expected[1]) {
          failures.push(`${route.method} ${route.path} as ${caller}: got ${result.status} ${code}, want ${expected.join(' ')}`);
        }
        if (result.status >= 500) failures.push(`${route.method} ${route.path} as ${caller}: ${result.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers unknown API paths with the JSON 404, never the PWA', async () => {
    const result = await callers.anonymous.get('/api/khong-ton-tai');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Không tìm thấy đường dẫn yêu cầu.', code: 'NOT_FOUND' });
  });
});
