import { Module } from '@nestjs/common';
import { LearningModule } from '../learning/learning.module';
import { InstructorQuizzesController } from './instructor-quizzes.controller';
import { QuizAttemptsService } from './quiz-attempts.service';
import { QuizEditorService } from './quiz-editor.service';
import { QuizzesController } from './quizzes.controller';

/** Quiz lectures: the instructor's questions, learners' graded attempts (docs/learning.md, "Quizzes"). */
@Module({
  imports: [LearningModule],
  controllers: [QuizzesController, InstructorQuizzesController],
  providers: [QuizAttemptsService, QuizEditorService],
})
export class QuizzesModule {}
