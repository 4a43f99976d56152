import { defineErrors } from '../common/errors/app-error';

export const LedgerErrors = defineErrors('Ledger', {
  INSUFFICIENT_BALANCE: [409, 'Số dư ví không đủ để thực hiện giao dịch.'],
  INSUFFICIENT_BONUS_BALANCE: [409, 'Số dư ví thưởng không đủ để thực hiện giao dịch.'],
});
