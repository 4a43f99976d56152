import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { MailService } from './mail.service';

@Module({ controllers: [DevMailboxController], providers: [MailService], exports: [MailService] })
export class MailModule {}
