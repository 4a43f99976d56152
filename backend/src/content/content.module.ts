import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { HomePageController } from './home-page.controller';
import { HomePageService } from './home-page.service';
import { PopupsController } from './popups.controller';
import { PopupsService } from './popups.service';

/** Site content run by admins: the home page's blocks, the promotional popup and the contact inbox. */
@Module({ controllers: [PopupsController, ContactController, HomePageController], providers: [PopupsService, ContactService, HomePageService] })
export class ContentModule {}
