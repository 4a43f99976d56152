import { Module } from '@nestjs/common';
import { InstructorStatsService } from './instructor-stats.service';
import { InstructorStudentsService } from './instructor-students.service';
import { InstructorController } from './instructor.controller';

/** The instructor area: dashboard figures, earnings from the ledger, and the students of my courses. */
@Module({
  controllers: [InstructorController],
  providers: [InstructorStatsService, InstructorStudentsService],
})
export class InstructorModule {}
