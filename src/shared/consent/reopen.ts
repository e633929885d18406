/**
 * "Manage cookies" (the footer's link) asks the banner to open at the choice by purpose. The banner
 * loads after the page is taken over: a request made before it listens waits for it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let pending = false;

/** Opens the consent banner at the choice by purpose, now or as soon as it is there. */
export function requestConsentChoice(): void {
  if (listeners.size === 0) {
    pending = true;
    return;
  }
  for (const listener of [...listeners]) listener();
}

/** The banner listens for "manage cookies"; a request made before it listened is delivered at once. */
export function onConsentChoiceRequested(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}
