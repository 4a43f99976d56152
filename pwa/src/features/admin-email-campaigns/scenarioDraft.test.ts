import { describe, expect, it } from 'vitest';
import { launch, scenario, welcome } from './components/testData';
import { percentOf, reentryExplanation, reentryText } from './labels';
import { draftFromScenario, toScenarioInput, validateScenario, withStatus } from './scenarioDraft';

describe('scenario form', () => {
  it('sends only the fields of the chosen trigger', () => {
    const draft = { ...draftFromScenario(), name: ' Nhắc học ', trigger: 'inactive' as const, inactiveDays: '14', reentry: 'after_days' as const, reentryDays: '60' };
    expect(validateScenario(draft)).toBeNull();
    expect(toScenarioInput(draft)).toEqual({
      name: 'Nhắc học',
      trigger: 'inactive',
      triggerCourseId: null,
      triggerToolId: null,
      inactiveDays: 14,
      sendAt: null,
      reentry: 'after_days',
      reentryDays: 60,
      status: 'draft',
    });
  });

  it('sends a broadcast once, at the Vietnam time entered', () => {
    const draft = { ...draftFromScenario(), name: 'Ra mắt', trigger: 'broadcast' as const, sendDate: '2026-11-25', sendTime: '20:00', reentry: 'after_days' as const };
    expect(toScenarioInput(draft)).toMatchObject({ sendAt: '2026-11-25T20:00:00+07:00', reentry: 'once', reentryDays: null });
    expect(validateScenario({ ...draft, sendDate: '' })).toBe('Hãy chọn ngày và giờ gửi.');
  });

  it('keeps a saved send time to the second when it is not changed', () => {
    const saved = { ...launch, sendAt: '2026-11-25T13:00:30.000Z' };
    const draft = draftFromScenario(saved);
    expect(draft).toMatchObject({ sendDate: '2026-11-25', sendTime: '20:00' });
    expect(toScenarioInput(draft, saved).sendAt).toBe('2026-11-25T13:00:30.000Z');
    expect(toScenarioInput({ ...draft, sendTime: '21:00' }, saved).sendAt).toBe('2026-11-25T21:00:00+07:00');
  });

  it('asks for the course or tool a scenario starts on', () => {
    const base = { ...draftFromScenario(), name: 'Sau khi mua', trigger: 'order_paid' as const };
    expect(validateScenario({ ...base, target: 'course' })).toBe('Hãy chọn khóa học.');
    expect(validateScenario({ ...base, target: 'tool' })).toBe('Hãy chọn phần mềm.');
    expect(toScenarioInput({ ...base, target: 'tool', toolId: 'tool-1', courseId: 'ignored' })).toMatchObject({ triggerToolId: 'tool-1', triggerCourseId: null });
    expect(draftFromScenario(scenario('s', { trigger: 'course_completed', triggerCourseId: 'course-fb' }))).toMatchObject({ target: 'course', courseId: 'course-fb' });
  });

  it('sends a saved scenario back with only its status changed', () => {
    expect(withStatus(launch, 'active')).toEqual({
      name: launch.name,
      trigger: 'broadcast',
      triggerCourseId: null,
      triggerToolId: null,
      inactiveDays: null,
      sendAt: '2026-11-25T13:00:00.000Z',
      reentry: 'once',
      reentryDays: null,
      status: 'active',
    });
  });
});

describe('labels', () => {
  it('words the re-entry rule and the rates', () => {
    expect(reentryText(welcome)).toBe('Được vào lại sau 30 ngày');
    expect(reentryText(launch)).toBe('Mỗi người một lần');
    expect(reentryExplanation('after_days', '30')).toBe('Người đã hoàn thành kịch bản sẽ được bắt đầu lại khi sự kiện xảy ra lần nữa, sau ít nhất 30 ngày.');
    expect(percentOf(692, 1_530)).toBe('45,2%');
    expect(percentOf(0, 0)).toBe('—');
  });
});
