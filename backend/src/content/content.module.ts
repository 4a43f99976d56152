import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
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
  // CatalogueCache: visitors' rendered public pages show the home page's blocks and the partner links.
  imports: [CoursesModule],
  controllers: [PopupsController, ContactController, HomePageController, SiteSettingsController],
  providers: [PopupsService, ContactService, HomePageService, SiteSettingsService],
})
export class ContentModule {}
