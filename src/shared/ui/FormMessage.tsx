import { forwardRef, type HTMLAttributes } from 'react';
import styles from './FormMessage.module.css';

export interface FormMessageProps extends HTMLAttributes<HTMLParagraphElement> {
  /** A success is a status, a failure an alert, unless `role` says otherwise. */
  tone: 'success' | 'failure';
}

/**
 * How a form's sending went, in a coloured box. Empty, it shows nothing: a status can stay in
 * the page as a live region and be filled when there is news.
 */
export const FormMessage = forwardRef<HTMLParagraphElement, FormMessageProps>(function FormMessage({ tone, className, ...props }, ref) {
  return <p ref={ref} role={tone === 'failure' ? 'alert' : 'status'} className={[styles.message, styles[tone], className].filter(Boolean).join(' ')} {...props} />;
});
