import { Module } from '@nestjs/common';
import { SeoService } from './seo.service';

/** Server-rendered meta tags for the public pages, sitemap.xml and robots.txt (routes: seo-routes.ts). */
@Module({ providers: [SeoService], exports: [SeoService] })
export class SeoModule {}
