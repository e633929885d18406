export { default } from './ui/AddGiftCardPage';
