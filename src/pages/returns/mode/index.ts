export { default } from './ui/ReturnModePage';
