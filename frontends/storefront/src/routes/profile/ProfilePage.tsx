import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorPanel, Loader } from '@kukki/ui';
import { errorMessage, useUser } from '@kukki/shop-client';
import { useProfile } from '../../api/profile';
import { OrdersTable } from './OrdersTable';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import { SubscriptionsList } from './SubscriptionsList';
import './profile.css';
import { usePageTitle } from '../../components/usePageTitle';

export default function ProfilePage() {
  usePageTitle('profile');
  const user = useUser();
  const navigate = useNavigate();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!user) void navigate('/login?redirect=profile', { replace: true });
  }, [user, navigate]);
  if (!user) return null;

  return (
    <div className="page profile">
      <h1>Hola {profile.data?.name ?? user.name}</h1>
      {profile.isPending ? (
        <Loader />
      ) : profile.isError ? (
        <ErrorPanel message={errorMessage(profile.error)} />
      ) : (
        <div className="profile__grid">
          <section className="summary-box" aria-labelledby="profile-data">
            <h2 id="profile-data">Mis datos</h2>
            {editing ? <ProfileForm profile={profile.data} onDone={() => setEditing(false)} /> : <ProfileDetails profile={profile.data} />}
            {!editing && (
              <div className="actions">
                <button type="button" className="btn" onClick={() => setEditing(true)}>
                  Editar
                </button>
                <Link to="/updatepassword" className="btn btn--ghost">
                  Cambiar contraseña
                </Link>
              </div>
            )}
          </section>
          <section className="summary-box profile__orders" aria-labelledby="profile-orders">
            <h2 id="profile-orders">Mis órdenes</h2>
            <OrdersTable orders={profile.data.orders ?? []} />
          </section>
          {profile.data.subscriptions && profile.data.subscriptions.length > 0 && (
            <section className="summary-box profile__orders" aria-labelledby="profile-subs">
              <h2 id="profile-subs">Mis suscripciones</h2>
              <SubscriptionsList subscriptions={profile.data.subscriptions} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}
