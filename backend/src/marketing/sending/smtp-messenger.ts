import { Injectable } from '@nestjs/common';
import { DeliveryFailure, DirectMail, MailService } from '../../mail/mail.service';
import type { Messenger } from './campaign-mail-store';

/** Marketing mail over the pooled SMTP connection (or the local outbox without SMTP). */
@Injectable()
export class SmtpMessenger implements Messenger {
  constructor(private readonly mail: MailService) {}

  send(mail: DirectMail): Promise<DeliveryFailure | null> {
    return this.mail.sendNow(mail);
  }
}
