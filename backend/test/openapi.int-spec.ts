import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('is served at /api/docs-json', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { info: { title: string } }).info.title).toBe('Học viện Marketing API');
  });
});
