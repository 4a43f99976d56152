import { Module } from '@nestjs/common';
import { AdminToolsController } from './admin-tools.controller';
import { ToolsController } from './tools.controller';
import { ToolsService } from './tools.service';

@Module({ controllers: [ToolsController, AdminToolsController], providers: [ToolsService] })
export class ToolsModule {}
