export { fetchDelays, fetchConfigValue, fetchSeoMetadata } from './api/website';
export type { Delays, SeoMetadata } from './api/website';
export { useWebsiteConfig, useDelays, delaysQuery, configQuery, seoMetadataQuery } from './model/hooks';
export { seoSlug, pickSeo, fullTitle } from './lib/seo';
export { PageHead } from './ui/PageHead';
export type { PageHeadProps } from './ui/PageHead';
export { fetchLooks, fetchInstagramMedia, fetchConcept, fetchIsSales, looksQuery, instagramMediaQuery, conceptQuery, salesQuery } from './api/looks';
export type { WebsiteLook, WebsiteLookProduct, LookAudience, InstagramMedia, Concept, ConceptSection, ConceptIllustration } from './api/looks';
