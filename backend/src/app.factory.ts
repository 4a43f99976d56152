import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { RequestMethod, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { registerCertificateRoutes } from './certificates';
import { CertificatesService } from './certificates/certificates.service';
import { answerClientError } from './common/http/client-errors';
import { InFlightRequests } from './common/lifecycle/graceful-shutdown';
import { API_COMPRESSION } from './common/http/compression';
import { inlineScriptHashes } from './common/http/inline-script-hashes';
import { registerBodyParsers } from './common/http/json-body';
import { registerMultipart } from './common/http/multipart';
import { registerRequestLog } from './common/http/request-log';
import { PUBLIC_FILE_CORP, registerSecurityHeaders } from './common/http/security-headers';
import { AppConfig } from './config/app-config';
import { buildOpenApiDocument } from './openapi';
import { registerSeoRoutes } from './seo/seo-routes';
import { afterPaintLoader } from './seo/page-meta';
import { SeoService } from './seo/seo.service';
import { LocalStorageDriver } from './storage/local-storage.driver';
import { servePublicFile } from './storage/public-files';
import { PUBLIC_UPLOADS_PREFIX, StorageService } from './storage/storage.service';

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole application (API, uploads, PWA) without listening; main.ts and the tests share it. */
export async function createApp(config: AppConfig, extraModules: Type[] = []): Promise<NestFastifyApplication> {
  // X-Forwarded-For (the client IP that rate limits count by) is believed only from TRUST_PROXY's addresses.
  const adapter = new FastifyAdapter({ bodyLimit: JSON_BODY_LIMIT, trustProxy: config.trustProxy, clientErrorHandler: answerClientError });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, extraModules), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  registerRequestLog(app.getHttpAdapter().getInstance(), config.logLevel);
  // Stopping in order (main.ts, worker.ts) needs to know when the requests in flight are done.
  app.get(InFlightRequests).attach(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api', { exclude: [{ path: 'dev/mailbox', method: RequestMethod.GET }] });

  // API JSON is compressed on the fly (cached catalogue answers ahead, see API_COMPRESSION); the
  // PWA's files are compressed once at build time and sent as they are (`preCompressed` below).
  await app.register(fastifyCompress, API_COMPRESSION);
  await app.register(fastifyCookie);
  registerBodyParsers(app);
  await registerMultipart(app, { idleTimeoutMs: config.uploadIdleTimeoutMs });
  const storage = app.get(StorageService);
  // With S3, images and video segments come straight from the bucket through signed URLs: allow its origin.
  const storeOrigin = await storage.driver.signedUrlOrigin();
  const store = storeOrigin ? [storeOrigin] : [];
  const pwaIndex = readPwaIndex(config.pwaDist);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's own inline script (the theme) and the one a server-rendered page loads the app with.
        scriptSrc: ["'self'", ...inlineScriptHashes(pwaIndex + afterPaintLoader(pwaIndex))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...store],
        mediaSrc: ["'self'", 'blob:', ...store],
        connectSrc: ["'self'", ...store],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  if (storage.driver instanceof LocalStorageDriver) {
    const uploadsRoot = storage.driver.roots.public;
    fs.mkdirSync(uploadsRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsRoot,
      prefix: `${PUBLIC_UPLOADS_PREFIX}/`,
      decorateReply: false,
      maxAge: '7d',
      setHeaders: (reply: FastifyReply) => void reply.header(...PUBLIC_FILE_CORP),
    });
  } else {
    // The bucket stays private: /uploads/<key> redirects to a short-lived signed URL of its public/ object.
    app
      .getHttpAdapter()
      .getInstance()
      .get(`${PUBLIC_UPLOADS_PREFIX}/*`, (request, reply) => servePublicFile(storage, request, reply));
  }

  registerSeoRoutes(app.getHttpAdapter().getInstance(), app.get(SeoService));
  registerCertificateRoutes(app.getHttpAdapter().getInstance(), app.get(CertificatesService), config.publicUrl);

  // Unknown non-API paths fall back to index.html in AllExceptionsFilter (the PWA's history routing).
  if (fs.existsSync(path.join(config.pwaDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.pwaDist,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      // Hashed build assets never change; the shell, manifest and service worker must revalidate.
      setHeaders: (reply: FastifyReply, filePath: string) => {
        void reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

function readPwaIndex(pwaDist: string): string {
  const file = path.join(pwaDist, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}
