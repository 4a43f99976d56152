import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_ANSWER_GRACE_MS } from '../src/auth/tokens.service';
import { sha256Hex } from '../src/auth/secret-codes';
import { createUser, latestActionCode, signedInClient, uniqueEmail } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('account lifecycle over HTTP', () => {
  it('registers, verifies by mail, signs in, edits the profile, changes the password and signs out', async () => {
    const client = new HttpClient(t.baseUrl);
    const email = uniqueEmail('dangky');

    const registered = await client.post('/api/auth/register', { email: email.toUpperCase(), password: 'matkhau1', name: 'Trần Thị Mai', phoneNumber: '0987 654 321', age: 27 });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toMatch(/Đăng ký thành công/);

    const duplicate = await client.post('/api/auth/register', { email, password: 'matkhau1', name: 'Mai', phoneNumber: '0987654321' });
    expect(duplicate).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN', message: 'Email này đã được sử dụng.' } });

    // Not verified yet: refused, and the mail is not resent within the interval.
    const early = await client.post('/api/auth/login', { email, password: 'matkhau1' });
    expect(early).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.' } });
    expect(await t.prisma.email.count({ where: { toAddress: email } })).toBe(1);

    const code = await latestActionCode(t.prisma, email, 'verifyEmail');
    const verified = await client.post('/api/auth/email-action', { mode: 'verifyEmail', oobCode: code });
    expect(verified.status).toBe(200);
    const again = await client.post('/api/auth/email-action', { mode: 'verifyEmail', oobCode: code });
    expect(again.body).toEqual({ code: 'INVALID_ACTION_CODE', message: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.' });

    const login = await client.post('/api/auth/login', { email, password: 'matkhau1' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email, name: 'Trần Thị Mai', role: 'student', emailVerified: true, isActive: false, unreadCount: 0, age: 27 });
    expect(login.headers.getSetCookie().join()).toMatch(/hvm_refresh=.*HttpOnly/i);
    // The PWA's hint that a session exists: readable by scripts, so it carries nothing secret.
    const hint = login.headers.getSetCookie().find((cookie) => cookie.startsWith('hvm_session='));
    expect(hint).toMatch(/^hvm_session=1;.*Path=\/;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    client.accessToken = login.body.accessToken;

    expect((await client.post('/api/auth/ensure-user-profile')).body).toEqual({ isActive: false, name: 'Trần Thị Mai' });
    expect((await client.post('/api/auth/ensure-user-profile')).body).toEqual({ isActive: true, name: 'Trần Thị Mai' });

    const updated = await client.put('/api/users/profile', { name: 'Trần Mai', phoneNumber: '0911222333', age: 28 });
    expect(updated.body).toMatchObject({ name: 'Trần Mai', phoneNumber: '0911222333', age: 28 });
    expect((await client.get('/api/users/profile')).body.name).toBe('Trần Mai');

    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'sai-mat-khau', newPassword: 'matkhau2' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Mật khẩu hiện tại không chính xác.' } });
    const weak = await client.post('/api/auth/change-password', { currentPassword: 'matkhau1', newPassword: '123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/Mật khẩu mới quá yếu/);
    expect((await client.post('/api/auth/change-password', { currentPassword: 'matkhau1', newPassword: 'matkhau2' })).status).toBe(200);
    expect(await t.prisma.email.count({ where: { toAddress: email, subject: { contains: 'thay đổi' } } })).toBe(1);

    // The session that changed the password stays; sign-out revokes it.
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    const logout = await client.post('/api/auth/logout');
    expect(logout.body.message).toBe('Đăng xuất thành công!');
    expect(logout.headers.getSetCookie().join()).toMatch(/hvm_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);

    expect((await client.post('/api/auth/login', { email, password: 'matkhau1' })).status).toBe(401);
    expect((await client.post('/api/auth/login', { email, password: 'matkhau2' })).status).toBe(200);
  });

  it('resends the verification mail on sign-in once the interval has passed', async () => {
    const user = await createUser(t.prisma, { verified: false });
    const client = new HttpClient(t.baseUrl);
    const first = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(first.body).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.' });
    const second = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(second.body.message).toBe('Tài khoản chưa xác thực. Vui lòng kiểm tra email.');
    expect(await t.prisma.email.count({ where: { toAddress: user.email } })).toBe(1);
  });

  it('refuses wrong passwords and unknown emails alike, and disabled accounts with SPEC text', async () => {
    const user = await createUser(t.prisma);
    const client = new HttpClient(t.baseUrl);
    const wrong = await client.post('/api/auth/login', { email: user.email, password: 'khong-dung' });
    const unknown = await client.post('/api/auth/login', { email: uniqueEmail(), password: 'khong-dung' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.status).toBe(401);

    await t.prisma.user.update({ where: { id: user.id }, data: { isDisabled: true } });
    const locked = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(locked).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED', message: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin' } });
  });

  it('rotates refresh tokens and revokes the whole family when an old one comes back', async () => {
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    const original = client.cookie('hvm_refresh')!;
    const rotated = await client.post('/api/auth/refresh');
    expect(rotated.status).toBe(200);
    const second = client.cookie('hvm_refresh')!;
    expect(second).not.toBe(original);

    // Replayed later than a lost answer could explain.
    await t.prisma.refreshToken.updateMany({ where: { tokenHash: sha256Hex(original) }, data: { usedAt: new Date(Date.now() - LOST_ANSWER_GRACE_MS - 1000) } });
    const thief = new HttpClient(t.baseUrl);
    thief.setCookie('hvm_refresh', original);
    const reuse = await thief.post('/api/auth/refresh');
    expect(reuse).toMatchObject({ status: 401, body: { code: 'REFRESH_TOKEN_REUSED' } });
    // The legitimate holder's newer token died with the family.
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
  });

  it('keeps the session when a refresh comes again seconds later because its answer was lost (a reload mid-request)', async () => {
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    const original = client.cookie('hvm_refresh')!;
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    const undelivered = client.cookie('hvm_refresh')!;
    // The browser never stored the answer's cookie: it still holds the original.
    client.setCookie('hvm_refresh', original);
    const again = await client.post('/api/auth/refresh');
    expect(again.status).toBe(200);
    expect(again.body.accessToken).toEqual(expect.any(String));
    const renewed = client.cookie('hvm_refresh')!;
    expect(renewed).not.toBe(original);
    expect(renewed).not.toBe(undelivered);
    // The session goes on: the new token rotates as usual, and its access token is accepted.
    const next = await client.post('/api/auth/refresh');
    expect(next.status).toBe(200);
    client.accessToken = next.body.accessToken;
    expect((await client.get('/api/users/profile')).status).toBe(200);
  });

  it('gives each of two simultaneous refreshes with the same token its own working token', async () => {
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    const token = client.cookie('hvm_refresh')!;
    const [a, b] = [new HttpClient(t.baseUrl), new HttpClient(t.baseUrl)];
    a.setCookie('hvm_refresh', token);
    b.setCookie('hvm_refresh', token);
    const statuses = (await Promise.all([a.post('/api/auth/refresh'), b.post('/api/auth/refresh')])).map((r) => r.status);
    expect(statuses).toEqual([200, 200]);
    expect(a.cookie('hvm_refresh')).not.toBe(b.cookie('hvm_refresh'));
    for (const holder of [a, b]) expect((await holder.post('/api/auth/refresh')).status).toBe(200);
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const user = await createUser(t.prisma);
    const client = new HttpClient(t.baseUrl);
    const unknown = await client.post('/api/auth/forgot-password', { email: uniqueEmail() });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Không tìm thấy tài khoản nào với email này.' } });

    expect((await client.post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const code = await latestActionCode(t.prisma, user.email, 'resetPassword');
    const mail = await t.prisma.email.findFirstOrThrow({ where: { toAddress: user.email } });
    expect(mail.text).toContain(`/auth/action?mode=resetPassword&oobCode=${code}`);

    expect((await client.post('/api/auth/check-reset-code', { oobCode: code })).body).toEqual({ email: user.email });
    expect((await client.post('/api/auth/reset-password', { oobCode: code, newPassword: 'moi-123456' })).status).toBe(200);
    expect((await client.post('/api/auth/reset-password', { oobCode: code, newPassword: 'khac-123456' })).body.code).toBe('INVALID_ACTION_CODE');
    expect((await client.post('/api/auth/login', { email: user.email, password: 'moi-123456' })).status).toBe(200);
  });

  it('refuses expired codes and unsupported modes', async () => {
    const user = await createUser(t.prisma);
    const client = new HttpClient(t.baseUrl);
    await client.post('/api/auth/forgot-password', { email: user.email });
    const code = await latestActionCode(t.prisma, user.email, 'resetPassword');
    await t.prisma.emailActionCode.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await client.post('/api/auth/check-reset-code', { oobCode: code })).body.message).toBe('Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');
    expect((await client.post('/api/auth/email-action', { mode: 'recoverEmail', oobCode: code })).body).toEqual({
      code: 'UNSUPPORTED_ACTION',
      message: 'Hành động không được hỗ trợ.',
    });
  });

  it('brings a visitor back to the page they registered from: the verification link carries it', async () => {
    const client = new HttpClient(t.baseUrl);
    const email = uniqueEmail('tukhoahoc');
    const registered = await client.post('/api/auth/register', { email, password: 'matkhau1', name: 'Mai', phoneNumber: '0987654321', returnTo: '/courses/facebook-ads?x=1' });
    expect(registered.status).toBe(201);
    const code = await latestActionCode(t.prisma, email, 'verifyEmail');
    const mail = await t.prisma.email.findFirstOrThrow({ where: { toAddress: email } });
    expect(mail.text).toContain(`/auth/action?mode=verifyEmail&oobCode=${code}&continueUrl=%2Fcourses%2Ffacebook-ads%3Fx%3D1`);
    // Signing in from the course page before verifying re-sends the mail (once the interval has passed): it leads back there too.
    await t.prisma.emailActionCode.updateMany({ where: { user: { email } }, data: { createdAt: new Date(Date.now() - 3_600_000) } });
    const signIn = await client.post('/api/auth/login', { email, password: 'matkhau1', returnTo: '/courses/facebook-ads' });
    expect(signIn.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.' });
    const resentCode = await latestActionCode(t.prisma, email, 'verifyEmail');
    expect(resentCode).not.toBe(code);
    const resent = await t.prisma.email.findFirstOrThrow({ where: { toAddress: email }, orderBy: { createdAt: 'desc' } });
    expect(resent.text).toContain(`/auth/action?mode=verifyEmail&oobCode=${resentCode}&continueUrl=%2Fcourses%2Ffacebook-ads`);
    expect((await client.post('/api/auth/login', { email, password: 'matkhau1', returnTo: 'https://evil.example/' })).status).toBe(400);
    // Another site is refused, with a message.
    const away = await client.post('/api/auth/register', { email: uniqueEmail(), password: 'matkhau1', name: 'Mai', phoneNumber: '0987654321', returnTo: '//evil.example/x' });
    expect(away).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Đường dẫn quay lại không hợp lệ.' } });
  });

  it('validates registration with the flow texts of SPEC §5', async () => {
    const client = new HttpClient(t.baseUrl);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.vn', password: 'matkhau1', name: 'A' }, 'Số điện thoại là bắt buộc để đăng ký.'],
      [{ email: 'a@b.vn', password: 'matkhau1', phoneNumber: '0912345678' }, 'Tên là bắt buộc để đăng ký.'],
      [{ email: 'a@b.vn', name: 'A', phoneNumber: '0912345678' }, 'Mật khẩu là bắt buộc.'],
      [{ email: 'khong-hop-le', password: 'matkhau1', name: 'A', phoneNumber: '0912345678' }, 'Địa chỉ email không hợp lệ.'],
      [{ email: 'a@b.vn', password: '123', name: 'A', phoneNumber: '0912345678' }, 'Mật khẩu phải có ít nhất 6 ký tự.'],
    ];
    for (const [input, message] of cases) {
      const result = await client.post('/api/auth/register', input);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
  });

  it('stores a resized avatar checked by content', async () => {
    const { client } = await signedInClient(t.baseUrl, t.prisma);
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'anh.png');
    const uploaded = await fetch(`${t.baseUrl}/api/users/profile/avatar`, { method: 'POST', headers: { authorization: `Bearer ${client.accessToken}` }, body: form });
    const profile = (await uploaded.json()) as { avatarUrl: string };
    expect(uploaded.status).toBe(201);
    expect(profile.avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    const served = await fetch(t.baseUrl + profile.avatarUrl);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const fake = new FormData();
    fake.append('avatar', new Blob([Buffer.from('<?php echo 1; ?>')], { type: 'image/png' }), 'anh.png');
    const refused = await fetch(`${t.baseUrl}/api/users/profile/avatar`, { method: 'POST', headers: { authorization: `Bearer ${client.accessToken}` }, body: fake });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('AVATAR_INVALID');
  });
});
