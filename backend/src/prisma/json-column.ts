/**
 * A JSON column of a raw query (JSON_OBJECT, JSON_ARRAYAGG): the MariaDB driver parses it when the
 * server marks the column as JSON, and hands over its text when it does not (a scalar subquery's,
 * on some servers); SQL NULL gives `empty`.
 */
export function jsonColumn<T>(value: unknown, empty: T): T {
  if (value === null || value === undefined) return empty;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
