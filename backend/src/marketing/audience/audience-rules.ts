import { z } from 'zod';
import { isCalendarDay } from '../../common/time/vietnam-calendar';
import { intField } from '../../common/validation/fields';

/**
 * Audience rules of a marketing campaign: a JSON tree of groups ({ all: [...] } / { any: [...] }) and
 * rules ({ field, op, value?, courseId? }). The PWA's audience builder writes it, the API validates it
 * with `audienceRulesSchema`, and audience-compiler.ts turns it into one SQL condition over `users u`.
 * Fields and operators are a closed list: anything else is refused with a Vietnamese message.
 */

export const MAX_GROUP_DEPTH = 4;
export const MAX_RULES = 40;
export const MAX_GROUP_CHILDREN = 20;

export type AudienceRole = 'student' | 'instructor' | 'admin';

export type AudienceRule =
  | { field: 'role'; op: 'eq' | 'neq'; value: AudienceRole }
  | { field: 'registered_at'; op: 'within_days' | 'older_than_days'; value: number }
  | { field: 'registered_at'; op: 'after' | 'before'; value: string }
  | { field: 'email_verified' | 'marketing_consent' | 'affiliate' | 'unpaid_order'; op: 'is'; value: boolean }
  | { field: 'bought'; op: 'course' | 'not_course' | 'category' | 'not_category'; value: string }
  | { field: 'bought'; op: 'anything' | 'nothing' }
  | { field: 'course_progress'; courseId: string; op: 'gte' | 'lte'; value: number }
  | { field: 'course_progress'; courseId: string; op: 'completed' | 'not_started' }
  | { field: 'last_activity'; op: 'within_days' | 'not_within_days'; value: number }
  | { field: 'wallet_balance'; op: 'gte' | 'lte'; value: number }
  | { field: 'affiliate_level'; op: 'eq' | 'gte' | 'lte'; value: number };

export type AudienceGroup = { all: AudienceNode[] } | { any: AudienceNode[] };
export type AudienceNode = AudienceGroup | AudienceRule;
/** Always a group at the top; `{ all: [] }` means everyone. */
export type AudienceRules = AudienceGroup;

export type AudienceField = AudienceRule['field'];
type OpOf<F extends AudienceField> = Extract<AudienceRule, { field: F }>['op'];

/** What an operator compares against, so the builder can show the right input. `none`: no value. */
export type AudienceValueKind = 'role' | 'days' | 'date' | 'boolean' | 'course' | 'category' | 'percent' | 'vnd' | 'level' | 'none';

const DAYS_MESSAGE = 'Số ngày phải là số nguyên từ 1 đến 3650.';
const DATE_MESSAGE = 'Ngày phải có dạng YYYY-MM-DD.';
const VND_MESSAGE = 'Số dư phải là số nguyên VND từ 0 đến 1.000.000.000.000.';

// The column is a BIGINT; a threshold past a trillion VND can only be a typo.
const MAX_VND = 1_000_000_000_000;

const VALUE_SCHEMAS: Record<Exclude<AudienceValueKind, 'none'>, z.ZodType> = {
  role: z.enum(['student', 'instructor', 'admin'], { error: 'Vai trò phải là student, instructor hoặc admin.' }),
  days: intField(DAYS_MESSAGE, 1, 3650),
  date: z.string({ error: DATE_MESSAGE }).refine(isCalendarDay, DATE_MESSAGE),
  boolean: z.boolean({ error: 'Giá trị phải là true hoặc false.' }),
  // Every row id is a UUID (see common/validation/id-params.guard.ts).
  course: z.guid({ error: 'Mã khóa học không hợp lệ.' }),
  category: z.guid({ error: 'Mã danh mục không hợp lệ.' }),
  percent: intField('Phần trăm phải là số nguyên từ 0 đến 100.', 0, 100),
  vnd: z.number({ error: VND_MESSAGE }).int(VND_MESSAGE).min(0, VND_MESSAGE).max(MAX_VND, VND_MESSAGE),
  level: intField('Cấp affiliate phải là số nguyên từ 1 đến 20.', 1, 20),
};

/** Bounds and choices the builder shows next to an input of this kind. */
const VALUE_HINTS: Partial<Record<AudienceValueKind, { min?: number; max?: number; choices?: { value: string; label: string }[] }>> = {
  role: {
    choices: [
      { value: 'student', label: 'Học viên' },
      { value: 'instructor', label: 'Giảng viên' },
      { value: 'admin', label: 'Quản trị viên' },
    ],
  },
  days: { min: 1, max: 3650 },
  percent: { min: 0, max: 100 },
  vnd: { min: 0, max: MAX_VND },
  level: { min: 1, max: 20 },
};

interface OpSpec {
  label: string;
  value: AudienceValueKind;
}

interface FieldSpec<F extends AudienceField> {
  label: string;
  /** course_progress: the rule names its course in `courseId`. */
  needsCourse?: true;
  ops: Record<OpOf<F>, OpSpec>;
}

