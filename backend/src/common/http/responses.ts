import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** Response shapes shared by many routes, named in the OpenAPI document for the PWA's typed client. */
export class MessageResponseDto extends createZodDto(z.object({ message: z.string() })) {}

export class IdResponseDto extends createZodDto(z.object({ _id: z.string() })) {}

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export class ErrorResponseDto extends createZodDto(z.object({ message: z.string(), code: z.string() })) {}
