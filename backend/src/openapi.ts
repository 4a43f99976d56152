import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';

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
  return cleanupOpenApiDoc(SwaggerModule.createDocument(app, config));
}
