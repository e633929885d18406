// The website's content: version, delivery delays, messages, SEO metadata and configuration; the blog.
export { websiteHandlers, type BuildInfo } from './routes';
export { deliveryDelays } from './website';
export { blogHandlers } from './blog.routes';
export { BLOG_PAGE_SIZE, blogSitemapEntries, startBlogSchedule } from './blog';
export { seedBlog } from './blog-seed';
