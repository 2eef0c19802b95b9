/**
 * Haulright Trucking Co. ($): a multi-sheet workbook. "Fuel" (date, truck, gallons, price per
 * gallon, cost, Total row), "Maintenance" (date, truck, shop, work done, cost) and "Revenue"
 * (months down x trucks across with a Total column).
 */
import { money } from '../../expect';
import { makeRng } from '../rng';
import {
  bold,
  cell,
  day,
  DOLLAR,
  formatColumns,
  MON,
  monthPlaces,
  newBook,
  sumN,
  toBytes,
} from '../sheet';
import type { BookSpec } from '../types';

const TRUCKS = ['T-101', 'T-102', 'T-103', 'T-104'] as const;

export interface FuelRow {
  month: number;
  d: number;
  truck: string;
  tenthsGal: number;
  pricePerGal: number;
  cost: number;
}
export interface ServiceRow {
  month: number;
  d: number;
  truck: string;
  shop: string;
  work: string;
  cost: number;
}
export interface Fleet {
  fuel: FuelRow[];
  service: ServiceRow[];
  revenue: number[][];
}

export const truckingFleet: BookSpec<Fleet> = {
  name: 'trucking-fleet',
  about:
    'trucking, $, three sheets: fuel log with Total row, maintenance log, revenue months x trucks',
  async build(seed) {
    const rng = makeRng(seed);
    const fuel: FuelRow[] = [];
    const service: ServiceRow[] = [];
    for (let month = 1; month <= 6; month++) {
      for (const truck of TRUCKS)
        for (const d of [rng.int(1, 9), rng.int(10, 19), rng.int(20, 28)]) {
          const tenthsGal = rng.int(600, 1500); // 60.0 - 150.0 gallons
          const pricePerGal = rng.int(365, 429); // cents
          fuel.push({
            month,
            d,
            truck,
            tenthsGal,
            pricePerGal,
            cost: Math.round((tenthsGal * pricePerGal) / 10),
          });
        }
      const jobs = rng.int(1, 3);
      for (let j = 0; j < jobs; j++)
        service.push({
          month,
          d: rng.int(1, 28),
          truck: rng.pick(TRUCKS),
          shop: rng.pick(['Interstate Diesel', 'Big Rig Tire Co.', "Mike's Truck Repair"]),
          work: rng.pick(['Oil change', 'Brake pads', 'Tires (2)', 'DPF cleaning', 'Alternator']),
          cost: rng.int(18_000, 260_000),
        });
    }
    fuel.sort((a, b) => a.month - b.month || a.d - b.d);
    service.sort((a, b) => a.month - b.month || a.d - b.d);
    const revenue = MON.slice(0, 6).map(() => TRUCKS.map(() => rng.int(1_800_000, 3_400_000)));
    const wb = newBook();
    const f = wb.addWorksheet('Fuel');
    bold(f.addRow(['Date', 'Truck', 'Gallons', 'Price/gal', 'Cost']));
    for (const r of fuel)
      f.addRow([
        day(2025, r.month, r.d),
        r.truck,
        r.tenthsGal / 10,
        cell(r.pricePerGal),
        cell(r.cost),
      ]);
    bold(
      f.addRow([
        'Total',
        null,
        sumN(fuel.map((r) => r.tenthsGal)) / 10,
        null,
        cell(sumN(fuel.map((r) => r.cost))),
      ]),
    );
    f.getColumn(1).numFmt = 'mm/dd/yy';
    formatColumns(f, [4, 5], DOLLAR, 2);
    const m = wb.addWorksheet('Maintenance');
    bold(m.addRow(['Date', 'Truck', 'Shop', 'Work done', 'Cost']));
    for (const r of service)
      m.addRow([day(2025, r.month, r.d), r.truck, r.shop, r.work, cell(r.cost)]);
    m.getColumn(1).numFmt = 'mm/dd/yy';
    formatColumns(m, [5], DOLLAR, 2);
    const rv = wb.addWorksheet('Revenue');
    bold(rv.addRow(['Freight revenue by truck, Jan-Jun 2025']));
    bold(rv.addRow(['Month', ...TRUCKS, 'Total']));
    revenue.forEach((row, i) => rv.addRow([MON[i], ...row.map(cell), cell(sumN(row))]));
    formatColumns(rv, [2, 3, 4, 5, 6], DOLLAR, 3);
    return { bytes: await toBytes(wb), facts: { fuel, service, revenue } };
  },
  questions({ fuel, service, revenue }) {
    const fuelOf = (t: string): number =>
      sumN(fuel.filter((r) => r.truck === t).map((r) => r.cost));
    const svcOf = (t: string): number =>
      sumN(service.filter((r) => r.truck === t).map((r) => r.cost));
    const svc = TRUCKS.map(svcOf);
    const topSvc = svc.indexOf(Math.max(...svc));
    const revTruck = TRUCKS.map((_, i) => sumN(revenue.map((r) => r[i]!)));
    const topRev = revTruck.indexOf(Math.max(...revTruck));
    const revMonth = revenue.map((r) => sumN(r));
    const bestM = revMonth.indexOf(Math.max(...revMonth));
    const gallons = sumN(fuel.map((r) => r.tenthsGal));
    return [
      {
        id: 'fuel',
        question: 'what did we spend on fuel',
        expect: { value: money(sumN(fuel.map((r) => r.cost))) },
        means: 'Fuel sheet, sum of Cost (= its Total row)',
      },
      {
        id: 'fuel-102',
        question: 'fuel cost for truck T-102',
        expect: { value: money(fuelOf('T-102')) },
        means: 'Fuel Cost where Truck = T-102',
      },
      {
        id: 'gallons',
        question: 'how many gallons did we buy',
        expect: { value: (gallons / 10).toFixed(1) },
        means: 'sum of Gallons',
      },
      {
        id: 'maintenance',
        question: 'maintenance spend',
        expect: { value: money(sumN(service.map((r) => r.cost))) },
        means: 'Maintenance sheet, sum of Cost',
      },
      {
        id: 'top-svc',
        question: 'which truck cost us the most in repairs',
        expect: { value: money(svc[topSvc]!), at: TRUCKS[topSvc]! },
        means: 'truck with the largest Maintenance cost',
      },
      {
        id: 'rev-103-mar',
        question: 'revenue for T-103 in march',
        expect: { value: money(revenue[2]![2]!) },
        means: 'Revenue sheet, Mar x T-103',
      },
      {
        id: 'revenue',
        question: 'total revenue',
        expect: { value: money(sumN(revMonth)) },
        means: 'Revenue sheet, all months and trucks',
      },
      {
        id: 'top-truck',
        question: 'which truck earned the most',
        expect: { value: money(revTruck[topRev]!), at: TRUCKS[topRev]! },
        means: 'truck with the largest revenue Jan-Jun',
      },
      {
        id: 'avg-price',
        question: 'average price per gallon',
        expect: { refuse: true },
        means: 'ambiguous: mean of the price column vs cost / gallons; ask',
      },
      {
        id: 'rev-q1',
        question: 'revenue in q1',
        expect: { value: money(sumN(revMonth.slice(0, 3))) },
        means: 'Jan..Mar, all trucks',
      },
      {
        id: 'best-month',
        question: 'best month for revenue',
        expect: { value: money(revMonth[bestM]!), at: [MON[bestM]!, ...monthPlaces(bestM + 1)] },
        means: 'month with the largest all-trucks revenue',
      },
      {
        id: 'fuel-june',
        question: 'fuel bill in june',
        expect: { value: money(sumN(fuel.filter((r) => r.month === 6).map((r) => r.cost))) },
        means: 'Fuel Cost dated in June',
      },
      {
        id: 'driver-wages',
        question: 'how much did we pay drivers',
        expect: { refuse: true },
        means: 'no wages anywhere',
      },
      {
        id: 'profit-truck',
        question: 'profit per truck',
        expect: { refuse: true },
        means: 'wages, insurance etc. missing; a profit figure would be a guess',
      },
    ];
  },
};
