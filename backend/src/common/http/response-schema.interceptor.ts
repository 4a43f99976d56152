import { CallHandler, ExecutionContext, HttpStatus, Inject, Injectable, Logger, NestInterceptor, StreamableFile } from '@nestjs/common';
import { HTTP_CODE_METADATA, REDIRECT_METADATA, SSE_METADATA } from '@nestjs/common/constants';
import { Readable } from 'node:stream';
import { map, Observable } from 'rxjs';
import type { ZodType } from 'zod';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CommonErrors } from '../errors/app-error';

interface DeclaredResponse {
  type?: unknown;
  isArray?: boolean;
}

/**
 * Holds every JSON answer to the zod DTO its route declares (@ApiOkResponse / @ApiCreatedResponse), the
 * schema the PWA's typed client is generated from. A body that breaks the schema is a 500 everywhere; a
 * field the schema lacks fails outside production and is only logged in production, where the PWA
 * must never lose a field. The original body is always sent, never the parsed one.
 */
@Injectable()
export class ResponseSchemaInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ResponseSchema');
  private readonly strict: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.strict = config.nodeEnv !== 'production';
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const schema = context.getType() === 'http' ? declaredSchema(context.getHandler()) : null;
    if (!schema) return next.handle();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    return next.handle().pipe(map((body: unknown) => this.check(route, schema, body)));
  }

  private check(route: string, schema: ZodType, body: unknown): unknown {
    if (body === undefined || body instanceof StreamableFile || body instanceof Readable || Buffer.isBuffer(body)) return body;
    if (typeof body === 'object' && body !== null && cleanAnswers.get(body) === schema) return body;
    const { refused, extra } = problemsOf(schema, JSON.stringify(body));
    if (refused) {
      this.logger.error(`${route} answered a body its response schema refuses: ${JSON.stringify(refused)}`);
      throw CommonErrors.raise('INTERNAL_ERROR');
    }
    if (extra.length > 0) {
      this.logger.error(`${route} answered fields its response schema lacks: ${extra.join(', ')}`);
      if (this.strict) throw CommonErrors.raise('INTERNAL_ERROR');
    }
    return body;
  }
}

const schemas = new WeakMap<object, ZodType | null>();

/** The zod schema of a handler's 200 (or 201) answer, as @ApiOkResponse / @ApiCreatedResponse declare it (null: none to hold), one object per handler. */
export function declaredSchema(handler: object): ZodType | null {
  if (!schemas.has(handler)) schemas.set(handler, readDeclaredSchema(handler));
  return schemas.get(handler) ?? null;
}

function readDeclaredSchema(handler: object): ZodType | null {
  if (Reflect.getMetadata(SSE_METADATA, handler) || Reflect.getMetadata(REDIRECT_METADATA, handler)) return null;
  if (Reflect.getMetadata(HTTP_CODE_METADATA, handler) === HttpStatus.NO_CONTENT) return null;
  const responses = (Reflect.getMetadata('swagger/apiResponse', handler) ?? {}) as Record<string, DeclaredResponse>;
  const declared = responses['200'] ?? responses['201'];
  const schema = (declared?.type as { schema?: ZodType } | undefined)?.schema;
  if (!schema || typeof (schema as { safeParse?: unknown }).safeParse !== 'function') return null;
  return declared?.isArray ? (schema.array() as ZodType) : schema;
}

/** Answers (held by a cache, never changed once built) that `checkedJson` found clean, with the schema they passed. */
const cleanAnswers = new WeakMap<object, ZodType>();

/**
 * The JSON text of `body` when it holds to `schema` with no field the schema lacks, else null (the
 * interceptor then refuses or logs it on each answer). For answers built once and sent many times:
 * the same object reaching the interceptor later is not checked again, so it must never change.
 */
export function checkedJson(schema: ZodType, body: object): string | null {
  const json = JSON.stringify(body);
  const { refused, extra } = problemsOf(schema, json);
  if (refused || extra.length > 0) return null;
  cleanAnswers.set(body, schema);
  return json;
}

/** What the client will see (`json`: JSON drops undefined and turns dates into strings) against the schema. */
function problemsOf(schema: ZodType, json: string | undefined): { refused?: unknown; extra: string[] } {
  const sent: unknown = JSON.parse(json ?? 'null');
  const parsed = schema.safeParse(sent);
  if (!parsed.success) return { refused: parsed.error.issues, extra: [] };
  return { extra: extraFields(sent, parsed.data) };
}

/** Paths present in the body but gone from the parsed value (zod objects strip unknown keys). */
function extraFields(sent: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, index) => extraFields(item, parsed[index], `${path}[${index}]`));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) => (key in parsed ? extraFields(sent[key], parsed[key], `${path}.${key}`) : [`${path}.${key}`]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
