import { Controller, Get, Module } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PublicAccess } from '../src/common/access/access-tier.decorator';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

class FixtureDto extends createZodDto(z.object({ title: z.string(), lessons: z.array(z.object({ minutes: z.number().int() })) })) {}

// Deliberately broken routes, registered only in this file's app.
@PublicAccess()
@Controller('response-schema-fixture')
class FixtureController {
  @Get('correct')
  @ApiOkResponse({ type: FixtureDto })
  correct() {
    return { title: 'Khóa học', lessons: [{ minutes: 5 }] };
  }

  @Get('extra-field')
  @ApiOkResponse({ type: FixtureDto })
  extraField() {
    return { title: 'Khóa học', lessons: [{ minutes: 5, secret: 'x' }] };
  }

  @Get('missing-field')
  @ApiOkResponse({ type: FixtureDto })
  missingField() {
    return { lessons: [] };
  }

  @Get('undeclared')
  undeclared() {
    return { anything: true };
  }
}

@Module({ controllers: [FixtureController] })
class FixtureModule {}

let t: TestApp;
let client: HttpClient;
beforeAll(async () => {
  t = await startTestApp({}, [FixtureModule]);
  client = new HttpClient(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
});

const programmingError = { status: 500, body: { message: 'Đã có lỗi xảy ra, vui lòng thử lại sau.', code: 'INTERNAL_ERROR' } };

describe('responses bound to their declared schema', () => {
  it('passes a body that matches the schema through unchanged', async () => {
    expect(await client.get('/api/response-schema-fixture/correct')).toMatchObject({ status: 200, body: { title: 'Khóa học', lessons: [{ minutes: 5 }] } });
  });

  it('fails a route that returns a field its schema lacks', async () => {
    expect(await client.get('/api/response-schema-fixture/extra-field')).toMatchObject(programmingError);
  });

  it('fails a route that leaves out a required field', async () => {
    expect(await client.get('/api/response-schema-fixture/missing-field')).toMatchObject(programmingError);
  });

  it('leaves routes without a declared response type alone', async () => {
    expect(await client.get('/api/response-schema-fixture/undeclared')).toMatchObject({ status: 200, body: { anything: true } });
  });

  it('only logs extra fields in production, and sends them', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', DEV_MAILBOX: 'false' }, [FixtureModule]);
    try {
      const prod = new HttpClient(production.baseUrl);
      expect(await prod.get('/api/response-schema-fixture/extra-field')).toMatchObject({ status: 200, body: { lessons: [{ minutes: 5, secret: 'x' }] } });
      expect(await prod.get('/api/response-schema-fixture/missing-field')).toMatchObject(programmingError);
    } finally {
      await production.close();
    }
  });
});
