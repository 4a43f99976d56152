import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileAudience, MARKETING_ELIGIBLE } from './audience-compiler';
import { AUDIENCE_FIELDS, AudienceRules, audienceRulesSchema } from './audience-rules';

const COURSE = '0193a5b2-7c4e-7d10-8a55-0f0e0d0c0b0a';
const CATEGORY = '0193a5b2-7c4e-7d10-8a55-1f1e1d1c1b1a';
const NOW = new Date('2026-11-25T03:00:00Z');

const firstMessage = (input: unknown) => {
  const result = audienceRulesSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0].message;
};

/** { all: [ { all: [ ... rule ] } ] } with `groups` groups in all. */
function nested(groups: number): unknown {
  let node: unknown = { field: 'role', op: 'eq', value: 'student' };
  for (let i = 0; i < groups; i += 1) node = { all: [node] };
  return node;
}

// One rule of every field and operator, with a valid value.
const EVERY_RULE = AUDIENCE_FIELDS.flatMap(({ field, needsCourse, ops }) =>
  ops.map(({ op, value }) => {
    const sample = { role: 'admin', days: 30, date: '2026-01-31', boolean: true, course: COURSE, category: CATEGORY, percent: 50, vnd: 100_000, level: 3, none: undefined }[value];
    return { field, op, ...(sample === undefined ? {} : { value: sample }), ...(needsCourse ? { courseId: COURSE } : {}) };
  }),
);

