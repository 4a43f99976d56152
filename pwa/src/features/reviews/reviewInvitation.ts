/**
 * When the player invites a review: at least half of the course's lectures completed (completing the
 * course is past that), no review yet, and not put off by the student ('Để sau' for this session,
 * 'Không hỏi lại' for good, per user and course on this device).
 */
export function reachedReviewMoment(completedLectures: number, totalLectures: number): boolean {
  return totalLectures > 0 && completedLectures > 0 && completedLectures * 2 >= totalLectures;
}

export type InvitationFacts = { completedLectures: number; totalLectures: number; hasReview: boolean | undefined; canReview: boolean; dismissed: boolean };

export function shouldInviteReview({ completedLectures, totalLectures, hasReview, canReview, dismissed }: InvitationFacts): boolean {
  return !dismissed && canReview && hasReview === false && reachedReviewMoment(completedLectures, totalLectures);
}

export type InvitationDismissal = 'later' | 'never';

const storageKey = (userId: string, courseId: string) => `hvm-review-invite:${userId}:${courseId}`;

/** Storage can be missing or refuse (private mode, quota): the invitation then simply shows again. */
function storage(kind: InvitationDismissal): Storage | null {
  try {
    return kind === 'never' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function isInvitationDismissed(userId: string, courseId: string): boolean {
  const key = storageKey(userId, courseId);
  try {
    return storage('never')?.getItem(key) === 'never' || storage('later')?.getItem(key) === 'later';
  } catch {
    return false;
  }
}

export function dismissInvitation(userId: string, courseId: string, how: InvitationDismissal): void {
  try {
    storage(how)?.setItem(storageKey(userId, courseId), how);
  } catch {
    // Not remembered: this screen still hides it.
  }
}
