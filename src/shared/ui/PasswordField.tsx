import { forwardRef, useState, type ReactNode } from 'react';
import { Checkbox } from './Checkbox';
import { TextField, type TextFieldProps } from './TextField';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The label of the box that shows the password as typed. */
  showLabel: ReactNode;
}

/** A password field with a "show the password" box under it. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ showLabel, className, ...field }, ref) {
  const [shown, setShown] = useState(false);
  return (
    <div className={[styles.password, className].filter(Boolean).join(' ')}>
      <TextField ref={ref} type={shown ? 'text' : 'password'} autoCapitalize="off" spellCheck={false} {...field} />
      <Checkbox className={styles.toggle} label={showLabel} checked={shown} onChange={(event) => setShown(event.target.checked)} />
    </div>
  );
});
