import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { COURSE_ACCESS_HEADER } from './course-access-tokens';

/**
 * The X-Course-Access-Token header, if any. A decorator of our own rather than @Headers(): Swagger would
 * document that as a required parameter, forcing it on every typed call (free previews need none).
 */
export const CourseAccessToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  const value = ctx.switchToHttp().getRequest<FastifyRequest>().headers[COURSE_ACCESS_HEADER];
  return typeof value === 'string' ? value : undefined;
});
