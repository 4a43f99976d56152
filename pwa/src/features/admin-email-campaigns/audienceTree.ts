// The audience builder's model: the rule tree the API takes ({ all: [...] } / { any: [...] } of rules
// { field, op, value?, courseId? }, see backend/src/marketing/audience/audience-rules.ts) and the draft
// the builder edits (every node with an id, every value still text), with the pure edits between them.
import type { ApiBody, ApiResponse } from '../../api/types';

/** What an operator compares against, so the builder shows the right input; `none` takes no value. */
export type AudienceValueKind = 'role' | 'days' | 'date' | 'boolean' | 'course' | 'category' | 'percent' | 'vnd' | 'level' | 'none';

export type AudienceOpInfo = {
  op: string;
  label: string;
  value: AudienceValueKind;
  min?: number;
  max?: number;
  choices?: { value: string; label: string }[];
};

/**
 * One entry of GET /admin/audience/fields. The generated type leaves each entry a record (the backend's
 * AudienceFieldInfo is not in its OpenAPI document); this is its shape, checked to be one of those records.
 */
export type AudienceFieldInfo = ApiResponse<'/api/admin/audience/fields', 'get'>['fields'][number] & {
  field: string;
  label: string;
  needsCourse: boolean;
  ops: AudienceOpInfo[];
};

/** The rule tree the API takes, as generated from the backend's schema: always a group at the top. */
export type AudienceRules = ApiBody<'/api/admin/audience/count', 'post'>['rules'];

// The builder's own view of that tree, recursive where the generated one spells out each level.
type AudienceRule = { field: string; op: string; value?: string | number | boolean; courseId?: string };
type AudienceGroup = { all: AudienceNode[] } | { any: AudienceNode[] };
type AudienceNode = AudienceGroup | AudienceRule;

// The API's limits (audience-rules.ts), which its OpenAPI document does not carry: checked there too; the
// builder only stops offering what would break them.
export const MAX_GROUP_DEPTH = 4;
export const MAX_RULES = 40;
export const MAX_GROUP_CHILDREN = 20;

export type GroupMode = 'all' | 'any';
export type DraftRule = { id: string; type: 'rule'; field: string; op: string; value: string; courseId: string };
export type DraftGroup = { id: string; type: 'group'; mode: GroupMode; children: DraftNode[] };
export type DraftNode = DraftRule | DraftGroup;

let lastId = 0;
const newId = () => `node-${++lastId}`;

export const emptyTree = (): DraftGroup => ({ id: newId(), type: 'group', mode: 'all', children: [] });

export function fieldInfo(fields: readonly AudienceFieldInfo[], field: string): AudienceFieldInfo | undefined {
  return fields.find((info) => info.field === field);
}

export function opInfo(fields: readonly AudienceFieldInfo[], field: string, op: string): AudienceOpInfo | undefined {
  return fieldInfo(fields, field)?.ops.find((info) => info.op === op);
}

/** The value a new rule starts with: the first choice, 'true', or nothing to fill yet. */
function defaultValue(op: AudienceOpInfo | undefined): string {
  if (op?.value === 'role') return op.choices?.[0]?.value ?? '';
  if (op?.value === 'boolean') return 'true';
  return '';
}

/** A rule on `field` (the first field by default) with its first operator. */
export function newRule(fields: readonly AudienceFieldInfo[], field = fields[0]?.field ?? ''): DraftRule {
  const op = fieldInfo(fields, field)?.ops[0];
  return { id: newId(), type: 'rule', field, op: op?.op ?? '', value: defaultValue(op), courseId: '' };
}

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input);

function draftOf(node: unknown): DraftNode {
  if (isObject(node) && (Array.isArray(node.all) || Array.isArray(node.any))) {
    const mode: GroupMode = Array.isArray(node.all) ? 'all' : 'any';
    return { id: newId(), type: 'group', mode, children: (node[mode] as unknown[]).map(draftOf) };
  }
  const rule = isObject(node) ? node : {};
  return {
    id: newId(),
    type: 'rule',
    field: String(rule.field ?? ''),
    op: String(rule.op ?? ''),
    value: rule.value === undefined || rule.value === null ? '' : String(rule.value),
    courseId: typeof rule.courseId === 'string' ? rule.courseId : '',
  };
}

/** The draft of a saved audience; none (null) is an empty group: everyone in the scenario. */
export function fromRules(rules: Record<string, unknown> | null | undefined): DraftGroup {
  if (!rules) return emptyTree();
  const draft = draftOf(rules);
  return draft.type === 'group' ? draft : { ...emptyTree(), children: [draft] };
}

/** `tree` with the group `groupId` replaced by `change(group)`. */
function mapGroup(tree: DraftGroup, groupId: string, change: (group: DraftGroup) => DraftGroup): DraftGroup {
  if (tree.id === groupId) return change(tree);
  return { ...tree, children: tree.children.map((child) => (child.type === 'group' ? mapGroup(child, groupId, change) : child)) };
}

export function addRule(tree: DraftGroup, groupId: string, rule: DraftRule): DraftGroup {
  return mapGroup(tree, groupId, (group) => ({ ...group, children: [...group.children, rule] }));
}