const IS = { is: { label: 'là', value: 'boolean' } } as const;

// The one table of fields and operators: validation and the builder's metadata both read it, and its
// type makes it list exactly the fields and operators of AudienceRule.
const FIELD_SPECS: { [F in AudienceField]: FieldSpec<F> } = {
  role: {
    label: 'Vai trò',
    ops: { eq: { label: 'là', value: 'role' }, neq: { label: 'không phải là', value: 'role' } },
  },
  registered_at: {
    label: 'Ngày đăng ký',
    ops: {
      within_days: { label: 'trong vòng (số ngày) gần đây', value: 'days' },
      older_than_days: { label: 'cách đây hơn (số ngày)', value: 'days' },
      after: { label: 'sau ngày', value: 'date' },
      before: { label: 'trước ngày', value: 'date' },
    },
  },
  email_verified: { label: 'Đã xác thực email', ops: IS },
  marketing_consent: { label: 'Đồng ý nhận email tiếp thị', ops: IS },
  bought: {
    label: 'Mua hàng',
    ops: {
      course: { label: 'đã mua khóa học', value: 'course' },
      not_course: { label: 'chưa mua khóa học', value: 'course' },
      category: { label: 'đã mua khóa học thuộc danh mục', value: 'category' },
      not_category: { label: 'chưa mua khóa học nào thuộc danh mục', value: 'category' },
      anything: { label: 'đã từng mua hàng', value: 'none' },
      nothing: { label: 'chưa từng mua hàng', value: 'none' },
    },
  },
  course_progress: {
    label: 'Tiến độ khóa học',
    needsCourse: true,
    ops: {
      gte: { label: 'từ (%) trở lên', value: 'percent' },
      lte: { label: 'không quá (%)', value: 'percent' },
      completed: { label: 'đã hoàn thành', value: 'none' },
      not_started: { label: 'chưa học bài nào', value: 'none' },
    },
  },
  last_activity: {
    label: 'Hoạt động học gần nhất',
    ops: {
      within_days: { label: 'trong vòng (số ngày) gần đây', value: 'days' },
      not_within_days: { label: 'không học trong (số ngày) gần đây', value: 'days' },
    },
  },
  wallet_balance: {
    label: 'Số dư ví chính',
    ops: { gte: { label: 'từ (VND) trở lên', value: 'vnd' }, lte: { label: 'không quá (VND)', value: 'vnd' } },
  },
  affiliate: { label: 'Tham gia affiliate', ops: IS },
  affiliate_level: {
    label: 'Cấp affiliate',
    ops: { eq: { label: 'bằng', value: 'level' }, gte: { label: 'từ cấp trở lên', value: 'level' }, lte: { label: 'không quá cấp', value: 'level' } },
  },
  unpaid_order: { label: 'Có đơn hàng chờ thanh toán', ops: IS },
};

export interface AudienceOpInfo {
  op: string;
  label: string;
  value: AudienceValueKind;
  min?: number;
  max?: number;
  choices?: { value: string; label: string }[];
}

export interface AudienceFieldInfo {
  field: AudienceField;
  label: string;
  needsCourse: boolean;
  ops: AudienceOpInfo[];
}

/** The fields and operators the PWA's audience builder offers (the API returns this list as it is). */
export const AUDIENCE_FIELDS: AudienceFieldInfo[] = Object.entries(FIELD_SPECS).map(([field, spec]) => ({
  field: field as AudienceField,
  label: spec.label,
  needsCourse: Boolean(spec.needsCourse),
  ops: Object.entries(spec.ops as Record<string, OpSpec>).map(([op, { label, value }]) => ({ op, label, value, ...VALUE_HINTS[value] })),
}));

// Messages echo what the client sent; a long string is cut so the message stays readable.
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function specOf(field: string): FieldSpec<AudienceField> | undefined {
  return Object.hasOwn(FIELD_SPECS, field) ? (FIELD_SPECS[field as AudienceField] as FieldSpec<AudienceField>) : undefined;
}

function opOf(spec: FieldSpec<AudienceField>, op: string): OpSpec | undefined {
  return Object.hasOwn(spec.ops, op) ? (spec.ops as Record<string, OpSpec>)[op] : undefined;
}

interface UncheckedRule {
  field: string;
  op: string;
  value?: unknown;
  courseId?: unknown;
}

