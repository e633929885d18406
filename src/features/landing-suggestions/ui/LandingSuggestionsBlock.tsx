import { lazy } from 'react';

/** The "Selected for you" block in its own chunk: a page that shows it keeps its own chunk small. */
export const LandingSuggestionsBlock = lazy(() => import('./LandingSuggestions'));
