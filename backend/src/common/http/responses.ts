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

/** The pagination block of every list response (an empty list still has page 1 of 1). */
export function paginationOf(page: number, limit: number, totalItems: number): Pagination {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(totalItems / limit)), totalItems, limit };
}

export class ErrorResponseDto extends createZodDto(z.object({ message: z.string(), code: z.string() })) {}
