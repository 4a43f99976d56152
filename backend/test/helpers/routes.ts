import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { ACCESS_TIER_KEY, AccessTier } from '../../src/common/access/access-tier.decorator';

export interface RouteInfo {
  method: string;
  path: string;
  tier: AccessTier | undefined;
  handler: string;
}

/** Every controller route of the running app, with the access tier it declares (walks Nest's metadata). */
export function routeTable(app: INestApplication): RouteInfo[] {
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  const routes: RouteInfo[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  for (const wrapper of controllers) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prefixes = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      const paths = Reflect.getMetadata(PATH_METADATA, handler);
      const method = Reflect.getMetadata(METHOD_METADATA, handler);
      if (paths === undefined || method === undefined) continue;
      const tier = reflector.getAllAndOverride<AccessTier>(ACCESS_TIER_KEY, [handler, metatype]);
      for (const prefix of prefixes) {
        for (const p of ([] as string[]).concat(paths)) {
          const joined = `/${[prefix, p].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
          const full = joined === '/dev/mailbox' ? joined : `/api${joined}`;
          routes.push({ method: RequestMethod[method], path: full, tier, handler: `${metatype.name}.${name}` });
        }
      }
    }
  }
  return routes;
}
