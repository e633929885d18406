export { default } from './ui/ProfilePage';
