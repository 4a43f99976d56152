import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

export class VerifyAccessResponseDto extends createZodDto(
  z.object({
    /** Send it as X-Course-Access-Token to /api/learn/{slug}/content and /api/media/playback-url. */
    accessToken: z.string(),
    expiresAt: z.string().describe('ISO 8601'),
    enrolledNow: z.boolean().describe('true when this check enrolled the face (the first one, or the first after an admin reset)'),
  }),
) {}
