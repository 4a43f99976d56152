// mysql://user:password@host:port/database → options of the `mariadb` driver.
export function connectionOptions(databaseUrl, extra = {}) {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)) || undefined,
    ...extra,
  };
}
