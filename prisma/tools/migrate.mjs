// Applies prisma/migrations/<timestamp>_<name>/migration.sql in order and records each one in
// Prisma's own `_prisma_migrations` table with Prisma's checksum (SHA-256 of the file), so
// `prisma migrate deploy` accepts the history wherever the native schema engine is available.
// Usage: DATABASE_URL=mysql://... node prisma/tools/migrate.mjs
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mariadb from 'mariadb';
import { connectionOptions } from './connection.mjs';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

const CREATE_HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS \`_prisma_migrations\` (
    \`id\`                    VARCHAR(36) PRIMARY KEY NOT NULL,
    \`checksum\`              VARCHAR(64) NOT NULL,
    \`finished_at\`           DATETIME(3),
    \`migration_name\`        VARCHAR(255) NOT NULL,
    \`logs\`                  TEXT,
    \`rolled_back_at\`        DATETIME(3),
    \`started_at\`            DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    \`applied_steps_count\`   INTEGER UNSIGNED NOT NULL DEFAULT 0
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;

export function listMigrations(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{14}_[a-z0-9_]+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') };
    });
}

export async function migrate(databaseUrl, { log = console.log } = {}) {
  const conn = await mariadb.createConnection(connectionOptions(databaseUrl, { multipleStatements: true }));
  try {
    await conn.query(CREATE_HISTORY_TABLE);
    const applied = new Map(
      (await conn.query('SELECT migration_name, checksum, finished_at FROM _prisma_migrations WHERE rolled_back_at IS NULL')).map((row) => [row.migration_name, row]),
    );
    let count = 0;
    for (const migration of listMigrations()) {
      const done = applied.get(migration.name);
      if (done) {
        if (!done.finished_at) throw new Error(`Migration ${migration.name} đã chạy dở lần trước; hãy sửa cơ sở dữ liệu bằng tay.`);
        if (done.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} đã bị sửa sau khi áp dụng (checksum khác). Không bao giờ sửa migration đã chạy.`);
        }
        continue;
      }
      const id = crypto.randomUUID();
      await conn.query('INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at) VALUES (?, ?, ?, NOW(3))', [id, migration.checksum, migration.name]);
      await conn.query(migration.sql);
      await conn.query('UPDATE _prisma_migrations SET finished_at = NOW(3), applied_steps_count = 1 WHERE id = ?', [id]);
      log(`Đã áp dụng migration ${migration.name}`);
      count += 1;
    }
    return count;
  } finally {
    await conn.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.DATABASE_URL) {
    console.error('Cần DATABASE_URL (mysql://user:pass@host:port/db).');
    process.exit(2);
  }
  migrate(process.env.DATABASE_URL).then(
    (n) => console.log(n ? `Xong: ${n} migration mới.` : 'Cơ sở dữ liệu đã ở phiên bản mới nhất.'),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
