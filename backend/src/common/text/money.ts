const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** Whole VND the way the PWA shows it: `1.250.000 ₫`. */
export function formatVnd(amount: number): string {
  return VND.format(amount);
}
