// What every chart shares. Recharts colours a tooltip's lines and a legend's names like their series, and
// the amber and pale grey series fell far under the contrast a reader needs on white (2.1:1 for amber in a
// tooltip, axe-core's route walk; 1.5:1 for the pale grey in a legend): the text is written in the page's
// own colours, and the series keep their colour in the legend's marks and the tooltip's bars.

/** A soft highlight behind the hovered bars, and the tooltip's lines in dark text. */
export const chartTooltipStyle = {
  cursor: { fill: 'rgba(148, 163, 184, 0.15)' },
  itemStyle: { color: '#1e293b' },
} as const;

/** The legend's names in the page's text colour, beside their series' coloured marks. */
export const chartLegendStyle = {
  wrapperStyle: { fontSize: 12 },
  formatter: (name: string) => <span className="text-slate-600 dark:text-slate-300">{name}</span>,
} as const;
