import { basePriceFromSale, igstPercent, type OrderTotals, type SupplyType } from '../../../../common/money';
import type { CartLine } from '../../cart';
import type { NewOrderItem, PricedLine } from '../core';

/**
 * An order's lines priced from the product rows: the pure part of order creation, kept apart so
 * that mutation testing (`config/mutation/orders.config.mjs`) can run it against fast unit tests.
 */

/** The rates a line is charged at: the product's CGST and SGST in the shop's state, their sum as IGST elsewhere. */
export function appliedRates(line: Pick<CartLine, 'cgstPercent' | 'sgstPercent'>, type: SupplyType) {
  return type === 'intra'
    ? { cgstPercent: line.cgstPercent, sgstPercent: line.sgstPercent, igstPercent: 0 }
    : { cgstPercent: 0, sgstPercent: 0, igstPercent: igstPercent(line.cgstPercent, line.sgstPercent) };
}

/** An order item row before it is inserted: every priced field set. */
export type OrderItemDraft = NewOrderItem & PricedLine;

/**
 * The order's item rows from the cart lines and their totals (`orderTotals(lines, charges, type)`): what each
 * unit costs with tax, its price before tax (from the sale price when there is one, else the list price), the
 * rates applied, the line's amounts and its share of the charges with their tax. `orderId` is set by insertOrder.
 */
export function orderItemsFor(lines: CartLine[], totals: OrderTotals, type: SupplyType): OrderItemDraft[] {
  return lines.map((line, i) => {
    const a = totals.lines[i];
    const charge = totals.charges[i];
    return {
      orderId: '', // set by insertOrder
      productId: line.productId,
      title: line.title,
      image: line.image,
      hsn: line.hsn,
      quantity: a.quantity,
      // A list-priced unit's gross is list × (1 + rate) to the paisa, off by at most half a paisa, and that ÷ (1 + rate)
      // is off by less than half a paisa, so basePriceFromSale gives the list price back: always taking it is the same.
      unitPricePaise:
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, see the two lines above
        line.salePricePaise > 0
          ? basePriceFromSale(a.unitGrossPaise, line.cgstPercent, line.sgstPercent)
          : line.pricePaise,
      salePricePaise: a.unitGrossPaise,
      ...appliedRates(line, type),
      taxablePaise: a.taxablePaise,
      cgstPaise: a.cgstPaise,
      sgstPaise: a.sgstPaise,
      igstPaise: a.igstPaise,
      lineTotalPaise: a.totalPaise,
      chargePaise: charge.totalPaise,
      chargeTaxablePaise: charge.taxablePaise,
      chargeCgstPaise: charge.cgstPaise,
      chargeSgstPaise: charge.sgstPaise,
      chargeIgstPaise: charge.igstPaise,
      discountPaise: a.discountPaise,
    };
  });
}
