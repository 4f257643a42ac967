import { MessageCircle } from 'lucide-react';
import { usePublicSettings } from '../lib/public-settings';
import { whatsappLink } from '../lib/whatsapp';

/** SPEC §2: a floating chat link on every page, to the shop's WhatsApp number (or its phone) from settings. */
export function WhatsAppButton() {
  const settings = usePublicSettings();
  const href = whatsappLink(settings.whatsapp) ?? whatsappLink(settings.phone);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      title="Chat with us on WhatsApp"
      className="fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:ring-offset-2"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
