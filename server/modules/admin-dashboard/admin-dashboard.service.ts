import {
  DASHBOARD_LIST_LIMIT,
  LOW_STOCK_BELOW,
  type AdminDashboardSummary,
} from '../../../common/contracts/admin';
import { fromPaise } from '../../../common/money';
import type { Db } from '../../db/client';
import { mostWished } from '../wishlist';
import {
  cashToCollect,
  countFailedRefunds,
  countOpenReturns,
  countRefundsNeeded,
  IST_OFFSET_MINUTES,
  lowStockProducts,
  paidPerDay,
  paidSince,
  waitingOrders,
} from './admin-dashboard.repository';

const DAY_MS = 86_400_000;
export const CHART_DAYS = 30;

/** The Indian calendar day of an instant, as YYYY-MM-DD, and the instant that day began. */
function istDay(at: Date): { date: string; start: Date; year: number; month: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth();
  const startShifted = Date.UTC(year, month, shifted.getUTCDate());
  return {
    date: new Date(startShifted).toISOString().slice(0, 10),
    start: new Date(startShifted - IST_OFFSET_MINUTES * 60_000),
    year,
    month,
  };
}

/**
 * The admin dashboard in one call: today's and this month's paid orders and revenue, revenue per day over
 * the last 30 days, orders waiting for the shop, products low on stock, payments owed back and cash to collect. Every
 * figure is counted and summed by the database; days are Indian Standard Time.
 */
export async function dashboardSummary(db: Db, now = new Date()): Promise<AdminDashboardSummary> {
  const today = istDay(now);
  const monthStart = new Date(Date.UTC(today.year, today.month, 1) - IST_OFFSET_MINUTES * 60_000);
  const chartStart = new Date(today.start.getTime() - (CHART_DAYS - 1) * DAY_MS);
  const earliest = monthStart < chartStart ? monthStart : chartStart;

  const [figures, perDay, waiting, low, refundsNeeded, cash, openReturns, failedRefunds, wished] =
    await Promise.all([
      paidSince(db, today.start, monthStart, earliest),
      paidPerDay(db, chartStart),
      waitingOrders(db, DASHBOARD_LIST_LIMIT),
      lowStockProducts(db, LOW_STOCK_BELOW, DASHBOARD_LIST_LIMIT),
      countRefundsNeeded(db),
      cashToCollect(db),
      countOpenReturns(db),
      countFailedRefunds(db),
      mostWished(db, DASHBOARD_LIST_LIMIT),
    ]);

  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const revenueByDay = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = istDay(new Date(chartStart.getTime() + i * DAY_MS)).date;
    const d = byDay.get(date);
    return { date, orders: d?.orders ?? 0, revenue: fromPaise(d?.paise ?? 0) };
  });

  return {
    today: today.date,
    todayPaid: { orders: figures.today.orders, revenue: fromPaise(figures.today.paise) },
    monthPaid: { orders: figures.month.orders, revenue: fromPaise(figures.month.paise) },
    revenueByDay,
    waiting: {
      count: waiting.count,
      orders: waiting.rows.map((o) => ({
        _id: o.id,
        orderDate: o.orderDate.toISOString(),
        orderStatus: o.orderStatus,
        contactName: o.contactName,
        totalAmount: fromPaise(o.totalAmountPaise),
      })),
    },
    lowStock: {
      count: low.count,
      products: low.rows.map((p) => ({
        _id: p.id,
        title: p.title,
        totalStock: p.totalStock,
        image: p.image,
      })),
    },
    mostWished: wished.map((p) => ({
      _id: p.id,
      title: p.title,
      image: p.image,
      totalStock: p.totalStock,
      wishes: p.wishes,
      waiting: p.waiting,
    })),
    refundsNeeded,
    cashToCollect: { orders: cash.orders, amount: fromPaise(cash.paise) },
    openReturns,
    failedRefunds,
  };
}
