import { useState } from 'react';
import { Gift, Plus } from 'lucide-react';
import { formatINR } from '../../../../common/money';
import { EmptyState, ErrorState } from '../../components/states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import {
  GiftCardCodeDialog,
  GiftCardDetailSheet,
  giftCardDayText,
  GiftCardSheet,
  GiftCardStateBadge,
  giftCardWhenText,
  useAdminGiftCards,
  type AdminGiftCard,
  type IssuedGiftCard,
} from '../../features/admin-giftcards';
import { errorMessage } from '../../lib/api-client';
import { AdminPage } from './admin-page';

const recipientText = (c: AdminGiftCard) =>
  c.recipientName || (c.source === 'storeCredit' ? 'Store credit' : '—');
const lastUsedText = (c: AdminGiftCard) => (c.lastUsedAt ? giftCardWhenText(c.lastUsedAt) : 'Never used');

function GiftCardList({ rows, onOpen }: { rows: AdminGiftCard[]; onOpen: (c: AdminGiftCard) => void }) {
  const open = (c: AdminGiftCard) => (
    <Button variant="outline" size="sm" onClick={() => onOpen(c)}>
      Open <span className="sr-only">card ending {c.last4}</span>
    </Button>
  );
  return (
    <>
      {/* Phones and tablets get one card per gift card; wide screens the table. */}
      <ul className="grid gap-3 lg:hidden" aria-label="Gift cards">
        {rows.map((c) => (
          <li
            key={c._id}
            data-giftcard-id={c._id}
            className="grid min-w-0 gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-sm shadow-sm"
          >
            <div className="flex items-baseline justify-between gap-2">
              <p className="font-mono text-base font-semibold">•••• {c.last4}</p>
              <GiftCardStateBadge state={c.state} />
            </div>
            <p className="font-medium tabular-nums">
              {formatINR(c.balance)}{' '}
              <span className="font-normal text-neutral-600">of {formatINR(c.initial)}</span>
            </p>
            <p className="min-w-0 break-words text-neutral-700">
              {recipientText(c)}
              {c.recipientEmail ? <span className="block break-all">{c.recipientEmail}</span> : null}
            </p>
            <p className="text-neutral-700">
              Valid until {giftCardDayText(c.expiresAt)} · {lastUsedText(c)}
            </p>
            <div>{open(c)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <Table aria-label="Gift cards">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Card</TableHead>
              <TableHead scope="col">Recipient</TableHead>
              <TableHead scope="col" className="text-right">
                Balance
              </TableHead>
              <TableHead scope="col">Valid until</TableHead>
              <TableHead scope="col">Last used</TableHead>
              <TableHead scope="col">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c._id} data-giftcard-id={c._id}>
                <TableCell>
                  <p className="font-mono font-semibold">•••• {c.last4}</p>
                  <GiftCardStateBadge state={c.state} />
                </TableCell>
                <TableCell className="max-w-56 break-words">
                  <p>{recipientText(c)}</p>
                  {c.recipientEmail ? <p className="break-all text-neutral-600">{c.recipientEmail}</p> : null}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  <p className="font-medium">{formatINR(c.balance)}</p>
                  <p className="text-neutral-600">of {formatINR(c.initial)}</p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{giftCardDayText(c.expiresAt)}</TableCell>
                <TableCell className="text-neutral-700">{lastUsedText(c)}</TableCell>
                <TableCell>{open(c)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/**
 * The owner's gift cards (issue 47): every card with its balance, last use and state; issue one in a side sheet
 * (its code shown once, after), open one for its ledger, disable or enable it, adjust its balance with a note.
 */
export default function AdminGiftCardsPage() {
  const query = useAdminGiftCards();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const data = query.data;
  const add = (
    <Button onClick={() => setIssuing(true)}>
      <Plus className="size-4" aria-hidden="true" />
      Issue a gift card
    </Button>
  );

  return (
    <AdminPage
      title="Gift cards"
      description="Cards buyers pay with at checkout: issued by you, or store credit from a refund."
      actions={data?.length ? add : undefined}
    >
      {query.isError && !data ? (
        <ErrorState
          title="Failed to load gift cards"
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading gift cards…</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.length === 0 ? (
        <EmptyState
          title="No gift cards yet"
          icon={<Gift className="size-10 text-neutral-400" aria-hidden="true" />}
          action={add}
        >
          Issue a card for a festival gift, a goodwill gesture or a contractor&apos;s credit. The recipient
          gets its code by mail and types it in checkout&apos;s Gift card box.
        </EmptyState>
      ) : (
        <GiftCardList rows={data} onOpen={(c) => setOpenId(c._id)} />
      )}
      <GiftCardSheet open={issuing} onOpenChange={setIssuing} onIssued={(card) => setIssued(card)} />
      <GiftCardCodeDialog card={issued} onClose={() => setIssued(null)} />
      <GiftCardDetailSheet cardId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
