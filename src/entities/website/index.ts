export { fetchDelays, fetchConfigValue, fetchSeoMetadata } from './api/website';
export type { Delays, SeoMetadata } from './api/website';
export { useWebsiteConfig, useDelays, delaysQuery, configQuery, seoMetadataQuery } from './model/hooks';
export { seoSlug, pickSeo, fullTitle } from './lib/seo';
export { PageHead } from './ui/PageHead';
export type { PageHeadProps } from './ui/PageHead';
export { stylistsQuery, brandsQuery, testimonialsQuery, listPage } from './api/people';
export type { Stylist, Brand, BrandValue, Testimonial, RatingSummary, PeoplePage } from './api/people';
