const percentFormatter = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** This month against the last one, e.g. '+25% so với tháng trước'; nothing to compare with when last month earned 0. */
export function monthOverMonth(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0) return thisMonth === 0 ? 'Tháng trước cũng chưa có thu nhập' : 'Tháng trước chưa có thu nhập';
  return `${percentFormatter.format(((thisMonth - lastMonth) / lastMonth) * 100)}% so với tháng trước`;
}