/** Field, then operator, then course and value: the first message is the one the API shows. */
function checkRule(rule: UncheckedRule, ctx: z.RefinementCtx): void {
  const spec = specOf(rule.field);
  if (!spec) {
    ctx.addIssue({ code: 'custom', path: ['field'], message: `Trường "${shown(rule.field)}" không được hỗ trợ trong điều kiện người nhận.` });
    return;
  }
  const op = opOf(spec, rule.op);
  if (!op) {
    ctx.addIssue({ code: 'custom', path: ['op'], message: `Toán tử "${shown(rule.op)}" không dùng được với trường "${rule.field}".` });
    return;
  }
  if (spec.needsCourse && !VALUE_SCHEMAS.course.safeParse(rule.courseId).success) {
    ctx.addIssue({ code: 'custom', path: ['courseId'], message: 'Hãy chọn khóa học (courseId) cho điều kiện tiến độ khóa học.' });
  }
  if (!spec.needsCourse && rule.courseId !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['courseId'], message: `Trường "${rule.field}" không dùng courseId.` });
  }
  if (op.value === 'none') {
    if (rule.value !== undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: `Toán tử "${rule.op}" của trường "${rule.field}" không cần giá trị.` });
    return;
  }
  const checked = VALUE_SCHEMAS[op.value].safeParse(rule.value);
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['value'], message: checked.error.issues[0].message });
}

const RULE_SHAPE_MESSAGE = 'Mỗi điều kiện phải có dạng { "field", "op", "value" }.';
const GROUP_SHAPE_MESSAGE = 'Mỗi nhóm điều kiện phải có đúng một khóa "all" hoặc "any".';
const TOO_DEEP_MESSAGE = `Điều kiện lồng quá sâu (tối đa ${MAX_GROUP_DEPTH} cấp).`;
const NODE_SHAPE_MESSAGE = 'Mỗi phần tử của nhóm phải là một điều kiện hoặc một nhóm điều kiện.';

const ruleSchema = z
  .strictObject(
    {
      field: z.string({ error: RULE_SHAPE_MESSAGE }),
      op: z.string({ error: RULE_SHAPE_MESSAGE }),
      // Checked per operator by checkRule (its kind depends on field and op).
      value: z.unknown().optional(),
      courseId: z.unknown().optional(),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Điều kiện không dùng khóa ${issue.keys.map((key) => `"${shown(key)}"`).join(', ')}.` : RULE_SHAPE_MESSAGE),
    },
  )
  .superRefine(checkRule);

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * A group member is a rule or a group. When neither fits, zod reports both attempts: the message
 * shown is the first of the attempt the input looks like (a `field` or `op` key makes it a rule).
 */
function nodeSchema(group: z.ZodType) {
  return z.union([group, ruleSchema], {
    error: (issue) => {
      if (issue.code !== 'invalid_union' || !isObject(issue.input)) return NODE_SHAPE_MESSAGE;
      const attempt = 'field' in issue.input || 'op' in issue.input ? 1 : 0;
      return issue.errors[attempt]?.[0]?.message ?? NODE_SHAPE_MESSAGE;
    },
  });
}

// Below the deepest allowed level a group can only be refused; `abort` stops the checks of the
// levels above (the rule count) from walking it.
const tooDeepGroup = z.looseObject({}).refine(() => false, { message: TOO_DEEP_MESSAGE, abort: true });

/**
 * The group at `depth` (1 = the top). One schema per level, so a hostile body nested a thousand levels
 * deep is refused at level 5 instead of being walked.
 */
function groupSchema(depth: number): z.ZodType {
  const member = nodeSchema(depth < MAX_GROUP_DEPTH ? groupSchema(depth + 1) : tooDeepGroup);
  const members = z
    .array(member, { error: 'Danh sách điều kiện của nhóm phải là một mảng.' })
    // Only the top group may be empty: { all: [] } is "everyone".
    .min(depth === 1 ? 0 : 1, 'Nhóm điều kiện không được để trống.')
    .max(MAX_GROUP_CHILDREN, `Mỗi nhóm có tối đa ${MAX_GROUP_CHILDREN} điều kiện.`);
  return z
    .strictObject({ all: members.optional(), any: members.optional() }, { error: GROUP_SHAPE_MESSAGE })
    .refine((group) => (group.all === undefined) !== (group.any === undefined), GROUP_SHAPE_MESSAGE);
}

/** How many rules (not groups) the tree holds; a loop, not recursion, whatever the depth. */
function countRules(root: AudienceNode): number {
  let rules = 0;
  const pending: AudienceNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if ('all' in node) pending.push(...node.all);
    else if ('any' in node) pending.push(...node.any);
    else rules += 1;
  }
  return rules;
}

/** The audience rules of a campaign as the API accepts them (and the sending engine re-reads them). */
export const audienceRulesSchema = groupSchema(1).superRefine((rules, ctx) => {
  if (countRules(rules as AudienceRules) > MAX_RULES) ctx.addIssue({ code: 'custom', message: `Tối đa ${MAX_RULES} điều kiện.` });
}) as unknown as z.ZodType<AudienceRules>;

/**
 * Rules read back from a campaign row, checked again: the column holds what an older version of
 * these rules accepted, and the compiler must only ever see rules the schema accepts today.
 */
export function storedAudience(json: unknown): AudienceRules | null {
  if (json === null || json === undefined) return null;
  const parsed = audienceRulesSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Điều kiện người nhận đã lưu không còn hợp lệ: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}
