import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addRule,
  audienceSummary,
  changeField,
  changeOp,
  countRules,
  emptyTree,
  fromRules,
  newRule,
  removeNode,
  setMode,
  toRules,
  updateRule,
  type DraftGroup,
  type DraftRule,
} from './audienceTree';
import { AUDIENCE_FIELDS as FIELDS } from './components/testData';

const ruleOn = (field: string, op: string, value = ''): DraftRule => {
  const rule = newRule(FIELDS, field);
  return { ...rule, op, value };
};
const lastRule = (group: DraftGroup) => group.children.at(-1) as DraftRule;

describe('audience rule tree edits', () => {
  it('builds "bought a Facebook Ads course, active in 90 days, not a buyer of course X" from edits', () => {
    let tree = emptyTree();
    expect(toRules(tree, FIELDS)).toEqual({ rules: null, problem: null });

    tree = addRule(tree, tree.id, newRule(FIELDS));
    expect(lastRule(tree)).toMatchObject({ field: 'role', op: 'eq', value: 'student' });
    tree = changeField(tree, lastRule(tree).id, 'bought', FIELDS);
    expect(lastRule(tree)).toMatchObject({ field: 'bought', op: 'course', value: '' });
    tree = changeOp(tree, lastRule(tree).id, 'category', FIELDS);
    tree = updateRule(tree, lastRule(tree).id, { value: 'cat-fb' });

    tree = addRule(tree, tree.id, newRule(FIELDS, 'last_activity'));
    tree = updateRule(tree, lastRule(tree).id, { value: '90' });

    tree = addRule(tree, tree.id, newRule(FIELDS, 'bought'));
    tree = changeOp(tree, lastRule(tree).id, 'not_course', FIELDS);
    tree = updateRule(tree, lastRule(tree).id, { value: 'course-x' });

    expect(toRules(tree, FIELDS)).toEqual({
      rules: {
        all: [
          { field: 'bought', op: 'category', value: 'cat-fb' },
          { field: 'last_activity', op: 'within_days', value: 90 },
          { field: 'bought', op: 'not_course', value: 'course-x' },
        ],
      },
      problem: null,
    });
  });

  it('nests groups of the other mode, switches modes, and drops a nested group left empty', () => {
    // A group that is not in the tree changes nothing.
    expect(countRules(addRule(emptyTree(), 'missing', newRule(FIELDS)))).toBe(0);
    const root = emptyTree();
    let tree = addRule(root, root.id, ruleOn('email_verified', 'is', 'true'));
    tree = addGroup(tree, root.id, ruleOn('bought', 'anything'));
    const nested = tree.children[1] as DraftGroup;
    expect(nested).toMatchObject({ type: 'group', mode: 'any' });
    tree = addRule(tree, nested.id, ruleOn('wallet_balance', 'gte', '500000'));
    tree = setMode(tree, root.id, 'any');
    tree = setMode(tree, nested.id, 'all');
    expect(countRules(tree)).toBe(3);
    expect(toRules(tree, FIELDS).rules).toEqual({
      any: [
        { field: 'email_verified', op: 'is', value: true },
        {
          all: [
            { field: 'bought', op: 'anything' },
            { field: 'wallet_balance', op: 'gte', value: 500_000 },
          ],
        },
      ],
    });

    const [first, second] = (tree.children[1] as DraftGroup).children;
    tree = removeNode(tree, first.id);
    expect((tree.children[1] as DraftGroup).children).toHaveLength(1);
    tree = removeNode(tree, second.id);
    expect(tree.children).toHaveLength(1);
    tree = removeNode(tree, tree.children[0].id);
    expect(toRules(tree, FIELDS).rules).toBeNull();
  });

  it('keeps a value across operators of the same kind and resets it otherwise', () => {
    const root = emptyTree();
    let tree = addRule(root, root.id, ruleOn('registered_at', 'within_days', '30'));
    const id = lastRule(tree).id;
    tree = changeOp(tree, id, 'older_than_days', FIELDS);
    expect(lastRule(tree).value).toBe('30');
    tree = changeOp(tree, id, 'after', FIELDS);
    expect(lastRule(tree).value).toBe('');
  });

  it('names the first rule still missing its value or course instead of sending it', () => {
    const root = emptyTree();
    let tree = addRule(root, root.id, ruleOn('last_activity', 'within_days', ''));
    expect(toRules(tree, FIELDS).problem).toBe('Hãy nhập giá trị cho điều kiện "Hoạt động học gần nhất".');
    tree = updateRule(tree, lastRule(tree).id, { value: '7' });
    tree = addRule(tree, root.id, ruleOn('course_progress', 'gte', '50'));
    expect(toRules(tree, FIELDS).problem).toBe('Hãy chọn khóa học cho điều kiện "Tiến độ khóa học".');
    tree = updateRule(tree, lastRule(tree).id, { courseId: 'course-fb' });
    tree = addRule(tree, root.id, ruleOn('bought', 'category'));
    expect(toRules(tree, FIELDS).problem).toBe('Hãy chọn danh mục cho điều kiện "Mua hàng".');
    tree = updateRule(tree, lastRule(tree).id, { value: 'cat-seo' });
    expect(toRules(tree, FIELDS)).toEqual({
      rules: {
        all: [
          { field: 'last_activity', op: 'within_days', value: 7 },
          { field: 'course_progress', courseId: 'course-fb', op: 'gte', value: 50 },
          { field: 'bought', op: 'category', value: 'cat-seo' },
        ],
      },
      problem: null,
    });
  });

  it('reads saved rules back into a draft that sends the same rules', () => {
    const saved = {
      any: [
        { field: 'affiliate', op: 'is', value: false },
        {
          all: [
            { field: 'course_progress', courseId: 'course-fb', op: 'completed' },
            { field: 'registered_at', op: 'before', value: '2026-01-01' },
          ],
        },
      ],
    };
    expect(toRules(fromRules(saved), FIELDS)).toEqual({ rules: saved, problem: null });
    expect(fromRules(null).children).toEqual([]);
  });
});

describe('audienceSummary', () => {
  it('describes a campaign audience in a few words', () => {
    expect(audienceSummary(null)).toBe('Mọi người trong kịch bản');
    expect(audienceSummary({ all: [] })).toBe('Mọi người trong kịch bản');
    expect(audienceSummary({ all: [{ field: 'bought', op: 'nothing' }] })).toBe('1 điều kiện');
    expect(
      audienceSummary({
        all: [
          { field: 'bought', op: 'nothing' },
          { field: 'affiliate', op: 'is', value: true },
        ],
      }),
    ).toBe('Thỏa cả 2 điều kiện');
    expect(audienceSummary({ any: [{ field: 'bought', op: 'nothing' }, { all: [{ field: 'affiliate', op: 'is', value: true }] }] })).toBe(
      'Thỏa một trong 2 điều kiện (có nhóm con)',
    );
  });
});
