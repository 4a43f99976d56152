import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Store, storage } from 'nestjs-pino/storage';
import type { DestinationStream } from 'pino';
import { type Options, pinoHttp } from 'pino-http';

/** The raw request as the hook below hands it to pino-http, with Fastify's id and client address. */
type LoggedRequest = IncomingMessage & { id?: unknown; ip?: string; allLogs?: Store['logger'][] };

/**
 * The request log (pino-http) and nestjs-pino's app logger share these options. One line per request
 * (static files and health probes aside) at `level` info, saying what operators read: the request's
 * id, method, URL and client address (Fastify's, which believes X-Forwarded-For only from TRUST_PROXY),
 * the status and the response time; a 5xx line carries the error too. No headers: they hold tokens and
 * cookies, and serialising and redacting them on every request cost more than a cached catalogue answer.
 */
export function requestLogOptions(level: string): Options<LoggedRequest, ServerResponse> {
  return {
    level,
    wrapSerializers: false,
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: req.url, remoteAddress: req.ip ?? req.socket?.remoteAddress }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    // Health probes and static files would drown the log.
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') || req.url === '/api/health' },
  };
}

/**
 * Logs every request (above) from a Fastify hook, and runs the rest of it in nestjs-pino's request
 * context, so what the app logs meanwhile (a 5xx's stack, say) names the request. LoggerModule's own
 * way, a Nest middleware run by @fastify/middie, did the same for about a third of a cached catalogue
 * answer's CPU time. Registered first, so the response time covers every other hook.
 */
export function registerRequestLog(fastify: FastifyInstance, level: string, destination?: DestinationStream): void {
  const log = pinoHttp(requestLogOptions(level), destination);
  fastify.addHook('onRequest', (request, reply, done) => {
    const raw: LoggedRequest = request.raw;
    raw.id = request.id;
    raw.ip = request.ip;
    log(raw, reply.raw);
    // pino-http's logger for this request, the one LoggerModule's middleware would bind.
    storage.run(new Store(raw.allLogs!.at(-1)!), done);
  });
}
