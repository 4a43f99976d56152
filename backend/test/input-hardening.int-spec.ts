import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, multipartForm, uniqueToken } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient, type Json } from './helpers/http-client';
import { SEPAY_API_KEY, sepayTransfer } from './helpers/money';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let admin: HttpClient;
let instructor: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ SEPAY_API_KEY });
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  instructor = (await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' })).client;
});
afterAll(async () => {
  await t?.close();
});

/** Posts a webhook body as the exact text given (JSON.stringify writes a lone surrogate as the escape "\ud800"). */
async function deliverText(text: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${t.baseUrl}/api/payments/webhooks/sepay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Apikey ${SEPAY_API_KEY}` },
    body: text,
  });
  return { status: response.status, body: await response.json() };
}

/** `levels` objects inside one another: nested(1) is {}, nested(2) is {"a":{}}. */
function nested(levels: number): string {
  return '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
}

const rawBodyOf = async (id: number) => (await t.prisma.bankTransfer.findFirstOrThrow({ where: { providerTransactionId: String(id) } })).rawBody;

describe('bank webhooks keep the body as sent and refuse unreadable JSON with a 400', () => {
  it('stores the original bytes of the notification, spacing and escapes included', async () => {
    const transfer = sepayTransfer(120_000, 'NAPXXXXXXXX chuyen tien');
    const text = JSON.stringify(transfer, null, 2).replace('"gateway": "Vietcombank"', '"gateway": "Vietcombank \\u00e9 😀"');
    expect(await deliverText(text)).toEqual({ status: 200, body: { success: true } });
    expect(Buffer.from(await rawBodyOf(transfer.id)).toString('utf8')).toBe(text);
  });

  it('answers a lone UTF-16 surrogate in Json string field with a 400 in the error shape', async () => {
    const fields = ['gateway', 'transactionDate', 'accountNumber', 'code', 'content', 'referenceCode', 'description'] as const;
    for (const field of fields) {
      const transfer = sepayTransfer(50_000, 'NAPXXXXXXXX');
      const result = await deliverText(JSON.stringify({ ...transfer, [field]: `x\ud800y` }));
      expect(result, field).toEqual({ status: 400, body: { message: 'Dữ liệu gửi lên chứa ký tự Unicode không hợp lệ.', code: 'INVALID_UNICODE' } });
    }
    const loneLow = await deliverText(JSON.stringify({ ...sepayTransfer(50_000, 'NAPXXXXXXXX'), extra: { ['\udc00']: 1 } }));
    expect(loneLow.body.code).toBe('INVALID_UNICODE');
    // A well-formed pair written as escapes is an ordinary character.
    const paired = sepayTransfer(50_000, 'NAPXXXXXXXX');
    expect(await deliverText(JSON.stringify(paired).replace('"gateway":"Vietcombank"', '"gateway":"Vietcombank \\ud83d\\ude00"'))).toMatchObject({ status: 200 });
  });

  it('records a notification carrying 31 nested levels and refuses 40 and 5,000 with a 400', async () => {
    const transfer = sepayTransfer(70_000, 'NAPXXXXXXXX');
    const text = JSON.stringify(transfer).replace(/}$/, `,"extra":${nested(31)}}`);
    expect(await deliverText(text)).toEqual({ status: 200, body: { success: true } });
    expect(Buffer.from(await rawBodyOf(transfer.id)).toString('utf8')).toBe(text);
    for (const levels of [40, 5_000]) {
      const deep = sepayTransfer(70_000, 'NAPXXXXXXXX');
      const result = await deliverText(JSON.stringify(deep).replace(/}$/, `,"extra":${nested(levels)}}`));
      expect(result, `${levels}`).toEqual({ status: 400, body: { message: 'Dữ liệu JSON lồng nhau quá sâu.', code: 'JSON_TOO_DEEP' } });
      expect(await t.prisma.bankTransfer.count({ where: { providerTransactionId: String(deep.id) } })).toBe(0);
    }
    // The server is still answering.
    expect((await deliverText(JSON.stringify(sepayTransfer(80_000, 'NAPXXXXXXXX')))).status).toBe(200);
  });

  it('refuses deep nesting and lone surrogates on every JSON route, before the handler runs', async () => {
    expect(
      await admin.request('POST', '/api/categories', undefined, { rawBody: `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, contentType: 'application/json' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'JSON_TOO_DEEP' },
    });
    expect(await admin.request('POST', '/api/auth/login', undefined, { rawBody: '{"email":"a@b.vn","password":"\\udfff"}', contentType: 'application/json' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_UNICODE' },
    });
    // Brackets inside strings are text, not nesting.
    const name = `Danh mục ${'['.repeat(60)} ${uniqueToken()}`;
    expect(await admin.post('/api/categories', { name })).toMatchObject({ status: 201, body: { category: { name } } });
  });
});

