export { fetchDelays, fetchConfigValue, fetchSeoMetadata } from './api/website';
export type { Delays, SeoMetadata } from './api/website';
export { useWebsiteConfig, useDelays, delaysQuery, configQuery, seoMetadataQuery } from './model/hooks';
export { seoSlug, pickSeo, fullTitle } from './lib/seo';
export { PageHead } from './ui/PageHead';
export type { PageHeadProps } from './ui/PageHead';
export { BLOG_PAGE_SIZE, blogCategoriesQuery, blogPostsQuery, blogPostQuery } from './api/blog';
export type { BlogCategory, BlogPost, BlogPostPage, BlogPostSummary } from './api/blog';
export { BlogPostCard, usePublishedDate } from './ui/BlogPostCard';
