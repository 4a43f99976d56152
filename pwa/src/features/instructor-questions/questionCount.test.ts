import { describe, expect, it } from 'vitest';
import { questionCountText } from './questionCount';

describe('questionCountText', () => {
  it('says the exact total while the API counted them all', () => {
    expect(questionCountText({ currentPage: 1, limit: 10, totalItems: 12, totalPages: 2 })).toBe('12 câu hỏi');
    expect(questionCountText({ currentPage: 1, limit: 10, totalItems: 1000, totalPages: 100 })).toBe('1.000 câu hỏi');
  });

  it('says "more than" once the total passes what the API counts past the page shown', () => {
    expect(questionCountText({ currentPage: 1, limit: 10, totalItems: 1001, totalPages: 101 })).toBe('Hơn 1.000 câu hỏi');
    expect(questionCountText({ currentPage: 3, limit: 10, totalItems: 1021, totalPages: 103 })).toBe('Hơn 1.020 câu hỏi');
    expect(questionCountText({ currentPage: 3, limit: 10, totalItems: 1020, totalPages: 102 })).toBe('1.020 câu hỏi');
  });
});
