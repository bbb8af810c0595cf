import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesSummary } from '#shared/contracts/reports';
import { formatMoney } from '#client/lib/format';

/** Loaded lazily: recharts is the page's heaviest dependency. Sales (with tax) and gross profit per day of the range. */
export default function SalesChart({ data, labels }: { data: SalesSummary['dailySales']; labels: { total: string; grossProfit: string } }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
        <YAxis fontSize={12} width={70} />
        <Tooltip formatter={(v) => formatMoney(Number(v))} />
        <Legend />
        <Bar dataKey="total" name={labels.total} fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        <Bar dataKey="grossProfit" name={labels.grossProfit} fill="var(--color-warning)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
