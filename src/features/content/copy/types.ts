/** Editorial copy of the content pages, one object per language. Plain data, no JSX. */
export type Locale = 'es' | 'en' | 'pt';
export type Localized<T> = Record<Locale, T>;

export type ContentItem = { title: string; text: string; meta?: string };
export type ContentSection = {
  heading: string;
  paragraphs: string[];
  items?: ContentItem[];
};
export type ContentPage = {
  title: string; // the page's single h1
  metaDescription: string; // <= 155 characters
  intro: string;
  sections: ContentSection[];
};
export type FaqPage = ContentPage & {
  questions: { q: string; a: string; topic: string }[];
};
