import { consentGiven, dataLayerOf, onConsentChange } from '@/shared/consent';

const TAG_ID = /^GTM-[A-Z0-9]{4,12}$/;

function inject(tagId: string): void {
  if (document.querySelector(`script[data-tag="${tagId}"]`)) return;
  dataLayerOf().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagId)}`;
  script.dataset.tag = tagId;
  document.head.appendChild(script);
}

/**
 * Loads the locale's tag manager once the visitor allowed measurement: `readTagId` (the website
 * config's `analytics_tag_id`) is asked only then, and nothing loads without a valid ID (the demo has
 * none) or before consent. The answer stops waiting.
 */
export function startTagManager(readTagId: () => Promise<string | null | undefined>): () => void {
  const load = () =>
    void readTagId().then(
      (tagId) => {
        const id = tagId?.trim() ?? '';
        if (TAG_ID.test(id)) inject(id);
      },
      () => undefined,
    );
  if (consentGiven('measurement')) {
    load();
    return () => {};
  }
  const stop = onConsentChange(() => {
    if (!consentGiven('measurement')) return;
    stop();
    load();
  });
  return stop;
}
