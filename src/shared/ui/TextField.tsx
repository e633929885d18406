import { forwardRef, useId, useImperativeHandle, useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** An error the field shows and announces; the field is marked invalid. */
  error?: ReactNode;
  /** Hides the label visually; assistive technologies still read it. */
  hideLabel?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, hideLabel = false, className, ...input },
  ref,
) {
  const id = useId();
  const own = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => own.current!, []);
  useKeepTypedBeforeTakeover(own, input.value, input.onChange);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label.Root htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </Label.Root>
      <input ref={own} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
});

/**
 * A field the server drew can be typed in before the browser takes it over (its script still on
 * the way): the browser keeps those letters, but the form's state does not know them and would
 * wipe them at its next render. Once taken over, the field hands them to the form as if typed now.
 */
function useKeepTypedBeforeTakeover(
  input: { current: HTMLInputElement | null },
  value: InputHTMLAttributes<HTMLInputElement>['value'],
  onChange: InputHTMLAttributes<HTMLInputElement>['onChange'],
): void {
  useLayoutEffect(() => {
    const element = input.current;
    if (!element || value === undefined || !onChange) return;
    if (element.value !== String(value)) onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
    // Only once, when the field is first the browser's.
  }, []);
}
