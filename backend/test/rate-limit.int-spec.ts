import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

const LIMIT = 3;
const TOO_FAST = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.';

let t: TestApp;
let anonymous: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  anonymous = new HttpClient(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits on public forms', () => {
  it('stops a contact-form flood after the per-minute limit with a Vietnamese 429, and stores only the allowed messages', async () => {
    const message = { name: 'Khách', email: 'flood@example.vn', message: 'Xin tư vấn khóa học.' };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) statuses.push((await anonymous.post('/api/contact', message)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await anonymous.post('/api/contact', message)).body).toEqual({ message: TOO_FAST, code: 'TOO_MANY_REQUESTS' });
    expect(await t.prisma.contactSubmission.count({ where: { email: 'flood@example.vn' } })).toBe(LIMIT);
  });

  it('limits sign-in attempts on one account the same way', async () => {
    const attempt = () => anonymous.post('/api/auth/login', { email: 'khong-co@example.vn', password: 'sai-mat-khau' });
    for (let i = 0; i < LIMIT; i += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).body).toMatchObject({ message: TOO_FAST });
  });
});
