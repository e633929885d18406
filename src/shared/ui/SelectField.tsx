import { useId, type ReactNode } from 'react';
// A field like the text field: the same label, box and hint.
import styles from './TextField.module.css';

export interface SelectFieldProps<V extends string | number> {
  label: ReactNode;
  hint?: ReactNode;
  /** The first choice, meaning no answer. */
  noneLabel: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** An optional answer among many (sizes): the phone's own list, the first entry meaning none. */
export function SelectField<V extends string | number>({ label, hint, noneLabel, options, value, onChange }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value === undefined ? '' : String(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
