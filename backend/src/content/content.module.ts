import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { HomePageController } from './home-page.controller';
import { HomePageService } from './home-page.service';
import { PopupsController } from './popups.controller';
import { PopupsService } from './popups.service';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingsService } from './site-settings.service';

/** Site content run by admins: the home page's blocks, the promotional popup, the partner links and the contact inbox. */
@Module({
  controllers: [PopupsController, ContactController, HomePageController, SiteSettingsController],
  providers: [PopupsService, ContactService, HomePageService, SiteSettingsService],
})
export class ContentModule {}
