import { defineErrors } from '../common/errors/app-error';

export const CategoriesErrors = defineErrors('Categories', {
  CATEGORY_NOT_FOUND: [404, 'Không tìm thấy danh mục.'],
  CATEGORY_NAME_TAKEN: [409, 'Tên danh mục đã tồn tại. Vui lòng chọn tên khác.'],
  CATEGORY_HAS_COURSES: [409, 'Không thể xóa danh mục đang có khóa học. Hãy chuyển các khóa học sang danh mục khác trước.'],
});
