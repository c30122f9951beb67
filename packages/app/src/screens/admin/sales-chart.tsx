import type { RouterOutputs } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useFormat } from "../../i18n/use-format";

/** Tickets sold per day as a bar chart, with the same figures as a table for screen readers. */
export function SalesChart({ days, name }: { days: RouterOutputs["admin"]["dashboard"]["events"][number]["ticketsPerDay"]; name: string }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const label = t("dashboard.perDay", { name });
  return (
    <figure className="sales-chart">
      <figcaption>{t("dashboard.perDayTitle")}</figcaption>
      <div aria-hidden="true" className="sales-chart-plot">
        <ResponsiveContainer width="100%" height={160}>
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip formatter={(value) => [value, t("dashboard.tickets")]} />
            <Bar dataKey="tickets" fill="#9b2c2c" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t("dashboard.day")}</th>
              <th scope="col">{t("dashboard.tickets")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{format.day(d.day)}</th>
                <td>{d.tickets}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
