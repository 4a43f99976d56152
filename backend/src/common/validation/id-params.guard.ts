import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { defineErrors } from '../errors/app-error';

export const IdParamErrors = defineErrors('IdParam', {
  INVALID_ID: [400, 'Mã định danh không hợp lệ.'],
});

// Every row id is a UUID (uuid v7 from Prisma, UUID() from MariaDB): anything else cannot exist.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_PARAM = /(^id|Id)$/;

/**
 * Global: a path parameter named `id` or `…Id` that is not a UUID is a 400 before any query runs.
 * A guard, not a pipe, so the id is judged before the body (pipes run concurrently, the body's first).
 */
@Injectable()
export class IdParamsGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const params = (context.switchToHttp().getRequest<FastifyRequest>().params ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) {
      if (ID_PARAM.test(name) && (typeof value !== 'string' || !UUID.test(value))) throw IdParamErrors.raise('INVALID_ID');
    }
    return true;
  }
}
