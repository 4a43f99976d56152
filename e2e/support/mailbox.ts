import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

interface MailboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest link of the given mode mailed to `email`, read from the developer mailbox API, with the
 * page it leads back to (`continueUrl`) when the mail carries one.
 */
export async function latestMailLink(request: APIRequestContext, email: string, mode: 'verifyEmail' | 'resetPassword'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { emails } = (await response.json()) as { emails: MailboxMail[] };
      link = emails.map((mail) => mail.text.match(new RegExp(`https?://\\S+/auth/action\\?mode=${mode}&oobCode=[\\w-]+(?:&continueUrl=[\\w%.~-]+)?`))?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A link's path: mails carry the app's public URL, the test may reach it on another host name. */
export const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.vn`;
}
