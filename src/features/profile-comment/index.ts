export { CommentForm } from './ui/CommentForm';
export type { CommentFormProps } from './ui/CommentForm';
export { COMMENT_MAX_LENGTH } from './config/comment';
