import { createRequire } from 'node:module';
import path from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { RenderedContent } from './page-meta';

/** What pwa/src/entry-server.tsx exports (built by `vite build --ssr` into pwa/dist-server, as CommonJS). */
interface PageRenderer {
  renderPage(url: string, send: (request: Request) => Promise<Response>): Promise<{ html: string; data: Record<string, unknown> } | null>;
  SERVER_DATA_ELEMENT_ID: string;
}

// React writes the preloads of the images it renders first (fetchPriority high) ahead of the markup: they belong in <head>.
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/**
 * Renders the public pages' first HTML with the PWA's own components (server-side rendering), so a
 * visitor sees the page before any script has run. The page's API requests are answered in-process
 * (Fastify inject: the same routes, cache and bytes as over HTTP); SeoService keeps the pages. Without
 * a renderer build, or when rendering fails, the page is served as the plain shell the browser renders,
 * as before.
 */
@Injectable()
export class FirstHtmlService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstHtmlService.name);
  /** Loaded on first use; null when there is no renderer build. */
  private renderer?: PageRenderer | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Loads the renderer (a large bundle) at start rather than during the first visitor's request; scripts without an HTTP server skip it. */
  onApplicationBootstrap(): void {
    if (this.adapterHost.httpAdapter) this.renderer = this.loadRenderer();
  }

  /** `pagePath` (no query: the public pages read none) as a visitor sees it, or null. */
  async render(pagePath: string): Promise<RenderedContent | null> {
    try {
      return await this.renderNow(pagePath);
    } catch (error) {
      this.logger.error(`Không dựng được HTML của ${pagePath}: ${String(error)}`);
      return null;
    }
  }

  private async renderNow(pagePath: string): Promise<RenderedContent | null> {
    if (this.renderer === undefined) this.renderer = this.loadRenderer();
    const renderer = this.renderer;
    if (!renderer) return null;
    const page = await renderer.renderPage(pagePath, (request) => this.answer(request));
    if (!page) return null;
    const head = page.html.match(LEADING_LINKS)?.[0] ?? '';
    return { head, body: page.html.slice(head.length), data: page.data, dataElementId: renderer.SERVER_DATA_ELEMENT_ID };
  }

  private loadRenderer(): PageRenderer | null {
    const file = path.join(this.config.pwaDist, '..', 'dist-server', 'entry-server.cjs');
    try {
      return createRequire(__filename)(file) as PageRenderer;
    } catch (error) {
      // API-only deployments and tests without a PWA build: the shell alone, as before.
      this.logger.warn(`Không có bộ dựng trang (${file}): trang công khai hiển thị trong trình duyệt. ${String(error)}`);
      return null;
    }
  }

  /** A GET the page makes, answered by this process's own routes; the page may not change anything. */
  private async answer(request: Request): Promise<Response> {
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    const url = new URL(request.url);
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const reply = await fastify.inject({ method: 'GET', url: url.pathname + url.search, headers: { accept: 'application/json' } });
    return new Response(reply.rawPayload, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') } });
  }
}
