import type { DeliveryInfoDto, ProfileDto } from '@kukki/contracts';
import { useUser, type ContactAndAddress, type UserInfo } from '@kukki/ui';
import { useProfile } from '../api/profile';
import { personName } from './personName';

/** A signed-in buyer's contact and address from the profile (login info for what it lacks). */
function contactFromProfile(profile: ProfileDto | undefined, user: UserInfo | null): Partial<ContactAndAddress> {
  const d: Partial<DeliveryInfoDto> = profile?.deliveryInfo ?? {};
  return {
    ...personName(profile, user?.name ?? ''),
    email: profile?.email ?? user?.email ?? '',
    tel: d.phone ?? profile?.phone ?? '',
    street: d.street_name ?? '',
    stNumber: d.street_number ?? '',
    intNumber: d.interior_number ?? '',
    zip: d.zip_code ?? '',
    col: d.col ?? '',
    del: d.del ?? '',
    city: d.city ?? '',
  };
}

/**
 * Starting values of the /payerinfo and /enrollment forms: what was saved in this browser, else the
 * signed-in buyer's profile; `loading` while that profile is on its way.
 */
export function useContactDefaults<T extends ContactAndAddress>(saved: T | null): { loading: boolean; values: Partial<T> } {
  const user = useUser();
  const profile = useProfile();
  if (saved) return { loading: false, values: saved };
  if (user && profile.isPending) return { loading: true, values: {} };
  return { loading: false, values: contactFromProfile(profile.data, user) as Partial<T> };
}
