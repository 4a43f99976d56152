import fs from 'node:fs';
import path from 'node:path';
import { ArgumentsHost, Catch, ExceptionFilter, Inject, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from './app-error';
import { toErrorResponse } from './error-body';

/**
 * Not API, not an uploaded file, not a build asset: a client-side route of the PWA. A missing asset
 * (a chunk of the previous build, asked for by a page opened before a deploy) must be a real 404:
 * the shell in its place is a script with the wrong MIME type and a blank page.
 */
const SERVER_PREFIXES = ['/api/', '/uploads/', '/dev/', '/assets/'];

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  private readonly indexHtml: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.indexHtml = path.join(config.pwaDist, 'index.html');
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (this.isPwaRoute(exception, request)) {
      // History fallback: the PWA's router decides what the path shows (or sends it to /404).
      void reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(this.indexHtml));
      return;
    }
    const { status, body } = toErrorResponse(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    void reply.status(status).send(body);
  }

  private isPwaRoute(exception: unknown, request: FastifyRequest): boolean {
    return (
      exception instanceof NotFoundException &&
      !(exception instanceof AppError) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
      fs.existsSync(this.indexHtml)
    );
  }
}
