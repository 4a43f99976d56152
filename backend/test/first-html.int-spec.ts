import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser, signedInClient } from './helpers/factories';
import { isolatedDatabase, startTestApp, TestApp } from './helpers/test-app';

/** The key the course page's query embeds its data under (`hashKey(courseKeys.detail(slug))` in the PWA). */
const courseDetailKey = (slug: string) => JSON.stringify(['courses', 'detail', slug]);

// The real PWA build: `npm test` builds it (client and the server's renderer) before this tier.
const PWA_DIST = path.resolve(__dirname, '../../pwa/dist');
const RENDERER = path.resolve(PWA_DIST, '../dist-server/entry-server.cjs');
const HOSTILE_TITLE = 'Khóa "đặc biệt" </script><script>alert(1)</script>';

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let t: TestApp;
let course: { id: string; slug: string; title: string };
let categoryId: string;
let instructorId: string;
let hostile: { slug: string };

beforeAll(async () => {
  if (!fs.existsSync(RENDERER)) throw new Error(`Thiếu bản build của PWA (${RENDERER}): chạy npm run build trước.`);
  // Its own database: the home page lists the newest courses, which other files keep adding to.
  database = await isolatedDatabase('first_html');
  // The pages are kept with the catalogue answers: a minute here, so the test sees what drops them.
  t = await startTestApp({ DATABASE_URL: database.url, PWA_DIST, CATALOGUE_CACHE_SECONDS: '60' });
  const instructor = await createUser(t.prisma, { role: 'instructor', name: 'Nguyễn Minh Tuấn' });
  const category = await createCategory(t.prisma, 'Quảng cáo Facebook');
  categoryId = category.id;
  instructorId = instructor.id;
  course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, title: 'Facebook Ads thực chiến', lectures: 3 });
  await t.prisma.course.update({ where: { slug: course.slug }, data: { thumbnailUrl: '/uploads/courses/covers/fb-ads.webp' } });
  hostile = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, title: HOSTILE_TITLE });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const visit = (pagePath: string, cookie?: string) => fetch(`${t.baseUrl}${pagePath}`, { headers: cookie ? { cookie } : {} });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="hvm-server-data">(.*?)<\/script>/s.exec(html)![1]) as Record<string, unknown>;
const apiJson = async (apiPath: string) => (await fetch(`${t.baseUrl}${apiPath}`)).json();

