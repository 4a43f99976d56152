import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { routeTable } from './helpers/routes';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
});
afterAll(async () => {
  await t?.close();
});

const MALFORMED_IDS = ['not-a-uuid', "x'--", '1', '0190a6c2-7c4e-7000-8000-00000000000g', '0190a6c2-7c4e-7000-8000-000000000000x'];

describe('path ids', () => {
  it('refuses a malformed id in every route with an id parameter with 400 INVALID_ID', async () => {
    const routes = routeTable(t.app).filter((route) => /:(id|\w+Id)(\/|$)/.test(route.path));
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const id of MALFORMED_IDS) {
        const path = route.path.replace(/:(id|\w+Id)(?=\/|$)/g, encodeURIComponent(id)).replace(/:\w+/g, 'x');
        const result = await admin.request(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        if (result.status !== 400 || result.body?.code !== 'INVALID_ID' || result.body?.message !== 'Mã định danh không hợp lệ.') {
          failures.push(`${route.method} ${path}: ${result.status} ${JSON.stringify(result.body)?.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a well-formed id through to the route (a 404 for one that does not exist)', async () => {
    expect(await admin.get('/api/orders/0190a6c2-7c4e-7000-8000-000000000000')).toMatchObject({ status: 404 });
    expect(await admin.get('/api/admin/users/0190A6C2-7C4E-7000-8000-000000000000/details')).toMatchObject({ status: 404 });
  });
});
