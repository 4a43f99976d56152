// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export { instructorQuestionKeys, useQuestionMetrics, useUnansweredQuestionsCount } from './api/instructorQuestionsApi';
export { AnswerForm } from './components/AnswerForm';
export { QuestionAnswers } from './components/QuestionAnswers';
export { formatAnswerMinutes } from './questionTime';