describe('audience rules schema', () => {
  it('accepts every field and operator of the builder list, nested groups and the empty "everyone"', () => {
    expect(EVERY_RULE).toHaveLength(27);
    for (const rule of EVERY_RULE) expect(firstMessage({ all: [rule] }), JSON.stringify(rule)).toBeUndefined();
    expect(firstMessage({ all: [] })).toBeUndefined();
    expect(firstMessage({ any: [{ all: [EVERY_RULE[0], { any: [EVERY_RULE[5]] }] }, EVERY_RULE[9]] })).toBeUndefined();
    expect(firstMessage(nested(4))).toBeUndefined();
  });

  it('refuses an unknown field or an operator of another field, in Vietnamese', () => {
    expect(firstMessage({ all: [{ field: 'password_hash', op: 'eq', value: 'x' }] })).toBe('Trường "password_hash" không được hỗ trợ trong điều kiện người nhận.');
    expect(firstMessage({ all: [{ field: '__proto__', op: 'eq', value: 'x' }] })).toBe('Trường "__proto__" không được hỗ trợ trong điều kiện người nhận.');
    expect(firstMessage({ all: [{ field: 'role', op: 'gte', value: 'admin' }] })).toBe('Toán tử "gte" không dùng được với trường "role".');
    expect(firstMessage({ any: [{ all: [{ field: 'bought', op: 'toString' }] }] })).toBe('Toán tử "toString" không dùng được với trường "bought".');
    expect(firstMessage({ all: [{ field: 'role', value: 'admin' }] })).toBe('Mỗi điều kiện phải có dạng { "field", "op", "value" }.');
  });

  it('refuses a value of the wrong type or range for its operator', () => {
    const cases: [unknown, string][] = [
      [{ field: 'role', op: 'eq', value: 'root' }, 'Vai trò phải là student, instructor hoặc admin.'],
      [{ field: 'registered_at', op: 'within_days', value: '30' }, 'Số ngày phải là số nguyên từ 1 đến 3650.'],
      [{ field: 'registered_at', op: 'within_days', value: 3651 }, 'Số ngày phải là số nguyên từ 1 đến 3650.'],
      [{ field: 'registered_at', op: 'after', value: 30 }, 'Ngày phải có dạng YYYY-MM-DD.'],
      [{ field: 'registered_at', op: 'before', value: '2026-02-30' }, 'Ngày phải có dạng YYYY-MM-DD.'],
      [{ field: 'email_verified', op: 'is', value: 'true' }, 'Giá trị phải là true hoặc false.'],
      [{ field: 'bought', op: 'course', value: "x' OR 1=1 --" }, 'Mã khóa học không hợp lệ.'],
      [{ field: 'bought', op: 'category' }, 'Mã danh mục không hợp lệ.'],
      [{ field: 'bought', op: 'anything', value: true }, 'Toán tử "anything" của trường "bought" không cần giá trị.'],
      [{ field: 'course_progress', op: 'gte', value: 50 }, 'Hãy chọn khóa học (courseId) cho điều kiện tiến độ khóa học.'],
      [{ field: 'course_progress', op: 'gte', value: 101, courseId: COURSE }, 'Phần trăm phải là số nguyên từ 0 đến 100.'],
      [{ field: 'last_activity', op: 'within_days', value: 7.5 }, 'Số ngày phải là số nguyên từ 1 đến 3650.'],
      [{ field: 'last_activity', op: 'within_days', value: 7, courseId: COURSE }, 'Trường "last_activity" không dùng courseId.'],
      [{ field: 'wallet_balance', op: 'gte', value: -1 }, 'Số dư phải là số nguyên VND từ 0 đến 1.000.000.000.000.'],
      [{ field: 'affiliate_level', op: 'gte', value: 21 }, 'Cấp affiliate phải là số nguyên từ 1 đến 20.'],
      [{ field: 'unpaid_order', op: 'is', value: null }, 'Giá trị phải là true hoặc false.'],
    ];
    for (const [rule, message] of cases) expect(firstMessage({ all: [rule] }), JSON.stringify(rule)).toBe(message);
  });

  it('refuses unknown keys in a rule or a group, and malformed groups', () => {
    expect(firstMessage({ all: [{ field: 'role', op: 'eq', value: 'admin', sql: '1=1' }] })).toBe('Điều kiện không dùng khóa "sql".');
    expect(firstMessage({ all: [{ all: [{ field: 'role', op: 'eq', value: 'admin', extra: 1 }] }] })).toBe('Điều kiện không dùng khóa "extra".');
    expect(firstMessage({ all: [], any: [] })).toBe('Mỗi nhóm điều kiện phải có đúng một khóa "all" hoặc "any".');
    expect(firstMessage({ none: [] })).toBe('Mỗi nhóm điều kiện phải có đúng một khóa "all" hoặc "any".');
    expect(firstMessage({ field: 'role', op: 'eq', value: 'admin' })).toBe('Mỗi nhóm điều kiện phải có đúng một khóa "all" hoặc "any".');
    expect(firstMessage({ all: [{ any: [] }] })).toBe('Nhóm điều kiện không được để trống.');
    expect(firstMessage({ all: 'role = admin' })).toBe('Danh sách điều kiện của nhóm phải là một mảng.');
    expect(firstMessage({ all: [42] })).toBe('Mỗi phần tử của nhóm phải là một điều kiện hoặc một nhóm điều kiện.');
    expect(firstMessage(null)).toBe('Mỗi nhóm điều kiện phải có đúng một khóa "all" hoặc "any".');
  });

  it('refuses trees nested too deep, groups too wide and more than 40 rules', () => {
    expect(firstMessage(nested(5))).toBe('Điều kiện lồng quá sâu (tối đa 4 cấp).');
    // A hostile body nested thousands of levels deep is stopped at level 5, not walked.
    expect(firstMessage(nested(5000))).toBe('Điều kiện lồng quá sâu (tối đa 4 cấp).');
    const rule = { field: 'marketing_consent', op: 'is', value: true };
    expect(firstMessage({ all: Array(21).fill(rule) })).toBe('Mỗi nhóm có tối đa 20 điều kiện.');
    expect(firstMessage({ any: [{ all: Array(20).fill(rule) }, { all: Array(20).fill(rule) }] })).toBeUndefined();
    expect(firstMessage({ any: [{ all: Array(20).fill(rule) }, { all: Array(20).fill(rule) }, rule] })).toBe('Tối đa 40 điều kiện.');
  });

  it('converts to JSON Schema as nestjs-zod does for the OpenAPI document', () => {
    for (const io of ['input', 'output'] as const) {
      const schema = JSON.stringify(z.toJSONSchema(audienceRulesSchema, { io }));
      expect(schema).toContain('"all"');
      expect(schema).toContain('"field"');
    }
  });
});

