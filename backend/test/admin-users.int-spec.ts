import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient, uniqueEmail } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let admin: HttpClient;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  const signedIn = await signedInClient(t.baseUrl, t.prisma, { role: 'admin' });
  admin = signedIn.client;
  adminId = signedIn.user.id;
});
afterAll(async () => {
  await t?.close();
});

describe('admin user management', () => {
  it('finds a user, changes the role, locks the account and ends its sessions at once', async () => {
    const { client: member, user } = await signedInClient(t.baseUrl, t.prisma, { name: 'Lê Văn Khóa' });
    const found = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}&limit=5`);
    expect(found.body.users).toHaveLength(1);
    expect(found.body.users[0]).toMatchObject({ _id: user.id, uid: user.id, email: user.email, role: 'student', firebaseDisabled: false });
    expect(found.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 1, limit: 5 });

    expect((await admin.put(`/api/admin/users/${user.id}/role`, { userId: user.id, newRole: 'instructor' })).body.role).toBe('instructor');
    const locked = await admin.put(`/api/admin/users/${user.id}/toggle-disable`, { disable: true });
    expect(locked.body.firebaseDisabled).toBe(true);

    // The still-valid access token is refused, the refresh cookie is dead, sign-in says why.
    expect((await member.get('/api/users/profile')).body.code).toBe('ACCOUNT_DISABLED');
    expect((await member.post('/api/auth/refresh')).status).toBe(401);
    const again = await new HttpClient(t.baseUrl).post('/api/auth/login', { email: user.email, password: user.password });
    expect(again.body.message).toBe('Tài khoản bạn đã bị khóa, hãy liên hệ admin');

    expect((await admin.put(`/api/admin/users/${user.id}/toggle-disable`, { disable: false })).body.firebaseDisabled).toBe(false);
    expect((await new HttpClient(t.baseUrl).post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('filters by role and verification, pages, and shows details', async () => {
    const unverified = await createUser(t.prisma, { role: 'instructor', verified: false });
    const list = await admin.get('/api/admin/users?role=instructor&verifiedStatus=unverified&limit=100');
    expect(list.body.users.map((u: { _id: string }) => u._id)).toContain(unverified.id);
    expect(list.body.users.every((u: { role: string; emailVerified: boolean }) => u.role === 'instructor' && !u.emailVerified)).toBe(true);
    const details = await admin.get(`/api/admin/users/${unverified.id}/details`);
    expect(details.body).toMatchObject({ _id: unverified.id, phoneNumber: '0912345678', sessions: 0 });
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/users?role=boss')).body.message).toBe('Vai trò phải là student, instructor hoặc admin.');
  });

  it('creates verified users, refuses duplicates, sends resets, sets levels and deletes', async () => {
    const email = uniqueEmail('taomoi');
    const created = await admin.post('/api/admin/users/create', { email, password: 'matkhau1', name: 'Giảng viên Mới', role: 'instructor' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, role: 'instructor', emailVerified: true });
    expect((await admin.post('/api/admin/users/create', { email, password: 'matkhau1', name: 'X' })).body.code).toBe('EMAIL_TAKEN');

    expect((await admin.post(`/api/admin/users/${created.body._id}/send-reset-password`)).status).toBe(200);
    expect(await t.prisma.email.count({ where: { toAddress: email, text: { contains: 'mode=resetPassword' } } })).toBe(1);

    expect((await admin.put(`/api/admin/users/${created.body._id}/affiliate-level`, { newLevel: 3 })).body.affiliateLevel).toBe(3);
    expect((await admin.put(`/api/admin/users/${created.body._id}/affiliate-level`, { newLevel: 99 })).status).toBe(400);

    expect((await admin.delete(`/api/admin/users/${created.body._id}`)).body).toEqual({ _id: created.body._id });
    expect((await admin.get(`/api/admin/users/${created.body._id}/details`)).status).toBe(404);
  });

  it('never lets an admin lock, demote or delete themselves', async () => {
    for (const result of [
      await admin.put(`/api/admin/users/${adminId}/toggle-disable`, { disable: true }),
      await admin.put(`/api/admin/users/${adminId}/role`, { newRole: 'student' }),
      await admin.delete(`/api/admin/users/${adminId}`),
    ]) {
      expect(result).toMatchObject({ status: 400, body: { code: 'CANNOT_CHANGE_SELF' } });
    }
  });

  it('counts users and charts registrations per month in Vietnam time', async () => {
    const before = await admin.get('/api/admin/stats/users');
    await createUser(t.prisma, { verified: false });
    const after = await admin.get('/api/admin/stats/users');
    expect(after.body.totalUsers).toBe(before.body.totalUsers + 1);
    expect(after.body.unverified).toBe(before.body.unverified + 1);

    const chart = await admin.get('/api/admin/stats/registrations-over-time?period=monthly&rangeMonths=6');
    expect(chart.body.points).toHaveLength(6);
    const total = chart.body.points.reduce((sum: number, p: { count: number }) => sum + p.count, 0);
    expect(total).toBe(after.body.totalUsers);
    const weekly = await admin.get('/api/admin/stats/registrations-over-time?period=weekly&rangeMonths=1');
    expect(weekly.body.points.at(-1).count).toBeGreaterThan(0);
  });
});
