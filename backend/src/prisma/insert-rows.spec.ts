import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnOf, TIMESTAMPS } from './insert-rows';

const SCHEMA_DIR = path.resolve(__dirname, '../../../prisma/schema');

/** Each model of the schema files by its table: its scalar fields' columns and the times Prisma fills. */
function modelsByTable() {
  const source = fs
    .readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.prisma'))
    .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))
    .join('\n');
  const modelNames = new Set([...source.matchAll(/^model (\w+) \{/gm)].map((match) => match[1]));
  const models = new Map<string, { columns: Map<string, string>; clientTimes: string[]; generatedId: boolean }>();
  for (const [, body] of source.matchAll(/^model \w+ \{\n([\s\S]*?)^\}/gm)) {
    const table = body.match(/@@map\("(\w+)"\)/)?.[1];
    if (!table) continue;
    const columns = new Map<string, string>();
    const clientTimes: string[] = [];
    let generatedId = false;
    for (const line of body.split('\n')) {
      const field = line.match(/^\s+(\w+)\s+(\w+)(\??|\[\])\s*(.*)$/);
      if (!field || field[3] === '[]') continue;
      const [, name, type, , attributes] = field;
      // A relation field's type is another model: it has no column.
      if (modelNames.has(type)) continue;
      columns.set(name, attributes.match(/@map\("(\w+)"\)/)?.[1] ?? name);
      if (/@default\(now\(\)\)|@updatedAt/.test(attributes)) clientTimes.push(name);
      if (name === 'id' && /@default\(uuid\(7\)\)/.test(attributes)) generatedId = true;
    }
    models.set(table, { columns, clientTimes, generatedId });
  }
  return models;
}

describe('insertRows: its tables as the schema declares them', () => {
  const models = modelsByTable();

  it.each(Object.keys(TIMESTAMPS) as (keyof typeof TIMESTAMPS)[])(
    '%s: each field is its snake_case column, the id is generated and the times Prisma fills are the ones listed',
    (table) => {
      const model = models.get(table);
      expect(model, `model of table ${table}`).toBeDefined();
      for (const [field, column] of model!.columns) expect(columnOf(field), `${table}.${field}`).toBe(column);
      expect(model!.generatedId).toBe(true);
      expect([...TIMESTAMPS[table]].sort()).toEqual([...model!.clientTimes].sort());
    },
  );

  it('the schema reader sees mapped columns and filled times (so the checks above can fail)', () => {
    const orders = models.get('orders')!;
    expect(orders.columns.get('userId')).toBe('user_id');
    expect(orders.columns.has('items')).toBe(false);
    expect(orders.clientTimes.sort()).toEqual(['createdAt', 'updatedAt']);
  });
});
