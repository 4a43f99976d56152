import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let admin: HttpClient;
let student: HttpClient;
let anonymous: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  student = (await signedInClient(t.baseUrl, t.prisma, { role: 'student' })).client;
  anonymous = new HttpClient(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
});

describe('promotional popup', () => {
  it('lets the admin create, edit and delete popups, and shows the newest active one to visitors', async () => {
    const first = await admin.post('/api/popups', { title: 'Ưu đãi tháng 11', imageUrl: '/uploads/popups/uu-dai.webp', link: 'https://hocvienmarketing.vn/courses' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ title: 'Ưu đãi tháng 11', isActive: true, link: 'https://hocvienmarketing.vn/courses' });
    const second = await admin.post('/api/popups', { title: 'Black Friday', imageUrl: 'https://cdn.example.vn/bf.webp', link: '' });
    expect(second.body).toMatchObject({ link: null });

    expect((await anonymous.get('/api/popups/active')).body.popup).toMatchObject({ _id: second.body._id, title: 'Black Friday' });

    const hidden = await admin.put(`/api/popups/${second.body._id}`, { title: 'Black Friday', imageUrl: 'https://cdn.example.vn/bf.webp', isActive: false });
    expect(hidden.body).toMatchObject({ isActive: false });
    expect((await anonymous.get('/api/popups/active')).body.popup).toMatchObject({ _id: first.body._id });

    const list = await admin.get('/api/popups');
    expect(list.body.popups.map((popup: { _id: string }) => popup._id)).toEqual(expect.arrayContaining([first.body._id, second.body._id]));

    expect((await admin.delete(`/api/popups/${first.body._id}`)).body).toEqual({ _id: first.body._id });
    expect((await admin.delete(`/api/popups/${first.body._id}`)).body).toEqual({ message: 'Không tìm thấy popup.', code: 'POPUP_NOT_FOUND' });
  });

  it('refuses bad popups with Vietnamese messages and keeps them from non-admins', async () => {
    expect((await admin.post('/api/popups', { title: '', imageUrl: '/a.webp' })).body.message).toBe('Vui lòng nhập tiêu đề popup.');
    expect((await admin.post('/api/popups', { title: 'A', imageUrl: 'javascript:alert(1)' })).body.message).toBe('Ảnh popup không hợp lệ.');
    expect((await admin.post('/api/popups', { title: 'A', imageUrl: '//evil.example/x.png' })).status).toBe(400);
    expect((await student.post('/api/popups', { title: 'A', imageUrl: '/a.webp' })).status).toBe(403);
    expect((await anonymous.get('/api/popups')).status).toBe(401);
  });
});

