/**
 * What a mail calls someone ("Chào Lan"). A Vietnamese full name ends with the given name, but not every
 * account name is a person's ('Quản trị viên', 'Khách vãng lai', a shop's name): the last word is taken
 * only from a plausible personal name (a known family name first, two to six words of letters, the last
 * one capitalised); otherwise the mail says 'bạn'. The user's own `preferredName` (profile, "Tên gọi")
 * always wins.
 */

export const NEUTRAL_GREETING_NAME = 'bạn';

// The common Vietnamese family names (together well over 95% of the population), lower case.
const FAMILY_NAMES = new Set(
  (
    'nguyễn trần lê phạm hoàng huỳnh phan vũ võ đặng bùi đỗ hồ ngô dương lý đào đoàn vương trịnh trương lâm phùng mai tô hà tạ ' +
    'lương đinh thái quách cao châu kiều lưu tăng từ la hứa triệu chu khổng diệp thân văn giang quan doãn tống lã lữ mạc nghiêm ' +
    'phí tôn kim lục âu ông thạch khúc đàm bạch vi hầu nông lò lạc hàn trình tiêu viên an'
  ).split(' '),
);

/** The given name of a plausible Vietnamese personal name ('Nguyễn Thị Lan' → 'Lan'), or null. */
export function vietnameseGivenName(fullName: string): string | null {
  const words = fullName.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 6) return null;
  if (!words.every((word) => /^\p{L}+$/u.test(word))) return null;
  if (!FAMILY_NAMES.has(words[0].toLocaleLowerCase('vi'))) return null;
  const given = words[words.length - 1];
  return given[0] === given[0].toLocaleUpperCase('vi') && given[0] !== given[0].toLocaleLowerCase('vi') ? given : null;
}

/** What to call the user: their preferred name, else the given name of their full name, else 'bạn'. */
export function greetingName(user: { name: string; preferredName?: string | null }): string {
  return user.preferredName?.trim() || vietnameseGivenName(user.name) || NEUTRAL_GREETING_NAME;
}
