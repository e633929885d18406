import { BIRTH_GIFT } from '@/entities/collection';
import { readCollectionView } from '@/widgets/product-grid';
import type { PageLoader } from '@/shared/lib';

export const loader: PageLoader = (args) => readCollectionView(args, BIRTH_GIFT);
