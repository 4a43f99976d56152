import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertCourse } from './helpers/catalogue';
import { createUser } from './helpers/factories';
import { startTestApp, TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://hocvienmarketing.example';
let t: TestApp;
let pwaDist: string;
let published: { slug: string; id: string };
let draft: { slug: string };
let hostile: { slug: string };

beforeAll(async () => {
  pwaDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-seo-dist-'));
  fs.writeFileSync(
    path.join(pwaDist, 'index.html'),
    '<!doctype html><html lang="vi"><head><title>Học viện Marketing</title><meta name="description" content="Mặc định" /></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ PWA_DIST: pwaDist, PUBLIC_URL });
  const instructor = await createUser(t.prisma, { role: 'instructor', name: 'Nguyễn Minh Tuấn' });
  const category = await createCategory(t.prisma);
  const course = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, title: 'Facebook Ads thực chiến' });
  await t.prisma.course.update({
    where: { id: course.id },
    data: { seoThumbnailUrl: '/uploads/courses/seo/a.webp', thumbnailUrl: '/uploads/courses/a-cover.webp' },
  });
  // Real reviews (as the reviews module keeps them: the rows and the course's integers together), one hidden by an admin.
  for (const [index, rating] of [5, 5, 4, 3].entries()) {
    const author = await createUser(t.prisma, { name: `Học viên ${index + 1}` });
    await t.prisma.courseReview.create({ data: { courseId: course.id, userId: author.id, rating, comment: index === 0 ? 'Rất hay </script><b>' : null, helpfulCount: index } });
  }
  const hiddenAuthor = await createUser(t.prisma, { name: 'Bị ẩn' });
  await t.prisma.courseReview.create({ data: { courseId: course.id, userId: hiddenAuthor.id, rating: 1, status: 'hidden', counted: false } });
  await t.prisma.course.update({ where: { id: course.id }, data: { ratingSum: 17, reviewsCount: 4 } });
  published = { slug: course.slug, id: course.id };
  draft = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, status: 'draft', title: 'Bản nháp bí mật' });
  hostile = await insertCourse(t.prisma, { instructorId: instructor.id, categoryId: category.id, title: 'Khóa "đặc biệt" </script><script>alert(1)</script>' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(pwaDist, { recursive: true, force: true });
});

const page = (pagePath: string) => fetch(`${t.baseUrl}${pagePath}`, { redirect: 'manual' });
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);

describe('server-rendered meta tags', () => {
  it('puts the course title, description, canonical URL, image and Course JSON-LD into the shell', async () => {
    const response = await page(`/courses/${published.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Facebook Ads thực chiến – Học viện Marketing</title>');
    expect(html).toContain('<meta name="description" content="Mô tả ngắn" />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/courses/${published.slug}" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/courses/seo/a.webp" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
    // The cover the page shows largest is fetched with the HTML, at the very URL the page's <img> will ask for.
    const preloaded = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec(html)?.[1];
    expect(preloaded).toBe('/uploads/courses/a-cover.webp');
    const { course: shown } = (await (await fetch(`${t.baseUrl}/api/courses/${published.slug}`)).json()) as {
      course: { courseThumbnail: string | null; thumbnailUrl: string | null };
    };
    expect(shown.courseThumbnail ?? shown.thumbnailUrl).toBe(preloaded);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Course',
      name: 'Facebook Ads thực chiến',
      inLanguage: 'vi',
      offers: { price: 499000, priceCurrency: 'VND' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 4, bestRating: 5 },
      instructor: { name: 'Nguyễn Minh Tuấn' },
    });
    // Up to 5 real reviews, the most helpful first; never the hidden one.
    const reviews = jsonLdOf(html).review as { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody?: string }[];
    expect(reviews.map((review) => [review.author.name, review.reviewRating.ratingValue])).toEqual([
      ['Học viên 4', 3],
      ['Học viên 3', 4],
      ['Học viên 2', 5],
      ['Học viên 1', 5],
    ]);
    expect(reviews[3].reviewBody).toBe('Rất hay </script><b>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('publishes no rating for a course without reviews', async () => {
    const html = await (await page(`/courses/${hostile.slug}`)).text();
    expect(jsonLdOf(html)).not.toHaveProperty('aggregateRating');
    expect(jsonLdOf(html)).not.toHaveProperty('review');
  });

  it('canonicalises a /ref/ link to the course and stores both affiliate cookies for 30 days', async () => {
    const response = await page(`/courses/${published.slug}/ref/DOITAC88`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<link rel="canonical" href="${PUBLIC_URL}/courses/${published.slug}" />`);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(/^aff_ref_code=DOITAC88; Max-Age=2592000; Path=\/; SameSite=Lax$/));
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^affiliateSource=course_${published.slug}; Max-Age=2592000; Path=/; SameSite=Lax$`)));

    const malformed = await page(`/courses/${published.slug}/ref/${encodeURIComponent('x;y=1')}`);
    expect(malformed.headers.getSetCookie()).toEqual([]);
    const home = await page('/ref/DOITAC88');
    expect(home.headers.getSetCookie()).toEqual([expect.stringMatching(/^aff_ref_code=DOITAC88;/)]);
  });

  it('escapes titles in meta tags and JSON-LD so they cannot inject markup', async () => {
    const html = await (await page(`/courses/${hostile.slug}`)).text();
    expect(html).toContain('<title>Khóa &quot;đặc biệt&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; – Học viện Marketing</title>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(jsonLdOf(html).name).toBe('Khóa "đặc biệt" </script><script>alert(1)</script>');
  });

  it('answers 404 with the plain shell for unknown or unpublished courses and tools', async () => {
    for (const pagePath of ['/courses/khong-co-khoa-nay', `/courses/${draft.slug}`, '/tools/khong-co']) {
      const response = await page(pagePath);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('Bản nháp bí mật');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('lists published courses in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${PUBLIC_URL}/courses/${published.slug}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/affiliate-landing</loc>`);
    expect(xml).not.toContain(draft.slug);

    const robots = await (await page('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});
