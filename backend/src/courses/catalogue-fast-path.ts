import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { sendPrebuiltJson } from '../common/http/compression';
import { checkedJson, declaredSchema } from '../common/http/response-schema.interceptor';
import { CatalogueCache } from './catalogue-cache';
import { catalogueKeys } from './course-catalogue.service';
import { CoursesController } from './courses.controller';
import { PublicCoursesQueryDto } from './courses.dto';

const LIST_ROUTE = '/api/courses';
const DETAIL_ROUTE = '/api/courses/:slug';
const MAX_LIST_URLS = 1000;

/** A cached catalogue answer as it goes on the wire; null: not to be sent this way. */
type Prebuilt = { json: Buffer; gzip?: Buffer } | null;

/**
 * A visitor's GET of a course list or page is answered from CatalogueCache before Nest's pipeline
 * (guards, query pipe, response check, serialisation), which costs several times what sending the
 * bytes does. The bytes are built once per cached value: checked against the route's response schema,
 * serialised, gzipped when first asked. The normal route still answers everything else, with the same
 * bytes: the load that fills the cache, a signed-in visitor (whose course page says isEnrolled), a
 * query it would refuse, an answer its check would log, compression the plugin must decide. Request
 * logs, helmet's headers and the compression plugin (it leaves encoded answers alone) see every answer.
 */
@Injectable()
export class CatalogueFastPath implements OnModuleInit {
  private readonly listSchema = declaredSchema(CoursesController.prototype.list);
  private readonly detailSchema = declaredSchema(CoursesController.prototype.detail);
  /** List URLs seen → their cache key (null: a query the pipe refuses): parsing the query cost as much as the rest. */
  private readonly listKeys = new Map<string, string | null>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: CatalogueCache,
  ) {}

  onModuleInit(): void {
    // Scripts (the seed) run the modules without an HTTP server.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    // The last onRequest hook: after the request log and the security headers, before any parsing.
    fastify?.addHook('onRequest', (request, reply, done) => {
      const answer = this.cachedAnswer(request);
      if (!answer || !sendPrebuiltJson(request, reply, answer)) return done();
    });
  }

  private cachedAnswer(request: FastifyRequest): Prebuilt | undefined {
    // Cheap tests first: this runs for every request.
    if (request.method !== 'GET' || !request.url.startsWith(LIST_ROUTE) || request.headers.authorization !== undefined) return undefined;
    const route = request.routeOptions.url;
    if (route === LIST_ROUTE) {
      const key = this.listKey(request);
      return key === null ? undefined : this.prebuilt(key, this.listSchema);
    }
    if (route === DETAIL_ROUTE) return this.prebuilt(catalogueKeys.detail((request.params as { slug: string }).slug), this.detailSchema);
    return undefined;
  }

  private listKey(request: FastifyRequest): string | null {
    let key = this.listKeys.get(request.url);
    if (key === undefined) {
      const query = PublicCoursesQueryDto.schema.safeParse(request.query);
      key = query.success ? catalogueKeys.list(query.data) : null;
      if (this.listKeys.size >= MAX_LIST_URLS) this.listKeys.clear();
      this.listKeys.set(request.url, key);
    }
    return key;
  }

  private prebuilt(key: string, schema: ZodType | null): Prebuilt | undefined {
    return this.cache.prebuilt<Prebuilt>(key, (value) => {
      const json = schema && typeof value === 'object' && value !== null ? checkedJson(schema, value) : null;
      return json === null ? null : { json: Buffer.from(json) };
    });
  }
}
