import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { averageRating } from '../common/ratings/average-rating';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CatalogueCache } from '../courses';
import { PrismaService } from '../prisma/prisma.service';
import { FirstHtmlService } from './first-html.service';
import { clip, escapeHtml, PageMeta, RenderedContent, renderShell, SITE_NAME } from './page-meta';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** A visitor's public page as it goes on the wire, gzipped once. */
export interface KeptPage {
  status: 200 | 404;
  html: Buffer;
  gzip: Buffer;
}

const HOME_DESCRIPTION = 'Học viện Marketing: khóa học marketing online thực chiến, phần mềm hỗ trợ bán hàng và chương trình affiliate hoa hồng hấp dẫn.';
/** Review entries in a course page's structured data. */
const MAX_JSON_LD_REVIEWS = 5;
const DEFAULT_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512 };
const INFO_PAGES = ['/affiliate-landing', '/affiliate-traning', '/pro-gift', '/study-tips', '/support', '/becomeInstructor'];
/** Areas that are private or transactional: nothing there for a search engine. */
const DISALLOWED = [
  '/admin',
  '/api/',
  '/learn',
  '/payment',
  '/checkout',
  '/cart',
  '/profile',
  '/settings',
  '/my-courses',
  '/transactions',
  '/wallet',
  '/affiliate-dashboard',
  '/instructor',
];

/**
 * The PWA renders in the browser, so crawlers and link previews would see an empty shell: for the
 * public pages the server writes the page's title, description, image and schema.org data into it.
 */
@Injectable()
export class SeoService {
  private readonly logger = new Logger(SeoService.name);
  private template?: string;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly firstHtml: FirstHtmlService,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * The page a visitor gets at `pagePath`, with its rendered content: the same for every visitor, so it
   * is kept (and compressed once) with the catalogue answers it shows, and dropped with them when a
   * course, the home page or the partner links change.
   */
  forVisitor(pagePath: string, render: () => Promise<RenderedPage>): Promise<KeptPage> {
    return this.cache.get(
      `visitor-page:${pagePath}`,
      async () => {
        const page = await render();
        const html = Buffer.from(page.html);
        return { status: page.status, html, gzip: zlib.gzipSync(html) };
      },
      // Pages of unknown courses are not kept: made-up addresses must not crowd out the catalogue.
      (page) => page.status === 200,
    );
  }

  /** `withContent`: a visitor's page also carries its rendered content (signed-in users' pages differ, the browser renders them). */
  async home(withContent = false): Promise<RenderedPage> {
    const meta = { title: `${SITE_NAME} – Khóa học marketing thực chiến`, description: HOME_DESCRIPTION, path: '/' };
    return this.page(meta, withContent ? await this.firstHtml.render('/') : null);
  }

  async courses(withContent = false): Promise<RenderedPage> {
    const meta = {
      title: `Khóa học marketing online – ${SITE_NAME}`,
      description: 'Khóa học Facebook Ads, TikTok, SEO, content và AI cho marketing, học thử miễn phí, học trọn đời, giảng viên hỗ trợ.',
      path: '/courses',
    };
    return this.page(meta, withContent ? await this.firstHtml.render('/courses') : null);
  }

  tools(): RenderedPage {
    return this.page({
      title: `Phần mềm hỗ trợ marketing – ${SITE_NAME}`,
      description: 'Phần mềm làm video AI, viết nội dung, quản lý fanpage và SEO cho người làm marketing.',
      path: '/tools',
    });
  }

