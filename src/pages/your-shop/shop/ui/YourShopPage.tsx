import { useLocation } from 'wouter';
import { chooseProfile, ProfilesGate } from '@/entities/profile';
import { useViewer } from '@/entities/session';
import { sectionOfPath, StylistShop } from '@/widgets/stylist-shop';
import type { PageProps } from '@/shared/lib';

const NOT_FOUND = { type: 'NOT_FOUND', title: 'No such profile', status: 404 };

/**
 * The stylist shop: `/your-shop` (and `/shop/your-shop`, the same inside the shop) is the client's
 * own, for its first active profile; `/{kidId}/your-shop` a profile's. Either shows its overview or,
 * by the path, one section.
 */
export default function YourShopPage({ params }: PageProps) {
  const clientId = useViewer().client?.id ?? null;
  const [path] = useLocation();
  return (
    <ProfilesGate clientId={clientId}>
      {(profiles) => {
        const profile = params.kidId === undefined ? chooseProfile(profiles) : profiles.find((candidate) => String(candidate.id) === params.kidId);
        if (!profile) throw NOT_FOUND;
        return <StylistShop profile={profile} profiles={profiles} own={params.kidId === undefined} section={sectionOfPath(path)} />;
      }}
    </ProfilesGate>
  );
}
