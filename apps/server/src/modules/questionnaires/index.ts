export { questionnairesModule } from './routes.ts';
export {
  answerProblemsError,
  currentQuestionnaire,
  judgeAnswers,
  QUESTIONNAIRE_CHANGED_CODE,
  type JudgedAnswers,
} from './service.ts';