describe('contact form and inbox', () => {
  it('stores a message, answers with the success text, and lets the admin page, filter and change its status', async () => {
    const sent = await anonymous.post('/api/contact', { name: 'Đỗ Minh Khoa', email: 'khoa@example.vn', message: 'Tôi muốn hỏi về khóa Facebook Ads cho doanh nghiệp.' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Cảm ơn bạn đã liên hệ! Chúng tôi sẽ phản hồi trong vòng 24 giờ làm việc.');

    const inbox = await admin.get('/api/admin/contact-submissions?page=1&status=new');
    const mine = inbox.body.submissions.find((item: { email: string }) => item.email === 'khoa@example.vn');
    expect(mine).toMatchObject({ name: 'Đỗ Minh Khoa', phone: null, status: 'new' });
    expect(inbox.body.pagination).toMatchObject({ currentPage: 1, limit: 20 });

    const updated = await admin.put(`/api/admin/contact-submissions/${mine._id}/status`, { status: 'resolved' });
    expect(updated.body).toMatchObject({ _id: mine._id, status: 'resolved' });
    const stillNew = await admin.get('/api/admin/contact-submissions?status=new&limit=100');
    expect(stillNew.body.submissions.some((item: { _id: string }) => item._id === mine._id)).toBe(false);
    const resolved = await admin.get('/api/admin/contact-submissions?status=resolved&limit=100');
    expect(resolved.body.submissions.some((item: { _id: string }) => item._id === mine._id)).toBe(true);
  });

  it('requires name, email and message; phone is optional but checked', async () => {
    expect((await anonymous.post('/api/contact', { name: 'A', email: 'a@example.vn', message: '  ' })).body.message).toBe('Vui lòng nhập nội dung tin nhắn.');
    expect((await anonymous.post('/api/contact', { name: 'A', email: 'khong-phai-email', message: 'x' })).status).toBe(400);
    expect((await anonymous.post('/api/contact', { name: 'A', email: 'a@example.vn', phone: '123', message: 'x' })).status).toBe(400);
    expect((await anonymous.post('/api/contact', { name: 'A', email: 'a@example.vn', phone: '0912345678', message: 'x' })).status).toBe(201);
    expect((await admin.put('/api/admin/contact-submissions/0190a6c2-7c4e-7000-8000-000000000000/status', { status: 'resolved' })).status).toBe(404);
    expect((await admin.put('/api/admin/contact-submissions/khong-co/status', { status: 'xong' })).status).toBe(400);
    expect((await student.get('/api/admin/contact-submissions')).status).toBe(403);
  });
});

describe('home page blocks', () => {
  const hero = {
    id: 'hero-1',
    type: 'hero',
    badge: '12 khóa học thực chiến',
    title: 'Bán hàng giỏi hơn mỗi ngày',
    typingPhrases: ['quảng cáo TikTok', 'livestream'],
    subtitle: 'Học từ người đang bán thật.',
    ctaLabel: 'Học thử miễn phí',
    imageUrl: null,
  };
  const featured = { id: 'courses-1', type: 'featured-courses', title: 'Khóa học mới', subtitle: '', limit: 8 };

  it('keeps the admin draft away from visitors until it is published', async () => {
    await t.prisma.pageContent.deleteMany({ where: { key: 'home' } });
    expect((await anonymous.get('/api/page-contents/home')).body).toEqual({ blocks: null, publishedAt: null });
    expect((await admin.post('/api/admin/page-contents/home/publish')).body).toMatchObject({ code: 'NOTHING_TO_PUBLISH' });

    const saved = await admin.put('/api/admin/page-contents/home', { blocks: [featured, hero] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ draft: [featured, hero], published: null, publishedAt: null });
    expect((await anonymous.get('/api/page-contents/home')).body.blocks).toBeNull();

    const published = await admin.post('/api/admin/page-contents/home/publish');
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ draft: [featured, hero], published: [featured, hero], publishedAt: expect.any(String) });
    expect((await anonymous.get('/api/page-contents/home')).body).toMatchObject({ blocks: [featured, hero] });

    // A new draft does not change what visitors see.
    await admin.put('/api/admin/page-contents/home', { blocks: [hero] });
    expect((await anonymous.get('/api/page-contents/home')).body.blocks).toEqual([featured, hero]);
    expect((await admin.get('/api/admin/page-contents/home')).body).toMatchObject({ draft: [hero], published: [featured, hero] });
  });

  it('refuses broken blocks in Vietnamese and leaves the saved draft untouched', async () => {
    await admin.put('/api/admin/page-contents/home', { blocks: [hero] });
    const cases: [unknown, RegExp][] = [
      [{ blocks: [{ ...hero, title: '  ' }] }, /Vui lòng nhập tiêu đề/],
      [{ blocks: [{ ...featured, limit: 31 }] }, /từ 1 đến 30/],
      [{ blocks: [{ ...hero, type: 'carousel' }] }, /Loại khối không được hỗ trợ/],
      [{ blocks: [{ ...hero, imageUrl: 'javascript:alert(1)' }] }, /Ảnh hero không hợp lệ/],
      [{ blocks: 'hero' }, /./],
    ];
    for (const [input, message] of cases) {
      const refused = await admin.put('/api/admin/page-contents/home', input);
      expect(refused.status, JSON.stringify(input)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    expect((await admin.get('/api/admin/page-contents/home')).body.draft).toEqual([hero]);
    expect((await student.put('/api/admin/page-contents/home', { blocks: [] })).status).toBe(403);
    expect((await anonymous.get('/api/admin/page-contents/home')).status).toBe(401);
  });

  it('stores a hero picture checked by content, at 1200×900 WebP', async () => {
    const sharp = (await import('sharp')).default;
    const upload = (data: Buffer, name: string) => {
      const form = new FormData();
      form.append('image', new Blob([data], { type: 'image/png' }), name);
      return admin.upload('/api/admin/page-contents/images', form);
    };
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const stored = await upload(png, 'hero.png');
    expect(stored.status).toBe(201);
    expect(stored.body.url).toMatch(/^\/uploads\/home\/.+\.webp$/);
    const served = await fetch(t.baseUrl + stored.body.url);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });

    const fake = await upload(Buffer.from('<svg onload="alert(1)">'), 'hero.png');
    expect(fake).toMatchObject({ status: 400, body: { code: 'HOME_IMAGE_INVALID' } });
  });
});
