export { SizeGuideButton } from './ui/SizeGuideButton';
