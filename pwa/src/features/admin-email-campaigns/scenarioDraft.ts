import type { EditableStatus, Scenario, ScenarioInput, ScenarioTrigger } from './api/emailCampaignsApi';
import { isoToVietnam, vietnamToIso } from './vietnamTime';

/** What an order_paid or course_completed scenario starts on: any, one course, or one tool (order_paid only). */
export type TriggerTarget = 'any' | 'course' | 'tool';

/** The scenario form: numbers, date and time stay text until sent. */
export type ScenarioDraft = {
  name: string;
  trigger: ScenarioTrigger;
  target: TriggerTarget;
  courseId: string;
  toolId: string;
  inactiveDays: string;
  /** Vietnam time, as the date and time inputs hold it. */
  sendDate: string;
  sendTime: string;
  reentry: 'once' | 'after_days';
  reentryDays: string;
  status: EditableStatus;
};

export const hasTarget = (trigger: ScenarioTrigger) => trigger === 'order_paid' || trigger === 'course_completed';

export function draftFromScenario(scenario?: Scenario): ScenarioDraft {
  if (!scenario) {
    return {
      name: '',
      trigger: 'user_registered',
      target: 'any',
      courseId: '',
      toolId: '',
      inactiveDays: '7',
      sendDate: '',
      sendTime: '09:00',
      reentry: 'once',
      reentryDays: '30',
      status: 'draft',
    };
  }
  const send = isoToVietnam(scenario.sendAt);
  let target: TriggerTarget = 'any';
  if (scenario.triggerToolId) target = 'tool';
  else if (scenario.triggerCourseId) target = 'course';
  return {
    name: scenario.name,
    trigger: scenario.trigger,
    target,
    courseId: scenario.triggerCourseId ?? '',
    toolId: scenario.triggerToolId ?? '',
    inactiveDays: scenario.inactiveDays ? String(scenario.inactiveDays) : '7',
    sendDate: send.date,
    sendTime: send.time || '09:00',
    reentry: scenario.reentry,
    reentryDays: scenario.reentryDays ? String(scenario.reentryDays) : '30',
    // A finished broadcast stays finished whatever is sent (the API keeps it); 'paused' stands in for it.
    status: scenario.status === 'finished' ? 'paused' : scenario.status,
  };
}

const wholeIn = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

/** The first thing to fix before sending, or null. */
export function validateScenario(draft: ScenarioDraft): string | null {
  if (!draft.name.trim()) return 'Hãy nhập tên kịch bản.';
  if (draft.trigger === 'broadcast' && !vietnamToIso(draft.sendDate, draft.sendTime)) return 'Hãy chọn ngày và giờ gửi.';
  if (draft.trigger === 'inactive' && !wholeIn(draft.inactiveDays, 1, 365)) return 'Số ngày không học phải là số nguyên từ 1 đến 365.';
  if (hasTarget(draft.trigger) && draft.target === 'course' && !draft.courseId) return 'Hãy chọn khóa học.';
  if (draft.trigger === 'order_paid' && draft.target === 'tool' && !draft.toolId) return 'Hãy chọn phần mềm.';
  if (draft.trigger !== 'broadcast' && draft.reentry === 'after_days' && !wholeIn(draft.reentryDays, 1, 3650)) {
    return 'Số ngày trước khi được vào lại phải là số nguyên từ 1 đến 3650.';
  }
  return null;
}

/** The send time to send: the saved one, to the second, when the form shows it unchanged (a started broadcast must keep it exactly). */
function sendAtOf(draft: ScenarioDraft, saved: string | null | undefined): string | null {
  const shown = isoToVietnam(saved);
  if (saved && shown.date === draft.sendDate && shown.time === draft.sendTime) return saved;
  return vietnamToIso(draft.sendDate, draft.sendTime);
}

/** The request body: only the fields of the chosen trigger; a broadcast is always once. */
export function toScenarioInput(draft: ScenarioDraft, saved?: Scenario): ScenarioInput {
  const { trigger } = draft;
  const broadcast = trigger === 'broadcast';
  const reentry = broadcast ? 'once' : draft.reentry;
  return {
    name: draft.name.trim(),
    trigger,
    triggerCourseId: hasTarget(trigger) && draft.target === 'course' ? draft.courseId : null,
    triggerToolId: trigger === 'order_paid' && draft.target === 'tool' ? draft.toolId : null,
    inactiveDays: trigger === 'inactive' ? Number(draft.inactiveDays) : null,
    sendAt: broadcast ? sendAtOf(draft, saved?.sendAt) : null,
    reentry,
    reentryDays: reentry === 'after_days' ? Number(draft.reentryDays) : null,
    status: draft.status,
  };
}

/** A saved scenario sent back unchanged but for its status (pause, resume); a started broadcast keeps its exact sendAt. */
export function withStatus(scenario: Scenario, status: EditableStatus): ScenarioInput {
  return {
    name: scenario.name,
    trigger: scenario.trigger,
    triggerCourseId: scenario.triggerCourseId,
    triggerToolId: scenario.triggerToolId,
    inactiveDays: scenario.inactiveDays,
    sendAt: scenario.sendAt,
    reentry: scenario.reentry,
    reentryDays: scenario.reentryDays,
    status,
  };
}
