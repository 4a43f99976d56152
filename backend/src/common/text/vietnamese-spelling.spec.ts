import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One spelling in every text the app shows, sends or tests for: the tone mark sits on the first vowel of
// a final 'oa', 'oe' or 'uy' ('Xóa', 'khóa', 'hóa', 'hủy', 'tùy'), never on the second ('Xoá', 'khoá').
// 'qu' is a consonant, so 'quý' is right as it is.

const ROOT = path.resolve(__dirname, '../../../..');
const SCANNED = /^(pwa\/(src|public|index\.html)|backend\/(src|test)|e2e\/(tests|support)|prisma|scripts|docs|README\.md)/;
const GENERATED = /^backend\/src\/generated\//;
const SELF = 'backend/src/common/text/vietnamese-spelling.spec.ts';
const TEXT_FILE = /\.(ts|tsx|mjs|js|html|json|md|sql|css|prisma|webmanifest)$/;

/** The old placement: an accent on the second vowel of 'oa'/'oe'/'uy' closing a word. */
const OLD_SPELLING = /(?:[oO][áàảãạÁÀẢÃẠéèẻẽẹÉÈẺẼẸ]|(?<![qQ])[uU][ýỳỷỹỵÝỲỶỸỴ])(?!\p{L})/gu;

function scannedFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter((file) => SCANNED.test(file) && !GENERATED.test(file) && file !== SELF && TEXT_FILE.test(file) && fs.existsSync(path.join(ROOT, file)));
}

describe('Vietnamese spelling', () => {
  it('the pattern finds the old placements and leaves the right ones alone', () => {
    const found = (text: string) => text.match(OLD_SPELLING) ?? [];
    expect(found('Xoá khoá học, hoá đơn, huỷ, Tuỳ chọn, thoả thuận, KHOÁ')).toEqual(['oá', 'oá', 'oá', 'uỷ', 'uỳ', 'oả', 'OÁ']);
    expect(found('Xóa khóa học, hóa đơn, hủy, Tùy chọn, thỏa thuận, thanh toán, quý khách, khoản, xoáy')).toEqual([]);
  });

  it('no source, test or seed text uses the old placement', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const oldWord = new RegExp(`\\p{L}*${OLD_SPELLING.source}`, 'gu');
    for (const file of files) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      if (!text.match(OLD_SPELLING)) continue;
      text.split('\n').forEach((line, index) => {
        const words = line.match(oldWord);
        if (words) problems.push(`${file}:${index + 1}: ${words.join(', ')}`);
      });
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
