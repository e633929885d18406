export { fetchDelays, fetchConfigValue } from './api/website';
export type { Delays } from './api/website';
export { useWebsiteConfig, useDelays, delaysQuery, configQuery } from './model/hooks';
