import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, jsonNestsDeeperThan } from './json-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonNestsDeeperThan(bytes('{"a":[{"b":1}]}'), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a":[{"b":1}]}'), 2)).toBe(true);
    expect(jsonNestsDeeperThan(bytes(`{"a":"${'['.repeat(100)}"}`), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"a":"\\"[[[[","b":"\\\\"}`), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes(`{"ắ😀":"${'{'.repeat(10)}"}`), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('1'), 0)).toBe(false);
  });

  it('stops at the limit however deep the text goes', () => {
    expect(jsonNestsDeeperThan(bytes('['.repeat(1_000_000)), 32)).toBe(true);
    expect(jsonNestsDeeperThan(bytes('['.repeat(32) + ']'.repeat(32)), 32)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('['.repeat(33) + ']'.repeat(33)), 32)).toBe(true);
  });
});

describe('hasLoneSurrogate', () => {
  it('finds half a surrogate pair in any string or key, and accepts whole pairs', () => {
    expect(hasLoneSurrogate(JSON.parse('{"a":["ok",{"b":"x\\ud800"}]}'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('{"\\udc00":1}'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('"\\ude00\\ud83d"'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('{"a":"\\ud83d\\ude00 😀","b":[1,null,true]}'))).toBe(false);
    expect(hasLoneSurrogate(null)).toBe(false);
  });
});
