import { describe, expect, it } from 'vitest';
import { greetingName, vietnameseGivenName } from './names';

describe('what a mail calls someone', () => {
  it('takes the last word of a plausible Vietnamese personal name', () => {
    expect(vietnameseGivenName('Nguyễn Thị Lan')).toBe('Lan');
    expect(vietnameseGivenName('  Trần   Văn  Bình ')).toBe('Bình');
    expect(vietnameseGivenName('Lê Thị Hồng Nhung')).toBe('Nhung');
    expect(greetingName({ name: 'Nguyễn Văn An' })).toBe('An');
  });

  it('says "bạn" to an account whose name is not a person’s', () => {
    expect(greetingName({ name: 'Quản trị viên' })).toBe('bạn');
    expect(greetingName({ name: 'Khách vãng lai' })).toBe('bạn');
    expect(greetingName({ name: 'Shop Mỹ phẩm 247' })).toBe('bạn');
    expect(greetingName({ name: 'admin' })).toBe('bạn');
    expect(greetingName({ name: 'Hoa' })).toBe('bạn');
    expect(greetingName({ name: '' })).toBe('bạn');
    expect(greetingName({ name: 'nguyễn văn an' })).toBe('bạn');
  });

  it('calls the user what they asked to be called', () => {
    expect(greetingName({ name: 'Quản trị viên', preferredName: 'chị Hạnh' })).toBe('chị Hạnh');
    expect(greetingName({ name: 'Nguyễn Thị Lan', preferredName: '  ' })).toBe('Lan');
    expect(greetingName({ name: 'Nguyễn Thị Lan', preferredName: null })).toBe('Lan');
  });
});
