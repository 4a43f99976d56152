/** The folder above `prefix` ('public/courses/' → 'public/', 'public/' → ''): going up trims the last segment. */
export function parentPrefix(prefix: string): string {
  const segments = prefix.split('/').filter(Boolean);
  segments.pop();
  return segments.length ? `${segments.join('/')}/` : '';
}

/** The last segment of a path, what the browser shows as the name ('public/courses/a.webp' → 'a.webp'). */
export function baseName(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? path;
}

/** Breadcrumbs of a prefix: each with the prefix it opens. */
export function breadcrumbsOf(prefix: string): { name: string; prefix: string }[] {
  const segments = prefix.split('/').filter(Boolean);
  return segments.map((name, index) => ({ name, prefix: `${segments.slice(0, index + 1).join('/')}/` }));
}
