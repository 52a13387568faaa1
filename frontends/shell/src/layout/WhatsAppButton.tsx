import { WhatsappIcon } from '@kukki/ui';
import { useCart } from '@kukki/shop-client';
import { whatsAppOrderUrl } from '@kukki/shop-client/src/rules/whatsapp';

/**
 * Floating «Pedir por WhatsApp»: a wa.me link whose message lists the cart's lines. In its own landmark, so a
 * screen reader's list of regions reaches it as it reaches the header, the page and the footer.
 */
export function WhatsAppButton() {
  const cart = useCart();
  return (
    <aside aria-label="WhatsApp">
      <a className="whatsapp-fab" href={whatsAppOrderUrl(cart)} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-order">
        <WhatsappIcon width={24} height={24} aria-hidden="true" />
        <span>Pedir por WhatsApp</span>
      </a>
    </aside>
  );
}
