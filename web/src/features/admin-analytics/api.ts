import type { AnalyticsView } from '@marketplace/domain';
import { useApiQuery } from '../../shared/api/http';
import { analyticsPath, type AnalyticsQuery } from './range';

/**
 * The series of one range: one api call, which reads one aggregate document per bucket (at
 * most 31 days, 26 weeks or 24 months), never the bookings themselves. Fresh for a minute.
 */
export const useAnalytics = (query: AnalyticsQuery) =>
  useApiQuery<AnalyticsView>([analyticsPath(query)], { staleTime: 60_000 });
