/** A company's saved payroll: one row in `payrolls`, its employees in order. */
import type { PaydayOption } from '@fina/finance';
import { isPaydayOption } from '@fina/finance';
import type { Db } from '@fina/db';
import { asc, eq, payrollEmployees, payrolls, sql } from '@fina/db';

export interface StoredPayroll {
  companyId: string;
  currency: string;
  payday: PaydayOption;
  customDays: number[];
  employees: { name: string; role: string; salary: string }[];
  updatedAt: Date;
}

export async function loadPayroll(db: Db, companyId: string): Promise<StoredPayroll | null> {
  const [row] = await db.select().from(payrolls).where(eq(payrolls.companyId, companyId));
  if (!row) return null;
  const employees = await db
    .select({
      name: payrollEmployees.name,
      role: payrollEmployees.role,
      salary: payrollEmployees.salary,
    })
    .from(payrollEmployees)
    .where(eq(payrollEmployees.companyId, companyId))
    .orderBy(asc(payrollEmployees.position));
  // The table's check constraint admits only the four options.
  const payday = isPaydayOption(row.payday) ? row.payday : 'Every end of the month';
  return {
    companyId,
    currency: row.currency,
    payday,
    customDays: row.customDays,
    employees,
    updatedAt: row.updatedAt,
  };
}

/** Replaces the company's payroll in one transaction: the list is saved whole or not at all. */
export async function replacePayroll(
  db: Db,
  payroll: Omit<StoredPayroll, 'updatedAt'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(payrolls)
      .values({
        companyId: payroll.companyId,
        currency: payroll.currency,
        payday: payroll.payday,
        customDays: payroll.customDays,
      })
      .onConflictDoUpdate({
        target: payrolls.companyId,
        set: {
          currency: payroll.currency,
          payday: payroll.payday,
          customDays: payroll.customDays,
          updatedAt: sql`now()`,
        },
      });
    await tx.delete(payrollEmployees).where(eq(payrollEmployees.companyId, payroll.companyId));
    if (payroll.employees.length > 0) {
      await tx.insert(payrollEmployees).values(
        payroll.employees.map((employee, position) => ({
          companyId: payroll.companyId,
          position,
          name: employee.name,
          role: employee.role,
          salary: employee.salary,
        })),
      );
    }
  });
}
