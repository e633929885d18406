export { DynamicBanner } from './ui/DynamicBanner';
export { dynamicBannerQuery } from './api/banner';
export { bannerText, bannerHiddenOn } from './lib/visibility';
