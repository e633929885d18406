export { fetchDelays, fetchConfigValue } from './api/website';
export type { Delays } from './api/website';
export { useWebsiteConfig, useDelays } from './model/hooks';
