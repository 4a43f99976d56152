/**
 * A course's average stars from the integers kept on its row (courses.rating_sum / reviews_count),
 * with one decimal (4.75 → 4.8); null when nobody has reviewed it. Cards and pages show 0 for that.
 */
export function averageRating(ratingSum: number, reviewsCount: number): number | null {
  if (reviewsCount <= 0) return null;
  return Math.round((ratingSum / reviewsCount) * 10) / 10;
}
