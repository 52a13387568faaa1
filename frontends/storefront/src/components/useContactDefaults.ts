import { useEffect, useRef, useState, type RefObject } from 'react';
import { nationalDigits, type DeliveryInfoDto, type ProfileDto } from '@kukki/contracts';
import { useUser, type ContactAndAddress, type UserInfo } from '@kukki/shop-client';
import { useProfile } from '../api/profile';
import { personName } from './personName';
import { formValues } from './AddressFields';
import { readDraft, writeDraft } from './formDraft';
import { fillUntouched, trackTouched } from './prefillUntouched';

/**
 * A phone as the form asks it: the number without the country code the form already shows (+52). The profile
 * may keep it written in full («+52 55 3333 4444», or WhatsApp's «+52 1 55…»).
 */
export function localPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length > 10 ? nationalDigits(digits) : null;
  return national ?? (/^\+/.test(phone.trim()) ? digits : phone);
}

/** A signed-in buyer's contact and address from the profile (login info for what it lacks). */
function contactFromProfile(profile: ProfileDto | undefined, user: UserInfo | null): Partial<ContactAndAddress> {
  const d: Partial<DeliveryInfoDto> = profile?.deliveryInfo ?? {};
  return {
    ...personName(profile, user?.name ?? ''),
    email: profile?.email ?? user?.email ?? '',
    tel: localPhone(d.phone ?? profile?.phone ?? ''),
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
 * Starting values of the /payerinfo and /enrollment forms: what was typed in this tab and not yet
 * continued (`draftKey`), over what was saved in this browser, else the signed-in buyer's profile,
 * else the login info. The form is shown at once and
 * never re-mounted; when the profile arrives after it was shown it fills, once, only the fields the
 * shopper has not touched — what was typed is never overwritten nor blanked. Give `formRef` to the form.
 */
export function useContactDefaults<T extends ContactAndAddress>(
  saved: T | null,
  draftKey: string,
): { values: Partial<T>; formRef: RefObject<HTMLFormElement | null>; draftKey: string } {
  const user = useUser();
  const profile = useProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [startedFrom] = useState<Partial<T>>(() => saved ?? (contactFromProfile(profile.data, user) as Partial<T>));
  const [values] = useState<Partial<T>>(() => ({ ...startedFrom, ...(readDraft(draftKey) as Partial<T> | null) }));
  const prefilled = useRef(Boolean(saved) || Boolean(profile.data));

  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const keep = () => writeDraft(draftKey, formValues(form));
    form.addEventListener('input', keep);
    form.addEventListener('change', keep);
    const untrack = trackTouched(form);
    return () => {
      untrack();
      form.removeEventListener('input', keep);
      form.removeEventListener('change', keep);
    };
  }, [draftKey]);

  useEffect(() => {
    const form = formRef.current;
    if (prefilled.current || !profile.data || !form) return;
    prefilled.current = true;
    fillUntouched(form, contactFromProfile(profile.data, user), startedFrom as Partial<Record<string, string>>);
  }, [profile.data, user, startedFrom]);

  return { values, formRef, draftKey };
}
