import { formatPaise } from '@tara/core/payments';

interface ScheduleRow {
  month: number;
  emi: number;
  principal: number;
  interest: number;
  balance: number;
}

/** A KFS's repayment schedule, month by month, in paise (both KFS pages show it). */
export function RepaymentSchedule({
  schedule,
  instalment,
}: {
  schedule: readonly ScheduleRow[];
  /** The instalment column's heading: 'EMI' for a loan's, 'Instalment' for a partner offer's. */
  instalment: string;
}) {
  return (
    <div className="lo-scroll">
      <table className="lo-table lo-table--numbers">
        <caption className="visually-hidden">Repayment schedule, month by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{instalment}</th>
            <th scope="col">Principal</th>
            <th scope="col">Interest</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((i) => (
            <tr key={i.month}>
              <td>{i.month}</td>
              <td>{formatPaise(i.emi)}</td>
              <td>{formatPaise(i.principal)}</td>
              <td>{formatPaise(i.interest)}</td>
              <td>{formatPaise(i.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
