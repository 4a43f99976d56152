import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who is asking, as far as a web server can tell: the IP (through TRUST_PROXY only) and a short browser hash. */
export interface ClientContext {
  ip: string;
  /** First 16 hex digits of SHA-256 of the User-Agent: tells browsers apart without keeping the header. */
  device: string;
  userAgent: string;
}

export function deviceOf(userAgent: string): string {
  return crypto.createHash('sha256').update(userAgent).digest('hex').slice(0, 16);
}

export function clientContextOf(request: FastifyRequest): ClientContext {
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500);
  return { ip: request.ip, device: deviceOf(userAgent), userAgent };
}
