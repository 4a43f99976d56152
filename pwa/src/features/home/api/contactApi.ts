import type { ApiBody } from '../../../api/types';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ContactMessage = ApiBody<'/api/contact', 'post'>;

/** Sends the contact form; resolves with the server's thank-you text (SPEC §7). */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  return (await unwrap(publicClient.POST('/api/contact', { body: message }))).message;
}
