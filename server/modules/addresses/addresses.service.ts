import {
  MAX_ADDRESSES,
  MAX_ADDRESSES_MESSAGE,
  unknownPincodeMessage,
  type AddressInput,
  type ApiAddress,
} from '../../../common/contracts/address';
import { stateForPincode } from '../../../common/gst/pincode-states';
import { stateByCode } from '../../../common/gst/states';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import * as repo from './addresses.repository';

const NOT_FOUND = 'Address not found';

function toApi(row: repo.AddressRow): ApiAddress {
  return {
    _id: row.id,
    userId: row.userId,
    address: row.address,
    city: row.city,
    pincode: row.pincode,
    phone: row.phone,
    notes: row.notes,
    stateCode: row.stateCode,
    state: stateByCode(row.stateCode)?.name ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type AddressFieldsInput = Omit<AddressInput, 'userId'>;

/**
 * The state to store: the one the customer chose; else, when the pincode is unchanged, the one the
 * address has (a SPEC-shaped update without a state keeps a correction made earlier); else the
 * pincode's (400 when the table does not know it).
 */
function resolveState(values: AddressFieldsInput, current?: repo.AddressRow): repo.AddressValues {
  const { stateCode, ...fields } = values;
  if (stateCode) return { ...fields, stateCode };
  if (current?.stateCode && current.pincode === fields.pincode)
    return { ...fields, stateCode: current.stateCode };
  const derived = stateForPincode(fields.pincode);
  if (!derived) throw new ValidationError(unknownPincodeMessage(fields.pincode));
  return { ...fields, stateCode: derived.code };
}

/** The user's saved addresses, oldest first. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<ApiAddress[]> {
  return (await repo.listByUser(db, userId)).map(toApi);
}

/** One address of the user, or null; another user's address is never returned (for checkout). */
export async function findUserAddress(
  db: DbOrTx,
  userId: string,
  addressId: string,
): Promise<ApiAddress | null> {
  const row = await repo.findOne(db, userId, addressId);
  return row ? toApi(row) : null;
}

/** One address of the user; 404 when it is not theirs or does not exist. */
export async function getUserAddress(db: DbOrTx, userId: string, addressId: string): Promise<ApiAddress> {
  const address = await findUserAddress(db, userId, addressId);
  if (!address) throw new NotFoundError(NOT_FOUND);
  return address;
}

/**
 * Saves a new address, at most MAX_ADDRESSES per user (SPEC §9). The user's row is locked while counting,
 * so racing adds cannot together pass the limit.
 */
export async function addAddress(db: Db, userId: string, input: AddressFieldsInput): Promise<ApiAddress> {
  const values = resolveState(input);
  return db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw new UnauthorizedError();
    if ((await repo.countByUser(tx, userId)) >= MAX_ADDRESSES) throw new ConflictError(MAX_ADDRESSES_MESSAGE);
    return toApi(await repo.insert(tx, userId, values));
  });
}

/** Changes the fields of one of the user's addresses; its owner never changes. */
export async function updateAddress(
  db: DbOrTx,
  userId: string,
  addressId: string,
  input: AddressFieldsInput,
): Promise<ApiAddress> {
  const current = await repo.findOne(db, userId, addressId);
  if (!current) throw new NotFoundError(NOT_FOUND);
  const row = await repo.update(db, userId, addressId, resolveState(input, current));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toApi(row);
}

/** Deletes one of the user's addresses (past orders keep their own copy). */
export async function deleteAddress(db: DbOrTx, userId: string, addressId: string): Promise<void> {
  if (!(await repo.remove(db, userId, addressId))) throw new NotFoundError(NOT_FOUND);
}
