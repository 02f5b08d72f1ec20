import type { ContentPage } from './copy';

/**
 * A content page with its `{name}` placeholders filled from the site's settings (the privacy
 * contact, which each deployment sets: PRIVACY_CONTACT_EMAIL). A placeholder without a value
 * is left as written, so a missing setting shows rather than vanishes.
 */
export function fillPlaceholders<P extends ContentPage>(
  page: P,
  values: Record<string, string>,
): P {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return {
    ...page,
    title: fill(page.title),
    metaDescription: fill(page.metaDescription),
    intro: fill(page.intro),
    sections: page.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      items: section.items?.map((item) => ({
        ...item,
        title: fill(item.title),
        text: fill(item.text),
        ...(item.meta === undefined ? {} : { meta: fill(item.meta) }),
      })),
    })),
  };
}
