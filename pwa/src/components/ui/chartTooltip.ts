/**
 * What every chart's tooltip shares: a soft highlight behind the hovered bars, and its lines in dark text.
 * Recharts colours each line like its series, and the amber and pale grey series fell far under the
 * contrast a reader needs on the tooltip's white (2.1:1 for amber, axe-core's route walk).
 */
export const chartTooltipStyle = {
  cursor: { fill: 'rgba(148, 163, 184, 0.15)' },
  itemStyle: { color: '#1e293b' },
} as const;