function toolData(name: string) {
  return { name, shortDescription: 'Mô tả', description: 'Chi tiết', isActive: true, plans: [{ name: 'Gói tháng', price: 390_000, durationDays: 30, features: ['100 video'] }] };
}

describe('unique keys under concurrency answer 409 or take the next free slug', () => {
  it('creates tools with the same name at once under distinct slugs', async () => {
    const name = `Phần mềm trùng tên ${uniqueToken()}`;
    const results = await Promise.all(Array.from({ length: 4 }, () => admin.request('POST', '/api/tools', undefined, { rawBody: multipartForm(toolData(name)) })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.tool.slug)).size).toBe(4);
  });

  it('creates categories whose names share a slug at once under distinct slugs, and same names get one 409', async () => {
    const token = uniqueToken();
    const twins = await Promise.all([`Quảng cáo ${token}`, `Quảng cáo! ${token}`, `Quảng  cáo ${token}`].map((name) => admin.post('/api/categories', { name })));
    expect(twins.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(twins.map((r) => r.body.category.slug)).size).toBe(3);
    const same = await Promise.all(Array.from({ length: 3 }, () => admin.post('/api/categories', { name: `Trùng ${token}` })));
    expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(same.filter((r) => r.status === 409).every((r) => r.body.code === 'CATEGORY_NAME_TAKEN')).toBe(true);
  });

  it('creates courses with the same title at once under distinct slugs', async () => {
    const category = await createCategory(t.prisma);
    const title = `Khóa học trùng tên ${uniqueToken()}`;
    const data = { title, shortDescription: 'Ngắn', description: '', outcomes: [], requirements: [], level: 'beginner', price: 100_000, categoryId: category.id, sections: [] };
    const results = await Promise.all(Array.from({ length: 3 }, () => instructor.request('POST', '/api/courses', undefined, { rawBody: multipartForm(data) })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.course.slug)).size).toBe(3);
  });

  it('answers simultaneous duplicate discount codes, bonus codes and users with one success and 409s', async () => {
    const code = uniqueToken('MA').toUpperCase();
    const discounts = await Promise.all(Array.from({ length: 3 }, () => admin.post('/api/admin/discounts', { code, type: 'percentage', value: 10 })));
    expect(discounts.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const bonus = await Promise.all(Array.from({ length: 3 }, () => admin.post('/api/admin/bonus-codes', { code, amount: 10_000, validityDays: 30 })));
    expect(bonus.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const email = `${uniqueToken('trung')}@example.vn`;
    const users = await Promise.all(
      Array.from({ length: 3 }, () => admin.post('/api/admin/users/create', { email, password: 'MatKhau@123', name: 'Trùng', role: 'student', phoneNumber: '0912345678' })),
    );
    expect(users.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const result of [...discounts, ...bonus, ...users].filter((r) => r.status === 409)) expect(result.body).toEqual({ message: expect.any(String), code: expect.any(String) });
  });
});

describe('integer fields match their columns', () => {
  it('refuses a bonus code usage limit past the INT column with a 400', async () => {
    for (const usageLimit of [2_147_483_648, 2 ** 53 - 1]) {
      const result = await admin.post('/api/admin/bonus-codes', { code: uniqueToken('LIMIT').toUpperCase(), amount: 10_000, validityDays: 30, usageLimit });
      expect(result, String(usageLimit)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: expect.stringContaining('Giới hạn lượt nhận') } });
    }
    const largest = await admin.post('/api/admin/bonus-codes', { code: uniqueToken('LIMIT').toUpperCase(), amount: 10_000, validityDays: 30, usageLimit: 2_147_483_647 });
    expect(largest).toMatchObject({ status: 201, body: { bonusCode: { usageLimit: 2_147_483_647 } } });
  });

  it('gives every integer a request accepts an explicit maximum in the OpenAPI document', async () => {
    const doc = (await new HttpClient(t.baseUrl).get('/api/docs-json')).body;
    const unbounded: string[] = [];
    const visit = (schema: Json, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) return visit(doc.components.schemas[schema.$ref.split('/').pop()], `${where}→${schema.$ref.split('/').pop()}`);
      if (schema.type === 'integer' && !(schema.maximum < Number.MAX_SAFE_INTEGER)) unbounded.push(`${where} (maximum ${schema.maximum})`);
      for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${where}.${key}`);
      for (const child of [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(child, where);
    };
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, operation] of Object.entries<Json>(item)) {
        for (const parameter of operation.parameters ?? []) visit(parameter.schema, `${method.toUpperCase()} ${path} ?${parameter.name}`);
        for (const media of Object.values<Json>(operation.requestBody?.content ?? {})) visit(media.schema, `${method.toUpperCase()} ${path}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
