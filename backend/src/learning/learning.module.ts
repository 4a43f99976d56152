import { Module } from '@nestjs/common';

/** Being built: see the issue on learning on flaky connections. */
@Module({})
export class LearningModule {}
