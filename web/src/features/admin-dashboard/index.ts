export { useDashboardSummary } from './api/get-summary';
export { formatDay, niceMax, RevenueChart } from './components/revenue-chart';
