export { AccountFrame } from './ui/AccountFrame';
export type { AccountFrameProps } from './ui/AccountFrame';
