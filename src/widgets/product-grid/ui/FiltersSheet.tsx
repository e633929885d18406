import type { ReactNode, RefObject } from 'react';
import { useT } from '@/shared/i18n';
import { Button, Sheet, SheetClose } from '@/shared/ui';

export interface FiltersSheetProps {
  /** The products the filters let through. */
  total: number;
  /** The count is being updated after a change. */
  loading: boolean;
  /** Where the focus goes back when it closes: the sheet's button. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
  children: ReactNode;
}

/**
 * The listing's filters on a phone: a sheet from the bottom of the screen holding the same
 * controls, closed by Escape, by its close button or by the button that shows the matching
 * products (with their count, updated as the filters change).
 */
export default function FiltersSheet({ total, loading, returnFocus, onClose, children }: FiltersSheetProps) {
  const t = useT();
  return (
    <Sheet
      side="bottom"
      title={t('shop.filters.title')}
      closeLabel={t('shop.filters.close')}
      returnFocus={returnFocus}
      onClose={onClose}
      footer={
        <SheetClose asChild>
          <Button variant="primary" aria-busy={loading}>
            {t('shop.filters.show', { count: total })}
          </Button>
        </SheetClose>
      }
    >
      {children}
    </Sheet>
  );
}
