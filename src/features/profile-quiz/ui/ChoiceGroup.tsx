import { useId, type ReactNode, type Ref } from 'react';
import { RadioGroup } from 'radix-ui';
import styles from './ChoiceGroup.module.css';

export interface ChoiceGroupProps<V extends string> {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly { value: V; label: ReactNode; picture?: ReactNode }[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** The first choice, to bring focus to the group. */
  focusRef?: Ref<HTMLButtonElement>;
}

/** One answer among a few, as radio cards: a selected card has a thick border and a filled dot. */
export function ChoiceGroup<V extends string>({ legend, hint, error, options, value, onChange, focusRef }: ChoiceGroupProps<V>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.group}>
      <span id={`${id}-legend`} className={styles.legend}>
        {legend}
      </span>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <RadioGroup.Root
        className={styles.options}
        aria-labelledby={`${id}-legend`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        value={value ?? null}
        onValueChange={(next) => onChange(next as V)}
      >
        {options.map((option, index) => (
          <RadioGroup.Item key={option.value} ref={index === 0 ? focusRef : undefined} value={option.value} className={styles.option}>
            <span className={styles.dot} aria-hidden="true">
              <RadioGroup.Indicator className={styles.indicator} />
            </span>
            {option.picture}
            <span>{option.label}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