/** A nested group starting with `rule` (an empty group is refused by the API); it takes the other mode than its parent. */
export function addGroup(tree: DraftGroup, parentId: string, rule: DraftRule): DraftGroup {
  return mapGroup(tree, parentId, (parent) => ({
    ...parent,
    children: [...parent.children, { id: newId(), type: 'group', mode: parent.mode === 'all' ? 'any' : 'all', children: [rule] }],
  }));
}

export function setMode(tree: DraftGroup, groupId: string, mode: GroupMode): DraftGroup {
  return mapGroup(tree, groupId, (group) => ({ ...group, mode }));
}

/** `tree` without the node `id`; a nested group left empty goes with it (the top group may be empty). */
export function removeNode(tree: DraftGroup, id: string): DraftGroup {
  const prune = (group: DraftGroup): DraftGroup => ({
    ...group,
    children: group.children
      .filter((child) => child.id !== id)
      .map((child) => (child.type === 'group' ? prune(child) : child))
      .filter((child) => child.type === 'rule' || child.children.length > 0),
  });
  return prune(tree);
}

function mapRule(tree: DraftGroup, id: string, change: (rule: DraftRule) => DraftRule): DraftGroup {
  return {
    ...tree,
    children: tree.children.map((child) => {
      if (child.type === 'group') return mapRule(child, id, change);
      return child.id === id ? change(child) : child;
    }),
  };
}

/** Another field: its first operator, that operator's default value, no course. */
export function changeField(tree: DraftGroup, id: string, field: string, fields: readonly AudienceFieldInfo[]): DraftGroup {
  return mapRule(tree, id, (rule) => ({ ...newRule(fields, field), id: rule.id }));
}

/** Another operator: the value stays when it compares against the same kind of thing. */
export function changeOp(tree: DraftGroup, id: string, op: string, fields: readonly AudienceFieldInfo[]): DraftGroup {
  return mapRule(tree, id, (rule) => {
    const before = opInfo(fields, rule.field, rule.op);
    const after = opInfo(fields, rule.field, op);
    return { ...rule, op, value: before?.value === after?.value ? rule.value : defaultValue(after) };
  });
}

export function updateRule(tree: DraftGroup, id: string, change: Partial<Pick<DraftRule, 'value' | 'courseId'>>): DraftGroup {
  return mapRule(tree, id, (rule) => ({ ...rule, ...change }));
}

export function countRules(node: DraftNode): number {
  return node.type === 'rule' ? 1 : node.children.reduce((sum, child) => sum + countRules(child), 0);
}

const NUMERIC_KINDS: readonly AudienceValueKind[] = ['days', 'percent', 'vnd', 'level'];

const MISSING_VALUE: Partial<Record<AudienceValueKind, string>> = {
  course: 'Hãy chọn khóa học cho điều kiện',
  category: 'Hãy chọn danh mục cho điều kiện',
  date: 'Hãy chọn ngày cho điều kiện',
};

type Conversion = { rules: AudienceRules | null; problem: string | null };

/**
 * The rules to send: numbers as numbers, booleans as booleans, no value for operators that take none; null
 * when the top group is empty (everyone). `problem` names the first rule still missing its value or course:
 * the draft is not sent then. Values out of range are left to the API, whose message is shown as it is.
 */
export function toRules(tree: DraftGroup, fields: readonly AudienceFieldInfo[]): Conversion {
  let problem: string | null = null;
  const convertGroup = (group: DraftGroup): AudienceGroup => {
    const children = group.children.map(convert);
    return group.mode === 'all' ? { all: children } : { any: children };
  };
  const convert = (node: DraftNode): AudienceNode => {
    if (node.type === 'group') return convertGroup(node);
    const field = fieldInfo(fields, node.field);
    const op = opInfo(fields, node.field, node.op);
    const label = field?.label ?? node.field;
    const rule: AudienceRule = { field: node.field, op: node.op };
    if (field?.needsCourse) {
      if (!node.courseId) problem ??= `Hãy chọn khóa học cho điều kiện "${label}".`;
      rule.courseId = node.courseId;
    }
    const kind = op?.value ?? 'none';
    if (kind === 'none') return rule;
    const text = node.value.trim();
    if (!text) {
      problem ??= `${MISSING_VALUE[kind] ?? 'Hãy nhập giá trị cho điều kiện'} "${label}".`;
      return rule;
    }
    if (NUMERIC_KINDS.includes(kind)) rule.value = Number(text);
    else if (kind === 'boolean') rule.value = text === 'true';
    else rule.value = text;
    return rule;
  };
  if (tree.children.length === 0) return { rules: null, problem: null };
  const rules: AudienceRules = convertGroup(tree);
  return { rules, problem };
}

/** One line for a campaign's audience in the scenario list. */
export function audienceSummary(audience: Record<string, unknown> | null | undefined): string {
  const tree = fromRules(audience);
  const rules = countRules(tree);
  if (rules === 0) return 'Mọi người trong kịch bản';
  const nested = tree.children.some((child) => child.type === 'group') ? ' (có nhóm con)' : '';
  if (tree.children.length === 1 && !nested) return '1 điều kiện';
  return `${tree.mode === 'all' ? `Thỏa cả ${rules} điều kiện` : `Thỏa một trong ${rules} điều kiện`}${nested}`;
}
