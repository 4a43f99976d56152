import { Inject, Injectable } from '@nestjs/common';
import { SharedAnswerCache } from '../common/cache/shared-answer-cache';
import { ClusterBus } from '../common/cluster/cluster-bus';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * The public catalogue answers (course lists and pages), the same for every visitor and the busiest
 * reads of the site. A course write clears them at once in every API process; anything else (a renamed
 * category or instructor) shows within CATALOGUE_CACHE_SECONDS.
 */
@Injectable()
export class CatalogueCache extends SharedAnswerCache {
  constructor(@Inject(APP_CONFIG) config: AppConfig, bus: ClusterBus) {
    super(bus, 'catalogue-changed', config.catalogueCacheSeconds);
  }
}
