import { SegmentLocaleLayout } from '../../_components/segment-locale-layout';

/** Sets the language before the segment's 404 boundary renders (see SegmentLocaleLayout). */
export default SegmentLocaleLayout;
