// The website's content: version, delivery delays, messages, SEO metadata and configuration.
export { websiteHandlers, type BuildInfo } from './routes';
export { deliveryDelays } from './website';
export { legalHandlers } from './legal.routes';
export { LEGAL_CODES, seedLegalContents } from './legal';
export { LEGAL_SEED } from './seed/legal';
