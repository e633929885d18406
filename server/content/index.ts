// The website's content: version, delivery delays, messages, SEO metadata and configuration.
export { configValue, deliveryDelays, websiteHandlers, type BuildInfo } from './routes';
