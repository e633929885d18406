// The website's content: version, delivery delays, messages, SEO metadata and configuration.
export { websiteHandlers, type BuildInfo } from './routes';
export { configHandlers } from './config.routes';
export { EDITABLE_CONFIG_KEYS } from './config';
export { deliveryDelays } from './website';
