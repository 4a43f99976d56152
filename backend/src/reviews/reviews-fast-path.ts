import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendPrebuiltJson } from '../common/http/compression';
import { checkedJson, declaredSchema } from '../common/http/response-schema.interceptor';
import { CatalogueCache } from '../courses';
import { reviewsCacheKey } from './review-lists.service';
import { PublicReviewsQueryDto } from './reviews.dto';
import { ReviewsController } from './reviews.controller';

const ROUTE = '/api/courses/:courseId/reviews';
const MAX_URLS = 1000;

/** A cached answer as it goes on the wire; null: not to be sent this way. */
type Prebuilt = { json: Buffer; gzip?: Buffer } | null;

/**
 * A visitor's GET of a course's reviews is answered from CatalogueCache before Nest's pipeline, as
 * the course page is (courses/catalogue-fast-path.ts): the bytes are built once per cached page,
 * checked against the route's response schema. The route itself answers everything else: the load
 * that fills the cache, a signed-in viewer (votedHelpful, mine), a query it would refuse.
 */
@Injectable()
export class ReviewsFastPath implements OnModuleInit {
  private readonly schema = declaredSchema(ReviewsController.prototype.list);
  /** URLs seen → their cache key (null: a query the pipe refuses). */
  private readonly keys = new Map<string, string | null>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: CatalogueCache,
  ) {}

  onModuleInit(): void {
    // Scripts (the seed) run the modules without an HTTP server.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onRequest', (request, reply, done) => {
      const answer = this.cachedAnswer(request);
      if (!answer || !sendPrebuiltJson(request, reply, answer)) return done();
    });
  }

  private cachedAnswer(request: FastifyRequest): Prebuilt | undefined {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || request.routeOptions.url !== ROUTE || !this.schema) return undefined;
    const key = this.keyOf(request);
    if (key === null) return undefined;
    return this.cache.prebuilt<Prebuilt>(key, (value) => {
      const json = typeof value === 'object' && value !== null ? checkedJson(this.schema!, value) : null;
      return json === null ? null : { json: Buffer.from(json) };
    });
  }

  private keyOf(request: FastifyRequest): string | null {
    let key = this.keys.get(request.url);
    if (key === undefined) {
      const query = PublicReviewsQueryDto.schema.safeParse(request.query);
      key = query.success ? reviewsCacheKey((request.params as { courseId: string }).courseId, query.data) : null;
      if (this.keys.size >= MAX_URLS) this.keys.clear();
      this.keys.set(request.url, key);
    }
    return key;
  }
}
