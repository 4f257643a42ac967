import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { MAX_ADDRESSES, type ApiAddress } from '../../../../../common/contracts/address';
import { useConfirm } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAddresses } from '../api/get-addresses';
import { useDeleteAddress } from '../api/delete-address';
import { AddressCard, addressFocusId } from '../../../components/address-card';
import { AddressForm } from './address-form';
import { useT } from '../../../i18n/i18n';

export interface AddressBookProps {
  userId: string;
  /** Checkout: the addresses are a radio group and one is chosen for delivery. */
  selectable?: boolean;
  selectedId?: string | null;
  onSelect?: (addressId: string | null) => void;
  /** Checkout: what is said about the chosen address (its delivery zone, or that the shop does not deliver there), under the list. */
  note?: ReactNode;
}

/**
 * The saved addresses (up to MAX_ADDRESSES) with Edit and Delete, and the address form below them: the
 * same block in checkout (where one is chosen) and in the account's Address tab.
 */
export function AddressBook({
  userId,
  selectable = false,
  selectedId = null,
  onSelect,
  note,
}: AddressBookProps) {
  const t = useT();
  const { data, isPending, isError, refetch } = useAddresses(userId);
  const addresses = data ?? [];
  const [editing, setEditing] = useState<ApiAddress | null>(null);
  // With addresses saved, the add form opens on demand, so the rest of the page stays in reach on a phone.
  const [adding, setAdding] = useState(false);
  const remove = useDeleteAddress();
  const { confirm, dialog } = useConfirm();
  const groupName = selectable ? 'shipping-address' : 'address';
  const addButtonId = useId();
  // Saving or cancelling takes the form away, and with it the focused button: the focus goes to the address
  // saved (read out with its text, after the toast's 'Address added successfully'), or back to what opened
  // the form, never to the page's start. Tried after each render until the element is there (the new card
  // comes with the list's next render).
  const focusNext = useRef<string | null>(null);
  const [, setFocusRequests] = useState(0);
  const focusAfterRender = (elementId: string) => {
    focusNext.current = elementId;
    setFocusRequests((n) => n + 1);
  };
  useEffect(() => {
    const target = focusNext.current ? document.getElementById(focusNext.current) : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  async function onDelete(address: ApiAddress) {
    const ok = await confirm({
      title: t('Delete this address?'),
      description: t('{address}, {city} – {pincode}. Orders already placed keep their own copy.', {
        address: address.address,
        city: address.city,
        pincode: address.pincode,
      }),
      destructive: true,
      confirmLabel: t('Delete address'),
    });
    if (!ok) return;
    try {
      const res = await remove.mutateAsync({ userId, addressId: address._id });
      toast({ title: res.message || t('Address deleted successfully') });
      if (editing?._id === address._id) setEditing(null);
      if (selectedId === address._id) onSelect?.(null);
    } catch (error) {
      toast({
        title: errorMessage(error, t('Could not delete the address. Please try again.')),
        variant: 'destructive',
      });
    }
  }

  function onSaved(address: ApiAddress, mode: 'add' | 'edit') {
    setEditing(null);
    setAdding(false);
    focusAfterRender(addressFocusId(groupName, address._id, selectable));
    // A newly added address is the one the shopper means to use.
    if (mode === 'add' && selectable) onSelect?.(address._id);
  }

  const legend = selectable ? t('Delivery address') : t('Saved addresses');
  const card = (address: ApiAddress, as: 'li' | 'div') => (
    <AddressCard
      key={address._id}
      as={as}
      address={address}
      selectable={selectable}
      selected={selectable && address._id === selectedId}
      editing={editing?._id === address._id}
      groupName={groupName}
      disabled={remove.isPending && remove.variables?.addressId === address._id}
      onSelect={() => onSelect?.(address._id)}
      onEdit={() => setEditing(address)}
      onDelete={() => void onDelete(address)}
    />
  );

  return (
    <div className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm text-neutral-600">
          {selectable ? t('Choose where to deliver your order.') : t('Saved delivery addresses.')}
        </p>
        {/* No aria-live here: Radix dialogs keep live regions visible and would mark the whole path to it. */}
        <p className="shrink-0 text-sm text-neutral-600">
          {t('{count} of {max} saved', { count: addresses.length, max: MAX_ADDRESSES })}
        </p>
      </div>

      {isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label={t('Loading addresses')}>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : null}

      {isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {t('Could not load your saved addresses.')}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : null}

      {addresses.length && selectable ? (
        // Native radio buttons in a fieldset: arrow keys move the choice, the legend names the group.
        <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
          <legend className="sr-only">{legend}</legend>
          {addresses.map((address) => card(address, 'div'))}
        </fieldset>
      ) : addresses.length ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={legend}>
          {addresses.map((address) => card(address, 'li'))}
        </ul>
      ) : !isPending && !isError ? (
        <p className="rounded-md border border-dashed border-neutral-300 bg-neutral-50 p-4 text-sm text-neutral-700">
          {t('No saved addresses yet. Add one below.')}
        </p>
      ) : null}

      {note}

      {isPending ? null : editing || adding || !addresses.length || addresses.length >= MAX_ADDRESSES ? (
        <AddressForm
          userId={userId}
          editing={editing}
          count={addresses.length}
          onSaved={onSaved}
          onCancel={
            editing || adding
              ? () => {
                  focusAfterRender(
                    editing ? addressFocusId(groupName, editing._id, selectable) : addButtonId,
                  );
                  setEditing(null);
                  setAdding(false);
                }
              : undefined
          }
        />
      ) : (
        <Button
          id={addButtonId}
          variant="outline"
          className="w-full border-dashed sm:w-auto sm:justify-self-start"
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden="true" />
          {t('Add a new address')}
        </Button>
      )}
      {dialog}
    </div>
  );
}
