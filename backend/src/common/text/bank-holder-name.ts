/**
 * An account holder's name as Vietnamese banks print it: upper case, no diacritics (Đ → D), single spaces.
 * "Trần Thị  Mai" → "TRAN THI MAI".
 */
export function bankHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .trim()
    .replace(/\s+/g, ' ');
}
