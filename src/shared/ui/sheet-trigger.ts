import { useCallback, useRef, useState } from 'react';

// Apart from Sheet.tsx: the button is drawn with the page, the dialog's code comes when it opens.
/**
 * The button that opens a sheet whose code loads on demand: whether it is open, how to close it,
 * where the focus goes back, and the button's props (its code starts loading as soon as a pointer
 * or the focus nears the button).
 */
export function useSheetTrigger(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const buttonProps = {
    ref: returnFocus,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setOpen(true),
  };
  return { open, close, returnFocus, buttonProps };
}
