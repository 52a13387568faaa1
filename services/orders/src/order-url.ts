/** Link to the order page under the shop's public address; a guest's link carries the capability token. */
export function orderUrl(publicUrl: string, orderId: string, accessToken?: string | null): string {
  return `${publicUrl}/order/${orderId}${accessToken ? `?token=${encodeURIComponent(accessToken)}` : ''}`;
}
