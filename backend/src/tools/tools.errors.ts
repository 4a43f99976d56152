import { defineErrors } from '../common/errors/app-error';

export const ToolsErrors = defineErrors('Tools', {
  TOOL_NOT_FOUND: [404, 'Không tìm thấy phần mềm.'],
  PLAN_NOT_IN_TOOL: [400, 'Gói dịch vụ không thuộc phần mềm này.'],
  DUPLICATE_PLAN_ID: [400, 'Một gói dịch vụ xuất hiện hai lần trong danh sách.'],
  IMAGE_INVALID: [400, 'Ảnh đại diện phần mềm phải là tệp JPG, PNG, WebP, GIF hoặc AVIF hợp lệ.'],
  DELETE_FAILED: [409, 'Không thể xóa phần mềm.'],
});
