import type { ApiPricedLine } from '../../../../common/contracts/orders';
import { fromPaise } from '../../../../common/money';
import { amountDuePaise } from '../../giftcards';
import { payOnDeliveryPaise } from './pay-on-delivery';
import type { CreditNoteRow, OrderItemRow, OrderRow } from './orders.repository';

export type { CreditNoteRow, OrderItemRow, OrderRow };

/** A line with its price and tax worked out, in paise: an order item row, or one about to be inserted. */
export interface PricedLine {
  productId: string;
  title: string;
  hsn: string;
  quantity: number;
  /** One unit with GST. */
  salePricePaise: number;
  cgstPercent: number;
  sgstPercent: number;
  igstPercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  lineTotalPaise: number;
  /** The line's share of the order's discount, tax included; the amounts above are after it. */
  discountPaise: number;
}

/**
 * A priced line as the API shows it, in rupees: the one mapping for checkout's preview (lines priced now)
 * and an order's items (lines priced when it was placed). `price` is one unit with GST.
 */
export function pricedLineToApi(line: PricedLine): ApiPricedLine {
  return {
    productId: line.productId,
    title: line.title,
    hsn: line.hsn,
    quantity: line.quantity,
    price: fromPaise(line.salePricePaise),
    cgstPercent: Number(line.cgstPercent),
    sgstPercent: Number(line.sgstPercent),
    igstPercent: Number(line.igstPercent),
    taxableAmount: fromPaise(line.taxablePaise),
    cgstAmount: fromPaise(line.cgstPaise),
    sgstAmount: fromPaise(line.sgstPaise),
    igstAmount: fromPaise(line.igstPaise),
    lineTotal: fromPaise(line.lineTotalPaise),
    discountAmount: fromPaise(line.discountPaise),
  };
}

/** What an order charges besides its goods (delivery, cash-on-delivery fee, fragile packing), tax included. */
export const chargesOf = (order: Pick<OrderRow, 'deliveryFeePaise' | 'codFeePaise' | 'fragileFeePaise'>) =>
  order.deliveryFeePaise + order.codFeePaise + order.fragileFeePaise;

/**
 * An order as the API shows it (SPEC §3 Order): `_id`, the `orderNumber` people read out (HEP-10482), money in rupees, the address snapshot and the
 * item snapshots taken when it was placed. The one mapping used by the shop's and the admin's order routes.
 *
 * Per item, `price` is what one unit cost the customer (GST included, the cart's unit price);
 * `basePrice` is that unit before tax, and `lineTotal` the line's total with tax.
 *
 * GST by place of supply: `placeOfSupply` (state and code) and `taxType` ('intra': CGST + SGST,
 * 'inter': IGST) as frozen at checkout; `igstAmount` beside `cgstAmount` and `sgstAmount`, per order and
 * per item (with `igstPercent`); the rates and amounts of the tax not charged are 0. `buyerGstin` when the
 * invoice is B2B; `creditNote` once a paid order was rejected or refunded; `refundedAt` when the admin
 * recorded the refund. The charges: `deliveryMethod`, `deliveryFee`, `codFee` and `fragileFee`, tax
 * included and taxed with the goods (the totals' tax covers them), `goodsTotal` the goods alone, and the
 * `expectedDelivery` dates told at checkout (null for older orders). The `shipment`: courier,
 * tracking number, tracking URL and when it shipped, once dispatched; null before.
 */
export function orderToApi(
  order: OrderRow,
  items: OrderItemRow[],
  customer?: { userName: string; email: string },
  creditNote?: CreditNoteRow | null,
) {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    cartId: order.cartId,
    cartItems: sorted.map((i) => ({
      ...pricedLineToApi(i),
      image: i.image,
      salePrice: fromPaise(i.salePricePaise),
      basePrice: fromPaise(i.unitPricePaise),
    })),
    addressInfo: order.addressInfo,
    contactName: order.contactName,
    contactEmail: order.contactEmail,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    subtotal: fromPaise(order.subtotalPaise),
    cgstAmount: fromPaise(order.cgstPaise),
    sgstAmount: fromPaise(order.sgstPaise),
    igstAmount: fromPaise(order.igstPaise),
    totalAmount: fromPaise(order.totalAmountPaise),
    deliveryMethod: order.deliveryMethod,
    // Before the code's discount off the goods (the lines' shares), like checkout's preview.
    goodsTotal: fromPaise(order.totalAmountPaise - chargesOf(order) + order.discountPaise),
    deliveryFee: fromPaise(order.deliveryFeePaise),
    codFee: fromPaise(order.codFeePaise),
    fragileFee: fromPaise(order.fragileFeePaise),
    discountCode: order.discountCode ?? null,
    discountAmount: fromPaise(order.discountPaise + order.deliveryDiscountPaise),
    // A gift card's part is money paid, not a discount: totalAmount stays the order's value (decision 033).
    giftCardAmount: fromPaise(order.giftCardPaise),
    amountDue: fromPaise(amountDuePaise(order)),
    expectedDelivery:
      order.deliveryFrom && order.deliveryTo ? { from: order.deliveryFrom, to: order.deliveryTo } : null,
    taxType: order.taxType,
    placeOfSupply:
      order.placeOfSupplyCode && order.placeOfSupplyState
        ? { stateCode: order.placeOfSupplyCode, state: order.placeOfSupplyState }
        : null,
    buyerGstin: order.buyerGstin ?? null,
    orderDate: order.orderDate.toISOString(),
    orderUpdateDate: order.orderUpdateDate.toISOString(),
    paymentId: order.paymentId ?? null,
    payerId: order.payerId ?? null,
    invoiceNumber: order.invoiceNumber ?? null,
    payOnDelivery: fromPaise(payOnDeliveryPaise(order)),
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    shipment:
      order.courier && order.trackingNumber
        ? {
            courier: order.courier,
            trackingNumber: order.trackingNumber,
            trackingUrl: order.trackingUrl ?? null,
            shippedAt: order.shippedAt?.toISOString() ?? null,
          }
        : null,
    creditNote: creditNote
      ? { number: creditNote.number, issuedAt: creditNote.issuedAt.toISOString(), reason: creditNote.reason }
      : null,
    ...(customer ? { userName: customer.userName, userEmail: customer.email } : {}),
  };
}

export type ApiOrder = ReturnType<typeof orderToApi>;
