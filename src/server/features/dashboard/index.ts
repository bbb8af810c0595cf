export { getMetrics, todayByTender } from './dashboard.service';
