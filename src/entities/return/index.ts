export type { OrderReturnLine, OrderReturnOptions, ShopReturnInput, OrderToReturn, RelayPoint, ReturnLabel, ReturnMode, ReturnModeInput, ReturnModeName, ReturnsOverview, ShopReturn, ShopReturnReason, TrunkToReturn } from './model/types';
export { RETURN_MODES, SHOP_RETURN_REASONS } from './model/types';
export { fetchReturnLabelPdf, getOrderReturn, getReturnMode, getReturns, labelFileName, listReturnLabels, updateReturnMode } from './api/returns';
export { bySoonest, daysLeft, parisDay } from './lib/deadline';
export { forgetReturns, useFreshResource } from './model/fresh';
export { LabelDownload } from './ui/LabelDownload';
export { ShopReturnSummary } from './ui/ShopReturnSummary';
export { LabelMode } from './ui/LabelMode';
export type { LabelDownloadProps } from './ui/LabelDownload';
