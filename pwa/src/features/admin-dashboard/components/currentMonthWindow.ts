import type { SalesWindow } from '../api/adminReportsApi';

/** The current month so far, in Vietnam time whatever the device zone. */
export function currentMonthWindow(now: Date = new Date()): SalesWindow {
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }); // YYYY-MM-DD
  return { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
}
