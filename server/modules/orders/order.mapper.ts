import { fromPaise } from '../../../common/money';
import type { OrderItemRow, OrderRow } from './orders.repository';

export type { OrderItemRow, OrderRow };

/**
 * An order as the API shows it (SPEC §3 Order): `_id`, money in rupees, the address snapshot and the
 * item snapshots taken when it was placed. The one mapping used by the shop's and the admin's order routes.
 *
 * Per item, `price` is what one unit cost the customer (GST included, the cart's unit price);
 * `basePrice` is that unit before tax, and `lineTotal` the line's total with tax.
 */
export function orderToApi(order: OrderRow, items: OrderItemRow[], customer?: { userName: string; email: string }) {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return {
    _id: order.id,
    userId: order.userId,
    cartId: order.cartId,
    cartItems: sorted.map((i) => ({
      productId: i.productId,
      title: i.title,
      image: i.image,
      hsn: i.hsn,
      price: fromPaise(i.salePricePaise),
      salePrice: fromPaise(i.salePricePaise),
      basePrice: fromPaise(i.unitPricePaise),
      cgstPercent: Number(i.cgstPercent),
      sgstPercent: Number(i.sgstPercent),
      quantity: i.quantity,
      taxableAmount: fromPaise(i.taxablePaise),
      cgstAmount: fromPaise(i.cgstPaise),
      sgstAmount: fromPaise(i.sgstPaise),
      lineTotal: fromPaise(i.lineTotalPaise),
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
    totalAmount: fromPaise(order.totalAmountPaise),
    orderDate: order.orderDate.toISOString(),
    orderUpdateDate: order.orderUpdateDate.toISOString(),
    paymentId: order.paymentId ?? null,
    payerId: order.payerId ?? null,
    invoiceNumber: order.invoiceNumber ?? null,
    ...(customer ? { userName: customer.userName, userEmail: customer.email } : {}),
  };
}

export type ApiOrder = ReturnType<typeof orderToApi>;
