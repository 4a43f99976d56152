import type { Pagination } from '../../api/types';
import { formatNumber } from '../../lib/format';

/**
 * How far past the page shown the API counts a question list (LIST_COUNT_AHEAD in
 * backend/src/questions/question-lists.service.ts): a total above it is a lower bound, not a count.
 */
export const QUESTIONS_COUNTED_AHEAD = 1000;

/** The inbox's total in words: '12 câu hỏi', or 'Hơn 1.000 câu hỏi' when the API stopped counting. */
export function questionCountText({ currentPage, limit, totalItems }: Pagination): string {
  const counted = (currentPage - 1) * limit + QUESTIONS_COUNTED_AHEAD;
  return totalItems > counted ? `Hơn ${formatNumber(counted)} câu hỏi` : `${formatNumber(totalItems)} câu hỏi`;
}
