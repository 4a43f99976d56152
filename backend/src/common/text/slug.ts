/**
 * URL slugs from Vietnamese text: diacritics stripped (đ → d), lower case, words joined by '-'.
 * "Khóa học Marketing Đỉnh cao!" → "khoa-hoc-marketing-dinh-cao".
 */
export const MAX_SLUG_LENGTH = 120;

/**
 * Vietnamese text without its accents, lower case ("Đỉnh CAO" → "dinh cao"): what slugs are made of, and
 * what word searches compare (a stored folded column against the folded words, so "khoa hoc" finds "Khóa học").
 */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase();
}

export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const slug = foldVietnamese(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/**
 * The first free slug among `base`, `base-2`, `base-3`… given the slugs already taken that start
 * with `base` (the caller loads them with one prefix query). An empty base becomes `fallback`.
 */
export function pickFreeSlug(base: string, taken: Iterable<string>, fallback = 'muc'): string {
  const root = base || fallback;
  const used = new Set(taken);
  if (!used.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
