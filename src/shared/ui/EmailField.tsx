import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** A field for an email address: the email keyboard, no capital or spelling fixes. */
export const EmailField = forwardRef<HTMLInputElement, TextFieldProps>(function EmailField(field, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" inputMode="email" autoCapitalize="off" spellCheck={false} {...field} />;
});
