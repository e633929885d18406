// The website's content: version, delivery delays, messages, SEO metadata and configuration; the
// looks, Instagram media, concept page and sales status.
export { websiteHandlers, type BuildInfo } from './routes';
export { deliveryDelays } from './website';
export { looksHandlers } from './looks.routes';
export { LOOKS_CONTENT_SEED, seedLooksContent } from './looks-seed';
