import { HttpException } from '@nestjs/common';

/** The one error shape of the API: `{ message: <Vietnamese text>, code: <STABLE_CODE> }`. */
export interface ErrorBody {
  message: string;
  code: string;
}

export class AppError extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string,
  ) {
    super({ message, code } satisfies ErrorBody, status);
  }
}

type ErrorCatalogue = Record<string, readonly [status: number, message: string]>;

/** Every catalogue the API can answer with, by module name: the OpenAPI document publishes them as enums. */
export const errorCatalogues = new Map<string, ErrorCatalogue>();

/**
 * Each module declares its error codes in one place; `throw AuthErrors.raise('CODE')` builds the error.
 * A message override is for texts that carry data (the slug of a missing course, say). The module name
 * names the catalogue's code union in the OpenAPI document (`AuthErrorCode`), which the PWA's client
 * types are generated from.
 */
export function defineErrors<const T extends ErrorCatalogue>(moduleName: string, catalogue: T) {
  const known = errorCatalogues.get(moduleName);
  if (known && known !== catalogue) throw new Error(`Error catalogue ${moduleName} is defined twice.`);
  errorCatalogues.set(moduleName, catalogue);
  return {
    catalogue,
    raise(code: keyof T & string, message?: string): AppError {
      const [status, text] = catalogue[code];
      return new AppError(status, code, message ?? text);
    },
  };
}

export const CommonErrors = defineErrors('Common', {
  VALIDATION_FAILED: [400, 'Dữ liệu gửi lên không hợp lệ.'],
  BAD_REQUEST: [400, 'Yêu cầu không hợp lệ.'],
  INVALID_JSON: [400, 'Dữ liệu JSON không hợp lệ.'],
  UNAUTHENTICATED: [401, 'Vui lòng đăng nhập để tiếp tục.'],
  FORBIDDEN: [403, 'Bạn không có quyền thực hiện thao tác này.'],
  ACCOUNT_DISABLED: [403, 'Tài khoản bạn đã bị khóa, hãy liên hệ admin'],
  NOT_FOUND: [404, 'Không tìm thấy đường dẫn yêu cầu.'],
  METHOD_NOT_ALLOWED: [405, 'Phương thức không được hỗ trợ.'],
  CONFLICT: [409, 'Dữ liệu bị trùng lặp.'],
  PAYLOAD_TOO_LARGE: [413, 'Dữ liệu gửi lên quá lớn.'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'Định dạng dữ liệu không được hỗ trợ.'],
  TOO_MANY_REQUESTS: [429, 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.'],
  INTERNAL_ERROR: [500, 'Đã có lỗi xảy ra, vui lòng thử lại sau.'],
  SERVICE_BUSY: [503, 'Hệ thống đang bận, vui lòng thử lại sau giây lát.'],
  DB_UNAVAILABLE: [503, 'Không kết nối được cơ sở dữ liệu.'],
});
