export type { Locale, Localized, ContentItem, ContentSection, ContentPage, FaqPage } from './types';

export { allFunInclusive } from './all-fun-inclusive';
export { restaurants } from './restaurants';
export { bars } from './bars';
export { meetings } from './meetings';
export { offers } from './offers';
export { weddings } from './weddings';
export { spa } from './spa';
export { faq } from './faq';
export { privacy } from './privacy';
export { terms } from './terms';
export { cities } from './cities';
export { home } from './home';
export { hotelsListing } from './hotels-listing';
