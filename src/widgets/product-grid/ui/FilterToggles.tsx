import styles from './ProductGrid.module.css';

export interface FilterTogglesProps<V extends string> {
  /** The id of the group's label. */
  labelledBy: string;
  describedBy?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** The values chosen, in any order. */
  value: readonly V[];
  onChange(value: V[]): void;
}

/**
 * A filter's choices as toggle buttons (`aria-pressed`), several at once: each press adds or
 * removes its value. Native buttons in a labelled group, which the keyboard reaches one by one.
 */
export function FilterToggles<V extends string>({ labelledBy, describedBy, options, value, onChange }: FilterTogglesProps<V>) {
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className={styles.toggles}>
      {options.map((option) => {
        const pressed = value.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            data-state={pressed ? 'on' : 'off'}
            className={styles.toggle}
            onClick={() => onChange(pressed ? value.filter((chosen) => chosen !== option.value) : [...value, option.value])}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
