// Compares the Prisma datamodel (dumped by datamodel-generator.cjs on `prisma generate`) with the
// migrated database's information_schema: tables, columns, types, nullability, enums, primary,
// unique and normal indexes, foreign keys. Exits 1 listing every difference.
// Usage: DATABASE_URL=mysql://... node prisma/tools/drift-check.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mariadb from 'mariadb';
import { connectionOptions } from './connection.mjs';

const DATAMODEL = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend', 'src', 'generated', 'datamodel.json');

// Prisma's MySQL defaults for fields without a native type attribute.
const DEFAULT_TYPES = {
  String: { type: 'varchar', length: 191 },
  Int: { type: 'int' },
  BigInt: { type: 'bigint' },
  Boolean: { type: 'tinyint' },
  DateTime: { type: 'datetime', precision: 3 },
  Float: { type: 'double' },
  Decimal: { type: 'decimal' },
  Json: { type: 'json' },
  Bytes: { type: 'longblob' },
};

function expectedColumnType(field, enums) {
  if (field.kind === 'enum') {
    const values = enums.get(field.type).values.map((v) => v.dbName ?? v.name);
    return { type: 'enum', values };
  }
  if (field.nativeType) {
    const [name, args] = field.nativeType;
    const type = name.toLowerCase();
    if (type === 'char' || type === 'varchar') return { type, length: Number(args[0]) };
    if (type === 'datetime' || type === 'timestamp') return { type, precision: args[0] === undefined ? 0 : Number(args[0]) };
    if (type === 'unsignedint') return { type: 'int', unsigned: true };
    if (type === 'unsignedbigint') return { type: 'bigint', unsigned: true };
    return { type };
  }
  return DEFAULT_TYPES[field.type];
}

function sameType(expected, column) {
  const dataType = column.DATA_TYPE.toLowerCase();
  // MariaDB stores JSON as LONGTEXT with a json_valid check.
  const actualType = expected.type === 'json' && dataType === 'longtext' ? 'json' : dataType;
  if (actualType !== expected.type) return false;
  if (expected.length !== undefined && Number(column.CHARACTER_MAXIMUM_LENGTH) !== expected.length) return false;
  if (expected.precision !== undefined && Number(column.DATETIME_PRECISION) !== expected.precision) return false;
  if (expected.unsigned !== undefined && /unsigned/.test(column.COLUMN_TYPE) !== expected.unsigned) return false;
  if (expected.values) {
    const actual = [...column.COLUMN_TYPE.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]);
    if (actual.join(',') !== expected.values.join(',')) return false;
  }
  return true;
}

function describe(expected) {
  if (expected.values) return `enum(${expected.values.join(',')})`;
  return `${expected.type}${expected.length ? `(${expected.length})` : ''}${expected.precision !== undefined ? `(${expected.precision})` : ''}`;
}

