export { questionnairesModule } from './routes.ts';
export {
  acceptAnswers,
  answerProblemsError,
  currentQuestionnaire,
  judgeAnswers,
  QUESTIONNAIRE_CHANGED_CODE,
  reasonsAsAsked,
  type JudgedAnswers,
} from './service.ts';
