import { Module } from '@nestjs/common';
import { NotesController } from './notes.controller';
import { NotesService } from './notes.service';

/** Private lecture notes (docs/learning.md, "Notes"). */
@Module({
  controllers: [NotesController],
  providers: [NotesService],
})
export class NotesModule {}
