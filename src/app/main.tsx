import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/ui/tokens.css';
import { splitLocale } from '@/shared/lib';
import { App } from './App';
import { preloadIntl } from './i18n/intl';

// The messages load while React and the first page's chunk do.
void preloadIntl(splitLocale(window.location.pathname).locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