describe("a visitor's first HTML of the public pages", () => {
  it('shows the course page itself, with the data the browser hydrates it with', async () => {
    const response = await visit(`/courses/${course.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = rootOf(html);
    expect(root).toContain('data-testid="course-detail"');
    expect(root).toContain('<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Facebook Ads thực chiến</h1>');
    expect(root).toContain('499.000');
    expect(root).toContain('Bài 3');
    // The data the page was rendered with is the API's answer, byte for byte as the browser would have fetched it.
    const { course: fromApi } = (await apiJson(`/api/courses/${course.slug}`)) as { course: unknown };
    // Embedded under the query's key (TanStack Query's hash of ['courses', 'detail', slug]: docs/pwa-data.md).
    expect(dataOf(html)[courseDetailKey(course.slug)]).toEqual(fromApi);
    // The cover (its largest paint) is preloaded in <head>, at high priority.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" href="\/uploads\/courses\/covers\/fb-ads\.webp" fetchPriority="high"\/>/);
  });

  it('lists the catalogue on /courses and the newest courses on the home page', async () => {
    const courses = await (await visit('/courses')).text();
    expect(rootOf(courses)).toContain(`href="/courses/${course.slug}"`);
    expect(rootOf(courses)).toContain('Facebook Ads thực chiến');
    const home = await (await visit('/')).text();
    expect(rootOf(home)).toContain('data-testid="featured-courses"');
    expect(rootOf(home)).toContain(`href="/courses/${course.slug}"`);
  });

  it('loads the app only after the page has painted, with the loader allowed by the CSP and nothing else inline', async () => {
    const response = await visit('/courses');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(fs.readFileSync(path.join(PWA_DIST, 'index.html'), 'utf8'))![1];
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1];
    expect(loader).toContain(JSON.stringify(entry));
    const loaderHash = `'sha256-${crypto.createHash('sha256').update(loader!, 'utf8').digest('base64')}'`;
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`script-src [^;]*${loaderHash.replace(/[+/]/g, '\\$&')}`));
  });

  it('escapes what the catalogue holds, in the markup and in the embedded data', async () => {
    const html = await (await visit(`/courses/${hostile.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(rootOf(html)).toContain('Khóa &quot;đặc biệt&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((dataOf(html)[courseDetailKey(hostile.slug)] as { title: string }).title).toBe(HOSTILE_TITLE);
  });

  it('shows the first page of reviews, a hostile one as text, in the markup and in the embedded data', async () => {
    const reviewed = await insertCourse(t.prisma, { instructorId, categoryId, title: 'Khóa học có đánh giá', lectures: 2 });
    const [lecture] = await t.prisma.lecture.findMany({ where: { section: { courseId: reviewed.id } }, orderBy: { position: 'asc' }, select: { id: true } });
    const { client, user } = await signedInClient(t.baseUrl, t.prisma, { name: 'Trần Thị Mai' });
    await t.prisma.enrollment.create({ data: { userId: user.id, courseId: reviewed.id, source: 'admin_grant' } });
    const progress = await client.post('/api/learn/progress/update', {
      courseId: reviewed.id,
      lectureId: lecture.id,
      updateId: `td-${crypto.randomUUID()}`,
      positionSeconds: 30,
      completed: true,
    });
    expect(progress.status).toBe(200);
    const comment = 'Hay lắm </script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const saved = await client.put(`/api/courses/${reviewed.id}/reviews/mine`, { rating: 4, comment });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const html = await (await visit(`/courses/${reviewed.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    const root = rootOf(html);
    expect(root).toContain('Hay lắm &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(root).toContain('Trần Thị Mai');
    const embedded = Object.entries(dataOf(html)).find(([key]) => key.startsWith('["reviews"'));
    expect(embedded, 'the first page of reviews is embedded for hydration').toBeTruthy();
    expect((embedded![1] as { reviews: { comment: string }[] }).reviews.map((one) => one.comment)).toEqual([comment]);
  });

  it('sends the kept page compressed once, and tells caches it depends on the cookie', async () => {
    const plain = await visit('/courses');
    expect(plain.headers.get('vary')).toContain('Cookie');
    const zipped = await fetch(`${t.baseUrl}/courses`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Cookie.*Accept-Encoding/);
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('serves signed-in users and unknown courses the plain shell', async () => {
    const signedIn = await (await visit(`/courses/${course.slug}`, 'hvm_session=1')).text();
    expect(signedIn).toContain('<div id="root"></div>');
    expect(signedIn).toContain('<script type="module" crossorigin src=');
    expect(signedIn).not.toContain('hvm-server-data');

    const missing = await visit('/courses/khong-co-khoa-nay');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
  });

  it('keeps a rendered page until a course write through the API drops it with the catalogue answers', async () => {
    const pending = await insertCourse(t.prisma, { instructorId, categoryId, status: 'pending', title: 'TikTok Shop từ số 0' });
    expect(rootOf(await (await visit('/courses')).text())).not.toContain('TikTok Shop từ số 0');
    // Kept now (whatever earlier tests wrote), then written behind the API's back: the kept page stands.
    await visit(`/courses/${course.slug}`);
    await t.prisma.course.update({ where: { id: course.id }, data: { shortDescription: 'Lên chiến dịch ra đơn trong 14 ngày' } });
    expect(rootOf(await (await visit(`/courses/${course.slug}`)).text())).not.toContain('Lên chiến dịch ra đơn trong 14 ngày');

    const admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
    expect((await admin.put(`/api/admin/courses/${pending.id}/review`, { action: 'approve' })).status).toBe(200);
    expect(rootOf(await (await visit('/courses')).text())).toContain('TikTok Shop từ số 0');
    expect(rootOf(await (await visit(`/courses/${course.slug}`)).text())).toContain('Lên chiến dịch ra đơn trong 14 ngày');
  });

  it('shows a newly published home page and new partner links on the next visit, with the cache on', async () => {
    const admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
    expect(rootOf(await (await visit('/')).text())).not.toContain('Bán hàng giỏi hơn mỗi ngày');
    const hero = {
      id: 'hero-1',
      type: 'hero',
      badge: 'Mới',
      title: 'Bán hàng giỏi hơn mỗi ngày',
      typingPhrases: ['livestream'],
      subtitle: 'Học từ người đang bán thật.',
      ctaLabel: 'Học thử',
      imageUrl: null,
    };
    expect((await admin.put('/api/admin/page-contents/home', { blocks: [hero] })).status).toBe(200);
    expect((await admin.post('/api/admin/page-contents/home/publish')).status).toBe(201);
    const home = await (await visit('/')).text();
    expect(rootOf(home)).toContain('Bán hàng giỏi hơn mỗi ngày');
    expect(dataOf(home)['page-contents/home']).toEqual([hero]);

    const links = { partnerLinks: [{ label: 'Thiết kế website', url: 'https://doitac.example.vn/web' }], footerPartner: null };
    expect((await admin.put('/api/admin/site-settings/partners', links)).status).toBe(200);
    // The header's menu renders them when opened, from the data the page carries.
    expect(dataOf(await (await visit('/courses')).text())['site-settings/partners']).toEqual(links);
  });

  it('does not keep the page of an unknown course: made-up addresses must not crowd out the catalogue', async () => {
    expect((await visit('/courses/sap-ra-mat')).status).toBe(404);
    // Published behind the API's back, so nothing clears the cache: only a page that was not kept can show it.
    const launched = await insertCourse(t.prisma, { instructorId, categoryId, title: 'Sắp ra mắt' });
    await t.prisma.course.update({ where: { id: launched.id }, data: { slug: 'sap-ra-mat' } });
    const response = await visit('/courses/sap-ra-mat');
    expect(response.status).toBe(200);
    expect(rootOf(await response.text())).toContain('Sắp ra mắt');
  });
});
