import { describe, expect, it } from 'vitest';
import { jsonColumn } from './json-column';

describe('jsonColumn', () => {
  it('parses the text a subquery gives', () => {
    expect(jsonColumn<{ ids: string[] }>('{"ids":["a","b"]}', { ids: [] })).toEqual({ ids: ['a', 'b'] });
  });

  it('takes what the driver parsed as it is', () => {
    const parsed = [{ title: 'Khóa học', amount: 499000 }];
    expect(jsonColumn(parsed, [])).toBe(parsed);
  });

  it('gives the empty value for SQL NULL', () => {
    expect(jsonColumn(null, [])).toEqual([]);
    expect(jsonColumn(undefined, 'none')).toBe('none');
  });
});
