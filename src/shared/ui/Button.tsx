import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'accent' | 'secondary' | 'link';
  size?: 'md' | 'small';
  /** Renders its only child (a link, say) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild = false, className, type, ...props },
  ref,
) {
  const Component = asChild ? Slot.Root : 'button';
  const classes = [styles.button, styles[variant], size === 'small' ? styles.small : '', className].filter(Boolean).join(' ');
  return <Component ref={ref} className={classes} {...(asChild ? {} : { type: type ?? 'button' })} {...props} />;
});
