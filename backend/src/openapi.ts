import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { errorCatalogues } from './common/errors/app-error';
import { PUBLISHED_ORDER_STATUS_SETS } from './orders';

type SchemaObject = NonNullable<OpenAPIObject['components']>['schemas'] extends Record<string, infer S> | undefined ? S : never;

/**
 * Publishes every module's error codes (`AuthErrorCode`, `LearningErrorCode`, ...), their union
 * `ErrorCode` and the one error body, and declares that body as every operation's default response,
 * so the PWA's generated client knows each code by name and a renamed code fails its type check.
 */
function withErrorCodes(document: OpenAPIObject): OpenAPIObject {
  const schemas: Record<string, SchemaObject> = { ...document.components?.schemas };
  const unionRefs: SchemaObject[] = [];
  for (const [moduleName, catalogue] of [...errorCatalogues].sort(([a], [b]) => a.localeCompare(b))) {
    const name = `${moduleName}ErrorCode`;
    schemas[name] = { type: 'string', enum: Object.keys(catalogue).sort(), description: `Mã lỗi của ${moduleName}.` };
    unionRefs.push({ $ref: `#/components/schemas/${name}` });
  }
  schemas.ErrorCode = { oneOf: unionRefs, description: 'Mọi mã lỗi API có thể trả về.' };
  schemas.ErrorBody = {
    type: 'object',
    required: ['message', 'code'],
    properties: { message: { type: 'string', description: 'Thông báo tiếng Việt cho người dùng.' }, code: { $ref: '#/components/schemas/ErrorCode' } },
  };
  const errorResponse = { description: 'Lỗi: { message, code }', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch]) {
      if (operation) operation.responses = { ...operation.responses, default: errorResponse };
    }
  }
  return { ...document, components: { ...document.components, schemas } };
}

/**
 * Publishes the status sets defined once beside their enum (orders/order-status.ts) as named enums, so
 * the PWA types its own copies of them against the API's (pwa/src/lib/orderStatus.ts).
 */
function withStatusSets(document: OpenAPIObject): OpenAPIObject {
  const schemas: Record<string, SchemaObject> = { ...document.components?.schemas };
  for (const [name, statuses] of Object.entries(PUBLISHED_ORDER_STATUS_SETS)) schemas[name] = { type: 'string', enum: [...statuses] };
  return { ...document, components: { ...document.components, schemas } };
}

/** The OpenAPI document of the API; the PWA's typed client is generated from it. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Học viện Marketing API')
    .setDescription(
      'API của Học viện Marketing. Lỗi luôn có dạng { message, code } với message tiếng Việt. ' +
        'Access token gửi qua header Authorization: Bearer; refresh token nằm trong cookie httpOnly hvm_refresh.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  // zod is pinned to 4.4.3 (root package.json overrides): from 4.5 bare nullable fields come out
  // as `type: array` (nestjs-zod issue #473).
  return withStatusSets(withErrorCodes(cleanupOpenApiDoc(SwaggerModule.createDocument(app, config))));
}
