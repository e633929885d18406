import { forwardRef, useId, type FieldsetHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
}

/** A checkbox and its label on one row, the whole row tall enough to tap. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...input }, ref) {
  const id = useId();
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input ref={ref} id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
});

export interface CheckboxGroupProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  legend: ReactNode;
}

/** Checkboxes under a legend that names them together. */
export function CheckboxGroup({ legend, className, children, ...fieldset }: CheckboxGroupProps) {
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} {...fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
