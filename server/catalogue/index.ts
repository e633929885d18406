// The catalogue: products, their sizes, pictures and looks, what suits a profile or a visitor
// (suggestions, looks to rate), and the catalogue the seed writes.
export { productHandlers } from './products.routes';
export { suggestionHandlers } from './suggestions.routes';
export { fittingProducts, fittingVariant, fitsGender, held, highestScoreFirst, inStock, KID_SIZES, matchesWords, PRODUCT_FAMILIES, profileFit, WOMAN_BOTTOM_SIZES, WOMAN_TOP_SIZES, type Fit } from './matching';
export { restoreCataloguePictures, seedCatalogue } from './seed';
export { sortSizes } from './sizes';
export { euros, imageUrl, productViews, type ProductRow, type VariantRow } from './view';
