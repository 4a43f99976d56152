import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { tap } from 'rxjs';
import { SharedAnswerCache } from '../common/cache/shared-answer-cache';
import { ClusterBus } from '../common/cluster/cluster-bus';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** What names a cached answer: an affiliate's dashboard or info, the admin's list, overview or report. */
export const affiliateFigureKeys = {
  dashboard: (userId: string) => `dashboard:${userId}`,
  info: (userId: string) => `info:${userId}`,
  adminList: (query: { page: number; limit: number; search?: string }) => `admin-list:${query.page}:${query.limit}:${query.search ?? ''}`,
  overview: () => 'overview',
  report: (months: number) => `report:${months}`,
};

/**
 * The affiliate figures that are polled (each affiliate's dashboard and info; the admin's affiliate list,
 * overview and monthly report), kept AFFILIATE_FIGURES_CACHE_SECONDS (5 s). At a launch, affiliates
 * refresh their dashboards every few seconds while clicks and sales arrive many times a second:
 * - a conversion, its review, the approval job or a refund forgets the dashboard and info of the
 *   affiliates it credits (forgetAffiliates, from the transaction that writes it);
 * - clicks, and the admin's figures, which every sale moves, show within the TTL;
 * - what a user does on the affiliate pages (joining, a payout account, the admin's settings, reviews
 *   and payouts) clears everything at once (ClearsAffiliateFigures on those routes).
 * Every process hears of it through the bus.
 */
@Injectable()
export class AffiliateFiguresCache extends SharedAnswerCache {
  constructor(@Inject(APP_CONFIG) config: AppConfig, bus: ClusterBus) {
    super(bus, 'affiliate-figures-changed', config.affiliateFiguresCacheSeconds);
  }

  /**
   * From inside the transaction that changes their conversions: a dashboard read between this and its
   * commit can keep the old figures until the TTL passes, never longer.
   */
  forgetAffiliates(userIds: Iterable<string>): void {
    this.forget([...new Set(userIds)].flatMap((id) => [affiliateFigureKeys.dashboard(id), affiliateFigureKeys.info(id)]));
  }
}

/** On a route whose write changes affiliate figures: clears them once the handler has answered (its transaction committed). */
@Injectable()
export class ClearsAffiliateFigures implements NestInterceptor {
  constructor(private readonly figures: AffiliateFiguresCache) {}

  intercept(_context: ExecutionContext, next: CallHandler) {
    return next.handle().pipe(tap(() => this.figures.clear()));
  }
}
