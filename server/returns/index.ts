// Returns: free return labels (PDF, Code 128), the client's return mode, the withdrawal of shop
// orders and their refunds through the payment gateway, the reception of parcels at the warehouse.
export { advanceReturns } from './clock';
export type { ReceiveTrunkReturn, ReturnsDeps } from './deps';
export { addressLines, relayPointLine, renderLabelPdf, type LabelDocument } from './label-pdf';
export { returnHandlers } from './routes';
