import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { enrolmentStateOf, type UserSubscriptionDto, type UserSubscriptionReply } from '@kukki/contracts';
import { ErrorPanel, Loader, useHydrated } from '@kukki/ui';
import { api, errorMessage, guestEnrolmentReturning, useUser } from '@kukki/shop-client';
import { currentMonthName } from '@kukki/ui/src/rules/dates';
import { useProfile } from '../../api/profile';
import { useMonthDesserts } from '../../api/subscriptions';
import { SubscriptionsList } from '../profile/SubscriptionsList';
import { DessertCards } from '../suscripciones/DessertCards';
import '../suscripciones/subscriptions.css';
import '../profile/profile.css';
import { usePageTitle } from '../../components/usePageTitle';

/** A guest's enrolment, opened from the link of its e-mails (?suscripcion=…&token=…). */
function useGuestSubscription(id: string | null, token: string | null) {
  return useQuery({
    queryKey: ['guest-subscription', id, token],
    queryFn: () =>
      api<UserSubscriptionReply>(`/suscripciones/inscripciones/${encodeURIComponent(id!)}?token=${encodeURIComponent(token!)}`).then(
        (d) => d.subscription,
      ),
    enabled: Boolean(id && token),
    retry: false,
  });
}

/** Mercado Pago's return (back_url) carries one of these. */
const RETURN_PARAMS = ['preapproval_id', 'status', 'collection_status', 'payment_id', 'collection_id'];
const POLL_MS = 2500;
const POLL_FOR_MS = 60_000;

/**
 * Back from paying, the webhook may not have landed yet: while a subscription is still pending, ask
 * again for a while, so the page says «Tu suscripción está activa» as soon as it is paid.
 */
function useRefreshWhilePending(returned: boolean, subscriptions: UserSubscriptionDto[] | undefined) {
  const queryClient = useQueryClient();
  const pending = (subscriptions ?? []).some((s) => ['pending', 'authorized'].includes(enrolmentStateOf(s.status) ?? ''));
  useEffect(() => {
    if (!returned || !pending) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) return clearInterval(timer);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['guest-subscription'] });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [returned, pending, queryClient]);
}

/**
 * The guest enrolment to show: the e-mail's link (?suscripcion=…&token=…), or Mercado Pago's return to the browser
 * that enrolled (its capability kept there at enrolment).
 */
function guestLink(params: URLSearchParams, hydrated: boolean): { id: string | null; token: string | null } {
  const id = params.get('suscripcion');
  const token = params.get('token');
  if (id && token) return { id, token };
  // The browser's own store is read once the server's HTML is hydrated (the server cannot see it).
  const returning = hydrated ? guestEnrolmentReturning(params) : undefined;
  return returning ? { id: returning.id, token: returning.token } : { id: null, token: null };
}

function MySubscriptions() {
  const user = useUser();
  const [params] = useSearchParams();
  const { id, token } = guestLink(params, useHydrated());
  const profile = useProfile();
  const guest = useGuestSubscription(id, token);
  const returned = RETURN_PARAMS.some((p) => params.has(p));
  useRefreshWhilePending(returned, id && token ? (guest.data ? [guest.data] : []) : profile.data?.subscriptions);
  if (id && token) {
    if (guest.isPending) return <Loader />;
    if (guest.isError) return <ErrorPanel message={errorMessage(guest.error)} />;
    return <SubscriptionsList subscriptions={[guest.data]} token={token} />;
  }
  if (!user) return null;
  if (profile.isPending) return <Loader />;
  const subscriptions = profile.data?.subscriptions ?? [];
  if (subscriptions.length === 0) return <p className="muted">Aún no tienes suscripciones.</p>;
  return <SubscriptionsList subscriptions={subscriptions} />;
}

export default function MySubscriptionPage() {
  usePageTitle('mySubscription');
  const desserts = useMonthDesserts();
  const user = useUser();
  const [params] = useSearchParams();
  const guest = guestLink(params, useHydrated());
  const showMine = Boolean(user || (guest.id && guest.token));
  return (
    <div className="page">
      <h1>Postres de {currentMonthName()}</h1>
      <p className="muted">Estos son los dos postres de este mes en la caja Kukki.</p>
      {showMine && (
        <section className="summary-box my-subs" aria-labelledby="my-subs">
          <h2 id="my-subs">Mis suscripciones</h2>
          <MySubscriptions />
        </section>
      )}
      <section aria-labelledby="month-desserts">
        {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline in order. */}
        <h2 id="month-desserts" className="visually-hidden">
          Los postres del mes
        </h2>
        {desserts.isPending ? <Loader /> : <DessertCards desserts={desserts.data} />}
      </section>
    </div>
  );
}
