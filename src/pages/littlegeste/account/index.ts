export { default } from './ui/LittleGesteAccountPage';
