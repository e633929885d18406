import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { DiscountBadge, ProductBadges } from './ProductBadges';

describe('product badges', () => {
  it('shows Matchy Matchy in blue, Last chance in pink and New collection in yellow', () => {
    renderWithApp(<ProductBadges product={{ label: 'matchy', is_low_stock: true, is_recent: true }} />);
    expect(screen.getByText('Matchy Matchy').className).toMatch(/matchy/);
    expect(screen.getByText('Dernière chance').className).toMatch(/lowStock/);
    expect(screen.getByText('Nouvelle collection').className).toMatch(/recent/);
  });

  it('stamps organic cotton with a picture, not a text', () => {
    renderWithApp(<ProductBadges product={{ label: 'cotonbio', is_low_stock: false, is_recent: false }} />, { locale: 'de' });
    const stamp = screen.getByRole('img', { name: 'Bio-Baumwolle' });
    expect(stamp.tagName.toLowerCase()).toBe('svg');
    expect(stamp.textContent).toBe('');
  });

  it('leaves the label out where the picture shows it, and shows nothing without a badge', () => {
    const { container } = renderWithApp(<ProductBadges product={{ label: 'matchy', is_low_stock: false, is_recent: false }} withLabel={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the markdown rounded down to a multiple of 5, and tells it in words', () => {
    renderWithApp(<DiscountBadge product={{ lc_price: 26.9, original_price: 39.9 }} />, { locale: 'es' });
    expect(screen.getByText('−30 %')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('30 % de descuento')).toBeInTheDocument();
  });
});
