import type { Kysely } from 'kysely';
import { type Dashboard, type DashboardDay, type DashboardQuery, dashboardCsvHeaders } from '../../../contract/admin-operations.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import {
  createdPerDay,
  type DayCount,
  paidPerDay,
  refundedPerDay,
  servicePeriodChanges,
  studyingLearners,
} from './dashboard.repository.ts';
import { dayNumber, dayOfNumber, defaultRange } from './shanghai-days.ts';

const conversion = (paid: number, created: number) => (created === 0 ? null : Math.round((paid / created) * 10_000) / 10_000);

/** Per-day figures for the range, from per-day aggregates; days without any keep zeros. */
export function createDashboardService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  async function dashboard(query: DashboardQuery): Promise<Dashboard> {
    const range = defaultRange(clock.now(), query.from, query.to);
    const first = dayNumber(range.from);
    const index = (day: number) => day - first;
    const days: DashboardDay[] = Array.from({ length: range.days }, (_, offset) => ({
      date: dayOfNumber(first + offset),
      ordersCreated: 0,
      ordersPaid: 0,
      paidOfCreated: 0,
      conversionRate: null,
      grossRevenueFen: 0,
      refundedFen: 0,
      netRevenueFen: 0,
      learnersInService: 0,
      learnersStudying: 0,
    }));
    const at = (day: number) => days[index(day)];

    const [created, paid, refunded, studying, service] = await Promise.all([
      createdPerDay(db, range),
      paidPerDay(db, range),
      refundedPerDay(db, range),
      studyingLearners(db, range),
      servicePeriodChanges(db, range),
    ]);
    for (const row of created) {
      const day = at(row.day);
      if (day) Object.assign(day, { ordersCreated: row.count, paidOfCreated: row.paid });
    }
    for (const row of paid) {
      const day = at(row.day);
      if (day) Object.assign(day, { ordersPaid: row.count, grossRevenueFen: row.fen });
    }
    for (const row of refunded) {
      const day = at(row.day);
      if (day) day.refundedFen = row.fen;
    }
    for (const row of studying.perDay) {
      const day = at(row.day);
      if (day) day.learnersStudying = row.count;
    }
    // A running sum: a period counts from its first day (or the range's) through the day of its last moment.
    const change = new Array<number>(range.days + 1).fill(0);
    const add = (position: number, count: number) => {
      change[position] = (change[position] ?? 0) + count;
    };
    service.starts.forEach((row: DayCount) => add(Math.max(0, index(row.day)), row.count));
    service.lastDays.forEach((row: DayCount) => add(Math.min(range.days, index(row.day) + 1), -row.count));
    let running = 0;
    days.forEach((day, position) => {
      running += change[position] ?? 0;
      day.learnersInService = running;
      day.netRevenueFen = day.grossRevenueFen - day.refundedFen;
      day.conversionRate = conversion(day.paidOfCreated, day.ordersCreated);
    });

    const sum = (pick: (day: DashboardDay) => number) => days.reduce((total, day) => total + pick(day), 0);
    const ordersCreated = sum((day) => day.ordersCreated);
    const paidOfCreated = sum((day) => day.paidOfCreated);
    const grossRevenueFen = sum((day) => day.grossRevenueFen);
    const refundedFen = sum((day) => day.refundedFen);
    return {
      from: range.from,
      to: range.to,
      days,
      totals: {
        ordersCreated,
        ordersPaid: sum((day) => day.ordersPaid),
        paidOfCreated,
        conversionRate: conversion(paidOfCreated, ordersCreated),
        grossRevenueFen,
        refundedFen,
        netRevenueFen: grossRevenueFen - refundedFen,
        learnersInService: service.total,
        learnersStudying: studying.total,
      },
    };
  }

  return { dashboard };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const percent = (rate: number | null) => (rate === null ? '' : `${(rate * 100).toFixed(2)}%`);

/** The per-day figures as CSV for Excel: a UTF-8 BOM, Chinese headers, CRLF lines, amounts in yuan. */
export function dashboardCsv(dashboard: Dashboard): string {
  const lines = [
    dashboardCsvHeaders.join(','),
    ...dashboard.days.map((day) =>
      [
        day.date,
        day.ordersCreated,
        day.ordersPaid,
        day.paidOfCreated,
        percent(day.conversionRate),
        yuan(day.grossRevenueFen),
        yuan(day.refundedFen),
        yuan(day.netRevenueFen),
        day.learnersInService,
        day.learnersStudying,
      ].join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const dashboardCsvFilename = (dashboard: Dashboard) =>
  `dashboard-${dashboard.from.replace(/-/g, '')}-${dashboard.to.replace(/-/g, '')}.csv`;
