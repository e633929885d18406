export { Button } from './Button';
export type { ButtonProps } from './Button';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { Container } from './Container';
export { LoadingBar } from './LoadingBar';
export type { LoadingBarProps } from './LoadingBar';
export { Link } from './Link';
export type { LinkProps } from './Link';
