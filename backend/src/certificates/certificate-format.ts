/** The course's total length in hours, one decimal with a comma: '2,5 giờ' (at least '0,1 giờ'). */
export function formatCertificateHours(durationSeconds: number): string {
  const hours = Math.max(0.1, Math.round(durationSeconds / 360) / 10);
  return `${hours.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} giờ`;
}

/** Names as stored and printed: NFC (composed Vietnamese letters), single spaces. */
export function normaliseName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim();
}
