import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AnnouncementFanoutService } from './announcement-fanout.service';
import { AnnouncementMailPreferencesService } from './announcement-mail-preferences.service';
import { AnnouncementMailLinksController } from './announcement-mail-links.controller';
import { AnnouncementsController } from './announcements.controller';
import { InstructorAnnouncementsController } from './instructor-announcements.controller';
import { AnnouncementsService } from './announcements.service';

/** Course announcements: posting, the fan-out jobs, the readers' tab and the mail switches (docs/learning.md, "Announcements"). */
@Module({
  imports: [NotificationsModule, MailModule],
  controllers: [InstructorAnnouncementsController, AnnouncementsController, AnnouncementMailLinksController],
  providers: [AnnouncementsService, AnnouncementFanoutService, AnnouncementMailPreferencesService],
})
export class AnnouncementsModule {}
