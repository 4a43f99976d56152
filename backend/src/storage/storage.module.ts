import { Global, Module } from '@nestjs/common';
import { AdminStorageController } from './admin-storage.controller';
import { AdminStorageService } from './admin-storage.service';
import { StorageService } from './storage.service';

@Global()
@Module({ controllers: [AdminStorageController], providers: [StorageService, AdminStorageService], exports: [StorageService] })
export class StorageModule {}
