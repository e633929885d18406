import { consentGiven, onConsentChange } from '@/shared/consent';

const TAG_ID = /^GTM-[A-Z0-9]{4,12}$/;

function inject(tagId: string): void {
  if (document.querySelector(`script[data-tag="${tagId}"]`)) return;
  const page = window as Window & { dataLayer?: unknown[] };
  (page.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagId)}`;
  script.dataset.tag = tagId;
  document.head.appendChild(script);
}

/**
 * Loads the locale's tag manager (the website config's `analytics.tagId`) once the visitor allowed
 * measurement: never without an ID (the demo has none), never before consent.
 */
export function startTagManager(tagId: string | null | undefined): () => void {
  const id = tagId?.trim() ?? '';
  if (!TAG_ID.test(id)) return () => {};
  if (consentGiven('measurement')) {
    inject(id);
    return () => {};
  }
  const stop = onConsentChange(() => {
    if (!consentGiven('measurement')) return;
    stop();
    inject(id);
  });
  return stop;
}
