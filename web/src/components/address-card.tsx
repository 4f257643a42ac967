import { MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import type { ApiAddress } from '../../../common/contracts/address';
import { Button } from './ui/button';
import { cn } from '../lib/utils';
import { useT } from '../i18n/i18n';

/** An address as lines of text: the one way addresses read in cards, order details and summaries. */
export function AddressLines({
  address,
  className,
}: {
  address: Pick<ApiAddress, 'address' | 'city' | 'pincode' | 'phone' | 'notes'> & { state?: string | null };
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn('grid min-w-0 gap-1 text-sm text-neutral-800', className)}>
      <p className="break-words font-medium text-neutral-950">{address.address}</p>
      <p className="break-words">
        {address.city}
        {address.state ? `, ${address.state}` : ''} – {address.pincode}
      </p>
      <p className="flex items-center gap-1.5">
        <Phone className="size-3.5 shrink-0 text-neutral-500" aria-hidden="true" />
        <span className="sr-only">{t('Phone: ')}</span>
        {address.phone}
      </p>
      {address.notes ? (
        <p className="break-words text-neutral-600">{t('Notes: {notes}', { notes: address.notes })}</p>
      ) : null}
    </div>
  );
}

/**
 * The id of what takes the focus for an address card (after it is added or edited, the form having gone):
 * in checkout its radio button, elsewhere the card itself.
 */
export const addressFocusId = (groupName: string, addressId: string, selectable: boolean) =>
  selectable ? `${groupName}-${addressId}` : `${groupName}-${addressId}-card`;

/**
 * A saved address with Edit and Delete. In checkout (`selectable`) the card is also a radio button of the
 * address group: choosing it picks the delivery address.
 */
export function AddressCard({
  address,
  selectable = false,
  selected = false,
  editing = false,
  disabled = false,
  groupName = 'address',
  as: Item = 'li',
  onSelect,
  onEdit,
  onDelete,
}: {
  address: ApiAddress;
  /** 'li' in a list of addresses; 'div' among the radio buttons of a fieldset. */
  as?: 'li' | 'div';
  selectable?: boolean;
  selected?: boolean;
  editing?: boolean;
  disabled?: boolean;
  groupName?: string;
  onSelect?: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const inputId = `${groupName}-${address._id}`;
  return (
    <Item
      // Outside checkout the card itself takes the focus once saved (addressFocusId).
      id={selectable ? undefined : addressFocusId(groupName, address._id, false)}
      tabIndex={selectable ? undefined : -1}
      className={cn(
        'relative flex min-w-0 flex-col gap-3 rounded-lg border bg-white p-4 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
        selected ? 'border-brand ring-2 ring-brand/30' : 'border-neutral-200',
        selectable && !selected && 'hover:border-neutral-400',
        editing && 'border-dashed',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        {selectable ? (
          <input
            id={inputId}
            type="radio"
            name={groupName}
            checked={selected}
            onChange={onSelect}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
        ) : (
          <MapPin className="mt-0.5 size-5 shrink-0 text-neutral-500" aria-hidden="true" />
        )}
        {selectable ? (
          // The whole text is the radio's label, so a tap anywhere on it chooses the address.
          <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer">
            <AddressLines address={address} />
          </label>
        ) : (
          <AddressLines address={address} className="flex-1" />
        )}
      </div>
      <div className="mt-auto flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          disabled={disabled}
          aria-label={t('Edit address {address}', { address: address.address })}
        >
          <Pencil aria-hidden="true" />
          {t('Edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onDelete}
          disabled={disabled}
          aria-label={t('Delete address {address}', { address: address.address })}
        >
          <Trash2 aria-hidden="true" />
          {t('Delete')}
        </Button>
      </div>
    </Item>
  );
}
