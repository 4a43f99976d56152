import { Injectable, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenPayload } from '../common/access/jwt.strategy';
import { cachedJson, parsedQuery, SignedInFastPath } from '../common/access/signed-in-fast-path';
import { declaredSchema } from '../common/http/response-schema.interceptor';
import { AdminAffiliatesController } from './admin-affiliates.controller';
import { AffiliateFiguresCache, affiliateFigureKeys } from './affiliate-figures-cache';
import { AffiliatesController } from './affiliates.controller';
import { AdminAffiliatesQueryDto, AffiliateReportQueryDto } from './affiliates.dto';

const DASHBOARD_ROUTE = '/api/affiliates/dashboard-info';
const INFO_ROUTE = '/api/affiliates/me/info';
const ADMIN_LIST_ROUTE = '/api/admin/affiliates/stats';
const OVERVIEW_ROUTE = '/api/admin/stats/affiliates';
const REPORT_ROUTE = '/api/admin/affiliates/report';

/**
 * The affiliate figures that are polled (an affiliate's dashboard and info; the admin's list, overview and
 * report) are answered from AffiliateFiguresCache before Nest's pipeline (SignedInFastPath), after the
 * statement that checks the viewer's session and account on every request, and the admin routes' tier.
 * A miss, an affiliate's error (not one yet: nothing is cached) and anything else go on to the route.
 */
@Injectable()
export class AffiliatesFastPath implements OnModuleInit {
  private readonly schemas = {
    dashboard: declaredSchema(AffiliatesController.prototype.dashboard),
    info: declaredSchema(AffiliatesController.prototype.info),
    adminList: declaredSchema(AdminAffiliatesController.prototype.affiliates),
    overview: declaredSchema(AdminAffiliatesController.prototype.overview),
    report: declaredSchema(AdminAffiliatesController.prototype.report),
  };
  /** URLs seen → their parsed query (null: one the pipe refuses). */
  private readonly listQueries = new Map<string, AdminAffiliatesQueryDto | null>();
  private readonly reportQueries = new Map<string, AffiliateReportQueryDto | null>();

  constructor(
    private readonly fastPath: SignedInFastPath,
    private readonly figures: AffiliateFiguresCache,
  ) {}

  onModuleInit(): void {
    this.fastPath.answerBeforeNest([DASHBOARD_ROUTE, INFO_ROUTE, ADMIN_LIST_ROUTE, OVERVIEW_ROUTE, REPORT_ROUTE], (request, claims) => this.answer(request, claims));
  }

  private async answer(request: FastifyRequest, claims: AccessTokenPayload): Promise<string | undefined> {
    const route = request.routeOptions.url;
    // The cached answer first: on a miss the route checks the viewer, and this path sends no statement.
    const cached = this.cached(request, route, claims.sub);
    if (!cached) return undefined;
    const json = cachedJson(this.figures, cached.key, cached.schema);
    if (json === undefined) return undefined;
    const viewer = await this.fastPath.viewer(claims);
    if (!viewer || (cached.adminOnly && viewer.role !== 'admin')) return undefined;
    return json;
  }

  private cached(request: FastifyRequest, route: string | undefined, userId: string) {
    if (route === DASHBOARD_ROUTE) return { key: affiliateFigureKeys.dashboard(userId), schema: this.schemas.dashboard, adminOnly: false };
    if (route === INFO_ROUTE) return { key: affiliateFigureKeys.info(userId), schema: this.schemas.info, adminOnly: false };
    if (route === OVERVIEW_ROUTE) return { key: affiliateFigureKeys.overview(), schema: this.schemas.overview, adminOnly: true };
    if (route === ADMIN_LIST_ROUTE) {
      const query = parsedQuery(this.listQueries, request, AdminAffiliatesQueryDto.schema);
      return query && { key: affiliateFigureKeys.adminList(query), schema: this.schemas.adminList, adminOnly: true };
    }
    const query = parsedQuery(this.reportQueries, request, AffiliateReportQueryDto.schema);
    return query && { key: affiliateFigureKeys.report(query.months), schema: this.schemas.report, adminOnly: true };
  }
}
