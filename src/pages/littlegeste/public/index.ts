export { default } from './ui/LittleGestePage';
export { loader } from './api/loader';
