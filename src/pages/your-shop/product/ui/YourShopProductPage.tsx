import { useLocation } from 'wouter';
import { ProfilesGate } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { sectionOfPath, StylistShopProduct } from '@/widgets/stylist-shop';
import { productIdFromParam, type PageProps } from '@/shared/lib';

const NOT_FOUND = { type: 'NOT_FOUND', title: 'Not found', status: 404 };

/** /{kidId}/your-shop/{section}/{productId}: a product of a profile's shop section. `productId` may be `id-slug`. */
export default function YourShopProductPage({ params }: PageProps) {
  const clientId = useViewer().client?.id ?? null;
  const section = sectionOfPath(useLocation()[0]);
  const productId = Number(productIdFromParam(params.productId ?? ''));
  if (!section || !Number.isInteger(productId) || productId <= 0) throw NOT_FOUND;
  return (
    <ProfilesGate clientId={clientId}>
      {(profiles) => {
        const profile = profiles.find((candidate) => String(candidate.id) === params.kidId);
        if (!profile) throw NOT_FOUND;
        return <StylistShopProduct profile={profile} section={section} productId={productId} />;
      }}
    </ProfilesGate>
  );
}
