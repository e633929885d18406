/** An article's texts in one language, as the seed writes them. */
export interface SeedPostText {
  slug: string;
  title: string;
  excerpt: string;
  coverAlt: string;
  /** `## ` before a heading, a blank line between paragraphs. */
  body: string;
}
