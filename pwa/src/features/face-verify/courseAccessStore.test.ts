// @vitest-environment jsdom
// jsdom: the test makes Storage.prototype.setItem throw, which happy-dom's storage does not go through.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCourseAccess, readCourseAccess, saveCourseAccess } from './courseAccessStore';

const access = { token: 'u1.c1.1999999999.sig', expiresAt: '2033-05-18T03:33:19.000Z' };

afterEach(() => sessionStorage.clear());

describe('courseAccessStore', () => {
  it('keeps the token per user and course under course-access:<userId>:<courseId>', () => {
    saveCourseAccess('u1', 'c1', access);
    expect(JSON.parse(sessionStorage.getItem('course-access:u1:c1')!)).toEqual(access);
    expect(readCourseAccess('u1', 'c1')).toEqual(access);
    expect(readCourseAccess('u2', 'c1')).toBeNull();
    expect(readCourseAccess('u1', 'c2')).toBeNull();
  });

  it('forgets the token of one course only', () => {
    saveCourseAccess('u1', 'c1', access);
    saveCourseAccess('u1', 'c2', { ...access, token: 'other' });
    clearCourseAccess('u1', 'c1');
    expect(readCourseAccess('u1', 'c1')).toBeNull();
    expect(readCourseAccess('u1', 'c2')?.token).toBe('other');
  });

  it('reads unreadable or incomplete entries as no token', () => {
    sessionStorage.setItem('course-access:u1:c1', '{không phải json');
    expect(readCourseAccess('u1', 'c1')).toBeNull();
    sessionStorage.setItem('course-access:u1:c1', JSON.stringify({ token: 'x' }));
    expect(readCourseAccess('u1', 'c1')).toBeNull();
  });

  it('does not throw when the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => saveCourseAccess('u1', 'c1', access)).not.toThrow();
    expect(readCourseAccess('u1', 'c1')).toBeNull();
  });
});
