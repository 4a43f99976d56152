import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { FirstHtmlService } from './first-html.service';
import { SeoService } from './seo.service';

/**
 * Server-rendered meta tags for the public pages, their first HTML for visitors (rendered by the
 * PWA's own components), sitemap.xml and robots.txt (routes: seo-routes.ts).
 */
@Module({ imports: [CoursesModule], providers: [SeoService, FirstHtmlService], exports: [SeoService] })
export class SeoModule {}
