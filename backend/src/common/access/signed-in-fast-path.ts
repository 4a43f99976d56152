import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import type { ZodType } from 'zod';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Prisma, PrismaService } from '../../prisma/prisma.service';
import type { SharedAnswerCache } from '../cache/shared-answer-cache';
import { sendPrebuiltJson } from '../http/compression';
import { checkedJson } from '../http/response-schema.interceptor';
import { ACCESS_TOKEN_ALGORITHMS, accessTokenClaims, accessTokenKey, sessionOpen, type AccessTokenPayload } from './jwt.strategy';

const MAX_URLS = 1000;

/** The signed-in viewer as a fast path checks them: their role, with whatever else its statement read. */
export type FastPathViewer<Extra> = { id: string; role: string } & Extra;

type Answer = (request: FastifyRequest, claims: AccessTokenPayload) => Promise<string | undefined>;

/** An SQL flag as the text protocol reads it back (1, 1n or true): set or not. */
export const sqlTrue = (value: unknown) => Number(value) === 1;

/**
 * What the fast paths share, which answer a signed-in GET from a cache before Nest's pipeline (guards,
 * pipes, the response check, serialisation), which costs several times the rest of such a request:
 * the bearer token read as passport-jwt reads it, and the viewer checked in one statement as JwtStrategy
 * and the guard check them (the session still open, the account not locked), with what else the route
 * needs to know of them. Whatever a fast path does not plainly allow, and every miss, goes on to the
 * route, which answers it (a 401, a 403, a 404, the load that fills the cache).
 */
@Injectable()
export class SignedInFastPath {
  private readonly tokenKey: ReturnType<typeof accessTokenKey>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly prisma: PrismaService,
  ) {
    this.tokenKey = accessTokenKey(config);
  }

  /**
   * Lets `answer` reply to signed-in GETs of `routes` (Fastify's route patterns) with the JSON the route
   * would send, or undefined to leave the request to the route. Any failure (the database, say) leaves it too.
   */
  answerBeforeNest(routes: readonly string[], answer: Answer): void {
    // Scripts (the seed) run the modules without an HTTP server.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    const known = new Set(routes);
    fastify?.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || request.headers.authorization === undefined || !known.has(request.routeOptions.url ?? '')) return done();
      const claims = this.claims(request);
      if (!claims) return done();
      answer(request, claims).then(
        (json) => {
          if (json === undefined || !sendPrebuiltJson(request, reply, { json: Buffer.from(json) })) done();
        },
        () => done(),
      );
    });
  }

  /**
   * The token's user when their session is open and their account unlocked, else null; `columns` (over
   * `u`, the users row, and what `join` adds) are read in the same statement.
   */
  async viewer<Extra extends object = object>(
    claims: AccessTokenPayload,
    columns: Prisma.Sql = Prisma.empty,
    join: Prisma.Sql = Prisma.empty,
  ): Promise<FastPathViewer<Extra> | null> {
    // On the driver (PrismaService.sql): a quarter of the client CPU of Prisma's $queryRaw.
    const [row] = await this.prisma.sql.$queryRaw<(FastPathViewer<Extra> & { isDisabled: unknown; sessionOpen: unknown })[]>`
      SELECT u.id, u.role, u.is_disabled AS isDisabled, ${sessionOpen(Prisma.raw('u.id'), claims.sid)} AS sessionOpen ${columns}
        FROM users u ${join}
       WHERE u.id = ${claims.sub}`;
    return row && sqlTrue(row.sessionOpen) && !sqlTrue(row.isDisabled) ? row : null;
  }

  /** The bearer token's claims when passport-jwt would accept it. */
  private claims(request: FastifyRequest): AccessTokenPayload | null {
    const match = /^bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) return null;
    try {
      return accessTokenClaims(jwt.verify(match[1], this.tokenKey, { algorithms: ACCESS_TOKEN_ALGORITHMS }));
    } catch {
      return null;
    }
  }
}

/**
 * `request`'s query as the route's pipe parses it (null: one it refuses), remembered per URL in `seen`:
 * parsing costs as much as the rest of a fast answer.
 */
export function parsedQuery<T>(seen: Map<string, T | null>, request: FastifyRequest, schema: ZodType<T>): T | null {
  let query = seen.get(request.url);
  if (query === undefined) {
    const result = schema.safeParse(request.query);
    query = result.success ? result.data : null;
    if (seen.size >= MAX_URLS) seen.clear();
    seen.set(request.url, query);
  }
  return query;
}

/** The cached answer under `key` as JSON that passed `schema` (built once with the value), or undefined. */
export function cachedJson(cache: SharedAnswerCache, key: string, schema: ZodType | null): string | undefined {
  return cache.prebuilt(key, (value) => (schema && typeof value === 'object' && value !== null ? checkedJson(schema, value) : null)) ?? undefined;
}
