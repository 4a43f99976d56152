import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let admin: HttpClient;
let adminId: string;
let student: HttpClient;
let anonymous: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  const signedIn = await signedInClient(t.baseUrl, t.prisma, { role: 'admin', name: 'Trần Quản Trị' });
  admin = signedIn.client;
  adminId = signedIn.user.id;
  student = (await signedInClient(t.baseUrl, t.prisma, { role: 'student' })).client;
  anonymous = new HttpClient(t.baseUrl);
  await t.prisma.siteSettingVersion.deleteMany({});
});
afterAll(async () => {
  await t?.close();
});

const PARTNERS = {
  partnerLinks: [
    { label: ' Thiết kế website ', url: 'https://thietke.hocvienmarketing.vn/bang-gia' },
    { label: 'Hosting tốc độ cao', url: 'https://hosting.hocvienmarketing.vn' },
  ],
  footerPartner: { text: 'Công ty Giải pháp Số Việt', url: '' },
};

describe('partner links (site settings)', () => {
  it('shows visitors no partner links until an admin sets them, cacheable for a minute', async () => {
    const read = await anonymous.get('/api/site-settings/partners');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ partnerLinks: [], footerPartner: null });
    expect(read.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await admin.get('/api/admin/site-settings/partners')).body).toEqual({ partnerLinks: [], footerPartner: null, updatedAt: null, updatedBy: null });
  });

  it('lets an admin change them: visitors see the new links, and each save is kept with its author', async () => {
    const saved = await admin.put('/api/admin/site-settings/partners', PARTNERS);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      partnerLinks: [
        { label: 'Thiết kế website', url: 'https://thietke.hocvienmarketing.vn/bang-gia' },
        { label: 'Hosting tốc độ cao', url: 'https://hosting.hocvienmarketing.vn' },
      ],
      footerPartner: { text: 'Công ty Giải pháp Số Việt', url: null },
      updatedBy: { _id: adminId, name: 'Trần Quản Trị' },
    });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const second = await admin.put('/api/admin/site-settings/partners', { partnerLinks: PARTNERS.partnerLinks.slice(1), footerPartner: null });
    expect(second.status).toBe(200);
    expect((await anonymous.get('/api/site-settings/partners')).body).toEqual({
      partnerLinks: [{ label: 'Hosting tốc độ cao', url: 'https://hosting.hocvienmarketing.vn' }],
      footerPartner: null,
    });
    const history = await t.prisma.siteSettingVersion.findMany({ where: { key: 'partners' }, select: { createdById: true } });
    expect(history).toEqual([{ createdById: adminId }, { createdById: adminId }]);
  });

  it('refuses bad links with a Vietnamese message and changes nothing', async () => {
    const before = (await anonymous.get('/api/site-settings/partners')).body;
    const attempt = (input: object) => admin.put('/api/admin/site-settings/partners', { ...PARTNERS, ...input });
    const cases: [object, string][] = [
      [{ partnerLinks: [{ label: 'x'.repeat(61), url: 'https://a.vn' }] }, 'Tên liên kết không được dài quá 60 ký tự.'],
      [{ partnerLinks: [{ label: '  ', url: 'https://a.vn' }] }, 'Vui lòng nhập tên liên kết.'],
      [{ partnerLinks: [{ label: 'Hosting', url: 'http://hosting.vn' }] }, 'Liên kết phải là địa chỉ https:// hợp lệ.'],
      [{ partnerLinks: [{ label: 'Hosting', url: 'javascript:alert(1)' }] }, 'Liên kết phải là địa chỉ https:// hợp lệ.'],
      [{ partnerLinks: Array.from({ length: 9 }, (_, i) => ({ label: `Dịch vụ ${i}`, url: `https://dv${i}.vn` })) }, 'Tối đa 8 liên kết đối tác.'],
      [{ footerPartner: { text: '', url: null } }, 'Vui lòng nhập tên đối tác ở chân trang.'],
      [{ footerPartner: { text: 'Đối tác', url: 'https://doi tac.vn' } }, 'Liên kết phải là địa chỉ https:// hợp lệ.'],
    ];
    for (const [input, message] of cases) {
      const refused = await attempt(input);
      expect({ input, status: refused.status, message: refused.body.message }).toEqual({ input, status: 400, message });
    }
    expect((await anonymous.get('/api/site-settings/partners')).body).toEqual(before);
  });

  it('keeps the editing to admins', async () => {
    expect((await student.get('/api/admin/site-settings/partners')).status).toBe(403);
    expect((await student.put('/api/admin/site-settings/partners', PARTNERS)).status).toBe(403);
    expect((await anonymous.put('/api/admin/site-settings/partners', PARTNERS)).status).toBe(401);
    expect((await student.get('/api/site-settings/partners')).status).toBe(200);
  });
});
