import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { PopupsController } from './popups.controller';
import { PopupsService } from './popups.service';

/** Site content run by admins: the promotional popup and the contact inbox. */
@Module({ controllers: [PopupsController, ContactController], providers: [PopupsService, ContactService] })
export class ContentModule {}