describe('audience compiler', () => {
  it('binds every value as a parameter: a hostile id never reaches the SQL text', () => {
    const hostile = "x' OR 1=1; DROP TABLE users; --";
    // Straight to the compiler, past the schema (which would refuse this id): the binding alone must hold.
    const rules = {
      any: [
        { field: 'bought', op: 'course', value: hostile },
        { field: 'bought', op: 'not_category', value: `${hostile}2` },
        { field: 'course_progress', op: 'gte', value: 40, courseId: `${hostile}3` },
        { field: 'role', op: 'neq', value: `${hostile}4` },
        { all: [{ field: 'wallet_balance', op: 'gte', value: 123_456_789 }] },
      ],
    } as unknown as AudienceRules;
    const compiled = compileAudience(rules, NOW);
    for (const suffix of ['', '2', '3', '4']) expect(compiled.values).toContain(`${hostile}${suffix}`);
    expect(compiled.values).toContain(123_456_789);
    expect(compiled.sql).not.toContain('DROP');
    expect(compiled.sql).not.toContain('123456789');
    // The only quoted text is the fixed enum literals of the fragments.
    for (const literal of compiled.sql.match(/'[^']*'/g) ?? []) expect(["'paid'", "'refund_requested'", "'partially_refunded'", "'pending'", "'user_main'"]).toContain(literal);
  });

  it('compiles every field and operator to placeholders only, dates as instants', () => {
    const rules = audienceRulesSchema.parse({ any: [{ all: EVERY_RULE.slice(0, 14) }, { all: EVERY_RULE.slice(14) }] });
    const compiled = compileAudience(rules, NOW);
    expect(compiled.sql).not.toMatch(/2026|100000|0193a5b2/);
    expect(compiled.values).toEqual(expect.arrayContaining([COURSE, CATEGORY, 'admin', 100_000, 3]));
    // registered_at after 2026-01-31: from the next Vietnam day; before: up to that day's start.
    expect(compiled.values).toContainEqual(new Date('2026-01-31T17:00:00Z'));
    expect(compiled.values).toContainEqual(new Date('2026-01-30T17:00:00Z'));
    // 30 days before `now`.
    expect(compiled.values).toContainEqual(new Date('2026-10-26T03:00:00Z'));
    for (const literal of compiled.sql.match(/'[^']*'/g) ?? []) expect(["'paid'", "'refund_requested'", "'partially_refunded'", "'pending'", "'user_main'"]).toContain(literal);
  });

  it('puts conditions on the users row before subqueries and handles the empty group', () => {
    const compiled = compileAudience(
      {
        all: [
          { field: 'bought', op: 'anything' },
          { field: 'role', op: 'eq', value: 'student' },
        ],
      },
      NOW,
    );
    expect(compiled.sql.indexOf('u.role')).toBeLessThan(compiled.sql.indexOf('EXISTS'));
    expect(compileAudience({ all: [] }, NOW).sql).toBe('1 = 1');
    expect(compileAudience({ any: [] }, NOW).sql).toBe('1 = 0');
    expect(MARKETING_ELIGIBLE(NOW).sql).toContain('email_suppressions');
    expect(MARKETING_ELIGIBLE(NOW).values).toEqual([]);
  });

  it('refuses a field or operator it does not know instead of guessing', () => {
    expect(() => compileAudience({ all: [{ field: 'email', op: 'eq', value: 'a@b.vn' }] } as unknown as AudienceRules, NOW)).toThrow(/không được hỗ trợ: email eq/);
    expect(() => compileAudience({ all: [{ field: 'role', op: 'like', value: '%' }] } as unknown as AudienceRules, NOW)).toThrow(/không được hỗ trợ: role like/);
  });
});
