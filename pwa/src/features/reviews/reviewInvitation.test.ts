// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dismissInvitation, isInvitationDismissed, reachedReviewMoment, shouldInviteReview } from './reviewInvitation';

const facts = { completedLectures: 5, totalLectures: 10, hasReview: false, canReview: true, dismissed: false };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('review invitation timing', () => {
  it('comes at half of the lectures completed, and at completion', () => {
    expect(reachedReviewMoment(4, 10)).toBe(false);
    expect(reachedReviewMoment(5, 10)).toBe(true);
    expect(reachedReviewMoment(2, 5)).toBe(false);
    expect(reachedReviewMoment(3, 5)).toBe(true);
    expect(reachedReviewMoment(1, 1)).toBe(true);
    expect(reachedReviewMoment(10, 10)).toBe(true);
    expect(reachedReviewMoment(0, 0)).toBe(false);
    expect(reachedReviewMoment(0, 1)).toBe(false);
  });

  it('only while the student has no review (known), may write one and has not put it off', () => {
    expect(shouldInviteReview(facts)).toBe(true);
    expect(shouldInviteReview({ ...facts, completedLectures: 10 })).toBe(true);
    expect(shouldInviteReview({ ...facts, completedLectures: 4 })).toBe(false);
    expect(shouldInviteReview({ ...facts, hasReview: true })).toBe(false);
    expect(shouldInviteReview({ ...facts, hasReview: undefined })).toBe(false);
    expect(shouldInviteReview({ ...facts, canReview: false })).toBe(false);
    expect(shouldInviteReview({ ...facts, dismissed: true })).toBe(false);
  });

  it("'Không hỏi lại' stays for good (per user and course), 'Để sau' only for the session", () => {
    dismissInvitation('u1', 'c1', 'never');
    dismissInvitation('u1', 'c2', 'later');
    expect(isInvitationDismissed('u1', 'c1')).toBe(true);
    expect(isInvitationDismissed('u1', 'c2')).toBe(true);
    expect(isInvitationDismissed('u2', 'c1')).toBe(false);

    // A new session (the tab closed and opened again).
    sessionStorage.clear();
    expect(isInvitationDismissed('u1', 'c1')).toBe(true);
    expect(isInvitationDismissed('u1', 'c2')).toBe(false);
  });
});