  async course(slug: string, withContent = false): Promise<RenderedPage> {
    const course = await this.guard(() =>
      this.prisma.course.findFirst({
        where: { slug, status: 'published' },
        select: {
          slug: true,
          title: true,
          shortDescription: true,
          price: true,
          thumbnailUrl: true,
          seoThumbnailUrl: true,
          ratingSum: true,
          reviewsCount: true,
          // Real reviews only (the counted ones: visible, by someone who still owns the course), the most helpful first.
          reviews: {
            where: { counted: true },
            orderBy: [{ helpfulCount: 'desc' }, { createdAt: 'desc' }],
            take: MAX_JSON_LD_REVIEWS,
            select: { rating: true, comment: true, createdAt: true, user: { select: { name: true } } },
          },
          level: true,
          instructor: { select: { name: true } },
          category: { select: { name: true } },
        },
      }),
    );
    if (course === undefined) return this.plain(`/courses/${slug}`);
    if (!course) return this.notFound(`/courses/${slug}`);
    const url = this.absolute(`/courses/${course.slug}`);
    const rating = averageRating(course.ratingSum, course.reviewsCount);
    const content = withContent ? await this.firstHtml.render(`/courses/${course.slug}`) : null;
    return this.page(
      {
        title: `${course.title} – ${SITE_NAME}`,
        description: clip(course.shortDescription),
        path: `/courses/${course.slug}`,
        type: 'product',
        image: course.seoThumbnailUrl
          ? { path: course.seoThumbnailUrl, width: 1200, height: 630 }
          : course.thumbnailUrl
            ? { path: course.thumbnailUrl, width: 1280, height: 720 }
            : undefined,
        // The cover at the top of the course page, its largest paint.
        preloadImage: course.thumbnailUrl ?? undefined,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.title,
          description: course.shortDescription,
          url,
          inLanguage: 'vi',
          educationalLevel: course.level,
          about: course.category.name,
          provider: { '@type': 'Organization', name: SITE_NAME, sameAs: this.config.publicUrl },
          instructor: { '@type': 'Person', name: course.instructor.name },
          offers: {
            '@type': 'Offer',
            category: Number(course.price) === 0 ? 'Free' : 'Paid',
            price: Number(course.price),
            priceCurrency: 'VND',
            availability: 'https://schema.org/InStock',
            url,
          },
          hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: 'PT1H' },
          // Only from real reviews, and only when there is one: invented figures read as fake reviews.
          ...(rating !== null && course.reviews.length > 0
            ? {
                aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: course.reviewsCount, bestRating: 5, worstRating: 1 },
                review: course.reviews.map((review) => ({
                  '@type': 'Review',
                  author: { '@type': 'Person', name: review.user.name },
                  datePublished: review.createdAt.toISOString().slice(0, 10),
                  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
                  ...(review.comment ? { reviewBody: review.comment } : {}),
                })),
              }
            : {}),
        },
      },
      content,
    );
  }

  async tool(slug: string): Promise<RenderedPage> {
    const tool = await this.guard(() =>
      this.prisma.tool.findFirst({
        where: { slug, isActive: true },
        select: { slug: true, name: true, shortDescription: true, thumbnailUrl: true, plans: { select: { price: true }, orderBy: { price: 'asc' } } },
      }),
    );
    if (tool === undefined) return this.plain(`/tools/${slug}`);
    if (!tool) return this.notFound(`/tools/${slug}`);
    const url = this.absolute(`/tools/${tool.slug}`);
    const prices = tool.plans.map((plan) => Number(plan.price));
    return this.page({
      title: `${tool.name} – ${SITE_NAME}`,
      description: clip(tool.shortDescription),
      path: `/tools/${tool.slug}`,
      type: 'product',
      image: tool.thumbnailUrl ? { path: tool.thumbnailUrl, width: 800, height: 450 } : undefined,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: tool.name,
        description: tool.shortDescription,
        url,
        applicationCategory: 'BusinessApplication',
        inLanguage: 'vi',
        ...(prices.length > 0
          ? { offers: { '@type': 'AggregateOffer', lowPrice: Math.min(...prices), highPrice: Math.max(...prices), offerCount: prices.length, priceCurrency: 'VND' } }
          : {}),
      },
    });
  }

  /** Every public page a search engine should know, with the date it last changed. */
  async sitemap(): Promise<string> {
    const [courses, tools] = await Promise.all([
      this.prisma.course.findMany({ where: { status: 'published' }, select: { slug: true, updatedAt: true }, orderBy: { publishedAt: 'desc' } }),
      this.prisma.tool.findMany({ where: { isActive: true }, select: { slug: true, updatedAt: true } }),
    ]);
    const entry = (pagePath: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(this.absolute(pagePath))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...['/', '/courses', '/tools', ...INFO_PAGES].map((pagePath) => entry(pagePath)),
      ...courses.map((course) => entry(`/courses/${course.slug}`, course.updatedAt)),
      ...tools.map((tool) => entry(`/tools/${tool.slug}`, tool.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((area) => `Disallow: ${area}`), '', `Sitemap: ${this.absolute('/sitemap.xml')}`, ''].join('\n');
  }

  private page(
    input: {
      title: string;
      description: string;
      path: string;
      type?: PageMeta['type'];
      image?: { path: string; width: number; height: number };
      jsonLd?: Record<string, unknown>;
      preloadImage?: string;
    },
    content: RenderedContent | null = null,
  ): RenderedPage {
    const image = input.image ?? DEFAULT_IMAGE;
    const meta: PageMeta = {
      title: input.title,
      description: input.description,
      url: this.absolute(input.path),
      image: { url: this.absolute(image.path), width: image.width, height: image.height },
      type: input.type ?? 'website',
      jsonLd: input.jsonLd,
      preloadImage: input.preloadImage,
    };
    return { status: 200, html: renderShell(this.shell(), meta, content) };
  }

  /** The shell with the site's generic tags; the PWA shows its own not-found page inside it. */
  private notFound(pagePath: string): RenderedPage {
    return { ...this.page({ title: `Không tìm thấy trang – ${SITE_NAME}`, description: HOME_DESCRIPTION, path: pagePath }), status: 404 };
  }

  /** The page with the site's generic tags, when its own could not be read. */
  private plain(pagePath: string): RenderedPage {
    return this.page({ title: SITE_NAME, description: HOME_DESCRIPTION, path: pagePath });
  }

  /** The row, null when there is none, undefined when the database failed: that costs the page its rich tags, never the page. */
  private async guard<T>(query: () => Promise<T | null>): Promise<T | null | undefined> {
    try {
      return await query();
    } catch (error) {
      this.logger.error(`Không đọc được dữ liệu SEO: ${String(error)}`);
      return undefined;
    }
  }

  private absolute(pagePath: string): string {
    return /^https?:\/\//.test(pagePath) ? pagePath : `${this.config.publicUrl}${pagePath}`;
  }

  private shell(): string {
    this.template ??= this.readTemplate();
    return this.template;
  }

  private readTemplate(): string {
    const file = path.join(this.config.pwaDist, 'index.html');
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
    // API-only deployments (and tests without a PWA build) still answer with a valid document.
    return `<!doctype html><html lang="vi"><head><meta charset="UTF-8" /><title>${SITE_NAME}</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>`;
  }
}
