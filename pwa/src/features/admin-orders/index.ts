// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { countPendingRefundRequests, REFUND_REQUESTS_CHANGED } from './api/adminOrdersApi';
