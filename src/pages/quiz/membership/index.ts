export { default } from './ui/QuizMembershipPage';
