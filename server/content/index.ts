// The website's content: version, delivery delays, messages, SEO metadata and configuration.
export { websiteHandlers, type BuildInfo } from './routes';
export { deliveryDelays } from './website';
export { peopleHandlers } from './people.routes';
export { furtherListPages } from './people';
export { seedPeople, PEOPLE_SEED } from './seed/people';
