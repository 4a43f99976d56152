import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogues } from '../src/common/errors/app-error';
import { buildOpenApiDocument } from '../src/openapi';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Schema = { type?: unknown; nullable?: boolean; properties?: Record<string, Schema>; $ref?: string };

describe('OpenAPI document (source of the PWA client types)', () => {
  it('describes nullable fields as OpenAPI 3.0 nullable scalars, never as arrays', () => {
    const document = buildOpenApiDocument(t.app);
    const schemas = document.components?.schemas as Record<string, Schema>;
    expect(schemas.ProfileDto.properties?.phoneNumber).toEqual({ type: 'string', nullable: true });
    expect(schemas.ProfileDto.properties?.avatarUrl).toEqual({ type: 'string', nullable: true });
    expect(schemas.SessionResponseDto.properties?.user.properties?.phoneNumber).toEqual({ type: 'string', nullable: true });
    expect(JSON.stringify(document)).not.toContain('"null"');
  });

  it('documents the avatar upload as a multipart file field', () => {
    const document = buildOpenApiDocument(t.app);
    const body = document.paths['/api/users/profile/avatar'].post?.requestBody as { content: Record<string, { schema: Schema }> };
    expect(body.content['multipart/form-data'].schema.properties?.avatar).toMatchObject({ type: 'string', format: 'binary' });
  });

  it("publishes every module's error codes and the error body as each operation's default response", () => {
    const document = buildOpenApiDocument(t.app);
    const schemas = document.components?.schemas as Record<string, Schema & { enum?: string[]; oneOf?: Schema[] }>;
    expect(errorCatalogues.size).toBeGreaterThan(15);
    for (const [moduleName, catalogue] of errorCatalogues) {
      expect(schemas[`${moduleName}ErrorCode`]?.enum).toEqual(Object.keys(catalogue).sort());
      expect(schemas.ErrorCode.oneOf).toContainEqual({ $ref: `#/components/schemas/${moduleName}ErrorCode` });
    }
    expect(schemas.LearningErrorCode.enum).toContain('COURSE_ACCESS_INVALID');
    expect(schemas.ErrorBody.properties?.code).toEqual({ $ref: '#/components/schemas/ErrorCode' });
    const operations = Object.values(document.paths).flatMap((item) => [item.get, item.put, item.post, item.delete, item.patch].filter(Boolean));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      expect(operation!.responses.default).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
    }
  });

  it('is served at /api/docs-json', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { info: { title: string } }).info.title).toBe('Học viện Marketing API');
  });
});
