import { describe, expect, it } from 'vitest';
import { newRowId } from './row-ids';

describe('newRowId', () => {
  it('is a version 7 UUID with the RFC 9562 variant', () => {
    expect(newRowId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the time in milliseconds, so ids sort by creation', () => {
    const at = Date.UTC(2026, 10, 29, 15, 40);
    const id = newRowId(at);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    expect(newRowId(at) < newRowId(at + 1)).toBe(true);
  });

  it('differs on each call within one millisecond, each id after the one before', () => {
    const at = Date.now();
    const ids = Array.from({ length: 1000 }, () => newRowId(at));
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