export async function driftCheck(databaseUrl, datamodel = JSON.parse(fs.readFileSync(DATAMODEL, 'utf8'))) {
  const problems = [];
  const conn = await mariadb.createConnection(connectionOptions(databaseUrl));
  try {
    const schema = (await conn.query('SELECT DATABASE() AS db'))[0].db;
    const columns = await conn.query(
      'SELECT TABLE_NAME, COLUMN_NAME, DATA_TYPE, COLUMN_TYPE, IS_NULLABLE, CHARACTER_MAXIMUM_LENGTH, DATETIME_PRECISION FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ?',
      [schema],
    );
    const statistics = await conn.query(
      'SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, COLUMN_NAME, SEQ_IN_INDEX FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX',
      [schema],
    );
    const foreignKeys = await conn.query(
      `SELECT k.TABLE_NAME, k.CONSTRAINT_NAME, k.COLUMN_NAME, k.REFERENCED_TABLE_NAME, k.REFERENCED_COLUMN_NAME, r.DELETE_RULE
         FROM information_schema.KEY_COLUMN_USAGE k
         JOIN information_schema.REFERENTIAL_CONSTRAINTS r ON r.CONSTRAINT_SCHEMA = k.TABLE_SCHEMA AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME
        WHERE k.TABLE_SCHEMA = ? AND k.REFERENCED_TABLE_NAME IS NOT NULL ORDER BY k.ORDINAL_POSITION`,
      [schema],
    );

    const enums = new Map(datamodel.enums.map((e) => [e.name, e]));
    const models = new Map(datamodel.models.map((m) => [m.name, m]));
    const tableOf = (model) => model.dbName ?? model.name;
    const columnOf = (model, fieldName) => {
      const field = model.fields.find((f) => f.name === fieldName);
      return field.dbName ?? field.name;
    };

    const dbTables = new Set(columns.map((c) => c.TABLE_NAME));
    dbTables.delete('_prisma_migrations');
    // Index signature: table + unique flag + ordered columns.
    const dbIndexes = new Map();
    for (const row of statistics) {
      const key = `${row.TABLE_NAME}.${row.INDEX_NAME}`;
      const entry = dbIndexes.get(key) ?? { table: row.TABLE_NAME, unique: Number(row.NON_UNIQUE) === 0, columns: [] };
      entry.columns.push(row.COLUMN_NAME);
      dbIndexes.set(key, entry);
    }
    const dbIndexSignatures = new Map();
    for (const [name, ix] of dbIndexes) dbIndexSignatures.set(`${ix.table}|${ix.unique}|${ix.columns.join(',')}`, name);
    const expectedIndexSignatures = new Set();

    for (const model of datamodel.models) {
      const table = tableOf(model);
      if (!dbTables.has(table)) {
        problems.push(`bảng ${table} (model ${model.name}) không có trong cơ sở dữ liệu`);
        continue;
      }
      dbTables.delete(table);
      const dbColumns = new Map(columns.filter((c) => c.TABLE_NAME === table).map((c) => [c.COLUMN_NAME, c]));
      for (const field of model.fields) {
        if (field.kind !== 'scalar' && field.kind !== 'enum') continue;
        const name = field.dbName ?? field.name;
        const column = dbColumns.get(name);
        if (!column) {
          problems.push(`${table}.${name}: thiếu cột`);
          continue;
        }
        dbColumns.delete(name);
        const expected = expectedColumnType(field, enums);
        if (!sameType(expected, column)) problems.push(`${table}.${name}: kiểu ${column.COLUMN_TYPE}, schema muốn ${describe(expected)}`);
        const nullable = column.IS_NULLABLE === 'YES';
        if (nullable === field.isRequired) problems.push(`${table}.${name}: ${nullable ? 'cho phép' : 'không cho phép'} NULL, schema nói ngược lại`);
      }
      for (const extra of dbColumns.keys()) problems.push(`${table}.${extra}: cột thừa, không có trong schema`);

      // Foreign keys of relation fields that hold the foreign key.
      for (const field of model.fields) {
        if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
        const target = models.get(field.type);
        const from = field.relationFromFields.map((f) => columnOf(model, f));
        const to = field.relationToFields.map((f) => columnOf(target, f));
        const rows = foreignKeys.filter((fk) => fk.TABLE_NAME === table && fk.REFERENCED_TABLE_NAME === tableOf(target));
        const byConstraint = new Map();
        for (const row of rows) byConstraint.set(row.CONSTRAINT_NAME, [...(byConstraint.get(row.CONSTRAINT_NAME) ?? []), row]);
        const match = [...byConstraint.values()].find(
          (group) => group.map((r) => r.COLUMN_NAME).join(',') === from.join(',') && group.map((r) => r.REFERENCED_COLUMN_NAME).join(',') === to.join(','),
        );
        if (!match) {
          problems.push(`${table}(${from}) → ${tableOf(target)}(${to}): thiếu khóa ngoại`);
          continue;
        }
        const onDelete = (field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull')).replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
        if (match[0].DELETE_RULE !== onDelete) problems.push(`${match[0].CONSTRAINT_NAME}: ON DELETE ${match[0].DELETE_RULE}, schema muốn ${onDelete}`);
      }
    }
    for (const extra of dbTables) problems.push(`bảng ${extra}: thừa, không có trong schema`);

    for (const index of datamodel.indexes) {
      const model = models.get(index.model);
      const table = tableOf(model);
      const unique = index.type === 'id' || index.type === 'unique';
      const cols = index.fields.map((f) => columnOf(model, f.name));
      const signature = `${table}|${unique}|${cols.join(',')}`;
      expectedIndexSignatures.add(signature);
      if (!dbIndexSignatures.has(signature)) problems.push(`${table}: thiếu ${index.type === 'id' ? 'khóa chính' : unique ? 'chỉ mục unique' : 'chỉ mục'} (${cols})`);
    }
    // Foreign keys get an index of their own in MySQL when none leads with their columns: only a
    // unique or extra index that the schema does not declare counts as drift.
    const fkColumnLists = new Set(foreignKeys.map((fk) => `${fk.TABLE_NAME}|false|${fk.COLUMN_NAME}`));
    for (const [signature, name] of dbIndexSignatures) {
      if (!expectedIndexSignatures.has(signature) && !fkColumnLists.has(signature) && !name.startsWith('_prisma_migrations')) {
        problems.push(`${name}: chỉ mục thừa, không có trong schema`);
      }
    }
  } finally {
    await conn.end();
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  driftCheck(process.env.DATABASE_URL).then(
    (problems) => {
      if (problems.length) {
        console.error(`Drift giữa prisma/schema/ và migrations (${problems.length}):\n- ${problems.join('\n- ')}`);
        process.exit(1);
      }
      console.log('Drift check: prisma/schema/ khớp với cơ sở dữ liệu sau migrations.');
    },
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
