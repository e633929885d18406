// The website's content: version, delivery delays, messages, SEO metadata, configuration, the FAQ,
// the legal texts, the blog, the looks, Instagram media, concept page and sales status.
export { websiteHandlers, type BuildInfo } from './routes';
export { configHandlers } from './config.routes';
export { EDITABLE_CONFIG_KEYS, tagManagerInUse } from './config';
export { deliveryDelays } from './website';
export { faqHandlers } from './faq.routes';
export { seedFaq, FAQ_SEED } from './faq-seed';
export { legalHandlers } from './legal.routes';
export { LEGAL_CODES, seedLegalContents } from './legal';
export { LEGAL_SEED } from './seed/legal';
export { blogHandlers } from './blog.routes';
export { BLOG_PAGE_SIZE, blogSitemapEntries, startBlogSchedule } from './blog';
export { seedBlog } from './blog-seed';
export { looksHandlers } from './looks.routes';
export { LOOKS_CONTENT_SEED, seedLooksContent } from './looks-seed';
export { peopleHandlers } from './people.routes';
export { furtherListPages } from './people';
export { seedPeople, PEOPLE_SEED } from './seed/people';
