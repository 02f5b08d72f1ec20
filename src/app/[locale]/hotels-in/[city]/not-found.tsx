import { NotFoundPage } from '../../_components/not-found-page';

/** A localized 404 with the site's header and footer (see NotFoundPage). */
export default NotFoundPage;
