export { default } from './ui/SatisfiedPage';
