/** Link to the order page; a guest's link carries the capability token. */
export function orderUrl(orderId: string, accessToken?: string | null, publicUrl: string | undefined = process.env.PUBLIC_URL): string {
  const base = (publicUrl || `http://localhost:${process.env.PORT || 8080}`).replace(/\/+$/, '');
  return `${base}/order/${orderId}${accessToken ? `?token=${encodeURIComponent(accessToken)}` : ''}`;
}
