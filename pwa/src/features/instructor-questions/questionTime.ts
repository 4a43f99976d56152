// How long a question waited, in the words the instructor pages use.

const MINUTE = 60_000;

/** One decimal at most, with the Vietnamese decimal comma: 3.5 → '3,5', 2.0 → '2'. */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/** Minutes from asking to the first answer, for the dashboard: '45 phút', '3,5 giờ', '2 ngày'; '—' when none. */
export function formatAnswerMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '—';
  const wholeMinutes = Math.round(minutes);
  if (wholeMinutes < 60) return `${wholeMinutes} phút`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  if (hours < 24) return `${oneDecimal(hours)} giờ`;
  return `${oneDecimal(minutes / 1440)} ngày`;
}

/** How long an unanswered question has waited, whole units only: 'Đang chờ 3 ngày', 'Đang chờ 5 giờ'. */
export function waitingText(createdAt: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / MINUTE));
  if (minutes < 1) return 'Vừa hỏi';
  if (minutes < 60) return `Đang chờ ${minutes} phút`;
  if (minutes < 1440) return `Đang chờ ${Math.floor(minutes / 60)} giờ`;
  return `Đang chờ ${Math.floor(minutes / 1440)} ngày`;
}
