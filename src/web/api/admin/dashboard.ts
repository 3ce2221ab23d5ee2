import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DashboardQuery, dashboardSchema } from '../../../contract/admin-operations.ts';
import { adminRequest, queryString, sendAdminRequest } from './admin-client.ts';

export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: ['admin', 'dashboard', query],
    queryFn: () => adminRequest(`/api/admin/dashboard${queryString(query)}`, { schema: dashboardSchema }),
    placeholderData: keepPreviousData,
  });
}

/** The same figures per day as the server's CSV (it needs the operator token, so it is fetched, not linked). */
export async function downloadDashboardCsv(query: DashboardQuery): Promise<Blob> {
  const response = await sendAdminRequest(`/api/admin/dashboard.csv${queryString(query)}`, { headers: { Accept: 'text/csv' } });
  return response.blob();
}
