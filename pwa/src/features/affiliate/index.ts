// Public entry of the affiliate feature: what other features use. Instructors are paid like affiliates
// (same bank details, same payout history), so the earnings page shows these.
export { affiliateKeys, usePayoutAccount, type PayoutAccount } from './api/affiliateApi';
export { PayoutAccountForm } from './components/PayoutAccountForm';
export { PayoutHistory } from './components/PayoutHistory';
