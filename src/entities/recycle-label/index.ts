export type { RecycleAllowance, RecycleCountry, RecycleDropOff, RecycleLabel, RecycleLabelInput, RecycleLabels, RecycleLabelStage, RecycleOffer } from './model/types';
export { RECYCLE_LABEL_STAGES } from './model/types';
export { fetchRecycleLabelPdf, forgetRecycleLabels, getRecycleOffer, listRecycleLabels, recycleLabelFileName, recycleLabelsQuery, recycleOfferQuery } from './api/recycle';
export { sampleRecycleLabel, sampleRecycleLabels, sampleRecycleOffer } from './model/sample';
export { RecycleStage } from './ui/RecycleStage';
export { RecycleLabelDownload } from './ui/RecycleLabelDownload';
export type { RecycleLabelDownloadProps } from './ui/RecycleLabelDownload';
export { createRecycleLabel } from './api/create';
