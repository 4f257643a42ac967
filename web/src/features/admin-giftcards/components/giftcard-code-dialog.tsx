import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { formatINR } from '../../../../../common/money';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { giftCardDayText } from '../giftcard-rules';
import type { IssuedGiftCard } from '../types';

/**
 * The new card's code, shown this once (the server keeps only its hash): a copy button, and the warning that it
 * will not be shown again.
 */
export function GiftCardCodeDialog({ card, onClose }: { card: IssuedGiftCard | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (!card) return;
    try {
      await navigator.clipboard.writeText(card.code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page): the code is selectable on screen.
      setCopied(false);
    }
  }
  return (
    <Dialog
      open={card !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Gift card issued</DialogTitle>
          <DialogDescription>
            Copy the code now: it will not be shown again. The shop keeps only a fingerprint of it.
          </DialogDescription>
        </DialogHeader>
        {card ? (
          <div className="grid gap-3">
            <p className="text-sm text-neutral-700">
              {formatINR(card.initial)} for {card.recipientName}, valid until{' '}
              {giftCardDayText(card.expiresAt)}.
              {card.recipientEmail ? ` The code is also mailed to ${card.recipientEmail}.` : ''}
            </p>
            <p
              aria-label="Gift card code"
              data-testid="gift-card-code"
              className="select-all break-all rounded-md border border-neutral-300 bg-neutral-50 px-3 py-3 text-center font-mono text-xl font-semibold tracking-wider sm:text-2xl"
            >
              {card.code}
            </p>
            <p role="status" className="min-h-5 text-sm text-green-800">
              {copied ? 'Copied to the clipboard.' : ''}
            </p>
          </div>
        ) : null}
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            Copy code
          </Button>
          <Button
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
