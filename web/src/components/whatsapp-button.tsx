import { MessageCircle } from 'lucide-react';
import { usePublicSettings } from '../lib/public-settings';
import { whatsappLink } from '../lib/whatsapp';
import { buttonVariants } from './ui/button';
import { cn } from '../lib/utils';
import { msg, useT } from '../i18n/i18n';

const LABEL = msg('Chat with us on WhatsApp (opens in a new tab)');

/**
 * SPEC §2's chat link, to the shop's WhatsApp number (or its phone) from settings, on every page.
 *
 * Where a page has a bar (the shop's sticky header, the auth pages' top row) the link sits in it, `docked`:
 * always in reach, and over nothing. A button floating over the page lay, at some scroll position, on every
 * control near the screen's right edge (checkout's Continue, the pincode Check, Add to Cart, the footer's last
 * line) at 360 px. Only pages without a bar (the unauth and not-found pages, the error screen) keep the
 * floating button, in its own landmark, where nothing lies under it.
 */
export function WhatsAppButton({ docked = false, className }: { docked?: boolean; className?: string }) {
  const settings = usePublicSettings();
  const t = useT();
  const href = whatsappLink(settings.whatsapp) ?? whatsappLink(settings.phone);
  if (!href) return null;
  if (docked) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t(LABEL)}
        title={t('Chat with us on WhatsApp')}
        // What tests find the chat link by, in either language.
        data-chat=""
        className={buttonVariants({
          variant: 'ghost',
          size: 'icon',
          className: cn('text-green-700', className),
        })}
      >
        <MessageCircle className="size-5" aria-hidden="true" />
      </a>
    );
  }
  return (
    <aside aria-label={t('Chat with us')}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t(LABEL)}
        title={t('Chat with us on WhatsApp')}
        // What tests find the chat link by, in either language.
        data-chat=""
        className={cn(
          'fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:ring-offset-2',
          className,
        )}
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
