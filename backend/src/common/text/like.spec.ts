import { describe, expect, it } from 'vitest';
import { containsPattern } from './like';

describe('containsPattern', () => {
  it('wraps the text in wildcards and takes its own wildcards and backslashes literally', () => {
    expect(containsPattern('quang cao')).toBe('%quang cao%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
