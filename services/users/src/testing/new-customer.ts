// What the users service answers about a customer who has just signed up as «Ana Pérez» (its suites
// and the gateway's); under src/testing, so never built.
const anaPerez = { name: 'Ana Pérez', lastname: '', isAdmin: false, firstPurchase: true };

/** The login info of sign-up and login: the account and its session token. */
export const newCustomerLogin = (_id: unknown, email: string) => ({ _id, ...anaPerez, email, token: expect.any(String) });

/** The profile: no delivery details, orders or subscriptions yet. */
export const newCustomerProfile = (_id: string, email: string) => ({
  _id,
  ...anaPerez,
  email,
  deliveryInfo: null,
  orders: [],
  subscriptions: [],
});

/** The row of the administrators' user list: active, no delivery details yet. */
export const newCustomerListed = (_id: string, email: string) => ({
  _id,
  ...anaPerez,
  email,
  active: true,
  deliveryInfo: null,
  createdAt: expect.any(String),
});
