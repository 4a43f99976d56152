import { defineErrors } from '../common/errors/app-error';

export const ReportsErrors = defineErrors('Reports', {
  DATE_RANGE_INVERTED: [400, 'Ngày bắt đầu không được sau ngày kết thúc.'],
});
