import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { limitQuery } from '../common/validation/fields';

export class ListStorageFilesQueryDto extends createZodDto(
  z.object({
    prefix: z.string().max(600, 'Đường dẫn tệp không hợp lệ.').default(''),
    limit: limitQuery(50, 1000),
    nextPageToken: z.string().max(2000, 'Mã trang tiếp theo không hợp lệ.').optional(),
  }),
) {}

export class DeleteStorageFileQueryDto extends createZodDto(z.object({ fileName: z.string().max(600, 'Đường dẫn tệp không hợp lệ.').optional() })) {}

const storageFileSchema = z.object({
  fullPath: z.string().describe('public/<key> hoặc private/<key>'),
  size: z.number().int(),
  updatedAt: z.string(),
  url: z.string().optional().describe('Chỉ có với tệp công khai: /uploads/<key>'),
});

export class StorageFileListDto extends createZodDto(
  z.object({
    files: z.array(storageFileSchema),
    folders: z.array(z.string()).describe('Thư mục con, kết thúc bằng /'),
    nextPageToken: z.string().nullable(),
  }),
) {}
