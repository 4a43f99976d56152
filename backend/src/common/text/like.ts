/** LIKE pattern for "contains", with the wildcard characters of the search text taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
